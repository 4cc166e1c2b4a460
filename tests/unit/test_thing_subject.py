"""A claim whose subject is a thing the speaker holds is the speaker's (`thing_subject`), and a
guess is never moved onto a held open slot the same message names a value of (`held_open`).
Forty-sixth session: "Nando's is dead to us after that chicken, Friday is Wagamama now" gave
the restaurant "Nando" a pet "Wagamama"."""

from __future__ import annotations

from chronofact.graph.ingest.thing_subject import things_reaimed
from chronofact.graph.models import Op
from tests.unit.change_plans import current_fact, said_op


def test_a_restaurant_held_as_the_subject_is_the_speaker() -> None:
    facts = [current_fact("Nadia", "usual_restaurant", "Nando")]
    ops = things_reaimed([said_op("Nando", "has_pet", "Wagamama")], facts, "Nadia")
    assert [(o.subject, o.predicate, o.object) for o in ops] == [("Nadia", "has_pet", "Wagamama")]
    assert ops[0].statement is None or ops[0].statement.startswith("Nadia")


def test_a_person_held_stays_the_subject() -> None:
    facts = [current_fact("Nadia", "manager", "Priya")]
    ops = things_reaimed([said_op("Priya", "works_at", "the data team")], facts, "Nadia")
    assert ops[0].subject == "Priya"


def test_a_thing_with_facts_of_its_own_stays_the_subject() -> None:
    facts = [
        current_fact("Nadia", "works_at", "Ocado"),
        current_fact("Ocado", "based_in", "Hatfield"),
    ]
    ops = things_reaimed([said_op("Ocado", "based_in", "Luton")], facts, "Nadia")
    assert ops[0].subject == "Ocado"


def test_an_end_is_left_alone() -> None:
    facts = [current_fact("Nadia", "usual_restaurant", "Nando")]
    ops = things_reaimed(
        [said_op("Nando", "usual_restaurant", "Nando", Op.RETRACT)], facts, "Nadia"
    )
    assert ops[0].subject == "Nando"


def test_a_claim_on_the_slot_the_thing_is_held_on_stays_its_subjects() -> None:
    """ "Meenal's salary account is with ICICI" after a misreading gave the speaker the bank
    "Meenal": a thing one banks with has no bank of its own, so Meenal is someone."""
    facts = [current_fact("Nadia", "bank", "Meenal")]
    ops = things_reaimed([said_op("Meenal", "bank", "ICICI")], facts, "Nadia")
    assert ops[0].subject == "Meenal"
