from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chronofact.extractors.temporal import (
    TemporalMention,
    extract_temporal,
    parse_time_expression,
)

# Thursday 2023-08-10 13:56 UTC
OBS = datetime(2023, 8, 10, 13, 56, tzinfo=UTC)


def d(y: int, m: int, day: int = 1) -> datetime:
    return datetime(y, m, day, tzinfo=UTC)


def one(text: str, observed_at: datetime = OBS) -> TemporalMention:
    mentions = extract_temporal(text, observed_at)
    assert len(mentions) == 1, mentions
    return mentions[0]


@pytest.mark.parametrize(
    ("expr", "start", "end", "kind"),
    [
        ("since 2019", d(2019, 1), None, "since"),
        ("in 2019", d(2019, 1), d(2020, 1), "point"),
        ("last May", d(2023, 5), d(2023, 6), "point"),
        ("yesterday", d(2023, 8, 9), d(2023, 8, 10), "point"),
        ("today", d(2023, 8, 10), d(2023, 8, 11), "point"),
        ("tomorrow", d(2023, 8, 11), d(2023, 8, 12), "point"),
        ("next week", d(2023, 8, 14), d(2023, 8, 21), "point"),
        ("last week", d(2023, 7, 31), d(2023, 8, 7), "point"),
        ("this week", d(2023, 8, 7), d(2023, 8, 14), "point"),
        ("this weekend", d(2023, 8, 12), d(2023, 8, 14), "point"),
        ("two weeks ago", d(2023, 7, 27), d(2023, 7, 28), "duration_ago"),
        ("3 days ago", d(2023, 8, 7), d(2023, 8, 8), "duration_ago"),
        ("a couple of days ago", d(2023, 8, 8), d(2023, 8, 9), "duration_ago"),
        ("three months ago", d(2023, 5), d(2023, 6), "duration_ago"),
        ("2 years ago", d(2021, 1), d(2022, 1), "duration_ago"),
        ("until March 2024", None, d(2024, 3), "until"),
        ("before 2020", None, d(2020, 1), "until"),
        ("through March 2024", None, d(2024, 4), "until"),
        ("after 2019", d(2020, 1), None, "since"),
        ("from 2018 to 2020", d(2018, 1), d(2021, 1), "range"),
        ("between May and June", d(2023, 5), d(2023, 7), "range"),
        ("in 2018-2020", d(2018, 1), d(2021, 1), "range"),
        ("May 2019", d(2019, 5), d(2019, 6), "point"),
        ("May 5th, 2019", d(2019, 5, 5), d(2019, 5, 6), "point"),
        ("the 5th of May 2019", d(2019, 5, 5), d(2019, 5, 6), "point"),
        ("2019-05-06", d(2019, 5, 6), d(2019, 5, 7), "point"),
        ("05/06/2019", d(2019, 5, 6), d(2019, 5, 7), "point"),
        ("on May 5", d(2023, 5, 5), d(2023, 5, 6), "point"),
        ("the 1990s", d(1990, 1), d(2000, 1), "point"),
        ("early 2019", d(2019, 1), d(2020, 1), "point"),
        ("last month", d(2023, 7), d(2023, 8), "point"),
        ("next year", d(2024, 1), d(2025, 1), "point"),
        ("last August", d(2022, 8), d(2022, 9), "point"),
        ("next August", d(2024, 8), d(2024, 9), "point"),
        ("this August", d(2023, 8), d(2023, 9), "point"),
        ("last Monday", d(2023, 8, 7), d(2023, 8, 8), "point"),
        ("on Thursday", d(2023, 8, 3), d(2023, 8, 4), "point"),
        ("next Friday", d(2023, 8, 11), d(2023, 8, 12), "point"),
        ("in 3 days", d(2023, 8, 13), d(2023, 8, 14), "point"),
        ("for the past 5 years", d(2018, 8, 10), None, "duration_for"),
        ("since last May", d(2023, 5), None, "since"),
        ("as of 2021", d(2021, 1), None, "since"),
    ],
)
def test_rules(expr: str, start: datetime | None, end: datetime | None, kind: str) -> None:
    m = one(expr)
    assert (m.start, m.end, m.kind) == (start, end, kind)
    assert m.text == expr
    assert m.span == (0, len(expr))


def test_last_may_said_in_may_means_previous_year() -> None:
    m = one("last May", datetime(2023, 5, 20, tzinfo=UTC))
    assert (m.start, m.end) == (d(2022, 5), d(2022, 6))


