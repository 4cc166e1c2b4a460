"""A day named and then given ("my last day is the 30th", "the deadline is now the 14th"): the
ordinal day alone needs a preposition before it ("on the 30th"), and "<day> is" says as much.
Found using the product (sixteenth session: "handed in my notice, my last day is the 30th"
ended the job on the day of the message). Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.temporal import extract_temporal

AT = datetime(2025, 9, 15, 9, tzinfo=UTC)  # a Monday


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("my last day is the 30th", "2025-09-30"),
        ("The deadline is now the 19th.", "2025-09-19"),
        ("the interview's the 22nd", "2025-09-22"),
        ("Her start date will be the 1st", "2025-10-01"),
    ],
)
def test_a_day_named_then_given_is_a_time(text: str, day: str) -> None:
    [mention] = extract_temporal(text, AT)
    assert mention.start is not None and mention.start.date().isoformat() == day


@pytest.mark.parametrize(
    "text",
    ["it was the 3rd time", "she came 2nd in the race", "he is the 1st in line"],
)
def test_an_ordinal_that_is_no_day_stays_no_time(text: str) -> None:
    assert extract_temporal(text, AT) == []


def test_the_last_day_given_dates_the_end() -> None:
    claims = ConversationExtractor().extract(
        Message("I've handed in my notice at Deloitte; my last day is the 30th.", "Alice", AT)
    )
    [end] = [c for c in claims if c.predicate == "works_at" and c.action == "end"]
    assert end.valid_from is not None and end.valid_from.date().isoformat() == "2025-09-30"
