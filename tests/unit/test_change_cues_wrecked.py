"""A thing wrecked, written off, stolen or mourned ("RIP civic") ends it
(`graph.ingest.change_cues` with the cues of `extractors.change_words`); a near miss, a
rip-off or a plan, ends nothing. Sentences written for these tests."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.change_cues import ended_names

NAMES = ["Honda Civic", "Pixel 7"]


@pytest.mark.parametrize(
    ("sentence", "index"),
    [
        ("RIP civic \U0001faa6 got totaled in a parking lot (nobody hurt).", 0),
        ("the Civic got written off last week", 0),
        ("someone wrote off my Civic on the M4", 0),
        ("my Pixel got stolen on the tube", 1),
        ("rip pixel, it went swimming in the toilet", 1),
    ],
)
def test_a_wrecked_or_stolen_thing_ends(sentence: str, index: int) -> None:
    assert [e.index for e in ended_names(sentence, NAMES)] == [index]


@pytest.mark.parametrize(
    "sentence",
    [
        "what a rip off the Civic was",
        "I nearly totaled the Civic lol",
        "the civic was almost stolen",
        "my Pixel might get stolen if I leave it there",
    ],
)
def test_a_near_miss_ends_nothing(sentence: str) -> None:
    assert ended_names(sentence, NAMES) == []
