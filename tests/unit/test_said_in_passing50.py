"""Values said in passing, read this session: a drink one is known for, a band one cannot
stop playing, "our Friday place"."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.band_said import bands_said
from chronofact.extractors.conversation.usual_drink import usual_drinks
from chronofact.extractors.conversation.usual_place import usual_places

AT = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _of(reader, text: str, slot: str) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    out = reader(Message(text, "Ana", AT), [])
    return [(c.subject, str(c.object)) for c in out if c.predicate == slot]


@pytest.mark.parametrize(
    ("text", "drink"),
    [
        (
            "my cardiologist made me cut caffeine and I'm a decaf cappuccino guy now",
            "decaf cappuccino",
        ),
        ("cold brew, no sugar, that's my whole personality", "cold brew"),
        ("Been hooked on coconut coffee since Cong opened one next to my office", "coconut coffee"),
        ("Masala chai is my religion at this point", "Masala chai"),
    ],
)
def test_a_drink_one_is_known_for(text: str, drink: str) -> None:
    assert _of(usual_drinks, text, "drinks") == [("Ana", drink)]


def test_no_drink_in_a_look_alike() -> None:
    assert _of(usual_drinks, "I'm a coffee snob, sorry", "drinks") == []


@pytest.mark.parametrize(
    ("text", "band"),
    [
        (
            "can't stop playing King Gizzard, the missus reckons it's a midlife crisis",
            "King Gizzard",
        ),
        ("I've been listening to nothing but SB19 since the concert", "SB19"),
        ("playing nothing but Wet Leg in the car these days", "Wet Leg"),
    ],
)
def test_a_band_one_cannot_stop_playing(text: str, band: str) -> None:
    assert _of(bands_said, text, "favourite_band") == [("Ana", band)]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("so our Friday place is now Brahmin's Coffee Bar. Faster", "Brahmin's Coffee Bar"),
        ("my usual spot is Dishoom these days", "Dishoom"),
        ("Our local is The Crown and Anchor, best Sunday roast", "The Crown and Anchor"),
        ("our team lunch place is Wagamama", "Wagamama"),
    ],
)
def test_our_place(text: str, place: str) -> None:
    assert _of(usual_places, text, "usual_restaurant") == [("Ana", place)]


@pytest.mark.parametrize(
    "text", ["My happy place is the beach", "Is our Friday place still Roti King?"]
)
def test_no_place(text: str) -> None:
    assert _of(usual_places, text, "usual_restaurant") == []
