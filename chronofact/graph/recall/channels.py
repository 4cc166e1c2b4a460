"""Candidate channels, one function each, all confined to the partition, basis and trust
inside Cypher (`Filters`). Each returns its hits best first (`Hit`).

- `fact_vector`: the fact embedding index `fact_vectors`, searched with Cypher 25 `SEARCH`
  filtered inside the index on tenant, namespace and transaction time (`transaction_basis`),
  so a small namespace is served by the index whatever else the database holds (trap 1 of
  5.26, whose index returned only the global top k, is gone). Trust and the valid window are
  checked after the index. A partition with at most `exact_limit` versions is scored exactly
  (cosine over its own facts in Cypher); a larger one is over-fetched adaptively (while too
  few hits pass the remaining checks and the index still had more, the next round asks for
  what the share that passed says `depth` needs, up to
  `max_fetch`; the share is remembered per partition in the `RecallCache` and sizes the next
  question's first fetch), then scored exactly if it has at most `exact_fallback_limit`
  versions (`exact_fallback`). `diagnostics.fact_vector.mode` says which path ran.
- `fact_text`: the fulltext index over statements. A hit must match a content word; the names
  of entities named in the question only add to the score. Regular inflections are added
  because `fact_text` does not stem.
- `entity`: the facts of entities named in the question, ranked by cosine (they join the
  `fact_vector` list before fusion).
- `expand`: one hop of graph expansion, from the best `fact_text` hits through their other
  entities to those entities' facts. Hubs (more than `expand_max_degree` facts) are skipped.
  `fact_text`, `entity` and `expand` are one query (`lexical_graph`): expansion is seeded
  inside it, so it costs no round trip of its own on recall's critical path.
- `source_vector`, `source_text`: the messages and document chunks themselves (`:Source`, by
  `embedding` and `search_text`, stored by ingest: `source_search`; `source_vectors` filters on
  tenant and namespace inside the index), so a
  turn that yielded no fact can still be recalled. The vector search may use the question
  without the names of the speakers it mentions (see `RecallTuning`).

Both fulltext channels (`fact_text`, `source_text`) rank what their index nominated by BM25
with the partition's own term statistics (`partition_ranked`, `partition_bm25`), so another
tenant's or namespace's text cannot reorder them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

from chronofact.graph.entities import partition_token
from chronofact.graph.recall.hits import Filters, Hit
from chronofact.graph.recall.partition_bm25 import (
    Analysis,
    bm25_scores,
    english_terms,
    plain_terms,
    query_stems,
    term_bags,
)
from chronofact.graph.recall.request import source_kind_params
from chronofact.graph.recall.store import RecallStore
from chronofact.graph.recall.terms import lucene_query, term_variants
from chronofact.graph.recall.tuning import RecallTuning
from chronofact.graph.time import END_OF_TIME

VectorKind = Literal["fact", "source"]
Diagnostics = dict[str, dict[str, Any]]
"""Channel name -> how it ran (`mode`, partition size, index fetches), for the response."""


@dataclass(frozen=True)
class ChannelScope:
    """What every channel of one question runs against."""

    store: RecallStore
    tuning: RecallTuning
    filters: Filters
    diagnostics: Diagnostics


def _hits(rows: Sequence[dict[str, Any]]) -> list[Hit]:
    return [Hit.from_row(r) for r in rows]


def fact_vector(scope: ChannelScope, embedding: list[float], size: int) -> list[Hit]:
    """Fact versions nearest the question's embedding (`size`: the partition's versions)."""
    return _vector(scope, "fact", embedding, transaction_basis(scope.filters), size)


def transaction_basis(filters: Filters) -> dict[str, datetime]:
    """The transaction-time filter fact_vectors applies inside the index: a version learned by
    `learned_by` and not revoked by `alive_after`. Latest: the live versions (revoked_at is
    END_OF_TIME); as of `known_at`: those known then."""
    if filters.known_at is None:
        return {"learned_by": END_OF_TIME, "alive_after": END_OF_TIME - timedelta(microseconds=1)}
    return {"learned_by": filters.known_at, "alive_after": filters.known_at}


def source_vector(
    scope: ChannelScope,
    embed: Callable[[str], list[float]],
    nameless: str | None,
    embedding: list[float],
    size: int,
) -> list[Hit]:
    """Sources nearest the question's embedding, or that of `nameless` (the question without
    the speakers' names) when given."""
    if nameless is not None:
        embedding = embed(nameless)
    return _vector(scope, "source", embedding, source_kind_params(), size)


