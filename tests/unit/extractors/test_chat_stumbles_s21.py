"""Stumbles found using the product in the twenty-first session (a JSONL chat of notes to an
assistant, ingested with the CLI and asked over REST). Sentences written for these tests, each
with look-alikes that must keep their reading."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.registry import get_extractor

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = get_extractor("conversation")  # as the product reads: the rules and the learned reader


def _said(text: str) -> set[tuple[str, str, str, str]]:
    return {
        (c.action, c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, "Nadia", AT))
    }


@pytest.mark.parametrize(
    ("text", "predicate", "name"),
    [
        ("Karim is my boyfriend btw, it's been a year", "partner", "Karim"),
        ("Sven is my landlord lol", "landlord", "Sven"),
        ("Mia is my new manager tbh", "manager", "Mia"),
    ],
)
def test_a_chat_word_after_a_relation_is_no_part_of_its_name(
    text: str, predicate: str, name: str
) -> None:
    assert ("assert", "Nadia", predicate, name) in _said(text)


def test_a_sentence_break_after_the_employer_is_no_part_of_it() -> None:
    said = {
        (c.predicate, str(c.object or c.value), c.valid_from)
        for c in WITH.extract(
            Message("news: I got the team lead role at Ocado. I start 3 July", "Nadia", AT)
        )
        if c.predicate == "works_at"
    }
    assert said == {("works_at", "Ocado", datetime(2025, 7, 3, tzinfo=UTC))}


def test_a_dot_inside_an_employers_name_stays() -> None:
    said = _said("accepted the offer at Booking.com, I start 1 May")
    assert any(p == "works_at" and v == "Booking.com" for _, _, p, v in said)


@pytest.mark.parametrize(
    ("text", "doctor"),
    [
        ("Dr Mensah retired, the practice put me with Dr Roy instead", "Dr Roy"),
        ("The surgery moved me to Dr Castillo after the audit.", "Dr Castillo"),
        ("They've moved me to Dr Varga, so much better", "Dr Varga"),
    ],
)
def test_a_doctor_one_is_put_with(text: str, doctor: str) -> None:
    assert ("assert", "Nadia", "doctor", doctor) in _said(text)


def test_being_put_with_a_colleague_is_no_doctor() -> None:
    said = _said("They put me with Anders on the night shift.")
    assert not any(p == "doctor" for _, _, p, _ in said)
