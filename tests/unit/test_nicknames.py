"""One person's name said shorter or fuller: a pet form, the first letters, the initials."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.nicknames import nickname_keys, nicknamed


@pytest.mark.parametrize(
    ("said", "stored"),
    [
        ("mo", "mohammed"),
        ("fraz", "fraser"),
        ("dave", "david"),
        ("lizzie", "elizabeth"),
        ("kat", "katherine"),
        ("mads", "maddie"),
        ("bongi", "bongani"),
        ("lungi", "lungile"),
        ("ben", "benny"),
        ("jess", "jessica"),
        ("lex", "alexis"),
        ("wl", "wei ling"),
        ("jh", "jun hao"),
        ("mohammed", "mo"),  # either way round
    ],
)
def test_a_shorter_name_of_one_person(said: str, stored: str) -> None:
    assert nicknamed(said, stored)


@pytest.mark.parametrize(
    ("said", "stored"),
    [
        ("ana", "bea"),
        ("anna", "ana"),
        ("dan", "dana"),  # one letter more: two people
        ("eva", "evan"),
        ("mark", "marco"),  # "k" is no pet ending
        ("john", "joan"),
        ("ngozi", "ngozi okafor"),  # a first name may be another person's
        ("nadia s mum", "nadia"),
        ("jo", "joe"),
    ],
)
def test_names_that_are_not_one_person(said: str, stored: str) -> None:
    assert not nicknamed(said, stored)


def test_the_lookups_of_a_name() -> None:
    assert nickname_keys("mohammed") == ({"mo"}, {"moh"})
    assert nickname_keys("fraz") == ({"fr"}, {"fra"})
    assert nickname_keys("wl") == (set(), set())
    assert nickname_keys("nadia s mum") == (set(), set())
