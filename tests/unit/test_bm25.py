"""The benchmarks' one BM25 baseline (`bench/bm25.py`), checked against scores worked out by
hand on a three-document corpus.

Corpus: "cat sat", "cat cat dog", "bird" -> lengths 2, 3, 1; avgdl = 2; N = 3.
idf(cat) = ln(1 + (3 - 2 + 0.5) / (2 + 0.5)) = ln 1.6; idf(dog) = ln(1 + 2.5 / 1.5) = ln(8/3).
With k1 = 1.2, b = 0.75 the length norm is 1.2 * (0.25 + 0.75 * |d| / 2):
doc 0 -> 1.2, doc 1 -> 1.65, doc 2 -> 0.75.
"""

from __future__ import annotations

import math

import pytest

from bench.bm25 import BM25, K1, B, describe, tokenize

CORPUS = ["cat sat", "cat cat dog", "bird"]


def test_parameters_are_the_lucene_defaults_and_are_stated() -> None:
    assert (K1, B) == (1.2, 0.75)
    assert "k1 = 1.2" in describe() and "b = 0.75" in describe()


def test_tokens_are_folded_and_stop_words_dropped() -> None:
    assert tokenize("Café, THE naïve cat-2") == ["cafe", "naive", "cat", "2"]


def test_single_term_scores_by_hand() -> None:
    scores = BM25(CORPUS).scores("cat")
    # doc 0: tf 1 -> ln1.6 * 1 * 2.2 / (1 + 1.2) = ln 1.6
    # doc 1: tf 2 -> ln1.6 * 2 * 2.2 / (2 + 1.65)
    assert scores == pytest.approx({0: math.log(1.6), 1: math.log(1.6) * 4.4 / 3.65})
    assert scores[0] == pytest.approx(0.470004, abs=1e-6)
    assert scores[1] == pytest.approx(0.566580, abs=1e-6)


def test_terms_add_up_and_stop_words_do_not_count() -> None:
    scores = BM25(CORPUS).scores("the dog and the cat")
    dog = math.log(8 / 3) * 2.2 / (1 + 1.65)
    assert scores[1] == pytest.approx(dog + math.log(1.6) * 4.4 / 3.65)
    assert scores[1] == pytest.approx(1.380854, abs=1e-6)
    assert scores[0] == pytest.approx(math.log(1.6))
    assert 2 not in scores


def test_ranking_and_the_full_score_list() -> None:
    index = BM25(CORPUS)
    assert [i for i, _ in index.top("cat", 10)] == [1, 0]
    assert index.top("cat", 1)[0][0] == 1
    # doc 2 has length 1: norm 1.2 * (0.25 + 0.75 * 0.5) = 0.75
    assert index.score_list("bird") == pytest.approx([0.0, 0.0, math.log(8 / 3) * 2.2 / 1.75])
    assert index.top("unknown words", 10) == []


def test_other_parameters_change_the_score() -> None:
    # b = 0: no length normalisation, so doc 1 (tf 2) scores ln1.6 * 2 * 2.2 / (2 + 1.2)
    scores = BM25(CORPUS, k1=1.2, b=0.0).scores("cat")
    assert scores[1] == pytest.approx(math.log(1.6) * 4.4 / 3.2)
