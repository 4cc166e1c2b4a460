"""A place one studies at, said by the degree taken there: "My sister Zainab is doing her MBBS
from Dow in Karachi", "I'm finishing my MSc at Imperial", "he did his PhD at ETH" (`studies_at`).

The readers read "<who> ... at / from <Name>" as a workplace, so a degree's place landed on
`works_at` ("Zainab works at Dow"), and the university that replaced it later ended nothing.
Here a claim on a workplace slot whose value is said right after "<degree> from / at / in"
(`_DEGREE`: MBBS, BSc, MSc, MBA, PhD, LLB, BA, MA, BEng, A-levels, masters, degree, diploma,
a residency, a foundation year ...) in a sentence that says the degree is being done ("doing",
"studying", "finishing", "in my second year of") moves to `studies_at`; a degree said done
("did", "finished", "graduated") moves nothing, the workplace may be later. Pure; one pattern
searched before each such claim's value (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.statements import named_on

__all__ = ["degrees_at"]

_WORK_SLOTS = frozenset({"works_at", "employer"})
_DEGREE = re.compile(
    r"\b(?:doing|studying|finishing|starting|taking|completing|pursuing|in\s+(?:the\s+)?"
    r"(?:first|second|third|final|last|1st|2nd|3rd|4th)\s+year\s+of)\s+(?:(?:her|his|my|their|a|an|"
    r"the|our)\s+)?(?:(?:undergrad|undergraduate|postgrad|postgraduate|medical|law|nursing|"
    r"engineering|business|masters?)\s+)?(?:MBBS|MBChB|BSc|MSc|MBA|PhD|DPhil|LLB|LLM|BA|MA|"
    r"BEng|MEng|BCom|BBA|MD|JD|A-?levels?|masters?|degree|diploma|doctorate|residency|"
    r"foundation\s+year|course|studies|bachelor['\u2019]?s)\b(?:\s+in\s+[A-Za-z]+){0,1}\s+"
    r"(?:from|at|in)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_LOOK_BACK = 140


def degrees_at(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with a workplace said as where a degree is being taken on `studies_at` (see
    the module docstring)."""
    text = message.text
    out: list[Claim] = []
    for c in claims:
        value = str(c.object or "")
        if c.predicate in _WORK_SLOTS and c.action == "assert" and value:
            at = text.find(value, max(0, c.span[0] - len(value)))
            if at > 0 and _DEGREE.search(text, max(0, at - _LOOK_BACK), at):
                out.append(named_on(c, "studies_at", value))
                continue
        out.append(c)
    return out
