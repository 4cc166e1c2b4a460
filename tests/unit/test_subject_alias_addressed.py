"""A name said bare is the stored subject named with a word of address after it or with a
possessive left at its end ("Pooja" / "Pooja didi", "Amira" / a stored "Amira's"), never the
speaker's relation ("Nadia" is not "Nadia's mum")."""

from __future__ import annotations

from chronofact.graph.ingest.subject_alias import aliased
from tests.unit.change_plans import current_fact, said_op


def test_a_bare_name_is_the_addressed_subject() -> None:
    facts = [current_fact("Pooja didi", "lives_in", obj="Dubai")]
    (op,) = aliased([said_op("Pooja", "lives_in", "Hyderabad")], facts, "Nisha")
    assert op.subject == "Pooja didi"


def test_a_bare_name_is_the_subject_stored_with_a_possessive() -> None:
    facts = [current_fact("Amira's", "project", obj="Horizon app rebuild")]
    (op,) = aliased([said_op("Amira", "project", "Nova analytics")], facts, "Pete")
    assert op.subject == "Amira's"


def test_the_speaker_is_not_their_relation() -> None:
    facts = [current_fact("Nadia's mum", "lives_in", obj="Madrid")]
    (op,) = aliased([said_op("Nadia", "lives_in", "Lisbon")], facts, "Nadia")
    assert op.subject == "Nadia"
    (other,) = aliased([said_op("Bea", "lives_in", "Lisbon")], facts, "Nadia")
    assert other.subject == "Bea"


def test_a_name_drawn_out_is_the_stored_subject() -> None:
    """ "Beaaa is engaged!!" is Bea; "Mattt" is Matt; a name said plain is left alone."""
    for said, stored, predicate, old, new in [
        ("Beaaa", "Bea", "relationship_status", "single", "engaged"),
        ("Mattt", "Matt", "works_at", "Tesco", "Aldi"),
        ("Shaaaz", "Shaz", "lives_in", "Leeds", "York"),
    ]:
        facts = [current_fact(stored, predicate, obj=old)]
        (op,) = aliased([said_op(said, predicate, new)], facts, "Nisha")
        assert op.subject == stored, said
    facts = [current_fact("Ana", "lives_in", obj="Porto")]
    (op,) = aliased([said_op("Anna", "lives_in", "Faro")], facts, "Nisha")
    assert op.subject == "Anna"  # two letters are a spelling, not a name drawn out
    (other,) = aliased([said_op("Beaaa", "works_at", "Aldi")], facts, "Nisha")
    assert other.subject == "Beaaa"


def test_a_filipino_word_of_address_does_not_change_who_is_meant() -> None:
    pairs = [("Si Mark", "Mark"), ("Tito Ramon", "Ramon"), ("Paolo", "Kuya Paolo")]
    for stored, said in [*pairs, ("Mark", "Si Mark"), ("Ramon", "tito Ramon")]:
        facts = [current_fact(stored, "learning_language", obj="Korean")]
        (op,) = aliased([said_op(said, "learning_language", "Arabic")], facts, "Joy")
        assert op.subject == stored, said
