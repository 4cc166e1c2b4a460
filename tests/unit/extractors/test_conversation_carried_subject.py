"""Whose value a clause with no subject of its own says (fifteenth session, other people's
lives told by the speaker): the person the clause or the sentence before was about, not the
speaker, when the speaker does not speak of themself there; a pronoun or a verb opening a
learned reading's clause is the person named before it. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.people import opens_on_lower_name
from chronofact.extractors.conversation.reading_subject import sentence_around, subject_of
from chronofact.extractors.learned.reader import Reading

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
RULES = ConversationExtractor()


def _said(text: str, speaker: str = "Sam") -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in RULES.extract(Message(text, speaker, AT))
        if c.action == "assert" and c.polarity
    }


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Nikhil has cancelled Cult, joined Gold's Gym near office",
            ("Nikhil", "gym", "Gold's Gym"),
        ),
        (
            "Jun Hao collected his BTO keys already! staying in Punggol, still far lah",
            ("Jun Hao", "lives_in", "Punggol"),
        ),
        ("Tunde got married! moved to Lagos with his wife", ("Tunde", "lives_in", "Lagos")),
        (
            "didi cracked CAT!! joined Flipkart in june",
            ("Sam's sister", "works_at", "Flipkart"),
        ),
    ],
)
def test_a_clause_with_no_subject_is_the_person_said_before(
    text: str, fact: tuple[str, str, str]
) -> None:
    said = _said(text)
    assert fact in said
    assert not [s for s in said if s[0] == "Sam" and s[1] == fact[1]]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Tunde got married! moved to Lagos with my mum", ("Sam", "lives_in", "Lagos")),
        ("I'm knackered. moved to Leeds last week", ("Sam", "lives_in", "Leeds")),
        ("Tunde got married. Is he happy? moved to Leeds", ("Sam", "lives_in", "Leeds")),
        ("moved to Leeds last month", ("Sam", "lives_in", "Leeds")),
    ],
)
def test_the_speaker_keeps_a_clause_said_beside_themself(
    text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in _said(text)


@pytest.mark.parametrize(
    "text",
    ["didi cracked CAT", "nani finally moved in with us", "uncle Osaze drives a danfo"],
)
def test_a_kin_word_opening_a_clause_is_no_verb(text: str) -> None:
    assert opens_on_lower_name(text)


def _reader_subject(text: str, value: str, previous: str | None = None) -> str | None:
    at = text.index(value)
    reading = Reading((at, at + len(value)), 0.9, "works_at", 0.9, 0.05, None)
    before = Message(previous, "Sam", AT) if previous else None
    message = Message(text, "Sam", AT, previous=before)
    return subject_of(message, reading, sentence_around(text, at, at + len(value)))


@pytest.mark.parametrize(
    ("text", "value", "who", "previous"),
    [
        ("my cousin Rohit, the one in Pune na, he's with Infosys only", "Infosys", "Rohit", None),
        ("my flatmate Aoife is up at 5, she's at Ryanair now", "Ryanair", "Aoife", None),
        ("she's at Deloitte now", "Deloitte", "Ngozi", "my sister Ngozi got a new job"),
        (
            "amma took VRS from the bank and is running a tiffin service",
            "tiffin service",
            "Sam's mom",
            None,
        ),
        ("Kofi left MTN last month, joined Vodafone in May", "Vodafone", "Kofi", None),
    ],
)
def test_a_reading_whose_clause_opens_on_a_pronoun_or_a_verb(
    text: str, value: str, who: str, previous: str | None
) -> None:
    assert _reader_subject(text, value, previous) == who


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my cousin Rohit is in Pune and I'm with Infosys", "Infosys"),
        ("Kofi left MTN, I joined Vodafone in May", "Vodafone"),
    ],
)
def test_a_reading_the_speaker_says_of_themself_stays_theirs(text: str, value: str) -> None:
    assert _reader_subject(text, value) == "Sam"
