"""Stumbles found in the forty-fourth session, reading development chats: a relative said by a
family's word and again by a rule ("Papa teaches physics"), a value said first in a fronted
phrase ("With Dr Castillo, Mum is ..."), a clause opened by "since" or "once" read as a name,
and a negation inside a lower-case value. Sentences written for these tests, each with
look-alikes that must keep their reading."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.registry import get_extractor

AT = datetime(2025, 7, 1, 9, tzinfo=UTC)
WITH = get_extractor("conversation")  # as the product reads: the rules and the learned reader


def _claims(text: str, speaker: str = "Imran") -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, speaker, AT))
    }


@pytest.mark.parametrize("word", ["Papa", "Abbu"])
def test_a_parent_by_the_family_s_word_is_one_person(word: str) -> None:
    claims = _claims(f"{word} teaches physics at Government College Lahore, 30 years there")
    assert ("Imran's dad", "occupation", "physics teacher") in claims
    assert {s for s, _, _ in claims} == {"Imran's dad"}, claims


@pytest.mark.parametrize(
    ("text", "whose"),
    [
        ("With Dr Castillo, Mum is in and out in ten minutes.", "Imran's mom"),
        ("With Dr Castillo, Papa is in and out in ten minutes.", "Imran's dad"),
        ("With Dr Castillo, I am in and out in ten minutes.", "Imran"),
    ],
)
def test_a_value_said_first_belongs_to_the_clause_after_it(text: str, whose: str) -> None:
    assert (whose, "doctor", "Dr Castillo") in _claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "Since Tom retired, Mum sees Dr Castillo.",
        "Once Kemi moved to Abuja she got a new job.",
        "After Priya left, I got her desk.",
    ],
)
def test_a_word_opening_a_clause_under_another_is_no_name(text: str) -> None:
    subjects = {s for s, _, _ in _claims(text)}
    assert not any(s.split()[0] in ("Since", "Once", "After") for s in subjects), subjects


def test_a_title_in_title_case_is_still_a_subject() -> None:
    assert ("Imran", "favourite_show", "The Witcher") in _claims(
        "The Witcher is my favourite show."
    )


def test_a_negation_after_and_ends_a_lower_case_value() -> None:
    claims = _claims("my older brother lives in austin and never texts back smh", "Jaden")
    assert ("Jaden's brother", "lives_in", "austin") in claims, claims


@pytest.mark.parametrize("text", ["Caio says I'm dead to him.", "I'm dead tired after work."])
def test_someone_saying_they_are_dead_loses_no_pet(text: str) -> None:
    assert not any(p == "has_pet" for _, p, _ in _claims(text, "Gustavo"))


@pytest.mark.parametrize(
    ("text", "team"),
    [
        ("Gonna sound like a traitor but I back the Chiefs now.", "Chiefs"),
        ("We back the Red Sox, always.", "Red Sox"),
        ("I barrack for Carlton, always have.", "Carlton"),
    ],
)
def test_backing_a_team_is_supporting_it(text: str, team: str) -> None:
    assert ("Hemi", "supports_team", team) in _claims(text, "Hemi")


@pytest.mark.parametrize(
    "text", ["I back the plan to close the office.", "I back the Labour candidate this time."]
)
def test_backing_a_plan_or_a_candidate_is_no_team(text: str) -> None:
    assert not any(p == "supports_team" for _, p, _ in _claims(text, "Hemi"))


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("They finally confirmed me as a credit analyst, no more rotations!", "occupation",
         "credit analyst"),
        ("Infinix Note 40 don land, battery dey last two days.", "uses_phone",
         "Infinix Note 40"),
    ],
)  # fmt: skip
def test_a_value_read_short_is_said_whole(text: str, slot: str, value: str) -> None:
    assert ("Olumide", slot, value) in _claims(text, "Olumide")


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("Dad hung up the rig and drives a school bus in town now.", "school bus driver"),
        ("my brother drives a delivery van for Amazon", "delivery van driver"),
    ],
)
def test_driving_a_kind_of_vehicle_for_work_is_a_job(text: str, job: str) -> None:
    assert any(p == "occupation" and v == job for _, p, v in _claims(text, "Hannah"))


def test_driving_a_van_to_work_is_no_job() -> None:
    assert not any(p == "occupation" for _, p, _ in _claims("I drive a van to work most days"))


@pytest.mark.parametrize(
    ("text", "pastime"),
    [
        ("rock climbing's my thing these days, the wall in Cardiff is class", "rock climbing"),
        ("since June I'm doing salsa dancing every Thursday at a studio.", "salsa dancing"),
        ("been really into bouldering lately", "bouldering"),
    ],
)
def test_a_pastime_is_said_with_its_kind(text: str, pastime: str) -> None:
    assert ("Rhys", "hobby", pastime) in _claims(text, "Rhys")


def test_someone_running_with_the_speaker_holds_no_slot() -> None:
    claims = _claims("trail running with Sipho every Saturday now", "Rhys")
    assert not any("Sipho" in v for _, _, v in claims), claims
