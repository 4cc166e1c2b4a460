"""Days of the month said without their month ("on the 17th", "from the 1st", "since the 3rd"),
days said in words ("the first of May", "the twenty-third of June") and months said alone ("in
March", "since October"), resolved by the way their sentence points (:mod:`.tense`).

A day alone is the next such day after a word that looks ahead ("I start at Stripe on the
17th", "from the 1st") and the last one after a past-tense word or "since" ("delivered on the
9th", "since the 3rd"); with neither, the nearer of the two. A month that has no such day is
skipped ("the 31st" said in September looking ahead is the 31st of October; "the 29th" in a
common February looking ahead is the 29th of March). A month said alone is the one of the base
year unless its sentence points: "since October" said in September is last October, "moving
in January" said in November the coming one.
"""

from __future__ import annotations

import calendar
import re
from datetime import datetime

from chronofact.extractors.temporal.tense import direction_before
from chronofact.extractors.temporal.units import Period, day_of, months_from

__all__ = ["DAY_RESOLVERS", "day_meant", "month_number"]

_ORDINALS = {
    name: i + 1
    for i, name in enumerate(
        [
            "first",
            "second",
            "third",
            "fourth",
            "fifth",
            "sixth",
            "seventh",
            "eighth",
            "ninth",
            "tenth",
            "eleventh",
            "twelfth",
            "thirteenth",
            "fourteenth",
            "fifteenth",
            "sixteenth",
            "seventeenth",
            "eighteenth",
            "nineteenth",
            "twentieth",
        ]
    )
}
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def month_number(name: str) -> int:
    """1-12 for a month's name or abbreviation ("Sept." -> 9)."""
    return _MONTHS.index(name.strip().lower()[:3]) + 1


def _day_number(word: str) -> int | None:
    """17 for "17th", 1 for "first", 23 for "twenty-third", 31 for "thirty first"."""
    w = re.sub(r"[\s-]+", " ", word.strip().lower())
    digits = re.match(r"\d+", w)
    if digits:
        return int(digits.group())
    if w in _ORDINALS:
        return _ORDINALS[w]
    if w == "thirtieth":
        return 30
    tens, _, unit = w.partition(" ")
    if tens in ("twenty", "thirty") and unit in _ORDINALS:
        return (20 if tens == "twenty" else 30) + _ORDINALS[unit]
    return None


def _in_month(year: int, month: int, day: int) -> datetime | None:
    """That day, or None when the month has no such day (the 31st of April, the 29th of a
    common February)."""
    y, m = year + (month - 1) // 12, (month - 1) % 12 + 1
    if day > calendar.monthrange(y, m)[1]:
        return None
    return datetime(y, m, day)


def _day_alone(day: int, base: datetime, lean: int) -> datetime | None:
    """The day-th of a month: the first after the base day (lean > 0), the last on or before
    it (lean < 0), else the nearer of the two."""
    if not 1 <= day <= 31:
        return None
    today = day_of(base)[0]
    ahead = next(
        (
            d
            for k in range(0, 3)
            if (d := _in_month(base.year, base.month + k, day)) is not None and d > today
        ),
        None,
    )
    back = next(
        (
            d
            for k in range(0, 3)
            if (d := _in_month(base.year, base.month - k, day)) is not None and d <= today
        ),
        None,
    )
    if lean > 0 or back is None:
        return ahead
    if lean < 0 or ahead is None:
        return back
    return ahead if (ahead - today) < (today - back) else back


def _ordinal_day(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """ "on the 17th", "since the 3rd", "from the first": that day of the month meant."""
    day = _day_number(m.group("od_day"))
    found = _day_alone(day, base, direction_before(m.string, m.start())) if day else None
    return day_of(found) if found else None


def _day_in_words(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """ "the first of May": that day of the month named, in the year the sentence points to."""
    day, month = _day_number(m.group("dw_day")), month_number(m.group("dw_month"))
    if day is None:
        return None
    return day_meant(base, month, day, direction_before(m.string, m.start()))


def day_meant(base: datetime, month: int, day: int, lean: int) -> Period | None:
    """That day of ``month``, said without a year, in the year the sentence's ``lean`` points
    to ("he starts on the 3rd of March", said in June: next March)."""
    for year in _years_by_lean(base, month, lean):
        found = _in_month(year, month, day)
        if found is not None:
            return day_of(found)
    return None


def _years_by_lean(base: datetime, month: int, lean: int) -> list[int]:
    """The year a month said without one is in: the base year, the one before (a past-tense
    sentence naming a month still to come) or the one after (a sentence looking ahead to a
    month gone by); then the years before it, or after it when looking ahead (for a 29th of
    February)."""
    if lean < 0 and month > base.month:
        first = base.year - 1
    elif lean > 0 and month < base.month:
        first = base.year + 1
    else:
        first = base.year
    step = 1 if lean > 0 else -1
    return [first + step * k for k in range(0, 8)]


def _month_alone(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A month said alone ("in March", "since October"): that month of the base year, or of the
    year before or after when the sentence points back or ahead past the base month."""
    month = month_number(m.group("barem").rstrip("."))
    lean = direction_before(m.string, m.start())
    return months_from(_years_by_lean(base, month, lean)[0], month, 1)


DAY_RESOLVERS = {"ordday": _ordinal_day, "dmw": _day_in_words, "barem": _month_alone}
