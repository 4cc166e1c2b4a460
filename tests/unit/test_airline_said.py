"""The airline a trip is booked with (`airline_said`): "rebooked on Air India direct" was read
as nothing, "I booked my flights with Ryanair" as a gym."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.airline_said import airlines_said
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _read(text: str) -> list[tuple[str, str]]:
    return [(c.predicate, str(c.object)) for c in airlines_said(Message(text, "Vik", AT), [])]


@pytest.mark.parametrize(
    ("text", "airline"),
    [
        ("Emirates cancelled the Dubai leg so I rebooked on Air India direct", "Air India"),
        ("I booked my flights with Ryanair", "Ryanair"),
        ("we're flying Qatar this time, the layover in Doha is short", "Qatar"),
        ("Booked my Diwali flights home to Chennai already, Emirates via Dubai", "Emirates"),
        ("I'm booked on Emirates via Dubai to London on 20 December.", "Emirates"),
        ("My Qatar Airways flight through Doha: can I add a Jain meal?", "Qatar Airways"),
    ],
)
def test_the_airline_booked(text: str, airline: str) -> None:
    assert _read(text) == [("airline", airline)]


@pytest.mark.parametrize(
    "text",
    [
        "flying to Lisbon in March",  # where, not with whom
        "I booked with Airbnb for the week",  # no flying said
        "should I fly with KLM?",  # a question
        "drove up, Manchester via Leeds, took ages",  # no flying said
        "My wife is flying Etihad a week later",  # hers
        "my Christmas flight got cancelled",  # the occasion, no carrier
    ],
)
def test_no_airline(text: str) -> None:
    assert _read(text) == []


def test_a_claim_of_the_airline_on_another_slot_gives_way() -> None:
    text = "I booked my flights with Ryanair"
    gym = named_claim("Vik", "gym", "Ryanair", "assert", AT, (0, 32))
    out = airlines_said(Message(text, "Vik", AT), [gym])
    assert [(c.predicate, c.object) for c in out] == [("airline", "Ryanair")]
