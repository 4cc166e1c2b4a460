"""A home (or a gym) said by "where" or "there" after the place: "Pablo joined us on video from
Montevideo, where he lives now"; "Ines rang from Porto, she's been living there since May";
"we drove down to Leeds, where I live now".

The place is named first and the living said after it, so the clause readers read the place as
where someone was called from, or as nothing, and the home held before stayed current. Here
"<Place>, where <who> live(s) (now)" and "<Place>; / , <who>('s / has) been living there
(since ...)" / "<who> lives there now" give `lives_in` <Place> to <who>: "I" / "we" the
speaker; "he" / "she" / "they" the last capitalised name said before the place in the
sentence (a person: not the place itself, not a word of `CAPITALISED_NOT_NAMES`), and no one
when none is. The place is a capitalised name of up to three words right after from / in / to
/ at / near. The time is a "since <time>" said after the living, else the message's. Pure;
each pattern searched once over at most `_READ_CHARS` (linear).

A home said by "here" after the place is the speaker's: "Any tips for finding a family doctor in
Grenoble? We've only just moved here", "I've been living here 2 months" (the last place named
before "moved here", in the question too, unless a slot of its own claims it or the message
already gives a home).

A gym said the same way is read here too: "Crunch opened two blocks away so that's where Ben is
at 6am", "signed us up to Celebrity Fitness ..., so that's where I go now": `gym` of <who> ("I"
/ "we" the speaker, else the name) is the last name before that `category_slot` calls a gym.
"""

from __future__ import annotations

import re
from datetime import datetime

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, category_slot
from chronofact.extractors.conversation.statements import named_claim
from chronofact.extractors.temporal import extract_temporal

__all__ = ["homes_said_there"]

CONFIDENCE = 0.7
_READ_CHARS = 1500
_PLACE = r"(?P<place>[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2})"
_WHO = r"(?P<who>I|we|he|she|they)"
_WHERE = re.compile(
    rf"\b(?:from|in|to|at|near)\s+{_PLACE},?\s+where\s+{_WHO}\s+(?:now\s+)?"
    r"(?:lives?|(?:is|are|am|'s|'re|'m)\s+living|(?:has|have)\s+been\s+living|(?:is|are)\s+based)"
    r"(?:\s+now)?\b",
    re.IGNORECASE,
)
_THERE = re.compile(
    rf"\b(?:from|in|to|at|near)\s+{_PLACE}\s*[,;]\s*(?:and\s+)?{_WHO}"
    r"(?:['\u2019]s|['\u2019]ve|['\u2019]re|\s+has|\s+have)?\s+(?:been\s+)?"
    r"(?:living|lives?|based|settled)\s+there\b",
    re.IGNORECASE,
)
_NAME = re.compile(r"\b[A-Z][a-z][\w'-]*\b")
_THATS_WHERE = re.compile(
    r"\bthat['\u2019]?s\s+where\s+(?P<who>I|we|[A-Z][a-z][\w'-]*)\s+(?:(?:usually|mostly|now)\s+)?"
    r"(?:go|goes|train|trains|am|is|work\s+out|works\s+out|swim|swims|lift|lifts)\b"
)
""""Crunch opened two blocks away so that's where Ben is at 6am": the gym named before."""
_MOVED_HERE = re.compile(
    r"\b(?P<who>I|we)(?:['\u2019]ve|['\u2019]re|\s+have|\s+are)?\s+(?:(?:only|just|recently|"
    r"newly|finally)\s+){0,2}(?:moved|relocated|been\s+living|living|"
    r"settled|live)\s+here\b",
    re.IGNORECASE,
)
""""Any tips for a GP in Grenoble? We've only just moved here", "treks near Bengaluru? I've been
living here 2 months": the place named before."""
_IN_PLACE = re.compile(rf"\b(?:in|to|around|near)\s+{_PLACE}")
_HERE_LOOK_BACK = 300
_PLACE_NAME = re.compile(r"\b[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2}")
_SINCE = re.compile(r"\bsince\s+[^,.;!?]{1,30}", re.IGNORECASE)


def _person_before(sentence: str, end: int, place: str) -> str | None:
    names = [
        m.group()
        for m in _NAME.finditer(sentence, 0, end)
        if m.group() not in place.split() and m.group() not in CAPITALISED_NOT_NAMES
    ]
    return names[-1] if names else None


def _gym_there(
    sentence: str, start: int, speaker: str, at: datetime, claims: list[Claim]
) -> list[Claim]:
    """The gym of "<Gym> ..., so that's where <who> goes" (the last gym named before)."""
    m = _THATS_WHERE.search(sentence)
    if m is None:
        return []
    gyms = [
        g.group()
        for g in _PLACE_NAME.finditer(sentence, 0, m.start())
        if category_slot(g.group()) == "gym"
    ]
    who = m.group("who")
    person = speaker if who in ("I", "we") else who
    if not gyms or person in CAPITALISED_NOT_NAMES:
        return []
    gym = gyms[-1]
    if any(c.subject == person and c.predicate == "gym" and c.object == gym for c in claims):
        return []
    span = (start + m.start(), start + m.end())
    return [named_claim(person, "gym", gym, "assert", at, span, CONFIDENCE)]


def _moved_here(text: str, speaker: str, at: datetime, claims: list[Claim]) -> list[Claim]:
    """The speaker's home of "(we've just) moved here": the last place named before it in
    the message (`_IN_PLACE`, within `_HERE_LOOK_BACK` characters), if it is no employer,
    school or other thing of a slot of its own."""
    m = _MOVED_HERE.search(text)
    if m is None:
        return []
    places = [
        p
        for p in _IN_PLACE.finditer(text, max(0, m.start() - _HERE_LOOK_BACK), m.start())
        if p.group("place").split()[0] not in CAPITALISED_NOT_NAMES
    ]
    if not places:
        return []
    place = places[-1].group("place")
    if category_slot(place) not in (None, "lives_in") or any(
        c.subject == speaker and c.predicate == "lives_in" for c in claims
    ):
        return []
    span = (places[-1].start("place"), m.end())
    return [named_claim(speaker, "lives_in", place, "assert", at, span, CONFIDENCE)]


def _since(text: str, at: datetime) -> datetime:
    m = _SINCE.match(text.lstrip()) or _SINCE.search(text[:40])
    if m is None:
        return at
    return next((t.start for t in extract_temporal(m.group(), at) if t.start is not None), at)


def homes_said_there(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each home said by "where" or "there" after the place (see the module
    docstring)."""
    speaker = message.speaker
    text = message.text[:_READ_CHARS]
    if not speaker:
        return claims
    out = claims + _moved_here(text, speaker, message.observed_at, claims)
    if not (" where " in text or " there" in text):  # "that's where" too
        return out
    for start, end in split_sentences(text):
        sentence = text[start:end]
        out.extend(_gym_there(sentence, start, speaker, message.observed_at, out))
        for pattern in (_WHERE, _THERE):
            for m in pattern.finditer(sentence):
                place, who = m.group("place"), m.group("who").casefold()
                if place.split()[0] in CAPITALISED_NOT_NAMES:
                    continue
                person = (
                    speaker if who in ("i", "we") else _person_before(sentence, m.start(), place)
                )
                if person is None:
                    continue
                if any(
                    c.subject == person and c.predicate == "lives_in" and c.object == place
                    for c in out
                ):
                    continue
                at = _since(sentence[m.end() :], message.observed_at)
                span = (start + m.start("place"), start + m.end())
                out.append(named_claim(person, "lives_in", place, "assert", at, span, CONFIDENCE))
    return out
