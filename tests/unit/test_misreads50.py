"""Misreads found reading the development sets' unread changes: a degree's place read as a
workplace, a school year read as a home, a doctor titled in the patient's language."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.degree_at import degrees_at
from chronofact.extractors.conversation.doctor_said import doctors_said
from chronofact.extractors.conversation.kin_home import kin_homes
from chronofact.extractors.conversation.statements import named_claim
from chronofact.extractors.conversation.value_kind import kind_misfit

AT = datetime(2026, 3, 2, 9, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "value", "slot"),
    [
        ("My sister Zainab is doing her MBBS from Dow in Karachi", "Dow", "studies_at"),
        ("I'm finishing my MSc at Imperial this year", "Imperial", "studies_at"),
        ("in the final year of her law degree at Kings, so stressed", "Kings", "studies_at"),
        ("I did my MBA at INSEAD", "INSEAD", "works_at"),  # done: the workplace may be later
        ("Doing a big project at Arup this month", "Arup", "works_at"),  # no degree
    ],
)
def test_a_degrees_place_is_where_one_studies(text: str, value: str, slot: str) -> None:
    at = text.index(value)
    misread = named_claim("Zainab", "works_at", value, "assert", AT, (at, at + len(value)))
    out = degrees_at(Message(text, "Hamza", AT), [misread])
    assert [(c.predicate, c.object) for c in out] == [(slot, value)]


@pytest.mark.parametrize(
    ("value", "misfit"),
    [
        ("Year 4", True),
        ("CE2", True),
        ("P4", False),  # as often a parking level
        ("B2", False),
        ("5th grade", True),
        ("Primary 5", True),
        ("Zone 2", False),
        ("Leeds", False),
    ],
)
def test_a_school_year_is_no_home(value: str, misfit: bool) -> None:
    assert (kind_misfit("lives_in", value) == "school year") is misfit


def test_a_relative_in_a_class_at_a_school_has_no_home_there() -> None:
    text = "My daughter Yasmine is in CE2 at Lycée Lyautey, the homework is insane"
    assert kin_homes(Message(text, "Nadia", AT), []) == []
    text = "my parents are in Busan, I go down on the KTX"
    assert [c.object for c in kin_homes(Message(text, "Nadia", AT), [])] == ["Busan"]


def test_a_doctor_titled_in_another_language() -> None:
    text = "dottor Galli says Matteo's cough is just a virus, thank god"
    misread = named_claim("Fran", "vehicle", "dottor", "assert", AT, (0, 6))
    out = doctors_said(Message(text, "Fran", AT), [misread])
    assert [(c.subject, c.predicate, c.object) for c in out] == [
        ("Matteo", "doctor", "dottor Galli")
    ]
    text = "Took Mum to her check-up with doutora Lima, she was lovely"
    out = doctors_said(Message(text, "Fran", AT), [])
    assert [(c.subject, c.object) for c in out] == [("Fran's mom", "doutora Lima")]


@pytest.mark.parametrize(
    ("value", "misfit"),
    [("kiosk", True), ("cafe lady", True), ("Northern line", False), ("cycling", False)],
)
def test_a_place_or_a_person_is_no_vehicle(value: str, misfit: bool) -> None:
    # found ingesting a chat (session 51): "a flat white from the kiosk" read as a vehicle
    assert (kind_misfit("vehicle", value) is not None) is misfit
