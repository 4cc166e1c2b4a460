"""The times of everyday speech: parts of periods, seasons, holidays, weekdays, weekends.

"end of the month", "mid-January", "by the end of the year", "last spring", "over the
holidays", "from Monday", "at the weekend", "the other day", "earlier this year", "Q3".
Each resolver turns an atom of :data:`~chronofact.extractors.temporal.patterns.ATOM_RE` into
its period ``[start, end)`` (naive UTC) relative to the base time:

* a part of a period ("the start/beginning/middle/end/rest of", "early/mid/late") is that part
  of the week, month, season, quarter or year named (:func:`~.units.part_of`): the end of a month
  is its last seven days, mid-January the 11th-20th, the end of the year December;
* a time that recurs and is named without a year (a month, a season, a holiday, a weekday, the
  weekend) is the one the sentence points to (:mod:`.tense`): the coming one after a word that
  looks ahead ("moving", "will", "from"), the last one after a past-tense word or "since";
  otherwise a month is the one of the base year (as "in May") and a weekday the last one (as "on
  Monday"), while a season, a holiday or the weekend said with neither is a habit ("I swim in
  the summer", "we eat goose at Christmas") and no time at all;
* "last/this/next" spring (a season, a holiday) is the last one that has ended, the one of the
  base year (the winter of January and February is the one begun the December before), the first
  one that has not begun;
* "the other day" is the six days before the base day, "earlier this month" the month up to the
  base day, "later this month" the rest of the month after it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from chronofact.extractors.temporal.tense import direction_before
from chronofact.extractors.temporal.units import (
    PART_WORDS,
    Period,
    day_of,
    months_from,
    part_of,
    quarter_of,
    week_of,
    year_of,
)

__all__ = ["EVERYDAY_RESOLVERS", "accepted"]

_MONTHS = {
    name: i + 1
    for i, name in enumerate(
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    )
}
_WEEKDAYS = {name: i for i, name in enumerate(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])}
_SEASON_START = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_STEP = {
    "last": -1,
    "past": -1,
    "previous": -1,
    "this past": -1,
    "next": 1,
    "coming": 1,
    "following": 1,
    "this coming": 1,
    "this": 0,
}

Resolver = Callable[[re.Match[str], str, datetime], Period | None]
Yearly = Callable[[int], Period]
"""A time that recurs once a year, as its period in a given year."""


def _words(text: str | None) -> str:
    return re.sub(r"\s+", " ", (text or "").strip().lower())


def _step(word: str | None) -> int | None:
    return _STEP.get(_words(word)) if word else None


def _yearly(of_year: Yearly, base: datetime, step: int | None, lean: int) -> Period:
    """The occurrence of a yearly time: by ``step`` (last -1 / this 0 / next 1) when one is
    said, else by the sentence's ``lean`` (ahead 1 / back -1 / neither 0)."""
    this = of_year(base.year)
    if step == 0 or (step is None and lean == 0):
        return this
    if (step or lean) < 0:
        year = base.year + 1
        while of_year(year)[1 if step == -1 else 0] > base:
            year -= 1  # "last": the last one that has ended; "moved ...": the last begun
        return of_year(year)
    year = base.year - 1
    while of_year(year)[0 if step == 1 else 1] <= base:
        year += 1  # "next": the first one not begun; "moving ...": the first not over
    return of_year(year)


def _season_of(name: str) -> Yearly:
    first = _SEASON_START[name]

    def of_year(year: int) -> Period:
        return months_from(year, first, 3)

    return of_year


def _this_season(name: str, base: datetime) -> Period:
    """ "This winter" in January is the one begun the December before."""
    if name == "winter" and base.month < 3:
        return _season_of(name)(base.year - 1)
    return _season_of(name)(base.year)


def _season(m: re.Match[str], text: str, base: datetime) -> Period | None:
    name = m.group("se_name").lower()
    name = "autumn" if name == "fall" else name
    if m.group("se_year"):
        return _season_of(name)(int(m.group("se_year")))
    step = _step(m.group("se_dir"))
    lean = direction_before(m.string, m.start())
    if step is None and lean == 0:
        return None  # "I swim in the summer": every summer, no time of a change
    if step == 0:
        return _this_season(name, base)
    return _yearly(_season_of(name), base, step, lean)


