"""A regular event's new time said right beside the event's word (`event_time_said`), and the
regular times it compares (`temporal.weekly`). Sentences written for these tests; each kind of
look-alike that must stay as held has its own case."""

from __future__ import annotations

import pytest

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.temporal.weekly import weekly_time
from chronofact.graph.ingest.event_time_said import event_times_said, event_words
from chronofact.graph.ingest.kindred_value import KindredFact


@pytest.mark.parametrize(
    ("said", "days", "clocks"),
    [
        ("every other Thursday at 10am", {"thu"}, {(10, 0)}),
        ("Tuesdays at half six", {"tue"}, {(6, 30)}),
        ("Wednesday at 7", {"wed"}, {(7, 0)}),
        ("10 sharp", set(), {(10, 0)}),
        ("quarter to eight", set(), {(7, 45)}),
        ("5:45 pm", set(), {(5, 45)}),
        ("Saturday mornings", {"sat"}, set()),
        ("fri 2pm", {"fri"}, {(2, 0)}),
        ("we wed in June with 3 kids at 10", set(), set()),
    ],
)
def test_a_regular_time_names_its_days_and_clock_times(
    said: str, days: set[str], clocks: set[tuple[int, int]]
) -> None:
    time = weekly_time(said)
    assert time.days == days
    assert time.clocks == clocks


def test_two_times_differ_only_where_both_name_a_day_or_a_clock() -> None:
    held = weekly_time("every Monday at 9:00")
    assert weekly_time("11:30").differs_from(held)
    assert weekly_time("Tuesday").differs_from(held)
    assert not weekly_time("Mondays").differs_from(held)
    assert not weekly_time("9am").differs_from(held)


def test_the_words_of_an_event_come_from_its_slot() -> None:
    assert "sync" in event_words("team_sync_time")
    assert "team" not in event_words("team_sync_time")
    assert event_words("meeting_time") >= {"meet", "meeting"}


def _read(text: str, predicate: str, held: str, subject: str = "Anneke") -> list[str]:
    fact = KindredFact(0, subject.casefold(), subject, held, False, False, predicate)
    spans = list(split_sentences(text))
    return [k.value for k in event_times_said(text, spans, [fact], "anneke")]


@pytest.mark.parametrize(
    ("text", "predicate", "held", "new"),
    [
        (
            "Block my calendar before the Monday team sync at 11:30 so nobody books me?",
            "sync_time",
            "every Monday at 9:00",
            "Monday at 11:30",
        ),
        (
            "Remind me to prep slides ahead of the Harare call at 4pm?",
            "call_time",
            "Thursdays at 2pm",
            "4pm",
        ),
        (
            "Starting this sprint the review moves to every other Thursday at 10am.",
            "review_time",
            "every other Friday at 3pm",
            "every other Thursday at 10am",
        ),
        (
            "Since the summer break we've been meeting Tuesdays at half six.",
            "practice_time",
            "Wednesday at 7",
            "Tuesdays at half six",
        ),
        ("Standup is now at 9:15, so no more lie-ins.", "standup_time", "10 sharp", "9:15"),
    ],
)
def test_a_new_time_beside_the_event_replaces_the_held_one(
    text: str, predicate: str, held: str, new: str
) -> None:
    assert _read(text, predicate, held) == [new]


@pytest.mark.parametrize(
    ("text", "held"),
    [
        # the same time as held
        ("Standup at 10 sharp again, boss was furious at me.", "10 sharp"),
        # a one-off, not the regular time
        ("Standup is at 9:30 today because of the all-hands.", "10 sharp"),
        # a plan or a question about moving it
        ("Should we move standup to 9:30?", "10 sharp"),
        # someone else's standup
        ("Tom's standup is at 9:30, mine hasn't changed.", "10 sharp"),
        # a time that is not said of the event
        ("After standup I hit the gym at 6pm.", "10 sharp"),
        # a day alone, with nothing saying it changed
        ("Standup on Monday was chaos.", "Wednesday at 10"),
    ],
)
def test_times_not_said_as_the_event_s_new_time_are_left(text: str, held: str) -> None:
    assert _read(text, "standup_time", held) == []


def test_meeting_is_the_event_held_alone_only_beside_a_change() -> None:
    assert _read("I'm meeting Sarah at 3pm for coffee.", "practice_time", "Wednesday at 7") == []
