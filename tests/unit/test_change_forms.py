"""Forms of change the cue, replacement and slot-repair readers take: a value named by an
inflected word ("knittings" for "knit"), a generic head with a determiner ("left the bank"),
pets given away, a weekday as a meeting's new time, a thing moved to a named place, and an
employer read for a school's name."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import pytest

from chronofact.graph.ingest.change_cues import ended_names
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.change_replacement import find_replacement
from chronofact.graph.ingest.slot_repair import as_school
from chronofact.graph.ingest.subject_alias import aliased
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import JAN, current_fact

SEP = datetime(2025, 9, 15, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("the paintings have been replaced by pottery lessons", "painting"),
        ("I don't swim much anymore", "swimming laps"),
        ("Nour left the bank, she's teaching now", "bank in Amman"),
        ("Quit the gym for good", "gym near the station"),
        ("We rehomed Biscuit with my cousin", "Biscuit"),
        ("Biscuit went to live with my parents", "Biscuit"),
        ("I gave away my old bike", "bike"),
    ],
)
def test_an_inflected_word_a_head_or_a_pet_given_away_is_ended(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0]


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("I'm still swimming, just slower", "swimming laps"),
        ("I didn't swim anything this week, no time", "swimming laps"),
        ("Nour left the bank at six and went home", "bank in Amman"),
        ("I left the gym early today", "gym near the station"),
        ("I don't care anymore", "car"),
        ("the painters on our street closed", "painting"),
        ("Biscuit went to live with my aunt for the summer while we travel", "Biscuit"),
    ],
)
def test_a_look_alike_form_ends_nothing(sentence: str, name: str) -> None:
    assert ended_names(sentence, [name]) == []


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("the reading group is on Wednesdays these days", "every Monday", "Wednesdays"),
        ("we do it the last Friday of the month now", "first Tuesday", "last Friday of the month"),
        ("shifted everything to Monzo last spring", "Barclays", "Monzo"),
        ("They switched the weekly meetings to Teams", "room 4B", "Teams"),
    ],
)
def test_a_weekday_or_a_named_place_is_the_new_value(text: str, old: str, new: str) -> None:
    found = find_replacement(text, old, own=True, excluded={"nadia"}, observed_at=SEP)
    assert found is not None and found.value == new


def test_a_frame_ends_at_a_word_end() -> None:
    found = find_replacement(
        "I don't paint much anymore", "oil painting", own=True, excluded=set(), observed_at=SEP
    )
    assert found is None


def _assert(subject: str, predicate: str, obj: str, text: str) -> Operation:
    at = text.find(obj)
    span = (at, at + len(obj)) if at >= 0 else None
    source = Evidence(
        kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Lena", span=span
    )
    return Operation(
        op=Op.ASSERT,
        subject=subject,
        predicate=predicate,
        period=Period.of(SEP, END_OF_TIME),
        object=obj,
        evidence=source,
    )


STUDIES = current_fact("Lena", "studies_at", "Sorbonne")


@pytest.mark.parametrize(
    ("text", "obj", "facts", "moved"),
    [
        ("transferred to KU Leuven!!", "KU Leuven University", [STUDIES], True),
        ("transferred to Leiden University", "Leiden University", [STUDIES], True),
        ("got a job at Leiden University", "Leiden University", [STUDIES], False),
        ("transferred to Leiden University", "Leiden University", [], False),
        ("switched to Deloitte", "Deloitte", [STUDIES], False),
        (
            "Transferred to Heriot-Watt over the summer, their mechanical course suits me better."
            " Still get the train back most weekends.",
            "Heriot-Watt",
            [STUDIES],
            True,
        ),
        ("Transferred to Heriot-Watt, the job pays better.", "Heriot-Watt", [STUDIES], False),
        (
            "transferred to Leiden University",
            "Leiden University",
            [STUDIES, CurrentFact("Lena", "lena", "works_at", "Aldi", None, JAN, END_OF_TIME)],
            False,
        ),
    ],
)
def test_a_school_read_as_an_employer_is_where_the_subject_studies(
    text: str, obj: str, facts: list[CurrentFact], moved: bool
) -> None:
    op = as_school(_assert("Lena", "works_at", obj, text), facts)
    assert (op.predicate == "studies_at") is moved
    if moved:
        assert op.statement is None


FEMI_JOB = current_fact("Femi", "occupation", value="civil engineer")
DAD_IS_FEMI = current_fact("Lena", "dad", "Femi")
MUMS_HOME = current_fact("Lena's mother", "lives_in", "Graz")


@pytest.mark.parametrize(
    ("subject", "predicate", "facts", "now"),
    [
        ("Lena's dad", "occupation", [FEMI_JOB, DAD_IS_FEMI], "Femi"),
        ("Papa", "occupation", [FEMI_JOB, DAD_IS_FEMI], "Femi"),
        ("Mama", "lives_in", [MUMS_HOME], "Lena's mother"),
        ("Mum", "lives_in", [MUMS_HOME], "Lena's mother"),
        # no value on that slot family: nothing to replace, the claim stays as read
        ("Lena's dad", "lives_in", [FEMI_JOB, DAD_IS_FEMI], "Lena's dad"),
        # someone else's relation, or a name that is no relation word
        ("Ana's dad", "occupation", [FEMI_JOB, DAD_IS_FEMI], "Ana's dad"),
        ("Femke", "occupation", [FEMI_JOB, DAD_IS_FEMI], "Femke"),
        # two people it could be: left alone
        (
            "Lena's dad",
            "occupation",
            [FEMI_JOB, DAD_IS_FEMI, current_fact("Lena's father", "occupation", value="chef")],
            "Lena's dad",
        ),
    ],
)
def test_a_relation_of_the_speaker_is_the_one_person_holding_that_slot(
    subject: str, predicate: str, facts: list[CurrentFact], now: str
) -> None:
    op = dataclasses.replace(
        _assert(subject, predicate, "beekeeper", "text"), statement=f"{subject} is a beekeeper"
    )
    (out,) = aliased([op], facts, "Lena")
    assert out.subject == now
    assert out.statement == f"{now} is a beekeeper"


@pytest.mark.parametrize(
    ("subject", "stored", "now"),
    [
        ("Ngozi", "Aunty Ngozi", "Aunty Ngozi"),  # "Aunty Ngozi don leave crochet o"
        ("Pooja", "Pooja didi", "Pooja didi"),
        ("Mummy Halima", "Halima", "Halima"),
        ("Ngozi", "Ngozi Okafor", "Ngozi"),  # a full name is matched as it is
        ("Mrs Smith", "Mr Smith", "Mrs Smith"),  # Mr and Mrs are two people
        ("Chidi", "Aunty Ngozi", "Chidi"),
    ],
)
def test_a_name_with_or_without_a_word_of_address_is_the_same_person(
    subject: str, stored: str, now: str
) -> None:
    facts = [current_fact(stored, "hobby", value="crochet")]
    op = dataclasses.replace(
        _assert(subject, "hobby", "Zumba", "text"), statement=f"{subject} does Zumba"
    )
    (out,) = aliased([op], facts, "Chiamaka")
    assert out.subject == now
    assert out.statement == f"{now} does Zumba"


def test_two_people_a_bare_name_could_be_are_left_alone() -> None:
    facts = [
        current_fact("Aunty Ngozi", "hobby", value="crochet"),
        current_fact("Ngozi didi", "hobby", value="chess"),
    ]
    op = _assert("Ngozi", "hobby", "Zumba", "text")
    (out,) = aliased([op], facts, "Chiamaka")
    assert out.subject == "Ngozi"
