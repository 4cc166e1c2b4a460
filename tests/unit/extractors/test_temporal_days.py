"""Days of the month said alone or in words, and months said alone, resolved by the way their
sentence points (`chronofact.extractors.temporal.days`): several wordings each, month ends, the
year's end and leap days; look-alikes that are no day; the cost on hostile text. Sentences
written for this test (not from any bench set)."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import pytest

from chronofact.extractors.temporal import extract_temporal

SEP = datetime(2025, 9, 15, 10, tzinfo=UTC)  # a Monday
FEB = datetime(2025, 2, 10, 9, tzinfo=UTC)  # a common February
LEAP = datetime(2024, 2, 10, 9, tzinfo=UTC)  # a leap February
DEC = datetime(2025, 12, 20, 9, tzinfo=UTC)
JAN = datetime(2026, 1, 3, 9, tzinfo=UTC)
MAR = datetime(2025, 3, 5, 9, tzinfo=UTC)


def d(y: int, m: int, day: int = 1) -> datetime:
    return datetime(y, m, day, tzinfo=UTC)


def starts(text: str, at: datetime) -> list[tuple[str, datetime | None]]:
    return [(m.text, m.start) for m in extract_temporal(text, at)]


@pytest.mark.parametrize(
    ("text", "at", "said", "start"),
    [
        # looking ahead: the next such day
        ("I start at Stripe on the 17th", SEP, "on the 17th", d(2025, 9, 17)),
        ("the new lease runs from the 1st", SEP, "from the 1st", d(2025, 10, 1)),
        ("starting on the 3rd, if all goes well", SEP, "starting on the 3rd", d(2025, 10, 3)),
        ("we're moving on the 31st", SEP, "on the 31st", d(2025, 10, 31)),  # no 31 Sep
        ("I'm flying out on the 29th", FEB, "on the 29th", d(2025, 3, 29)),  # common Feb
        ("I'm flying out on the 29th", LEAP, "on the 29th", d(2024, 2, 29)),  # leap Feb
        ("the job starts from the 5th", DEC, "from the 5th", d(2026, 1, 5)),  # year end
        # looking back: the last such day
        ("it was delivered on the 9th", SEP, "on the 9th", d(2025, 9, 9)),
        ("vegan since the 20th", SEP, "since the 20th", d(2025, 8, 20)),
        ("been here since the 28th", JAN, "since the 28th", d(2025, 12, 28)),  # year end
        ("been here since the 31st", MAR, "since the 31st", d(2025, 1, 31)),  # no 31 Feb
        # in words
        ("vegan since the first of may", SEP, "since the first of may", d(2025, 5, 1)),
        (
            "moved there on the twenty-third of June",
            SEP,
            "on the twenty-third of June",
            d(2025, 6, 23),
        ),
        (
            "since the thirty-first of December",
            JAN,
            "since the thirty-first of December",
            d(2025, 12, 31),
        ),
        (
            "born on the twenty-ninth of February",
            FEB,
            "on the twenty-ninth of February",
            d(2024, 2, 29),
        ),
    ],
)
def test_day_of_the_month_said_alone_or_in_words(
    text: str, at: datetime, said: str, start: datetime
) -> None:
    assert starts(text, at) == [(said, start)]


@pytest.mark.parametrize(
    ("text", "at", "start"),
    [
        ("I've been vegan since october", SEP, d(2024, 10)),  # a month to come: the last one
        ("I moved in December", SEP, d(2024, 12)),
        ("she left in May", SEP, d(2025, 5)),
        ("we're moving in January", datetime(2025, 11, 2, tzinfo=UTC), d(2026, 1)),
        ("I'll start in March", SEP, d(2026, 3)),
        ("the gym is closed in May", SEP, d(2025, 5)),  # neither: the base year's
        ("did switch in may", SEP, d(2025, 5)),  # a verb after "did" points back
        ("since September", SEP, d(2025, 9)),  # the month of the message
    ],
)
def test_month_said_alone_is_the_one_its_sentence_points_to(
    text: str, at: datetime, start: datetime
) -> None:
    [mention] = extract_temporal(text, at)
    assert mention.start == start


@pytest.mark.parametrize(
    ("text", "at", "start"),
    [
        ("He starts on the 3rd of March", datetime(2025, 6, 1, tzinfo=UTC), d(2026, 3, 3)),
        ("my lease begins 2 February", SEP, d(2026, 2, 2)),
        ("I'll be joining on 4th Jan", DEC, d(2026, 1, 4)),
        ("we moved in on the 20th of October", SEP, d(2024, 10, 20)),  # to come: the last one
        ("she left on 12 July", SEP, d(2025, 7, 12)),
        ("the shop shuts on the 2nd of June", SEP, d(2025, 6, 2)),  # neither: the base year's
    ],
)
def test_day_and_month_in_figures_is_in_the_year_its_sentence_points_to(
    text: str, at: datetime, start: datetime
) -> None:
    [mention] = extract_temporal(text, at)
    assert mention.start == start


def test_a_couple_of_units_ago_without_of() -> None:
    assert starts("switched to RBC a couple weeks ago", SEP) == [
        ("a couple weeks ago", d(2025, 9, 1))
    ]
    assert starts("moved a couple of months back", SEP)[0][1] == d(2025, 7)


@pytest.mark.parametrize(
    "text",
    [
        "The town hall happens on the first Thursday",
        "she lives on the 3rd floor",
        "it's my 30th birthday",
        "the 2nd of three",
        "we came 17th",  # no preposition before it
        "first of all, I love it",
    ],
)
def test_ordinals_that_are_no_day(text: str) -> None:
    assert extract_temporal(text, SEP) == []


def test_weekday_in_lower_case_after_a_capitalised_word() -> None:
    [m] = extract_temporal("starting at a coffee roaster in Smithfield monday", SEP)
    assert (m.text, m.start) == ("monday", d(2025, 9, 22))
    assert extract_temporal("we met on Good Friday", SEP) == []
    assert extract_temporal("see you on black friday", SEP) == []


def test_hostile_text_stays_linear() -> None:
    for text in ("on the 1st " * 2000, "the first of " * 2000, "since the " * 3000 + "1st"):
        t0 = time.perf_counter()
        extract_temporal(text[:20000], SEP)
        assert time.perf_counter() - t0 < 3.0
