"""A literal value read from a clause that has its own subject and verb is no value: "vegan
thing lasted till easter" is not the diet "thing lasted till easter" (`generic._VERB_INSIDE`).
Sentences written for these tests, with look-alikes whose value must stay."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 8, 2, 10, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _values(text: str) -> list[str]:
    return [str(c.object or c.value) for c in WITH.extract(Message(text, "Priya", AT))]


@pytest.mark.parametrize(
    "text",
    [
        "vegan thing lasted till easter lol, back to eating everything",
        "my vegan experiment lasted two weeks lol",
        "the vegan stuff was too hard",
        "that keto phase ended in march",
        "the pottery class moved to thursdays",
    ],
)
def test_a_clause_with_its_own_verb_gives_no_value(text: str) -> None:
    for value in _values(text):
        words = value.casefold().split()
        assert not {"lasted", "was", "ended", "moved"} & set(words[1:]), (text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I do hand painted ceramics on weekends", "hand painted ceramics"),
        ("I'm into guided meditation these days", "guided meditation"),
        ("I'm learning brazilian portuguese", "brazilian portuguese"),
    ],
)
def test_an_adjective_in_ed_before_a_noun_stays(text: str, value: str) -> None:
    assert value in _values(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Back in March I moved to Leeds", "Leeds"),  # was the subject "Back I"
        ("Early in 2024 we moved to Porto", "Porto"),
        ("Way back in 2019 I worked at Siemens", "Siemens"),
        ("Just last week I started at Bosch", "Bosch"),
    ],
)
def test_a_word_leading_a_time_is_no_name(text: str, value: str) -> None:
    claims = WITH.extract(Message(text, "Priya", AT))
    assert [(c.subject, c.object) for c in claims if c.object == value] == [("Priya", value)]


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        (
            "Mrs. Okonkwo gave Coco to her daughter and got a cat called Ginger.",
            "Mrs. Okonkwo",
            "Ginger",
        ),  # was the subject "Mrs"
        ("Mr. Brown sold his Volvo and bought a Tesla.", "Mr. Brown", "Tesla"),  # was nothing
        ("Ms Adeyemi moved to Lagos.", "Ms Adeyemi", "Lagos"),
    ],
)
def test_a_title_is_part_of_the_subject_name(text: str, subject: str, value: str) -> None:
    claims = WITH.extract(Message(text, "Dan", AT))
    assert (subject, value) in [(c.subject, c.object) for c in claims if c.action == "assert"]
