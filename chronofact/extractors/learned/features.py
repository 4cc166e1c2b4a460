"""What the two regressions see.

- a token: its vector, the vectors before and after it (zeros past an end) and the mean of
  the message's vectors, so a word is read in its place and in its message;
- a message: the mean of its vectors and the mean weighted by each token's chance of being
  the value, so the slot is read from the message and from the value itself.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

__all__ = ["message_features", "token_features"]

Matrix = npt.NDArray[np.float32]


def token_features(vectors: Matrix) -> Matrix:
    """One row per token: [token, previous, next, message mean] (4 x 384 columns)."""
    zero = np.zeros((1, vectors.shape[1]), dtype=np.float32)
    before = np.vstack([zero, vectors[:-1]])
    after = np.vstack([vectors[1:], zero])
    mean = np.repeat(vectors.mean(axis=0, keepdims=True), len(vectors), axis=0)
    return np.hstack([vectors, before, after, mean]).astype(np.float32)


def message_features(vectors: Matrix, value_chance: npt.NDArray[np.float32]) -> Matrix:
    """One row: [message mean, value-weighted mean] (2 x 384 columns)."""
    weights = value_chance / max(float(value_chance.sum()), 1e-6)
    weighted = (weights[:, None] * vectors).sum(axis=0)
    return np.concatenate([vectors.mean(axis=0), weighted]).astype(np.float32)[None, :]
