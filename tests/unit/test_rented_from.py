"""A landlord said as the one a home is rented from (`rented_from`): "renting a little bungalow
straight from a retired teacher named Ms. Hattie" was read as nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.rented_from import landlords_rented_from

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _read(text: str) -> list[tuple[str, str, str]]:
    out = landlords_rented_from(Message(text, "Tasha", AT), [])
    return [(c.subject, c.predicate, str(c.object)) for c in out]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Jordan's settled in Decatur, renting a little bungalow straight from a retired "
            "teacher named Ms. Hattie who leaves peach cobbler on her porch.",
            ("Jordan", "landlord", "Ms. Hattie"),
        ),
        ("I rent my flat from Mr Okafor now", ("Tasha", "landlord", "Mr Okafor")),
    ],
)
def test_a_landlord_rented_from(text: str, read: tuple[str, str, str]) -> None:
    assert _read(text) == [read]


@pytest.mark.parametrize(
    "text",
    [
        "renting a car from Hertz for the trip",  # no home
        "Should I rent a room from Tom?",  # a question
        "rented a flat from a guy in town",  # no name
    ],
)
def test_no_landlord(text: str) -> None:
    assert _read(text) == []