def _easter(year: int) -> date:
    """Easter Sunday (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = b // 4, b % 4
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    l_ = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l_) // 451
    month = (h + l_ - 7 * m + 114) // 31
    day = (h + l_ - 7 * m + 114) % 31 + 1
    return date(year, month, day)


def _days(first: date, count: int) -> Period:
    s = datetime(first.year, first.month, first.day)
    return s, s + timedelta(days=count)


def _holiday_of(name: str) -> Yearly | None:
    """The period of a holiday in a given year."""
    if name.startswith(("christmas eve",)):
        return lambda y: _days(date(y, 12, 24), 1)
    if name.startswith("christmas day"):
        return lambda y: _days(date(y, 12, 25), 1)
    if name.startswith(("christmas", "xmas", "holidays", "hols", "festive", "winter")):
        if name in ("christmas", "xmas"):
            return lambda y: _days(date(y, 12, 24), 3)
        return lambda y: _days(date(y, 12, 20), 14)  # the Christmas holidays
    if name.startswith("easter"):
        if name in ("easter sunday",):
            return lambda y: _days(_easter(y), 1)
        if name in ("easter monday",):
            return lambda y: _days(_easter(y) + timedelta(days=1), 1)
        if name.split()[-1] in ("holiday", "holidays", "hols", "break", "vacation"):
            return lambda y: _days(_easter(y) - timedelta(days=9), 18)
        return lambda y: _days(_easter(y) - timedelta(days=2), 4)  # Good Friday to Monday
    if name.startswith(("summer", "spring", "half")):
        first = {"summer": (7, 15, 48), "spring": (4, 1, 14), "half": (10, 21, 9)}
        month, day, count = first[name.split()[0].split("-")[0]]
        return lambda y: _days(date(y, month, day), count)
    if name == "thanksgiving":  # the fourth Thursday of November
        return lambda y: _days(date(y, 11, 22 + (3 - date(y, 11, 22).weekday()) % 7), 4)
    if name == "halloween":
        return lambda y: _days(date(y, 10, 31), 1)
    if name.startswith("new year"):
        return lambda y: _days(date(y, 12, 31), 1)
    return None


def _holiday(m: re.Match[str], text: str, base: datetime) -> Period | None:
    of_year = _holiday_of(_words(m.group("ho_name")).replace("\u2019", "'"))
    if of_year is None:
        return None
    if m.group("ho_year"):
        return of_year(int(m.group("ho_year")))
    lean, step = direction_before(m.string, m.start()), _step(m.group("ho_dir"))
    if step is None and lean == 0:
        return None  # "we love the food at Christmas": every Christmas
    return _yearly(of_year, base, step, lean)


def _unit_period(unit: str, step: int, base: datetime) -> Period:
    """The week, month, quarter or year ``step`` units from the base's."""
    if unit == "week":
        s, _ = week_of(base)
        return s + timedelta(days=7 * step), s + timedelta(days=7 * step + 7)
    if unit == "month":
        return months_from(base.year, base.month + step, 1)
    if unit == "quarter":
        s, _ = quarter_of(base)
        return months_from(s.year, s.month + 3 * step, 3)
    if unit == "day":
        s, e = day_of(base)
        return s + timedelta(days=step), e + timedelta(days=step)
    return year_of(base.year + step)


@dataclass(frozen=True)
class _Recurring:
    """A yearly time named without a year ("March", "next summer") and the step said with it."""

    of_year: Yearly
    step: int | None


