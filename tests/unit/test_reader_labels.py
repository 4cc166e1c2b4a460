"""The slot a change case teaches the learned reader (`bench/reader_labels.asked_slot`): the
question's slot, among the slots the case's category allows; the question's slot reader alone
put about one case in twelve on another family (nineteenth session). Questions written for
these tests."""

from __future__ import annotations

import pytest

from bench.change_bench import Case
from bench.reader_labels import CATEGORY_SLOTS, asked_slot, category_slots


def _case(now: str, category: str) -> Case:
    return Case("c1", "Kofi", "m1", "m2", now, now, "old", "new", category)


@pytest.mark.parametrize(
    ("now", "category"),
    [
        ("Who does Yaw drive for?", "employer"),
        ("What does Ama collect?", "hobby"),
        ("Which coat did Efua order?", "order"),
        ("What rank is Kwame?", "job_title"),
        ("Where does Kojo box?", "gym"),
        ("Where is Abena's salary paid?", "bank"),
        ("What does Esi take notes on?", "device"),
        ("When is Kofi's choir practice?", "meeting"),
        ("What's the status of Adjoa's ticket HR-12?", "ticket"),
    ],
)
def test_the_slot_is_one_the_category_allows(now: str, category: str) -> None:
    assert asked_slot(_case(now, category)) in CATEGORY_SLOTS[category]


def test_plural_and_spaced_categories() -> None:
    assert asked_slot(_case("What does Ama do at weekends?", "hobbies")) == "hobby"
    assert asked_slot(_case("Where does Yaw work?", "family job")) in CATEGORY_SLOTS["family_job"]


def test_an_open_tail_category_keeps_the_questions_slot() -> None:
    case = _case("Where does Kofi live?", "landlord")
    assert asked_slot(case) == "lives_in"


@pytest.mark.parametrize(
    ("now", "category", "slots"),
    [
        ("Who does Yaw drive for?", "family member's job", {"occupation", "works_at"}),
        ("What does Ama take notes on?", "phone or laptop", CATEGORY_SLOTS["device"]),
        ("Where is Kojo's check-up?", "doctor or dentist", {"doctor"}),
        ("When does Esi's book group meet?", "meeting time", {"meeting_time"}),
        ("Which club do the Mensahs cheer for?", "team supported", {"supports_team"}),
        ("What's happening with Adjoa's claim?", "support ticket/claim status", {"ticket_status"}),
    ],
)
def test_a_category_in_the_sets_own_words_is_the_listed_one(
    now: str, category: str, slots: set[str]
) -> None:
    assert category_slots(category) == frozenset(slots)
    assert asked_slot(_case(now, category)) in slots


def test_a_kind_the_reader_has_no_slot_for_allows_none() -> None:
    assert category_slots("favourite band") == frozenset()
    assert category_slots("insurer") == frozenset()
