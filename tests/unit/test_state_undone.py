"""A stored state said undone by its own word ("DB-303 is unblocked" ends "blocked", "SUP-318
got assigned to Anika" ends "unassigned") is ended; a negation, another subject or another
state ends nothing."""

from __future__ import annotations

from chronofact.graph.ingest.state_undone import state_undone, undone_said
from chronofact.graph.models import Evidence, Op
from tests.unit.change_plans import SEP, current_fact


def _ended(text: str, facts: list) -> list[tuple[str, str, str]]:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Hana")
    return [
        (op.subject, op.predicate, str(op.value if op.object is None else op.object))
        for op in state_undone(source, [], facts, "conversation")
        if op.op == Op.RETRACT
    ]


def test_a_state_said_undone_is_ended() -> None:
    for subject, state, said in [
        ("DB-303", "blocked", "DB-303 is unblocked and in progress."),
        ("SUP-318", "unassigned", "SUP-318 got assigned to Anika from IT in May."),
        ("invoice 4471", "unpaid", "Invoice 4471 is paid now, finally."),
        ("Hana", "unemployed", "I'm employed again since June!"),
        ("the front door", "locked", "left the front door unlocked for the plumber"),
    ]:
        facts = [current_fact(subject, "status", value=state)]
        assert _ended(said, facts) == [(subject, "status", state)], said


def test_a_negation_another_subject_or_another_state_ends_nothing() -> None:
    for subject, state, said in [
        ("SUP-318", "unassigned", "SUP-318 is still not assigned, ugh"),
        ("DB-303", "blocked", "DB-404 is unblocked, DB-303 is not"),
        ("DB-303", "blocked", "the vendor is unbothered"),
        ("invoice 4471", "unpaid", "paid the gas bill today"),
    ]:
        facts = [current_fact(subject, "status", value=state)]
        assert _ended(said, facts) == [], said


def test_the_cheap_test_reads_an_un_word() -> None:
    assert undone_said("DB-303 is unblocked")
    assert undone_said("left the door unlocked")
    assert not undone_said("SUP-318 got assigned to Anika")


def test_another_relationship_status_said_ends_the_stored_one() -> None:
    for state, said in [
        ("divorced", "Funny how things go: I got remarried in August."),
        ("single", "I'm engaged!! He asked in Lisbon."),
        ("married", "we got divorced last spring, it was for the best"),
    ]:
        facts = [current_fact("Hana", "relationship_status", value=state)]
        assert _ended(said, facts) == [("Hana", "relationship_status", state)], said
    assert undone_said("I got remarried in August")


def test_a_status_of_someone_else_or_not_said_to_hold_ends_nothing() -> None:
    facts = [current_fact("Hana", "relationship_status", value="divorced")]
    for said in [
        "My sister got married in June.",
        "I'm not getting married again, ever.",
        "Divorced and happy, honestly.",
        "Married life suits Tom.",
    ]:
        assert _ended(said, facts) == [], said