def _vector(
    scope: ChannelScope,
    kind: VectorKind,
    embedding: list[float],
    extra: dict[str, Any],
    size: int,
) -> list[Hit]:
    """Trap 1: exact cosine in small partitions, adaptive over-fetch in large ones. `size`:
    the partition's versions (sources), counted up to `exact_limit + 1`."""
    t = scope.tuning
    params = {**scope.filters.params(), **extra, "embedding": embedding, "limit": t.depth}
    if size == 0:
        scope.diagnostics[f"{kind}_vector"] = {"mode": "empty"}
        return []
    if size <= t.exact_limit:
        scope.diagnostics[f"{kind}_vector"] = {"mode": "exact", "partition_size": size}
        return _hits(scope.store.rows(f"recall_{kind}_exact", **params))
    # first fetch: what this partition's share of the index needed last time (a hint:
    # a wrong one costs an extra round, never a result), else depth and a half
    hint_key = (kind, scope.filters.tenant, scope.filters.namespace)
    fetch = max(t.depth + t.depth // 2, 20)
    share = scope.store.cache.share(hint_key)
    if share is not None:
        wanted = math.ceil(t.depth * 1.25 / share)
        if wanted > t.max_fetch:
            # the index could not fill `depth` last time: score exactly if small enough
            exact = exact_fallback(scope, kind, params, 0, 0)
            if exact is not None:
                return exact
        fetch = min(max(fetch, wanted), t.max_fetch)
    rounds = 0
    rows: list[dict[str, Any]] = []
    while True:
        rounds += 1
        found = scope.store.rows_if_indexed(
            f"recall_{kind}_vector", f"{kind}_vectors", fetch=fetch, **params
        )
        if not found:
            return []
        fetched = int(found[0]["fetched"])
        passed = int(found[0]["passed"])
        rows = list(found[0]["rows"])
        if fetched >= fetch:  # a full answer: its share of hits estimates the partition's
            scope.store.cache.remember_share(hint_key, max(passed, 1) / fetched)
        if passed >= t.depth or fetched < fetch or fetch >= t.max_fetch:
            break
        # the next fetch aims at depth from the share seen (x8 when nothing passed)
        wanted = math.ceil(t.depth * 1.25 * fetched / passed) if passed else fetch * 8
        fetch = min(max(wanted, fetch * 2), t.max_fetch)
    mode = f"index(fetch={fetch}, rounds={rounds})"
    if len(rows) < t.depth and fetched >= fetch:
        # still starved at the largest fetch: exact scoring if the partition allows it
        exact = exact_fallback(scope, kind, params, fetch, rounds)
        if exact is not None:
            return exact
        mode += ", starved"
    scope.diagnostics[f"{kind}_vector"] = {"mode": mode, "partition_size": f">{t.exact_limit}"}
    return _hits(rows)


def exact_fallback(
    scope: ChannelScope,
    kind: VectorKind,
    params: dict[str, Any],
    fetch: int,
    rounds: int,
) -> list[Hit] | None:
    """Exact cosine over the partition when it has at most `exact_fallback_limit` versions
    (sources); None when it is larger. `fetch`/`rounds`: what the index was asked first."""
    size_query = "recall_partition_size" if kind == "fact" else "recall_source_partition_size"
    limit = scope.tuning.exact_fallback_limit
    filters = scope.filters
    size = scope.store.partition_size(size_query, filters.tenant, filters.namespace, limit + 1)
    if size > limit:
        return None
    scope.diagnostics[f"{kind}_vector"] = {
        "mode": "exact-fallback",
        "partition_size": size,
        "index_fetch": fetch,
        "index_rounds": rounds,
    }
    return _hits(scope.store.rows(f"recall_{kind}_exact", **params))


@dataclass(frozen=True)
class FactTextWords:
    required: list[str]
    """At least one must match."""
    optional: list[str]
    """Add to the score only."""

    @property
    def all(self) -> list[str]:
        """Every clause of the query, each scored."""
        return self.required + self.optional


def fact_text_words(scope: ChannelScope, terms: list[str], names: set[str]) -> FactTextWords:
    """The `fact_text` words: a statement must match a content word (with its regular
    inflections: that index does not stem); a named entity's name only adds to the score
    (alone it would match every statement about the entity, and short statements make that a
    strong signal that says nothing about the question)."""
    content = [w for w in terms if w not in names]
    named = [w for w in terms if w in names]
    if not content:
        content, named = named, []
    if scope.tuning.fact_text_variants:
        content = [v for w in content for v in term_variants(w)]
    return FactTextWords(required=content, optional=named)


def fact_text_lucene(words: FactTextWords, token: str) -> str | None:
    """The `fact_text` Lucene query of `words`, the partition (`token`) required."""
    return lucene_query([FACT_TEXT.field], words.required, token, words.optional)


def lexical_graph(
    scope: ChannelScope,
    terms: list[str],
    names: set[str],
    entity_ids: list[str],
    embedding: list[float],
) -> dict[str, list[Hit]]:
    """The `fact_text`, `entity` and `expand` lists, in one round trip
    (`recall_lexical_graph`): expansion starts from the best `fact_text` hits inside the same
    query, so it no longer waits for another round trip. The statements the index nominated
    are then ranked with the partition's own term statistics (`partition_ranked`)."""
    t = scope.tuning
    words = fact_text_words(scope, terms, names)
    token = partition_token(scope.filters.tenant, scope.filters.namespace)
    row = scope.store.rows(
        "recall_lexical_graph",
        lucene=fact_text_lucene(words, token),
        fetch=t.depth * t.fulltext_overfetch,
        limit=t.depth,
        entity_ids=entity_ids,
        embedding=embedding,
        per_entity=t.per_entity,
        expand_seeds=t.expand_seeds,
        expand_per_entity=t.expand_per_entity,
        max_degree=t.expand_max_degree,
        cap=t.exact_fallback_limit,
        df_cap=t.term_count_cap,
        term_queries=term_queries(FACT_TEXT, query_stems(words.all, None, plain_terms), token),
        **scope.filters.params(),
    )[0]
    lists = {name: _hits(row[name]) for name in ("entity", "expand")}
    lists["fact_text"] = partition_ranked(
        scope, row["fact_text"], FACT_TEXT, words.all, row["term_counts"]
    )
    return lists


@dataclass(frozen=True)
class TextIndex:
    """A fulltext index as `partition_ranked` scores its hits again."""

    channel: str
    field: str
    """The indexed property (each candidate row carries it under this name)."""
    counts_query: str | None
    """The named query of the partition's term statistics; None when the nominating query
    reads them itself (statements: `recall_lexical_graph`)."""
    analyse: Analysis
    """The index's analysis."""


SOURCE_TEXT = TextIndex("source_text", "search_text", "recall_source_term_counts", english_terms)
FACT_TEXT = TextIndex("fact_text", "statement", None, plain_terms)


def term_queries(index: TextIndex, terms: dict[str, str], token: str) -> list[list[str]]:
    """[term, lucene] per searched word: the partition and the one word required."""
    return [[term, str(lucene_query([index.field], [word], token))] for word, term in terms.items()]


def partition_ranked(
    scope: ChannelScope,
    rows: Sequence[dict[str, Any]],
    index: TextIndex,
    words: list[str],
    counts: dict[str, Any] | None = None,
) -> list[Hit]:
    """The rows an index nominated, ranked by BM25 with the partition's own term statistics
    (`partition_bm25`) and cut to `depth`: another tenant's or namespace's text cannot reorder
    them. Ties keep a fixed order (by id), not the index's. `counts` (`n`, `doc_freq`) when
    the nominating query read them already; else they are read for the terms a row holds."""
    if not rows:
        return []
    filters, t = scope.filters, scope.tuning
    bags = term_bags([r[index.field] or "" for r in rows], index.analyse)
    terms = query_stems(words, bags, index.analyse)
    if counts is None:
        if index.counts_query is None:
            raise ValueError(f"{index.channel}: its nominating query reads the term counts")
        token = partition_token(filters.tenant, filters.namespace)
        counts = scope.store.rows(
            index.counts_query,
            tenant=filters.tenant,
            namespace=filters.namespace,
            cap=t.exact_fallback_limit,
            df_cap=t.term_count_cap,
            term_queries=term_queries(index, terms, token),
        )[0]
    doc_freq = {term: int(df) for term, df in counts["doc_freq"]}
    scores = bm25_scores(list(terms.values()), bags, doc_freq, int(counts["n"]))
    ranked = sorted(
        ({**row, "score": score} for row, score in zip(rows, scores, strict=True)),
        key=lambda r: (-r["score"], r["id"]),
    )
    scope.diagnostics[index.channel] = {
        "mode": "partition_bm25",
        "nominated": len(rows),
        "partition_size": int(counts["n"]),
    }
    return _hits(ranked[: t.depth])


def source_text(scope: ChannelScope, terms: list[str]) -> list[Hit]:
    """Messages by fulltext over their `search_text` (the message and the one before it): the
    index nominates `depth * fulltext_overfetch` of the partition's messages and
    `partition_ranked` ranks them."""
    filters = scope.filters
    lucene = lucene_query(
        ["search_text"], terms, partition_token(filters.tenant, filters.namespace)
    )
    if lucene is None:
        return []
    t = scope.tuning
    rows = scope.store.rows_if_indexed(
        "recall_source_fulltext",
        "source_text",
        lucene=lucene,
        fetch=t.depth * t.fulltext_overfetch,
        **filters.params(),
        **source_kind_params(),
    )
    return partition_ranked(scope, rows, SOURCE_TEXT, terms)
