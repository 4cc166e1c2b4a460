"""Subnormal weights are set to zero when the learned models load (`weights.flushed`): they
change no output at float32 precision, and every product with one is slow."""

from __future__ import annotations

import numpy as np
import pytest

from chronofact.extractors.learned.successor import SUCCESSOR_WEIGHTS_PATH, _tagger_at
from chronofact.extractors.learned.weights import WEIGHTS_PATH, ReaderWeights, flushed

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


def test_packaged_reader_weights_load_without_subnormals() -> None:
    with np.load(WEIGHTS_PATH, allow_pickle=False) as data:
        stored = sum(_subnormals(data[k]) for k in data.files if data[k].dtype.kind == "f")
    assert stored > 0  # the file has them (this test would say nothing otherwise)
    weights = ReaderWeights.load(WEIGHTS_PATH)
    tagger = weights.tagger
    layers = [weights.slots.coef, getattr(tagger, "coef", tagger)]
    assert all(_subnormals(np.asarray(a)) == 0 for a in layers if isinstance(a, np.ndarray))


def test_successor_tagger_loads_without_subnormals() -> None:
    tagger = _tagger_at(SUCCESSOR_WEIGHTS_PATH)
    assert tagger is not None
    assert _subnormals(tagger.net.coef) == 0
    assert _subnormals(tagger._token) == 0
