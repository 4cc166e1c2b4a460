"""A car, phone or laptop said as someone's by name, and one said as missed (`owned_product`):
"Darren's new Hilux towed the boat up to Noosa" was read as the car "Noosa", "I honestly miss
the Nokia era" as the speaker's phone."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.owned_product import owned_products
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _read(text: str, claims: list[Claim] | None = None) -> list[tuple[str, str, str]]:
    out = owned_products(Message(text, "Arjun", AT), claims or [])
    return [(c.subject, c.predicate, str(c.object)) for c in out]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Darren's new Hilux towed the boat up to Noosa", ("Darren", "vehicle", "Hilux")),
        (
            "Twenty good-morning images a day from Amma's Redmi",
            ("Arjun's mom", "uses_phone", "Redmi"),
        ),
        ("my new MacBook is so fast", ("Arjun", "uses_laptop", "MacBook")),
    ],
)
def test_a_product_said_as_someones(text: str, read: tuple[str, str, str]) -> None:
    assert _read(text) == [read]


@pytest.mark.parametrize(
    "text",
    [
        "Tesla's stock is down again",  # no product after it
        "Darren's new Ranger towed the boat",  # no product of the lexicon
        "honestly I miss my old iPhone",  # missed: not of now
    ],
)
def test_no_product(text: str) -> None:
    assert _read(text) == []


def test_a_misread_of_the_owner_in_the_sentence_gives_way() -> None:
    text = "Darren's new Hilux towed the boat up to Noosa"
    misread = named_claim("Darren", "vehicle", "Noosa", "assert", AT, (0, 45))
    home = named_claim("Darren", "lives_in", "Hilux", "assert", AT, (0, 45))
    assert _read(text, [misread, home]) == [("Darren", "vehicle", "Hilux")]


def test_a_value_said_as_missed_is_dropped() -> None:
    text = "Twenty good-morning images a day from Amma's Redmi, I honestly miss the Nokia era."
    missed = named_claim("Arjun", "uses_phone", "Nokia", "assert", AT, (52, 83))
    assert _read(text, [missed]) == [("Arjun's mom", "uses_phone", "Redmi")]


@pytest.mark.parametrize(
    "text",
    [
        "Should I sell my Skoda Fabia before winter?",  # given up in the asking
        "my Pixel 6 finally died, got an iPhone 15 on contract",  # gone
    ],
)
def test_no_product_given_up_or_gone(text: str) -> None:
    assert not any(v in ("Skoda Fabia", "Pixel 6") for _, _, v in _read(text))


def test_another_product_of_the_slot_in_the_sentence_stays() -> None:
    text = "Dad's new Hilux is great, my Corolla is jealous"
    corolla = named_claim("Arjun", "vehicle", "Corolla", "assert", AT, (27, 47))
    assert ("Arjun", "vehicle", "Corolla") in _read(text, [corolla])


def test_owner_and_product_read_as_one_value_give_way() -> None:
    text = "my da Pat's Corolla failed the NCT again"
    misread = named_claim("Arjun", "vehicle", "Pat's Corolla", "assert", AT, (0, 40))
    assert _read(text, [misread]) == [("Pat", "vehicle", "Corolla")]
