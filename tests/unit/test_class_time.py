"""When a class of a subject is, said with the subject (`class_time`): one slot per subject,
"stats" keyed as statistics, moves and weekday modifiers read, one-off times and other talk
of a subject left alone."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.class_time import class_times
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _times(text: str) -> list[tuple[str, str, str]]:
    out = class_times(Message(text, "Tomas", AT), [])
    return [(c.subject, c.predicate, str(c.object)) for c in out]


@pytest.mark.parametrize(
    ("text", "slot", "when"),
    [
        ("stats got bumped to Tuesdays at 2pm, so I can sleep in", "statistics", "Tuesdays at 2pm"),
        (
            "My statistics lectures are on Tuesday mornings at 8",
            "statistics",
            "Tuesday mornings at 8",
        ),
        ("New timetable: stats is Friday afternoons now", "statistics", "Friday afternoons"),
        (
            "My chemistry lab moved to Thursday afternoons this term",
            "chemistry",
            "Thursday afternoons",
        ),
        ("the tutor moved chemistry to Thursday afternoons", "chemistry", "Thursday afternoons"),
        (
            "I'm doing the Python course online on Wednesday evenings",
            "python",
            "Wednesday evenings",
        ),
        (
            "Organic chem lectures are on Friday mornings at 9",
            "organic_chemistry",
            "Friday mornings at 9",
        ),
        ("my driving lessons are Saturdays at 10", "driving", "Saturdays at 10"),
        ("Art is every Friday now", "art", "every Friday"),
        ("I have stats lectures every Monday at 9", "statistics", "every Monday at 9"),
    ],
)
def test_a_subjects_class_time(text: str, slot: str, when: str) -> None:
    assert _times(text) == [("Tomas", f"{slot}_class_time", when)]


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("Spanish class is Monday evenings at 7 now", "Monday evenings at 7"),
        ("I have Spanish classes every Monday at 6", "every Monday at 6"),
        ("French got moved to Thursday mornings", "Thursday mornings"),
    ],
)
def test_a_languages_lessons_keep_the_one_lesson_slot(text: str, when: str) -> None:
    assert _times(text) == [("Tomas", "lesson_time", when)]


def test_whose_class() -> None:
    assert _times("Lena's Polish school is Sunday afternoons now, 2 to 5") == [
        ("Lena", "lesson_time", "Sunday afternoons")
    ]
    assert _times("Lena's Saturday Polish school runs 9 till 1") == [
        ("Lena", "lesson_time", "Saturday")
    ]
    assert _times("Mum's Spanish class is Tuesdays at 6") == [
        ("Tomas's mom", "lesson_time", "Tuesdays at 6")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Is the Monday night Python class still on?",  # asked
        "We had a chemistry test on Thursday",  # one time
        "I love history on Mondays, best day",  # no class said
        "Spanish class is on Tuesday this week only",  # this week
        "My manager is Tuesdays at 2pm for one-to-ones",  # no subject
    ],
)
def test_no_class_time(text: str) -> None:
    assert _times(text) == []


def test_a_time_slot_read_in_the_sentence_gives_way_and_the_language_stays() -> None:
    text = "Spanish class is Monday evenings at 7 now"
    meeting = named_claim("Tomas", "meeting_time", "Monday evenings", "assert", AT, (17, 32))
    language = named_claim("Tomas", "learning_language", "Spanish", "assert", AT, (0, 7))
    out = class_times(Message(text, "Tomas", AT), [meeting, language])
    assert [(c.predicate, c.object) for c in out] == [
        ("learning_language", "Spanish"),
        ("lesson_time", "Monday evenings at 7"),
    ]
