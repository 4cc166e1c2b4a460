"""The learned reader's hard negatives: the pieces of the change sets' messages holding no value."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

from bench.reader_negatives import pieces, valueless_pieces


@dataclass
class Ex:
    text: str
    speaker: str = "Ruth"
    held: str | None = None
    old: str | None = None
    people: list[str] = field(default_factory=list)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "bad news lads, Siobhan left, my new manager is Tomás",
            ["bad news lads", "Siobhan left", "my new manager is Tomás"],
        ),
        (
            "quit the bakery. starting at a roaster monday!",
            ["quit the bakery", "starting at a roaster monday"],
        ),
        ("I'm with Dr. Lee now - it's 3.5 km away", ["I'm with Dr. Lee now", "it's 3.5 km away"]),
        ("moved to Leeds so the commute is brutal", ["moved to Leeds", "so the commute is brutal"]),
    ],
)
def test_pieces_cut_at_sentence_ends_and_clause_breaks(text: str, want: list[str]) -> None:
    assert [p for p, _ in pieces(text)] == want


def test_pieces_of_a_question_are_marked() -> None:
    assert pieces("noooo. wait, are you staying with Stripe? ok fine") == [
        ("noooo", False),
        ("wait", True),
        ("are you staying with Stripe", True),
        ("ok fine", False),
    ]


def _made(
    examples: list[Ex], read_nothing: Callable[[str, str], bool] = lambda t, s: True
) -> list[tuple[str, str]]:
    return valueless_pieces(examples, read_nothing)


def test_pieces_naming_a_value_or_person_are_no_negatives() -> None:
    ex = Ex(
        "bad news lads, Siobhan left, my new manager is a guy called Tomás, he seems sound",
        held="Tomás",
        old="Siobhan",
    )
    assert _made([ex]) == [("bad news lads", "Ruth"), ("he seems sound", "Ruth")]
    asked = Ex(
        "Grandpa finally switched banks, the old branch shut down",
        held="Santander",
        people=["Grandpa"],
    )
    assert _made([asked]) == [("the old branch shut down", "Ruth")]


def test_a_value_of_several_words_is_found_by_any_long_word() -> None:
    ex = Ex(
        "sold the Golf. got a Kia Niro, the Niro is comfy, the kids love it",
        held="Kia Niro",
        old="VW Golf",
    )
    assert _made([ex]) == [("the kids love it", "Ruth")]


def test_short_pieces_questions_repeats_and_whole_messages_are_no_negatives() -> None:
    examples = [
        Ex("I'm vegan now.", held="vegan"),  # one piece: it holds the value
        Ex("ugh. the canteen is useless, I'm vegan now. is that weird?", held="vegan"),
        Ex("the canteen is useless, anyway I'm keto now", held="keto"),
    ]
    assert _made(examples) == [("the canteen is useless", "Ruth")]


def test_a_piece_the_rules_read_is_no_negative() -> None:
    ex = Ex("got two budgies, also I'm at Lidl now so the hours are better", held="Lidl")
    kept = _made([ex], read_nothing=lambda text, speaker: "budgies" not in text)
    assert kept == [("so the hours are better", "Ruth")]
