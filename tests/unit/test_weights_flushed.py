"""Subnormal weights are set to zero when the learned models load (`weights.flushed`): they
change no output at float32 precision, and every product with one is slow."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from chronofact.extractors.learned.successor import SUCCESSOR_WEIGHTS_PATH, _tagger_at
from chronofact.extractors.learned.weights import (
    TAGS,
    WEIGHTS_PATH,
    HiddenLayer,
    ReaderWeights,
    Softmax,
    flushed,
)

TINY = np.finfo(np.float32).tiny


def _subnormals(array: np.ndarray) -> int:
    return int(np.sum((array != 0) & (np.abs(array) < np.finfo(array.dtype).tiny)))


def test_flushed_zeroes_subnormals_only() -> None:
    raw = np.array([1.0, -2.5e-3, TINY / 4, -TINY / 1000, TINY, 0.0], np.float32)
    out = flushed(raw)
    assert out.tolist() == [1.0, pytest.approx(-2.5e-3), 0.0, 0.0, TINY, 0.0]
    assert _subnormals(raw) == 2  # the input is left as it was
    assert _subnormals(out) == 0


def test_flushed_keeps_arrays_without_subnormals_and_non_floats() -> None:
    clean = np.array([[0.5, -1.0]], np.float32)
    assert flushed(clean) is clean
    labels = np.array([1, 2, 3])
    assert flushed(labels) is labels


def test_flushed_weights_give_the_same_chances() -> None:
    rng = np.random.default_rng(7)
    coef = rng.normal(0, 0.05, (8, 16)).astype(np.float32)
    coef[0, :4] = TINY / 8  # subnormal
    rows = rng.normal(0, 1, (5, 16)).astype(np.float32)
    assert np.allclose(rows @ coef.T, rows @ flushed(coef).T, rtol=0, atol=1e-30)


def _layers(weights: ReaderWeights) -> list[np.ndarray]:
    tagger = weights.tagger
    out = [weights.slots.coef, tagger.out.coef if isinstance(tagger, HiddenLayer) else tagger.coef]
    if isinstance(tagger, HiddenLayer):
        out.append(tagger.coef)
    return out + (_layers(weights.second) if weights.second is not None else [])


def test_reader_weights_stored_with_subnormals_load_without(tmp_path: Path) -> None:
    """Training left subnormal weights in the fiftieth session's file; a file saved with them
    loads without them (the packaged file of the fifty-third session has none)."""
    rng = np.random.default_rng(3)
    hidden = rng.normal(0, 0.05, (6, 8)).astype(np.float32)
    hidden[0, :3] = TINY / 16
    out = Softmax(rng.normal(0, 0.05, (4, 6)).astype(np.float32), np.zeros(4, np.float32), TAGS)
    slots = rng.normal(0, 0.05, (2, 12)).astype(np.float32)
    slots[1, 0] = -TINY / 4
    weights = ReaderWeights(
        HiddenLayer(hidden, np.zeros(6, np.float32), out),
        Softmax(slots, np.zeros(2, np.float32), ("none", "pet")),
    )
    path = tmp_path / "sub.npz"
    weights.save(path)
    with np.load(path, allow_pickle=False) as data:
        stored = sum(_subnormals(data[k]) for k in data.files if data[k].dtype.kind == "f")
    assert stored == 4  # the file has them (this test would say nothing otherwise)
    assert all(_subnormals(a) == 0 for a in _layers(ReaderWeights.load(path)))


def test_packaged_reader_weights_load_without_subnormals() -> None:
    assert all(_subnormals(a) == 0 for a in _layers(ReaderWeights.load(WEIGHTS_PATH)))


def test_successor_tagger_loads_without_subnormals() -> None:
    tagger = _tagger_at(SUCCESSOR_WEIGHTS_PATH)
    assert tagger is not None
    assert _subnormals(tagger.net.coef) == 0
    assert _subnormals(tagger._token) == 0
