"""How one gets to work, said by the going itself: "Cycling the canal route to work is so much
nicer", "the 36 bus gets me to the office in ten minutes", "Walking to school with the kids
every day now".

The readers read "I take the Luas to work" or "I commute by train" as the way one gets around
(`vehicle`), but a commute said as a sentence's subject names no one, so the readers gave it
to no one or read the route ("canal route") as a project. Here, on the speaker's `vehicle`:

- a sentence opening with a way of going (cycling, biking, walking, running, driving,
  scootering) whose words go on, within a few, "to work / the office / school / uni": the
  way said ("Cycling");
- "(the) <number> bus / train / tram / tube / metro / ferry gets (or takes) me to work / the
  office / school / town": the line said ("36 bus");
- "(I've been / been) catching / taking / getting the bus / train / ferry ..." with a word of
  habit after it (now, instead, these days, to work, since): the way said ("ferry"); the place
  it leaves from ("from Bulimba") is no home.

A claim the readers made in the sentence of the route or the line gives way (its time said
too: "since May"); a named vehicle read in the sentence stays the way ("cycling to work on my
old Raleigh"). Pure; two
anchored patterns over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["commutes_said", "named_vehicle"]

_READ_CHARS = 1200
_TO_WORK = r"to\s+(?:work|the\s+office|school|uni|college|the\s+station)\b"
_GOING_FIRST = re.compile(
    r"(?:^|(?<=[.!?;])\s*)(?P<m>(?i:cycling|biking|walking|running|driving|scootering|"
    r"skating))\s+(?:(?!to\b)[^\s.!?;,]+\s+){0,5}?" + _TO_WORK,
)
_ONE_TRIP = re.compile(
    r"\b(?:today|yesterday|tonight|this\s+morning|last\s+\w+|was|were|will|going\s+to)\b",
    re.IGNORECASE,
)
"""Words of one trip, not of a way of going ("Driving to the station was a nightmare today")."""
_LINE_GETS_ME = re.compile(
    r"\b(?:the\s+)?(?P<m>(?:\d{1,3}[A-Za-z]?\s+)?(?i:bus|train|tram|tube|metro|ferry|subway|"
    r"overground|coach|shuttle)|(?-i:[A-Z][\w-]+)\s+(?i:line|bus|train|tram))\s+"
    r"(?:now\s+|usually\s+)?(?:gets|takes)\s+me\s+(?:in)?to\s+(?:work|the\s+office|school|town|uni|"
    r"college|the\s+city)\b",
    re.IGNORECASE,
)


_CATCHING = re.compile(
    r"(?:^|(?<=[.!?;])\s*|\b(?:I|I['\u2019]m|I['\u2019]ve\s+been|I\s+have\s+been|we['\u2019]re|we)\s+)"
    r"(?i:(?:been|now|mostly|usually|always)\s+)?(?i:catching|taking|getting|riding)\s+the\s+"
    r"(?P<m>(?i:bus|train|tram|ferry|tube|metro|subway|boat|shuttle))\b"
    r"(?P<from>\s+from\s+(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)?"
    r"(?=[^.!?;]{0,40}?\b(?i:now|instead|these\s+days|every\s+(?:day|morning)|since|to\s+work|"
    r"in\s+to\s+work|into\s+work|to\s+the\s+office)\b)",
)
"""The way one goes, said by the catching with a word of habit: "Been catching the ferry from
Bulimba instead", "Taking the bus now, the car died" (the place it leaves from is no home)."""


def named_vehicle(value: str) -> bool:
    """A thing's name: capitalised or with a number ("Raleigh", "36 bus"), not "lifesaver"."""
    return bool(value) and (value[0].isupper() or any(ch.isdigit() for ch in value))


def _gives_way(claim: Claim, said: str) -> bool:
    """The readers' claim of the sentence on the way one gets around, or of the route said."""
    value = (claim.object or claim.value or "").strip().casefold()
    if claim.action != "assert" or not value:
        return False
    return claim.predicate == "vehicle" or value in said


def commutes_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the speaker's way to work said by the going itself (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or not re.search(r"\b(?:to|the)\b", text):
        return claims
    out = list(claims)
    for pattern in (_GOING_FIRST, _LINE_GETS_ME, _CATCHING):
        for m in pattern.finditer(text):
            way = " ".join(m.group("m").split())
            start, end = sentence_around(text, m.start("m"))
            if _ONE_TRIP.search(text, start, end):
                continue
            said = text[m.start("m") : m.end()].casefold()  # with "from <place>" when said
            held = [c for c in out if start <= c.span[0] < end and c.predicate == "vehicle"]
            if any(named_vehicle((c.object or c.value or "").strip()) for c in held):
                continue  # "cycling to work on my old Raleigh": the bike named is the way
            out, when = in_place_of(
                out, (start, end), partial(_gives_way, said=said), message.observed_at
            )
            span = (m.start("m"), m.end("m"))
            out.append(named_claim(str(message.speaker), "vehicle", way, "assert", when, span))
    return out
