"""The token-budgeted context of a recall, without Neo4j (`chronofact.graph.recall.context`)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from chronofact.graph.reads import Basis
from chronofact.graph.recall import RecallResult, build_context, estimate_tokens
from chronofact.graph.recall.results import ContradictingFact, Contradiction, RecalledSource

BASIS = Basis(valid_at=datetime(2024, 5, 1, tzinfo=UTC), known_at=None, as_of=datetime.now(UTC))


def api_fact(
    statement: str, valid_from: str, valid_to: str | None = None, **kw: Any
) -> dict[str, Any]:
    return {
        "id": kw.pop("id", statement),
        "statement": statement,
        "polarity": kw.pop("polarity", True),
        "trust": "candidate",
        "valid_from": valid_from,
        "valid_to": valid_to,
        "revoked_at": None,
        "sources": kw.pop("sources", []),
        **kw,
    }


def fact_result(fact: dict[str, Any], current: bool, **kw: Any) -> RecallResult:
    return RecallResult(kind="fact", score=1.0, current=current, signals={}, fact=fact, **kw)


def source_result(text: str) -> RecallResult:
    source = RecalledSource(
        id="s1",
        kind="conversation",
        ref="D1:3",
        scope="conv",
        observed_at="2023-05-08T13:56:00.000000Z",
        speaker="Caroline",
        text=text,
        trust="candidate",
    )
    return RecallResult(kind="source", score=1.0, current=None, signals={}, source=source)


def test_estimate_tokens_is_the_larger_of_chars_and_words() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("abcdefgh") == 2  # 8 chars / 4 > 1 word * 1.3
    assert estimate_tokens("a b c d") == 6  # 4 words * 1.3 = 5.2 -> 6 > 7 chars / 4


def test_context_lists_current_facts_first_with_history_contradictions_and_refs() -> None:
    jazz = api_fact("Bob likes jazz", "2010-01-01T00:00:00Z", "2015-01-01T00:00:00Z", value="jazz")
    rock = api_fact(
        "Bob likes rock",
        "2015-01-01T00:00:00Z",
        sources=[{"ref": "D2:1"}, {"ref": "D2:2"}, {"ref": "D2:3"}],
    )
    other = ContradictingFact("x", "Bob hates rock", "raw", True, None, None, None)
    results = [
        source_result("I went to a support group yesterday."),
        fact_result(jazz, current=False),
        fact_result(
            rock,
            current=True,
            history=[jazz],
            contradictions=[Contradiction("c", 1.0, "open", "rule", "contradicts", None, other)],
        ),
    ]
    lines = build_context(results, BASIS, None, 800).split("\n")
    assert lines == [
        "Memory as of valid 2024-05-01, known latest:",
        "- Bob likes rock [2015-01-01 → now] (candidate; earlier: jazz [2010-01-01 → 2015-01-01];"
        " contradicted by: Bob hates rock (raw); src D2:1,D2:2)",
        '- Caroline said on 2023-05-08 D1:3: "I went to a support group yesterday."',
        "- (not current) Bob likes jazz [2010-01-01 → 2015-01-01] (candidate)",
    ]


def test_a_negative_fact_is_marked() -> None:
    results = [
        fact_result(api_fact("Alice drinks coffee", "2020-01-01T00:00:00Z", polarity=False), True)
    ]
    assert "- NOT: Alice drinks coffee" in build_context(results, BASIS, None, 800)


@pytest.mark.parametrize("budget", [0, 5, 20, 40, 60, 100, 200])
def test_context_never_exceeds_its_budget_and_shortens_what_does_not_fit(budget: int) -> None:
    long = " ".join(["word"] * 120)
    results = [
        source_result(long),
        fact_result(api_fact("Bob likes rock", "2015-01-01T00:00:00Z"), True),
    ]
    context = build_context(results, BASIS, None, budget)
    assert estimate_tokens(context) <= budget
    if budget < estimate_tokens("Memory as of valid 2024-05-01, known latest:"):
        assert context == ""
    if budget >= 40:
        assert "Bob likes rock" in context  # the current fact comes before the long message
    if budget == 100:
        assert context.endswith("…")  # the long message, shortened
    if budget == 200:
        assert context.endswith('word"')  # the long message, whole


def test_an_empty_answer_says_so() -> None:
    """Nothing admitted at the basis ("what did we know in 2025?" of a chat stored today): the
    context says nothing matches, so an agent cannot mistake it for a cut-off one."""
    context = build_context([], BASIS, None, 800)
    assert context.splitlines()[1] == "- Nothing recorded matches at this basis."
    assert build_context([], BASIS, None, 5) == ""
