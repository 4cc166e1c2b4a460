"""One's car said by what one does with it, whatever its name: "my Alto's AC is actually solid",
"our Octavia's clutch is making that noise again", "charging the Ioniq 5 at the mall is
cheaper than petrol ever was" (`vehicle`).

`owned` reads "my <Thing>" as a car only when the lexicon knows the thing's words ("Honda
Jazz") or the clause rides on it; a model it does not know, named by its parts or charged on
the way, was read as nothing or as an employer ("works at Ioniq"). Here:

- "my / our <Name>'s <a car's part>" (AC, clutch, tyres, MOT, ...: `_MY_THINGS_PART`);
- "charging the / my <Name>" in a sentence with words of driving (petrol, chargers, charging
  points, the motorway: `_CHARGING`, `_DRIVING_WORDS`), unless the lexicon puts the name on
  another slot ("charging my iPhone 15" is a phone); a battery, a range or miles are said of
  devices too ("my Garmin's battery lasts two weeks");

not when its clause gives the thing up ("my Alto's AC was dead so I sold it"; "traded the
Corolla in, charging the MG4 ..." gives up the Corolla, not the MG4). Claims the readers made
in the sentence on the vehicle slot or of the name give way. Pure; two bounded patterns over at most
`_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import PERSON_ROLES, category_slot
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["cars_said"]

_READ_CHARS = 1200
_SLOT = "vehicle"
_DESCRIBED = r"(?:(?:old|new|trusty|beloved|little|battered|faithful|used|rusty|shiny)\s+)*"
_NAME = r"(?P<thing>[A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*){0,2})"
_MY_THINGS_PART = re.compile(
    r"\b(?:[Mm]y|[Oo]ur)\s+" + _DESCRIBED + _NAME + r"['\u2019]s\s+(?:(?:new|old|whole)\s+)?"
    r"(?:AC|A/C|aircon|air\s*con|engine|clutch|gearbox|brakes|tyres|tires|exhaust|"
    r"windscreen|windshield|bonnet|boot|mileage|MOT|odometer|dashboard|sat\s*nav|wipers|"
    r"headlights|suspension|radiator|alternator|fuel\s+tank|gear\s*stick|handbrake|steering|"
    r"spare\s+wheel)\b"
)
_CHARGING = re.compile(
    r"\b[Cc]harg(?:e|ing)\s+(?:the|my|our)\s+" + _DESCRIBED + _NAME + r"(?!\s+(?:for|with)\b)"
)
"""Charging a thing, not billing someone ("they charged the Smiths for the damage")."""
_DRIVING_WORDS = re.compile(
    r"\b(?:petrol|diesel|gas\s+station|chargers|charging\s+points?|charging\s+stations?|kwh|"
    r"motorway|highway|driving|road\s+trip)\b",
    re.IGNORECASE,
)
_GIVEN_UP = re.compile(
    r"\b(?:sold|selling|scrapped|crashed|wrote\s+off|written\s+off|stolen|got\s+rid|traded|"
    r"used\s+to|anymore|any\s+more)\b",
    re.IGNORECASE,
)


def _found(text: str) -> list[re.Match[str]]:
    out = []
    for m in _MY_THINGS_PART.finditer(text):
        if m.group("thing").split()[0].casefold() not in PERSON_ROLES:
            out.append(m)
    for m in _CHARGING.finditer(text):
        sentence = sentence_around(text, m.start())
        if _DRIVING_WORDS.search(text, *sentence) and category_slot(m.group("thing")) in (
            None,
            _SLOT,
        ):
            out.append(m)
    return out


def _gives_way(claim: Claim, name: str) -> bool:
    """A claim of the sentence on the vehicle slot, or holding the car's name elsewhere."""
    held = str(claim.object if claim.object is not None else claim.value or "")
    if claim.action != "assert" or not held:
        return False
    return claim.predicate == _SLOT or held.split()[0] == name.split()[0]


_CLAUSE_BREAK = re.compile(r"[,;:!?.]|\s(?:but|and|so)\s")


def _clause(text: str, at: int) -> tuple[int, int]:
    """The clause around `at` ("traded the Corolla in, charging the MG4 ...": the second)."""
    start, end = sentence_around(text, at)
    before = [m.end() for m in _CLAUSE_BREAK.finditer(text, start, at)]
    after = _CLAUSE_BREAK.search(text, at, end)
    return (before[-1] if before else start, after.start() if after else end)


def cars_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the speaker's car said by its parts or by charging it (see the module
    docstring)."""
    if message.speaker is None:
        return claims
    text = message.text[:_READ_CHARS]
    out = list(claims)
    for m in _found(text):
        sentence = sentence_around(text, m.start())
        clause = _clause(text, m.start())
        if _GIVEN_UP.search(text, clause[0], sentence[1]):  # its clause or what follows it
            continue
        name = m.group("thing")
        out, when = in_place_of(out, sentence, partial(_gives_way, name=name), message.observed_at)
        span = (m.start("thing"), m.end("thing"))
        out.append(named_claim(str(message.speaker), _SLOT, name, "assert", when, span))
    return out
