"""A sentence names a person by the word of the speaker's stored relation to them, and a
month or a day is no other person: "The budgie died in March; Dad has a tortoise now" ends
the budgie of the speaker's dad."""

from __future__ import annotations

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.ingest.named_ends import named_ends
from chronofact.graph.ingest.relation_named import named_by_relation
from tests.unit.change_plans import current_fact

DAD = [
    current_fact("Nadia", "dad", obj="Yusuf"),
    current_fact("Yusuf", "has_pet", obj="budgie"),
]


def _ended(text: str, facts: list) -> list[str]:
    found = named_ends(text, split_sentences(text), facts, "Nadia")
    return [facts[k].shown for k in found]


def test_a_relation_word_or_its_kin_word_names_the_person() -> None:
    fact = DAD[1]
    assert named_by_relation(fact, DAD, "Dad has a tortoise now", "nadia")
    assert named_by_relation(fact, DAD, "my father got a tortoise", "nadia")
    assert not named_by_relation(fact, DAD, "my uncle got a tortoise", "nadia")
    coach = [current_fact("Nadia", "coach", obj="Ines"), current_fact("Ines", "gym", obj="Y")]
    assert named_by_relation(coach[1], coach, "the coach left the gym", "nadia")
    ties = [current_fact("Nadia", "works_with", obj="Ines"), coach[1]]
    assert not named_by_relation(coach[1], ties, "works with her", "nadia")


def test_an_ended_pet_of_a_relation_named_by_the_relation_word_ends() -> None:
    assert _ended("The budgie died in March; Dad has a tortoise now.", DAD) == ["budgie"]
    assert _ended("The budgie died in March.", DAD) == ["budgie"]
    # someone else named with a capital: not Yusuf's budgie
    assert _ended("Omar's budgie died in March.", DAD) == []
