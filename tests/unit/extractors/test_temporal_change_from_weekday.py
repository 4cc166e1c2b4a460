"""A change just made that takes effect "from" a weekday or a week looks ahead, as "starting"
does ("standup moved to 10am from monday", said on a Friday, is the coming Monday); a past verb
with the time itself ("I moved on monday") still looks back. Found in the fifteenth session."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.temporal import extract_temporal

FRIDAY = datetime(2025, 1, 10, 9, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("standup moved to 10am from monday", 13),
        ("crit got pushed to thursdays from next week", 13),
        ("we switched the sync to zoom from tuesday", 14),
        ("I moved on monday", 6),
        ("the crit is on thursdays from this week", 6),
        ("we rescheduled it last monday", 6),
    ],
)
def test_from_after_a_change_looks_ahead(text: str, day: int) -> None:
    starts = [m.start for m in extract_temporal(text, FRIDAY) if m.start is not None]
    assert starts and starts[-1].date() == datetime(2025, 1, day).date(), starts
