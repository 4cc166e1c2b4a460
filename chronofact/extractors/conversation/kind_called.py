"""A place or a carer named after its kind with "called" or "named": "moved to a small boxing gym
in Kapitolyo called Elorde", "Alfie's with a childminder called Janice now", "we joined a new
church called Hillsong", "it's a salon called Loom Hair".

The kind's word says the slot and "called" the value, but the readers read the place the
kind stands in ("gym: Kapitolyo"), the name as a home ("lives in Elorde") or nothing. Here a
kind of `kind_named.KINDS` (a choir, a place of worship, a vet, a running club, a salon or a
barber's, a nursery or a childminder) or a gym (`_GYM`), said "a / an / this / our / my
(<up to three words>) <kind> (in / on / near <Place>) called / named <Name>", gives the Name on
the kind's slot when the sentence says the taking up (`_TAKEN_UP`: moved, switched, joined,
found, started, signed up, go, with, at, "lipat") before it. Whose: a name right before "'s
with", "is with", "goes to", "is at" ("Alfie's with a childminder"), else the speaker. Not in
a question, a wish or a plan. Claims of the sentence holding the name, or the place the kind
stands in, on another slot or on this one give way. Pure; one bounded pattern over at most
`_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.kind_named import KINDS
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["kinds_called"]

_READ_CHARS = 1200
_GYM = r"(?:boxing\s+|climbing\s+|bouldering\s+|crossfit\s+|yoga\s+|pilates\s+)?(?:gym|studio|box)"
_SLOTS: dict[str, str] = {**{slot: kinds[0] for slot, kinds in KINDS.items()}, "gym": _GYM}
_KIND_ALT = "|".join(f"(?P<{slot}>{alt})" for slot, alt in _SLOTS.items())
_NAME = (
    r"(?-i:(?:(?:Dr|Mrs|Mr|Ms|Miss|St)\.?\s+)?[A-Z][\w'\u2019&-]*(?:\s+[A-Z][\w'\u2019&-]*){0,3})"
)
_CALLED = re.compile(
    r"\b(?:a|an|this|the|our|my)\s+(?:[\w-]+\s+){0,3}?(?:" + _KIND_ALT + r")s?"
    r"(?:\s+(?:in|on|near|by|off|round|at)\s+(?:the\s+)?(?P<place>(?-i:[A-Z][\w'\u2019-]*)"
    r"(?:\s+(?-i:[A-Z][\w'\u2019-]*))?))?,?\s+(?:called|named)\s+(?P<name>" + _NAME + r")",
    re.IGNORECASE,
)
_TAKEN_UP = re.compile(
    r"\b(?:moved|move|moving|switched|switching|changed|joined|joining|found|started|"
    r"signed\s+up|go|goes|going|went|lipat|with|at|to|registered|enrolled|use|using|"
    r"take|takes|taking)\b",
    re.IGNORECASE,
)
_WHO_WITH = re.compile(
    r"(?-i:(?P<who>[A-Z][a-z]+))(?:['\u2019]s\s+(?:with|at|in)|\s+(?:is|goes)\s+(?:with|at|to|in))"
    r"\s+[^.!?]{0,40}$"
)
_NOT_NOW = re.compile(
    r"\?|\b(?:might|maybe|thinking\s+(?:of|about)|considering|should\s+I|would|wish|if\s+I|"
    r"used\s+to|left|quit)\b",
    re.IGNORECASE,
)


def _slot_of(m: re.Match[str]) -> str | None:
    return next((slot for slot in _SLOTS if m.group(slot)), None)


def _gives_way(claim: Claim, sentence: tuple[int, int], said: set[str]) -> bool:
    value = str(claim.object or claim.value or "").casefold()
    return sentence[0] <= claim.span[0] < sentence[1] and value in said


def kinds_called(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each place or carer named after its kind (see the module docstring)."""
    speaker = message.speaker
    if not speaker:
        return claims
    text = message.text[:_READ_CHARS]
    out = list(claims)
    for m in _CALLED.finditer(text):
        slot = _slot_of(m)
        name = m.group("name")
        if slot is None or name.split()[0] in CAPITALISED_NOT_NAMES:
            continue
        lo, hi = sentence_around(text, m.start())
        before = text[lo : m.start()]
        if not _TAKEN_UP.search(before) or _NOT_NOW.search(text, lo, hi):
            continue
        who = _WHO_WITH.search(before)
        subject = who.group("who") if who is not None else speaker
        said = {name.casefold(), *([m.group("place").casefold()] if m.group("place") else [])}
        out = [c for c in out if not _gives_way(c, (lo, hi), said)]
        span = (m.start("name"), m.end("name"))
        out.append(named_claim(subject, slot, name, "assert", message.observed_at, span))
    return out
