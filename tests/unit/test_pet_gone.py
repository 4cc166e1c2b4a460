"""A pet said to have gone to live elsewhere, or given away, is ended; a visit (the vet, a
weekend away) ends nothing, nor does a name two stored pets share or a thing not a pet."""

from __future__ import annotations

from chronofact.graph.ingest.pet_gone import is_pet, pet_gone, pet_gone_said
from chronofact.graph.models import Evidence, Op
from tests.unit.change_plans import SEP, current_fact


def _ended(text: str, facts: list) -> list[tuple[str, str, str]]:
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Isha")
    return [
        (op.subject, op.predicate, str(op.object))
        for op in pet_gone(source, [], facts, "conversation")
        if op.op == Op.RETRACT
    ]


def test_a_pet_gone_elsewhere_or_given_away_is_ended() -> None:
    for value, said in [
        ("Coco", "Coco went to my parents' farm in june, Isha has a new puppy"),
        ("tortoise", "niamh's got a border collie since easter, the tortoise went to the zoo lol"),
        ("Bruno", "bruno went to my mom's and we have Zuri the greyhound since july"),
        ("two guinea pigs", "the guinea pigs went to her cousin in june"),
        ("Paddy", "we had to give Paddy to my brother in Kerry when we moved"),
        ("rabbit", "she gave the rabbit to her wee cousin and got a hamster"),
        ("Rex", "Rex has gone to live with my uncle, he has a farm"),
        ("Mochi", "Mochi is with my sister now"),
    ]:
        facts = [current_fact("Isha", "has_pet", obj=value)]
        assert _ended(said, facts) == [("Isha", "has_pet", value)], said


def test_a_pet_of_a_kind_named_predicate_is_a_pet() -> None:
    assert is_pet(current_fact("Rukky", "cat", obj="Pepper"))
    assert is_pet(current_fact("Rukky", "has_pet", obj="Pepper"))
    assert not is_pet(current_fact("Rukky", "car", obj="Pepper"))
    facts = [current_fact("Rukky", "dog", obj="Pepper")]
    assert _ended("Pepper went to live with my aunt", facts) == [("Rukky", "dog", "Pepper")]


def test_a_visit_a_shared_name_or_no_pet_ends_nothing() -> None:
    facts = [current_fact("Isha", "has_pet", obj="Coco")]
    for said in [
        "Coco went to the vet yesterday, all good",
        "Coco went to my mum's for the weekend",
        "Coco went to daycare while we were away",
        "Coco went to the groomer's",
        "we went to the beach with Coco",
        "I gave Coco a bath",
    ]:
        assert _ended(said, facts) == [], said
    two = [current_fact("Isha", "has_pet", obj="Coco"), current_fact("Ama", "has_pet", obj="Coco")]
    assert _ended("Coco went to my parents' farm", two) == []
    person = [current_fact("Isha", "brother", obj="Coco")]
    assert _ended("Coco went to my parents' farm", person) == []
    assert not pet_gone_said("we had a lovely day out")


def test_a_pet_gone_past_an_apposition_or_missed_at_home_is_ended() -> None:
    for value, said in [
        ("Noodle", "Noodle the corn snake went back to the pet shop, and we got a hamster"),
        ("Rex", "Rex is living with my parents now, and I've got a parrot"),
        ("Thor", "The house is very quiet without Thor. It's just us and a turtle."),
        ("Biscuit", "it's so empty without our Biscuit, the flat feels huge"),
    ]:
        facts = [current_fact("Isha", "has_pet", obj=value)]
        assert _ended(said, facts) == [("Isha", "has_pet", value)], said


def test_a_pet_away_for_a_while_or_not_missed_is_not_ended() -> None:
    for value, said in [
        ("Thor", "quiet without Thor while he's at the vet"),
        ("Bella", "Bella the cat went to the groomer today"),
        ("Rex", "I can't go anywhere without Rex"),
        ("Rex", "Rex and my sister went to the park"),
    ]:
        facts = [current_fact("Isha", "has_pet", obj=value)]
        assert _ended(said, facts) == [], said


def test_a_pet_gone_after_a_conjunction_is_still_named() -> None:
    facts = [current_fact("Isha", "has_pet", obj="corn snake")]
    said = "a Maine Coon has lived there since June, and the snake went to a reptile shop."
    assert _ended(said, facts) == [("Isha", "has_pet", "corn snake")]


def test_a_pet_mourned_is_ended() -> None:
    for value, said in [
        ("Pistachio", "We still miss Pistachio but Zaatar is a whole different story"),
        ("Bess", "Bess's funeral was small, just the family and the vet's card"),
        ("Rolo", "Rolo crossed the rainbow bridge in march, the house is so quiet"),
        ("Max", "we had to put Max down in the spring, he was fifteen"),
        ("Max", "we had Max put to sleep after the vet saw the scans"),
        ("Nemo", "After the goldfish funeral, Layla convinced her dad to get a kitten"),
        ("Bramble", "Had to rehome the old girl to a farm in Perthshire, the flat was too small"),
        ("Biscuit", "still sorely missing our Biscuit, he was the best boy"),
    ]:
        facts = [current_fact("Isha", "has_pet", obj=value)]
        assert pet_gone_said(said), said
        assert _ended(said, facts) == [("Isha", "has_pet", value)], said


def test_a_pet_missed_for_a_while_or_a_person_mourned_ends_nothing() -> None:
    facts = [current_fact("Isha", "has_pet", obj="Bella")]
    for said in [
        "I still miss Bella when I'm at work all day",
        "I miss Bella so much, can't wait to get home",
        "went to my grandad's funeral in Leeds",
        "put the phone down and went to bed",
        "I put the puppy to sleep in her crate at nine",
    ]:
        assert _ended(said, facts) == [], said
    # a pet said by its kind is the one pet stored, never one of two
    two = [current_fact("Isha", "has_pet", obj="Bella"), current_fact("Isha", "has_pet", obj="Rex")]
    assert _ended("after the dog's funeral we took a week off", two) == []
