"""Change resolution by meaning for relatives: a relative named by another word for the same
relation ("Auntie" for "my aunt", "my nan" for "my grandma"), both of a pair for the pair
("grandma and grandpa" for "my grandparents"). One of a pair is not both; someone else's
relative ("his grandad", "my friend's grandad") is not the speaker's; a visit ends nothing.
Slots by meaning from the real MiniLM matcher."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.change_meaning import SlotOf
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.models import Op, Operation
from tests.unit.change_plans import current_fact, plan


def _ended(ops: list[Operation]) -> list[tuple[str, str | None]]:
    return [(o.subject, o.object) for o in ops if o.op == Op.RETRACT]


def _new(ops: list[Operation]) -> list[tuple[str, str | None]]:
    return [(o.subject, o.object) for o in ops if o.op == Op.ASSERT]


GRANDAD = current_fact("Nadia's grandad", "lives_in", "Whitby")
GRANDMA = current_fact("Nadia's grandma", "lives_in", "Whitby")
AUNT = current_fact("Nadia's aunt", "lives_in", "Derby")
GRANDPARENTS = current_fact("Nadia's grandparents", "lives_in", "Ely")
PARENTS = current_fact("Nadia's parents", "lives_in", "Ely")
HOME = current_fact("Nadia", "lives_in", "York")


@pytest.mark.parametrize(
    ("text", "fact", "new"),
    [
        ("my nan moved to Scarborough in May", GRANDMA, "Scarborough"),
        ("Nana relocated to Scarborough, finally near us", GRANDMA, "Scarborough"),
        ("Auntie moved to Lincoln, closer to the coast.", AUNT, "Lincoln"),
        ("grandma and grandpa moved to Norwich", GRANDPARENTS, "Norwich"),
    ],
)
def test_another_word_for_the_relation_ends_the_relatives_fact(
    text: str, fact: CurrentFact, new: str, slot_of: SlotOf
) -> None:
    ops = plan(text, [fact, HOME], slot_of)
    assert _ended(ops) == [(fact.subject, fact.object)]
    assert _new(ops) == [(fact.subject, new)]


@pytest.mark.parametrize(
    "text",
    [
        "mum moved to Norwich after the divorce",
        "my friend's grandad moved to Norwich",
        "Grandad visited Norwich last week",
        "his grandad moved to Norwich",
    ],
)
def test_one_of_a_pair_or_someone_elses_relative_ends_nothing(text: str, slot_of: SlotOf) -> None:
    assert _ended(plan(text, [PARENTS, GRANDPARENTS, GRANDAD], slot_of)) == []
