"""Object trimming keeps a proper-name continuation after a comma and cuts everything else."""

from __future__ import annotations

import pytest

from chronofact.extractors.conversation.trim import trim_object


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("University of Oxford, Balliol College", "University of Oxford, Balliol College"),
        ("Paris, Texas", "Paris, Texas"),
        ("Ursula K. Le Guin", "Ursula K. Le Guin"),  # an initial's dot ends nothing
        ("John F. Kennedy Airport", "John F. Kennedy Airport"),
        ("Anne, Princess Royal", "Anne, Princess Royal"),
        ("Lisbon , loving the weather", "Lisbon"),
        ("Ghent, I think", "Ghent"),
        ("Siemens, but only until June", "Siemens"),
        ("Acme, which pays better", "Acme"),
        ("Quito, Ecuador. We love it", "Quito"),
    ],
)
def test_comma_continuations(raw: str, expected: str) -> None:
    assert trim_object(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("the Charité starts at 8", "Charité"),  # "my shift at the Charité starts at 8"
        ("Vivantes opens a new ward", "Vivantes"),
        ("Boulderwelt closes at ten", "Boulderwelt"),
        ("Deloitte runs the audit", "Deloitte"),
        ("Ends of the Earth Cafe", "Ends of the Earth Cafe"),  # a capitalised word is a name
    ],
)
def test_a_name_then_a_verb_keeps_the_name(raw: str, expected: str) -> None:
    assert trim_object(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Yoruba properly", "Yoruba"),  # "learning Yoruba properly on Saturdays"
        ("the Raptors religiously", "Raptors"),
        ("Kuda basically", "Kuda"),
        ("Leeds permanently", "Leeds"),
        ("a car rally", "car rally"),  # a noun in -ly stays
        ("Italy", "Italy"),
    ],
)
def test_a_trailing_adverb_is_no_part_of_the_value(raw: str, expected: str) -> None:
    assert trim_object(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("knitting atm", "knitting"),
        ("Monzo rn", "Monzo"),
        ("vegan tbh", "vegan"),
        ("the ATM", "ATM"),  # written in capitals: a thing, not "at the moment"
    ],
)
def test_chat_abbreviations_closing_a_value(raw: str, expected: str) -> None:
    assert trim_object(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Ankara now working for Aselsan", "Ankara"),
        ("Leeds now teaching at a primary school", "Leeds"),
        ("Porto working at a Dutch bank", "Porto"),
        ("Lyon studying for a master's", "Lyon"),
    ],
)
def test_a_place_then_what_one_does_there_is_the_place(raw: str, expected: str) -> None:
    """Twenty-first session, using the product: "he's in Ankara now working for Aselsan"."""
    assert trim_object(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        # the rules mask a negation with spaces before the value is trimmed
        ("austin and       texts back smh", "austin"),
        ("tesco but       gets paid late", "tesco"),
        ("Marks and Spencer", "Marks and Spencer"),
    ],
)
def test_a_masked_negation_after_and_starts_a_new_clause(raw: str, expected: str) -> None:
    assert trim_object(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Tesco 10 years", "Tesco"),
        ("Tesco twenty years now", "Tesco"),
        ("Arriva for 30 years", "Arriva"),
        ("Leeds 20 years and counting", "Leeds"),
        ("in two years", "in two years"),  # a time to come keeps its count
        ("Ocean 11", "Ocean 11"),
        ("KPMG done", "KPMG"),  # "first week at KPMG done"
        ("Well Done Cafe", "Well Done Cafe"),
    ],
)
def test_how_long_after_the_thing_is_cut(raw: str, expected: str) -> None:
    """Forty-fifth session, found using the product: "I've been at Tesco 10 years this month"
    stored the employer "Tesco 10 years"."""
    assert trim_object(raw) == expected
