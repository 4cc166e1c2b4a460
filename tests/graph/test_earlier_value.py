"""Earlier values read back (`graph/ingest/earlier_value.py`): a change that names a new value
where nothing was stored finds the value it replaced in the speaker's earlier message, by
kind and slot, and stores it as what held from that message until the change, grounded in
the earlier message; look-alikes store nothing.

The later messages' claims are scripted (`Scripted`) and the earlier messages give none, so
these tests check the look-back stage of ingest, not an extractor."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, Scripted, object_names, registered, say

MARCH = "2025-03-01T00:00:00Z"

LATER: dict[str, tuple[str, str, str]] = {
    "Caved and switched to an iPhone 15 now.": ("Chen", "uses_phone", "iPhone 15"),
    "I use an iPhone 15.": ("Chen", "uses_phone", "iPhone 15"),
    "Knees said no more golf, took up birdwatching instead.": ("Walter", "hobby", "birdwatching"),
    "Upgraded to a Hyundai Creta, the Swift went to my cousin.": (
        "Sandeep",
        "vehicle",
        "Hyundai Creta",
    ),
    "I work at Google now.": ("Ines", "works_at", "Google"),
    "Sold the Activa last week, bought a Jupiter.": ("Asha", "vehicle", "Jupiter"),
    "we got rid of the Polo, bought a Tesla Model 3": ("Ben", "vehicle", "Tesla Model 3"),
    "Sold the flat in Mumbai, bought a Jupiter.": ("Asha", "vehicle", "Jupiter"),
    "Mum sold the Polo, so I bought a Jupiter.": ("Asha", "vehicle", "Jupiter"),
}


@pytest.fixture
def scripted() -> Iterator[None]:
    with registered(Scripted("scripted_earlier", LATER)):
        yield


def _say(api: TestClient, mid: str, speaker: str, text: str, at: str) -> dict[str, Any]:
    return say(api, mid, speaker, text, at, extractor="scripted_earlier")


@pytest.mark.parametrize(
    ("speaker", "first", "later", "predicate", "old", "new"),
    [
        (
            "Chen",
            "typing this on my Pixel 6, battery is dying again",
            "Caved and switched to an iPhone 15 now.",
            "uses_phone",
            "Pixel 6",
            "iPhone 15",
        ),
        (  # named again by the change: a lower bar
            "Walter",
            "Retirement means plenty of time for golf.",
            "Knees said no more golf, took up birdwatching instead.",
            "hobby",
            "golf",
            "birdwatching",
        ),
        (
            "Sandeep",
            "My vehicle is a Maruti Swift, very good mileage.",
            "Upgraded to a Hyundai Creta, the Swift went to my cousin.",
            "vehicle",
            "Maruti Swift",
            "Hyundai Creta",
        ),
    ],
)
def test_a_change_reads_back_the_value_it_replaced(
    api: TestClient,
    scripted: None,
    speaker: str,
    first: str,
    later: str,
    predicate: str,
    old: str,
    new: str,
) -> None:
    _say(api, "m1", speaker, first, M1_AT)
    _say(api, "m2", speaker, later, M2_AT)
    assert object_names(api, speaker, predicate) == [new]
    assert object_names(api, speaker, predicate, valid_at=MARCH) == [old]
    facts = api.get(
        "/v1/facts", params={"subject": speaker, "predicate": predicate, "valid_at": MARCH}
    ).json()["facts"]
    earlier = facts[0]
    assert earlier["valid_from"][:10] == M1_AT[:10]
    assert earlier["valid_to"][:10] == M2_AT[:10]
    # known only from the later message on: nothing about March was believed before it
    before = api.get(
        "/v1/facts",
        params={
            "subject": speaker,
            "predicate": predicate,
            "valid_at": MARCH,
            "known_at": "2025-09-01T00:00:00Z",
        },
    )
    assert before.status_code == 200, before.text


def test_one_request_reads_back_its_own_earlier_message(api: TestClient, scripted: None) -> None:
    messages = [
        {"id": "m1", "speaker": "Chen", "text": "typing this on my Pixel 6", "timestamp": M1_AT},
        {
            "id": "m2",
            "speaker": "Chen",
            "text": "Caved and switched to an iPhone 15 now.",
            "timestamp": M2_AT,
        },
    ]
    response = api.post("/v1/ingest", json={"messages": messages, "extractor": "scripted_earlier"})
    assert response.status_code == 201, response.text
    assert object_names(api, "Chen", "uses_phone", valid_at=MARCH) == ["Pixel 6"]


@pytest.mark.parametrize(
    ("speaker", "first", "later", "predicate", "first_speaker"),
    [
        # the later message says no change: a first mention, not a replacement
        ("Chen", "typing this on my Pixel 6", "I use an iPhone 15.", "uses_phone", "Chen"),
        # the earlier phone was someone else's
        (
            "Chen",
            "My sister finally got her Pixel 6 fixed.",
            "Caved and switched to an iPhone 15 now.",
            "uses_phone",
            "Chen",
        ),
        # a question or a plan is no state
        (
            "Chen",
            "Should I get a Pixel 6 or wait?",
            "Caved and switched to an iPhone 15 now.",
            "uses_phone",
            "Chen",
        ),
        # another speaker's message is not what this speaker had
        (
            "Chen",
            "typing this on my Pixel 6",
            "Caved and switched to an iPhone 15 now.",
            "uses_phone",
            "Mia",
        ),
        # nothing of the kind said earlier: lunch is not an employer
        ("Ines", "Lunch with the team today, lovely.", "I work at Google now.", "works_at", "Ines"),
    ],
)
def test_look_alikes_read_back_nothing(
    api: TestClient,
    scripted: None,
    speaker: str,
    first: str,
    later: str,
    predicate: str,
    first_speaker: str,
) -> None:
    _say(api, "m1", first_speaker, first, M1_AT)
    _say(api, "m2", speaker, later, M2_AT)
    assert object_names(api, speaker, predicate, valid_at=MARCH) == []


def test_a_gap_between_two_values_is_not_filled(api: TestClient, scripted: None) -> None:
    # a phone held and ended before the earlier message: the slot has history, so the
    # time between the two values stays unknown rather than be filled from small talk
    response = api.post(
        "/v1/facts",
        json={
            "subject": "Chen",
            "predicate": "uses_phone",
            "object": "Nokia 3310",
            "valid_from": "2024-01-01T00:00:00Z",
            "valid_to": "2024-12-01T00:00:00Z",
        },
    )
    assert response.status_code == 201, response.text
    _say(api, "m1", "Chen", "typing this on my Pixel 6, battery is dying again", M1_AT)
    _say(api, "m2", "Chen", "Caved and switched to an iPhone 15 now.", M2_AT)
    assert object_names(api, "Chen", "uses_phone") == ["iPhone 15"]
    assert object_names(api, "Chen", "uses_phone", valid_at=MARCH) == []


@pytest.mark.parametrize(
    ("speaker", "later", "old", "new"),
    [
        ("Asha", "Sold the Activa last week, bought a Jupiter.", "Activa", "Jupiter"),
        ("Ben", "we got rid of the Polo, bought a Tesla Model 3", "Polo", "Tesla Model 3"),
    ],
)
def test_the_changing_message_names_what_it_ended(
    api: TestClient, scripted: None, speaker: str, later: str, old: str, new: str
) -> None:
    # nothing earlier named the old vehicle: the end cue of the change itself does
    _say(api, "m1", speaker, "lol that's wild", M1_AT)
    _say(api, "m2", speaker, later, M2_AT)
    assert object_names(api, speaker, "vehicle") == [new]
    assert object_names(api, speaker, "vehicle", valid_at=MARCH) == [old]
    assert object_names(api, speaker, "vehicle", valid_at="1990-01-01T00:00:00Z") == [old]


@pytest.mark.parametrize(
    "later",
    [
        "Sold the flat in Mumbai, bought a Jupiter.",  # not what the cue sold
        "Mum sold the Polo, so I bought a Jupiter.",  # Mum's car, not the speaker's
    ],
)
def test_an_end_of_something_else_names_no_old_value(
    api: TestClient, scripted: None, later: str
) -> None:
    _say(api, "m2", "Asha", later, M2_AT)
    assert object_names(api, "Asha", "vehicle") == ["Jupiter"]
    assert object_names(api, "Asha", "vehicle", valid_at=MARCH) == []
