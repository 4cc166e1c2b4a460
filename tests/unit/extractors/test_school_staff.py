"""A school said beside teaching is a workplace (`conversation.school_staff`, twenty-first
session, using the product); a pupil's school with "his teacher" stays a school. Sentences
written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _slots(text: str, previous: str = "") -> set[tuple[str, str, str]]:
    before = Message(previous, "Tove", AT) if previous else None
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, "Anders", AT, previous=before))
        if c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "school"),
    [
        ("I'm still at Hillside Academy, teaching year 5.", "Hillside Academy"),
        ("I lecture now, I'm a lecturer at Lund University since March.", "Lund University"),
        ("I teach chemistry at Nordic International School.", "Nordic International School"),
    ],
)
def test_a_school_beside_teaching_is_where_one_works(text: str, school: str) -> None:
    said = _slots(text)
    assert ("Anders", "works_at", school) in said
    assert ("Anders", "studies_at", school) not in said


def test_an_answer_to_a_question_about_teaching() -> None:
    said = _slots("yeah I'm at Brookfield Academy, year 3 again", previous="still teaching?")
    assert ("Anders", "works_at", "Brookfield Academy") in said


@pytest.mark.parametrize(
    ("text", "subject", "school"),
    [
        ("Linnea is at Maple Primary now and she adores her teacher.", "Linnea", "Maple Primary"),
        ("Oskar started at Riverside High, his teachers are strict.", "Oskar", "Riverside High"),
    ],
)
def test_a_pupils_teacher_keeps_the_school(text: str, subject: str, school: str) -> None:
    said = _slots(text)
    assert (subject, "works_at", school) not in said
