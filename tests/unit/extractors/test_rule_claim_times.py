"""The rule extractor's times: a state said in the present tense starts at a time said beside
it (it does not hold only over that period), and a time said in another part of the sentence,
about something else, is not the claim's."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.claims import extract_claims

OBS = datetime(2025, 9, 15, 10, tzinfo=UTC)


def d(y: int, m: int, day: int = 1) -> datetime:
    return datetime(y, m, day, tzinfo=UTC)


def times(text: str, predicate: str) -> tuple[datetime | None, datetime | None]:
    found = [c for c in extract_claims(text, "Arjun", OBS) if c.predicate == predicate]
    assert len(found) == 1, found
    return found[0].valid_from, found[0].valid_to


@pytest.mark.parametrize(
    ("text", "predicate", "start"),
    [
        ("Dev's manager is Rahul since the reorg in July", "manager", d(2025, 7)),
        ("My manager is Leah as of the restructure in June", "manager", d(2025, 6)),
        ("I work at Acme in July and it's great", "works_at", d(2025, 7)),
        ("My boss is Priya, since June.", "boss", d(2025, 6)),
    ],
)
def test_a_present_state_starts_at_its_time(text: str, predicate: str, start: datetime) -> None:
    assert times(text, predicate) == (start, None)


@pytest.mark.parametrize(
    "text",
    [
        "Neha's manager is Fatima now, Suresh moved to the Hyderabad office in June",
        "My boss is Priya, the old one left in May",
        "Tom's manager is Sara - the reorg was in March",
    ],
)
def test_a_time_of_another_part_is_not_the_claims(text: str) -> None:
    start, end = times(text, "manager" if "manager" in text else "boss")
    assert end is None and (start is None or start >= OBS)


@pytest.mark.parametrize(
    ("text", "period"),
    [
        ("I worked at Oracle in 2019.", (d(2019, 1), d(2020, 1))),
        ("I worked at Oracle, back in 2019", (d(2019, 1), d(2020, 1))),
        ("I lived in Tokyo from 2015 to 2018.", (d(2015, 1), d(2019, 1))),
    ],
)
def test_a_past_state_keeps_its_period(text: str, period: tuple[datetime, datetime]) -> None:
    predicate = "works_at" if "Oracle" in text else "lives_in"
    assert times(text, predicate) == period
