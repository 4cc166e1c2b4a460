"""A title that heads a field, said without an article, is a job (thirty-fifth session, found
using the product over MCP: "I'm head of science at Kingsbridge School now" had stored that
the speaker studies at Kingsbridge School, so "Where does Lena work?" led with a stale job).
Sentences written for these tests, beside look-alikes."""

from __future__ import annotations

import pytest

from tests.unit.extractors.said import asserted, said


@pytest.mark.parametrize(
    ("text", "title", "org"),
    [
        ("I'm head of science at Kingsbridge School now.", "head of science", "Kingsbridge School"),
        ("I'm head of marketing at Acme.", "head of marketing", "Acme"),
        ("I'm director of operations at Ocado.", "director of operations", "Ocado"),
        ("I'm VP of sales at Ocado.", "VP of sales", "Ocado"),
        ("I'm head of year 9 at Kingsbridge School.", "head of year 9", "Kingsbridge School"),
        ("I'm Head of Science at Kingsbridge.", "Head of Science", "Kingsbridge"),
        ("I'm principal of Hillside Primary now.", "principal", "Hillside Primary"),
    ],
)
def test_a_head_of_a_field_works_there(text: str, title: str, org: str) -> None:
    claims = said(text, "Lena")
    assert asserted(claims, "occupation") == {title}, claims
    assert asserted(claims, "works_at") == {org}, claims
    assert not asserted(claims, "studies_at"), claims


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("I'm Dean of Students.", "Dean of Students"),
        ("I'm chief of staff now.", "chief of staff"),
    ],
)
def test_a_field_in_capitals_is_no_place(text: str, title: str) -> None:
    claims = said(text, "Lena")
    assert asserted(claims, "occupation") == {title}, claims
    assert not asserted(claims, "works_at"), claims


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I'm a student at Kingsbridge School.", "studies_at", "Kingsbridge School"),
        ("Tom is head of sales at Ocado.", "works_at", "Ocado"),
    ],
)
def test_look_alikes_keep_their_reading(text: str, slot: str, value: str) -> None:
    assert value in asserted(said(text, "Lena"), slot)


def test_head_over_heels_is_no_job() -> None:
    assert not asserted(said("I'm head over heels for Tom.", "Lena"), "occupation")
