"""A home on a named street ("lives on Baker Street", "rents a flat on Mill Lane"): a residence;
"on" before anything not capitalised is no home ("lives on toast"). Sentences written for
these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 30, 17, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _homes(text: str) -> list[tuple[str, str, str]]:
    return [
        (c.action, c.subject, str(c.object or c.value))
        for c in WITH.extract(Message(text, "Odile", AT))
        if c.predicate == "lives_in" and c.polarity
    ]


@pytest.mark.parametrize(
    ("text", "subject", "street"),
    [
        ("Josef lives on Mill Lane now.", "Josef", "Mill Lane"),
        ("Josef shares a house on Mill Lane with his bandmates.", "Josef", "Mill Lane"),
        ("We rent a flat on Quai Voltaire.", "Odile", "Quai Voltaire"),
    ],
)
def test_a_home_on_a_named_street_is_read(text: str, subject: str, street: str) -> None:
    assert ("assert", subject, street) in _homes(text)


@pytest.mark.parametrize(
    "text", ["I live on toast and tea during exams.", "Josef is living on instant ramen."]
)
def test_living_on_food_is_no_home(text: str) -> None:
    assert _homes(text) == []
