"""A piece of work said by what it does to the speaker's time: "the data warehouse rebuild is
eating all my time", "the Atlas migration has taken over my life", "the billing rewrite is
mine".

The work is the sentence's subject, not a person, so the clause readers give it to no one (or
read a word of it, "data", as a project). Here a sentence opening with "the / our / my <words>
<head of a piece of work>" (`frames.PROJECT_HEADS`: migration, rewrite, rebuild, launch ...)
followed by a verb of taking one's time ("is eating / taking (up) / swallowing all my time",
"has taken over my life", "is my whole life") or of owning it ("is mine", "is all mine now")
gives the speaker's `project` those words. A claim the readers made of a piece of them in the
sentence on the project slot gives way. Pure; one anchored pattern per sentence start over at
most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.frames import PROJECT_HEADS
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["work_in_hand"]

_READ_CHARS = 1200
_WORK_TAKES_ME = re.compile(
    r"(?:^|(?<=[.!?;])\s*|(?<=,)\s*)(?:the|our|my)\s+(?P<o>(?:[\w'-]+\s+){0,3}?"
    + PROJECT_HEADS
    + r")\s+(?:is|has\s+been|'s)\s+(?:(?:now|basically|literally|officially|all)\s+)?"
    r"(?:(?:eating|taking(?:\s+up)?|swallowing|consuming|eating\s+up)\s+(?:all\s+)?(?:of\s+)?my\s+"
    r"(?:time|life|days|weeks|evenings)|(?:taken|taking)\s+over\s+my\s+(?:life|days|time)|"
    r"my\s+(?:whole\s+)?life(?:\s+now)?|(?:all\s+)?mine(?:\s+now)?)\b(?!\s+to\b)",
    re.IGNORECASE,
)


def _read_of(claim: Claim, work: str) -> bool:
    """The readers' project claim of a piece of the work's words ("data" of "data warehouse
    rebuild")."""
    value = (claim.object or claim.value or "").strip().casefold()
    return claim.predicate == "project" and claim.action == "assert" and value in work.casefold()


def work_in_hand(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the speaker's piece of work said by what it does to their time (see the
    module docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or not re.search(r"\bmy\b|\bmine\b", text, re.IGNORECASE):
        return claims
    out = list(claims)
    for m in _WORK_TAKES_ME.finditer(text):
        work = " ".join(m.group("o").split())
        start, end = sentence_around(text, m.start("o"))
        out, _ = in_place_of(out, (start, end), partial(_read_of, work=work), None)
        span = (m.start("o"), m.end("o"))
        out.append(
            named_claim(str(message.speaker), "project", work, "assert", message.observed_at, span)
        )
    return out
