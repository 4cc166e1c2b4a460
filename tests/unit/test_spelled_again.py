"""A name spelt again is about whoever holds it (`spelled_again`): found over MCP (sixteenth
session), "correction - the firm is called Holzbau Kraus, no e" (Jonas's firm, stored as
"Holzbau Krause") was read as the speaker's employer and ended it."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.spelled_again import spelled_again
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import SEP, current_fact

STORED = [
    current_fact("Lena", "works_at", obj="Charité"),
    current_fact("Lena", "partner", obj="Jonas"),
    current_fact("Jonas", "works_at", obj="Holzbau Krause"),
    current_fact("Mira", "works_at", obj="Siemens"),
]


def _op(obj: str, subject: str = "Lena", predicate: str = "works_at") -> Operation:
    return Operation(
        op=Op.ASSERT,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=obj,
        statement=f"{subject} works at {obj}",
        evidence=Evidence(kind="conversation", ref="m9", span=(0, 10)),
    )


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        ("correction - the firm is called Holzbau Kraus, no e", "Holzbau Kraus"),
        ("sorry, typo: it's Holzbau Krauss", "Holzbau Krauss"),
        ("actually it's spelled Holzbau-Krause", "Holzbau-Krause"),
    ],
)
def test_a_spelling_corrected_is_the_holders(text: str, obj: str) -> None:
    (out,) = spelled_again([_op(obj)], STORED, text)
    assert out.subject == "Jonas" and out.statement == f"Jonas works at {obj}"


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        ("I work at Holzbau Kraus now", "Holzbau Kraus"),  # no correction said
        ("correction: I'm at Siemens Energy", "Siemens Energy"),  # another name, not a spelling
        ("correction - it's Charite", "Charite"),  # the speaker's own value spelt again
        ("correction - the firm is called Bosch", "Bosch"),  # nobody holds anything like it
    ],
)
def test_anything_else_keeps_its_subject(text: str, obj: str) -> None:
    (out,) = spelled_again([_op(obj)], STORED, text)
    assert out.subject == "Lena"


def test_two_holders_of_a_like_name_leave_it_alone() -> None:
    both = [*STORED, current_fact("Tom", "works_at", obj="Holzbau Krausen")]
    (out,) = spelled_again([_op("Holzbau Kraus")], both, "correction: it's Holzbau Kraus")
    assert out.subject == "Lena"


def test_a_spelling_read_on_another_slot_is_the_holders_slot() -> None:
    """The learned reader of the thirty-eighth session puts "the firm is called Holzbau Kraus"
    on the manager: the value spelt again is still Jonas's employer."""
    op = _op("Holzbau Kraus", predicate="manager")
    (out,) = spelled_again([op], STORED, "correction - the firm is called Holzbau Kraus, no e")
    assert (out.subject, out.predicate, out.object) == ("Jonas", "works_at", "Holzbau Kraus")


def test_a_spelling_held_on_two_slots_is_left_alone() -> None:
    stored = [*STORED, current_fact("Mira", "manager", obj="Holzbau Krause")]
    op = _op("Holzbau Kraus", predicate="gym")
    (out,) = spelled_again([op], stored, "correction - the firm is called Holzbau Kraus, no e")
    assert (out.subject, out.predicate) == ("Lena", "gym")
