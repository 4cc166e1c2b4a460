"""A question of what the memory believed then, told from one of what held then
(`temporal_intent.asks_what_was_believed`): the first sets `known_at` as well."""

from __future__ import annotations

import pytest

from chronofact.graph.recall.temporal_intent import asks_what_was_believed


@pytest.mark.parametrize(
    "question",
    [
        "What did we know about Lena's job on 1 June 2025?",
        "What was on record for her address in March 2025?",
        "What would you have said in May 2025 about where she lives?",
        "What did we believe her employer was in May?",
        "What did you think Tom's team was last summer?",
        "what was known about the Falcon deadline in April",
    ],
)
def test_what_was_believed(question: str) -> None:
    assert asks_what_was_believed(question)


@pytest.mark.parametrize(
    "question",
    [
        "Where did Lena work in March 2025?",
        "What do you know about Lena in 2024?",
        "What did Lena think about her job in 2024?",
        "Who did Lena know at school in 2010?",
        "Which team did Tom support last summer?",
    ],
)
def test_what_held(question: str) -> None:
    assert not asks_what_was_believed(question)
