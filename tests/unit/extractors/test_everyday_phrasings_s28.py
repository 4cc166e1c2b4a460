"""Whose event a "his/her/their" points to, and events held "every" day (twenty-eighth
session): sentences written for these tests, not taken from a change set, each beside
look-alikes that must keep their reading."""

from __future__ import annotations

import pytest

from chronofact.extractors.learned.reader import whole_words
from tests.unit.extractors.said import Said, said


def _said(text: str, speaker: str = "Zoe") -> Said:
    return said(text, speaker)


@pytest.mark.parametrize(
    ("text", "who", "slot", "when"),
    [
        (
            "My daughter Mia started piano. Her lesson is on Friday at 6 now.",
            "Mia",
            "lesson_time",
            "Friday at 6",
        ),
        (
            "My son Leo moved his swim practice to Thursdays at 4.",
            "Leo",
            "practice_time",
            "Thursdays at 4",
        ),
        (
            "Aziz got promoted, and his standup is at 9:15 every day now.",
            "Aziz",
            "standup_time",
            "9:15",
        ),
    ],
)
def test_his_or_her_event_is_the_persons_pointed_to(
    text: str, who: str, slot: str, when: str
) -> None:
    claims = _said(text)
    assert ("assert", who, slot, when) in claims, claims
    assert not any(c[1] == "Zoe" and c[2] == slot for c in claims), claims


@pytest.mark.parametrize(
    "text",
    [
        "Her lesson is on Friday at 6 now.",  # no one said before: whose is unknown
        "The kids' school run clashes with it. His meeting is on Tuesday at 9 now.",
    ],
)
def test_his_or_her_event_pointing_to_no_one_known_is_not_the_speakers(text: str) -> None:
    claims = _said(text)
    assert not any(
        c[1] == "Zoe"
        and c[2].endswith(("lesson_time", "meeting_time"))
        and c[3].endswith(("6", "9"))
        for c in claims
    ), claims


@pytest.mark.parametrize(
    ("text", "slot", "when"),
    [
        ("My lesson is on Friday at 6 now.", "lesson_time", "Friday at 6"),
        ("Our standup moved to 9:45.", "standup_time", "9:45"),
    ],
)
def test_my_or_our_event_stays_the_speakers(text: str, slot: str, when: str) -> None:
    assert ("assert", "Zoe", slot, when) in _said(text)


@pytest.mark.parametrize(
    ("text", "who", "slot", "when"),
    [
        (
            "My husband Khalid has his team meeting every Monday at 8.",
            "Khalid",
            "meeting_time",
            "every Monday at 8",
        ),
        ("Mia has swim practice every Wednesday.", "Mia", "practice_time", "every Wednesday"),
        ("We have standup every day at 9.", "Zoe", "standup_time", "every day at 9"),
    ],
)
def test_an_event_held_every_week_or_day(text: str, who: str, slot: str, when: str) -> None:
    assert ("assert", who, slot, when) in _said(text)


@pytest.mark.parametrize(
    ("text", "slot", "when"),
    [
        ("My Spanish lessons are Thursday evenings.", "lesson_time", "Thursday evenings"),
        ("I have Spanish classes every Monday at 6.", "lesson_time", "every Monday at 6"),
        ("My Japanese class moved to Tuesdays.", "lesson_time", "Tuesdays"),
        ("Spanish moved to Tuesdays.", "lesson_time", "Tuesdays"),
        ("French got moved to Thursday mornings.", "lesson_time", "Thursday mornings"),
    ],
)
def test_the_time_of_a_languages_lessons(text: str, slot: str, when: str) -> None:
    assert ("assert", "Zoe", slot, when) in _said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm learning Spanish with an app on the bus.",
        "Spanish moved to a new teacher.",
        "Python moved to version 3.13 at work.",
    ],
)
def test_no_lesson_time_without_a_language_and_a_time(text: str) -> None:
    claims = _said(text)
    assert not any(c[2] == "lesson_time" for c in claims), claims


@pytest.mark.parametrize(
    ("text", "start", "end", "widened"),
    [
        ("I do couch-to-5k three mornings a week.", 11, 16, "couch-to-5k"),
        ("naka-Redmi lang ako", 5, 8, "Redmi"),
        ("We drink Coca-Cola daily", 14, 18, "Coca-Cola"),
        ("Marc-André, my boss since spring", 5, 10, "Marc-André"),
    ],
)
def test_the_readers_span_takes_whole_hyphened_words(
    text: str, start: int, end: int, widened: str
) -> None:
    a, b = whole_words(text, start, end)
    assert text[a:b] == widened


@pytest.mark.parametrize(
    ("text", "who", "place"),
    [
        ("Kojo coaches the under-16 boys at Riverside.", "Kojo", "Riverside"),
        ("My brother coaches at Riverside FC now.", "Zoe's brother", "Riverside FC"),
        ("I coach chess at the Northside community centre.", "Zoe", "Northside community centre"),
    ],
)
def test_coaching_somewhere_is_work_there_whatever_the_place_sounds_like(
    text: str, who: str, place: str
) -> None:
    claims = _said(text)
    assert ("assert", who, "works_at", place) in claims, claims
    assert not any(c[2] in ("studies_at", "gym") for c in claims), claims


def test_a_student_moving_school_stays_a_school() -> None:
    assert ("assert", "Zoe's son", "studies_at", "SMU") in _said("My son transferred to SMU.")
