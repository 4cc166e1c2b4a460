"""A name read on a sibling slot (a bank's name as a home, a school's as an employer, a gym's
as a workplace) is moved to the slot the subject holds (`held_slot`), when its kind and its
sentence say so; a job said, a name of the read slot's kind or a slot already held keep it
where it was read. Sentences written for these tests."""

from __future__ import annotations

import pytest

from chronofact.extractors.conversation.slot_match import matcher_for
from chronofact.extractors.embeddings import embed
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.held_slot import to_held_slot
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import SEP, current_fact

MATCHER = matcher_for(embed)


def _assert(subject: str, predicate: str, obj: str, text: str) -> Operation:
    start = text.find(obj)
    source = Evidence(
        kind="conversation",
        ref="m2",
        observed_at=SEP,
        text=text,
        speaker="Nadia",
        span=(start, start + len(obj)),
    )
    return Operation(
        op=Op.ASSERT,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=obj,
        evidence=source,
    )


def _moved(text: str, read: tuple[str, str, str], facts: list[CurrentFact]) -> str:
    ops = [_assert(*read, text)]
    return to_held_slot(ops, facts, text, MATCHER)[0].predicate


@pytest.mark.parametrize(
    ("text", "read", "held", "slot"),
    [
        (
            "Kyle switched to Capital One in july",
            ("Kyle", "lives_in", "Capital One"),
            ("bank", "Chase"),
            "bank",
        ),
        (
            "Kev moved to Wells Fargo when he moved to Charlotte",
            ("Kev", "lives_in", "Wells Fargo"),
            ("bank", "Chase"),
            "bank",
        ),
        (
            "Chloe transferred to Deakin mid-year, reckons their program's better",
            ("Chloe", "works_at", "Deakin"),
            ("studies_at", "Monash"),
            "studies_at",
        ),
        (
            "Thabo left Amakhosi for Sundowns after the cup final in May",
            ("Thabo", "works_at", "Sundowns"),
            ("supports_team", "Kaizer Chiefs"),
            "supports_team",
        ),
        (
            "Mike's a Lions guy now since he moved to Detroit",
            ("Mike", "lives_in", "Lions"),
            ("supports_team", "Bears"),
            "supports_team",
        ),
        (
            "Lucy joined F45 in Surry Hills in June, 5:45am classes",
            ("Lucy", "works_at", "F45"),
            ("gym", "Anytime Fitness"),
            "gym",
        ),
        # a word of the held name shared
        (
            "Ollie's been at Clovelly Public since Term 3. Can you help me write to his teacher?",
            ("Ollie", "works_at", "Clovelly Public"),
            ("studies_at", "Bondi Public"),
            "studies_at",
        ),
        # of the held name's kind (`kind_alike`)
        (
            "Njoroge has his mid-year review at KCB next week.",
            ("Njoroge", "studies_at", "KCB"),
            ("works_at", "Equity Bank in Nakuru"),
            "works_at",
        ),
    ],
)
def test_a_name_of_the_held_slots_kind_moves_there(
    text: str, read: tuple[str, str, str], held: tuple[str, str], slot: str
) -> None:
    facts = [current_fact(read[0], held[0], held[1])]
    assert _moved(text, read, facts) == slot


