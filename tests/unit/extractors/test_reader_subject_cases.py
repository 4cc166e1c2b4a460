"""Whom a learned reading is about (`reading_subject.subject_of`), nineteenth session: a title
is no one and ends no sentence ("Registered with Dr. Costa"), a relative after a preposition
is no subject ("Living with my parents in Swansea"), a first person inside a relative clause
set off by commas does not make the speaker the subject ("Tereza, who I work with, lives in
Brno"), and a capitalised word before a noun and a verb is no name ("Final manuscript goes
to ...")."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.reading_subject import sentence_around, subject_of
from chronofact.extractors.learned.reader import Reading


def _subject(
    speaker: str, text: str, value: str, slot: str, person: str | None = None
) -> str | None:
    start = text.index(value)
    span = (start, start + len(value))
    who = None
    if person is not None:
        at = text.index(person)
        who = (at, at + len(person))
    reading = Reading(
        value=span,
        value_chance=0.9,
        slot=slot,
        slot_chance=0.9,
        none_chance=0.0,
        person=who,
    )
    message = Message(text, speaker, datetime(2025, 9, 15, tzinfo=UTC))
    return subject_of(message, reading, sentence_around(text, *span))


@pytest.mark.parametrize(
    ("speaker", "text", "value", "slot", "want"),
    [
        ("Nuno", "Registered with Dr. Costa since April.", "Costa", "doctor", "Nuno"),
        ("Ayumi", "The kids see Dr. Ito now.", "Ito", "doctor", "Ayumi"),
        ("Tendai", "Physio sessions are with Dr. Chikwanha now.", "Chikwanha", "doctor", "Tendai"),
    ],
)
def test_a_title_is_no_one(speaker: str, text: str, value: str, slot: str, want: str) -> None:
    assert _subject(speaker, text, value, slot) == want


def test_a_title_ends_no_sentence() -> None:
    text = "Registered with Dr. Costa since April. Mr. Lee moved."
    assert sentence_around(text, text.index("Costa"), text.index("Costa") + 5) == (
        0,
        text.index("April.") + len("April."),
    )


@pytest.mark.parametrize(
    ("speaker", "text", "value", "slot"),
    [
        (
            "Keira",
            "Living with my parents in Swansea while I save for a deposit.",
            "Swansea",
            "lives_in",
        ),
        (
            "Akosua",
            "My one-to-one with my manager is Tuesday at 2.",
            "Tuesday at 2",
            "meeting_time",
        ),
        ("Ifeanyi", "moved the 1:1 with my manager to Monday 10am", "Monday 10am", "meeting_time"),
    ],
)
def test_a_relative_after_a_preposition_is_no_subject(
    speaker: str, text: str, value: str, slot: str
) -> None:
    assert _subject(speaker, text, value, slot) == speaker


def test_a_relative_opening_the_clause_still_is() -> None:
    assert _subject("Ola", "My brother Emeka is at UNILAG now.", "UNILAG", "studies_at") == "Emeka"
    assert _subject("Ola", "my sister works at Shell", "Shell", "works_at") == "Ola's sister"


@pytest.mark.parametrize(
    ("text", "value", "person", "want"),
    [
        ("Tereza, who I work with, lives in Brno.", "Brno", "Tereza", "Tereza"),
        ("Marek, whom I met at uni, works at Skoda now.", "Skoda", "Marek", "Marek"),
    ],
)
def test_a_first_person_inside_a_relative_clause(
    text: str, value: str, person: str, want: str
) -> None:
    assert _subject("Radek", text, value, "lives_in", person) == want


def test_the_first_person_outside_an_aside_still_counts() -> None:
    text = "Tereza said I should move to Brno."
    assert _subject("Radek", text, "Brno", "lives_in", "Tereza") == "Radek"


@pytest.mark.parametrize(
    ("speaker", "text", "value", "slot"),
    [
        (
            "Margarida",
            "Final manuscript goes to the publisher by the end of October.",
            "end of October",
            "deadline",
        ),
        ("Teo", "Book manuscript is due to the publisher 1 October.", "1 October", "deadline"),
        ("Kalani", "Client sync is now Thursdays 4pm.", "Thursdays 4pm", "meeting_time"),
    ],
)
def test_a_word_before_a_noun_and_a_verb_is_no_name(
    speaker: str, text: str, value: str, slot: str
) -> None:
    assert _subject(speaker, text, value, slot) == speaker


def test_a_name_and_a_relation_word_before_the_verb() -> None:
    text = "Venkat appa is cheering for RCB."
    assert _subject("Divya", text, "RCB", "supports_team") == "Venkat"


@pytest.mark.parametrize(
    ("speaker", "text", "value", "slot", "person", "want"),
    [
        ("Meena", "dr. rao is my dentist, very gentle", "rao", "doctor", "dentist", "Meena"),
        ("Joy", "dr santos has been my dentist since hs", "santos", "doctor", "dentist", "Joy"),
        ("Arjun", "suresh is our manager, nice guy", "suresh", "manager", "manager", "Arjun"),
    ],
)
def test_the_speakers_word_for_the_role_is_no_one(
    speaker: str, text: str, value: str, slot: str, person: str, want: str
) -> None:
    """The reader may tag "my dentist" as the person; the value is the speaker's own."""
    assert _subject(speaker, text, value, slot, person) == want


def test_a_role_word_not_the_speakers_stays_a_person() -> None:
    # "her dentist" is not the speaker's: the reading keeps the person it tagged (resolved
    # as the rest of the reader's rules decide), never the speaker by this rule
    assert _subject("Joy", "dr santos is her dentist", "santos", "doctor", "dentist") != "Joy"
