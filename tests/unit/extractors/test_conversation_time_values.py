"""A time value (a meeting's time, a deadline) said with the date of its change: the date is cut
from the value and dates it (`trim.without_change_date`, `finding_claim.claim_times`). Sentences
written for this test (not from any bench set)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.trim import without_change_date

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)
EX = ConversationExtractor()


def d(y: int, m: int, day: int = 1) -> datetime:
    return datetime(y, m, day, tzinfo=UTC)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Thursday 11am in june", "Thursday 11am"),
        ("Saturdays 10am back in June", "Saturdays 10am"),
        ("every other Friday at 4 as of may", "every other Friday at 4"),
        ("10am from next week", "10am"),
        ("4 July since March", "4 July"),
        ("in June", "in June"),  # nothing left: the value is the time
        ("June", "June"),
        ("the end of May", "the end of May"),
    ],
)
def test_without_change_date(said: str, kept: str) -> None:
    assert without_change_date(said) == kept


@pytest.mark.parametrize(
    ("text", "slot", "value", "start"),
    [
        (
            "the design sync moved to Thursday 11am in june",
            "sync_time",
            "Thursday 11am",
            d(2025, 6),
        ),
        ("the deadline moved to 4 July back in may", "deadline", "4 July", d(2025, 5)),
        ("my thesis is due 31 January now", "deadline", "31 January", AT),
        ("the standup is moving to 10am from next week", "standup_time", "10am", d(2025, 9, 22)),
    ],
)
def test_a_time_value_dated_by_its_change(
    text: str, slot: str, value: str, start: datetime
) -> None:
    claims = {
        (c.predicate, c.value or c.object): c.valid_from
        for c in EX.extract(Message(text, "Sam", AT))
    }
    assert claims[(slot, value)] == start


def test_hostile_time_value() -> None:
    assert without_change_date("in " * 10000 + "june") == "in " * 10000 + "june"
