"""A relation of the speaker no fact ties to a name, and the one named person who holds the
slot ("my niece started at Kelvin Grove" after "Lily's at Brisbane State High"; "Ngozi don
resign!" after "my sister is still at Access Bank")."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.same_slot import same_slot_ends
from chronofact.graph.ingest.subject_alias import aliased
from chronofact.graph.ingest.unnamed_tie import named_holder, role_holders
from chronofact.graph.ingest.untied_load import untied_slots
from chronofact.graph.slot_names import slot_family
from tests.unit.change_plans import current_fact, said_op


@pytest.mark.parametrize(
    ("role", "person", "predicate"),
    [
        ("niece", "Lily", "studies_at"),
        ("wife", "Kemi", "learning_language"),
        ("partner", "Brody", "gym"),
        ("mam", "Siobhan", "occupation"),
    ],
)
def test_an_untied_relation_is_the_one_named_holder(role: str, person: str, predicate: str) -> None:
    facts = [current_fact(person, predicate, obj="before")]
    said = f"Fiona's {role}" if role != "mam" else "mam"
    (op,) = aliased([said_op(said, predicate, "after")], facts, "Fiona", cued=True)
    assert op.subject == person
    (plain,) = aliased([said_op(said, predicate, "after")], facts, "Fiona")
    assert plain.subject == said  # no change said: left alone


def test_an_untied_relation_is_left_alone_when_unsure() -> None:
    family = slot_family("studies_at")
    two = [
        current_fact("Lily", "studies_at", obj="A"),
        current_fact("Rosie", "studies_at", obj="B"),
    ]
    assert named_holder("fiona s niece", family, two, "fiona") is None
    tied = [current_fact("Lily", "studies_at", obj="A"), current_fact("Fiona", "niece", obj="Ava")]
    assert named_holder("fiona s niece", family, tied, "fiona") is None  # the niece is Ava
    other = [
        current_fact("Lily", "studies_at", obj="A"),
        current_fact("Fiona", "colleague", obj="Lily"),
    ]
    assert named_holder("fiona s niece", family, other, "fiona") is None  # Lily's a colleague
    own = [
        current_fact("Lily", "studies_at", obj="A"),
        current_fact("Fiona's niece", "studies_at", obj="B"),
    ]
    assert named_holder("fiona s niece", family, own, "fiona") is None


def test_an_unknown_name_is_the_one_untied_relation_holding_the_slot() -> None:
    live = [current_fact("Chidi's sister", "works_at", obj="Access Bank")]
    ops = [said_op("Ngozi", "works_at", "Flutterwave")]
    assert set(same_slot_ends(ops, live, "Ngozi don resign!", "chidi")) == {0}
    assert same_slot_ends(ops, live, "Ngozi don resign!") == {}  # no change said


def test_a_known_name_is_not_an_untied_relation() -> None:
    family = slot_family("works_at")
    known = [
        current_fact("Chidi's sister", "works_at", obj="Access Bank"),
        current_fact("Ngozi", "lives_in", obj="Lagos"),
    ]
    assert role_holders("ngozi", family, known, "chidi") == set()
    tied = [
        current_fact("Chidi's sister", "works_at", obj="Access Bank"),
        current_fact("Chidi", "sister", obj="Ada"),
    ]
    assert role_holders("ngozi", family, tied, "chidi") == set()  # the sister is Ada
    two = [
        current_fact("Chidi's sister", "works_at", obj="Access Bank"),
        current_fact("Chidi's brother", "works_at", obj="GTBank"),
    ]
    assert role_holders("ngozi", family, two, "chidi") == set()


def test_the_slots_looked_up_for_an_untied_relation() -> None:
    ops = [
        said_op("Fiona's niece", "studies_at", "Kelvin Grove"),
        said_op("Mam", "occupation", "ward manager"),
        said_op("Fiona's niece Ava", "lives_in", "Leeds"),  # named: nothing to look up
        said_op("Lily", "works_at", "Aldi"),
        said_op("Fiona's niece", "hobby", "chess"),  # many values: nothing replaced
    ]
    slots = untied_slots(ops, "Fiona")
    assert "studies_at" in slots and "occupation" in slots
    assert not {"lives_in", "works_at", "hobby"} & slots
    assert untied_slots(ops, None) == set()


def test_a_partner_word_alone_is_an_untied_relation_a_job_word_is_not() -> None:
    family = slot_family("learning_language")
    facts = [current_fact("Shane", "learning_language", obj="Indonesian")]
    assert named_holder("hubby", family, facts, "gemma") == "Shane"
    assert named_holder("boss", family, facts, "gemma") is None
    assert named_holder("doctor", family, facts, "gemma") is None
