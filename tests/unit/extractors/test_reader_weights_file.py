"""The learned reader's weights file is chosen by a setting (`CHRONOFACT_READER_WEIGHTS`);
the tagger's window is read from the weights."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from chronofact.config import Settings
from chronofact.extractors.learned.features import token_features, window_of
from chronofact.extractors.learned.reader import learned_reader
from chronofact.extractors.learned.weights import TAGS, WEIGHTS_PATH, ReaderWeights, Softmax


def _weights(tmp_path: Path) -> Path:
    rng = np.random.default_rng(5)
    tagger = Softmax(rng.normal(size=(4, 8)).astype(np.float32), np.zeros(4, np.float32), TAGS)
    slots = Softmax(
        rng.normal(size=(2, 4)).astype(np.float32), np.zeros(2, np.float32), ("none", "pet")
    )
    path = tmp_path / "mine.npz"
    ReaderWeights(tagger, slots).save(path)
    return path


def test_the_setting_names_the_weights_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _weights(tmp_path)
    monkeypatch.setenv("CHRONOFACT_READER_WEIGHTS", str(path))
    assert Settings().reader_weights == path
    monkeypatch.delenv("CHRONOFACT_READER_WEIGHTS")
    assert Settings().reader_weights is None


def test_the_reader_loads_the_file_named_once_per_path(tmp_path: Path) -> None:
    path = _weights(tmp_path)
    reader = learned_reader(path)
    assert reader is not None and reader.weights.slots.classes == ("none", "pet")
    assert learned_reader(path) is reader
    assert learned_reader(tmp_path / "missing.npz") is None
    if WEIGHTS_PATH.exists():
        packaged = learned_reader()
        assert packaged is not None and packaged is not reader


def test_a_wider_window_sees_two_tokens_each_side_and_the_weights_say_so() -> None:
    vectors = np.arange(20, dtype=np.float32).reshape(5, 4)
    rows = token_features(vectors, window=2)
    assert rows.shape == (5, 24)  # token, 2 before, 2 after, mean
    assert rows[2, 4:8].tolist() == vectors[1].tolist()  # nearest before first
    assert rows[2, 8:12].tolist() == vectors[0].tolist()
    assert rows[2, 12:16].tolist() == vectors[3].tolist()
    assert rows[2, 16:20].tolist() == vectors[4].tolist()
    assert rows[0, 4:12].tolist() == [0.0] * 8  # nothing before the first token
    assert rows[4, 12:20].tolist() == [0.0] * 8
    assert np.array_equal(token_features(vectors, window=1), token_features(vectors))
    assert window_of(24, 4) == 2 and window_of(4 * 384) == 1
    slots = Softmax(np.zeros((2, 8), np.float32), np.zeros(2, np.float32), ("none", "pet"))
    tagger = Softmax(np.zeros((4, 24), np.float32), np.zeros(4, np.float32), TAGS)
    assert ReaderWeights(tagger, slots).window == 2


def test_readers_averaged_in_a_chain_are_saved_and_loaded_whole(tmp_path: Path) -> None:
    """A reader beside one that has its own second (three readers averaged) keeps each one's
    weights under its own prefix."""
    rng = np.random.default_rng(7)

    def reader(second: ReaderWeights | None = None) -> ReaderWeights:
        tagger = Softmax(rng.normal(size=(4, 8)).astype(np.float32), np.zeros(4, np.float32), TAGS)
        slots = Softmax(
            rng.normal(size=(2, 4)).astype(np.float32), np.zeros(2, np.float32), ("none", "pet")
        )
        return ReaderWeights(tagger, slots, second=second)

    last = reader()
    middle = reader(last)
    first = reader(middle)
    first.save(tmp_path / "chain.npz")
    back = ReaderWeights.load(tmp_path / "chain.npz")
    assert back.second is not None and back.second.second is not None
    assert back.second.second.second is None
    assert np.array_equal(back.second.slots.coef, middle.slots.coef)
    assert np.array_equal(back.second.second.slots.coef, last.slots.coef)
    assert np.array_equal(back.slots.coef, first.slots.coef)
