"""A thing moved to a new time is the same thing at another time: "Spanish moved to Tuesdays"
ends no Spanish fact (found ingesting a chat over the CLI, twenty-eighth session: learning
Spanish had been ended by its lessons' new day); a move to a place or a switch of provider
still ends what it names."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.change_cues import ended_names


@pytest.mark.parametrize(
    "sentence",
    [
        "Spanish moved to Tuesdays.",
        "Pilates moved to 7:30 on Thursdays.",
        "Yoga switched to the mornings.",
        "Standup moved to 10.",
        "Choir moved to Wednesday evenings this term.",
        "Piano got moved to next Friday.",
    ],
)
def test_moved_to_a_time_ends_nothing(sentence: str) -> None:
    assert ended_names(sentence, ["Spanish", "Pilates", "Yoga", "Standup", "Choir", "Piano"]) == []


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Ana moved to Porto in May.", "Ana"),
        ("Switched to Monzo from Barclays.", "Barclays"),
        ("I moved from Leeds to York.", "Leeds"),
        ("Dr Okafor moved to a practice in Salford.", "Dr Okafor"),
    ],
)
def test_moved_to_a_place_or_provider_still_ends(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0]
