"""A value the message ends, read again for the same subject on a slot of another kind, is
dropped; a former tie ("my ex, Tom") and a value the message does not end stay."""

from __future__ import annotations

from chronofact.graph.ingest.old_again import old_read_again
from chronofact.graph.models import Evidence, Op
from tests.unit.change_plans import SEP, current_fact, said_op


def _kept(text: str, ops: list, facts: list) -> list[tuple[str, str, str]]:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Nadia")
    return [(o.op.value, o.predicate, str(o.object)) for o in old_read_again(source, ops, facts)]


def test_an_ended_value_read_again_on_another_slot_is_dropped() -> None:
    facts = [current_fact("Nadia", "bank", obj="Lloyds")]
    said = "we took the savings away from Lloyds and opened them at Starling"
    ops = [said_op("Nadia", "lives_in", "Lloyds"), said_op("Nadia", "bank", "Starling")]
    assert _kept(said, ops, facts) == [("assert", "bank", "Starling")]
    quit_ = "I quit Lloyds"
    retract = [said_op("Nadia", "bank", "Lloyds", Op.RETRACT), said_op("Nadia", "client", "Lloyds")]
    assert _kept(quit_, retract, facts) == [("retract", "bank", "Lloyds")]


def test_a_former_tie_or_a_value_not_ended_stays() -> None:
    facts = [current_fact("Nadia", "partner", obj="Tom")]
    said = "Dating Sam now; my ex, Tom, took it well"
    ops = [said_op("Nadia", "partner", "Sam"), said_op("Nadia", "friend", "Tom")]
    assert _kept(said, ops, facts) == [("assert", "partner", "Sam"), ("assert", "friend", "Tom")]
    kept = [said_op("Nadia", "lives_in", "Lloyds")]
    held = [current_fact("Nadia", "bank", obj="Lloyds")]
    assert _kept("popped into Lloyds", kept, held) == [("assert", "lives_in", "Lloyds")]
    other = [said_op("Omar", "lives_in", "Lloyds"), said_op("Nadia", "bank", "Starling")]
    assert _kept("moved to Starling; Omar's at Lloyds", other, held) == [
        ("assert", "lives_in", "Lloyds"),
        ("assert", "bank", "Starling"),
    ]


def test_the_next_stage_of_a_tie_to_a_person_stays() -> None:
    """ "Married Luis last Saturday!" ends dating Luis and says the marriage: it had been
    dropped as the ended partner read again (thirty-fourth session)."""
    facts = [current_fact("Nadia", "partner", obj="Luis")]
    ops = [said_op("Nadia", "partner", "Luis", Op.RETRACT), said_op("Nadia", "married_to", "Luis")]
    assert _kept("Married Luis last Saturday!", ops, facts) == [
        ("retract", "partner", "Luis"),
        ("assert", "married_to", "Luis"),
    ]
    engaged = [current_fact("Nadia", "engaged_to", obj="Luis")]
    wed = [said_op("Nadia", "engaged_to", "Luis", Op.RETRACT), said_op("Nadia", "spouse", "Luis")]
    assert _kept("we tied the knot", wed, engaged)[1] == ("assert", "spouse", "Luis")
    moved = [said_op("Nadia", "partner", "Luis", Op.RETRACT), said_op("Nadia", "lives_in", "Luis")]
    assert _kept("left Luis", moved, facts) == [("retract", "partner", "Luis")]
