"""A day, a month or a weekend, said alone or in the plural, is no person a learned reading is
about (eighteenth session: "Saturdays are for fishing" gave "Saturdays does fishing", "My
Thursdays are all about salsa classes" a hobby of "Thursdays", so the speaker's old hobby
stayed current beside it)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.reading_claims import reading_claims
from chronofact.extractors.learned.reader import Reading


def _claim_subject(text: str, value: str, person: str | None, slot: str = "hobby") -> str:
    at = text.index(value)
    who = (text.index(person), text.index(person) + len(person)) if person else None
    reading = Reading((at, at + len(value)), 0.9, slot, 0.9, 0.01, who)
    [claim] = reading_claims(Message(text, "Jomo", datetime(2025, 9, 1, tzinfo=UTC)), reading)
    return claim.subject


@pytest.mark.parametrize(
    ("text", "value", "person"),
    [
        ("Saturdays are for fishing, down the canal with a flask", "fishing", "Saturdays"),
        ("My Thursdays are all about salsa classes.", "salsa", "Thursdays"),
        ("I quit chess club, Tuesdays are for salsa classes.", "salsa", "Tuesdays"),
        ("Sundays are for hiking now", "hiking", None),
        ("Weekends are for climbing these days", "climbing", "Weekends"),
    ],
)
def test_a_day_is_no_subject(text: str, value: str, person: str | None) -> None:
    assert _claim_subject(text, value, person) == "Jomo"


def test_a_person_tagged_stays_the_subject() -> None:
    text = "My brother Kofi is all about salsa classes now."
    assert _claim_subject(text, "salsa", "Kofi") == "Kofi"
    text = "Mayowa is into salsa classes now."
    assert _claim_subject(text, "salsa", "Mayowa") == "Mayowa"


@pytest.mark.parametrize(
    ("text", "value", "who"),
    [
        ("Yas is back on fish, pescatarian she says.", "pescatarian", "Yas"),
        ("Kofi quit the Saturday league, cycling these days.", "cycling", "Kofi"),
        ("Amara finally left Leeds, Bristol now.", "Bristol", "Amara"),
    ],
)
def test_the_person_opening_the_sentence(text: str, value: str, who: str) -> None:
    """The value's clause has no subject of its own: the sentence's first clause's person."""
    assert _claim_subject(text, value, None, "lives_in" if value == "Bristol" else "hobby") == who


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Dave came round, Monzo now for me", "Monzo"),
        ("Dave is great, I'm on Monzo now", "Monzo"),
        ("the weather is grim, Monzo now", "Monzo"),
    ],
)
def test_not_when_the_speaker_speaks_of_themself(text: str, value: str) -> None:
    assert _claim_subject(text, value, None, "bank") == "Jomo"
