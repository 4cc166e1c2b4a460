"""One person named one way in the stored facts and another way in a new message: by the
family's word for them ("lola" for "lola Pilar"), by a shorter name ("Lizzie" / "Elizabeth",
"WL" / "Wei Ling"), by a fuller one ("Mohammed" / "Mo"), by a name the message ties to a kin
word ("Mam (Siobhan)"). The new value is the same person's, so it replaces the stored one."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.same_slot import same_slot_ends
from chronofact.graph.ingest.subject_alias import aliased
from tests.unit.change_plans import current_fact, said_op


@pytest.mark.parametrize(
    ("said", "relation", "person", "predicate", "old", "new"),
    [
        ("Lola", "grandma", "Pilar", "lives_in", "Batangas", "Quezon City"),
        ("Bhaiya", "brother", "Sanjay", "occupation", "junior analyst", "team lead"),
        ("Jun's kuya", "brother", "Paolo", "occupation", "call center agent", "QA specialist"),
        ("Appa", "dad", "Mohan", "works_at", "Infosys", "TCS"),
        ("Tita", "aunt", "Joy", "hobby", "gardening", "pickleball"),
    ],
)
def test_the_family_word_is_the_relative_it_names(
    said: str, relation: str, person: str, predicate: str, old: str, new: str
) -> None:
    facts = [current_fact("Jun", relation, obj=person), current_fact(person, predicate, obj=old)]
    (op,) = aliased([said_op(said, predicate, new)], facts, "Jun")
    assert op.subject == person
    assert op.statement == f"{person} {predicate} {new}"


@pytest.mark.parametrize(
    ("said", "stored", "predicate"),
    [
        ("Lizzie", "Elizabeth", "works_at"),
        ("Fraz", "Fraser", "lives_in"),
        ("WL", "Wei Ling", "lives_in"),
        ("Kat", "Katherine", "diet"),
        ("Mads", "Maddie", "practice_time"),
    ],
)
def test_a_shorter_name_is_the_stored_fuller_one(said: str, stored: str, predicate: str) -> None:
    facts = [current_fact(stored, predicate, obj="before")]
    (op,) = aliased([said_op(said, predicate, "after")], facts, "Ruth")
    assert op.subject == stored


def test_a_shorter_name_is_left_alone_when_unsure() -> None:
    two = [
        current_fact("Elizabeth", "works_at", obj="Co-op"),
        current_fact("Eliza", "works_at", obj="Tesco"),
    ]
    (op,) = aliased([said_op("Liz", "works_at", "John Lewis")], two, "Ruth")
    assert op.subject == "Liz"  # two people it could be
    own = [
        current_fact("Elizabeth", "works_at", obj="Co-op"),
        current_fact("Lizzie", "works_at", obj="Boots"),
    ]
    (op,) = aliased([said_op("Lizzie", "works_at", "John Lewis")], own, "Ruth")
    assert op.subject == "Lizzie"  # holds a value of her own
    other_slot = [current_fact("Elizabeth", "lives_in", obj="York")]
    (op,) = aliased([said_op("Lizzie", "works_at", "John Lewis")], other_slot, "Ruth")
    assert op.subject == "Lizzie"  # no value there to replace
    fuller = [current_fact("Mo", "works_at", obj="Woolies")]
    (op,) = aliased([said_op("Mohammed", "works_at", "Bunnings")], fuller, "Mia")
    assert op.subject == "Mohammed"  # the fuller name stays


@pytest.mark.parametrize(
    ("said", "stored"), [("Mohammed", "Mo"), ("David", "Dave"), ("Samantha", "Sam")]
)
def test_a_fuller_name_ends_the_shorter_ones_value(said: str, stored: str) -> None:
    live = [current_fact(stored, "works_at", obj="Woolies")]
    assert set(same_slot_ends([said_op(said, "works_at", "Bunnings")], live)) == {0}


def test_a_fuller_name_ends_nothing_when_unsure() -> None:
    two = [
        current_fact("Mo", "works_at", obj="Woolies"),
        current_fact("Moha", "works_at", obj="Aldi"),
    ]
    assert same_slot_ends([said_op("Mohammed", "works_at", "Bunnings")], two) == {}
    own = [
        current_fact("Mo", "works_at", obj="Woolies"),
        current_fact("Mohammed", "works_at", obj="Aldi"),
    ]
    assert 0 not in same_slot_ends([said_op("Mohammed", "works_at", "Bunnings")], own)


@pytest.mark.parametrize(
    ("relation", "name", "predicate", "old", "new"),
    [
        ("mom", "Siobhan", "occupation", "staff nurse", "ward manager"),
        ("dad", "Graham", "bank", "CommBank", "ING"),
        ("grandma", "Gwen", "occupation", "cashier", "retired"),
    ],
)
def test_a_tie_said_in_the_message_names_the_relative(
    relation: str, name: str, predicate: str, old: str, new: str
) -> None:
    """ "Mam (Siobhan) got ward manager" after "me mam's a staff nurse"."""
    live = [current_fact(f"Aoife's {relation}", predicate, obj=old)]
    ops = [said_op("Aoife", relation, name), said_op(name, predicate, new)]
    assert set(same_slot_ends(ops, live)) == {0}
    assert same_slot_ends(ops[1:], live) == {}  # no tie said: someone else


@pytest.mark.parametrize(
    ("stored", "relation", "name"),
    [("Amma", "mom", "Lakshmi"), ("Nani", "grandma", "Savitri"), ("grandma", "grandma", "Yaa")],
)
def test_a_kin_word_stored_alone_is_the_relative_the_message_names(
    stored: str, relation: str, name: str
) -> None:
    """ "amma is a maths teacher" then "Amma (Lakshmi) became principal"."""
    live = [current_fact(stored, "occupation", obj="maths teacher")]
    ops = [said_op("Meera", relation, name), said_op(name, "occupation", "principal")]
    assert set(same_slot_ends(ops, live)) == {0}
    other = [said_op("Meera", "colleague", name), said_op(name, "occupation", "principal")]
    assert same_slot_ends(other, live) == {}


def test_a_relative_stored_with_a_shorter_name_is_the_fuller_one() -> None:
    """ "my sis jess lives in Joburg" then "Jessica relocated to Cape Town"."""
    live = [current_fact("Chipo's sis jess", "lives_in", obj="Joburg")]
    assert set(same_slot_ends([said_op("Jessica", "lives_in", "Cape Town")], live)) == {0}
    sister = [current_fact("Chipo's sister", "lives_in", obj="Joburg")]
    assert same_slot_ends([said_op("Jessica", "lives_in", "Cape Town")], sister) == {}
