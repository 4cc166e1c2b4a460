"""A gym chain the speaker goes to, said in passing (`gym_said`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.gym_said import gyms_said
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _gyms(text: str) -> list[tuple[str, str]]:
    out = gyms_said(Message(text, "Dan", AT), [])
    return [(c.subject, str(c.object)) for c in out if c.predicate == "gym"]


@pytest.mark.parametrize(
    ("text", "gym"),
    [
        ("Paying twice as much at Crunch and I don't miss the Planet Fitness crowd.", "Crunch"),
        ("Smart Fit is way cheaper but there's a queue for every squat rack", "Smart Fit"),
        ("my Anytime Fitness membership renews next week, ugh", "Anytime Fitness"),
        ("Leg day at Equinox destroyed me", "Equinox"),
        ("The Gym Group is cheaper than Virgin Active so I switched", "The Gym Group"),
    ],
)
def test_the_speakers_gym(text: str, gym: str) -> None:
    assert _gyms(text) == [("Dan", gym)]


@pytest.mark.parametrize(
    "text",
    [
        "I used to train at PureGym before I moved",  # the past
        "crunch time at work, no gym this week",  # no name
        "Honestly I don't miss Planet Fitness at all, worst gym",  # left behind
        "She pays a fortune for her Equinox membership",  # someone else's
        "Equinox is on the 21st, sunrise at 7",  # no word of training
    ],
)
def test_no_gym(text: str) -> None:
    assert _gyms(text) == []


def test_a_gym_read_already_stays_and_a_job_of_the_chain_gives_way() -> None:
    read = named_claim("Dan", "gym", "PureGym", "assert", AT, (0, 7))
    out = gyms_said(Message("Leg day at Equinox destroyed me", "Dan", AT), [read])
    assert [(c.predicate, c.object) for c in out] == [("gym", "PureGym")]
    job = named_claim("Dan", "works_at", "Crunch", "assert", AT, (18, 24))
    out = gyms_said(Message("Paying twice as much at Crunch lol", "Dan", AT), [job])
    assert [(c.predicate, c.object) for c in out] == [("gym", "Crunch")]


def test_a_chain_worked_at_is_no_gym() -> None:
    assert _gyms("I work at PureGym as a personal trainer, the shifts are long") == []


@pytest.mark.parametrize(
    ("text", "gyms"),
    [
        (
            "PureGym put their prices up again so I moved to Anytime Fitness, racks are free",
            [("Dan", "Anytime Fitness")],
        ),
        ("Crunch is fine but the classes at Equinox are better, wish I could afford it", []),
    ],
)
def test_the_chain_left_or_wished_for_is_not_read(text: str, gyms: list[tuple[str, str]]) -> None:
    assert _gyms(text) == gyms


def test_a_chain_someone_named_goes_to_is_not_the_speakers() -> None:
    text = "Gold's Gym is right below our new flat so Vikram goes there, he misses Cult.fit"
    assert _gyms(text) == []


@pytest.mark.parametrize(
    ("text", "gym"),
    [
        ("the coaches at Legacy Gym are brutal, my shoulder is still burning", "Legacy Gym"),
        (
            "Di boxing coach dem at Legacy Gym nuh ramp at all, mi shoulder still a burn",
            "Legacy Gym",
        ),
        ("Core Fitness membership is up again, paying £40 now", "Core Fitness"),
    ],
)
def test_a_gym_by_the_word_ending_its_name(text: str, gym: str) -> None:
    assert [g for _, g in _gyms(text)] == [gym]


@pytest.mark.parametrize(
    "text",
    [
        "There's a Legacy Gym near the station",  # the name's own "Gym" is no training said
        "Tom trains at Legacy Gym, his shoulder is wrecked",  # someone else's
        "I work at Legacy Gym, the coaches are great",  # a workplace
    ],
)
def test_no_gym_by_its_name_alone(text: str) -> None:
    assert _gyms(text) == []
