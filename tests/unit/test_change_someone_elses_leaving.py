"""Someone else's leaving is not the speaker's: "Farid left Grab" (Farid the speaker's manager),
"my manager quit Grab" end where Farid or the manager works, never the speaker's own job at
Grab; the speaker's own leaving, with that person named after it, still ends the job, and the
manager named leaving ends the manager. Found over MCP (fourteenth session): "Farid left Grab
lol. new manager is Siew Hoon" ended the speaker's job at Grab."""

from __future__ import annotations

import pytest

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.named_ends import named_ends
from chronofact.graph.models import Op
from tests.unit.change_plans import current_fact, plan, said_op

FACTS = [current_fact("Nadia", "works_at", "Grab"), current_fact("Nadia", "manager", "Farid")]


def _ended(text: str, facts: list[CurrentFact]) -> set[str]:
    ends = named_ends(text, split_sentences(text), facts, "Nadia")
    return {f"{facts[k].predicate}:{facts[k].shown}" for k in ends}


@pytest.mark.parametrize(
    "text",
    [
        "Farid left Grab lol",
        "my manager quit Grab last week",
        "my sister left Grab for Shopee",
        "Farid has left Grab, new manager is Siew Hoon",
    ],
)
def test_someone_elses_leaving_keeps_the_speakers_job(text: str) -> None:
    assert "works_at:Grab" not in _ended(text, FACTS)


@pytest.mark.parametrize(
    ("text", "ended"),
    [
        ("left Grab today, Farid was gutted", "works_at:Grab"),
        ("I quit Grab, my manager cried", "works_at:Grab"),
        ("Farid left, no idea who is next", "manager:Farid"),
    ],
)
def test_the_speakers_own_leaving_still_ends(text: str, ended: str) -> None:
    assert ended in _ended(text, FACTS)


def _no_slot(texts: list[str]) -> list[tuple[str | None, float]]:
    return [(None, 0.0) for _ in texts]


def test_an_end_read_for_another_keeps_the_same_value_of_the_speaker() -> None:
    """The extractor read "Farid left Grab" as Farid's end; no fact ties Farid to the speaker,
    so only that reading says whose it is."""
    facts = [current_fact("Nadia", "works_at", "Grab")]
    theirs = said_op("Farid", "works_at", "Grab", Op.RETRACT)
    ops = plan("Farid left Grab lol. new manager is Siew Hoon", facts, _no_slot, [theirs])
    assert [op for op in ops if op.op == Op.RETRACT and op.subject == "Nadia"] == []