@pytest.mark.parametrize(
    ("text", "read", "held"),
    [
        # a job said with the employer
        (
            "Tobi started at Equinox as a personal trainer in june",
            ("Tobi", "works_at", "Equinox"),
            [("gym", "PureGym"), ("occupation", "personal trainer")],
        ),
        # the sentence says work, whatever the bank
        (
            "Priya got a job at Barclays in the risk team",
            ("Priya", "works_at", "Barclays"),
            [("bank", "Monzo")],
        ),
        # a school's name read as a school, beside an employer held
        (
            "Karim quit ASML, he's doing a PhD at TU Delft now",
            ("Karim", "studies_at", "TU Delft"),
            [("works_at", "ASML")],
        ),
        # a city is a home
        ("Kyle moved to Denver last month", ("Kyle", "lives_in", "Denver"), [("bank", "Chase")]),
        (
            "Thabo moved to Pretoria for work",
            ("Thabo", "lives_in", "Pretoria"),
            [("supports_team", "Kaizer Chiefs")],
        ),
        # a company is an employer, beside a team held
        (
            "Thabo got a job at Vodacom in the call centre",
            ("Thabo", "works_at", "Vodacom"),
            [("supports_team", "Kaizer Chiefs")],
        ),
        # the read slot is held too: nothing says it is the other one
        (
            "Kyle switched to Capital One in july",
            ("Kyle", "lives_in", "Capital One"),
            [("bank", "Chase"), ("lives_in", "Austin")],
        ),
    ],
)
def test_a_name_stays_where_it_was_read(
    text: str, read: tuple[str, str, str], held: list[tuple[str, str]]
) -> None:
    facts = []
    for predicate, shown in held:
        if predicate == "occupation":
            facts.append(current_fact(read[0], predicate, value=shown))
        else:
            facts.append(current_fact(read[0], predicate, shown))
    ops = [_assert(*read, text)]
    if any(p == "occupation" for p, _ in held):
        ops.append(
            Operation(
                op=Op.ASSERT,
                subject=read[0],
                predicate="occupation",
                period=Period.of(SEP, END_OF_TIME),
                value="personal trainer",
            )
        )
    assert to_held_slot(ops, facts, text, MATCHER)[0].predicate == read[1]


@pytest.mark.parametrize(
    ("text", "read", "held", "slot"),
    [
        (
            "Since March my training sessions happen at the Kensington Leisure Centre",
            ("Nadia", "meeting_place", "Kensington Leisure Centre"),
            ("gym", "PureGym"),
            "gym",
        ),
        (
            "My lanyard says Spotify these days, and has since the spring",
            ("Nadia", "vehicle", "Spotify"),
            ("works_at", "Klarna"),
            "works_at",
        ),
    ],
)
def test_a_value_read_on_another_slot_moves_to_the_held_one(
    text: str, read: tuple[str, str, str], held: tuple[str, str], slot: str
) -> None:
    facts = [current_fact(read[0], held[0], held[1])]
    assert _moved(text, read, facts) == slot


@pytest.mark.parametrize(
    ("text", "read", "held"),
    [
        (
            "We meet for coffee at the Riverside Cafe on Fridays",
            ("Nadia", "meeting_place", "Riverside Cafe"),
            ("gym", "PureGym"),
        ),
        (
            "Dana drives a Honda Civic now",
            ("Dana", "vehicle", "Honda Civic"),
            ("works_at", "Google"),
        ),
        ("Noor took up pottery in May", ("Noor", "hobby", "pottery"), ("gym", "PureGym")),
        (
            "Omar reports to Linda these days",
            ("Omar", "manager", "Linda"),
            ("works_at", "Deloitte"),
        ),
    ],
)
def test_a_value_of_its_own_slots_kind_stays(
    text: str, read: tuple[str, str, str], held: tuple[str, str]
) -> None:
    facts = [current_fact(read[0], held[0], held[1])]
    assert _moved(text, read, facts) == read[1]


def test_a_job_held_beside_the_employer_leaves_the_sibling_the_one_target() -> None:
    """Zodwa is a nurse at Bara: "Zodwa has moved to Netcare" read as a home moves to the
    employer; the job held beside it (a slot outside the siblings) is no second target."""
    facts = [
        current_fact("Zodwa", "works_at", "Bara"),
        current_fact("Zodwa", "occupation", "nurse"),
    ]
    text = "Zodwa has moved to Netcare, the shifts are better"
    assert _moved(text, ("Zodwa", "lives_in", "Netcare"), facts) == "works_at"