def _named(m: re.Match[str], base: datetime) -> Period | _Recurring | None:
    """What a phrase of a part names a part of: a fixed period ("the month", "next year", "March
    2024", "Q3"), or a yearly time and the step said with it ("March", "next summer")."""
    if m.group("ph_unit"):
        unit = _words(m.group("ph_unit"))
        unit = "autumn" if unit == "fall" else unit
        step = _step(m.group("ph_dir"))
        year = int(m.group("ph_uyear")) if m.group("ph_uyear") else None
        if unit in _SEASON_START:
            if year is not None:
                return _season_of(unit)(year)
            return _Recurring(_season_of(unit), step) if step else _this_season(unit, base)
        if year is not None:
            return year_of(year) if unit == "year" else None
        return _unit_period(unit, step or 0, base)
    if m.group("ph_month"):
        month = _MONTHS[m.group("ph_month").lower()[:3]]
        if m.group("ph_myear"):
            return months_from(int(m.group("ph_myear")), month, 1)
        return _Recurring(lambda y: months_from(y, month, 1), None)
    if m.group("ph_q"):
        year = int(m.group("ph_qyear")) if m.group("ph_qyear") else base.year
        return months_from(year, 3 * (int(m.group("ph_q")[1]) - 1) + 1, 3)
    return year_of(int(m.group("ph_year")))


