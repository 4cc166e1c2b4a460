"""Fulltext scores with the partition's own term statistics (BM25 as Lucene computes it, but
counted inside one tenant's namespace).

The fulltext indexes (`source_text` over messages, `fact_text` over statements) are shared by
every tenant and namespace, and Lucene's BM25 takes a word's document frequency from the whole
index: another tenant writing a word everywhere made it "common" and reordered this
partition's hits. So an index only nominates candidates (partition-confined), and they are
scored again here:

    score(d) = sum over the question's terms t of
               idf(t) * tf(t, d) / (tf(t, d) + K1 * (1 - B + B * len(d) / avglen))
    idf(t)   = ln(1 + (N - df(t) + 0.5) / (df(t) + 0.5))

with `N` the partition's messages (or fact versions) and `df(t)` those of them holding `t`,
both counted inside the partition (`recall_source_term_counts`, and inside
`recall_lexical_graph` for statements; df by the index, up to a cap), and `avglen` the mean
length of the candidates (also partition-local). Text is analysed the way the index does it
(`english_terms` for messages: word tokens, lower case, possessive 's dropped, Lucene's
English stop words dropped, Porter stems; `plain_terms` for statements: word tokens in lower
case), once per candidate (`term_bags`), so what counts as "the term in the text" here is
what matched there.

What stays index-wide: which candidates are nominated when more of the partition's texts
match than the channel fetches (the index picks its top by its own scores), and the seeds of
graph expansion (the best statements by the index's score, chosen inside its query). Below
that, the ranking depends on the partition alone.

Linear in the candidates' text; the stemmer caches per word.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from functools import lru_cache

import snowballstemmer

__all__ = [
    "K1",
    "LUCENE_ENGLISH_STOP_WORDS",
    "Analysis",
    "B",
    "bm25_scores",
    "english_terms",
    "lucene_idf",
    "plain_terms",
    "query_stems",
    "term_bags",
]

K1 = 1.2
B = 0.75
"""Lucene's BM25 defaults (`BM25Similarity()`), which the `source_text` index uses."""

_STOP_TEXT = """
    a an and are as at be but by for if in into is it no not of on or such that the their
    then there these they this to was will with
"""
LUCENE_ENGLISH_STOP_WORDS = frozenset(_STOP_TEXT.split())
"""`EnglishAnalyzer.ENGLISH_STOP_WORDS_SET`: what the index drops before stemming."""

_TOKEN = re.compile(r"\w+(?:[.'’]\w+)*")
"""A word as Unicode word segmentation (Lucene's StandardTokenizer) cuts it, closely enough:
letters and digits, joined across an inner apostrophe or full stop ("don't", "3.5")."""
_POSSESSIVE = re.compile(r"['’]s$")
_STEMMER = snowballstemmer.stemmer("porter")


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    stem: str = _STEMMER.stemWord(word)
    return stem


def english_terms(text: str) -> list[str]:
    """The terms the English analyzer indexes for `text`, in order (repeats kept)."""
    terms: list[str] = []
    for token in _TOKEN.findall(text.lower()):
        word = _POSSESSIVE.sub("", token)
        if word and word not in LUCENE_ENGLISH_STOP_WORDS:
            terms.append(_stem(word))
    return terms


def plain_terms(text: str) -> list[str]:
    """The terms Neo4j's default analyzer (`standard-no-stop-words`, the `fact_text` index)
    indexes for `text`: word tokens in lower case, nothing dropped, nothing stemmed."""
    return _TOKEN.findall(text.lower())


Analysis = Callable[[str], list[str]]


def term_bags(texts: Sequence[str], analyse: Analysis = english_terms) -> list[Counter[str]]:
    """Each text's analysed terms with their counts: what `query_stems` and `bm25_scores`
    read (analysed once)."""
    return [Counter(analyse(text)) for text in texts]


def query_stems(
    words: Sequence[str],
    bags: Sequence[Counter[str]] | None = None,
    analyse: Analysis = english_terms,
) -> dict[str, str]:
    """The question's words that the index searches by, each with its term (a stop word of the
    analyzer is not searched; words sharing a stem are each a clause, as in the index query).
    Given the candidates' `bags`, only the words whose term one of them holds: a term no
    candidate holds adds nothing to any score, so its count is not needed."""
    held: set[str] | None = set().union(*bags) if bags is not None else None
    stems: dict[str, str] = {}
    for word in words:
        analysed = analyse(word)
        if len(analysed) == 1 and (held is None or analysed[0] in held):
            stems[word] = analysed[0]
    return stems


def lucene_idf(doc_freq: int, doc_count: int) -> float:
    """Lucene's non-negative BM25 idf of a term in `doc_freq` of `doc_count` texts."""
    df = min(doc_freq, doc_count)
    return math.log(1 + (doc_count - df + 0.5) / (df + 0.5))


def bm25_scores(
    stems: Sequence[str],
    bags: Sequence[Counter[str]],
    doc_freq: dict[str, int],
    doc_count: int,
) -> list[float]:
    """BM25 of each text (its `term_bags` entry) for the query `stems` (one clause each,
    repeats counted as the index counts them) with partition statistics: `doc_freq` per stem
    and `doc_count` texts. A text's length is its analysed terms; the mean length is that of
    the texts given."""
    if not bags:
        return []
    lengths = [sum(bag.values()) for bag in bags]
    mean_length = max(sum(lengths) / len(lengths), 1.0)
    n = max(doc_count, len(bags))
    idf = {stem: lucene_idf(doc_freq.get(stem, 0), n) for stem in set(stems)}
    scores: list[float] = []
    for bag, length in zip(bags, lengths, strict=True):
        norm = K1 * (1 - B + B * length / mean_length)
        score = 0.0
        for stem in stems:
            tf = bag.get(stem, 0)
            if tf:
                score += idf[stem] * tf / (tf + norm)
        scores.append(score)
    return scores
