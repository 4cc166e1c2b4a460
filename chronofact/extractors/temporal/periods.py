"""The period ``[start, end)`` (naive UTC) an atom denotes, resolved against a base time.

The granularity comes from the kind of atom (a day, a month, a year, a week, a decade); the
calendar arithmetic is delegated to ``dateparser`` with ``RELATIVE_BASE`` set to the
observation time, and its results are memoised.  :func:`resolve_atom` dispatches on the name
of the atom's group in :data:`~chronofact.extractors.temporal.patterns.ATOM_RE`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import lru_cache

import dateparser  # type: ignore[import-untyped, unused-ignore]

from chronofact.extractors.temporal.days import DAY_RESOLVERS, day_meant
from chronofact.extractors.temporal.everyday import EVERYDAY_RESOLVERS
from chronofact.extractors.temporal.tense import AHEAD_RE, direction_before
from chronofact.extractors.temporal.units import (
    Period,
    day_of,
    month_of,
    months_from,
    quarter_of,
    week_of,
    year_of,
)

__all__ = ["Period", "resolve_atom"]

_NUMBER_WORDS: dict[str, int] = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "a couple of": 2,
    "couple of": 2,
    "a couple": 2,
    "couple": 2,
    "a few": 3,
    "few": 3,
    "several": 3,
}

_UTC = UTC


# --------------------------------------------------------------------------
# dateparser wrapper
# --------------------------------------------------------------------------


@lru_cache(maxsize=8192)
def _dp(expr: str, base: datetime, prefer: str) -> datetime | None:
    """``dateparser.parse`` relative to ``base`` (naive UTC); naive UTC out."""
    settings = {
        "RELATIVE_BASE": base,
        "PREFER_DATES_FROM": prefer,
        "TIMEZONE": "UTC",
        "TO_TIMEZONE": "UTC",
        "RETURN_AS_TIMEZONE_AWARE": False,
        "STRICT_PARSING": False,
    }
    result = dateparser.parse(expr, languages=["en"], settings=settings)
    if result is None:
        return None
    assert isinstance(result, datetime)
    if result.tzinfo is not None:
        result = result.astimezone(_UTC).replace(tzinfo=None)
    return result


# --------------------------------------------------------------------------
# granularity helpers (naive UTC)
# --------------------------------------------------------------------------

_day = day_of
_month = month_of
_year = year_of
_week = week_of


def _num(word: str) -> int:
    w = re.sub(r"\s+", " ", word.strip().lower())
    if w.isdigit():
        return int(w)
    return _NUMBER_WORDS.get(w, 1)


def _clean(expr: str) -> str:
    """Normalise whitespace and drop a leading 'the' for dateparser."""
    e = re.sub(r"\s+", " ", expr.strip())
    return re.sub(r"^the ", "", e, flags=re.IGNORECASE)


def _relative_units(n: int, unit: str, base: datetime, future: bool) -> Period | None:
    unit = unit.lower().rstrip("s")
    if unit == "decade":
        n, unit = n * 10, "year"
    elif unit == "fortnight":
        n, unit = n * 2, "week"
    expr = f"in {n} {unit}s" if future else f"{n} {unit}s ago"
    d = _dp(expr, base, "future" if future else "past")
    if d is None:
        return None
    if unit in ("day", "week"):
        return _day(d)
    if unit == "month":
        return _month(d)
    return _year(d.year)


# --------------------------------------------------------------------------
# one resolver per kind of atom: (match, atom text, base) -> period
# --------------------------------------------------------------------------

Resolver = Callable[[re.Match[str], str, datetime], Period | None]


def _full_date(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A full date ("2019-05-06", "05/06/2019", "May 5, 2019"): that day."""
    d = _dp(_clean(text), base, "past")
    return _day(d) if d else None


