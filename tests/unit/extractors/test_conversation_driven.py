"""A vehicle named by a name the lexicon does not know, after "drive"/"ride" and a
determiner with adjectives ("still driving that knackered old Corsa"), is the vehicle; a place
driven to, someone driven, a ride-hailing firm or a line ridden is not. Sentences written for
these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor

AT = datetime(2025, 8, 2, 10, tzinfo=UTC)
READER = ConversationExtractor()


def _vehicles(text: str) -> list[str]:
    claims = READER.extract(Message(text, "Ben", AT))
    return [str(c.object or c.value) for c in claims if c.predicate == "vehicle"]


@pytest.mark.parametrize(
    ("text", "vehicle"),
    [
        ("still driving that knackered old Corsa, 190k on the clock", "Corsa"),
        ("I'm still driving the Corsa tbh", "Corsa"),
        ("driving a battered old Vauxhall Astra these days", "Vauxhall Astra"),
        ("still riding that rusty old Raleigh to work", "Raleigh"),
        ("my mum's still driving her clapped-out Micra", "Micra"),
    ],
)
def test_a_named_vehicle_after_drive_is_the_vehicle(text: str, vehicle: str) -> None:
    assert _vehicles(text) == [vehicle]


@pytest.mark.parametrize(
    "text",
    [
        "driving Lyft on weekends for extra cash",
        "riding the Northern Line every day, it's grim",
        "driving Mum to the airport at 6",
        "I'm driving to Leeds tomorrow",
        "driving my sister crazy with the playlist",
    ],
)
def test_a_look_alike_drive_names_no_vehicle(text: str) -> None:
    assert _vehicles(text) == []
