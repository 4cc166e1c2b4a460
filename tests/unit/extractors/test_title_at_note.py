"""A job said as a note, with no subject or verb (`shapes._title_at`): "Head of maths at King
David Linksfield from October." is the speaker's job and employer from October; a meal, a
meeting or a sentence that goes on after the name is no job."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor

AT = datetime(2025, 9, 20, 18, tzinfo=UTC)
RULES = ConversationExtractor()


def _claims(text: str) -> set[tuple[str, str, str, str]]:
    return {
        (c.predicate, str(c.object or c.value), str(c.valid_from and c.valid_from.date()), c.action)
        for c in RULES.extract(Message(text, "Naledi", AT))
        if c.polarity
    }


@pytest.mark.parametrize(
    ("text", "title", "employer", "since"),
    [
        (
            "I've started at a new school! Head of maths at King David Linksfield from October.",
            "head of maths",
            "King David Linksfield",
            "2025-10-01",
        ),
        (
            "Senior nurse at Groote Schuur from November.",
            "senior nurse",
            "Groote Schuur",
            "2025-11-01",
        ),
        (
            "New job: data analyst at Bank of America.",
            "data analyst",
            "Bank of America",
            "2025-09-20",
        ),
    ],
)
def test_a_job_said_as_a_note(text: str, title: str, employer: str, since: str) -> None:
    claims = _claims(text)
    assert ("occupation", title, since, "assert") in claims
    assert ("works_at", employer, since, "assert") in claims


@pytest.mark.parametrize(
    "text",
    [
        "Dinner at Nando's from 7.",
        "Drinks with Sipho at 8.",
        "Big meeting at Discovery tomorrow.",
        "Manager at Tesco said no.",
        "The rates were better at Danske Bank, so we moved the mortgage.",
    ],
)
def test_a_meal_a_meeting_or_a_sentence_is_no_job(text: str) -> None:
    assert not any(p in ("occupation", "works_at") for p, _, _, _ in _claims(text))
