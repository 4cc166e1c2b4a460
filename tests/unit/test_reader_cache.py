"""The reader's training-state cache (`bench/reader_cache.py`) keeps fp32 and int8 states
apart: a cache filled under one precision gives nothing to the other, and fp32 keys are those
of the caches written before the precision was a setting."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from bench import reader_cache
from chronofact.extractors.learned.states import TokenStates

TEXTS = ["I moved to Porto in May", "joined Google last week", "haha"]
SPEAKERS = ["Ana", "Maya", "Tom"]


class FakeStates:
    """`message_states` that marks each state with the precision it was computed under."""

    def __init__(self) -> None:
        self.precision = "fp32"
        self.computed: list[str] = []

    def __call__(self, texts: Sequence[str], speakers: Sequence[str | None]) -> list[TokenStates]:
        self.computed += list(texts)
        mark = 1.0 if self.precision == "fp32" else 2.0
        return [
            TokenStates(np.full((3, 4), mark, dtype=np.float32), np.zeros((3, 2), dtype=np.int64))
            for _ in texts
        ]


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeStates:
    states = FakeStates()
    monkeypatch.setattr(reader_cache, "message_states", states)
    monkeypatch.setattr(reader_cache, "embed_precision", lambda: states.precision)
    return states


def test_states_of_one_precision_never_serve_the_other(fake: FakeStates, tmp_path: Path) -> None:
    cache = str(tmp_path / "states.npz")
    first = reader_cache.cached_states(TEXTS, SPEAKERS, cache)
    assert fake.computed == TEXTS and all(s.vectors[0, 0] == 1.0 for s in first)

    fake.precision = "int8"
    fake.computed.clear()
    int8 = reader_cache.cached_states(TEXTS, SPEAKERS, cache)
    assert fake.computed == TEXTS  # nothing taken from the fp32 entries
    assert all(s.vectors[0, 0] == 2.0 for s in int8)

    # both now cached side by side: each precision reads its own, computing nothing
    for precision, mark in (("fp32", 1.0), ("int8", 2.0)):
        fake.precision = precision
        fake.computed.clear()
        again = reader_cache.cached_states(TEXTS, SPEAKERS, cache)
        assert fake.computed == [] and all(s.vectors[0, 0] == mark for s in again)


def test_fp32_keys_are_the_earlier_caches_keys() -> None:
    legacy = hashlib.sha1(f"{SPEAKERS[0]}\x00{TEXTS[0]}".encode()).hexdigest()
    assert reader_cache._key(TEXTS[0], SPEAKERS[0], "fp32") == legacy
    assert reader_cache._key(TEXTS[0], SPEAKERS[0], "int8") != legacy
    # the same text said by another speaker is another message
    assert reader_cache._key(TEXTS[0], "Bo", "int8") != reader_cache._key(
        TEXTS[0], SPEAKERS[0], "int8"
    )
