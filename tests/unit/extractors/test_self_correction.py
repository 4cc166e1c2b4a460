"""A value corrected in the same message (`conversation.self_correction`, twenty-first
session): the corrected value is the one stored, and look-alikes of a correction cue ("sorry
to be that person", "Sorry, Kent.", "wait till 9pm") correct nothing. Sentences written for
these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _values(text: str, predicate: str) -> list[str]:
    return [
        str(c.object or c.value)
        for c in WITH.extract(Message(text, "Lior", AT))
        if c.predicate == predicate and c.action == "assert"
    ]


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        (
            "We finally bought a Skoda Octavia. Sorry, I mean a Skoda Superb.",
            "vehicle",
            "Skoda Superb",
        ),
        ("My new boss is Mrs. Okafor, no wait, it's Mrs. Okoye.", "manager", "Mrs. Okoye"),
        (
            "I'm learning Italian, sorry, Romanian, people always mishear me.",
            "learning_language",
            "Romanian",
        ),
        ("We adopted a puppy called Biscuit. Oops, his name is Crumpet.", "has_pet", "Crumpet"),
        ("I'm a staff nurse now, wait, sorry, charge nurse.", "occupation", "charge nurse"),
    ],
)
def test_the_corrected_value_is_the_one_kept(text: str, predicate: str, value: str) -> None:
    assert _values(text, predicate) == [value]


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("I'm vegan btw, sorry to be difficult about dinner.", "diet", "vegan"),
        ("We moved to Galway in March. Sorry, Aoife.", "lives_in", "Galway"),
        ("I work at Ryanair, sorry for the late reply!", "works_at", "Ryanair"),
    ],
)
def test_an_apology_or_an_address_corrects_nothing(text: str, predicate: str, value: str) -> None:
    assert _values(text, predicate) == [value]


def test_a_cue_with_nothing_said_before_corrects_nothing() -> None:
    assert _values("Sorry, Dev, I forgot to reply. I live in Cork now.", "lives_in") == ["Cork"]


def test_a_long_message_is_read_in_bounded_time() -> None:
    text = "I live in Cork. " + "sorry, " * 3000 + "Derry"
    assert _values(text, "lives_in") in (["Cork"], [])


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        (
            "I'm seeing Katja now. Sorry, autocorrect hates her name, it's Katya.",
            "partner",
            "Katya",
        ),
        (
            "We moved to Didsbury, but no, it's Chorlton, I always mix them up.",
            "lives_in",
            "Chorlton",
        ),
    ],
)
def test_the_value_said_after_a_clause_that_follows_the_cue(
    text: str, predicate: str, value: str
) -> None:
    assert value in _values(text, predicate)


def test_a_wrong_value_said_elsewhere_is_no_value() -> None:
    text = "Switched my broadband in May. Sorry, I said Sky on the phone; it's Vodafone now."
    assert "Sky" not in _values(text, "broadband") + _values(text, "bank")
    assert all(
        "Sky" not in str(c.object or c.value) for c in WITH.extract(Message(text, "Lior", AT))
    )


def test_one_left_behind_is_not_the_new_value() -> None:
    text = "I had to leave Dr. Abebe. The new GP is Dr. Haile, much closer to home."
    assert _values(text, "doctor") == ["Dr. Haile"]


@pytest.mark.parametrize("text", ["The new job is going fine.", "The new flat is lovely."])
def test_the_new_thing_that_is_no_person_names_nothing(text: str) -> None:
    assert _values(text, "occupation") == [] and _values(text, "lives_in") == []
