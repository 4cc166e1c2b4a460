"""A time of everyday speech said with a change is cut from the value and sets when the new value
holds ("moving to Porto end of the month" -> lives_in Porto from the month's last week), through
the conversation extractor. Sentences written for this test (not from any bench set)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 1, 10, 12, tzinfo=UTC)  # a Friday
WITH = ConversationExtractor(embedder=embed)


def d(y: int, m: int, day: int = 1) -> datetime:
    return datetime(y, m, day, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "slot", "value", "valid_from"),
    [
        ("I'm moving to Porto end of the month", "lives_in", "Porto", d(2025, 1, 25)),
        ("I'm starting at Stripe from Monday", "works_at", "Stripe", d(2025, 1, 13)),
        ("I'm moving to Porto mid-January", "lives_in", "Porto", d(2025, 1, 11)),
        ("I'm moving to Porto by the end of the year", "lives_in", "Porto", d(2025, 12)),
        ("I'm moving to Porto at the end of March", "lives_in", "Porto", d(2025, 3, 25)),
        ("I joined Monzo last spring", "works_at", "Monzo", d(2024, 3)),
        ("I moved to Lisbon a fortnight ago", "lives_in", "Lisbon", d(2024, 12, 27)),
        ("I started at Google the other day", "works_at", "Google", d(2025, 1, 4)),
        ("I moved to Berlin earlier this year", "lives_in", "Berlin", d(2025, 1)),
        ("We're moving to Leeds over the holidays", "lives_in", "Leeds", d(2025, 12, 20)),
        ("I'm starting at Zalando on Weds", "works_at", "Zalando", d(2025, 1, 15)),
        ("I'm moving to Rome next quarter", "lives_in", "Rome", d(2025, 4)),
        ("we moved to Ghent over the weekend", "lives_in", "Ghent", d(2025, 1, 4)),
        ("I'm joining Deliveroo at Easter", "works_at", "Deliveroo", d(2025, 4, 18)),
    ],
)
def test_the_time_is_cut_from_the_value_and_sets_valid_from(
    text: str, slot: str, value: str, valid_from: datetime
) -> None:
    claims = [c for c in WITH.extract(Message(text, "Ana", AT)) if c.predicate == slot]
    assert [(c.object or c.value, c.valid_from) for c in claims] == [(value, valid_from)]
