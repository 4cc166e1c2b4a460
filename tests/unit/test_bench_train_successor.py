"""The successor tagger's training examples (`bench.train_successor`): which tokens are the new
value, and second messages told another slot's held value hold nothing new."""

from __future__ import annotations

import numpy as np

from bench.train_successor import Example, crossed_examples, labels
from chronofact.extractors.learned.states import TokenStates
from tests.unit.word_tokens import word_offsets


def _states(text: str) -> TokenStates:
    """One token per word, with [CLS] and [SEP] at (0, 0)."""
    offsets = word_offsets(text)
    return TokenStates(np.zeros((len(offsets), 4), np.float32), offsets)


def test_the_tokens_of_the_new_value_are_marked_wherever_it_is_said() -> None:
    text = "joined Kia Motors in May, Kia Motors is great"
    example = Example("t", text, "Ana", "Ford", "works_at", "kia motors")
    marked = labels(example, _states(text))
    words = ["[CLS]", *text.split(), "[SEP]"]
    assert [w for w, m in zip(words, marked, strict=True) if m] == [
        "Kia",
        "Motors",
        "Kia",
        "Motors",
    ]


def test_a_first_message_marks_nothing() -> None:
    text = "I drive a Ford"
    assert not labels(Example("t", text, "Ana", "Ford", "vehicle", None), _states(text)).any()


def test_crossed_examples_tell_another_slots_value_and_hold_nothing_new() -> None:
    said = [
        Example("t", "moved to Leeds", "Ana", "York", "lives_in", "Leeds"),
        Example("t", "now at Arup", "Ben", "Atkins", "works_at", "Arup"),
    ]
    crossed = crossed_examples(said * 10, seed=3)
    assert crossed
    for e in crossed:
        own = next(s for s in said if s.text == e.text)
        assert e.new is None and e.slot != own.slot and e.old != own.old
