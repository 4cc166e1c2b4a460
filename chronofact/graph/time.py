"""Instants and periods on the two time axes.

- Instants are UTC `datetime`s with microsecond precision. A naive datetime is an error, never
  silently taken as UTC; an offset is converted to UTC.
- Periods are half-open `[start, end)`. An open end is `None` at the API and `END_OF_TIME` in
  Neo4j, so no Cypher predicate needs a null branch.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from chronofact.graph.errors import InvalidInput

END_OF_TIME = datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC)
BEGINNING_OF_TIME = datetime(1, 1, 1, tzinfo=UTC)
MICROSECOND = timedelta(microseconds=1)


class TimeError(InvalidInput, ValueError):
    """A bad instant or period (naive, empty, inverted, out of range)."""

    default_code = "invalid_time"

    def __init__(self, message: str) -> None:
        super().__init__(None, message)


def utc(value: datetime, what: str = "time") -> datetime:
    """Return `value` in UTC; reject naive datetimes."""
    if value.tzinfo is None or value.utcoffset() is None:
        raise TimeError(
            f"{what} {value.isoformat()} has no UTC offset; write it with one, "
            "e.g. 2024-03-01T00:00:00Z"
        )
    try:
        return value.astimezone(UTC)
    except OverflowError as exc:  # 0001-01-01T00:00+01:00 is before the first instant
        raise TimeError(
            f"{what} {value.isoformat()} is outside 0001-01-01T00:00:00Z .. "
            "9999-12-31T23:59:59.999999Z"
        ) from exc


_SPACE_OFFSET = re.compile(r"(T\d\d:\d\d(?::\d\d(?:\.\d+)?)?) (\d\d:?\d\d)$")


def parse_instant(text: str, what: str = "time") -> datetime:
    """Parse an ISO-8601 instant that carries an offset (`Z` or `+02:00`).

    A `+` sent unencoded in a query string arrives as a space; `...T02:00:00 02:00` is read
    as `...T02:00:00+02:00`.
    """
    cleaned = _SPACE_OFFSET.sub(r"\1+\2", text.strip())
    try:
        value = datetime.fromisoformat(cleaned.replace("z", "Z"))
    except ValueError as exc:
        raise TimeError(f"{what} {text!r} is not an ISO-8601 instant") from exc
    return utc(value, what)


def next_instant(t: datetime) -> datetime:
    """`t` + 1 µs, the end of the point period [t, t + 1 µs); stays at END_OF_TIME there."""
    return t + MICROSECOND if t < END_OF_TIME else END_OF_TIME


def previous_instant(t: datetime) -> datetime:
    """`t` - 1 µs; stays at BEGINNING_OF_TIME there."""
    return t - MICROSECOND if t > BEGINNING_OF_TIME else BEGINNING_OF_TIME


def now_utc() -> datetime:
    return datetime.now(UTC)


def to_db(value: datetime | None) -> datetime:
    """API value -> stored value: an open end (`None`) becomes the far-future sentinel."""
    return END_OF_TIME if value is None else utc(value)


def from_db(value: Any) -> datetime | None:
    """Stored value -> API value: the sentinel becomes `None`. Takes a neo4j DateTime, a
    datetime, or the ISO text of Cypher's `toString(datetime)` (what the read-heavy named
    queries return: the driver turns each DateTime into an object slowly, about 0.1 ms)."""
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    native: datetime = value.to_native() if hasattr(value, "to_native") else value
    native = native.astimezone(UTC)
    return None if native >= END_OF_TIME else native


@functools.lru_cache(maxsize=8192)  # pure; a batch's facts share learned_at, observed_at, ends
def iso(value: datetime | None) -> str | None:
    """ISO-8601 with `Z`, microseconds always shown, `None` kept."""
    if value is None:
        return None
    return value.astimezone(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


@dataclass(frozen=True, order=True)
class Period:
    """A half-open valid-time period `[start, end)`; `end` is `END_OF_TIME` when open."""

    start: datetime
    end: datetime = END_OF_TIME

    def __post_init__(self) -> None:
        object.__setattr__(self, "start", utc(self.start, "valid_from"))
        object.__setattr__(self, "end", utc(self.end, "valid_to"))
        if not self.start < self.end:
            raise TimeError(
                f"empty or inverted period [{iso(self.start)}, {iso(self.end)}): "
                "valid_from must be earlier than valid_to"
            )

    @classmethod
    def of(cls, start: datetime, end: datetime | None) -> Period:
        return cls(start, to_db(end))

    def overlaps(self, other: Period) -> bool:
        return self.start < other.end and other.start < self.end

    def contains(self, instant: datetime) -> bool:
        return self.start <= instant < self.end

    def covers(self, other: Period) -> bool:
        return self.start <= other.start and other.end <= self.end

    @property
    def open_end(self) -> datetime | None:
        return None if self.end >= END_OF_TIME else self.end
