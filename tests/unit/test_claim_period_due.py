"""A deadline's date said after "until" is its value, not when the fact ends ("SARS gave me
until 20 January"); on any other slot "until" still ends the fact ("I lived in Paris until
2020")."""

from __future__ import annotations

from datetime import UTC, datetime

from chronofact.extractors.claims import Claim
from chronofact.graph.ingest.claims_to_ops import claim_period
from chronofact.graph.time import BEGINNING_OF_TIME, END_OF_TIME

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _claim(predicate: str, start: datetime | None, end: datetime | None) -> Claim:
    return Claim(
        subject="Naledi",
        predicate=predicate,
        object="20 January",
        value=None,
        polarity=True,
        valid_from=start,
        valid_to=end,
        span=(0, 10),
        statement="s",
        confidence=0.6,
    )


def test_a_deadline_given_until_a_date_holds_from_now_on() -> None:
    for start, end in [
        (None, datetime(2025, 1, 20, tzinfo=UTC)),  # "gave me until 20 January", read as past
        (AT, datetime(2025, 12, 1, tzinfo=UTC)),  # "gave me until 1 December"
    ]:
        period = claim_period(_claim("deadline", start, end), AT)
        assert period is not None
        assert period.end == END_OF_TIME
        assert period.start == (start or AT)


def test_until_still_ends_a_fact_on_another_slot() -> None:
    period = claim_period(_claim("lives_in", None, datetime(2020, 1, 1, tzinfo=UTC)), AT)
    assert period is not None
    assert (period.start, period.end) == (BEGINNING_OF_TIME, datetime(2020, 1, 1, tzinfo=UTC))
