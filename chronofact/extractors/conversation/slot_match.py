"""A clause to its nearest canonical slot by MiniLM cosine similarity.

The prototype sentences of `slot_vocab.SLOTS` are embedded once per embedder (cached); the
clauses of a message (or of a batch of messages) are embedded in one call. A clause takes the
slot of its most similar prototype when the similarity reaches `MIN_SIMILARITY`; otherwise it
has no slot (and the generic reader leaves it alone).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

from chronofact.extractors.conversation.slot_vocab import SLOTS

__all__ = ["MIN_SIMILARITY", "Embedder", "SlotMatcher", "matcher_for"]

Embedder = Callable[[list[str]], list[list[float]]]

MIN_SIMILARITY = 0.35
"""Below this cosine similarity to every prototype a clause names no known slot."""


class SlotMatcher:
    """Nearest slot of clauses; prototype vectors computed on first use."""

    def __init__(self, embedder: Embedder) -> None:
        self._embedder = embedder
        self._lock = threading.Lock()
        self._matrix: npt.NDArray[np.float32] | None = None
        self._slots: list[str] = []

    def _prototypes(self) -> npt.NDArray[np.float32]:
        with self._lock:
            if self._matrix is None:
                texts: list[str] = []
                for slot, spec in SLOTS.items():
                    texts.extend(spec.prototypes)
                    self._slots.extend([slot] * len(spec.prototypes))
                self._matrix = np.asarray(self._embedder(texts), dtype=np.float32)
            return self._matrix

    def nearest(
        self, texts: Sequence[str], allowed: Sequence[frozenset[str] | None] | None = None
    ) -> list[tuple[str | None, float]]:
        """(slot, similarity) per text; the slot is None under `MIN_SIMILARITY`. `allowed[i]`
        restricts text i to those slots (None: any)."""
        if not texts:
            return []
        matrix = self._prototypes()
        vectors = np.asarray(self._embedder(list(texts)), dtype=np.float32)
        sims = vectors @ matrix.T
        out: list[tuple[str | None, float]] = []
        for i, row in enumerate(sims):
            keep = allowed[i] if allowed is not None else None
            best_slot: str | None = None
            best = -1.0
            for j, score in enumerate(row):
                slot = self._slots[j]
                if (keep is None or slot in keep) and float(score) > best:
                    best_slot, best = slot, float(score)
            out.append((best_slot if best >= MIN_SIMILARITY else None, best))
        return out


_cache: dict[int, SlotMatcher] = {}
_cache_lock = threading.Lock()


def matcher_for(embedder: Embedder) -> SlotMatcher:
    """One matcher (and one set of prototype vectors) per embedder function."""
    with _cache_lock:
        key = id(embedder)
        if key not in _cache:
            _cache[key] = SlotMatcher(embedder)
        return _cache[key]
