"""A language studied, said by one's own tutor or teacher of it ("my Thai tutor comes on
Fridays"); not a teacher by trade ("I'm a Dutch teacher") nor someone else's tutor.
Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 30, 17, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _learning(text: str) -> list[tuple[str, str]]:
    return [
        (c.subject, str(c.object or c.value))
        for c in WITH.extract(Message(text, "Lucie", AT))
        if c.predicate == "learning_language" and c.polarity
    ]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("My Thai tutor comes on Fridays after work.", "Thai"),
        ("Our Portuguese teacher gave us loads of homework.", "Portuguese"),
    ],
)
def test_ones_own_language_tutor_says_the_language(text: str, language: str) -> None:
    assert ("Lucie", language) in _learning(text)


def test_a_teacher_by_trade_learns_nothing() -> None:
    assert _learning("I'm a Dutch teacher at the lycée.") == []
