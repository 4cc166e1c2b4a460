"""A thing of one's own set to a new amount: "bumped the step goal to 12,000", "GP upped my
amlodipine to 10mg in April", "the landlord put the rent up to €1,290", "moved my alarm to
5:45".

A number one keeps (a goal, a dose, a rent, a limit) changes by a verb of setting, and the
readers put the new amount on whatever slot came near (a phone "C04") or on none, so the
amount held stayed current. Here "(bumped / upped / raised / increased / put / pushed /
changed / dropped / lowered / cut / reduced / set / moved) my / our / the <thing> (up / down)
to <amount>" gives the thing's slot (its own words: `step_goal`, `amlodipine`, `rent`, the open
tail's way, `open_thing.open_thing_slot`) the amount, for the speaker. Only an amount with a
digit ("12,000", "10mg", "€1,290", "5:45") is read, and only a thing that is no slot of its
own kind (a meeting moved to Thursday is the events' to read) and no word of talk. A claim the
readers made of the same amount in the sentence gives way. Pure; one bounded pattern over at
most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import category_slot
from chronofact.extractors.conversation.open_thing import open_thing_slot
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["amounts_set"]

_READ_CHARS = 1200
_UNIT = (
    r"(?:mg|mcg|µg|g|kg|ml|l|km|mi|miles|k|%|am|pm|gb|mb|mbps|meg|lbs?|st|kcal|cal|"
    r"steps|hours|hrs|days|a\s+(?:day|week|month))\b"
)
"""The unit said after an amount ("10mg", "30 hours", "8,000 a day")."""
_SET_TO = re.compile(
    r"\b(?:bumped|upped|raised|increased|put|pushed|changed|dropped|lowered|cut|reduced|set|"
    r"moved|upping|bumping|raising|putting|pushing|changing|dropping|lowering|setting)\s+"
    r"(?:up\s+|down\s+)?(?:my|our|the)\s+"
    r"(?P<thing>[a-z][a-z-]{1,20}(?:\s+(?!(?:up|down|back)\b)[a-z][a-z-]{1,20})?)\s+"
    r"(?:up\s+|down\s+|back\s+)?to\s+(?P<v>[$€£¥₹]?\d+(?:[,.:]\d+)*(?:\s?" + _UNIT + r")?)"
    r"(?!\s*(?:[,.:]?\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|"
    r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|st\b|nd\b|rd\b|th\b))",
    re.IGNORECASE,
)
_SAID = re.compile(r"\bto\s+[$€£¥₹]?\d", re.IGNORECASE)
"""A message that may set an amount (a cheap test before the pattern)."""
_NOT_THINGS = frozenset(
    {"price", "prices", "volume", "heating", "thermostat", "temperature", "speed", "clock"}
    | {"clocks", "time", "date", "meeting", "call", "appointment", "flight", "train"}
)
"""Things set that hold no lasting fact of a person (the heating, the volume) or are the
events' to read (a meeting, a call)."""


def _of_amount(claim: Claim, amount: str) -> bool:
    """The readers' claim of the amount itself."""
    return (claim.object or claim.value or "") == amount


def amounts_set(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each amount set on its thing's slot (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or not _SAID.search(text):
        return claims
    out = list(claims)
    for m in _SET_TO.finditer(text):
        thing, amount = m.group("thing").lower(), m.group("v").strip().rstrip(".,:")
        slot = open_thing_slot(thing)
        if slot is None or category_slot(thing) is not None or thing.split()[-1] in _NOT_THINGS:
            continue
        start, end = sentence_around(text, m.start("v"))
        out, when = in_place_of(
            out, (start, end), partial(_of_amount, amount=amount), message.observed_at
        )
        span = (m.start("v"), m.start("v") + len(amount))
        out.append(named_claim(str(message.speaker), slot, amount, "assert", when, span))
    return out