def _phase(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A part of a period ("the end of the month", "mid-January", "early next year")."""
    word = _words(m.group("ph_a") or m.group("ph_b"))
    if word != "rest" and m.group("ph_unit") and _words(m.group("ph_unit")) == "day":
        return day_of(base) if m.group("ph_a") else None  # "end of the day"; not "an early day"
    part = PART_WORDS.get(word, "mid")
    named = _named(m, base)
    if named is None:
        return None
    if isinstance(named, _Recurring):
        of_year, step = named.of_year, named.step
        lean = direction_before(m.string, m.start())
        if step is None and lean == 0:
            whole = of_year(base.year)
        elif word == "rest":
            whole = _yearly(of_year, base, step, lean)
        else:
            return _yearly(lambda y: part_of(of_year(y), part), base, step, lean)
    else:
        whole = named
    if word == "rest":  # the rest of the week: from today to its end
        s, e = whole
        today = day_of(base)[0]
        return (max(s, today), e) if today < e else whole
    return part_of(whole, part)


def _earlier_later(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """ "earlier this year": the year up to the base day; "later this month": after it."""
    today = day_of(base)
    unit = _words(m.group("el_unit"))
    if not unit:
        return today  # "earlier today", "later tonight"
    s, e = _unit_period(unit, 0, base)
    if _words(m.group("el_dir")) == "earlier":
        return (s, today[0]) if s < today[0] else today
    return (today[1], e) if today[1] < e else today


def _other(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """ "The other day" (night, morning): the six days before; "the other week": a week or two
    ago."""
    today = day_of(base)[0]
    if _words(m.group("ot_unit")) == "week":
        return today - timedelta(days=14), today - timedelta(days=5)
    return today - timedelta(days=6), today


_CAPITALISED_BEFORE = re.compile(r"(?:^|(?<=\s))[A-Z][a-z]+\s+$")


_DAY_NAMES = frozenset(
    {"good", "black", "cyber", "holy", "maundy", "ash", "blue", "manic", "super"}
)
"""Words that make a weekday a name ("Good Friday"), even at a sentence's start."""


def _named_before(text: str, start: int) -> bool:
    """A capitalised word right before a capitalised weekday, that does not start the sentence
    ("Black Friday"), or one that makes a day's name ("Good Friday"); a weekday in lower case is
    no name ("a coffee roaster in Smithfield monday")."""
    if text[start : start + 1].islower():
        words = text[max(0, start - 12) : start].split()
        return bool(words) and words[-1].lower() in _DAY_NAMES  # "on black friday"
    cm = _CAPITALISED_BEFORE.search(text, max(0, start - 24), start)
    if cm is None:
        return False
    if cm.group().strip().lower() in _DAY_NAMES:
        return True
    before = text[: cm.start()].rstrip()
    return bool(before) and before[-1] not in ".!?\"'\u201c(:"


_RECURRING_BEFORE = re.compile(
    r"\b(?:every|each|first|second|third|fourth|last|other|alternate|1st|2nd|3rd|4th)\s+$",
    re.IGNORECASE,
)


def _weekday(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """A weekday ("from Monday", "starting Tues", "Monday"): the coming one when the sentence
    looks ahead, else the last one (as "on Monday")."""
    name = _words(m.group("wd_day"))[:3]
    if _named_before(m.string, m.start()):
        return None  # "Good Friday", "Black Friday", "Cyber Monday"
    if _RECURRING_BEFORE.search(m.string, max(0, m.start() - 24), m.start()):
        return None  # "every Tuesday", "the first Thursday": a day that recurs
    target = _WEEKDAYS[name]
    today = day_of(base)[0]
    if direction_before(m.string, m.start()) > 0:
        return day_of(today + timedelta(days=(target - today.weekday() - 1) % 7 + 1))
    return day_of(today - timedelta(days=(today.weekday() - target - 1) % 7 + 1))


def _weekend(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """ "At/over the weekend": this one on a Saturday or Sunday; else the last one after a
    past-tense word, the coming one otherwise."""
    mon, nxt = week_of(base)
    this = (mon + timedelta(days=5), nxt)
    lean = direction_before(m.string, m.start())
    if lean == 0:
        return None  # "I climb at the weekend": every weekend
    if base >= this[0]:
        return this
    if lean < 0:
        return this[0] - timedelta(days=7), this[1] - timedelta(days=7)
    return this


def _now(m: re.Match[str], text: str, base: datetime) -> Period | None:
    return day_of(base)


def _quarter(m: re.Match[str], text: str, base: datetime) -> Period | None:
    """ "Q3", "Q3 2024": that quarter (of the base year)."""
    year = int(m.group("qt_year")) if m.group("qt_year") else base.year
    return months_from(year, 3 * (int(m.group("qt_n")[1]) - 1) + 1, 3)


EVERYDAY_RESOLVERS: dict[str, Resolver] = {
    "phase": _phase,
    "ell": _earlier_later,
    "other": _other,
    "holiday": _holiday,
    "season": _season,
    "quarter": _quarter,
    "weekday": _weekday,
    "weekend": _weekend,
    "now": _now,
}

_WEAK_OK = frozenset({"phase", "holiday", "season", "weekend"})
_SINCE_QUALIFIERS = frozenset({"as of", "from", "starting", "since"})
_SEASON_PREPOSITIONS = frozenset({"in", "during", "over", "by", "until", "till", "through"})


_DETERMINER_BEFORE = re.compile(
    r"\b(?:a|an|the|my|your|his|her|our|their|its|this|that|some|any)\s+$", re.IGNORECASE
)


def accepted(group: str, m: re.Match[str], qualifier: str | None) -> bool:
    """Whether an everyday atom stands as a time with the qualifier before it (or none).

    A bare season or holiday needs a preposition ("in the spring", "at Christmas"; not "the
    spring broke", "the Christmas party"), as do "the weekend" and "Q3"; a weekday needs one or a
    word of tense before it ("from Weds", "started Monday"; not "Sunday brunch is at X", "a
    Sunday league side"), and "now" one that starts a state ("as of now", "from now on"); a
    capitalised bare season is a name after other words ("a text from Summer")."""
    if group == "now":
        return qualifier in _SINCE_QUALIFIERS
    if group == "weekday":
        if _DETERMINER_BEFORE.search(m.string, max(0, m.start() - 12), m.start()):
            return False  # "a Sunday league side", "their Saturday whisky"
        if qualifier is not None:
            return True
        return m.group("wd_abbr") is None and direction_before(m.string, m.start()) != 0
    if group == "weekend":
        return qualifier is not None
    if group == "quarter":
        return qualifier is not None or m.group("qt_year") is not None
    if group == "holiday":
        return qualifier is not None or bool(m.group("ho_dir") or m.group("ho_year"))
    if group == "season":
        if m.group("se_dir") or m.group("se_year"):
            return True
        name = m.group("se_name")
        if name[:1].isupper() and m.group(0) == name:
            return qualifier in _SEASON_PREPOSITIONS
        return qualifier is not None
    return True


def weak_ok(group: str) -> bool:
    """Whether "at", "over" or "towards" can lead this atom."""
    return group in _WEAK_OK
