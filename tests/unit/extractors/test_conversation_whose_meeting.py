"""Whose meeting a time is, as the service reads chat (rules, MiniLM and the learned reader).
Found over MCP (fourteenth session): "my manager is Farid, and our design crit is every
Wednesday 2pm" gave Farid the meeting, and "correction: crit is Thursdays 3pm not 4" made a
person of "crit". Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 3, 4, 18, tzinfo=UTC)
EXTRACTOR = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _times(text: str) -> set[tuple[str, str]]:
    return {
        (c.subject, str(c.object or c.value))
        for c in EXTRACTOR.extract(Message(text, "Mei Ling", AT))
        if c.action == "assert" and c.polarity and c.predicate.endswith("_time")
    }


@pytest.mark.parametrize(
    "text",
    [
        "my manager is Farid, and our design review is every Wednesday 2pm",
        "Farid is my manager, my design review is every Wednesday 2pm",
        "my lead is Oskar but our retro is Fridays at 4pm",
    ],
)
def test_a_meeting_said_as_mine_after_naming_someone_is_mine(text: str) -> None:
    times = _times(text)
    assert times, text
    assert all(who == "Mei Ling" for who, _ in times), times


@pytest.mark.parametrize(
    "text",
    [
        "correction: crit is Thursdays 3pm not 4",
        "sorry, retro is Mondays 11am now",
    ],
)
def test_a_lower_case_word_before_a_time_is_the_event_not_a_person(text: str) -> None:
    times = _times(text)
    assert times, text
    assert all(who == "Mei Ling" for who, _ in times), times
