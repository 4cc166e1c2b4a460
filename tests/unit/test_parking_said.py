"""A parking spot said in passing (`parking_said`): given, got, held, one's own taken by
someone else, or a place someone parks by habit."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.parking_said import parking_spots_said
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _spots(text: str, claims: list[Claim] | None = None) -> list[tuple[str, str]]:
    out = parking_spots_said(Message(text, "Ines", AT), claims or [])
    return [(c.subject, str(c.object)) for c in out if c.predicate == "parking_spot"]


@pytest.mark.parametrize(
    ("text", "spot"),
    [
        ("They moved me to level B2 at the office car park", "level B2"),
        ("my season parking is on level 3 of the Broad St car park, so dark", "level 3"),
        ("The building manager gave me bay 31 by the lift after all my complaining", "bay 31"),
        ("I finally got a reserved spot on B1, right by the elevator", "B1"),
        ("Got allocated space 19 at work, miles from the door", "space 19"),
        ("My parking's moved to P3 at the hospital", "P3"),
        ("Someone's parked in bay 14 again, I pay 60 quid a month for that spot", "bay 14"),
        ("Perks of the promotion: a reserved spot on B1, number 07, by the lift.", "B1"),
        ("I park under the big oak by the gate now, better shade", "big oak by the gate"),
        (
            "In our estate I park in the bay beside the generator house.",
            "bay beside the generator house",
        ),
        ("I now park under the mango tree by gate 2. Better shade", "mango tree by gate 2"),
        ("I'm on P2 at the hospital car park these days", "P2"),
        ("Parking at work is P3 now, so far from the lift", "P3"),
        ("I'm parking at the Tesco car park now, the office one is full", "Tesco car park"),
        ("parking in the multi-storey on Green St these days", "multi-storey on Green St"),
        ("Got a permit for the Kings Road car park, finally", "Kings Road car park"),
        ("we park on the street now since the driveway is being redone", "street"),
        ("They gave me a space in the underground garage", "underground garage"),
    ],
)
def test_the_speakers_spot(text: str, spot: str) -> None:
    assert _spots(text) == [("Ines", spot)]


def test_a_relatives_spot_is_theirs() -> None:
    text = "Mum parks her Corolla in the carport behind the house these days"
    assert _spots(text) == [("Ines's mom", "carport behind the house")]


@pytest.mark.parametrize(
    "text",
    [
        "I parked at the station and got the train",  # one time
        "We parked in a field at the festival, total mud bath",
        "Level 3 of the game is impossible",
        "I got spot 3 in the queue for tickets",  # no parking said
        "I park at the station on Fridays",  # a place, no spot
        "I'm on B2 of the report, nearly done",  # no car park
        "I'm parking at the airport car park for the weekend",  # a trip
    ],
)
def test_no_spot(text: str) -> None:
    assert _spots(text) == []


def test_a_claim_of_the_spots_words_gives_way_and_a_read_spot_stays() -> None:
    misread = named_claim("Ines", "bank", "B1", "assert", AT, (28, 30))
    text = "I finally got a reserved spot on B1, right by the elevator"
    out = parking_spots_said(Message(text, "Ines", AT), [misread])
    assert [(c.predicate, c.object) for c in out] == [("parking_spot", "B1")]
    read = named_claim("Ines", "parking_spot", "bay 2", "assert", AT, (0, 5))
    assert _spots("They gave me bay 31 in the car park", [read]) == [("Ines", "bay 2")]
