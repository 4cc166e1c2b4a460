"""Stumbles found using the product in the forty-fifth session (an MCP round of a student's
chat), with look-alikes. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _said(text: str) -> set[tuple[str, str, str, str]]:
    return {
        (c.action, c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, "Sam", AT))
    }


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("Chloe and I called it a day last month, it's fine honestly", "Chloe"),
        ("me and Chloe went our separate ways in June", "Chloe"),
        ("Tom and I parted ways back in March", "Tom"),
    ],
)
def test_a_couple_parting_in_idiom_ends_the_partner(text: str, who: str) -> None:
    said = _said(text)
    assert ("end", "Sam", "partner", who) in said
    assert ("assert", "Sam", "relationship_status", "single") in said


@pytest.mark.parametrize(
    "text",
    [
        "long shift, I called it a day at six and went home",
        "we called it a day after the third set",
    ],
)
def test_calling_it_a_day_alone_is_no_break_up(text: str) -> None:
    assert not any(p in ("partner", "relationship_status") for _, _, p, _ in _said(text))