def test_relative_to_observation_not_wall_clock() -> None:
    m = one("yesterday", datetime(2001, 3, 1, 10, tzinfo=UTC))
    assert (m.start, m.end) == (d(2001, 2, 28), d(2001, 3, 1))


def test_observed_at_in_other_timezone_is_converted_to_utc() -> None:
    # 2023-08-11 01:00 at UTC+5 is 2023-08-10 20:00 UTC
    tz = timezone(timedelta(hours=5))
    m = one("yesterday", datetime(2023, 8, 11, 1, 0, tzinfo=tz))
    assert (m.start, m.end) == (d(2023, 8, 9), d(2023, 8, 10))
    assert m.start is not None and m.start.tzinfo is not None


def test_naive_observed_at_rejected() -> None:
    with pytest.raises(ValueError):
        extract_temporal("since 2019", datetime(2023, 1, 1))


def test_span_in_sentence() -> None:
    text = "I have worked at Acme since 2019."
    m = one(text)
    assert m.span == (22, 32)
    assert text[m.span[0] : m.span[1]] == "since 2019"


@pytest.mark.parametrize(
    "text",
    [
        "The author of 1984 is George Orwell.",
        "2004 NBA Draft is associated with the sport of basketball.",
        "I may go to the party.",
        "Women's March on Washington",
        "2015\u201316 Serbian SuperLiga is associated with the sport of basketball.",
        "Where do you work?",
    ],
)
def test_no_false_positives(text: str) -> None:
    assert extract_temporal(text, OBS) == []


def test_multiple_mentions_in_order() -> None:
    ms = extract_temporal("I moved in May and left two weeks ago.", OBS)
    assert [m.text for m in ms] == ["in May", "two weeks ago"]
    assert ms[0].start == d(2023, 5)


def test_parse_time_expression() -> None:
    assert parse_time_expression("since 2019", OBS) == (d(2019, 1), None)
    assert parse_time_expression("2019", OBS) == (d(2019, 1), d(2020, 1))
    assert parse_time_expression("last May", OBS) == (d(2023, 5), d(2023, 6))
    assert parse_time_expression("hello there", OBS) is None


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=120))
def test_never_raises_and_spans_index_text(text: str) -> None:
    for m in extract_temporal(text, OBS):
        assert 0 <= m.span[0] < m.span[1] <= len(text)
        assert text[m.span[0] : m.span[1]] == m.text
        if m.start is not None and m.end is not None:
            assert m.start < m.end


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["since", "in", "until", "after", "during"]),
    st.integers(min_value=1900, max_value=2099),
    st.text(alphabet=" abcxyz,.", max_size=20),
)
def test_year_mentions_embedded(prep: str, year: int, noise: str) -> None:
    text = f"{noise} {prep} {year} {noise}"
    ms = extract_temporal(text, OBS)
    assert any(str(year) in m.text for m in ms)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        # OBS is a Thursday: "on Monday" after a word that looks ahead is the coming one
        ("starting at Farfetch on Monday as an analyst", d(2023, 8, 14)),
        ("my new job starts on monday, so nervous", d(2023, 8, 14)),
        ("we fly out on Saturday", d(2023, 8, 12)),
        ("the report is due on Friday", d(2023, 8, 11)),
        ("I'll ring the dentist on tuesday", d(2023, 8, 15)),
        # otherwise, or in the past tense, the last one
        ("I started at Farfetch on Monday", d(2023, 8, 7)),
        ("met him on saturday", d(2023, 8, 5)),
        ("the report was due on Friday", d(2023, 8, 4)),
        ("starting was hard. Then on Monday it clicked", d(2023, 8, 7)),
    ],
)
def test_on_weekday_looks_ahead_only_after_a_future_word(text: str, day: datetime) -> None:
    assert one(text).start == day


@pytest.mark.parametrize(
    ("text", "observed", "day"),
    [
        ("dairy-free since new year", d(2025, 3, 2), d(2025, 1, 1)),
        ("been sober since the new year", d(2025, 6, 2), d(2025, 1, 1)),
        ("going vegan from New Year's Day", d(2025, 12, 20), d(2026, 1, 1)),
    ],
)
def test_new_year_after_a_preposition(text: str, observed: datetime, day: datetime) -> None:
    assert one(text, observed).start == day


@pytest.mark.parametrize("text", ["happy new year!!", "a new year of fun", "New Year plans?"])
def test_new_year_alone_is_no_time(text: str) -> None:
    assert extract_temporal(text, OBS) == []
