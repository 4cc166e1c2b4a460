"""A negation in a trailing verb phrase ("... and never talks about it") does not negate the
main clause's claim; a negation of the main clause still does."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _claims(text: str, speaker: str = "Tunde") -> list[Claim]:
    return ConversationExtractor().extract(Message(text, speaker, AT))


def _asserted(claims: list[Claim], predicate: str) -> list[tuple[str | None, bool]]:
    return [
        (c.object if c.object is not None else str(c.value), c.polarity)
        for c in claims
        if c.predicate == predicate and c.action == "assert"
    ]


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        (
            "Chidinma works at Flutterwave and honestly stops talking about payments",
            "works_at",
            "Flutterwave",
        ),
        ("My brother lives in Ibadan and doesn't like the traffic", "lives_in", "Ibadan"),
        ("Kemi works at Andela but never talks about her team", "works_at", "Andela"),
    ],
)
def test_a_trailing_negation_keeps_the_main_claim_positive(
    text: str, predicate: str, value: str
) -> None:
    assert _asserted(_claims(text), predicate) == [(value, True)]


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("Chidinma doesn't work at Flutterwave", "works_at", "Flutterwave"),
        ("Tom and I don't live in Leeds", "lives_in", "Leeds"),
    ],
)
def test_a_negation_of_the_main_clause_still_negates(text: str, predicate: str, value: str) -> None:
    assert set(_asserted(_claims(text), predicate)) == {(value, False)}  # Tom's too
