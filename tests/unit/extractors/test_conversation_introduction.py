"""A speaker introducing themself, then what they are in apposition ("I'm Mei Ling, product
designer at Grab, living in Tampines"): the first thing an agent's user tends to say. Found
over MCP (fourteenth session): that message gave only the home. Sentences written for these
tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.introduction import apposition, introduces

AT = datetime(2025, 1, 20, 9, tzinfo=UTC)
RULES = ConversationExtractor()


def _said(text: str, speaker: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in RULES.extract(Message(text, speaker, AT))
        if c.action == "assert" and c.polarity
    }


@pytest.mark.parametrize(
    ("text", "speaker", "facts"),
    [
        (
            "hi! quick intro so you remember: I'm Mei Ling, product designer at Grab, living in "
            "Tampines",
            "Mei Ling",
            {("Mei Ling", "occupation", "product designer"), ("Mei Ling", "works_at", "Grab")},
        ),
        ("I'm Ana, a teacher", "Ana", {("Ana", "occupation", "teacher")}),
        (
            "Ana here, nurse at the Royal Free",
            "Ana",
            {("Ana", "occupation", "nurse"), ("Ana", "works_at", "Royal Free")},
        ),
        (
            "I'm Tendai - senior nurse at the Royal Free, based in Camden",
            "Tendai",
            {("Tendai", "occupation", "senior nurse"), ("Tendai", "works_at", "Royal Free")},
        ),
        (
            "hello, this is Joao, an accountant at Deloitte",
            "Joao",
            {("Joao", "occupation", "accountant"), ("Joao", "works_at", "Deloitte")},
        ),
    ],
)
def test_what_follows_an_introduction_is_said_of_the_speaker(
    text: str, speaker: str, facts: set[tuple[str, str, str]]
) -> None:
    said = _said(text, speaker)
    assert facts <= said, said


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        ("I'm Priya, Ana's friend", "Ana"),  # someone else introduced: not the speaker
        ("I'm knackered, long day", "Ana"),
        ("I'm Ana, and Tom is a teacher", "Ana"),
    ],
)
def test_no_apposition_without_the_speakers_introduction(text: str, speaker: str) -> None:
    said = _said(text, speaker)
    assert not any(s == speaker and p == "occupation" for s, p, _ in said), said


def test_the_pieces() -> None:
    assert introduces("I'm Mei Ling", "Mei Ling")
    assert introduces("hey, this is mei", "Mei Ling")
    assert not introduces("I'm Mei Ling", "Ana")
    assert not introduces("I'm tired", "Ana")
    assert apposition("a nurse", "a nurse", "Ana", True) == ("I'm a nurse", -4)
    assert apposition("I'm Ana, a nurse", "I'm Ana, a nurse", "Ana", False) == (
        "I'm a nurse",
        5,
    )
    assert apposition("a nurse", "a nurse", "Ana", False) is None
