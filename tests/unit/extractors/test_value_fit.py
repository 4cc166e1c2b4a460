"""A claim's value must fit its slot (`value_fit`): a time alone, a titled person or a value
whose nearest labelled values are of another kind is moved to the slot of its kind that its
sentence fits, else dropped; values that fit stay. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.slot_match import matcher_for
from chronofact.extractors.conversation.value_fit import FRAME_CONFIDENCE, fit_many
from chronofact.extractors.conversation.value_groups import misfit_by_meaning, other_org
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)
MATCHER = matcher_for(embed)


def _claim(predicate: str, value: str, text: str, confidence: float = 0.6) -> Claim:
    start = text.find(value)
    return Claim(
        subject="Sana",
        predicate=predicate,
        object=None,
        value=value,
        polarity=True,
        valid_from=AT,
        valid_to=None,
        span=(max(0, start), max(0, start) + len(value)),
        statement=f"Sana {predicate} {value}",
        confidence=confidence,
    )


def _fit(predicate: str, value: str, text: str, confidence: float = 0.6) -> list[Claim]:
    message = Message(text, "Sana", AT)
    return fit_many([message], [[_claim(predicate, value, text, confidence)]], MATCHER)[0]


def _slots(text: str) -> dict[str, str]:
    return {c.predicate: str(c.object or c.value) for c in WITH.extract(Message(text, "Sana", AT))}


@pytest.mark.parametrize(
    ("predicate", "value", "text"),
    [
        ("relationship_status", "wed 4pm", "moving our 1:1 to wed 4pm going fwd, invite updated"),
        ("project", "friday 9am", "pushing my sales review to friday 9am for the rest of the year"),
        ("studies_at", "Sunday 4pm", "Tola's Bible study is Sunday 4pm after service these days"),
        ("gym", "Tuesday 4pm", "sprint planning got pushed to Tuesday 4pm because of the US team"),
    ],
)
def test_a_time_alone_leaves_a_slot_that_is_no_time(predicate: str, value: str, text: str) -> None:
    kept = _fit(predicate, value, text)
    assert all(c.predicate != predicate for c in kept), kept
    assert all(c.predicate in ("meeting_time", "deadline") for c in kept), kept


def test_a_time_alone_is_dropped_without_a_matcher() -> None:
    text = "moving our 1:1 to wed 4pm going fwd"
    message = Message(text, "Sana", AT)
    assert fit_many([message], [[_claim("relationship_status", "wed", text, 0.8)]], None) == [[]]


@pytest.mark.parametrize(
    "text",
    [
        "Dr Hughes retired at Easter so I've been moved to Dr Okafor, she seems very thorough",
        "Dr Patel retired so I've been moved to Dr Adeyemi at the same surgery",
    ],
)
def test_a_titled_person_is_no_home(text: str) -> None:
    slots = _slots(text)
    assert "lives_in" not in slots, slots
    assert slots.get("doctor", "").startswith("Dr"), slots


@pytest.mark.parametrize(
    ("predicate", "value", "text"),
    [
        ("hobby", "PS5", "sold the PS5 in the end lol, I play on the Steam Deck in bed now"),
        ("diet", "iPad mini", "Dad's reading on an iPad mini now, says the Kindle was too small"),
        ("lives_in", "Dr Adeyemi", "I've been moved to Dr Adeyemi at the same surgery"),
        ("project", "Portuguese", "Italian is on hold; Portuguese is my new project"),
    ],
)
def test_a_value_of_another_kind_leaves_the_slot(predicate: str, value: str, text: str) -> None:
    kept = _fit(predicate, value, text)
    assert all(c.predicate != predicate for c in kept), kept


@pytest.mark.parametrize(
    ("predicate", "value", "text"),
    [
        ("hobby", "pottery", "pottery on thursdays is my happy place"),
        ("works_at", "Revolut", "first week at Revolut done, onboarding was chaos"),
        ("partner", "Aoife", "Aoife and I are together two years now"),
        ("lives_in", "Lisbon", "the move to Lisbon is done, the flat is tiny"),
        ("vehicle", "Corolla", "still driving the old Corolla"),
        ("learning_language", "Kannada", "doing Kannada lessons on weekends"),
        ("supports_team", "Arsenal", "Arsenal till I die"),
        ("diet", "vegan", "vegan since march"),
        ("occupation", "senior nurse", "I'm a senior nurse now"),
    ],
)
def test_values_that_fit_stay(predicate: str, value: str, text: str) -> None:
    assert [c.predicate for c in _fit(predicate, value, text)] == [predicate]


def test_a_frame_keeps_a_value_of_a_merely_unusual_kind() -> None:
    text = "sold the PS5 in the end lol, I play on the Steam Deck in bed now"
    kept = _fit("hobby", "PS5", text, FRAME_CONFIDENCE)
    assert [c.predicate for c in kept] == ["hobby"]


def test_misfit_by_meaning_needs_a_margin() -> None:
    assert misfit_by_meaning("hobby", {"hobby": 0.3, "device": 0.7})
    assert not misfit_by_meaning("hobby", {"hobby": 0.6, "device": 0.65})
    assert not misfit_by_meaning("employer", {"employer": 0.5, "school": 0.9})  # one kind


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("eh I transferred to SMU already, start of new semester in August", "studies_at", "SMU"),
        ("switched schools, im at westview now, long story", "studies_at", "westview"),
        ("Transferred to ETH Zurich for my masters, different world.", "studies_at", "ETH Zurich"),
        ("switched gyms btw, I'm at Snap Fitness now", "gym", "Snap Fitness"),
    ],
)
def test_an_organisation_moves_to_the_slot_of_its_kind(text: str, slot: str, value: str) -> None:
    slots = _slots(text)
    assert slots.get(slot, "").startswith(value), slots
    assert "works_at" not in slots, slots


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("just started at Purdue as a lab technician", "Purdue"),
        ("I work at Barclays now", "Barclays"),
        ("I work at Anytime Fitness, front desk mostly", "Anytime Fitness"),
    ],
)
def test_a_workplace_stays_a_workplace(text: str, value: str) -> None:
    assert _slots(text).get("works_at", "").startswith(value), _slots(text)


@pytest.mark.parametrize(
    ("predicate", "value", "text"),
    [
        ("occupation", "matatu driver", "my uncle is a matatu driver on route 46"),
        ("occupation", "danfo driver", "uncle Osaze is a danfo driver now"),
        ("has_pet", "Bolt", "peter next door has a beagle called Bolt"),
        ("project", "Project Vega", "he leads Project Vega since last week"),
        ("vehicle", "Sprinter", "he drives a trotro for work, a Sprinter"),
        ("meeting_place", "Jenny", "book club meets at Jenny's now"),
    ],
)
def test_odd_but_fitting_values_stay(predicate: str, value: str, text: str) -> None:
    assert [c.predicate for c in _fit(predicate, value, text)] == [predicate]


def test_an_open_slot_may_hold_a_time() -> None:
    text = "my daughter Kayla's piano lesson is Wednesdays 4:30"
    kept = _fit("piano_lesson", "Wednesdays 4:30", text, FRAME_CONFIDENCE)
    assert [c.predicate for c in kept] == ["piano_lesson"]


def test_other_org_needs_the_other_organisation_nearest_of_all() -> None:
    assert other_org("employer", {"employer": 0.4, "school": 0.7, "residence": 0.5}) == "school"
    assert other_org("employer", {"employer": 0.4, "school": 0.6, "residence": 0.8}) is None
    assert other_org("employer", {"employer": 0.55, "school": 0.6}) is None
    assert other_org("hobby", {"hobby": 0.1, "school": 0.9}) is None
