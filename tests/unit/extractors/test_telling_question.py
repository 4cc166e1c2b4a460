"""A question that only tells ("did I tell you ...?", "have I mentioned ...?", "did you hear
...?") states what follows its opener; other questions state nothing. Sentences written for
these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.clauses import stated_in_question

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)
RULES = ConversationExtractor()


def _facts(text: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in RULES.extract(Message(text, "Jo", AT))
        if c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("have I told you I'm at Stripe now?", ("Jo", "works_at", "Stripe")),
        ("oh did I mention I'm vegan now?", ("Jo", "diet", "vegan")),
        ("did you hear Mo's moved to Leeds?", ("Mo", "lives_in", "Leeds")),
        (
            "have I mentioned to you that my sister Ana moved to Porto?",
            ("Ana", "lives_in", "Porto"),
        ),
    ],
)
def test_a_telling_question_states_what_follows(text: str, fact: tuple[str, str, str]) -> None:
    assert fact in _facts(text)


@pytest.mark.parametrize(
    "text",
    [
        "did you see the game last night?",
        "did I tell you about the wedding?",
        "do you work at Stripe?",
        "have you moved to Leeds yet?",
    ],
)
def test_other_questions_state_nothing(text: str) -> None:
    assert not _facts(text)


def test_the_statement_is_what_follows_the_opener() -> None:
    text = "so did I tell you Aisling's with Eoin?"
    start, end = stated_in_question(text, 10)
    assert text[start - 10 : end - 10] == "Aisling's with Eoin"
