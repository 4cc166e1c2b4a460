"""The airline a trip is booked with: "Emirates cancelled the Dubai leg so I rebooked on Air
India direct", "I booked my flights with Ryanair", "we're flying Qatar this time", "my Qatar
Airways flight through Doha" (`airline`, an open-tail slot).

The readers read a trip's destination (`holiday_booked`), not the carrier: "booked my flights
with Ryanair" was read as a gym, "rebooked on Air India" as nothing. Here "(re)booked (my / our
/ the flights / tickets) on / with <Name>", "flying / fly / flew (with) <Name>", "switched (the
flights) to <Name>", "<Name> via <Place>" opening a clause ("Booked my Diwali flights home
already, Emirates via Dubai"), "my / our <Name> flight / booking" and "(the / our <Place>)
flights are (now) with / on <Name>" ("our Malaga flights are with easyJet now"), "<Name> (just)
moved / changed / delayed my (...) flight" ("KQ just moved my Mombasa flight to 6am"), "booked
<Name> via / flights / to <Place>", in a sentence with a word of flying (flight, flying, leg,
layover, direct, airport, via, baggage, economy ...) or said with "rebooked", give the
speaker's `airline`: a name of one to three capitalised words (or a brand in camel case,
"easyJet"), not a weekday or a month, not a place the sentence flies to ("flying to Lisbon").
Not when the clause has a subject other than the speaker ("My wife is flying Etihad a week
later"); not in a question or a plan, but for "my <Name> flight"; not when the carrier is left
("Emirates cancelled ..." says no booking). Claims of the name on another slot in the sentence
give way. Pure; one bounded pattern over at most `_READ_CHARS` of the message (linear).
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
_NAME = r"(?P<name>(?-i:(?:[A-Z]|[a-z]+(?=[A-Z]))[\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2}))"
"""One to three capitalised words, or a brand written in camel case ("easyJet")."""
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
    + r"\s+via\s+(?-i:[A-Z])"
    + r"|\b(?:flights?|tickets?|booking)\s+(?:(?:is|are)\s+)?(?:now\s+)?(?:with|on)\s+"
    + _NAME.replace("(?P<name>", "(?P<name6>")
    + r"|(?:^|[,;:(]\s*|\b(?:so|and|but)\s+)"
    + _NAME.replace("(?P<name>", "(?P<name7>")
    + r"\s+(?:just\s+|has\s+|have\s+)?(?:moved|changed|delayed|rescheduled|bumped)\s+"
    r"(?:my|our)\s+(?:[\w-]+\s+)?flights?\b"
    + r"|\bbooked\s+"
    + _NAME.replace("(?P<name>", "(?P<name8>")
    + r"\s+(?:via|flights?|to\s+(?-i:[A-Z]))"
    + r"|\b(?:my|our)\s+"
    + _NAME.replace("(?P<name>", "(?P<name5>")
    + r"\s+(?:flights?|booking)\b(?!\s+(?:(?:is|are)\s+)?(?:now\s+)?(?:with|on)\s)",
    re.IGNORECASE,
)
_GROUPS = ("name", "name2", "name3", "name4", "name5", "name6", "name7", "name8")
_FLYING_WORDS = (
    r"flights?|flying|fly|flew|leg|layover|stopover|direct|airport|airline|boarding|baggage|"
    r"economy|check-in"
)
_FLYING = re.compile(rf"\b(?:{_FLYING_WORDS}|via)\b", re.IGNORECASE)
_FLYING_SAID = re.compile(rf"\b(?:{_FLYING_WORDS})\b", re.IGNORECASE)
"""Words of flying; "via" counts beside a booking ("booked on Emirates via Dubai"), not alone
("Manchester via Leeds")."""
_NOT_NOW = re.compile(
    r"\?|\b(?:might|maybe|thinking\s+(?:of|about)|considering|should|would|if|never\s+again)\b",
    re.IGNORECASE,
)
_NOT_CARRIERS = frozenset(
    {*MONTHS, *WEEKDAYS, *CAPITALISED_NOT_NAMES, "Economy", "Business", "Return", "Holiday"}
    | {"Christmas", "Easter", "Diwali", "Eid", "Thanksgiving", "Hanukkah", "Ramadan", "Holi"}
    | {"Chuseok", "Onam", "Pongal", "Summer", "Winter", "Spring", "Autumn", "New", "Honeymoon"}
    | {"Birthday", "Wedding", "Work", "Team", "Family", "School"}
)
"""Capitalised words before "flight" that name the occasion, not the carrier ("my Diwali
flights")."""


_CLAUSE_BREAK = re.compile(r"[,;:]\s|\s(?:so|and|but|while|because)\s", re.IGNORECASE)
_FIRST_PERSON = re.compile(r"\b(?:I|I'm|I've|I'll|we|we're|we've|we'll)\b|^\s*$", re.IGNORECASE)


def _someone_else(text: str, lo: int, at: int) -> bool:
    """The clause before the booking has a subject that is not the speaker ("My wife is
    flying Etihad"); nothing before it ("Booked my flights with Ryanair") is the speaker."""
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(text, lo, at)]
    before = text[breaks[-1] if breaks else lo : at]
    return not _FIRST_PERSON.search(before) and bool(re.search(r"[A-Za-z]{2,}", before))


def _trip_place_read(claim: Claim, text: str, lo: int, hi: int) -> bool:
    """A home read of the place a flight goes to ("my Mombasa flight": no home)."""
    value = str(claim.object or "")
    if claim.predicate != "lives_in" or not value:
        return False
    at = text.find(value, lo, hi)
    return at >= 0 and re.match(r"\s+flights?\b", text[at + len(value) : hi]) is not None


def airlines_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the airline the speaker's trip is booked with (see the module
    docstring)."""
    speaker = message.speaker
    if not speaker:
        return claims
    text = message.text[:_READ_CHARS]
    for m in _BOOKED_ON.finditer(text):
        group = next(g for g in _GROUPS if m.group(g))
        name = m.group(group)
        lo, hi = sentence_around(text, m.start())
        owned = group in ("name5", "name6", "name7")  # "my Qatar Airways flight": asked too
        if name.split()[0] in _NOT_CARRIERS or (not owned and _NOT_NOW.search(text, lo, hi)):
            continue
        flying = _FLYING_SAID if group == "name4" else _FLYING
        if not (m.group("re") or owned or flying.search(text, lo, hi)):
            continue
        if group in ("name", "name2", "name3") and _someone_else(text, lo, m.start()):
            continue  # "My wife is flying Etihad a week later": hers
        folded = name.casefold()
        kept = [
            c
            for c in claims
            if not (lo <= c.span[0] < hi and str(c.object or c.value or "").casefold() == folded)
            and not _trip_place_read(c, text, lo, hi)
        ]
        span = (m.start(group), m.end(group))
        return [*kept, named_claim(speaker, _SLOT, name, "assert", message.observed_at, span)]
    return claims
