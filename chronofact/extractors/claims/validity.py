"""When a claim holds: its validity interval from the temporal mentions of its sentence.

A point mention gives its period, "since" an open end, "until" an open start, a range both
ends.  For onset relations ("moved to", "started working at", "got married to") and for a
state said in the present tense ("Dev's manager is Rahul since the reorg in July", "she works
at Aegon, from June") a point mention only sets ``valid_from``: the state still holds, so the
named period is when it began, not all of it.  Only the times said in the claim's own part
count: those before its value in its clause and those after it up to the next comma, dash or
sentence stop ("Neha's manager is Fatima now, Suresh moved to Hyderabad in June": June is
Suresh's move, not Fatima's start).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from chronofact.extractors.temporal import TemporalMention

__all__ = ["in_own_part", "said_in_present", "time_bounds"]

_PART_END = re.compile(r"[,;:!?.\u2014\u2013]|\s-\s")
_LEADS_TIME = re.compile(
    r"\s*(?:(?:and|back|like|around|about|since|from|in|on|at|as\s+of|starting|effective|"
    r"until|till|ever|just|only|even)\s+)*",
    re.IGNORECASE,
)
"""Words that may stand between a break and a time that still belongs to the value before
the break ("at Oracle, back in 2019", "with Leah, since July")."""
_PRESENT = re.compile(
    r"\b(?:is|are|am|now|currently|still|nowadays)\b|(?:'re|\u2019re|'m|\u2019m)\b",
    re.IGNORECASE,
)
_PAST = re.compile(
    r"\b(?:was|were|used\s+to|had|did|ago)\b|\b[a-z]{3,}ed\b",
    re.IGNORECASE,
)


def said_in_present(said: str) -> bool:
    """A state said in the present tense: a present copula or "now" ("is", "'m", "still"),
    or no past form at all ("works at", "lives in"); not "worked", "was", "used to"."""
    return _PRESENT.search(said) is not None or _PAST.search(said) is None


def in_own_part(
    mentions: Sequence[TemporalMention], sentence: str, start: int, value_at: int
) -> list[TemporalMention]:
    """The mentions said from `start` (the clause's start) up to the first break after the
    claim's value begins (at `value_at`), all offsets in `sentence`."""
    cut = _PART_END.search(sentence, value_at)
    end = cut.start() if cut else len(sentence)
    for m in sorted(mentions, key=lambda m: m.span[0]):
        if (
            cut is not None
            and m.span[0] >= cut.end()
            and _LEADS_TIME.fullmatch(sentence, cut.end(), m.span[0])
        ):
            end = m.span[1]  # "worked at Oracle, back in 2019": the time alone after a comma
            break
    return [m for m in mentions if start <= m.span[0] < end]


def time_bounds(
    mentions: list[TemporalMention], onset: bool, present: bool = False
) -> tuple[datetime | None, datetime | None]:
    """``(valid_from, valid_to)`` from the mentions, later mentions overriding earlier ones;
    with `onset` or `present` a point only starts the claim."""
    valid_from: datetime | None = None
    valid_to: datetime | None = None
    for m in mentions:
        if m.kind in ("since", "duration_for"):
            valid_from = m.start
        elif m.kind == "until":
            valid_to = m.end
        else:  # point, range, duration_ago
            valid_from = m.start if m.start is not None else valid_from
            if not (onset or present) or m.kind == "range":
                valid_to = m.end if m.end is not None else valid_to
    return valid_from, valid_to
