"""A person held on a slot said to be replaced by someone named ends, and the one named takes
the slot ("Hannah's cover is a guy called Dev", "her replacement, a guy called Nkosi", "Dr
Okafor replaced Dr Patel"): `replaced_person`, forty-eighth session."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.replaced_person import replaced_people
from chronofact.graph.models import Op
from tests.unit.change_plans import current_fact, plan

FACTS = [
    current_fact("Nadia", "manager", obj="Hannah"),
    current_fact("Nadia", "doctor", obj="Dr Patel"),
    current_fact("Nadia", "works_at", obj="Stripe"),
    current_fact("Tunde", "manager", obj="Kofi"),
]


def _replaced(text: str, facts: list[CurrentFact] = FACTS) -> list[tuple[str, str, str]]:
    found = replaced_people(text, [(0, len(text))], facts, "Nadia")
    return sorted((facts[k].subject, facts[k].shown, new) for k, new, _ in found)


@pytest.mark.parametrize(
    ("text", "replaced"),
    [
        ("Hannah's cover is a guy called Dev, he started this week", [("Nadia", "Hannah", "Dev")]),
        ("Hannah's replacement, Priya Shah, starts Monday", [("Nadia", "Hannah", "Priya Shah")]),
        ("Dr Okafor replaced Dr Patel when he retired", [("Nadia", "Dr Patel", "Dr Okafor")]),
        ("Mo took over from Kofi last month", [("Tunde", "Kofi", "Mo")]),
        ("the leaving do was sad, and her replacement, a guy called Nkosi, is fun", []),
    ],
)
def test_a_person_said_replaced_gives_way_to_the_one_named(
    text: str, replaced: list[tuple[str, str, str]]
) -> None:
    assert _replaced(text) == replaced


def test_her_replacement_is_the_one_person_the_speaker_holds_on_such_a_slot() -> None:
    one = [current_fact("Nadia", "manager", obj="Gillian"), FACTS[2]]
    text = "the leaving do was sad, and her replacement, a guy called Nkosi, is fun"
    assert _replaced(text, one) == [("Nadia", "Gillian", "Nkosi")]


@pytest.mark.parametrize(
    "text",
    [
        "Who will be Hannah's cover?",
        "I hope Hannah's replacement is as good as her",
        "Hannah's cover is a nightmare, honestly",
        "Stripe's replacement is Adyen",
        "Hannah's replacement, Monday she starts",
        "Hannah's cover is March, then someone else",
    ],
)
def test_a_replacement_asked_wished_or_unnamed_changes_nothing(text: str) -> None:
    assert _replaced(text) == []


def test_the_plan_ends_the_held_person_and_asserts_the_new_one_from_the_same_time() -> None:
    ops = plan("Hannah's cover is a guy called Dev, he started this week", FACTS, lambda _: None)
    said = {(op.op, op.subject, op.predicate, op.object) for op in ops}
    assert (Op.RETRACT, "Nadia", "manager", "Hannah") in said
    assert (Op.ASSERT, "Nadia", "manager", "Dev") in said
    assert len({op.period.start for op in ops}) == 1
    # a message saying no replacement plans nothing
    assert plan("Hannah's cover is a nightmare, honestly", FACTS, lambda _: None) == []


def test_a_replacement_named_with_an_accent_is_read_whole() -> None:
    text = "Hannah's gone on maternity leave, her cover is a woman called Bríd, seems sound"
    one = [current_fact("Nadia", "manager", obj="Hannah"), FACTS[2]]
    assert _replaced(text, one) == [("Nadia", "Hannah", "Bríd")]


def test_a_title_shared_names_no_one_held() -> None:
    held = [
        current_fact("Nadia", "doctor", obj="Dr Okafor"),
        current_fact("Nadia", "dentist", obj="Dr Rao"),
    ]
    assert _replaced("Dr Okafor replaced Dr Patel when he retired", held) == []
    assert _replaced("Dr Silva replaced Dr Rao at the practice", held) == [
        ("Nadia", "Dr Rao", "Dr Silva")
    ]
