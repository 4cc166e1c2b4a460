"""What the two regressions see.

- a token: its vector, the vectors of the tokens before and after it (one each side, or the
  tagger's window; zeros past an end) and the mean of the message's vectors, so a word is
  read in its place and in its message;
- a message: the mean of its vectors and the mean weighted by each token's chance of being
  the value, so the slot is read from the message and from the value itself.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

__all__ = ["message_features", "token_features", "window_of"]

Matrix = npt.NDArray[np.float32]


def token_features(vectors: Matrix, window: int = 1) -> Matrix:
    """One row per token: [token, the `window` tokens before it (nearest first), the `window`
    after it, message mean] ((2 * window + 2) x 384 columns; zeros past an end)."""
    n, dim = vectors.shape
    padded = np.vstack(
        [np.zeros((window, dim), np.float32), vectors, np.zeros((window, dim), np.float32)]
    )
    before = [padded[window - k : window - k + n] for k in range(1, window + 1)]
    after = [padded[window + k : window + k + n] for k in range(1, window + 1)]
    mean = np.repeat(vectors.mean(axis=0, keepdims=True), n, axis=0)
    return np.hstack([vectors, *before, *after, mean]).astype(np.float32)


def window_of(columns: int, dim: int = 384) -> int:
    """The window a tagger with `columns` input features was trained with."""
    return (columns // dim - 2) // 2


def message_features(vectors: Matrix, value_chance: npt.NDArray[np.float32]) -> Matrix:
    """One row: [message mean, value-weighted mean] (2 x 384 columns)."""
    weights = value_chance / max(float(value_chance.sum()), 1e-6)
    weighted = (weights[:, None] * vectors).sum(axis=0)
    return np.concatenate([vectors.mean(axis=0), weighted]).astype(np.float32)[None, :]
