"""Kindred replacement end to end (`graph/ingest/kindred_value.py`, `kindred_plan.py`): a
later message about a subject that says something moved on and names a thing of the same
kind as a current value replaces that value, through the write primitive, from the time the
sentence names; small talk with the same words ends nothing.

The first messages' facts are scripted (`Scripted`, a test extractor returning the claims
listed for each text) so these tests check the kindred stage of ingest, not an extractor; the
later messages give no claims of their own."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, Scripted, object_names, registered, say

FIRST: dict[str, tuple[str, str, str]] = {
    "My brother Kian is an engineer at Airbus.": ("Kian", "works_at", "Airbus"),
    "I'm doing an apprenticeship through Edinburgh College.": (
        "Ewan",
        "studies_at",
        "Edinburgh College",
    ),
    "My friend Adaeze lives in Houston.": ("Adaeze", "lives_in", "Houston"),
    "I work at Shopify.": ("Priya", "works_at", "Shopify"),
    "I live in Berlin.": ("Priya", "lives_in", "Berlin"),
    "Ana works at Deloitte.": ("Ana", "works_at", "Deloitte"),
    "I drive a Toyota.": ("Priya", "vehicle", "Toyota"),
    "I'm at Sainsbury's head office.": ("Hannah", "works_at", "Sainsbury's"),
    "yeah Beth's in Ancoats now, tiny place but she loves it": ("Beth", "lives_in", "Ancoats"),
    "My allotment is plot 14 at Ferry Lane.": ("Mabel", "allotment", "plot 14"),
    "My desk is on the 4th floor.": ("Malik", "desk", "4th floor"),
    "My commute podcast is The Daily.": ("Sam", "commute_podcast", "The Daily"),
    "I run with the Hasenheide Harriers.": ("Tobias", "running_club", "Hasenheide Harriers"),
}


@pytest.fixture
def scripted() -> Iterator[None]:
    with registered(Scripted("scripted_kin", FIRST, span_whole=True)):
        yield


def _say(api: TestClient, mid: str, speaker: str, text: str, at: str) -> dict[str, Any]:
    return say(api, mid, speaker, text, at, extractor="scripted_kin")


@pytest.mark.parametrize(
    ("speaker", "first", "later", "subject", "predicate", "old", "new"),
    [
        (
            "Arash",
            "My brother Kian is an engineer at Airbus.",
            "Kian got fed up with Airbus and jumped ship to Dassault.",
            "Kian",
            "works_at",
            "Airbus",
            "Dassault",
        ),
        (
            "Ewan",
            "I'm doing an apprenticeship through Edinburgh College.",
            "Switched to Napier University as of September, proper degree now.",
            "Ewan",
            "studies_at",
            "Edinburgh College",
            "Napier University",
        ),
        (
            "Priscilla",
            "My friend Adaeze lives in Houston.",
            "Adaeze finally got out of Texas, she's living in Atlanta these days.",
            "Adaeze",
            "lives_in",
            "Houston",
            "Atlanta",
        ),
    ],
)
def test_a_value_of_the_same_kind_said_with_a_shift_replaces_the_current_one(
    api: TestClient,
    scripted: None,
    speaker: str,
    first: str,
    later: str,
    subject: str,
    predicate: str,
    old: str,
    new: str,
) -> None:
    _say(api, "m1", speaker, first, M1_AT)
    said = _say(api, "m2", speaker, later, M2_AT)
    assert said["counts"]["changes_resolved"] >= 1
    assert object_names(api, subject, predicate) == [new]
    assert object_names(api, subject, predicate, valid_at="2025-03-01T00:00:00Z") == [old]


@pytest.mark.parametrize(
    ("speaker", "first", "later", "predicate", "old", "new"),
    [
        (
            "Mabel",
            "My allotment is plot 14 at Ferry Lane.",
            "I swapped to plot 3 in May, it gets far more sun.",
            "allotment",
            "plot 14",
            "plot 3",
        ),
        (
            "Malik",
            "My desk is on the 4th floor.",
            "Our team got moved down to the 2nd floor, no window.",
            "desk",
            "4th floor",
            "2nd floor",
        ),
        (
            "Sam",
            "My commute podcast is The Daily.",
            "Switched my commute podcast to Hardcore History.",
            "commute_podcast",
            "The Daily",
            "Hardcore History",
        ),
        (
            "Tobias",
            "I run with the Hasenheide Harriers.",
            "I've switched running clubs. The Tempelhof Runners meet right by my new flat.",
            "running_club",
            "Hasenheide Harriers",
            "Tempelhof Runners",
        ),
        (
            "Mabel",
            "My allotment is plot 14 at Ferry Lane.",
            "Plot 3 by the gate is mine, much better soil.",
            "allotment",
            "plot 14",
            "Plot 3",
        ),
        (
            "Mabel",
            "My allotment is plot 14 at Ferry Lane.",
            "The council moved me from 14 to plot 32. It's bigger.",
            "allotment",
            "plot 14",
            "plot 32",
        ),
    ],
)
def test_an_open_tail_value_is_replaced_by_one_of_its_kind(
    api: TestClient,
    scripted: None,
    speaker: str,
    first: str,
    later: str,
    predicate: str,
    old: str,
    new: str,
) -> None:
    """A slot no prototypes describe (thirty-sixth session): the new value shares the held
    one's word under another number (said with no word of change too: "Plot 3 by the gate is
    mine"), or the message names the slot (the name cut to the name itself)."""
    _say(api, "m1", speaker, first, M1_AT)
    _say(api, "m2", speaker, later, M2_AT)
    assert object_names(api, speaker, predicate) == [new]
    assert object_names(api, speaker, predicate, valid_at="2025-03-01T00:00:00Z") == [old]


