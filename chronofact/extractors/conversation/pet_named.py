"""A pet read by its kind when its name is said beside it: the name is the pet.

"Mochi, a shiba puppy, sleeps on my feet", "Two guinea pigs, Salt and Pepper, live on my
balcony": the readers put the kind ("shiba", "guinea") on `has_pet`, so a later pet named
by its name never met the same value, and "What pet does Jonah have?" answered "shiba". Here
a `has_pet` claim whose value is a word of the kind said in the sentence takes the name set
beside it by commas (before the kind: "Mochi, a shiba puppy"; after it: "guinea pigs, Salt
and Pepper,"). A pet introduced the same way after one of the speaker's pets ended, with no
other read, is the new one ("Bingo passed in May. Kwasi, a ridgeback pup, rules the house").
Pure; regex passes over the claim's sentence and the message's first `_READ_CHARS` (linear).
"""

from __future__ import annotations

import re
from dataclasses import replace

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, category_slot
from chronofact.extractors.conversation.statements import named_claim, render

__all__ = ["pets_by_name"]

_READ_CHARS = 1200

_NAME = r"(?-i:[A-Z])[\w'\u2019-]+(?:\s+(?:and|&)\s+(?-i:[A-Z])[\w'\u2019-]+)?"
"""A pet's name, or two ("Salt and Pepper")."""
_YOUNG = frozenset({"pup", "pups", "kit", "foal", "cub", "chick", "rescue"})
"""Words for a young or rescued animal that name no kind on their own."""
_NOT_NAMES = CAPITALISED_NOT_NAMES | {"We", "And", "But", "So", "Then"}


def _named_beside(sentence: str, kind: str) -> tuple[str, str] | None:
    """The name set off by commas beside the kind word in `sentence`, with the kind's words
    as said ("Mochi", "shiba puppy"), or None."""
    said = re.escape(kind)
    before = re.search(
        rf"\b(?P<n>{_NAME}),\s+(?:(?:a|an|my|our|the|two|three|both)\s+)(?:[\w-]+\s+){{0,2}}?"
        rf"(?P<k>{said}\w*(?:\s+[a-z-]+)?)\s*(?:[,.;!]|$)",
        sentence,
        re.IGNORECASE,
    )
    after = re.search(
        rf"\b(?P<k>{said}\w*(?:\s+[\w-]+){{0,2}}),\s+(?P<n>{_NAME})\s*,", sentence, re.IGNORECASE
    )
    for m in (before, after):
        if m is not None and m.group("n").split()[0] not in _NOT_NAMES:
            return m.group("n"), m.group("k")
    return None


def _with_kind(claim: Claim, name: str, kind: str) -> Claim:
    """The pet claim naming `name`, its statement saying the kind ("has a pet shiba puppy:
    Mochi")."""
    said = render(claim.subject, claim.predicate, name, claim.action, claim.polarity)
    statement = said.replace(" a pet: ", f" a pet {kind}: ", 1)
    return replace(claim, object=name, value=None, statement=statement)


_NEW_PET = re.compile(
    rf"(?:^|[.!?]\s+)(?P<n>{_NAME}),\s+(?:a|an|our|my)\s+(?:[a-z-]+\s+){{0,2}}?(?P<k>[a-z]+)\s*,"
)
"""A pet introduced by its name and its kind at a sentence's start ("Kwasi, a ridgeback pup,
rules the house now")."""


def _new_pet(message: Message, claims: list[Claim]) -> list[Claim]:
    """A pet introduced by name and kind in a message where one of the speaker's pets ended
    and no other is read ("Bingo passed in May. Kwasi, a ridgeback pup, rules the house")."""
    speaker = message.speaker
    pets = [c for c in claims if c.predicate == "has_pet" and c.subject == speaker]
    if speaker is None or not any(c.action == "end" for c in pets):
        return []
    if any(c.action == "assert" for c in pets):
        return []
    for m in _NEW_PET.finditer(message.text[:_READ_CHARS]):
        kind = m.group("k")
        pet = kind in _YOUNG or category_slot(kind) == "has_pet"
        if pet and m.group("n").split()[0] not in _NOT_NAMES:
            span = (m.start("n"), m.end("k"))
            new = named_claim(speaker, "has_pet", m.group("n"), "assert", message.observed_at, span)
            said = message.text[m.end("n") : m.end("k")].lstrip(", ")
            kind_words = re.sub(r"^(?:a|an|our|my)\s+", "", said, flags=re.IGNORECASE)
            return [_with_kind(new, m.group("n"), kind_words)]
    return []


