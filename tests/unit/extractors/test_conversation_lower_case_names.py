"""A friend's name written in lower case opens a chat message (thirteenth session: of the t13
sets' stale cases, about one in six gave a lower-case friend's fact to the speaker, "ruby's a
nurse", "logan drives an F-150", "divya's manager Suresh ..."). The name is the subject before
a verb that says how someone stands or a "'s" of "is"/"has", and owns a relative named after
it; a word that opens a clause with its subject left out ("just moved", "kinda goes") or an
everyday noun ("uni's a lot") stays no one. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.people import opens_on_lower_name

AT = datetime(2025, 3, 4, 18, tzinfo=UTC)
RULES = ConversationExtractor()


def _said(text: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in RULES.extract(Message(text, "Sam", AT))
        if c.action == "assert" and c.polarity
    }


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("ruby's a nurse at the Mater, nights mostly", ("Ruby", "occupation", "nurse")),
        ("taylor's vegan so the fridge is all oat milk", ("Taylor", "diet", "vegan")),
        ("kwabena's at Ecobank now, loving it", ("Kwabena", "works_at", "Ecobank")),
        ("logan drives an F-150, obviously", ("Logan", "vehicle", "F-150")),
        ("lucy goes to Anytime Fitness in Newtown", ("Lucy", "gym", "Anytime Fitness")),
        ("divya's manager Suresh is very supportive", ("Divya", "manager", "Suresh")),
        ("tomasz's boss Ewa is off on leave", ("Tomasz", "manager", "Ewa")),
    ],
)
def test_a_lower_case_name_is_the_subject(text: str, fact: tuple[str, str, str]) -> None:
    said = _said(text)
    assert fact in said
    assert not any(s == "Sam" for s, _, _ in said)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("just moved to leeds, boxes everywhere", ("Sam", "lives_in", "leeds")),
        ("finally quit my job at Asda", None),
        ("basically uses an iPhone 15 for everything", ("Sam", "uses_phone", "iPhone 15")),
        ("honestly started at Monzo last week", ("Sam", "works_at", "Monzo")),
    ],
)
def test_an_opening_adverb_is_no_name(text: str, fact: tuple[str, str, str] | None) -> None:
    said = _said(text)
    assert fact in said if fact else True
    assert all(s == "Sam" for s, _, _ in said)


@pytest.mark.parametrize(
    ("text", "opens"),
    [
        ("ruby's a nurse", True),
        ("logan drives an F-150", True),
        ("divya's manager Suresh", True),
        ("uni's a lot tho", False),
        ("work's been mad", False),
        ("everyone's manager is Priya", False),
        ("just moved to leeds", False),
        ("traffic's a nightmare", False),
    ],
)
def test_what_opens_on_a_lower_case_name(text: str, opens: bool) -> None:
    assert opens_on_lower_name(text) is opens


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Ngozi is a consultant now o! Still at LUTH.", ("Ngozi", "occupation", "consultant")),
        ("Joy's a team leader na!", ("Joy", "occupation", "team leader")),
        ("Kofi is a senior analyst sha", ("Kofi", "occupation", "senior analyst")),
        ("we moved to Tampines lah", ("Sam", "lives_in", "Tampines")),
    ],
)
def test_a_closing_particle_is_cut_from_the_value(text: str, fact: tuple[str, str, str]) -> None:
    assert fact in _said(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Rita's hobby is knitting", ("Rita", "hobby", "knitting")),
        ("Rita's new hobby is bouldering", ("Rita", "hobby", "bouldering")),
        ("Kwame's diet is keto now", ("Kwame", "diet", "keto")),
        ("Ama's phone is a Pixel 8", ("Ama", "uses_phone", "Pixel 8")),
        ("Dev's flat is in Leith", ("Dev", "lives_in", "Leith")),
        ("Jo's job is at Tesco", ("Jo", "works_at", "Tesco")),
        ("esi's phone is an old iPhone 11, mine is samsung", ("Esi", "uses_phone", "iPhone 11")),
        ("kofi's new car is a Golf", ("Kofi", "vehicle", "Golf")),
    ],
)
def test_a_named_person_s_thing_is_read_as_my_thing_is(
    text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in _said(text)


def test_a_named_person_s_relative_said_of_is_no_thing() -> None:
    assert _said("Rita's mum is lovely") == set()


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Rohan's company did relocate, he's in Hyderabad now", ("Rohan", "lives_in", "Hyderabad")),
        ("Aisha's team got cut, she's at Monzo now", ("Aisha", "works_at", "Monzo")),
    ],
)
def test_a_pronoun_after_a_possessive_is_the_owner(text: str, fact: tuple[str, str, str]) -> None:
    said = _said(text)
    assert fact in said
    assert not any(s.endswith("'s") for s, _, _ in said)
