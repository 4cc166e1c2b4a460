"""A held partner replaced by someone new said in the words of a couple: "Recommend a romantic
restaurant in Oaxaca for me and Andrés? It's our three-month mark" after "Mi novio Diego is
cooking mole"; "Tomás actually does the dishes, which Andrés never did in two years of dating
me"; "mi man dwayne cook ackee fi mi"; "still can't believe I'm Mrs Hashim Qureshi".

People seldom say "my new partner is X": they name X doing couple's things. The extractor
reads a partner from the words of relation ("my boyfriend X"); here, for a person who holds a
partner (`partner`, `married_to`, `engaged_to`), a message replaces the partner with a new name
when

- it names the new person as one of a couple: "me and X", "X and I" (not "X and I'm"), "my
  man X", "Mrs X Y" (a first name; "call me Mrs Ogunleye" names a surname only), "marry X",
  "dating X", "X is the one", not after a word of place; or
- it says something of a couple (a date, an anniversary, "our three-month mark", "together",
  "serious", "a couple ring") and names exactly one new person, with a capital, not after a
  word of place ("in Oaxaca") nor a relation word ("my cousin Meera"), not an everyday word
  opening a sentence ("Shaadi pictures" stays, "Anyway" does not), not one the held facts
  already name (a sister, a roommate);
- the person held is the speaker and the message speaks in the first person, or the message
  names the person held ("Zoe brought Dan to the bbq ... they're cute together").

The partner held may be named too (as past: "which Andrés never did"). Pure; a few patterns
searched once (linear in the message).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, PERSON_ROLES
from chronofact.extractors.conversation.not_names import NOT_SUBJECTS
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.kindred_value import Kindred, KindredFact, opens_sentence, plain_word
from chronofact.graph.predicates import normalise_predicate

__all__ = ["partners_said"]

_PARTNER_SLOTS = frozenset({"partner", "married_to", "engaged_to"})
_NAME = r"(?P<n>[A-Z][\w'\u2019-]*(?:-[A-Z][\w-]*)?)"
_LOWER_NAME = r"(?P<n>[a-z][a-z'-]{2,})"
_COUPLE = tuple(
    re.compile(p)
    for p in (
        rf"\b(?i:mi|my)\s+(?i:man|girl|boo|bae|babe|baby|love)\s+{_NAME}",
        rf"\b(?i:me|mi)\s+(?i:and|an|n|&)\s+{_NAME}",
        rf"{_NAME}\s+(?i:and|an|&)\s+(?:I|me|mi)\b(?!['\u2019])",
        rf"\bMrs\.?\s+{_NAME}(?=\s+[A-Z])",
        rf"\b(?i:marry|marrying|dating)\s+{_NAME}",
        rf"{_NAME}\s+(?i:is\s+the\s+one)\b",
    )
)
_COUPLE_LOWER = tuple(
    re.compile(p)
    for p in (
        rf"\b(?:mi|my)\s+(?:man|girl|boo|bae|babe)\s+{_LOWER_NAME}",
        rf"\b(?:me|mi)\s+(?:and|an|n|&)\s+{_LOWER_NAME}",
    )
)
"""A person said as one of a couple (not "seeing X": "seeing Dr Patel on Monday"); the
lower-case forms count in all-lower-case chat only."""
_SAID_OF_A_COUPLE = re.compile(
    r"\b(?:date|dates|dating|anniversary|romantic|couple|together|serious|the\s+one|marry|"
    r"honeymoon|in\s+love|(?:\w+)\s+months?\s+(?:in|mark|anniversary))\b",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(r"\b(?:I|me|my|mi|our|we|us|I'm|im)\b", re.IGNORECASE)
_PLACE_BEFORE = re.compile(r"\b(?:in|at|to|from|near|into|via|on)\s+(?:the\s+)?$", re.IGNORECASE)
_RELATIVE_BEFORE = re.compile(
    r"\b(?:"
    + "|".join(sorted((re.escape(r) for r in PERSON_ROLES), key=len, reverse=True))
    + r")\s+$",
    re.IGNORECASE,
)
"""A relation word right before a name ("my cousin Meera", "her boss Dan"): someone else."""
_CAPITAL = re.compile(r"\b[A-Z](?:['\u2019][A-Z])?[\w-]*")
"""A capitalised word, without what an apostrophe adds ("They're" -> They, "Zoe's" -> Zoe)."""
_WORD = re.compile(r"[^\W\d_]+")


def partners_said(
    text: str,
    facts: Sequence[KindredFact],
    speaker_key: str,
    people: set[str],
) -> list[Kindred]:
    """The new partners said of the held partners' persons (see the module docstring)."""
    held = [f for f in facts if normalise_predicate(f.predicate) in _PARTNER_SLOTS]
    out: list[Kindred] = []
    lower_chat = not any(c.isupper() for c in text)
    named = {name_key(w) for w in _WORD.findall(text)}
    for fact in held:
        own = fact.subject_key == speaker_key
        if (own and _FIRST_PERSON.search(text) is None) or (
            not own and fact.subject_key not in named and fact.subject.split()[0] not in text
        ):
            continue
        found = _new_partner(text, fact, speaker_key, people, lower_chat)
        if found is not None:
            out.append(found)
    return out


def _new_partner(
    text: str, fact: KindredFact, speaker_key: str, people: set[str], lower_chat: bool
) -> Kindred | None:
    others = (people - {name_key(fact.shown)}) | {speaker_key, fact.subject_key}

    def new(name: str) -> bool:
        key = name_key(name)
        return (
            bool(key)
            and key not in others
            and key != name_key(fact.shown)
            and (name not in CAPITALISED_NOT_NAMES and name not in NOT_SUBJECTS)
        )

    for pattern in _COUPLE + (_COUPLE_LOWER if lower_chat else ()):
        for m in pattern.finditer(text):
            if _PLACE_BEFORE.search(text, max(0, m.start("n") - 12), m.start("n")):
                continue  # "the house in Wollongong and I'm renting": a place
            if new(m.group("n")):
                return Kindred(fact.index, m.group("n"), m.span("n"), 1.0)
    if _SAID_OF_A_COUPLE.search(text) is None:
        return None
    names = [
        m
        for m in _CAPITAL.finditer(text)
        if new(m.group())
        and not (opens_sentence(text, m.start()) and plain_word(m.group()))
        and not _PLACE_BEFORE.search(text, max(0, m.start() - 12), m.start())
        and not _RELATIVE_BEFORE.search(text, max(0, m.start() - 24), m.start())
    ]
    if len({name_key(m.group()) for m in names}) != 1:
        return None
    return Kindred(fact.index, names[0].group(), names[0].span(), 1.0)
