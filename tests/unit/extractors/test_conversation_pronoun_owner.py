""" "His <role>" / "her <role>" opening a sentence, the role being the slot read ("I drove Dad
to the clinic. His consultant is Dr Okafor now"): the person the pronoun points to holds the
value, a relative said alone being the speaker's (`reading_subject.subject_of`). Sentences
written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.reading_subject import sentence_around, subject_of
from chronofact.extractors.learned.reader import Reading


def _subject(text: str, value: str, slot: str) -> str | None:
    start = text.index(value)
    span = (start, start + len(value))
    reading = Reading(
        value=span, value_chance=0.9, slot=slot, slot_chance=0.9, none_chance=0.0, person=None
    )
    message = Message(text, "Iker", datetime(2025, 9, 15, tzinfo=UTC))
    return subject_of(message, reading, sentence_around(text, *span))


@pytest.mark.parametrize(
    ("text", "value", "slot", "want"),
    [
        (
            "I drove Dad to the clinic. His consultant is Dr Okafor now.",
            "Okafor",
            "doctor",
            "Iker's dad",
        ),
        (
            "My brother Olek switched teams in May. His manager is Renata.",
            "Renata",
            "manager",
            "Olek",
        ),
        (
            "Olga had her check-up on Monday. Her GP is Dr Lind these days.",
            "Lind",
            "doctor",
            "Olga",
        ),
    ],
)
def test_the_pronoun_owner_holds_the_value(text: str, value: str, slot: str, want: str) -> None:
    assert _subject(text, value, slot) == want


def test_a_pronoun_with_no_one_before_gives_no_owner() -> None:
    assert _subject("His manager is Renata.", "Renata", "manager") is None
