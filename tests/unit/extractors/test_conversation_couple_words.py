"""A couple said without "together" ("Leo and I are seeing each other", "... are dating",
"... are a couple"): the other person is the speaker's partner; look-alikes are not.
Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 30, 17, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _partners(text: str) -> list[tuple[str, str, str]]:
    return [
        (c.action, c.subject, str(c.object or c.value))
        for c in WITH.extract(Message(text, "Wren", AT))
        if c.predicate == "partner" and c.polarity
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Bastian and I are seeing each other, early days though.",
        "Bastian and I have been dating since the spring.",
        "Bastian and I are officially a couple!",
        "Bastian and I are in a relationship now.",
    ],
)
def test_a_couple_without_together_names_the_partner(text: str) -> None:
    assert ("assert", "Wren", "Bastian") in _partners(text)


@pytest.mark.parametrize(
    "text",
    [
        "Bastian and I are a couple of night owls.",
        "Bastian and I are dating app designers.",
        "Bastian and I were together at the gig.",
    ],
)
def test_look_alikes_name_no_partner(text: str) -> None:
    assert _partners(text) == []
