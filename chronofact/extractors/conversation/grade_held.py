"""A grade held in a pastime or a class: "I'm a blue belt in judo", "Brown belt since the March
grading", "Isla's moved up to Stage 5", "Theo passed Grade 4 piano".

A belt or a stage is a value a person holds one of at a time and moves up from, but the readers
read it as a vehicle ("Brown belt"), a hobby ("Stage 5") or a thing that "is a" belt, so the
grade held before stayed current. Here, on a slot named by the grade's word (`belt`, `stage`,
`level`, `grade`):

- a coloured belt (white ... black, with a "dan" or "stripe" after it too) said as held: "I'm a
  ... belt", "got / earned / passed my ... belt", "<name> is a ... belt", "... belt since ...",
  a sentence opening with it;
- "Stage / Level / Grade / Band <number>" said as reached: "moved up to", "is in", "now in",
  "passed", "got to", "reached", "started", "is on".

Whose: the name opening the clause ("Isla's moved up", "Theo passed"), else the speaker. A claim
the readers made of the same words in the sentence gives way. Pure; two bounded patterns over at
most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, KIN_ALONE
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["grades_held"]

_READ_CHARS = 1200
_WHO = (
    r"(?:(?P<who>(?-i:[A-Z])[\w-]+)(?:['\u2019]s\s+|"
    r"\s+(?=(?:is|has|just|finally|got|passed|earned|achieved|made|moved|reached|started)\b)))?"
)
"""Whose grade: a name right before a verb of holding or reaching it ("Isla's moved up",
"Theo passed"); "Also I'm a blue belt" names no one."""
_COLOUR_BELT = (
    r"(?P<v>(?i:white|yellow|orange|green|blue|purple|brown|red|black)\s+belt"
    r"(?:\s+(?:\d(?:st|nd|rd|th)\s+dan|with\s+\w+\s+stripes?))?)\b"
)
_BELT = re.compile(
    r"\b" + _WHO + r"(?:(?:i['\u2019]m|i\s+am|is|'s|now|got|earned|passed|achieved|made|finally|"
    r"just)\s+)+(?:(?:a|an|my|his|her|their)\s+)?" + _COLOUR_BELT,
    re.IGNORECASE,
)
_BELT_OPENING = re.compile(
    r"(?:^|(?<=[.!?;])\s*|(?<=,)\s*(?:and\s+)?|\band\s+)"
    + _COLOUR_BELT
    + r"(?=\s+(?:since|in|now|as\s+of|after|at)\b)",
    re.IGNORECASE,
)
"""A belt opening a sentence or a clause after "and", dated or placed ("Brown belt since the
March grading", "... and brown belt since July!")."""
_IN_ART = re.compile(r"\s+in\s+(?P<art>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)", re.IGNORECASE)
"""The art a belt is held in, said after it ("blue belt in judo"): no job, no employer."""
_STAGE = re.compile(
    r"\b"
    + _WHO
    + r"(?:(?:has|have|'s|is|are|now|just|finally)\s+)*(?:moved\s+up\s+to|is\s+in|'s\s+in|now\s+in|"
    r"in|passed|got\s+to|reached|started|is\s+on|on|made\s+it\s+to)\s+"
    r"(?P<v>(?-i:Stage|Level|Grade|Band|Stufe|Niveau)\s+\d{1,2}[A-Za-z]?)\b",
    re.IGNORECASE,
)
_NOT_WHO = frozenset(CAPITALISED_NOT_NAMES) | {
    "She", "He", "They", "We", "It", "This", "That", "Just", "Finally", "Now", "Brown", "Black",
    "Blue", "Green", "White", "Yellow", "Orange", "Purple", "Red", "Got", "Passed", "Earned",
}  # fmt: skip
_SAID = re.compile(r"belt|stage|level|grade|band", re.IGNORECASE)


def _of_grade(claim: Claim, value: str) -> bool:
    """The readers' claim of the grade's words ("blue belt in judo", "Stage" of "Stage 3")."""
    said = (claim.object or claim.value or "").strip().casefold()
    return bool(said) and (value.casefold() in said or said in value.casefold())


def _of_any_grade(claim: Claim, said: set[str]) -> bool:
    """The readers' claim of any of the words said of the grade (it, the art it is held in)."""
    return any(_of_grade(claim, v) for v in said)


def _whose(m: re.Match[str], speaker: str) -> str:
    who = m.group("who")
    if who is None or who in _NOT_WHO or who.casefold() in KIN_ALONE:
        return speaker
    return who


def grades_held(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each grade said as held on its holder's slot (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or not _SAID.search(text):
        return claims
    out = list(claims)
    seen: set[tuple[str, str]] = set()
    for pattern in (_BELT, _BELT_OPENING, _STAGE):
        for m in pattern.finditer(text):
            value = " ".join(m.group("v").split())
            who = (
                _whose(m, str(message.speaker))
                if "who" in m.re.groupindex
                else str(message.speaker)
            )
            if (who, value.casefold()) in seen:
                continue
            seen.add((who, value.casefold()))
            slot = value.split()[0].lower() if pattern is _STAGE else "belt"
            start, end = sentence_around(text, m.start("v"))
            art = _IN_ART.match(text, m.end("v"))
            said = {value} | ({art.group("art")} if art else set())
            out, _ = in_place_of(out, (start, end), partial(_of_any_grade, said=said), None)
            span = (m.start("v"), m.end("v"))
            out.append(named_claim(who, slot, value, "assert", message.observed_at, span))
    return out
