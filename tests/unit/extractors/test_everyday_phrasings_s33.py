"""What goes with a phone, a laptop or a car is none of them (thirty-third session, found by
the no-change control `bench/steady_bench.py`): sentences written for these tests, each
beside look-alikes that keep their reading."""

from __future__ import annotations

import pytest

from chronofact.extractors.conversation.value_kind import kind_misfit
from tests.unit.extractors.said import said

THINGS = ("uses_phone", "uses_laptop", "uses_device", "vehicle")


@pytest.mark.parametrize(
    "text",
    [
        "Got a new case for the phone, it's bright green.",
        "dad's ticket closed, they replaced the battery",
        "Bought a new charger for my laptop, the old one frayed.",
        "Put new tyres on the car last week.",
    ],
)
def test_an_accessory_is_no_phone_laptop_or_car(text: str) -> None:
    claims = said(text, "Pia")
    assert not [c for c in claims if c[2] in THINGS], claims


@pytest.mark.parametrize(
    ("predicate", "value", "misfit"),
    [
        ("uses_phone", "case", "accessory"),
        ("uses_phone", "phone case", "accessory"),
        ("vehicle", "new tyres", "accessory"),
        ("uses_laptop", "charger", "accessory"),
        ("uses_phone", "sim only plan", "accessory"),
        ("uses_phone", "Pixel 7", None),
        ("uses_phone", "Galaxy S21", None),
        ("vehicle", "Land Rover Defender", None),
        ("vehicle", "Volvo V70", None),
        ("uses_laptop", "MacBook Air", None),
        ("hobby", "phone case painting", None),  # another slot: not this test's
    ],
)
def test_the_accessory_test_names_the_thing_said_last(
    predicate: str, value: str, misfit: str | None
) -> None:
    assert kind_misfit(predicate, value) == misfit


@pytest.mark.parametrize(
    ("text", "slot", "thing"),
    [
        ("My phone is a Pixel 7.", "uses_phone", "Pixel 7"),
        ("I drive a Volvo V70.", "vehicle", "Volvo V70"),
    ],
)
def test_the_thing_itself_is_still_read(text: str, slot: str, thing: str) -> None:
    assert ("assert", "Pia", slot, thing) in said(text, "Pia")


# -- someone the speaker takes on, and where a person is from ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "We've hired a tutor for Sam, maths twice a week.",
        "I booked a photographer for the wedding.",
        "Found a new plumber finally.",
        "My sister hired a nanny.",
        "We hired a nanny from Liverpool.",
        "I took on an apprentice this summer.",
    ],
)
def test_a_role_taken_on_is_nobodys_job_here(text: str) -> None:
    claims = said(text, "Pia")
    jobs = [c for c in claims if c[2] in ("occupation", "role", "job_title", "works_at", "hobby")]
    assert not jobs, claims


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I got hired as a nanny.", "occupation", "nanny"),
        ("I'm a teacher and we hired a new teacher.", "occupation", "teacher"),
        ("I'm a nurse at St Thomas'.", "occupation", "nurse"),
        ("I support Valencia.", "supports_team", "Valencia"),
        ("Hi, I'm Jo from Accenture.", "works_at", "Accenture"),
    ],
)
def test_ones_own_job_and_team_are_still_read(text: str, slot: str, value: str) -> None:
    claims = said(text, "Pia")
    assert any(c[2] == slot and c[3] == value for c in claims), claims


@pytest.mark.parametrize(
    "text",
    [
        "Our au pair is Lucía from Valencia.",
        "My colleague Ana from Barcelona is visiting next week.",
        "Our new nanny is from Liverpool, she's lovely.",
    ],
)
def test_a_place_someone_is_from_is_no_team(text: str) -> None:
    claims = said(text, "Pia")
    assert not [c for c in claims if c[2] == "supports_team"], claims


def test_the_speakers_own_name_is_nobodys_value() -> None:
    claims = said("Hi, I'm Pia from Accenture.", "Pia")
    assert not [c for c in claims if c[3] == "Pia"], claims
    own_job = said("I'm Pia, I work at Accenture.", "Pia")
    assert ("assert", "Pia", "works_at", "Accenture") in own_job


def test_a_roles_post_got_is_ones_own_job() -> None:
    claims = said("I got a lecturer post at Keele!", "Pia")
    assert any(c[2] == "occupation" and "lecturer" in c[3] for c in claims), claims


@pytest.mark.parametrize(
    "text",
    ["Spent the weekend in Bristol with friends, loved it.", "Spent a week in Lisbon, loved it."],
)
def test_a_stay_is_no_home(text: str) -> None:
    claims = said(text, "Pia")
    assert not [c for c in claims if c[2] == "lives_in"], claims


def test_back_home_after_a_stay_is_the_home() -> None:
    claims = said("Spent the weekend in Bristol with friends, back in Cardiff now.", "Pia")
    assert [c[3] for c in claims if c[2] == "lives_in"] == ["Cardiff"], claims


@pytest.mark.parametrize(
    ("value", "misfit"),
    [
        ("really long today", "untimed"),
        ("cancelled yesterday", "untimed"),
        ("9:15 today", None),
        ("Tuesday at 4", None),
    ],
)
def test_a_remark_on_one_day_is_no_meetings_time(value: str, misfit: str | None) -> None:
    assert kind_misfit("standup_time", value) == misfit


def test_visiting_someone_says_where_they_live() -> None:
    claims = said("visiting my brother Tom in Manchester this weekend, he promised a curry", "Pia")
    assert ("assert", "Tom", "lives_in", "Manchester") in claims, claims