@pytest.mark.parametrize(
    ("speaker", "first", "later", "predicate", "held"),
    [
        (
            "Mabel",
            "My allotment is plot 14 at Ferry Lane.",
            "I switched to decaf in May, sleeping better now.",
            "allotment",
            "plot 14",
        ),
        (
            "Sam",
            "My commute podcast is The Daily.",
            "Switched to Vodafone now, it's cheaper.",
            "commute_podcast",
            "The Daily",
        ),
        (
            "Mabel",
            "My allotment is plot 14 at Ferry Lane.",
            "My neighbour on plot 15 gave me courgettes.",
            "allotment",
            "plot 14",
        ),
        (
            "Mabel",
            "My allotment is plot 14 at Ferry Lane.",
            "Is plot 3 any good? Thinking of asking for it.",
            "allotment",
            "plot 14",
        ),
    ],
)
def test_an_open_tail_value_stays_beside_a_change_of_something_else(
    api: TestClient, scripted: None, speaker: str, first: str, later: str, predicate: str, held: str
) -> None:
    _say(api, "m1", speaker, first, M1_AT)
    _say(api, "m2", speaker, later, M2_AT)
    assert object_names(api, speaker, predicate) == [held]


def test_the_new_value_starts_when_the_sentence_says(api: TestClient, scripted: None) -> None:
    _say(api, "m1", "Ewan", "I'm doing an apprenticeship through Edinburgh College.", M1_AT)
    _say(api, "m2", "Ewan", "Switched to Napier University as of September.", M2_AT)
    facts = api.get("/v1/facts", params={"subject": "Ewan", "predicate": "studies_at"}).json()
    assert [f["valid_from"][:10] for f in facts["facts"]] == ["2025-09-01"]


@pytest.mark.parametrize(
    ("first", "later", "subject", "predicate", "held"),
    [
        ("I work at Shopify.", "Shopify's new office is nice now.", "Priya", "works_at", "Shopify"),
        (
            "I work at Shopify.",
            "My friend switched to Stripe, she loves it.",
            "Priya",
            "works_at",
            "Shopify",
        ),
        (
            "I work at Shopify.",
            "I might move to Stripe next year, who knows.",
            "Priya",
            "works_at",
            "Shopify",
        ),
        ("I work at Shopify.", "Did you switch to Stripe now?", "Priya", "works_at", "Shopify"),
        (
            "I live in Berlin.",
            "I'm in Paris now for a conference, back on Monday.",
            "Priya",
            "lives_in",
            "Berlin",
        ),
        (
            "I live in Berlin.",
            "Finally visited Munich, loved it.",
            "Priya",
            "lives_in",
            "Berlin",
        ),
        (
            "Ana works at Deloitte.",
            "Ana's new boyfriend works at KPMG now.",
            "Ana",
            "works_at",
            "Deloitte",
        ),
        (
            "I drive a Toyota.",
            "Rented a Honda for the trip, new experience.",
            "Priya",
            "vehicle",
            "Toyota",
        ),
    ],
)
def test_small_talk_with_the_same_words_replaces_nothing(
    api: TestClient, scripted: None, first: str, later: str, subject: str, predicate: str, held: str
) -> None:
    _say(api, "m1", "Priya", first, M1_AT)
    said = _say(api, "m2", "Priya", later, M2_AT)
    assert said["counts"]["changes_resolved"] == 0, later
    assert object_names(api, subject, predicate) == [held]


def test_a_clause_the_message_reads_about_someone_else_replaces_nothing_of_the_speaker(
    api: TestClient, scripted: None
) -> None:
    """Found by using the product: "Beth's in Ancoats now", said by Hannah, is where Beth
    lives (the extractor says so); it is no new employer of Hannah's."""
    _say(api, "m1", "Hannah", "I'm at Sainsbury's head office.", M1_AT)
    _say(api, "m2", "Hannah", "yeah Beth's in Ancoats now, tiny place but she loves it", M2_AT)
    assert object_names(api, "Hannah", "works_at") == ["Sainsbury's"]
    assert object_names(api, "Beth", "lives_in") == ["Ancoats"]
