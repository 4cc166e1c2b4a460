"""Instants and periods: UTC, microseconds, half-open, open ends, no naive times."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from chronofact.graph.time import (
    END_OF_TIME,
    Period,
    TimeError,
    from_db,
    iso,
    parse_instant,
    to_db,
    utc,
)


def test_naive_datetimes_are_rejected() -> None:
    with pytest.raises(TimeError, match="no UTC offset"):
        utc(datetime(2024, 1, 1))
    with pytest.raises(TimeError, match="no UTC offset"):
        parse_instant("2024-01-01T00:00:00")


def test_offsets_are_converted_to_utc() -> None:
    assert parse_instant("2024-03-01T02:00:00+02:00") == datetime(2024, 3, 1, tzinfo=UTC)
    assert parse_instant("2024-03-01T00:00:00.000001z") == datetime(
        2024, 3, 1, 0, 0, 0, 1, tzinfo=UTC
    )
    assert parse_instant("2024-03-01T02:00:00 02:00") == datetime(2024, 3, 1, tzinfo=UTC)


def test_garbage_is_rejected() -> None:
    for text in ("yesterday", "", "2024-13-01T00:00:00Z"):
        with pytest.raises(TimeError):
            parse_instant(text)


def test_period_bounds() -> None:
    start = datetime(2024, 1, 1, tzinfo=UTC)
    with pytest.raises(TimeError, match="empty or inverted"):
        Period(start, start)
    with pytest.raises(TimeError, match="empty or inverted"):
        Period(start, start - timedelta(microseconds=1))
    p = Period(start, start + timedelta(days=1))
    assert p.contains(start) and not p.contains(p.end)
    assert p.contains(p.end - timedelta(microseconds=1))
    assert Period.of(start, None).end == END_OF_TIME and Period.of(start, None).open_end is None


def test_open_end_round_trip() -> None:
    assert from_db(to_db(None)) is None
    assert iso(from_db(to_db(datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=1)))))) == (
        "2023-12-31T23:00:00.000000Z"
    )


instants = st.datetimes(
    min_value=datetime(1900, 1, 1), max_value=datetime(2200, 1, 1), timezones=st.just(UTC)
)


# two distinct instants, earlier first: the bounds of a non-empty half-open period
bounds = st.lists(instants, min_size=2, max_size=2, unique=True).map(sorted)


_T0, _T1, _T2 = (datetime(2024, 1, d, tzinfo=UTC) for d in (1, 2, 3))


@given(first=bounds, second=bounds)
@example(first=[_T0, _T1], second=[_T1, _T2])  # adjacent: half-open, so no overlap
@example(first=[_T0, _T2], second=[_T1, _T2])  # shared end
def test_overlap_is_symmetric_and_matches_points(
    first: list[datetime], second: list[datetime]
) -> None:
    (a, b), (c, d) = first, second
    p, q = Period(a, b), Period(c, d)
    assert p.overlaps(q) == q.overlaps(p)
    shared = max(a, c)
    assert p.overlaps(q) == (p.contains(shared) and q.contains(shared))
    assert p.covers(q) == (a <= c and d <= b)


@given(instants)
def test_iso_round_trips_with_microseconds(t: datetime) -> None:
    assert parse_instant(iso(t) or "") == t


def test_next_and_previous_instant_saturate_at_the_ends_of_time() -> None:
    from chronofact.graph.time import (
        BEGINNING_OF_TIME,
        END_OF_TIME,
        MICROSECOND,
        next_instant,
        previous_instant,
    )

    t = datetime(2024, 3, 1, tzinfo=UTC)
    assert next_instant(t) == t + MICROSECOND and previous_instant(t) == t - MICROSECOND
    assert next_instant(END_OF_TIME) == END_OF_TIME
    assert previous_instant(BEGINNING_OF_TIME) == BEGINNING_OF_TIME


def test_an_offset_before_the_first_instant_is_a_time_error() -> None:
    from chronofact.graph.time import TimeError, parse_instant

    with pytest.raises(TimeError, match="outside"):
        parse_instant("0001-01-01T00:00:00+01:00", "valid_from")
