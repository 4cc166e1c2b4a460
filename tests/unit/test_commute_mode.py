"""How one gets to work, said by the line or the going (`commute_mode`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.commute_mode import commute_modes
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _ways(text: str) -> list[tuple[str, str]]:
    out = commute_modes(Message(text, "Sio", AT), [])
    return [(c.subject, str(c.object)) for c in out if c.predicate == "vehicle"]


@pytest.mark.parametrize(
    ("text", "who", "way"),
    [
        ("I get the DART into town every morning, it's grand most days.", "Sio", "DART"),
        (
            "Jarrah sold the Corolla and gets the Metro from Chatswood every morning.",
            "Jarrah",
            "Metro",
        ),
        ("Jarrah drives in to North Ryde every day and he hates it", "Jarrah", "driving"),
        ("I take the Blue Line to work now, so much faster", "Sio", "Blue Line"),
        ("Mum gets the 36 bus into town every day", "Sio's mom", "36 bus"),
        ("I walk to work every day now that we moved", "Sio", "walking"),
        ("I'm cycling in now, the canal path is lovely", "Sio", "cycling"),
        ("too annoying by metro, so I go on a motorbike now", "Sio", "motorbike"),
    ],
)
def test_the_way_to_work(text: str, who: str, way: str) -> None:
    assert _ways(text) == [(who, way)]


@pytest.mark.parametrize(
    "text",
    [
        "I drove in today because of the strike",  # one trip
        "I'll get the DART into town every morning from May",  # a plan
        "It takes the train to work every day, that dog",  # no one
    ],
)
def test_no_way(text: str) -> None:
    assert _ways(text) == []


def test_a_named_car_in_the_sentence_stays_the_way() -> None:
    text = "Finally bought a second-hand Civic, so I'm driving in now."
    civic = named_claim("Sio", "vehicle", "Civic", "assert", AT, (28, 33))
    out = commute_modes(Message(text, "Sio", AT), [civic])
    assert [(c.predicate, c.object) for c in out] == [("vehicle", "Civic")]


def test_a_named_vehicle_stays_beside_a_line_unless_said_gone() -> None:
    text = "Got a Vespa for weekends, I get the train into town every morning though"
    vespa = named_claim("Sio", "vehicle", "Vespa", "assert", AT, (6, 11))
    out = commute_modes(Message(text, "Sio", AT), [vespa])
    assert sorted(str(c.object) for c in out) == ["Vespa", "train"]
    text = "Jarrah sold the Corolla and gets the Metro from Chatswood every morning."
    corolla = named_claim("Jarrah", "vehicle", "Corolla", "assert", AT, (16, 23))
    out = commute_modes(Message(text, "Sio", AT), [corolla])
    assert [str(c.object) for c in out] == ["Metro"]
