"""A doctor said by the care they give (`doctor_said`): "Dr Amna filled two cavities", "Took
Mom to her check-up with Dra. Salazar", "moved my care to Dr. Nwosu". Not a question, a
doctor on the news or on television."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.doctor_said import doctors_said

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)


def _doctors(text: str, speaker: str = "Ada") -> set[tuple[str, str]]:
    return {
        (c.subject, str(c.object))
        for c in doctors_said(Message(text, speaker, AT), [])
        if c.predicate == "doctor"
    }


@pytest.mark.parametrize(
    ("text", "doctor"),
    [
        (
            "Dr Amna filled two cavities and it didn't even hurt, best dentist in F-7",
            ("Ada", "Dr Amna"),
        ),
        (
            "Took Mom to her check-up with Dra. Salazar yesterday, very thorough",
            ("Ada's mom", "Dra. Salazar"),
        ),
        ("Changed dentists, Dr Hussain in Partick has you in and out", ("Ada", "Dr Hussain")),
        ("moved my care to Dr. Nwosu at Lagoon Hospital, closer to home", ("Ada", "Dr. Nwosu")),
        ("my sister's appointment with Dr Lee is on Friday", ("Ada's sister", "Dr Lee")),
    ],
)
def test_a_doctor_said_by_the_care_given(text: str, doctor: tuple[str, str]) -> None:
    assert _doctors(text) == {doctor}


@pytest.mark.parametrize(
    "text",
    [
        "should I see Dr Patel about my knee?",
        "Dr Fauci was on the news again",
        "Dr Who is back on telly tonight",
        "my old dentist Dr Grey did my fillings for years",
    ],
)
def test_a_question_or_a_doctor_in_the_news_is_none(text: str) -> None:
    assert _doctors(text) == set()
