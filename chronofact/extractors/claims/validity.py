"""When a claim holds: its validity interval from the temporal mentions of its sentence.

A point mention gives its period, "since" an open end, "until" an open start, a range both
ends.  For onset relations ("moved to", "started working at", "got married to") a point mention
only sets ``valid_from``.
"""

from __future__ import annotations

from datetime import datetime

from chronofact.extractors.temporal import TemporalMention

__all__ = ["time_bounds"]


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
