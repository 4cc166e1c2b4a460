"""A clause to its nearest canonical slot by MiniLM cosine similarity.

The prototype sentences of `slot_vocab.SLOTS` are embedded once per embedder (cached). Clause
vectors are kept in a bounded cache: `prime` embeds the clauses of a whole ingest batch in one
call (`extract_many` reads each message once up to its waiting clauses, `extract.read_message`,
and only the clauses that can state a lasting state are asked, `lasting`), and a few clauses that
miss the cache go through the single-text embedder (ONNX, one thread) when one is given,
because one small torch call costs far more than its share of a batch. A clause takes the
slot of its most similar prototype when the similarity reaches `MIN_SIMILARITY`; otherwise it
has no slot (and the generic reader leaves it alone).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Protocol

import numpy as np
import numpy.typing as npt

from chronofact.extractors.conversation.slot_vocab import SLOTS

__all__ = [
    "END_MIN_SIMILARITY",
    "MIN_SIMILARITY",
    "ClauseRecorder",
    "Embedder",
    "NearestSlots",
    "Prototypes",
    "SingleEmbedder",
    "SlotMatcher",
    "matcher_for",
]

Embedder = Callable[[list[str]], list[list[float]]]
SingleEmbedder = Callable[[str], list[float]]

CACHE_SIZE = 8192
"""Clause vectors kept (LRU); a batch primes at most this many."""
SINGLE_MAX = 4
"""Up to this many cache misses in one call go through the single-text embedder."""


class NearestSlots(Protocol):
    def nearest(
        self,
        texts: Sequence[str],
        allowed: Sequence[frozenset[str] | None] | None = None,
        minimums: Sequence[float] | None = None,
    ) -> list[tuple[str | None, float]]: ...


class ClauseRecorder:
    """A stand-in matcher that records the clause texts it is asked about and names no slot
    (what would be embedded)."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def nearest(
        self,
        texts: Sequence[str],
        allowed: Sequence[frozenset[str] | None] | None = None,
        minimums: Sequence[float] | None = None,
    ) -> list[tuple[str | None, float]]:
        self.texts.extend(texts)
        return [(None, 0.0) for _ in texts]


MIN_SIMILARITY = 0.42
"""Below this cosine similarity to every prototype a clause names no known slot. Measured
(2026-11-30, LoCoMo conv-26 R@10 / change bench ours and check current@1): 0.35 gave 75.8 /
69% / 47% (LoCoMo fell: small-talk clauses became facts that crowd the turns out), 0.42 gave
81.4 / 66% / 44%, 0.5 gave 80.3 / 61% / 40%; frames only 80.6 on conv-26."""
END_MIN_SIMILARITY = 0.35
"""The bar for a clause with an end cue ("I'm through with tennis"): an end writes no new fact,
so it cannot crowd recall the way a small-talk assert does."""


class Prototypes:
    """The prototype sentences of `SLOTS` embedded by one embedder (on first use), one row
    each, with the slot of each row: shared by the matchers of that embedder."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self._lock = threading.Lock()
        self._matrix: npt.NDArray[np.float32] | None = None
        self._slots: list[str] = []

    def matrix(self) -> tuple[npt.NDArray[np.float32], list[str]]:
        with self._lock:
            if self._matrix is None:
                texts: list[str] = []
                for slot, spec in SLOTS.items():
                    texts.extend(spec.prototypes)
                    self._slots.extend([slot] * len(spec.prototypes))
                self._matrix = np.asarray(self.embedder(texts), dtype=np.float32)
            return self._matrix, self._slots


class SlotMatcher:
    """Nearest slot of clauses; prototype vectors computed on first use (or shared)."""

    def __init__(
        self,
        embedder: Embedder,
        single: SingleEmbedder | None = None,
        prototypes: Prototypes | None = None,
    ) -> None:
        self._embedder = embedder
        self._single = single
        self._prototypes = prototypes if prototypes is not None else Prototypes(embedder)
        self._vectors: OrderedDict[str, npt.NDArray[np.float32]] = OrderedDict()
        self._cache_lock = threading.Lock()

    def warm(self) -> None:
        """Embed the prototype sentences now (once per embedder) rather than on first use."""
        self._prototypes.matrix()

    def prime(self, texts: Sequence[str]) -> None:
        """Embed the uncached `texts` in one call (an ingest batch's clauses)."""
        self._vectors_of(list(dict.fromkeys(texts))[:CACHE_SIZE], batch=True)

    def vectors(self, texts: list[str]) -> npt.NDArray[np.float32]:
        """The (cached) unit vectors of `texts`, one row each."""
        return self._vectors_of(texts)

    def _vectors_of(self, texts: list[str], batch: bool = False) -> npt.NDArray[np.float32]:
        with self._cache_lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._vectors]
        if missing:
            if self._single is not None and not batch and len(missing) <= SINGLE_MAX:
                fresh = [self._single(t) for t in missing]
            else:
                fresh = self._embedder(missing)
            with self._cache_lock:
                for text, vector in zip(missing, fresh, strict=True):
                    self._vectors[text] = np.asarray(vector, dtype=np.float32)
                while len(self._vectors) > CACHE_SIZE:
                    self._vectors.popitem(last=False)
        with self._cache_lock:
            found = [self._vectors.get(t) for t in texts]
            for t, row in zip(texts, found, strict=True):
                if row is not None:
                    self._vectors.move_to_end(t)
        rows = [  # a row evicted by a concurrent batch is embedded again
            row if row is not None else np.asarray(self._embedder([t])[0], dtype=np.float32)
            for t, row in zip(texts, found, strict=True)
        ]
        return np.vstack(rows) if rows else np.zeros((0, 0), dtype=np.float32)

    def nearest(
        self,
        texts: Sequence[str],
        allowed: Sequence[frozenset[str] | None] | None = None,
        minimums: Sequence[float] | None = None,
    ) -> list[tuple[str | None, float]]:
        """(slot, similarity) per text; the slot is None under `MIN_SIMILARITY` (or
        `minimums[i]`). `allowed[i]`
        restricts text i to those slots (None: any)."""
        if not texts:
            return []
        matrix, slots = self._prototypes.matrix()
        vectors = self._vectors_of(list(texts))
        sims = vectors @ matrix.T
        out: list[tuple[str | None, float]] = []
        for i, row in enumerate(sims):
            keep = allowed[i] if allowed is not None else None
            best_slot: str | None = None
            best = -1.0
            for j, score in enumerate(row):
                slot = slots[j]
                if (keep is None or slot in keep) and float(score) > best:
                    best_slot, best = slot, float(score)
            bar = minimums[i] if minimums is not None else MIN_SIMILARITY
            out.append((best_slot if best >= bar else None, best))
        return out


_cache: dict[tuple[int, int], SlotMatcher] = {}
_prototypes: dict[int, Prototypes] = {}
_cache_lock = threading.Lock()


def matcher_for(embedder: Embedder, single: SingleEmbedder | None = None) -> SlotMatcher:
    """One matcher (and one set of clause vectors) per pair of embedders; one set of
    prototype vectors per embedder (the batch embedder computes them, whatever the single
    one: change resolution's matcher and the extractor's share them). Each holds its
    embedders, so an id is never reused while its entry lives."""
    with _cache_lock:
        key = (id(embedder), id(single))
        if key not in _cache:
            shared = _prototypes.setdefault(id(embedder), Prototypes(embedder))
            _cache[key] = SlotMatcher(embedder, single, shared)
        return _cache[key]
