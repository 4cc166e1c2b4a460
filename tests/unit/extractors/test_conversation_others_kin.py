"""Someone else's relative as the subject (twelfth session, a family note ingested as a
document): "Aisha's boyfriend Callum works for Skyscanner" gave nothing, "Sarah's husband works
at Google" gave a job to "Sarah's". The named relative is the subject, with the relation kept as
the owner's fact; an unnamed one is "<owner>'s <relation>". Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _said(text: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, "Sam", AT))
        if c.action == "assert" and c.polarity
    }


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Aisha's boyfriend Callum works for Skyscanner as a data engineer.",
            {
                ("Aisha", "partner", "Callum"),
                ("Callum", "works_at", "Skyscanner"),
                ("Callum", "occupation", "data engineer"),
            },
        ),
        (
            "Kojo's brother Yaw moved to Accra.",
            {("Kojo", "brother", "Yaw"), ("Yaw", "lives_in", "Accra")},
        ),
        (
            "Sarah's husband Tom works at Google.",
            {("Sarah", "married_to", "Tom"), ("Tom", "works_at", "Google")},
        ),
        ("Mum's boyfriend Dave moved in with her", {("Sam's mom", "partner", "Dave")}),
    ],
)
def test_a_named_relative_of_someone_else_is_the_subject(
    text: str, facts: set[tuple[str, str, str]]
) -> None:
    said = _said(text)
    assert facts <= said, said
    assert not any(s.endswith("'s") for s, _, _ in said), said


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Sarah's husband works at Google.", ("Sarah's husband", "works_at", "Google")),
        ("Tom's sister is a nurse", ("Tom's sister", "occupation", "nurse")),
        ("Priya's manager just started at Monzo", ("Priya's manager", "works_at", "Monzo")),
    ],
)
def test_an_unnamed_relative_of_someone_else_is_that_relation(
    text: str, fact: tuple[str, str, str]
) -> None:
    said = _said(text)
    assert fact in said, said
    assert not any(s.endswith("'s") for s, _, _ in said), said


def test_a_possessed_thing_is_no_relative() -> None:
    said = _said("Cian's team won the league")
    assert not any(s.startswith("Cian's") for s, _, _ in said), said
