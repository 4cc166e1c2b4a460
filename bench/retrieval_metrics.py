"""Retrieval metrics for the recall benchmarks: Recall@k, MRR, NDCG@k over distinct source refs,
per category, rank fusion and the LoCoMo evidence-id clean-up (the BM25 baseline is
`bench/bm25.py`).

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
from collections import defaultdict
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
