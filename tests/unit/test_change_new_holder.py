"""A new holder of a one-holder slot ends the one held ("new boss started monday", "Tunde has
a new babe o, Zainab"), and the look-alikes that must end nothing (`new_holder`)."""

from __future__ import annotations

from datetime import datetime

import pytest

from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.new_holder import new_holder_ends
from chronofact.graph.models import Op
from tests.unit.change_plans import current_fact, plan

FACTS = [
    current_fact("Nadia", "manager", obj="Graham"),
    current_fact("Nadia", "partner", obj="Leon"),
    current_fact("Nadia", "uses_phone", obj="Pixel 7"),
    current_fact("Nadia", "vehicle", obj="Ford Fiesta"),
    current_fact("Nadia", "pets", obj="Toffee"),
    current_fact("Tunde", "partner", obj="Halima"),
    current_fact("Ama", "manager", obj="Kofi"),
]


def _ended(text: str, facts: list[CurrentFact] = FACTS) -> list[str]:
    spans = [(0, len(text))]
    return sorted(
        f"{facts[k].subject}:{facts[k].shown}" for k in new_holder_ends(text, spans, facts, "Nadia")
    )


@pytest.mark.parametrize(
    ("text", "ended"),
    [
        ("new boss started monday, her name's Pooja and she seems normal", ["Nadia:Graham"]),
        ("my new manager is lovely so far", ["Nadia:Graham"]),
        ("the new boss is way less chill than the last one", ["Nadia:Graham"]),
        ("Tunde has a new babe o, Zainab. Everyone was looking", ["Tunde:Halima"]),
        ("Ama's new boss started in June", ["Ama:Kofi"]),
        ("got a new phone last week, the camera is unreal", ["Nadia:Pixel 7"]),
        ("finally have a new car!! a little red Mini", ["Nadia:Ford Fiesta"]),
        ("I've got a new girlfriend, Sam, early days though", ["Nadia:Leon"]),
        ("new boss started monday, her name's Pooja and she seems normal??", ["Nadia:Graham"]),
    ],
)
def test_a_new_holder_ends_the_held_one(text: str, ended: list[str]) -> None:
    assert _ended(text) == ended


@pytest.mark.parametrize(
    "text",
    [
        "no new boss yet, Graham is hanging on",
        "might get a new phone next year",
        "need a new car, the Fiesta is making noises",
        "looking for a new job tbh",
        "my friend's new boss sounds awful",
        "her new phone is so shiny, I'm jealous",
        "bought a new phone case for the Pixel",
        "new gym shoes arrived today",
        "my new boss Graham is settling in",
        "is that your new car?",
        "did you get a new phone, or is that the old one?",
        "Pooja has a new boss?? since when",
        "Pooja has a new boss, she says he's alright",
        "we got a new puppy, Toffee has a friend",
        "new job, same company, just a different floor",
        "the new manager at the cafe gave us free cake, Tunde loved it",
    ],
)
def test_a_look_alike_ends_nothing(text: str) -> None:
    assert _ended(text) == []


def _no_slot(texts: list[str]) -> list[tuple[str | None, float]]:
    return [(None, 0.0) for _ in texts]


def test_the_plan_retracts_the_held_one_from_the_time_said() -> None:
    ops = plan("new boss started in june, her name's Pooja", FACTS, _no_slot)
    retracts = [op for op in ops if op.op == Op.RETRACT]
    assert [(op.subject, op.object) for op in retracts] == [("Nadia", "Graham")]
    assert retracts[0].period.start.month == 6
    assert retracts[0].period.start < datetime(2025, 9, 15, tzinfo=retracts[0].period.start.tzinfo)


def test_a_farewell_ends_only_the_speakers_own_value() -> None:
    facts = [
        current_fact("Nadia", "works_at", obj="Woolworths"),
        current_fact("Ama", "works_at", obj="Woolworths"),
    ]
    ops = plan("so me and Woolworths are done (rip free fruit)", facts, _no_slot)
    assert [(op.subject, op.object) for op in ops if op.op == Op.RETRACT] == [
        ("Nadia", "Woolworths")
    ]