_NAME_THE_KIND = re.compile(
    rf"(?:^|[.!?;]\s+|,\s+(?:and|but|so)\s+|\b(?:and|but|so|now|meet|Meet)\s+)(?P<n>{_NAME})"
    r"\s+the\s+(?P<k>[a-z]+)(?:[\s-]+(?P<k2>[a-z]+))?\b"
)
_PAST_AFTER = re.compile(r"\s+(?:was|were|had|died|passed|used\s+to)\b")
"""A pet called by its name and its kind ("Daisy the greyhound is settling in", "Milo the
tabby has taken over the sofa"): a clause opens with it; not said in the past ("Laika the dog
was the first animal in space")."""


def _name_the_kind(message: Message, claims: list[Claim]) -> list[Claim]:
    """The speaker's pet called by its name and kind at a clause's start, where the message
    names no pet otherwise (the readers' claim of that name or kind on another slot, or on
    the pet slot by its kind, gives way to it)."""
    speaker = message.speaker
    if speaker is None or " the " not in message.text:
        return claims
    text = message.text[:_READ_CHARS]
    for m in _NAME_THE_KIND.finditer(text):
        name, kind, end = m.group("n"), m.group("k"), m.end("k")
        if category_slot(kind) != "has_pet" and m.group("k2"):  # "the rescue greyhound"
            kind, end = m.group("k2"), m.end("k2")
        if category_slot(kind) != "has_pet" or name.split()[0] in _NOT_NAMES:
            continue
        if _PAST_AFTER.match(text, end):
            continue
        if any(
            c.predicate == "has_pet" and (c.object or c.value) not in (None, name, kind)
            for c in claims
        ):
            return claims  # another pet named: whose this one is, the readers say
        kept = [c for c in claims if (c.object or c.value) not in (name, kind)]
        kept = [c for c in kept if not c.subject.startswith(name + " ")]
        span = (m.start("n"), end)
        new = named_claim(speaker, "has_pet", name, "assert", message.observed_at, span)
        return [*kept, _with_kind(new, name, text[m.end("n") : end].strip()[4:])]
    return claims


_KIND_THEN_NAME = re.compile(rf"(?P<k>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){{0,2}})\s+(?P<n>{_NAME})")
"""A pet's value read as its kind and then its name ("guinea pig Nugget")."""


_NAME_AFTER = re.compile(rf"\s+(?P<n>{_NAME})\b")
"""A pet's name right after its kind ("the new guinea pig Nugget")."""


def _name_after(text: str, claim: Claim, kind: str) -> str | None:
    """The name said right after a pet's kind read as the pet ("the new guinea pig Nugget")."""
    if claim.predicate != "has_pet" or claim.action != "assert" or not kind[:1].islower():
        return None
    at = text.find(kind, max(0, claim.span[0] - 2))
    if at < 0 or not _a_pet_kind(kind):
        return None
    after = _NAME_AFTER.match(text, at + len(kind))
    if after is None or after.group("n") in CAPITALISED_NOT_NAMES:
        return None
    return after.group("n")


def _a_pet_kind(words: str) -> bool:
    """The words name a kind of pet ("guinea pig", "rescue greyhound")."""
    return category_slot(words) == "has_pet" or category_slot(words.split()[-1]) == "has_pet"


def pets_by_name(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each pet read by its kind named by the name said beside it, a new pet
    introduced by name after one ended (`_new_pet`) and a pet called "<name> the <kind>"
    (`_name_the_kind`)."""
    claims = _name_the_kind(message, claims + _new_pet(message, claims))
    text = message.text[:_READ_CHARS]
    out = []
    for c in claims:
        kind = c.object or c.value or ""
        kind_then_name = _KIND_THEN_NAME.fullmatch(kind) if c.predicate == "has_pet" else None
        if kind_then_name is not None and _a_pet_kind(kind_then_name.group("k")):
            out.append(_with_kind(c, kind_then_name.group("n"), kind_then_name.group("k")))
            continue  # "named the new guinea pig Nugget" read as "guinea pig Nugget": Nugget
        name = _name_after(text, c, kind)
        if name is not None:
            out.append(_with_kind(c, name, kind))
            continue  # "named the new guinea pig Nugget" read as "guinea pig": Nugget
        if c.predicate != "has_pet" or c.action != "assert" or not kind or " " in kind:
            out.append(c)
            continue
        start, end = sentence_around(text, min(max(0, c.span[0]), len(text)))
        named = _named_beside(text[start:end], kind) if kind[:1].islower() else None
        out.append(c if named is None else _with_kind(c, *named))
    return out
