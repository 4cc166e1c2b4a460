"""Values and subjects said another way than the facts hold them: "left Milan for Turin" when
Milan is the subject's home is a move, not a change of employer; "4412 got closed" is about
the ticket stored as "JIRA-4412"; "doing evening classes at Birkbeck" is where one studies.
Sentences written for these tests, with look-alikes that must stay as read."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.slot_repair import as_home
from chronofact.graph.ingest.subject_alias import aliased
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import JAN, current_fact

SEP = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _op(subject: str, predicate: str, obj: str, kind: Op = Op.ASSERT) -> Operation:
    said = "left Milan for Turin last year, rent is half"
    source = Evidence(
        kind="conversation", ref="m2", observed_at=SEP, text=said, speaker="Giulia", span=(0, 20)
    )
    return Operation(
        op=kind,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=obj,
        evidence=source,
    )


def test_leaving_the_home_for_another_is_a_move() -> None:
    ops = [_op("Giulia", "works_at", "Milan", Op.RETRACT), _op("Giulia", "works_at", "Turin")]
    moved = as_home(ops, [current_fact("Giulia", "lives_in", "Milan")])
    assert [(op.predicate, op.object) for op in moved] == [
        ("lives_in", "Milan"),
        ("lives_in", "Turin"),
    ]


@pytest.mark.parametrize(
    "facts",
    [
        [current_fact("Giulia", "lives_in", "Rome")],
        [current_fact("Marco", "lives_in", "Milan")],
        [current_fact("Giulia", "works_at", "Milan")],
        [],
    ],
)
def test_an_employer_that_is_no_home_of_the_subject_stays(facts: list[CurrentFact]) -> None:
    ops = [_op("Giulia", "works_at", "Milan", Op.RETRACT), _op("Giulia", "works_at", "Turin")]
    assert [op.predicate for op in as_home(ops, facts)] == ["works_at", "works_at"]


def _ticket(name: str) -> CurrentFact:
    return CurrentFact(name, name_key(name), "status", None, "open", JAN, END_OF_TIME)


def _status(subject: str) -> Operation:
    op = _op(subject, "status", "closed")
    return Operation(
        op=op.op, subject=subject, predicate="status", period=op.period, value="closed"
    )


def test_a_ticket_said_by_its_number_is_the_stored_ticket() -> None:
    facts = [_ticket("JIRA-4412")]
    assert [op.subject for op in aliased([_status("4412")], facts, "Ana")] == ["JIRA-4412"]


@pytest.mark.parametrize(
    "facts",
    [
        [_ticket("JIRA-4412"), _ticket("INC-4412")],
        [_ticket("JIRA-44120")],
        [_ticket("JIRA-1234")],
    ],
)
def test_a_number_that_names_no_one_ticket_stays(facts: list[CurrentFact]) -> None:
    assert [op.subject for op in aliased([_status("4412")], facts, "Ana")] == ["4412"]


READER = ConversationExtractor()


def _studies(text: str) -> list[str]:
    claims = READER.extract(Message(text, "Fola", SEP))
    return [str(c.object) for c in claims if c.predicate == "studies_at"]


@pytest.mark.parametrize(
    ("text", "school"),
    [
        ("doing evening classes at Birkbeck now", "Birkbeck"),
        ("taking night classes at Lambeth College", "Lambeth College"),
        ("started an online course with the Open University", "Open University"),
    ],
)
def test_classes_of_a_learning_kind_at_a_name_are_where_one_studies(text: str, school: str) -> None:
    assert _studies(text) == [school]


@pytest.mark.parametrize(
    "text",
    ["doing spin classes at Gymbox", "taking pottery classes at the Clay Barn", "classes at Zumba"],
)
def test_classes_of_a_pastime_are_no_school(text: str) -> None:
    assert _studies(text) == []
