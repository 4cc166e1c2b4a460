"""A value is stored as what it is said to be (`conversation.mood`, `claims.masking`'s
contrast, `finding_claim.claim_times`): a fact now, a fact of the past, or only a wish, a plan
or a condition; a contrast names the value not meant; a time that dates a clause's claims is
not one said after a condition. Through the conversation extractor (frames and words, no
model) and on hand-made claims. Sentences written for this test (not from any bench set)."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim, extract_claims
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.mood import as_said, said_as_fact

AT = datetime(2025, 1, 10, 12, tzinfo=UTC)
EX = ConversationExtractor()

Row = tuple[str, datetime | None, datetime | None]


def d(y: int, m: int, day: int = 1) -> datetime:
    return datetime(y, m, day, tzinfo=UTC)


def read(text: str) -> dict[tuple[str, str], Row]:
    return {
        (c.predicate, str(c.object or c.value)): (c.action, c.valid_from, c.valid_to)
        for c in EX.extract(Message(text, "Sam", AT))
        if c.polarity
    }


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("might switch to Monzo", "bank", "Monzo"),
        ("thinking of getting a dog", "has_pet", "dog"),
        ("I'd love to live in Lisbon", "lives_in", "Lisbon"),
        ("if it dies I'll probably get a Corolla", "vehicle", "Corolla"),
        ("I work at Acme but might switch to Monzo", "bank", "Monzo"),
    ],
)
def test_a_value_only_wished_planned_or_supposed_is_no_fact(
    text: str, slot: str, value: str
) -> None:
    assert (slot, value) not in read(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I worked at Tesco as a kid", "works_at", "Tesco"),
        ("I used to live in Leeds", "lives_in", "Leeds"),
        ("she was at Google back in the day", "works_at", "Google"),
        ("lived in Leeds years ago but these days home is Galway", "lives_in", "Leeds"),
    ],
)
def test_a_value_of_the_past_on_a_one_valued_slot_is_not_written_as_now(
    text: str, slot: str, value: str
) -> None:
    assert (slot, value) not in read(text)


def test_a_value_of_the_past_on_a_many_valued_slot_held_until_the_message() -> None:
    assert read("I had a dog as a kid")[("has_pet", "dog")] == ("assert", None, AT)
    assert read("my hobby is pottery, used to do ballet as a kid")[("hobby", "pottery")][1] == AT


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I live in Leeds", "lives_in", "Leeds"),
        ("I've lived in Leeds for years", "lives_in", "Leeds"),  # a perfect holds now
        ("Arsenal fan since I was a kid", "supports_team", "Arsenal"),  # a start, not the past
        ("my friend Hope works at Acme", "works_at", "Acme"),  # a name, no wish
        ("I was promoted to head chef", "occupation", "head chef"),  # an event, not a state
        ("lived in Leeds years ago but these days home is Galway", "lives_in", "Galway"),
    ],
)
def test_facts_of_now_stay(text: str, slot: str, value: str) -> None:
    assert read(text)[(slot, value)][1] == AT


def test_a_past_state_with_its_time_holds_over_that_time() -> None:
    assert read("I worked at Google in 2019")[("works_at", "Google")][1:] == (
        d(2019, 1),
        d(2020, 1),
    )
    assert read("I lived in Leeds until 2020")[("lives_in", "Leeds")][1:] == (None, d(2020, 1))
    assert read("I moved to Paris in 2019")[("lives_in", "Paris")][1:] == (d(2019, 1), None)


def test_a_time_said_after_a_condition_does_not_date_the_clause() -> None:
    row = read("Rohan lives in Bengaluru, maybe Pune next year")[("lives_in", "Bengaluru")]
    assert row[1] == AT
    assert read("I'm moving to Porto end of the month")[("lives_in", "Porto")][1] == d(2025, 1, 25)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I'm learning Japanese for the trip in autumn", "learning_language", "Japanese"),
        ("learning Korean for our trip in October", "learning_language", "Korean"),
        ("I'm learning Spanish before the wedding in June", "learning_language", "Spanish"),
    ],
)
def test_a_time_of_an_occasion_looked_ahead_to_does_not_date_the_clause(
    text: str, slot: str, value: str
) -> None:
    """Found in a real chat: "learning Japanese for the trip in autumn" was dated autumn."""
    assert read(text)[(slot, value)][1] == AT


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("my manager is Rahul now, not Priya", "manager", "Rahul"),
        ("I work at Stripe, not Square", "works_at", "Stripe"),
    ],
)
def test_a_contrast_names_the_value_not_meant(text: str, slot: str, value: str) -> None:
    claims = read(text)
    assert claims[(slot, value)][0] == "assert"
    assert not any("not" in v for _, v in claims)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("correction: JIRA-88 is assigned to Steph, not Marco", "Steph"),
        ("Thabo's girlfriend is Palesa, not Naledi", "Palesa"),
    ],
)
def test_rules_read_the_value_before_a_contrast_as_said(text: str, value: str) -> None:
    claims = [c for c in extract_claims(text, "Sam", AT) if value in str(c.object or c.value)]
    assert claims and all(c.polarity and "Marco" not in str(c.object) for c in claims)


@pytest.mark.parametrize(
    "text", ["Tom does not work at Google", "Tom is not married to Ana", "Tom never lived in Leeds"]
)
def test_a_negation_of_the_verb_still_negates(text: str) -> None:
    claims = extract_claims(text, "Sam", AT)
    assert claims and not any(c.polarity for c in claims)


def test_a_correction_preamble_is_no_subject() -> None:
    text = "wait no, I got it wrong before \u2014 Thabo's girlfriend is Palesa"
    subjects = {c.subject for c in EX.extract(Message(text, "Sam", AT))}
    assert subjects <= {"Thabo", "Sam"}


def _claim(text: str, value: str, predicate: str) -> Claim:
    i = text.index(value)
    return Claim("Sam", predicate, value, None, True, AT, None, (0, i + len(value)), "s", 0.8)


def test_as_said_on_hand_made_claims() -> None:
    msg = Message("we used to have a parrot, now a cat", "Sam", AT)
    [past, now] = as_said(
        msg, [_claim(msg.text, "parrot", "has_pet"), _claim(msg.text, "cat", "has_pet")]
    )
    assert (past.valid_from, past.valid_to) == (None, AT)
    assert (now.valid_from, now.valid_to) == (AT, None)
    wish = Message("dreaming of a Tesla", "Sam", AT)
    assert as_said(wish, [_claim(wish.text, "Tesla", "vehicle")]) == []
    odd = Message("the gym is Thursday not Tuesday", "Sam", AT)
    [cut] = as_said(odd, [_claim(odd.text, "Thursday not Tuesday", "gym_time")])
    assert cut.value is None and cut.object == "Thursday"


def test_said_as_fact() -> None:
    text = "he lived in Boston for college, now he's in Brooklyn, might go to Oz"
    assert not said_as_fact(text, text.index("Boston"), text.index("Boston") + 6)
    assert said_as_fact(text, text.index("Brooklyn"), text.index("Brooklyn") + 8)
    assert not said_as_fact(text, text.index("Oz"), text.index("Oz") + 2)


def test_hostile_text_stays_linear() -> None:
    for text in ("used to " * 2500, "might, " * 3000, "X not Y, " * 2000):
        msg = Message(text[:20000], "Sam", AT)
        t0 = time.perf_counter()
        as_said(msg, [_claim(msg.text, msg.text[-12:], "hobby")])
        extract_claims(text[:20000], "Sam", AT)
        assert time.perf_counter() - t0 < 3.0
