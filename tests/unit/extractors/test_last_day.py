"""An employer's end dated by the last day said beside it (`last_day`, and the time after
"last day is" looking ahead: `temporal.tense`). Found using the product (sixteenth session):
"my last day at Infosys is friday" ended the job the Friday before. Sentences written for these
tests; said on Friday 10 January 2025."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.temporal import extract_temporal

AT = datetime(2025, 1, 10, 12, tzinfo=UTC)
RULES = ConversationExtractor()


def _ends(text: str) -> dict[str | None, date | None]:
    return {
        c.object: c.valid_from.date() if c.valid_from else None
        for c in RULES.extract(Message(text, "Meera", AT))
        if c.action == "end" and c.predicate == "works_at"
    }


@pytest.mark.parametrize(
    ("text", "employer", "day"),
    [
        ("resigned from Deloitte! last day is friday", "Deloitte", date(2025, 1, 17)),
        ("quit Infosys, my last day will be 28 feb", "Infosys", date(2025, 2, 28)),
        (
            "my last day at Infosys is friday, starting at Wipro on the 3rd",
            "Infosys",
            date(2025, 1, 17),
        ),
        ("handed in my notice at KPMG. last day's the 31st of January", "KPMG", date(2025, 1, 31)),
    ],
)
def test_the_last_day_dates_the_end(text: str, employer: str, day: date) -> None:
    assert _ends(text)[employer] == day


@pytest.mark.parametrize(
    "text",
    ["left Accenture, my last day was friday", "left Accenture last friday, glad it's over"],
)
def test_a_last_day_gone_by_is_in_the_past(text: str) -> None:
    assert _ends(text)["Accenture"] <= AT.date()


def test_a_last_day_alone_ends_nothing() -> None:
    assert _ends("last day of the holiday is friday, back to it monday") == {}


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("my last day is friday", date(2025, 1, 17)),
        ("my last shift is friday", date(2025, 1, 17)),
        ("my last day was friday", date(2025, 1, 3)),
        ("it rained last friday", date(2025, 1, 3)),
    ],
)
def test_last_day_is_looks_ahead_and_last_alone_back(text: str, day: date) -> None:
    (mention,) = extract_temporal(text, AT)
    assert mention.start is not None and mention.start.date() == day
