"""A partner said by the anniversary the speaker shares with them: "Rafa surprised me with a
trip to Cusco for our three-month anniversary", "our first anniversary with Tom is on Friday",
"Ines booked dinner for our wedding anniversary", "what should i get Tahlia for our 3 month
anniversary".

Chat names a new partner in passing long before anyone says "my boyfriend", and the partner
held before stayed current. Here a name that opens a clause, then at most `_GAP` characters in
the same sentence, then "our / my (...) anniversary", or "our (...) anniversary with <Name>",
makes the name the speaker's `partner` (`married_to` for a wedding anniversary), as does a
gift or a treat for a name for "our (...) anniversary" (`_GIFT_FOR_OURS`). Not: a work
anniversary, someone else's ("their anniversary", "Mum and Dad's anniversary": no "our" or
"my"), a name after a preposition or a possessive ("dinner with Leo for our anniversary" is
read by the second shape only when "with" follows the anniversary), a family word. Claims the
readers made of the name on another person slot in the sentence give way. Pure; each pattern
bounded and searched once over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    KIN,
    KIN_ALONE,
    TITLED_NAME,
)
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["anniversary_partners"]

_READ_CHARS = 1200
_GAP = 90
_KIND = r"(?P<kind>(?:[\w-]+\s+){0,2}?)"
_NAME_THEN_OURS = re.compile(
    rf"(?:^|[.!?;,]\s*|\b(?:and|so|but)\s+)(?P<name>{TITLED_NAME})(?!['\u2019]s\b)"
    rf"[^.!?;]{{1,{_GAP}}}?\b(?:our|my)\s+{_KIND}anniversary\b"
)
_OURS_WITH = re.compile(
    rf"\b(?:our|my)\s+{_KIND}anniversary\s+with\s+(?P<name>{TITLED_NAME})(?!['\u2019]s\b)",
    re.IGNORECASE,
)
_GIFT_FOR_OURS = re.compile(
    rf"\b(?i:for|get|getting|buy|buying|surprise|surprising|take|taking|treat|treating)\s+"
    rf"(?P<name>{TITLED_NAME})(?!['\u2019]s\b)(?:\s+(?:out|away))?,?\s+"
    rf"(?:for|on|it['\u2019]?s|its)\s+(?:our|my)\s+"
    rf"{_KIND}anniversary\b"
)
"""A gift or a treat for a name for the shared anniversary ("what should i get Tahlia for our 3
month anniversary", "gift ideas for Tahlia, it's our 1 year anniversary"): a question about it
still says whose anniversary it is."""
_NOT_PARTNERS = frozenset(CAPITALISED_NOT_NAMES) | {
    "She", "He", "They", "It", "We", "You", "Who", "Me", "So", "And", "But", "Just", "Happy",
    "Work", "Today", "Tomorrow", "Tonight", "Yesterday", "Booked", "Dinner", "Celebrating",
    "Taking", "Take", "Getting", "Get", "Buying", "Buy", "Surprising", "Surprise", "Treating",
    "Treat", "For",
}  # fmt: skip
_PERSON_SLOTS = frozenset(
    {"partner", "married_to", "engaged_to", "friend", "colleague", "manager", "studies_at"}
)
"""Slots the readers put a name on that give way to the partner read here."""


def _found(text: str) -> list[tuple[str, str, tuple[int, int]]]:
    """(slot, name, span) of each partner said by a shared anniversary in `text`."""
    out: list[tuple[str, str, tuple[int, int]]] = []
    for pattern in (_NAME_THEN_OURS, _OURS_WITH, _GIFT_FOR_OURS):
        for m in pattern.finditer(text):
            name, kind = m.group("name"), m.group("kind").casefold()
            first = name.split()[0]
            if first in _NOT_PARTNERS or first.casefold() in KIN or first.casefold() in KIN_ALONE:
                continue
            if "work" in kind or "job" in kind:
                continue  # "our five-year work anniversary"
            slot = "married_to" if "wedding" in kind else "partner"
            out.append((slot, name, m.span("name")))
    return out


def _gives_way(claim: Claim, name: str) -> bool:
    """The readers' claim of the name on a person slot, or a claim about the name's study."""
    value = (claim.object or claim.value or "").strip()
    return claim.predicate in _PERSON_SLOTS and (value == name or claim.subject == name)


def anniversary_partners(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the speaker's partner said by a shared anniversary (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or "anniversary" not in text.casefold():
        return claims
    out = list(claims)
    speaker = str(message.speaker)
    for slot, name, span in _found(text):
        if name == speaker:
            continue
        sentence = sentence_around(text, span[0])
        out, _ = in_place_of(out, sentence, partial(_gives_way, name=name), None)
        out.append(named_claim(speaker, slot, name, "assert", message.observed_at, span))
    return out
