"""A favourite said as the one thing the speaker would choose (`favourite_chosen`): "X is the
film I'd save from a fire", "the band I'd see every night is X"; a past, a habit or a thing
no one has favourites of singles out nothing. Sentences written for these tests."""

from __future__ import annotations

import pytest

from chronofact.extractors.conversation.favourite_chosen import favourite_chosen


@pytest.mark.parametrize(
    ("clause", "slot", "title"),
    [
        ("Aftersun is the film I'd save from a fire.", "favourite_film", "Aftersun"),
        ("The band I'd see every night is Idles.", "favourite_band", "Idles"),
        ("Beloved is the book I push on everyone.", "favourite_book", "Beloved"),
        ("the album I keep coming back to is Blue", "favourite_album", "Blue"),
        ("The movie I could watch forever is Paddington 2", "favourite_film", "Paddington 2"),
        (
            "Wagamama is the restaurant I always recommend to visitors.",
            "favourite_restaurant",
            "Wagamama",
        ),
        (
            "Jungle D.C. are the band I'd see every week if I could.",
            "favourite_band",
            "Jungle D.C.",
        ),
    ],
)
def test_the_one_the_speaker_would_choose_is_the_favourite(
    clause: str, slot: str, title: str
) -> None:
    assert [(f.predicate, f.target) for f in favourite_chosen(clause)] == [(slot, title)]


@pytest.mark.parametrize(
    "clause",
    [
        "The film I watched last night is Dune.",
        "the book I'm reading is Emma",
        "the bus I would take is the 38",
        "The band I saw in May was Idles",
    ],
)
def test_a_past_a_habit_or_no_favourite_kind_singles_out_nothing(clause: str) -> None:
    assert favourite_chosen(clause) == []
