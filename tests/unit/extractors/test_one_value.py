"""One message, one value per one-value slot (`one_value`): a value said beside another of a
nearby kind ("my bike is a Trek" after "I drive a Civic") does not replace it; a later value
stays when the message says the first gave way. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.one_value import one_value_each

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _claim(text: str, value: str, predicate: str = "vehicle", subject: str = "Jo") -> Claim:
    start = text.find(value)
    assert start >= 0
    return Claim(
        subject=subject,
        predicate=predicate,
        object=value,
        value=None,
        polarity=True,
        valid_from=AT,
        valid_to=None,
        span=(start, start + len(value)),
        statement=f"{subject} {predicate} {value}",
        confidence=0.8,
    )


def _kept(text: str, predicate: str, *values: str) -> list[str]:
    claims = [_claim(text, v, predicate) for v in values]
    found = one_value_each(Message(text, "Jo", AT), claims)
    return [c.object or "" for c in found]


@pytest.mark.parametrize(
    ("text", "predicate", "values", "kept"),
    [
        (
            "I drive a Honda Civic, my bike is a Trek",
            "vehicle",
            ("Honda Civic", "Trek"),
            "Honda Civic",
        ),
        (
            "I go to Planet Fitness, my climbing gym is Brooklyn Boulders",
            "gym",
            ("Planet Fitness", "Brooklyn Boulders"),
            "Planet Fitness",
        ),
        ("boss is Mr Tan. big boss Mr Lim.", "manager", ("Mr Tan", "Mr Lim"), "Mr Tan"),
        (
            "got a Framework for personal stuff in june, work Dell same",
            "uses_laptop",
            ("Framework", "Dell"),
            "Framework",
        ),
        (
            "app launch deadline is 1 August, beta's due 1 June",
            "deadline",
            ("1 August", "1 June"),
            "1 August",
        ),
    ],
)
def test_a_sibling_said_after_the_value_does_not_replace_it(
    text: str, predicate: str, values: tuple[str, str], kept: str
) -> None:
    assert _kept(text, predicate, *values) == [kept]


@pytest.mark.parametrize(
    ("text", "predicate", "values", "kept"),
    [
        (
            "Sorcha packed in the Irish classes, she's doing German since the new job",
            "learning_language",
            ("Irish", "German"),
            "German",
        ),
        (
            "got the extension in May!! thesis now due October 31",
            "deadline",
            ("May", "October 31"),
            "October 31",
        ),
        (
            "the data migration finally wrapped, I'm leading the mobile redesign",
            "project",
            ("data migration", "mobile redesign"),
            "mobile redesign",
        ),
        (
            "sold the Polo last year, I drive a Corolla now",
            "vehicle",
            ("Polo", "Corolla"),
            "Corolla",
        ),
    ],
)
def test_a_later_value_stays_when_the_first_gave_way(
    text: str, predicate: str, values: tuple[str, str], kept: str
) -> None:
    assert _kept(text, predicate, *values) == [kept]


def test_values_that_share_a_word_or_say_nothing_are_no_rivals() -> None:
    text = "he's a cafe owner now, a full-time cafe owner"
    assert len(_kept(text, "occupation", "cafe owner", "full-time cafe owner")) == 2
    assert len(_kept("boss is Mr Tan", "manager", "Mr", "Mr Tan")) == 2


def test_slots_of_several_values_and_other_people_are_left_alone() -> None:
    text = "I have a cat called Miso and a dog called Rex"
    assert len(_kept(text, "has_pet", "Miso", "Rex")) == 2
    mine = _claim("I'm vegan, Ollie is vegetarian", "vegan", "diet")
    his = _claim("I'm vegan, Ollie is vegetarian", "vegetarian", "diet", subject="Ollie")
    found = one_value_each(Message("I'm vegan, Ollie is vegetarian", "Jo", AT), [mine, his])
    assert found == [mine, his]


def _timed(text: str, *said: tuple[str, str]) -> list[str]:
    claims = [_claim(text, value, predicate, subject="Dan") for predicate, value in said]
    return [c.object or "" for c in one_value_each(Message(text, "Jo", AT), claims)]


@pytest.mark.parametrize(
    ("text", "said", "kept"),
    [
        (
            "Dan's team call shifted to Wednesday 1pm in july",
            (("call_time", "july"), ("meeting_time", "Wednesday 1pm")),
            ["Wednesday 1pm"],
        ),
        (
            "launch slipped to 30 September, heard in june",
            (("launch_date", "30 September"), ("deadline", "in june")),
            ["30 September"],
        ),
        (
            "standup moved to 9:15 since March",
            (("standup_time", "9:15"), ("standup_time", "since March")),
            ["9:15"],
        ),
        # a month alone, with no other time: it may be the deadline itself
        ("the thesis is due in June", (("deadline", "June"),), ["June"]),
        # a month with a day is a time of its own
        ("due 3 June now, was May", (("deadline", "3 June"), ("deadline", "May")), ["3 June"]),
    ],
)
def test_a_month_beside_a_specific_time_is_when_it_changed(
    text: str, said: tuple[tuple[str, str], ...], kept: list[str]
) -> None:
    assert _timed(text, *said) == kept
