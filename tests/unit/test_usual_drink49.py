"""One's usual drink said beside a habit (`usual_drink._HABIT_DRINK`): "a large flat white
with an extra shot, every day", "on my oat milk latte AGAIN, three years of the exact same
order", "Fraser's having his usual flat white?", and "my usual at the café on Oxford Street
is an iced americano". Not coffee bought for others, a cold latte, or the usual crowd."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _drinks(text: str, speaker: str = "Jess") -> set[tuple[str, str]]:
    return {
        (c.subject, str(c.object))
        for c in WITH.extract(Message(text, speaker, AT))
        if c.predicate == "drinks" and c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "drink"),
    [
        (
            "a large flat white with an extra shot, every day, no exceptions",
            ("Jess", "large flat white"),
        ),
        (
            "My usual at the café on Oxford Street is an iced americano, black, no nonsense.",
            ("Jess", "iced americano"),
        ),
        (
            "the barista wrote 'Jes' on my oat milk latte AGAIN, years of the exact same order",
            ("Jess", "oat milk latte"),
        ),
        (
            "picking up coffees on the way over, Fraser's having his usual flat white?",
            ("Fraser", "flat white"),
        ),
        (
            "double espresso before the school run, every single morning",
            ("Jess", "double espresso"),
        ),
        (
            "these days it's a decaf cappuccino for me, doctor's orders",
            ("Jess", "decaf cappuccino"),
        ),
    ],
)
def test_a_drink_beside_a_habit_is_the_usual(text: str, drink: tuple[str, str]) -> None:
    assert _drinks(text) == {drink}


@pytest.mark.parametrize(
    "text",
    [
        "my latte was cold today, ugh",
        "we had drinks after work, the usual crowd",
        "every day I walk past the coffee shop and resist",
    ],
)
def test_a_drink_without_a_habit_is_no_usual(text: str) -> None:
    assert _drinks(text) == set()


@pytest.mark.parametrize(
    ("text", "drinks"),
    [
        (
            "the cafe lady just starts making my oat latte when she sees me walk in now",
            {("Jess", "oat latte")},
        ),
        ("she started making my coffee", set()),  # once, not made on sight
    ],
)
def test_a_drink_made_on_sight_is_the_usual(text: str, drinks: set[tuple[str, str]]) -> None:
    # found ingesting a chat (session 51)
    assert _drinks(text) == drinks