def _day_month(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A day of a month ("May 5", "the 5th of May"): that day, in the year the sentence points
    to (`day_meant`)."""
    d = _dp(_clean(text), base, "current_period")
    if d is None:
        return None
    return day_meant(base, d.month, d.day, direction_before(m.string, m.start())) or _day(d)


def _month_year(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A month of a year ("May 2019"): the whole month."""
    d = _dp(_clean(text), base, "past")
    return _month(d) if d else None


def _bare_year(m: re.Match[str], text: str, base: datetime) -> Period | None:
    return _year(int(text))


def _qualified_year(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A qualified year ("early/mid/late 2019"): the whole year."""
    return _year(int(re.findall(r"\d{4}", text)[0]))


def _decade(m: re.Match[str], text: str, base: datetime) -> Period | None:
    y = int(re.findall(r"\d{4}", text)[0])
    return datetime(y, 1, 1), datetime(y + 10, 1, 1)


def _year_range(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A year range ("2015-2018", "2015-16"): both years inclusive."""
    years = re.findall(r"\d+", text)
    y1 = int(years[0])
    y2 = int(years[1]) if len(years[1]) == 4 else (y1 // 100) * 100 + int(years[1])
    if y2 < y1:
        return None
    return datetime(y1, 1, 1), datetime(y2 + 1, 1, 1)


def _relative_day(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A relative day ("yesterday", "tonight", "the day before yesterday", ...): that day."""
    t = re.sub(r"\s+", " ", text.lower())
    if t == "tonight":
        t = "today"
    elif t == "the day before yesterday":
        t = "2 days ago"
    elif t == "the day after tomorrow":
        t = "in 2 days"
    d = _dp(t, base, "past")
    return _day(d) if d else None


def _shifted(step: int, unit: str, base: datetime) -> datetime | None:
    """The base moved by one ``unit`` forward (``step`` 1), back (-1) or not at all (0)."""
    if step == 0:
        return base
    return _dp(
        f"in 1 {unit}" if step > 0 else f"1 {unit} ago",
        base,
        "future" if step > 0 else "past",
    )


def _relative_week(step: int, unit: str, base: datetime) -> Period | None:
    """The ISO week (or its weekend) ``step`` weeks from the base: -1, 0 or 1."""
    anchor = _shifted(step, "week", base)
    if anchor is None:
        return None
    mon, nxt = _week(anchor)
    if unit == "weekend":
        return mon + timedelta(days=5), nxt
    return mon, nxt


def _relative_period(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A relative period ("last/this/next week|weekend|month|year")."""
    direction = m.group("rp_dir").lower()
    unit = m.group("rp_unit").lower()
    step = {"last": -1, "previous": -1, "next": 1, "coming": 1, "following": 1}.get(direction, 0)
    if unit in ("week", "weekend"):
        return _relative_week(step, unit, base)
    if unit == "quarter":
        first, _ = quarter_of(base)
        return months_from(first.year, first.month + 3 * step, 3)
    d2 = _shifted(step, unit, base)
    if d2 is None:
        return None
    return _month(d2) if unit == "month" else _year(d2.year)


def _relative_month(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A relative month ("last/this/next May"): before / in / after the base month."""
    direction = m.group("rm_dir").lower()
    month_name = m.group("rm_month").rstrip(".")
    prefer = {"last": "past", "next": "future"}.get(direction, "current_period")
    d = _dp(month_name, base, prefer)
    if d is None:
        return None
    if direction == "this":
        d = d.replace(year=base.year)
    elif d.month == base.month:
        d = d.replace(year=base.year - 1 if direction == "last" else base.year + 1)
    return _month(d)


_WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def _full_weekday(name: str) -> str:
    """ "Weds" -> "wednesday" (dateparser knows the short names only in part)."""
    short = name.lower()[:3]
    return next(n for n in _WEEKDAY_NAMES if n.startswith(short))


def _relative_weekday(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A relative weekday ("last/on/this/next Monday"): that day. "On Monday" is the last one,
    or the coming one after a word that looks ahead in the same sentence ("starting at Farfetch
    on Monday", "the move is booked for ... on Friday")."""
    direction = m.group("rw_dir").lower()
    day_name = m.group("rw_day")
    ahead = direction == "on" and AHEAD_RE.search(m.string, max(0, m.start() - 200), m.start())
    if ahead or direction in ("coming", "this coming"):
        direction = "next"
    prefer = {"next": "future", "this": "current_period"}.get(direction, "past")
    d = _dp(_full_weekday(day_name), base, prefer)
    return _day(d) if d else None


def _ago(m: re.Match[str], text: str, base: datetime) -> Period | None:
    return _relative_units(_num(m.group("ago_n")), m.group("ago_unit"), base, False)


def _later(m: re.Match[str], text: str, base: datetime) -> Period | None:
    return _relative_units(_num(m.group("lt_n")), m.group("lt_unit"), base, True)


def _from_now(m: re.Match[str], text: str, base: datetime) -> Period | None:
    return _relative_units(_num(m.group("fn_n")), m.group("fn_unit"), base, True)


def _for_past(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """For the past N units: the day N units ago (the state has held since then)."""
    unit = m.group("fp_unit").lower().rstrip("s")
    n = _num(m.group("fp_n"))
    if unit == "decade":
        n, unit = n * 10, "year"
    d = _dp(f"{n} {unit}s ago", base, "past")
    return _day(d) if d else None


def _new_year(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """New Year's Day: this year's, or the coming one late in December ("from new year")."""
    year = base.year + 1 if base.month == 12 and base.day > 15 else base.year
    return _day(datetime(year, 1, 1))


_RESOLVERS: dict[str, Resolver] = {
    "iso": _full_date,
    "num": _full_date,
    "mdy": _full_date,
    "dmy": _full_date,
    "md": _day_month,
    "dm": _day_month,
    "my": _month_year,
    "year": _bare_year,
    "qyear": _qualified_year,
    "decade": _decade,
    "relday": _relative_day,
    "relper": _relative_period,
    "relmonth": _relative_month,
    "relwd": _relative_weekday,
    "ago": _ago,
    "later": _later,
    "fromnow": _from_now,
    "newyear": _new_year,
    "forpast": _for_past,
    "yrange": _year_range,
    **EVERYDAY_RESOLVERS,
    **DAY_RESOLVERS,
}


def resolve_atom(m: re.Match[str], group: str, base: datetime) -> Period | None:
    """Period ``[start, end)`` (naive UTC) denoted by one atom."""
    resolver = _RESOLVERS.get(group)
    if resolver is None:  # pragma: no cover - every group has a resolver
        return None
    return resolver(m, m.group(group), base)
