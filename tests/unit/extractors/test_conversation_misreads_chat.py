"""Misreads found by using the product on a real chat: a club that meets is no place ("book
club meets at the library" gave "club meets"), a way of working is no home ("we moved to remote
work"). Sentences written for these tests, with look-alikes that keep their value."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 8, 2, 10, tzinfo=UTC)
READER = ConversationExtractor(embedder=embed)


def _read(text: str) -> list[tuple[str, str]]:
    claims = READER.extract(Message(text, "Ines", AT))
    return [(c.predicate, str(c.object or c.value)) for c in claims]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("book club meets at the library on thursdays", "library"),
        ("choir practice happens in the church hall every week", "church hall"),
        ("the knitting group meets in the cafe every friday", "cafe"),
    ],
)
def test_a_club_that_meets_somewhere_gives_the_place(text: str, place: str) -> None:
    assert ("meeting_place", place) in _read(text)


@pytest.mark.parametrize(
    "text",
    [
        "book club meets at the library on thursdays",
        "running club meets at the park gates on sundays",
        "book club moved to the cafe on market street",
        "the Zoom link for the meetings changed, check your inbox",
    ],
)
def test_a_thing_and_its_verb_is_no_value(text: str) -> None:
    for _, value in _read(text):
        assert value.split()[-1] not in ("meets", "moved", "changed"), (text, value)


@pytest.mark.parametrize(
    "text",
    [
        "we moved to remote work in march",
        "moved to hybrid last month, 2 days in the office",
        "moved to nights at the hospital",
        "moved to part-time after the baby",
    ],
)
def test_a_way_of_working_is_no_home(text: str) -> None:
    assert not [r for r in _read(text) if r[0] == "lives_in"]


@pytest.mark.parametrize(("text", "home"), [("we moved to leeds in march", "leeds")])
def test_a_lower_case_town_is_still_a_home(text: str, home: str) -> None:
    assert ("lives_in", home) in _read(text)
