"""A thing given to the speaker is the speaker's: "My brother brought me a Google Pixel 8".

The readers put a phone, a device or a vehicle on the person who opens the clause, and in
"My brother brought me a Google Pixel 8 back from his trip", "My wife got me a Garmin for my
birthday" or "Mum passed me her old Polo" that is the giver. Here a claim on a thing's slot
whose subject is not the speaker, with a giving verb and "me" right before its value in the
same sentence (a few words of the thing between: "a", "her old", "a brand-new"), is the
speaker's. "back" said after a thing brought from somewhere is no part of its name ("a Pixel 8
back from his trip"). Not: the giver's own thing ("my brother bought a Pixel 8", "my sister
bought herself a Tesla"), or a thing lent or shown ("lent me his drill for the weekend" is not
read: "lent" is not a giving verb).

The other way round, a thing the speaker gives to a relative said by a family word ("Got Mam a
Samsung Galaxy Tab for her birthday", "we bought Dad an iPad", "got my nan a Kindle") was put on
the speaker; it is the relative's (`<speaker>'s mom`, as the readers name a relative said
alone), on the thing slot its words name (a "Galaxy Tab" is a tablet). A named person ("got
Ana a Kindle") is left as read. Pure; one bounded regex search per claim (linear).
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.kin_words import CANONICAL_KIN, KIN_ALIASES
from chronofact.extractors.conversation.lexicon import KIN, KIN_ALONE, category_slot
from chronofact.extractors.conversation.statements import aimed_at

__all__ = ["gifts_received"]

THING_SLOTS = frozenset({"uses_phone", "uses_device", "uses_laptop", "uses_console", "vehicle"})
"""Slots of a thing one owns and uses."""
_GIVEN_ME = re.compile(
    r"\b(?i:brought|bought|got|gave|gifted|handed|passed|sent|surprised)\s+me\s+"
    r"(?i:with\s+)?(?i:(?:a|an|the|his|her|their|its|one|of|new|old|brand[- ]new|"
    r"second[- ]hand|used|shiny|refurbished)\s+){0,3}(?:[A-Z][\w-]*\s+){0,2}$"
)
"""A giving verb and "me" right before the thing, with at most three words of the thing
between and two of its maker's name ("brought me a", "passed me her old", "surprised me with
a brand-new", "got me a Google")."""
_GIVEN_KIN = re.compile(
    r"\b(?i:got|bought|gave|gifted|sent|surprised|ordered)\s+(?:(?i:my|our)\s+)?"
    r"(?P<kin>[A-Za-z]+)\s+(?i:with\s+)?(?i:(?:a|an|the|one|new|brand[- ]new|refurbished|"
    r"second[- ]hand)\s+){0,3}(?:[A-Z][\w-]*\s+){0,2}$"
)
"""A giving verb, a family word and the thing ("Got Mam a Samsung", "bought my nan a")."""
_LOOK_BACK = 60
_BACK_FROM = re.compile(r"\s+back$", re.IGNORECASE)


def _words_before(text: str, claim: Claim) -> str | None:
    """At most `_LOOK_BACK` characters of the claim's sentence before its value, or None when
    the value is not found in the text."""
    value = claim.object or claim.value or ""
    at = text.find(value, max(0, claim.span[0] - len(value))) if value else -1
    if at < 0:
        return None
    sentence = sentence_around(text, at)
    return text[max(sentence[0], at - _LOOK_BACK) : at]


def _received(message: Message, claim: Claim) -> bool:
    """The claim's thing is given to the speaker (see the module docstring)."""
    if claim.predicate not in THING_SLOTS or claim.action != "assert" or not claim.polarity:
        return False
    if message.speaker is None or claim.subject == message.speaker:
        return False
    before = _words_before(message.text, claim)
    return before is not None and _GIVEN_ME.search(before) is not None


def _given_to_kin(message: Message, claim: Claim) -> str | None:
    """The relative the speaker's thing was given to (`<speaker>'s <relation>`), or None."""
    if claim.predicate not in THING_SLOTS or claim.action != "assert" or not claim.polarity:
        return None
    if message.speaker is None or claim.subject != message.speaker:
        return None
    before = _words_before(message.text, claim)
    m = _GIVEN_KIN.search(before) if before is not None else None
    if m is None:
        return None
    word = m.group("kin").casefold()
    relation = KIN_ALONE.get(word) or KIN_ALIASES.get(word)
    if relation is None and word in KIN:
        relation = word
    if relation is None:
        return None
    return f"{message.speaker}'s {CANONICAL_KIN.get(relation, relation)}"


def _on_its_kind(claim: Claim) -> Claim:
    """The claim on the thing slot its value's words name, when that is another thing slot
    ("Samsung Galaxy Tab" read as a phone is a tablet, `uses_device`)."""
    slot = category_slot(claim.object or claim.value or "")
    if slot in THING_SLOTS and slot != claim.predicate:
        return dataclasses.replace(claim, predicate=slot)
    return claim


def _own_name(message: Message, value: str) -> str:
    """The value without a "back" that belongs to "brought ... back from"."""
    trimmed = _BACK_FROM.sub("", value)
    if trimmed != value and re.search(re.escape(value) + r"\s+from\b", message.text):
        return trimmed
    return value


def gifts_received(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each thing given to the speaker on the speaker (see the module
    docstring)."""
    out = []
    for c in claims:
        relative = _given_to_kin(message, c)
        if relative is not None:
            out.append(aimed_at(_on_its_kind(c), relative))
            continue
        if not _received(message, c):
            out.append(c)
            continue
        speaker = str(message.speaker)
        value = _own_name(message, c.object or c.value or "")
        obj, val = (value, None) if c.object else (None, value)
        out.append(aimed_at(_on_its_kind(dataclasses.replace(c, object=obj, value=val)), speaker))
    return out
