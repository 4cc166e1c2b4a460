"""A thing said to be in a known state is on a status slot, with or without its verb ("Refund
request rejected", "the lamp I ordered arrived today"): meaning only picks which (an order's
or a request's). People, events and seasons that arrive, are done or are cancelled are no
order or request."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 9, 15, 12, tzinfo=UTC)
EX = ConversationExtractor(embedder=embed)


def _statuses(text: str) -> list[tuple[str, object]]:
    return [
        (c.subject, c.value)
        for c in EX.extract(Message(text, "Nadia", AT))
        if c.predicate == "status" and c.action == "assert"
    ]


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("The lamp I ordered arrived today!", "arrived"),
        ("Refund request rejected, annoying.", "rejected"),
        ("My visa application is under review.", "under review"),
        ("the parcel is in transit", "in transit"),
        ("Ticket 5120 resolved this morning.", "resolved"),
    ],
)
def test_a_thing_in_a_known_state_is_a_status(text: str, state: str) -> None:
    assert [v for _, v in _statuses(text)] == [state]


@pytest.mark.parametrize(
    "text",
    [
        "The guests arrived late.",
        "my parents arrived on sunday",
        "My flight got cancelled.",
        "Anna's arrived.",
        "the summer has arrived",
    ],
)
def test_people_events_and_seasons_are_no_order_or_request(text: str) -> None:
    assert _statuses(text) == []
