"""A regular time said in words: a day of the week, a clock time, or both ("every other Thursday
at 10am", "Tuesdays at half six", "11:30", "Saturday mornings", "5:45 pm"), and what it names
(the days and the clock times, to tell two such times apart).

Pure and linear: one compiled pattern, no backtracking between its parts beyond a few words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["WEEKLY_TIME", "WeeklyTime", "weekly_time"]

_DAYS = {
    "mon": "mon",
    "monday": "mon",
    "tue": "tue",
    "tues": "tue",
    "tuesday": "tue",
    "wed": "wed",
    "weds": "wed",
    "wednesday": "wed",
    "thu": "thu",
    "thur": "thu",
    "thurs": "thu",
    "thursday": "thu",
    "fri": "fri",
    "friday": "fri",
    "sat": "sat",
    "saturday": "sat",
    "sun": "sun",
    "sunday": "sun",
}
_NUMBER_WORDS = {
    w: i + 1
    for i, w in enumerate(
        [
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
        ]
    )
}
_DAY = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds|thu|thurs?|fri)s?"
)
_NUMBER = "|".join(_NUMBER_WORDS)
_CLOCK = (
    r"(?:\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d\d|noon|midday|"
    rf"(?:\d{{1,2}}|{_NUMBER})\s*o['’]?clock|\d{{1,2}}\s+sharp|"
    rf"half\s+(?:past\s+)?(?:{_NUMBER}|\d{{1,2}})|quarter\s+(?:past|to)\s+(?:{_NUMBER}|\d{{1,2}}))"
    r"(?![\w:])"
)
_PART = r"(?:\s+(?:morning|afternoon|evening|night|lunchtime)s?)"
WEEKLY_TIME = re.compile(
    rf"\b(?:(?:every|each)\s+(?:other\s+)?)?"
    rf"(?:(?:first|second|third|fourth|last)\s+)?(?P<day>{_DAY})\b{_PART}?"
    rf"(?:\s*,?\s*(?:at|@|from)?\s*(?P<clock>{_CLOCK}|(?<=at\s)\d{{1,2}}(?![\w:.%])))?"
    rf"|(?<![\w:.])(?P<only>{_CLOCK})",
    re.IGNORECASE,
)
"""A day with its part of the day and clock time, or a clock time alone ("at 7" only after a
day: "Wednesday at 7"; a bare number is no time)."""


@dataclass(frozen=True)
class WeeklyTime:
    """What a regular time names: its days ("thu") and clock times (hour 0-11, minute)."""

    days: frozenset[str]
    clocks: frozenset[tuple[int, int]]

    def differs_from(self, other: WeeklyTime) -> bool:
        """It names another time than `other`: a day or a clock time where both name one."""
        if self.clocks and other.clocks and not self.clocks & other.clocks:
            return True
        return bool(self.days and other.days and not self.days & other.days)


def _clock(said: str) -> tuple[int, int] | None:
    words = said.casefold().replace(".", ":").split()
    if not words:
        return None
    if words[0] in ("noon", "midday"):
        return (0, 0)
    if words[0] in ("half", "quarter"):
        last = words[-1]
        hour = _NUMBER_WORDS.get(last) or (int(last) if last.isdigit() else 0)
        if words[0] == "half":
            return (hour % 12, 30)
        return (hour % 12, 15) if words[1] == "past" else ((hour - 1) % 12, 45)
    if words[0] in _NUMBER_WORDS:
        return (_NUMBER_WORDS[words[0]] % 12, 0)  # "seven o'clock"
    m = re.match(r"(\d{1,2})(?::(\d\d))?", words[0])
    if m is None:
        return None
    return (int(m.group(1)) % 12, int(m.group(2) or 0))


def weekly_time(said: str) -> WeeklyTime:
    """The days and clock times `said` names (both empty when it names neither)."""
    days: set[str] = set()
    clocks: set[tuple[int, int]] = set()
    for m in WEEKLY_TIME.finditer(said):
        if m.group("day"):
            day = m.group("day").casefold()
            days.add(_DAYS.get(day, _DAYS.get(day.removesuffix("s"), day[:3])))
        clock = m.group("clock") or m.group("only")
        if clock:
            at = _clock(clock)
            if at is not None:
                clocks.add(at)
    return WeeklyTime(frozenset(days), frozenset(clocks))
