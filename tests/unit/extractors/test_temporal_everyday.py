"""The times of everyday speech (`chronofact.extractors.temporal.everyday`): each kind with
several wordings and message times, the year's end, a message on the 31st and leap years; the
look-alikes that are no time; and the cost on hostile text."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import pytest

from chronofact.extractors.temporal import TemporalMention, extract_temporal

FRI = datetime(2025, 1, 10, 12, tzinfo=UTC)  # a Friday
NYE = datetime(2024, 12, 31, 18, tzinfo=UTC)  # a Tuesday, the last day of a leap year
LEAP = datetime(2024, 2, 20, 9, tzinfo=UTC)  # a Tuesday in a leap February
PLAIN = datetime(2023, 2, 20, 9, tzinfo=UTC)  # a Monday in a common February
AUG = datetime(2023, 8, 10, 13, tzinfo=UTC)  # a Thursday

Row = tuple[str, datetime, str, datetime | None, datetime | None]


def d(y: int, m: int, day: int = 1) -> datetime:
    return datetime(y, m, day, tzinfo=UTC)


def one(text: str, at: datetime) -> TemporalMention:
    mentions = extract_temporal(text, at)
    assert len(mentions) == 1, mentions
    return mentions[0]


def check(text: str, at: datetime, said: str, start: datetime | None, end: datetime | None) -> None:
    m = one(text, at)
    assert (m.text, m.start, m.end) == (said, start, end)


PARTS: list[Row] = [
    ("moving to Porto end of the month", FRI, "end of the month", d(2025, 1, 25), d(2025, 2, 1)),
    ("moving at the end of the month", NYE, "at the end of the month", d(2024, 12, 25), d(2025, 1)),
    ("by the end of the month", LEAP, "by the end of the month", d(2024, 2, 23), d(2024, 3)),
    ("the end of the month", PLAIN, "the end of the month", d(2023, 2, 22), d(2023, 3)),
    ("the end of next month", NYE, "the end of next month", d(2025, 1, 25), d(2025, 2)),
    ("by the end of the year", NYE, "by the end of the year", d(2024, 12), d(2025, 1)),
    ("at the start of next year", NYE, "at the start of next year", d(2025, 1), d(2025, 2)),
    ("the beginning of the week", FRI, "the beginning of the week", d(2025, 1, 6), d(2025, 1, 8)),
    (
        "towards the end of the week",
        FRI,
        "towards the end of the week",
        d(2025, 1, 10),
        d(2025, 1, 13),
    ),
    (
        "in the middle of next month",
        FRI,
        "in the middle of next month",
        d(2025, 2, 11),
        d(2025, 2, 21),
    ),
    ("early next year", FRI, "early next year", d(2026, 1), d(2026, 5)),
    ("late last year", FRI, "late last year", d(2024, 9), d(2025, 1)),
    ("the end of 2024", FRI, "the end of 2024", d(2024, 12), d(2025, 1)),
    ("the end of Q3", FRI, "the end of Q3", d(2025, 9), d(2025, 10)),
    ("the end of the summer", AUG, "the end of the summer", d(2023, 8), d(2023, 9)),
    ("for the rest of the week", FRI, "the rest of the week", d(2025, 1, 10), d(2025, 1, 13)),
    ("for the rest of the year", NYE, "the rest of the year", d(2024, 12, 31), d(2025, 1)),
    ("from the end of March", FRI, "from the end of March", d(2025, 3, 25), None),
]


@pytest.mark.parametrize(("text", "at", "said", "start", "end"), PARTS)
def test_a_part_of_a_period(
    text: str, at: datetime, said: str, start: datetime, end: datetime
) -> None:
    check(text, at, said, start, end)


MONTH_PARTS: list[Row] = [
    ("I'm moving to Porto mid-January", FRI, "mid-January", d(2025, 1, 11), d(2025, 1, 21)),
    ("we're moving mid-Jan", NYE, "mid-Jan", d(2025, 1, 11), d(2025, 1, 21)),
    (
        "starting late January",
        datetime(2025, 1, 28, tzinfo=UTC),
        "starting late January",
        d(2025, 1, 21),
        None,
    ),
    ("I moved here mid-December", FRI, "mid-December", d(2024, 12, 11), d(2024, 12, 21)),
    ("we moved at the end of March", FRI, "at the end of March", d(2024, 3, 25), d(2024, 4)),
    ("the lease ends at the end of March", FRI, "at the end of March", d(2025, 3, 25), d(2025, 4)),
    ("moving at the end of February", LEAP, "at the end of February", d(2024, 2, 23), d(2024, 3)),
    ("moving at the end of February", PLAIN, "at the end of February", d(2023, 2, 22), d(2023, 3)),
    ("moving early March", LEAP, "early March", d(2024, 3), d(2024, 3, 11)),
    ("late March 2024", FRI, "late March 2024", d(2024, 3, 21), d(2024, 4)),
    ("in early May", AUG, "in early May", d(2023, 5), d(2023, 5, 11)),  # no tense: this year
]


@pytest.mark.parametrize(("text", "at", "said", "start", "end"), MONTH_PARTS)
def test_early_mid_late_or_a_part_of_a_month(
    text: str, at: datetime, said: str, start: datetime, end: datetime
) -> None:
    check(text, at, said, start, end)


SEASONS: list[Row] = [
    ("I joined Monzo last spring", FRI, "last spring", d(2024, 3), d(2024, 6)),
    ("last spring", datetime(2024, 4, 15, tzinfo=UTC), "last spring", d(2023, 3), d(2023, 6)),
    ("this summer", FRI, "this summer", d(2025, 6), d(2025, 9)),
    ("next winter", FRI, "next winter", d(2025, 12), d(2026, 3)),
    ("this winter", FRI, "this winter", d(2024, 12), d(2025, 3)),
    ("this winter", datetime(2024, 11, 20, tzinfo=UTC), "this winter", d(2024, 12), d(2025, 3)),
    ("my lease ends in the autumn", FRI, "in the autumn", d(2025, 9), d(2025, 12)),
    ("we moved in the autumn", FRI, "in the autumn", d(2024, 9), d(2024, 12)),
    ("we're moving in the fall", AUG, "in the fall", d(2023, 9), d(2023, 12)),
    ("I worked there over the summer", AUG, "over the summer", d(2023, 6), d(2023, 9)),
    ("summer 2019", FRI, "summer 2019", d(2019, 6), d(2019, 9)),
    ("in the winter of 2019", FRI, "in the winter of 2019", d(2019, 12), d(2020, 3)),
    ("since last summer", FRI, "since last summer", d(2024, 6), None),
]


@pytest.mark.parametrize(("text", "at", "said", "start", "end"), SEASONS)
def test_a_season(
    text: str, at: datetime, said: str, start: datetime, end: datetime | None
) -> None:
    check(text, at, said, start, end)


HOLIDAYS: list[Row] = [
    ("I'm moving at Christmas", FRI, "at Christmas", d(2025, 12, 24), d(2025, 12, 27)),
    ("we moved over Christmas", FRI, "over Christmas", d(2024, 12, 24), d(2024, 12, 27)),
    (
        "we moved over the holidays",
        datetime(2025, 1, 2, tzinfo=UTC),
        "over the holidays",
        d(2024, 12, 20),
        d(2025, 1, 3),
    ),
    ("moving at Easter", FRI, "at Easter", d(2025, 4, 18), d(2025, 4, 22)),
    (
        "I left at Easter",
        datetime(2024, 6, 1, tzinfo=UTC),
        "at Easter",
        d(2024, 3, 29),
        d(2024, 4, 2),
    ),
    ("last Christmas", FRI, "last Christmas", d(2024, 12, 24), d(2024, 12, 27)),
    ("we met on Christmas Eve", NYE, "on Christmas Eve", d(2024, 12, 24), d(2024, 12, 25)),
    ("we moved in after Christmas", NYE, "after Christmas", d(2024, 12, 27), None),
]


@pytest.mark.parametrize(("text", "at", "said", "start", "end"), HOLIDAYS)
def test_a_holiday(
    text: str, at: datetime, said: str, start: datetime, end: datetime | None
) -> None:
    check(text, at, said, start, end)


WEEKDAYS: list[Row] = [
    ("starting at Stripe from Monday", FRI, "from Monday", d(2025, 1, 13), None),
    ("starting Tuesday", FRI, "starting Tuesday", d(2025, 1, 14), None),
    ("I'm moving Monday", FRI, "Monday", d(2025, 1, 13), d(2025, 1, 14)),
    ("I'm starting at Zalando on Weds", FRI, "on Weds", d(2025, 1, 15), d(2025, 1, 16)),
    ("I moved in on Tues", FRI, "on Tues", d(2025, 1, 7), d(2025, 1, 8)),
    ("my last day was Monday", FRI, "Monday", d(2025, 1, 6), d(2025, 1, 7)),
    ("since Thursday", FRI, "since Thursday", d(2025, 1, 9), None),
    ("this coming Monday", FRI, "this coming Monday", d(2025, 1, 13), d(2025, 1, 14)),
    ("from Monday", NYE, "from Monday", d(2025, 1, 6), None),  # across the year's end
    ("moving Friday morning", FRI, "Friday morning", d(2025, 1, 17), d(2025, 1, 18)),
]


@pytest.mark.parametrize(("text", "at", "said", "start", "end"), WEEKDAYS)
def test_a_weekday(
    text: str, at: datetime, said: str, start: datetime, end: datetime | None
) -> None:
    check(text, at, said, start, end)


RELATIVE: list[Row] = [
    ("I'll move at the weekend", FRI, "at the weekend", d(2025, 1, 11), d(2025, 1, 13)),
    ("I moved over the weekend", FRI, "over the weekend", d(2025, 1, 4), d(2025, 1, 6)),
    (
        "we're moving on the weekend",
        datetime(2025, 1, 11, tzinfo=UTC),
        "on the weekend",
        d(2025, 1, 11),
        d(2025, 1, 13),
    ),
    ("a fortnight ago", FRI, "a fortnight ago", d(2024, 12, 27), d(2024, 12, 28)),
    ("in a fortnight", FRI, "in a fortnight", d(2025, 1, 24), d(2025, 1, 25)),
    ("the other day", FRI, "the other day", d(2025, 1, 4), d(2025, 1, 10)),
    ("earlier this year", FRI, "earlier this year", d(2025, 1), d(2025, 1, 10)),
    (
        "earlier this year",
        datetime(2025, 1, 1, 9, tzinfo=UTC),
        "earlier this year",
        d(2025, 1),
        d(2025, 1, 2),
    ),
    ("later this month", FRI, "later this month", d(2025, 1, 11), d(2025, 2)),
    ("later this month", NYE, "later this month", d(2024, 12, 31), d(2025, 1)),
    ("earlier this week", FRI, "earlier this week", d(2025, 1, 6), d(2025, 1, 10)),
    ("as of today", FRI, "as of today", d(2025, 1, 10), None),
    ("as of now", FRI, "as of now", d(2025, 1, 10), None),
    ("from now on", FRI, "from now on", d(2025, 1, 10), None),
    ("since last week", FRI, "since last week", d(2024, 12, 30), None),
    ("last quarter", FRI, "last quarter", d(2024, 10), d(2025, 1)),
    ("next quarter", NYE, "next quarter", d(2025, 1), d(2025, 4)),
    ("in Q3", FRI, "in Q3", d(2025, 7), d(2025, 10)),
    ("Q3 2024", FRI, "Q3 2024", d(2024, 7), d(2024, 10)),
]


SEP = datetime(2025, 9, 15, 12, tzinfo=UTC)
CHAT: list[Row] = [
    # "N units back" is "N units ago"; a filler between a preposition and its time
    (
        "Canva picked me up a couple of months back",
        SEP,
        "a couple of months back",
        d(2025, 7),
        d(2025, 8),
    ),
    ("we moved two years back", SEP, "two years back", d(2023, 1), d(2024, 1)),
    ("a fortnight back", SEP, "a fortnight back", d(2025, 9, 1), d(2025, 9, 2)),
    ("eating meat again since like may", SEP, "since like may", d(2025, 5), None),
    ("been vegan since like 2021", SEP, "since like 2021", d(2021, 1), None),
    ("from about March", SEP, "from about March", d(2025, 3), None),
]


@pytest.mark.parametrize(("text", "at", "said", "start", "end"), CHAT)
def test_chat_wordings(
    text: str, at: datetime, said: str, start: datetime, end: datetime | None
) -> None:
    check(text, at, said, start, end)


@pytest.mark.parametrize(("text", "at", "said", "start", "end"), RELATIVE)
def test_weekends_fortnights_quarters_and_vague_days(
    text: str, at: datetime, said: str, start: datetime, end: datetime | None
) -> None:
    check(text, at, said, start, end)


@pytest.mark.parametrize(
    "text",
    [
        "after the fall of the Berlin Wall",
        "I got a text from Summer",
        "the spring broke",
        "a hot summer day",
        "the Christmas party was fun",
        "over 2000 people came",
        "we met at May's house",
        "I sat on the sofa",
        "c'mon then",
        "Good Friday service",
        "the Black Friday deals",
        "I had an early day",
        "the end of the road",
        "late to the party",
        "the weekend was great",
        "left Lisbon for the weekend",
        "I live in Leeds now",
        "the Q3 numbers look good",
        "they wed in a barn",
        "I feel like May is great",
        "just got back from costco",
        "Sunday brunch is at Kaffeehaus Morgen these days",
        "I'm playing for a Sunday league side now",
        "sprint planning moved to Thursday 4pm",
        "the client moved our call to Wednesday at 4",
        "he's been at Purdue since fall semester started",
        # a season, a holiday or the weekend said with no tense is a habit
        "I swim in the summer",
        "we eat goose at Christmas",
        "I climb at the weekend",
        "What tradition does Tim love during Thanksgiving?",
    ],
)
def test_look_alikes_are_no_time(text: str) -> None:
    assert extract_temporal(text, FRI) == []


HOSTILE = [
    "the end of " * 2000,
    "mid-" * 5000,
    "early" + " " * 20_000 + "x",
    "end" + " " * 10_000 + "of" + " " * 10_000 + "x",
    "last " * 4000,
    "Monday " * 3000,
    "at Christmas " * 1500,
    "from Monday to the end of next month over the summer holidays " * 300,
]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_text_is_linear(text: str) -> None:
    started = time.perf_counter()
    extract_temporal(text[:20_000], FRI)
    assert time.perf_counter() - started < 3.0
