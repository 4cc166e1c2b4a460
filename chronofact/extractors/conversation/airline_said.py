"""The airline a trip is booked with: "Emirates cancelled the Dubai leg so I rebooked on Air
India direct", "I booked my flights with Ryanair", "we're flying Qatar this time" (`airline`,
an open-tail slot).

The readers read a trip's destination (`holiday_booked`), not the carrier: "booked my flights
with Ryanair" was read as a gym, "rebooked on Air India" as nothing. Here "(re)booked (my /
our / the flights / tickets) on / with <Name>", "flying / fly / flew (with) <Name>",
"switched (the flights) to <Name>" and "<Name> via <Place>" opening a clause ("Booked my
Diwali flights home already, Emirates via Dubai"), in a sentence with a word of flying
(flight, flights, flying, fly, leg, layover, direct, airport) or said with "rebooked", give
the speaker's `airline`: a name of one to three capitalised words, not a weekday or a month,
not a place the sentence flies to ("flying to Lisbon"). Not in a question or a plan; not when
the carrier is left ("Emirates cancelled ..." says no booking). Claims of the name on another
slot in the sentence give way. Pure; one bounded pattern over at most `_READ_CHARS` of the
message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, MONTHS, WEEKDAYS
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["airlines_said"]

_SLOT = "airline"
_READ_CHARS = 1200
_NAME = r"(?P<name>(?-i:[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2}))"
_BOOKED_ON = re.compile(
    r"\b(?:(?P<re>rebooked|re-booked)|booked|booking)\s+(?:(?:my|our|the|us|me)\s+)?"
    r"(?:(?:return\s+)?(?:flights?|tickets?|seats?)\s+)?(?:on|with)\s+"
    + _NAME
    + r"|\b(?:flying|fly|flew)\s+(?:with\s+)?"
    + _NAME.replace("(?P<name>", "(?P<name2>")
    + r"|\bswitched\s+(?:(?:my|our|the)\s+flights?\s+)?to\s+"
    + _NAME.replace("(?P<name>", "(?P<name3>")
    + r"|(?:^|[,;:(]\s*)"
    + _NAME.replace("(?P<name>", "(?P<name4>")
    + r"\s+via\s+(?-i:[A-Z])",
    re.IGNORECASE,
)
_FLYING = re.compile(
    r"\b(?:flights?|flying|fly|flew|leg|layover|stopover|direct|airport|airline|boarding)\b",
    re.IGNORECASE,
)
_NOT_NOW = re.compile(
    r"\?|\b(?:might|maybe|thinking\s+(?:of|about)|considering|should|would|if|never\s+again)\b",
    re.IGNORECASE,
)
_NOT_CARRIERS = frozenset({*MONTHS, *WEEKDAYS, *CAPITALISED_NOT_NAMES, "Economy", "Business"})


def airlines_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the airline the speaker's trip is booked with (see the module
    docstring)."""
    speaker = message.speaker
    if not speaker:
        return claims
    text = message.text[:_READ_CHARS]
    for m in _BOOKED_ON.finditer(text):
        group = next(g for g in ("name", "name2", "name3", "name4") if m.group(g))
        name = m.group(group)
        lo, hi = sentence_around(text, m.start())
        if name.split()[0] in _NOT_CARRIERS or _NOT_NOW.search(text, lo, hi):
            continue
        if not (m.group("re") or _FLYING.search(text, lo, hi)):
            continue
        folded = name.casefold()
        kept = [
            c
            for c in claims
            if not (lo <= c.span[0] < hi and str(c.object or c.value or "").casefold() == folded)
        ]
        span = (m.start(group), m.end(group))
        return [*kept, named_claim(speaker, _SLOT, name, "assert", message.observed_at, span)]
    return claims
