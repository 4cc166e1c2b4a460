"""A relative named beside the family's word for them ("lola Pilar", "Sanjay bhaiya", "Mam
(Siobhan)") is the speaker's relative of that kind, wherever it stands; a bracketed other name
of a subject is the person ("Daddy (Kwesi)")."""

from __future__ import annotations

import pytest

from chronofact.extractors.claims.subjects import resolve_person
from chronofact.extractors.conversation.kin_named import kin_named
from chronofact.extractors.conversation.people import relations_named


@pytest.mark.parametrize(
    ("text", "relation", "name"),
    [
        ("lola Pilar is in Batangas, she has a sari-sari store", "grandma", "Pilar"),
        ("Granny Morag's moved into sheltered housing", "grandma", "Morag"),
        ("uncle osaze na bus driver for lagos", "uncle", "Osaze"),
        ("uncle Ah Seng divorced already", "uncle", "Ah Seng"),
        ("tita Joy is into gardening", "aunt", "Joy"),
        ("si kuya Paolo call center agent sa Makati", "brother", "Paolo"),
        ("Sanjay bhaiya is a junior analyst", "brother", "Sanjay"),
        ("bug #512 is assigned to Shreya didi", "sister", "Shreya"),
        ("Ate Rica's bf is Jerome", "sister", "Rica"),
        ("Mam (Siobhan) only went and got ward manager!", "mom", "Siobhan"),
        ("papa (Mohan) is at Infosys", "dad", "Mohan"),
        ("my mum (Akosua) closed the stall", "mom", "Akosua"),
        ("we got appa (Raghavan) a Samsung", "dad", "Raghavan"),
        ("my sis jess lives in Joburg", "sister", "Jess"),
        ("my kid bro Ebuka uses a Tecno Spark", "brother", "Ebuka"),
    ],
)
def test_a_relative_named_beside_a_kin_word(text: str, relation: str, name: str) -> None:
    assert (relation, name) in [(p, n) for p, n, _ in kin_named(text)]


@pytest.mark.parametrize(
    "text",
    [
        "mum loves bingo",
        "nan finally retired",
        "Dad got transferred to Kumasi",
        "uncle said no",
        "gran knits all day",
        "I ate Pizza Hut again",
        "bro Wipro is history",  # said to the listener
        "my sis says hi",
        "grandma still lives in Leeds",
    ],
)
def test_no_name_is_read_from_a_word_of_the_sentence(text: str) -> None:
    assert kin_named(text) == []


def test_relations_named_adds_the_kin_words_ties_once() -> None:
    said = relations_named("my sister Ana and lola Pilar came over")
    assert [(p, n) for p, n, _, _ in said] == [("sister", "Ana"), ("grandma", "Pilar")]


@pytest.mark.parametrize(
    ("said", "person"),
    [
        ("Daddy (Kwesi)", "Kwesi"),
        ("my mum (Akosua)", "Akosua"),
        ("Dad (Mahesh)", "Mahesh"),
        ("Ollie (my brother)", "Ollie"),
        ("Tesco (Leeds)", "Tesco (Leeds)"),  # a thing with its place, not a relative
    ],
)
def test_a_subject_with_its_other_name_in_brackets_is_the_person(said: str, person: str) -> None:
    assert resolve_person(said, "Efua") == person
