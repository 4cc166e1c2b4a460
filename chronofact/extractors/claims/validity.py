"""When a claim holds: its validity interval from the temporal mentions of its sentence.

A point mention gives its period, "since" an open end, "until" an open start, a range both
ends.  For onset relations ("moved to", "started working at", "got married to") and a state said
in the present ("Thabo's girlfriend is Palesa, they got together around June", "I'm at Stripe
now, since the 1st") a point mention only sets ``valid_from``: what is said to hold now holds on.
"""

from __future__ import annotations

import re
from datetime import datetime

from chronofact.extractors.temporal import TemporalMention

__all__ = ["present_state", "time_bounds"]

_PRESENT = re.compile(r"(?:\b(?:is|are|am)\b|['\u2019](?:re|m)\b|\bnow\b)", re.IGNORECASE)
_PAST = re.compile(r"\b(?:was|were|used\s+to|had|did)\b", re.IGNORECASE)


def present_state(before_value: str) -> bool:
    """Whether the words of a clause before its value say a state that holds now ("is", "are",
    "'m", "now"; not "was", "used to")."""
    return bool(_PRESENT.search(before_value)) and not _PAST.search(before_value)


def time_bounds(
    mentions: list[TemporalMention], onset: bool
) -> tuple[datetime | None, datetime | None]:
    """``(valid_from, valid_to)`` from the mentions, later mentions overriding earlier ones."""
    valid_from: datetime | None = None
    valid_to: datetime | None = None
    for m in mentions:
        if m.kind in ("since", "duration_for"):
            valid_from = m.start
        elif m.kind == "until":
            valid_to = m.end
        else:  # point, range, duration_ago
            valid_from = m.start if m.start is not None else valid_from
            if not onset:
                valid_to = m.end if m.end is not None else valid_to
    return valid_from, valid_to
