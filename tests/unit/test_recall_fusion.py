"""Fusion and ranking of recall candidates, without Neo4j (`chronofact.graph.recall.fusion`)."""

from __future__ import annotations

import pytest

from chronofact.graph.recall import RecallTuning
from chronofact.graph.recall.fusion import (
    about_keys,
    fuse,
    fuse_channels,
    gate,
    importance_prior,
    rank,
    tied_ranks,
)
from chronofact.graph.recall.hits import Candidates, Hit, Lists
from chronofact.graph.recall.tuning import TAIL_WEIGHT

TUNING = RecallTuning()


def fact(id_: str, score: float, key: str | None = None, **kw: object) -> Hit:
    return Hit(id=id_, score=score, key=key or f"k_{id_}", trust="candidate", **kw)  # type: ignore[arg-type]


def test_tied_ranks_share_their_mean_position() -> None:
    hits = [fact("a", 3.0), fact("b", 2.0), fact("c", 2.0), fact("d", 2.0), fact("e", 1.0)]
    assert tied_ranks(hits) == [1.0, 3.0, 3.0, 3.0, 5.0]
    assert tied_ranks([]) == []


def test_rrf_sums_weight_over_rrf_k_plus_rank_per_list() -> None:
    lists: Lists = {
        "fact_text": [fact("a", 9.0), fact("b", 5.0)],
        "fact_vector": [fact("b", 0.9), fact("a", 0.8)],
    }
    candidates: Candidates = {}
    fuse(candidates, lists, TUNING)
    w, k = TUNING.weights, TUNING.rrf_k
    a = candidates[("fact", "a")]
    b = candidates[("fact", "b")]
    assert a.ranks == {"fact_text": 1.0, "fact_vector": 2.0}
    assert a.score == pytest.approx(w["fact_text"] / (k + 1) + w["fact_vector"] / (k + 2))
    assert b.score == pytest.approx(w["fact_text"] / (k + 2) + w["fact_vector"] / (k + 1))
    # fact_text weighs more than fact_vector: first there wins
    assert a.score > b.score


def test_gate_cuts_far_dense_and_weak_text_hits_into_the_tail() -> None:
    # dense scores are (1 + cosine) / 2: 0.95 -> cosine 0.9; margin 0.15 keeps cosine >= 0.75
    lists: Lists = {
        "fact_vector": [fact("near", 0.95), fact("edge", 0.875), fact("far", 0.8)],
        "fact_text": [fact("strong", 10.0), fact("ok", 3.0), fact("weak", 2.9)],
    }
    gate(lists, TUNING)
    assert [h.id for h in lists["fact_vector"]] == ["near", "edge"]
    assert [h.id for h in lists["fact_text"]] == ["strong", "ok"]  # >= 0.3 of the best
    assert [h.id for h in lists["tail"]] == ["far", "weak"]


def test_tail_only_fills_slots_nothing_else_takes() -> None:
    lists: Lists = {"tail": [fact("cut", 0.5)], "fact_text": [fact("kept", 1.0)]}
    candidates: Candidates = {}
    fuse(candidates, lists, TUNING)
    assert candidates[("fact", "cut")].score == pytest.approx(TAIL_WEIGHT / (TUNING.rrf_k + 1))
    assert candidates[("fact", "kept")].score > 10 * candidates[("fact", "cut")].score


def test_entity_boost_and_source_folding() -> None:
    yielded = Hit(id="f1", key="k1", trust="candidate", holds=True, subject_id="e_mel")
    lists: Lists = {
        "fact_text": [fact("f2", 5.0, subject_id="e_bob")],
        "source_text": [Hit(id="s1", score=7.0, speaker="Mel", facts=(yielded,))],
        "source_vector": [Hit(id="s2", score=0.9, speaker="Bob")],
    }
    candidates = fuse_channels(lists, TUNING, ["e_mel"], {"mel"})
    # s1 yielded f1: folded into it and gone; s2 yielded nothing: stays a source
    assert ("source", "s1") not in candidates
    assert ("source", "s2") in candidates
    f1 = candidates[("fact", "f1")]
    source_score = TUNING.weights["source_text"] / (TUNING.rrf_k + 1) * 1.5  # said by Mel
    assert f1.score == pytest.approx(source_score)
    assert f1.via_sources == ["s1"]
    assert f1.ranks == {"source_text": 1.0}
    f2 = candidates[("fact", "f2")]
    assert f2.score == pytest.approx(TUNING.weights["fact_text"] / (TUNING.rrf_k + 1))


def test_rank_collapses_a_key_to_its_best_version_unless_windowed_or_disputed() -> None:
    lists: Lists = {
        "fact_text": [
            fact("old", 9.0, key="k"),
            fact("new", 8.0, key="k", holds=True),
            fact("other", 7.0),
        ]
    }
    candidates: Candidates = {}
    fuse(candidates, lists, TUNING)
    collapsed = rank(candidates, k=10, collapse=True)
    assert [c.id for c in collapsed] == ["old", "other"]
    assert rank(candidates, k=10, collapse=False)[1].id == "new"
    candidates[("fact", "new")].trust = "disputed"  # never collapsed into its key
    assert [c.id for c in rank(candidates, k=10, collapse=True)] == ["old", "new", "other"]


def test_rank_prefers_the_holding_candidate_at_equal_score() -> None:
    lists: Lists = {"fact_text": [fact("a", 1.0), fact("b", 1.0, holds=True)]}
    candidates: Candidates = {}
    fuse(candidates, lists, TUNING)
    assert [c.id for c in rank(candidates, k=10, collapse=True)] == ["b", "a"]


def test_importance_prior_scales_by_what_a_candidate_is_about() -> None:
    candidates: Candidates = {}
    fuse(
        candidates,
        {
            "fact_text": [
                fact("hub", 1.0, subject_id="e_hub", object_id="e_x"),
                fact("leaf", 1.0, subject_id="e_leaf"),
                fact("none", 1.0, subject_id="e_unknown"),
            ]
        },
        TUNING,
    )
    before = {c.id: c.score for c in candidates.values()}
    importance = {"e_hub": 1.0, "e_x": 0.2, "e_leaf": 0.5}

    importance_prior(candidates, importance, TUNING)  # weight 0 by default: no change
    assert {c.id: c.score for c in candidates.values()} == before

    importance_prior(candidates, importance, RecallTuning(importance_weight=0.5))
    after = {c.id: c.score for c in candidates.values()}
    assert after["hub"] == pytest.approx(before["hub"] * 1.5)  # the best of subject and object
    assert after["leaf"] == pytest.approx(before["leaf"] * 1.25)
    assert after["none"] == pytest.approx(before["none"])
    assert about_keys(candidates) == (["e_hub", "e_leaf", "e_unknown", "e_x"], [])
