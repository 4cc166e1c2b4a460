"""Retrieval metrics for the recall benchmarks: Recall@k, MRR, NDCG@k over distinct source refs,
per category, plus a small BM25 and the LoCoMo evidence-id clean-up.

Definitions (binary relevance; `ranked` = the distinct source refs of a ranked result list, in
order; `gold` = the question's evidence dialog ids):

- Recall@k = |gold ∩ ranked[:k]| / |gold| (the LoCoMo paper's "recall accuracy").
- MRR = 1 / rank of the first gold ref in `ranked` (0 when none is there).
- NDCG@k = DCG@k / IDCG@k with gain 1 for a gold ref at rank i, discount 1 / log2(i + 1).
"""

from __future__ import annotations

import math
import re
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

_DIA = re.compile(r"^D:?(\d+):0*(\d+)$")


def clean_evidence(evidence: Iterable[str], known: set[str]) -> list[str]:
    """LoCoMo evidence ids as dialog ids that exist in the conversation.

    The published file has a few malformed ids: several ids in one string (`"D8:6; D9:17"`,
    `"D9:1 D4:4"`), an extra colon (`"D:11:26"`), a zero-padded turn (`"D30:05"`); these are
    repaired. Ids that still name no turn (`"D"`, `"D10:19"` where session 10 has fewer turns)
    are dropped - no system can retrieve them. A question left without any id is not scored.
    """
    out: list[str] = []
    for item in evidence:
        for part in re.split(r"[;,\s]+", item.strip()):
            m = _DIA.match(part)
            if m is None:
                continue
            ref = f"D{int(m.group(1))}:{int(m.group(2))}"
            if ref in known and ref not in out:
                out.append(ref)
    return out


def distinct(refs: Iterable[str | None]) -> list[str]:
    seen: list[str] = []
    for ref in refs:
        if ref is not None and ref not in seen:
            seen.append(ref)
    return seen


def recall_at(ranked: Sequence[str], gold: Sequence[str], k: int) -> float:
    if not gold:
        return 0.0
    return len(set(gold) & set(ranked[:k])) / len(set(gold))


def mrr(ranked: Sequence[str], gold: Sequence[str]) -> float:
    wanted = set(gold)
    for i, ref in enumerate(ranked, start=1):
        if ref in wanted:
            return 1.0 / i
    return 0.0


def ndcg_at(ranked: Sequence[str], gold: Sequence[str], k: int) -> float:
    wanted = set(gold)
    dcg = sum(1.0 / math.log2(i + 1) for i, ref in enumerate(ranked[:k], start=1) if ref in wanted)
    ideal = sum(1.0 / math.log2(i + 1) for i in range(1, min(len(wanted), k) + 1))
    return dcg / ideal if ideal else 0.0


def score(ranked: Sequence[str], gold: Sequence[str]) -> dict[str, float]:
    return {
        "r1": recall_at(ranked, gold, 1),
        "r5": recall_at(ranked, gold, 5),
        "r10": recall_at(ranked, gold, 10),
        "mrr": mrr(ranked, gold),
        "ndcg10": ndcg_at(ranked, gold, 10),
    }


METRICS = ("r1", "r5", "r10", "mrr", "ndcg10")


def aggregate(rows: Sequence[Mapping[str, Any]], order: Sequence[int]) -> dict[str, Any]:
    """Mean of each metric per `category` and overall (every scored question weighs the same,
    as in the paper's overall column)."""
    by_cat: dict[int, list[Mapping[str, Any]]] = defaultdict(list)
    for row in rows:
        by_cat[int(row["category"])].append(row)
    out: dict[str, Any] = {}
    for cat in order:
        items = by_cat.get(cat, [])
        out[str(cat)] = {
            "n": len(items),
            **{m: (statistics.fmean(r[m] for r in items) if items else None) for m in METRICS},
        }
    out["overall"] = {
        "n": len(rows),
        **{m: (statistics.fmean(r[m] for r in rows) if rows else None) for m in METRICS},
    }
    return out


# ---- BM25 ------------------------------------------------------------------------------------
_WORD = re.compile(r"\w+")
_BASELINE_STOP_TEXT = """
    a an the of to in on at for and or but is are was were be been do does did what when
    where who whom which how why that this these those it its with as by from about into
    has have had her his their she he they them i you we my your our me us not no so if
    would could should will can may might
"""
BASELINE_STOP = frozenset(_BASELINE_STOP_TEXT.split())


def bm25_tokens(text: str) -> list[str]:
    return [t for t in _WORD.findall(text.lower()) if t not in BASELINE_STOP]


class BM25:
    """Okapi BM25 (k1 = 1.2, b = 0.75, Lucene's idf), lower-cased words, no stemming."""

    def __init__(self, docs: Sequence[str], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1 = k1
        self.b = b
        tokens = [bm25_tokens(d) for d in docs]
        self.n = len(docs)
        self.lengths = [len(t) for t in tokens]
        self.avg = (sum(self.lengths) / self.n) if self.n else 0.0
        self.postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        for i, toks in enumerate(tokens):
            for term, tf in Counter(toks).items():
                self.postings[term].append((i, tf))

    def scores(self, query: str) -> list[float]:
        out = [0.0] * self.n
        for term in set(bm25_tokens(query)):
            posting = self.postings.get(term)
            if not posting:
                continue
            df = len(posting)
            idf = math.log(1 + (self.n - df + 0.5) / (df + 0.5))
            for i, tf in posting:
                norm = self.k1 * (1 - self.b + self.b * self.lengths[i] / (self.avg or 1.0))
                out[i] += idf * tf * (self.k1 + 1) / (tf + norm)
        return out


def rank_by(scores: Sequence[float], ids: Sequence[str], depth: int = 100) -> list[str]:
    order = sorted(range(len(scores)), key=lambda i: -scores[i])[:depth]
    return [ids[i] for i in order]


def rrf(rankings: Sequence[Sequence[str]], k: int = 60) -> list[str]:
    """Plain reciprocal rank fusion, 1 / (k + rank), equal weights."""
    fused: dict[str, float] = defaultdict(float)
    for ranking in rankings:
        for rank, item in enumerate(ranking, start=1):
            fused[item] += 1.0 / (k + rank)
    return [item for item, _ in sorted(fused.items(), key=lambda kv: -kv[1])]
