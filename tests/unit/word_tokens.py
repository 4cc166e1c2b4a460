"""Token offsets of a text read one token per word, between [CLS] and [SEP] at (0, 0): the
shape `learned.states.TokenStates` gives, for tests that build states by hand."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt


def word_offsets(text: str) -> npt.NDArray[np.int64]:
    """[CLS] (0, 0), each word's (start, end) in `text`, [SEP] (0, 0)."""
    offsets = [(0, 0)]
    at = 0
    for word in text.split():
        start = text.index(word, at)
        offsets.append((start, start + len(word)))
        at = start + len(word)
    offsets.append((0, 0))
    return np.array(offsets, dtype=np.int64)
