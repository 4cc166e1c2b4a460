"""Readings of the fortieth session: the employer named after a job said in passing
(`title_in_passing`). Sentences written for these tests, beside look-alikes that must read
nothing."""

from __future__ import annotations

import pytest

from tests.unit.extractors.said import asserted, said


@pytest.mark.parametrize(
    ("text", "who", "employer"),
    [
        ("Dev has his first week as a senior consultant at KPMG, wish him luck", "Dev", "KPMG"),
        ("my first shift as a barista at Pret is on Monday", "Dhruv", "Pret"),
        ("Arjun's first flight as cabin crew with IndiGo is next Friday.", "Arjun", "IndiGo"),
        ("her first week as a nurse for the Royal Free went ok", "Dhruv's sister", "Royal Free"),
    ],
)
def test_the_employer_named_after_a_job_said_in_passing(text: str, who: str, employer: str) -> None:
    claims = said(text.replace("her first", "my sister's first"), "Dhruv")
    assert ("assert", who, "works_at", employer) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "Dev did his first week as a nurse for Christmas cover",
        "his first day as a carer at Sam's went fine",
        "I would love to work as a teacher at Eton",
        "she dressed up as a nurse at Halloween for the Scouts",
        "my first shift as a barista on Monday at 6",
    ],
)
def test_no_employer_said_after_a_job_in_passing(text: str) -> None:
    employers = asserted(said(text, "Dhruv"), "works_at")
    wrong = {"Christmas", "Sam's", "Sam", "Eton", "Halloween", "Scouts", "Monday"}
    assert not employers & wrong, employers
