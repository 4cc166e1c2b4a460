"""Change resolution by meaning for relatives: a relative named by another word for the same
relation ("Auntie" for "my aunt", "my nan" for "my grandma"), both of a pair for the pair
("grandma and grandpa" for "my grandparents"). One of a pair is not both; someone else's
relative ("his grandad", "my friend's grandad") is not the speaker's; a visit ends nothing.
Slots by meaning from the real MiniLM matcher."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.conversation.slot_match import matcher_for
from chronofact.extractors.embeddings import embed
from chronofact.graph.ingest.change_meaning import SlotOf
from chronofact.graph.ingest.change_plan import CurrentFact, plan_changes
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME

JAN = datetime(2025, 1, 10, 10, tzinfo=UTC)
SEP = datetime(2025, 9, 15, 10, tzinfo=UTC)


@pytest.fixture(scope="module")
def slot_of() -> SlotOf:
    matcher = matcher_for(embed)

    def nearest(texts: list[str]) -> list[tuple[str | None, float]]:
        return matcher.nearest(texts, minimums=[0.0] * len(texts))

    return nearest


def _fact(subject: str, predicate: str, obj: str) -> CurrentFact:
    key = " ".join(subject.casefold().replace("'", " ").split())
    return CurrentFact(subject, key, predicate, obj, None, JAN, END_OF_TIME)


def _plan(text: str, facts: list[CurrentFact], slot_of: SlotOf) -> list[Operation]:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Nadia")
    return plan_changes(source, [], facts, "conversation", slot_of)


def _ended(ops: list[Operation]) -> list[tuple[str, str | None]]:
    return [(o.subject, o.object) for o in ops if o.op == Op.RETRACT]


def _new(ops: list[Operation]) -> list[tuple[str, str | None]]:
    return [(o.subject, o.object) for o in ops if o.op == Op.ASSERT]


GRANDAD = _fact("Nadia's grandad", "lives_in", "Whitby")
GRANDMA = _fact("Nadia's grandma", "lives_in", "Whitby")
AUNT = _fact("Nadia's aunt", "lives_in", "Derby")
GRANDPARENTS = _fact("Nadia's grandparents", "lives_in", "Ely")
PARENTS = _fact("Nadia's parents", "lives_in", "Ely")
HOME = _fact("Nadia", "lives_in", "York")


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
    ops = _plan(text, [fact, HOME], slot_of)
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
    assert _ended(_plan(text, [PARENTS, GRANDPARENTS, GRANDAD], slot_of)) == []
