"""bench/retrieval_metrics.py against values computed by hand."""

from __future__ import annotations

import math

import pytest

from bench.bm25 import BM25
from bench.retrieval_metrics import (
    aggregate,
    clean_evidence,
    distinct,
    mrr,
    ndcg_at,
    rank_by,
    recall_at,
    rrf,
    score,
)

RANKED = ["D1:1", "D2:2", "D3:3", "D4:4"]


def test_recall_at_k() -> None:
    gold = ["D2:2", "D4:4", "D9:9"]
    assert recall_at(RANKED, gold, 1) == 0.0
    assert recall_at(RANKED, gold, 2) == pytest.approx(1 / 3)
    assert recall_at(RANKED, gold, 10) == pytest.approx(2 / 3)
    assert recall_at(RANKED, ["D1:1", "D1:1"], 1) == 1.0  # gold counted as a set
    assert recall_at(RANKED, [], 5) == 0.0


def test_mrr_is_one_over_the_first_gold_rank() -> None:
    assert mrr(RANKED, ["D3:3", "D4:4"]) == pytest.approx(1 / 3)
    assert mrr(RANKED, ["D1:1"]) == 1.0
    assert mrr(RANKED, ["D9:9"]) == 0.0


def test_ndcg_at_k() -> None:
    # gold at ranks 2 and 4: DCG = 1/log2(3) + 1/log2(5); ideal = 1/log2(2) + 1/log2(3)
    dcg = 1 / math.log2(3) + 1 / math.log2(5)
    ideal = 1 + 1 / math.log2(3)
    assert ndcg_at(RANKED, ["D2:2", "D4:4"], 10) == pytest.approx(dcg / ideal)
    assert ndcg_at(RANKED, ["D2:2", "D4:4"], 3) == pytest.approx((1 / math.log2(3)) / ideal)
    assert ndcg_at(RANKED, ["D1:1"], 10) == 1.0
    assert ndcg_at(RANKED, [], 10) == 0.0


def test_score_bundles_the_five_metrics() -> None:
    assert score(RANKED, ["D2:2"]) == pytest.approx(
        {"r1": 0.0, "r5": 1.0, "r10": 1.0, "mrr": 0.5, "ndcg10": 1 / math.log2(3)}
    )


def test_clean_evidence_repairs_and_drops() -> None:
    known = {"D8:6", "D9:17", "D9:1", "D4:4", "D11:26", "D30:5"}
    raw = ["D8:6; D9:17", "D9:1 D4:4", "D:11:26", "D30:05", "D", "D10:19", "D8:6"]
    assert clean_evidence(raw, known) == ["D8:6", "D9:17", "D9:1", "D4:4", "D11:26", "D30:5"]


def test_distinct_keeps_first_occurrences() -> None:
    assert distinct(["a", None, "b", "a", "c", "b"]) == ["a", "b", "c"]


def test_aggregate_means_per_category_and_overall() -> None:
    rows = [
        {"category": 1, "r1": 1.0, "r5": 1.0, "r10": 1.0, "mrr": 1.0, "ndcg10": 1.0},
        {"category": 1, "r1": 0.0, "r5": 0.5, "r10": 1.0, "mrr": 0.5, "ndcg10": 0.5},
        {"category": 2, "r1": 0.0, "r5": 0.0, "r10": 0.0, "mrr": 0.0, "ndcg10": 0.0},
    ]
    out = aggregate(rows, order=[1, 2, 3])
    assert out["1"] == pytest.approx(
        {"n": 2, "r1": 0.5, "r5": 0.75, "r10": 1.0, "mrr": 0.75, "ndcg10": 0.75}
    )
    assert out["2"]["n"] == 1 and out["2"]["r10"] == 0.0
    assert out["3"] == {"n": 0, "r1": None, "r5": None, "r10": None, "mrr": None, "ndcg10": None}
    assert out["overall"] == pytest.approx(
        {"n": 3, "r1": 1 / 3, "r5": 0.5, "r10": 2 / 3, "mrr": 0.5, "ndcg10": 0.5}
    )


def test_bm25_scores_by_hand() -> None:
    # tokens: d0 [apple, banana] (2), d1 [apple, apple, cherry] (3), d2 [cherry] (1); avg 2
    bm25 = BM25(["Apple banana", "apple, apple cherry!", "the cherry"])
    k1, b = 1.2, 0.75
    idf_banana = math.log(1 + (3 - 1 + 0.5) / (1 + 0.5))
    idf_apple = math.log(1 + (3 - 2 + 0.5) / (2 + 0.5))

    def term(idf: float, tf: int, length: int) -> float:
        return idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * length / 2))

    assert bm25.score_list("banana") == pytest.approx([term(idf_banana, 1, 2), 0.0, 0.0])
    # stop words ("the", "what") score nothing; a repeated query word counts once
    assert bm25.score_list("what the apple apple") == pytest.approx(
        [term(idf_apple, 1, 2), term(idf_apple, 2, 3), 0.0]
    )
    assert bm25.score_list("durian") == [0.0, 0.0, 0.0]
    assert rank_by(bm25.score_list("apple"), ["d0", "d1", "d2"]) == ["d1", "d0", "d2"]


def test_rrf_sums_reciprocal_ranks() -> None:
    # a: 1/61 + 1/62; b: 1/62 + 1/61; c: 1/63; d: 1/61 -> a, b tie (kept in first-seen order)
    assert rrf([["a", "b", "c"], ["b", "a"], ["d"]]) == ["a", "b", "d", "c"]
    assert rrf([["x", "y"]], k=0) == ["x", "y"]
