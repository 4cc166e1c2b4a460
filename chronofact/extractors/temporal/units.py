"""Calendar units as half-open periods ``[start, end)`` (naive UTC), and parts of them.

Shared by :mod:`.periods` (the atoms of dates and plain relative times) and :mod:`.everyday`
(the times of everyday speech: seasons, holidays, "the end of the month", "mid-January").
"""

from __future__ import annotations

from datetime import datetime, timedelta

__all__ = [
    "Period",
    "day_of",
    "month_of",
    "months_from",
    "part_of",
    "quarter_of",
    "week_of",
    "year_of",
]

Period = tuple[datetime, datetime]


def day_of(d: datetime) -> Period:
    """The calendar day of ``d``."""
    s = datetime(d.year, d.month, d.day)
    return s, s + timedelta(days=1)


def months_from(year: int, month: int, count: int) -> Period:
    """``count`` whole months from the first of ``month`` of ``year`` (``month`` may overflow)."""
    y0, m0 = year + (month - 1) // 12, (month - 1) % 12 + 1
    y1, m1 = y0 + (m0 - 1 + count) // 12, (m0 - 1 + count) % 12 + 1
    return datetime(y0, m0, 1), datetime(y1, m1, 1)


def month_of(d: datetime) -> Period:
    """The calendar month of ``d``."""
    return months_from(d.year, d.month, 1)


def year_of(y: int) -> Period:
    """The calendar year ``y``."""
    return datetime(y, 1, 1), datetime(y + 1, 1, 1)


def week_of(d: datetime) -> Period:
    """The ISO week (Monday to Monday) of ``d``."""
    monday = datetime(d.year, d.month, d.day) - timedelta(days=d.weekday())
    return monday, monday + timedelta(days=7)


def quarter_of(d: datetime) -> Period:
    """The calendar quarter (Jan-Mar, Apr-Jun, ...) of ``d``."""
    return months_from(d.year, 3 * ((d.month - 1) // 3) + 1, 3)


# the part of a period, per its length: (first, last) offsets
_WEEK_PARTS = {"start": (0, 2), "early": (0, 2), "mid": (2, 4), "late": (4, 7), "end": (4, 7)}
"""Days of a week: the start is Monday-Tuesday, the middle Wednesday-Thursday, the end
Friday-Sunday."""
_MONTH_PARTS = {"start": (0, 7), "early": (0, 10), "mid": (10, 20), "late": (20, 31)}
"""Days of a month: "early" the 1st-10th, "mid" the 11th-20th, "late" the 21st to the end;
"the start of" the first week and "the end of" the last seven days."""
_YEAR_PARTS = {"start": (0, 1), "early": (0, 4), "mid": (4, 8), "late": (8, 12), "end": (11, 12)}
"""Months of a year: "early" January-April, "mid" May-August, "late" September-December; "the
start of" January and "the end of" December."""

PART_WORDS = {
    "start": "start",
    "beginning": "start",
    "early": "early",
    "mid": "mid",
    "middle": "mid",
    "late": "late",
    "end": "end",
}


def part_of(period: Period, part: str) -> Period:
    """The ``part`` ("start", "early", "mid", "late", "end") of a day, week, month, season,
    quarter or year; a period of any other length is returned whole."""
    s, e = period
    days = (e - s).days
    if days <= 1:
        return period
    if days == 7:
        a, b = _WEEK_PARTS[part]
        return s + timedelta(days=a), s + timedelta(days=b)
    if days <= 31:
        if part == "end":
            return max(s, e - timedelta(days=7)), e
        a, b = _MONTH_PARTS[part]
        return s + timedelta(days=a), min(e, s + timedelta(days=b))
    months = (e.year - s.year) * 12 + e.month - s.month
    if months == 3:  # a season or a quarter: its first, second or third month
        index = {"start": 0, "early": 0, "mid": 1, "late": 2, "end": 2}[part]
        return months_from(s.year, s.month + index, 1)
    if months == 12:
        a, b = _YEAR_PARTS[part]
        return months_from(s.year, s.month + a, b - a)
    return period
