"""A second person's own clause after "and" ("Pete retired and Dana is my boss now"): the
first person's clause does not swallow the second's name, and the speaker's new value is read.
Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.clauses import clause_spans
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 30, 17, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _said(text: str, predicate: str) -> list[tuple[str, str, str]]:
    return [
        (c.action, c.subject, str(c.object or c.value))
        for c in WITH.extract(Message(text, "Noor", AT))
        if c.predicate == predicate and c.polarity
    ]


@pytest.mark.parametrize(
    ("text", "boss"),
    [
        ("Gareth took early retirement in March and Priti is my manager now.", "Priti"),
        ("Dominik moved to the Oslo office and Hanne is my manager since then.", "Hanne"),
    ],
)
def test_a_new_holder_after_another_persons_news_is_read(text: str, boss: str) -> None:
    said = _said(text, "manager")
    assert ("assert", "Noor", boss) in said
    assert not [s for s in said if s[0] == "end" and s[2] == boss]


def test_the_other_persons_clause_is_its_own() -> None:
    text = "Ruth moved to Glasgow and Callum is our team lead"
    assert [text[s:e] for s, e in clause_spans(text)] == [
        "Ruth moved to Glasgow",
        "Callum is our team lead",
    ]


@pytest.mark.parametrize(
    "text", ["Fortnum and Mason is my favourite shop", "Tom and Jerry are my cats"]
)
def test_a_name_in_two_parts_stays_one_clause(text: str) -> None:
    assert len(clause_spans(text)) == 1
