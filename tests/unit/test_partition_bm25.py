"""BM25 with a partition's own statistics (`partition_bm25`): the analysis mirrors Lucene's
English analyzer, and the score behaves as BM25 does (rare words weigh more, repeats saturate,
long messages are normalised, nothing outside the given statistics counts)."""

from __future__ import annotations

import math

import pytest

from chronofact.graph.recall.partition_bm25 import (
    K1,
    B,
    bm25_scores,
    english_terms,
    plain_terms,
    query_stems,
    term_bags,
)


@pytest.mark.parametrize(
    ("text", "terms"),
    [
        ("Maya: I painted a sunset", ["maya", "i", "paint", "sunset"]),
        ("Ana's sister's dog", ["ana", "sister", "dog"]),
        ("Ana’s café", ["ana", "café"]),
        ("The cat is on the mat", ["cat", "mat"]),
        ("don't stop", ["don't", "stop"]),
        ("version 3.5 shipped", ["version", "3.5", "ship"]),
        ("WORKING Works worked", ["work", "work", "work"]),
        ("", []),
        ("!!! ...", []),
    ],
)
def test_english_terms_mirror_the_english_analyzer(text: str, terms: list[str]) -> None:
    assert english_terms(text) == terms


def test_query_stems_leave_out_what_the_index_does_not_search() -> None:
    assert query_stems(["painting", "such", "will", "dogs", "don"]) == {
        "painting": "paint",
        "dogs": "dog",
        "don": "don",
    }


def test_a_rare_term_outweighs_a_common_one() -> None:
    texts = ["a tart with plums", "a pie with cream"]
    df = {"tart": 1, "pie": 40}
    tart, pie = bm25_scores(["tart", "pie"], term_bags(texts), df, 50)
    assert tart > pie > 0


def test_the_score_is_lucenes_bm25_formula() -> None:
    texts = ["plum plum tart", "plum cake"]
    df = {"plum": 2}
    n = 10
    idf = math.log(1 + (n - 2 + 0.5) / (2 + 0.5))
    mean = (3 + 2) / 2
    expected = [
        idf * 2 / (2 + K1 * (1 - B + B * 3 / mean)),
        idf * 1 / (1 + K1 * (1 - B + B * 2 / mean)),
    ]
    assert bm25_scores(["plum"], term_bags(texts), df, n) == pytest.approx(expected)


def test_repeats_saturate_and_length_normalises() -> None:
    once, thrice, long_once = bm25_scores(
        ["plum"],
        term_bags(["plum tart", "plum plum plum", "plum and a great many other words besides"]),
        {"plum": 3},
        20,
    )
    assert thrice > once > long_once
    assert thrice < 3 * once


def test_only_the_given_statistics_count() -> None:
    """Scores depend on the texts, the partition's counts and nothing else: the same inputs
    give the same scores, and a missing count is a term no message of the partition holds."""
    texts = ["alpha beta", "beta gamma"]
    first = bm25_scores(["alpha", "beta"], term_bags(texts), {"alpha": 1, "beta": 2}, 5)
    again = bm25_scores(["alpha", "beta"], term_bags(texts), {"alpha": 1, "beta": 2}, 5)
    assert first == again
    assert bm25_scores(["zeta"], term_bags(texts), {}, 5) == [0.0, 0.0]


def test_counts_above_the_partition_size_are_clamped() -> None:
    """df is counted up to a cap and N may be capped too: idf stays defined and non-negative."""
    (score,) = bm25_scores(["alpha"], term_bags(["alpha"]), {"alpha": 50}, 10)
    assert score >= 0.0
    assert bm25_scores([], [], {}, 0) == []


def test_only_words_some_candidate_holds_need_a_count() -> None:
    texts = ["Maya: I painted the fence", "Tom: nice"]
    assert query_stems(["painting", "fence", "garden", "such"], term_bags(texts)) == {
        "painting": "paint",
        "fence": "fenc",
    }


def test_plain_terms_mirror_the_default_analyzer() -> None:
    """Statements (`fact_text`): lower case, nothing dropped or stemmed."""
    assert plain_terms('Ana\'s sister likes "The Running Man"') == [
        "ana's",
        "sister",
        "likes",
        "the",
        "running",
        "man",
    ]
    assert query_stems(
        ["the", "likes", "like"], term_bags(["Ana likes tea"], plain_terms), plain_terms
    ) == {"likes": "likes"}
