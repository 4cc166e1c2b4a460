"""A retract the extractor made with a value spelt otherwise than the stored one ("Salsa" for
"salsa") is aimed at the stored spelling: a literal's key is its exact text, so the retract
as read would end nothing."""

from __future__ import annotations

from chronofact.graph.ingest.change_plan import plan_changes
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import SEP, current_fact


def _retract(value: str) -> Operation:
    return Operation(
        op=Op.RETRACT,
        subject="Nadia",
        predicate="hobby",
        period=Period.of(SEP, END_OF_TIME),
        value=value,
        evidence=Evidence(kind="conversation", ref="m2"),
        extractor="conversation",
    )


def _planned(text: str, said: str, stored: str) -> list[str]:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Nadia")
    facts = [current_fact("Nadia", "hobby", value=stored)]
    ops = plan_changes(source, [_retract(said)], facts, "conversation")
    return [str(op.value) for op in ops if op.op == Op.RETRACT]


def test_a_retract_spelt_otherwise_ends_the_stored_spelling() -> None:
    assert _planned("Gave up Bouldering in May.", "Bouldering", "bouldering") == ["bouldering"]
    assert _planned("no more CROSSFIT for me", "CROSSFIT", "CrossFit") == ["CrossFit"]
    # a value not stored stays as said
    assert _planned("Gave up darts.", "darts", "bouldering") == ["darts"]
