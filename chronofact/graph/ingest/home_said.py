"""Someone else's held home replaced by a place said right beside them: "What's the cheapest way
to send a parcel to my brother Kojo in Tamale?" after "My brother Kojo lives in Kumasi"; "help
me plan a road trip to visit Dad in Hervey Bay" after "My dad's in Toowoomba"; "bro's apartment
in denver has a mountain view"; "TotalEnergies posted him to Aberdeen".

The extractor reads no home in a request or in passing ("to my brother Kojo in Tamale" is said
to get a parcel there), and the kindred readers take a place said beside a person for a trip as
often as for a home, so they leave it. Here a held home (`lives_in`) of a person who is not the
speaker is replaced when one sentence says a place

- right after the person ("<name> in <Place>", "<relation> in <Place>", "my brother Kojo in
  Tamale", "Kojo landed in Manchester for his masters"), after their home ("<name>'s / his /
  her flat, house, apartment, place ... in <Place>"), or where someone sent them ("posted /
  moved / transferred him to <Place>"),
- written as a name (a capital; in an all-lower-case message, one lower-case word),
  that is not the home held nor a time ("Dad in March"),
- in a sentence that supposes nothing ("if Dad moves to ...", "he might move in with Kojo in
  Tamale") and says no trip of theirs ("Dad in Paris for a conference", "on holiday"; a stay
  for one's studies or a job is no trip).

A pronoun or a home word counts only when the message names the person. Pure; a few patterns
searched once per sentence (linear).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.extractors.change_words import word_set
from chronofact.extractors.conversation.lexicon import MONTHS, WEEKDAYS
from chronofact.graph.ingest.kindred_value import (
    Kindred,
    KindredFact,
    first_said,
    names_holder,
)
from chronofact.graph.predicates import normalise_predicate

__all__ = ["homes_said"]

_HOME_WORDS = r"(?:flat|house|apartment|apt|place|condo|unit|home|balcony|pad|bungalow|villa)"
_PLACE = (
    r"(?P<place>[A-Z][\w'\u2019-]*(?:\s+(?:[A-Z][\w'\u2019-]*|de|da|do|del|la|le|on|upon))*"
    r"(?:,\s+[A-Z][\w-]*(?=\s*(?:[.!?]|$)))?|[a-z][\w-]*)"
)
_WHO = r"(?P<who>[^\W\d_][\w-]*)"
_BESIDE = tuple(
    re.compile(p)
    for p in (
        rf"\b{_WHO}\s+(?:(?:has\s+|have\s+|just\s+|finally\s+)*(?:landed|arrived|settled|"
        rf"moved|relocated|resettled)\s+(?:in|to)|in)\s+{_PLACE}",
        rf"\b{_WHO}(?:['\u2019]s|(?<=s)['\u2019])\s+(?:new\s+)?{_HOME_WORDS}\s+(?:in|at)\s+{_PLACE}",
        rf"\b(?:his|her|their)\s+(?:new\s+)?{_HOME_WORDS}\s+(?:in|at)\s+{_PLACE}",
        rf"\b(?:posted|moved|transferred|relocated)\s+(?:him|her|them|{_WHO})\s+"
        rf"(?:out\s+|over\s+|down\s+|up\s+)?to\s+{_PLACE}",
    )
)
"""A place said beside a person: right after them ("Kojo in Tamale"; "at" is as often where one
works), after their arrival or their home, where they were posted (the group `who`, where a
pattern has one, says whom)."""
_PLAN = re.compile(
    r"\b(?:if|might|maybe|thinking|wants?\s+to|should|would|could|hope|someday|used\s+to)\b",
    re.IGNORECASE,
)
_TRIP_AFTER = re.compile(
    r"\W{0,2}\s*(?:for\s+(?:(?:a|an|the|his|her|their)\s+(?:\w+\s+)?(?:conference|wedding|"
    r"holiday|vacation|week|weekend|few\s+days|visit|funeral|meeting|trip|match|game|concert|"
    r"festival|break|course|workshop|tournament)|work|business|now)\b|on\s+(?:holiday|vacation|"
    r"a\s+trip|business|tour)|this\s+(?:week|weekend)|till|until|at\s+the\s+moment)",
    re.IGNORECASE,
)
_NOT_PLACES = frozenset(w.casefold() for w in (*MONTHS, *WEEKDAYS)) | word_set(
    "the a an my our his her their this that town hospital school work church bed "
    "person general love charge touch time"
)


def _place_ok(place: str, text: str, held: str) -> bool:
    if place[:1].islower() and any(c.isupper() for c in text):
        return False  # lower case only in an all-lower-case message
    first = place.split()[0].casefold()
    if first in _NOT_PLACES or place.casefold() in held.casefold():
        return False
    return held.casefold() not in place.casefold()


def homes_said(
    text: str,
    spans: Sequence[tuple[int, int]],
    facts: Sequence[KindredFact],
    speaker_key: str,
) -> list[Kindred]:
    """The new homes said of the held homes' persons (see the module docstring)."""
    homes = [
        f
        for f in facts
        if normalise_predicate(f.predicate) == "lives_in" and f.subject_key != speaker_key
    ]
    return first_said(text, spans, homes, _in_sentence, speaker_key or None)


def _in_sentence(text: str, start: int, end: int, fact: KindredFact) -> Kindred | None:
    if _PLAN.search(text, start, end):
        return None
    for pattern in _BESIDE:
        for m in pattern.finditer(text, start, end):
            who = m.groupdict().get("who")
            if who is not None and not names_holder(who, fact):
                continue
            place = m.group("place")
            if _TRIP_AFTER.match(text, m.end()) or not _place_ok(place, text, fact.shown):
                continue
            at = m.start("place")
            return Kindred(fact.index, place, (at, at + len(place)), 1.0)
    return None
