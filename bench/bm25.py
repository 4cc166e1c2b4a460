"""The one Okapi BM25 of the benchmarks' baselines (no dependency); every baseline uses it.

score(q, d) = sum over distinct query terms t of
    idf(t) * tf(t, d) * (k1 + 1) / (tf(t, d) + k1 * (1 - b + b * |d| / avgdl))
with idf(t) = ln(1 + (N - df(t) + 0.5) / (df(t) + 0.5)) (the non-negative Lucene form) and the
Lucene defaults k1 = 1.2, b = 0.75. Tokens: lower-cased, accent-folded runs of letters and
digits, no stemming; a short English stop-word list is dropped from documents and queries
alike. `describe()` states all this in one line for the benchmarks' output.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence

from chronofact.graph.recall.partition_bm25 import lucene_idf

K1 = 1.2
B = 0.75
_TOKEN = re.compile(r"[0-9a-z]+")
_STOPWORD_TEXT = (
    "a an and are as at be by did do does for from has have in is it its of on or "
    "that the this to was were which who whom what where when how with"
)
STOPWORDS = frozenset(_STOPWORD_TEXT.split(" "))


def tokenize(text: str) -> list[str]:
    folded = unicodedata.normalize("NFKD", text.casefold())
    folded = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return [t for t in _TOKEN.findall(folded) if t not in STOPWORDS]


class BM25:
    """An index over a fixed list of documents; `top(query, k)` -> [(index, score)], best first."""

    def __init__(self, documents: Sequence[str], k1: float = K1, b: float = B) -> None:
        self.k1 = k1
        self.b = b
        self._tfs = [Counter(tokenize(d)) for d in documents]
        self._lengths = [sum(tf.values()) for tf in self._tfs]
        n = len(documents)
        self._n = n
        self._avgdl = (sum(self._lengths) / n) if n else 0.0
        df: Counter[str] = Counter()
        for tf in self._tfs:
            df.update(tf.keys())
        self._idf = {t: lucene_idf(f, n) for t, f in df.items()}
        self._postings: dict[str, list[int]] = {}
        for i, tf in enumerate(self._tfs):
            for t in tf:
                self._postings.setdefault(t, []).append(i)

    def describe(self) -> str:
        return (
            f"Okapi BM25 (`bench/bm25.py`: k1 = {self.k1}, b = {self.b}, Lucene idf, "
            "lower-cased accent-folded words, no stemming, a short stop-word list)"
        )

    def scores(self, query: str) -> dict[int, float]:
        """Score of every document that shares at least one term with `query`."""
        out: dict[int, float] = {}
        for term in set(tokenize(query)):
            idf = self._idf.get(term)
            if idf is None:
                continue
            for i in self._postings[term]:
                tf = self._tfs[i][term]
                norm = self.k1 * (1 - self.b + self.b * self._lengths[i] / self._avgdl)
                out[i] = out.get(i, 0.0) + idf * tf * (self.k1 + 1) / (tf + norm)
        return out

    def score_list(self, query: str) -> list[float]:
        """The score of every document, in document order (0.0 for no shared term)."""
        found = self.scores(query)
        return [found.get(i, 0.0) for i in range(self._n)]

    def top(self, query: str, k: int = 10) -> list[tuple[int, float]]:
        ranked = sorted(self.scores(query).items(), key=lambda item: (-item[1], item[0]))
        return ranked[:k]


def describe() -> str:
    """The baseline's parameters, for a benchmark's output."""
    return BM25([]).describe()
