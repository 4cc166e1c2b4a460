"""A held value said again is written as stored (`in_stored_form`): found with the no-change
control (thirty-fourth session), "Still vegetarian after ten years" (a named diet after the
literal "vegetarian") and "Got the Kia Niro serviced" (read as "Niro") each started a new
version that ended the one they repeat."""

from __future__ import annotations

import dataclasses

import pytest

from chronofact.graph.ingest.stored_form import in_stored_form
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import SEP, current_fact

STORED = [
    current_fact("Maya", "diet", value="vegetarian"),
    current_fact("Kofi", "vehicle", obj="Kia Niro"),
    current_fact("Ana", "lives_in", obj="New York"),
    current_fact("Ben", "vehicle", obj="Niro"),
]


def _op(
    subject: str,
    predicate: str,
    obj: str | None = None,
    value: str | None = None,
    statement: str | None = None,
) -> Operation:
    return Operation(
        op=Op.ASSERT,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=obj,
        value=value,
        statement=statement,
        evidence=Evidence(kind="conversation", ref="m9", span=(0, 10)),
    )


def test_a_held_literal_said_as_a_name_keeps_the_literal() -> None:
    said = _op("Maya", "diet", obj="Vegetarian", statement="Maya's diet: Vegetarian")
    (out,) = in_stored_form([said], STORED, "Still vegetarian after ten years")
    assert (out.object, out.value) == (None, "vegetarian")
    assert out.statement == "Maya's diet: vegetarian"


def test_a_part_of_the_held_name_said_inside_it_is_the_held_name() -> None:
    said = _op("Kofi", "vehicle", obj="Niro", statement="Kofi gets around by Niro")
    (out,) = in_stored_form([said], STORED, "Got the Kia Niro serviced yesterday")
    assert out.object == "Kia Niro" and out.statement == "Kofi gets around by Kia Niro"


@pytest.mark.parametrize(
    ("subject", "obj", "text"),
    [
        ("Ana", "York", "Moved from New York to York last month"),  # said on its own too
        ("Ana", "York", "Moved to York"),  # the held name is not written
        ("Ana", "Boston", "New York was loud, Boston is calm"),  # another value
    ],
)
def test_a_new_value_stays_a_change(subject: str, obj: str, text: str) -> None:
    said = _op(subject, "lives_in", obj=obj)
    (out,) = in_stored_form([said], STORED, text)
    assert out.object == obj


def test_only_the_subjects_own_slot_is_looked_at() -> None:
    said = _op("Ben", "vehicle", obj="Kia Niro")  # Ben holds "Niro": a longer name, a change
    (out,) = in_stored_form([said], STORED, "Ben got the Kia Niro")
    assert out.object == "Kia Niro"
    other = _op("Lena", "vehicle", obj="Niro")  # Lena holds nothing
    (out,) = in_stored_form([other], STORED, "Lena got the Kia Niro")
    assert out.object == "Niro"


def test_ends_and_negations_are_left_alone() -> None:
    end = dataclasses.replace(_op("Kofi", "vehicle", obj="Niro"), op=Op.RETRACT)
    negated = dataclasses.replace(_op("Maya", "diet", obj="Vegetarian"), polarity=False)
    assert in_stored_form([end, negated], STORED, "the Kia Niro; not vegetarian") == [
        end,
        negated,
    ]


def test_a_car_called_by_part_of_its_name_is_the_held_car() -> None:
    held = [current_fact("Kemal", "vehicle", obj="Toyota Corolla")]
    kept = _op("Kemal", "vehicle", obj="Corolla")
    (out,) = in_stored_form([kept], held, "My wife bought a Mini Cooper, I kept the Corolla")
    assert out.object == "Toyota Corolla"
    (out,) = in_stored_form([kept], held, "Traded it in for a new Corolla")
    assert out.object == "Corolla"  # another one
    home = [current_fact("Ana", "lives_in", obj="New York")]
    (out,) = in_stored_form([_op("Ana", "lives_in", obj="York")], home, "Loving York")
    assert out.object == "York"  # a place by part of its name is another place


def test_a_name_said_without_its_kind_word_is_the_held_one() -> None:
    held = [current_fact("Max", "project", obj="Project Falcon")]
    said = _op("Max", "project", obj="Falcon")
    (out,) = in_stored_form([said], held, "Falcon's demo went great")
    assert out.object == "Project Falcon"
    other = _op("Max", "project", obj="Condor")
    (out,) = in_stored_form([other], held, "Moved to Condor")
    assert out.object == "Condor"
