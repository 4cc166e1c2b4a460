"""A pet introduced by its name, got and named, or said dead (`pets_passing`)."""

from __future__ import annotations

import pytest

from chronofact.extractors.conversation.pets_passing import pets_in_passing


def _pets(sentence: str) -> list[tuple[str, str]]:
    return [(p.finding.action, p.finding.target) for p in pets_in_passing(sentence)]


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Anyway meet Ziggy, a ginger kitten who thinks my feet are prey", "Ziggy"),
        ("so say hi to Maple \U0001f436 10 week old lab who ate a whole shoe", "Maple"),
        ("we finally caved and got a puppy, meet Rocky", "Rocky"),
        ("mi get a likkle puppy name Rocky, him bark at every lizard", "Rocky"),
        ("We adopted a rescue greyhound called Pickles last week", "Pickles"),
        ("too quiet since April, till Tui arrived \U0001f436 puppy class on Saturday", "Tui"),
    ],
)
def test_a_pet_introduced_or_got_and_named_is_had(sentence: str, name: str) -> None:
    assert ("assert", name) in _pets(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "meet Tom, my new flatmate, he hates mornings",
        "come and meet Priya at the cafe, she's lovely",
        "say hi to Grandma for me",
        "the dog next door barks at Sam every morning",
        "Priya arrived late to the dog show again",
    ],
)
def test_a_person_introduced_is_no_pet(sentence: str) -> None:
    assert not any(action == "assert" and name[:1].isupper() for action, name in _pets(sentence))


def test_a_pet_said_dead_is_no_longer_had() -> None:
    assert ("end", "Bruno") in _pets("Since Bruno dead mi get a likkle puppy name Rocky")
    assert ("end", "Bruno") in _pets("Bruno's dead, the vet couldn't do anything")
    assert ("end", "Biscuit") in _pets("too quiet after Biscuit went over the rainbow bridge")
    assert not any(a == "end" for a, _ in _pets("Honestly Sam is dead tired after the shift"))
