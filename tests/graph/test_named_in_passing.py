"""A name said in passing replaces the one held (`kindred_value.sole_names`, through
`kindred_plan`): a later message with no word of change that names, as the subject's, the one
new thing of the held value's kind ("the Monzo app", "the Leeds flat", "my Macquarie account")
replaces it through the write primitive; a question about a place, someone else's thing, a
plan, or a message naming the held value too ends nothing.

The first messages' facts are scripted (`Scripted`) so these tests check the ingest stage, not
an extractor; the later messages give no claims of their own. MiniLM is real (the kinds are
its)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, Scripted, object_names, registered, say

FIRST: dict[str, tuple[str, str, str]] = {
    "I bank with Barclays.": ("Kwame", "bank", "Barclays"),
    "I bank with Westpac.": ("Kwame", "bank", "Westpac"),
    "I live in Bristol.": ("Kwame", "lives_in", "Bristol"),
    "I live in Rathmines.": ("Kwame", "lives_in", "Rathmines"),
    "I drive a Toyota Hilux.": ("Kwame", "vehicle", "Toyota Hilux"),
}


@pytest.fixture
def scripted() -> Iterator[None]:
    with registered(Scripted("scripted_passing", FIRST, span_whole=True)):
        yield


def _say(api: TestClient, mid: str, text: str, at: str) -> None:
    say(api, mid, "Kwame", text, at, extractor="scripted_passing")


@pytest.mark.parametrize(
    ("first", "later", "predicate", "old", "new"),
    [
        (
            "I bank with Barclays.",
            "whats the easiest way to set up a standing order in the Monzo app",
            "bank",
            "Barclays",
            "Monzo",
        ),
        (
            "I live in Bristol.",
            "whats a good name for a group chat for the Leeds flat",
            "lives_in",
            "Bristol",
            "Leeds",
        ),
        (
            "I bank with Westpac.",
            "How do I set up PayID on my Macquarie account? Want my flatmates to pay me rent.",
            "bank",
            "Westpac",
            "Macquarie",
        ),
        (
            "I bank with Barclays.",
            "How do I set up a standing order for my rent in the Revolut app?",
            "bank",
            "Barclays",
            "Revolut",
        ),
        (
            "I live in Rathmines.",
            "Any decent chippers near our new place in Stoneybatter?",
            "lives_in",
            "Rathmines",
            "Stoneybatter",
        ),
        (
            "I drive a Toyota Hilux.",
            "how often must i service my ford ranger? dealer says every 15 000 km",
            "vehicle",
            "Toyota Hilux",
            "ford ranger",
        ),
    ],
)
def test_a_name_of_the_held_kind_said_in_passing_replaces_it(
    api: TestClient, scripted: None, first: str, later: str, predicate: str, old: str, new: str
) -> None:
    _say(api, "m1", first, M1_AT)
    _say(api, "m2", later, M2_AT)
    assert object_names(api, "Kwame", predicate) == [new]
    assert object_names(api, "Kwame", predicate, valid_at="2025-03-01T00:00:00Z") == [old]


@pytest.mark.parametrize(
    ("first", "later", "predicate", "held"),
    [
        ("I live in Bristol.", "what's the weather like in Leeds today?", "lives_in", "Bristol"),
        (
            "I live in Bristol.",
            "Bristol to Leeds is only 3 hours on the train",
            "lives_in",
            "Bristol",
        ),
        ("I bank with Barclays.", "my sister just opened a Monzo account", "bank", "Barclays"),
        ("I bank with Barclays.", "Should I move my savings to Monzo?", "bank", "Barclays"),
        ("I bank with Barclays.", "Is the Monzo app any good?", "bank", "Barclays"),
        ("I drive a Toyota Hilux.", "the bus service was awful today", "vehicle", "Toyota Hilux"),
        ("I drive a Toyota Hilux.", "my mountain bike needs new tyres", "vehicle", "Toyota Hilux"),
        ("I live in Bristol.", "any good restaurants near Leeds station?", "lives_in", "Bristol"),
        (
            "I live in Bristol.",
            "should we look at flats in Leeds or stay put?",
            "lives_in",
            "Bristol",
        ),
        (
            "I live in Bristol.",
            "off to Leeds for the weekend to see my cousin",
            "lives_in",
            "Bristol",
        ),
        ("I live in Bristol.", "had a great time in Lisbon", "lives_in", "Bristol"),
        ("I live in Bristol.", "flying to Madrid tomorrow for work", "lives_in", "Bristol"),
        ("I live in Bristol.", "the Leeds office is so nice", "lives_in", "Bristol"),
        ("I live in Bristol.", "watching a documentary about Glasgow", "lives_in", "Bristol"),
    ],
)
def test_a_name_said_in_passing_that_is_not_the_subjects_replaces_nothing(
    api: TestClient, scripted: None, first: str, later: str, predicate: str, held: str
) -> None:
    _say(api, "m1", first, M1_AT)
    _say(api, "m2", later, M2_AT)
    assert object_names(api, "Kwame", predicate) == [held], later
