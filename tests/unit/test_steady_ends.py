"""A thing set otherwise, or something that goes with it moved, ends nothing (thirty-third
session, found by the no-change control `bench/steady_bench.py`): "Switched my phone to dark
mode" had ended the phone, "Moved the sync notes to Notion" the sync's time. Each beside a
look-alike that still ends the value."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.change_meaning import GroupFit, SlotOf
from chronofact.graph.ingest.change_replacement import find_replacement
from chronofact.graph.ingest.slot_changes import says_slot_changed, without_accessories
from chronofact.graph.models import Op
from tests.unit.change_plans import SEP, current_fact, plan

PHONE = current_fact("Nadia", "uses_phone", "Pixel 7")
SYNC = current_fact("Nadia", "sync_time", value="every Wednesday at 10")


def _ended(text: str, fact: object, slot_of: SlotOf, group_fit: GroupFit) -> bool:
    ops = plan(text, [fact], slot_of, group_fit=group_fit)  # type: ignore[list-item]
    return any(op.op == Op.RETRACT for op in ops)


@pytest.mark.parametrize(
    "text",
    [
        "Switched my phone to dark mode and the battery is way better.",
        "Put the phone on silent for the exam.",
        "Changed my phone to low power mode, it lasts all day now.",
    ],
)
def test_a_phone_set_otherwise_is_the_same_phone(
    text: str, slot_of: SlotOf, group_fit: GroupFit
) -> None:
    assert not _ended(text, PHONE, slot_of, group_fit)


@pytest.mark.parametrize(
    "text",
    ["Sold the phone on eBay.", "My phone got stolen on the bus.", "Switched to an iPhone 15."],
)
def test_a_phone_given_up_or_replaced_still_ends(
    text: str, slot_of: SlotOf, group_fit: GroupFit
) -> None:
    assert _ended(text, PHONE, slot_of, group_fit)


def test_notes_moved_are_not_the_meeting_moved(slot_of: SlotOf, group_fit: GroupFit) -> None:
    assert not _ended("Moved the sync notes to Notion, so much tidier.", SYNC, slot_of, group_fit)
    assert not says_slot_changed("Moved the sync notes to Notion", "meeting_time")
    assert says_slot_changed("The sync moved to Thursdays", "meeting_time")


@pytest.mark.parametrize(
    ("clause", "kept"),
    [
        ("Switched my phone to dark mode", False),
        ("changed the Zoom link", False),
        ("Moved the sync notes to Notion", False),
        ("Switched my phone to a Galaxy", True),
        ("moved the sync to Thursday", True),
    ],
)
def test_without_accessories_keeps_only_changes_of_the_thing(clause: str, kept: bool) -> None:
    rest = without_accessories(clause)
    assert (rest.strip() == clause) is kept, rest


def test_a_mode_is_no_replacement() -> None:
    text = "Switched my phone to dark mode."
    assert find_replacement(text, "Pixel 7", own=True, excluded=set(), observed_at=SEP) is None
    text = "Switched my phone to a Galaxy S24."
    found = find_replacement(text, "Pixel 7", own=True, excluded=set(), observed_at=SEP)
    assert found is not None and "Galaxy" in found.value


LAPTOP = current_fact("Nadia", "uses_laptop", "MacBook Air")


@pytest.mark.parametrize(
    "text",
    [
        "Upgraded the laptop RAM to 32GB, flies now.",
        "Upgraded my laptop to 32GB of RAM.",
        "Replaced the battery in my laptop.",
    ],
)
def test_a_part_changed_is_the_same_laptop(text: str, slot_of: SlotOf, group_fit: GroupFit) -> None:
    assert not _ended(text, LAPTOP, slot_of, group_fit)


def test_a_laptop_replaced_still_ends(slot_of: SlotOf, group_fit: GroupFit) -> None:
    assert _ended("Upgraded my laptop to a MacBook Pro.", LAPTOP, slot_of, group_fit)


GP = current_fact("Nadia", "doctor", "Dr Brown")


def test_a_doctor_who_refers_is_still_the_doctor(slot_of: SlotOf, group_fit: GroupFit) -> None:
    """ "Dr Brown referred me to a new physio, Sarah" had replaced Dr Brown with Sarah."""
    assert not _ended("Dr Brown referred me to a new physio, Sarah.", GP, slot_of, group_fit)
    assert _ended("Dr Brown retired, my new GP is Dr Sarah Lee.", GP, slot_of, group_fit)


FRENCH = current_fact("Nadia", "learning_language", "French")


def test_lessons_rescheduled_are_the_same_language(slot_of: SlotOf, group_fit: GroupFit) -> None:
    """ "Switched my French lessons from Monday to Wednesday" had ended French."""
    text = "Switched my French lessons from Monday to Wednesday."
    assert not _ended(text, FRENCH, slot_of, group_fit)
    assert _ended("Switched from French to Spanish.", FRENCH, slot_of, group_fit)


def test_someone_elses_change_or_a_negation_in_chat_spelling_ends_nothing(
    slot_of: SlotOf, group_fit: GroupFit
) -> None:
    """Found by the no-change control steady_s34a (thirty-fourth session)."""
    novak = current_fact("Nadia", "doctor", "Dr Novak")
    wife = "my wife switched from Dr Novak to a different GP, says he never listened to her."
    assert not _ended(wife, novak, slot_of, group_fit)
    assert _ended("My wife and I switched from Dr Novak to Dr Lee.", novak, slot_of, group_fit)
    dentist = current_fact("Nadia", "dentist", "Dr Fischer")
    assert not _ended(
        "no I havent switched dentists, just saw the hygienist", dentist, slot_of, group_fit
    )
    sync = current_fact("Nadia", "one_to_one_time", value="Mondays at 2pm")
    assert not _ended("nope 1:1 wasnt moved, my calendar just glitched", sync, slot_of, group_fit)


def test_the_place_a_move_went_to_is_not_ended(slot_of: SlotOf, group_fit: GroupFit) -> None:
    home = current_fact("Nadia", "lives_in", "Wellington")
    said = "used to live in Auckland before we moved to Wellington, the traffic was killing me"
    assert not _ended(said, home, slot_of, group_fit)
    assert _ended("We moved to Auckland in May.", home, slot_of, group_fit)


def test_a_holders_friend_leaving_is_not_the_holder_leaving(
    slot_of: SlotOf, group_fit: GroupFit
) -> None:
    school = current_fact("Zain", "studies_at", "Oakfield Primary")
    said = "zain's best friend is leaving Oakfield Primary after easter, he's gutted"
    assert not _ended(said, school, slot_of, group_fit)
    assert _ended("Zain is leaving Oakfield Primary after Easter.", school, slot_of, group_fit)


def test_a_word_in_capitals_is_no_new_partner(slot_of: SlotOf, group_fit: GroupFit) -> None:
    partner = current_fact("Nadia", "partner", "Thabo")
    said = "no me and Thabo did NOT break up lol, we had ONE loud argument, now they think so"
    assert not _ended(said, partner, slot_of, group_fit)
