"""Where one's coming holiday is, said as a booking or a trip: "We're booked for Marrakech in
October", "We're off to Tenerife in October instead", "booked a week in Crete for the summer",
"our summer holiday is in Sicily this year", "flying to Lisbon in March for our anniversary".

A trip names a place the way a home does, so the readers put it on `lives_in` ("booked a week
in Tenerife" moved the speaker's home to Tenerife) or read nothing, and a new destination never
took the old one's place. Here the message's own words say it, on the one-value slot
`holiday`:

- "booked / booking (in) for / to <Place>", "booked a week / a fortnight / a trip / flights / a
  villa ... in / to <Place>" (`_BOOKED`);
- "<our / my> (summer / winter ...) holiday / trip / vacation / honeymoon is / will be in / to
  <Place>" (`_OUR_HOLIDAY`);
- "off / flying / heading / jetting off / travelling to <Place>" (`_OFF_TO`) only when the
  sentence also says when (a month, a season, "next week", "this summer", "for Christmas") or
  that it is a holiday or a change ("holiday", "trip", "instead"): "off to Tesco" says nothing.

No holiday is read in a sentence that speaks of a move or of work (`_NO_HOLIDAY`: a visa,
"moved", "for good", a conference, a work trip).

Who: the speaker ("I", "we", "our", "my", or no subject); "<Name> is off to ..." is that
person's. A place is one to three capitalised words, never a month or a weekday. Claims the
readers made of the place in the same sentence give way (a home "Tenerife"). Pure; each
pattern bounded and searched once over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    KIN_ALONE,
    MONTHS,
    WEEKDAYS,
)
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["holidays_booked"]

_READ_CHARS = 1200
_PLACE = r"(?P<place>(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+)){0,2})"
_STAY = (
    r"(?:a\s+|two\s+|three\s+|\d+\s+|our\s+|the\s+)?(?:(?:long|short|quick|cheap|last-minute)\s+)?"
    r"(?:week|weeks|fortnight|few\s+days|days|nights|weekend|holiday|trip|break|getaway|"
    r"flights?|hotel|villa|cottage|apartment|airbnb|cabin|chalet|cruise|honeymoon|vacation)"
)
_BOOKED = re.compile(
    r"\b(?:booked|booking|we've\s+booked|i've\s+booked)\s+(?:in\s+)?"
    rf"(?:(?:for|to)\s+|{_STAY}\s+(?:in|to|at|on)\s+(?:the\s+)?){_PLACE}",
    re.IGNORECASE,
)
_OUR_HOLIDAY = re.compile(
    r"\b(?:our|my)\s+(?:(?:summer|winter|spring|autumn|fall|easter|christmas|half-term|big|"
    r"next|annual|family|october|august|july|june)\s+)?(?:holiday|holidays|trip|vacation|"
    rf"honeymoon|getaway|break)\s+(?:is|'s|will\s+be|this\s+year\s+is)\s+(?:in|to|at)\s+{_PLACE}",
    re.IGNORECASE,
)
_HANDED = "".join(
    rf"(?<!{w}\s)"
    for w in ("handed", "passed", "palmed", "signed", "kicked", "sent", "dozed", "nodded")
)
"""Words before "off to" that send a thing or a person to sleep, not on a trip ("Falcon got
handed off to Ops in the spring")."""
_OFF_TO = re.compile(
    r"\b"
    + _HANDED
    + r"(?:off|flying|heading|jetting\s+off|travelling|traveling|escaping)\s+(?:out\s+)?to\s+"
    + _PLACE,
    re.IGNORECASE,
)
_WHEN_OR_HOLIDAY = re.compile(
    r"\b(?:in|for|this|next|over)\s+(?:the\s+)?(?:"
    + "|".join(MONTHS)
    + r"|summer|winter|spring|autumn|easter|christmas|new\s+year|half-term|holidays?|week|"
    r"month|weekend|anniversary|honeymoon)\b|\b(?:holiday|vacation|trip|instead|getaway|"
    r"honeymoon|beach\s+week|packing\s+list)\b",
    re.IGNORECASE,
)
_NO_HOLIDAY = re.compile(
    r"\b(?:visa|moved|moving|relocat\w*|emigrat\w*|for\s+good|to\s+live|flat\s*share|"
    r"conference|work\s+trip|business\s+trip|offsite|off-site|client|training\s+course|"
    r"secondment|placement|for\s+work)\b",
    re.IGNORECASE,
)
"""Words of a move or of work in the sentence: the place is no holiday."""
_WHO = re.compile(
    r"(?P<name>(?-i:[A-Z][\w-]+))(?:\s+is|['\u2019]s|\s+has|\s+and\s+\w+\s+are)\s+"
    r"(?:(?:now|finally|still|just)\s+)?(?:gone\s+)?(?:off|flying|heading|booked|going)\b"
)
_NOT_PLACES = frozenset(CAPITALISED_NOT_NAMES) | frozenset(MONTHS) | frozenset(WEEKDAYS)
_NOT_NAMES = _NOT_PLACES | {"She", "He", "They", "It", "We", "You", "Who", "We're", "I'm"}
_SAID = re.compile(r"book|holiday|trip|vacation|off\s+to|flying|heading|jetting", re.IGNORECASE)


def _place(raw: str) -> str | None:
    """The place without a month or a weekday after it ("Tenerife In" never: the pattern's
    words are capitalised), or None when it is only such a word."""
    words = raw.split()
    while words and words[-1] in _NOT_PLACES:
        words.pop()
    if not words or words[0] in _NOT_PLACES:
        return None
    if re.search(r"['\u2019]s?$", words[-1]) or words[0].casefold() in KIN_ALONE:
        return None  # "the hall we booked for Dad's 70th": someone's, no place
    return " ".join(words)


def _found(text: str, speaker: str) -> list[tuple[str, str, tuple[int, int]]]:
    """(who, place, span) of each coming holiday said in `text`."""
    out: list[tuple[str, str, tuple[int, int]]] = []
    for pattern in (_BOOKED, _OUR_HOLIDAY, _OFF_TO):
        for m in pattern.finditer(text):
            place = _place(m.group("place"))
            if place is None:
                continue
            start, end = sentence_around(text, m.start())
            if _NO_HOLIDAY.search(text, start, end):
                continue  # "off to Melbourne on a working holiday visa", "off to Lisbon for a
                # conference": a move or work, no holiday
            if pattern is _OFF_TO and not _WHEN_OR_HOLIDAY.search(text, start, end):
                continue
            who = speaker
            named = _WHO.search(text, max(start, m.start() - 40), m.start() + 8)
            if named is not None and named.end() <= m.start():
                named = None  # "Lisbon is off, we're off to Split": Lisbon goes nowhere
            if named is not None and named.group("name") not in _NOT_NAMES:
                who = named.group("name")
            span = (m.start("place"), m.start("place") + len(place))
            out.append((who, place, span))
    return out


def _gives_way(claim: Claim, place: str) -> bool:
    """The readers' claim of the place (a home, a workplace; "for Lisbon" read with its
    preposition) or of the holiday itself."""
    value = (claim.object or claim.value or "").strip()
    first, _, rest = value.partition(" ")
    said_with = first.casefold() in ("for", "to", "in") and rest == place  # "for Lisbon"
    return claim.predicate == "holiday" or value == place or said_with


def holidays_booked(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each coming holiday said on its person's `holiday` slot (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or not _SAID.search(text):
        return claims
    out = list(claims)
    seen: set[tuple[str, str]] = set()
    for who, place, span in _found(text, str(message.speaker)):
        if (who, place) in seen:
            continue
        seen.add((who, place))
        sentence = sentence_around(text, span[0])
        out, _ = in_place_of(out, sentence, partial(_gives_way, place=place), message.observed_at)
        out.append(named_claim(who, "holiday", place, "assert", message.observed_at, span))
    return out
