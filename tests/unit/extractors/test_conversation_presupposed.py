"""A question to the other speaker that takes a fact of theirs as known ("how's the new job at
Asda going?") gives that fact once they answer without denying it; never from a denial, a
question back, a question about someone else, one calling another person by name, or the
asker's own next message. Exchanges written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor

AT = datetime(2025, 8, 2, 10, tzinfo=UTC)
READER = ConversationExtractor()


def _read(asker: str, question: str, answerer: str, answer: str) -> list[tuple[str, str, str]]:
    before = Message(question, asker, AT)
    claims = READER.extract(Message(answer, answerer, AT, previous=before))
    return [(c.subject, c.predicate, str(c.object or c.value)) for c in claims]


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("how's the new job at Asda going?", "good so far, long shifts tho", ("works_at", "Asda")),
        (
            "Hey! How's your new role with Deloitte treating you?",
            "Not bad at all, lots of travel",
            ("works_at", "Deloitte"),
        ),
        ("omg how's life in Leeds?? miss you", "loving it!", ("lives_in", "Leeds")),
        ("how is the new place in Cork?", "cozy! still unpacking boxes", ("lives_in", "Cork")),
        ("how's life in Leeds?", "can't complain, it rains a lot", ("lives_in", "Leeds")),
        (
            "how's the new puppy settling in?",
            "chaos honestly, he chewed my charger",
            ("has_pet", "puppy"),
        ),
        ("Jordan, how's the gig at Tesco Express?", "meh", ("works_at", "Tesco Express")),
    ],
)
def test_an_answer_that_lets_the_question_stand_gives_the_fact(
    question: str, answer: str, fact: tuple[str, str]
) -> None:
    assert ("Jordan", *fact) in _read("Mia", question, "Jordan", answer)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("how's the new job at Asda going?", "haha what job? didn't take it in the end"),
        ("how's the new job at Asda going?", "nope, fell through"),
        ("how's the new job at Asda going?", "start next week actually, nervous"),
        ("how's life in Leeds?", "moved back to London in may"),
        ("how's life in Leeds?", "wait who told you that?"),
        ("how's Tom's new job at Asda going?", "good so far he says"),
        ("how's his new place in Leeds?", "massive, he loves it"),
        ("how's life in Leeds, Priya?", "she's at work, I'll ask her"),
        ("is the new job at Asda any good", "good so far"),
        ("how's the new job going?", "good so far, long shifts"),
        ("how's the new puppy?", "we gave him back to the breeder, too much"),
    ],
)
def test_a_denial_or_a_question_about_someone_else_gives_nothing(
    question: str, answer: str
) -> None:
    read = _read("Mia", question, "Jordan", answer)
    assert not [c for c in read if c[2] in ("Asda", "Leeds", "puppy")], read


def test_the_askers_own_next_message_gives_nothing() -> None:
    assert _read("Mia", "how's life in Leeds?", "Mia", "asking for a friend lol") == []
