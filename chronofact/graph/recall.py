"""Recall: a question in, the facts (and messages) that answer it out, current first.

The design (to be copied to `docs/recall.md`):

**Basis.** The caller's `valid_at`/`known_at` when given (`Basis.resolve`: valid_at defaults to
now, known_at to latest, known_at alone sets both). With neither, the question's temporal intent
(`temporal_intent`: "in 2019", "last summer", "before she moved") sets a valid-time window
(facts whose valid period overlaps it) or a point. With neither and no intent, every version
known now is admitted; those valid now are `current`, the others (past events, ended states,
future-dated facts) are returned as `current: false` and ranked lower.

**Candidates**, each channel a ranked list (all confined to the tenant and namespace, the basis
and the trust floor inside Cypher):

- `fact_vector` - the fact embedding index (`db.index.vector.queryNodes`). Trap 1: on 5.26 it
  returns the *global* top k, so a small namespace beside a large one would be starved by a
  filter applied afterwards. A partition with at most `exact_limit` versions (a bounded count
  on the partition index) is scored exactly (cosine over its facts in Cypher); a larger one
  is over-fetched adaptively (`fetch` x4 per round up to `max_fetch` while too few hits pass
  the filter and the index still had more), then falls back to exact scoring when the
  partition has at most `exact_fallback_limit` versions.
- `fact_text` - the fulltext index over statements. Trap 2: the partition token is a REQUIRED
  Lucene term and the question is reduced to escaped words, so Lucene syntax in the question
  (`"`, `:`, `(`, `*`, `AND`, `~`) can neither break the query nor widen it.
- `entity` - entities whose whole name (or alias) occurs in the question (fulltext over entity
  names, same partition rule), and their facts ranked by cosine to the question.
- `expand` - one hop of graph expansion: from the best fact candidates through their other
  entities to those entities' facts.
- `source_vector`, `source_text` - messages and document chunks (`:Source`) themselves, so a
  turn that yielded no fact can still be recalled. A source's trust is the starting trust its
  kind would give a claim (conversation -> candidate, document -> raw, ...).

**Fusion.** Weighted reciprocal rank fusion: `sum_c w_c / (rrf_k + rank_c)`. A source that
yielded admitted facts is folded into those facts (they take its score when higher) and is not
returned on its own; a source no admitted fact came from is a `source` result.

**Ranking.** A key's versions collapse into one result: the version that holds at the basis
(`current: true`), fetched even when only an older version matched the words, with the other
versions in its `history`. Results that do not hold at the basis are multiplied by
`historical_factor`; at equal score current wins. Forgotten topics (tombstones) never appear.

**Context.** A compact text inside `token_budget` (tokens estimated as
max(chars/4, words*1.3), rounded up): current facts first with their valid periods, then the
rest in rank order.
"""

from __future__ import annotations

import logging
import math
import re
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, LiteralString

from neo4j import Driver, RoutingControl
from neo4j.exceptions import ClientError

from chronofact.graph.entities import name_key, partition_token
from chronofact.graph.facts import fact_to_api
from chronofact.graph.queries import query, statements
from chronofact.graph.reads import Basis
from chronofact.graph.temporal_intent import (
    TemporalIntent,
    event_intent,
    parse_event_phrase,
    resolve_intent,
)
from chronofact.graph.time import (
    BEGINNING_OF_TIME,
    END_OF_TIME,
    MICROSECOND,
    from_db,
    iso,
    now_utc,
    utc,
)
from chronofact.graph.tombstones import Tombstones
from chronofact.graph.write import CANDIDATE_SOURCES, VERIFIED_SOURCES

log = logging.getLogger("chronofact.recall")

QueryEmbedder = Callable[[str], list[float]]
TextsEmbedder = Callable[[list[str]], list[list[float]]]

TRUST_LEVELS: tuple[str, ...] = ("raw", "candidate", "verified")
"""Ordered trust floor for `min_trust`; `disputed` is admitted only when asked for."""

CHANNELS: tuple[str, ...] = (
    "fact_vector",
    "fact_text",
    "entity",
    "expand",
    "source_vector",
    "source_text",
)


class RecallError(ValueError):
    """A recall request that cannot be answered as given (a 422 at the API)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class RecallTuning:
    """Knobs of candidate generation and fusion (defaults tuned on the LoCoMo dev split)."""

    rrf_k: int = 20
    weights: dict[str, float] = field(
        default_factory=lambda: {
            "fact_vector": 0.5,
            "fact_text": 1.0,
            "expand": 0.25,
            "source_vector": 0.35,
            "source_text": 1.0,
        }
    )
    """RRF weight per list. The entity channel has no list of its own: its facts join the
    dense fact list (`fact_vector`), so the index's approximate top-k cannot miss them."""
    entity_boost: float = 0.1
    """Results about an entity named in the question (a fact with it as subject or object,
    a message it said) get their fused score multiplied by 1 + entity_boost."""
    depth: int = 50
    """Candidates taken from each channel."""
    historical_factor: float = 0.7
    """Score multiplier of results that do not hold at the basis."""
    exact_limit: int = 2000
    """Partitions with at most this many versions (sources) are scored exactly."""
    exact_fallback_limit: int = 20000
    """Exact scoring after over-fetching failed, up to this partition size."""
    max_fetch: int = 4096
    """Largest `k` asked of the vector index."""
    fulltext_overfetch: int = 3
    per_entity: int = 2000
    """Facts read per named or expanded entity (a hub entity is capped)."""
    expand_seeds: int = 5
    fold_sources: int = 40
    """How many source candidates are checked for the facts they yielded."""
    size_cache_seconds: float = 30.0
    dense_margin: float = 0.15
    """A cosine-scored channel nominates only candidates within this cosine of the best
    cosine any dense channel found for the question."""
    text_floor: float = 0.3
    """A fulltext channel nominates only hits scoring at least this share of its best hit."""
    gated: tuple[str, ...] = ("fact_vector", "entity", "expand", "fact_text")
    """Channels whose lists are cut by relevance before fusion (see `_gate`)."""


@dataclass(frozen=True)
class RecallQuery:
    """One recall request, as the API and the CLI give it."""

    text: str
    tenant: str = "default"
    namespace: str = "default"
    k: int = 10
    valid_at: datetime | None = None
    known_at: datetime | None = None
    min_trust: str = "candidate"
    include_disputed: bool = False
    include_history: bool = True
    include_sources: bool = True
    token_budget: int = 800
    asked_at: datetime | None = None
    """When the question is asked: relative time in it ("last summer") is resolved against this
    (default now)."""
    embedding: Sequence[float] | None = None
    """A precomputed query embedding (benchmarks); computed locally when absent."""


# ---- Lucene ----------------------------------------------------------------------------------
_WORD = re.compile(r"\w+", re.UNICODE)
_LUCENE_SPECIAL = re.compile(r'[+\-!(){}\[\]^"~*?:\\/&|]')
_LUCENE_OPERATORS = re.compile(r"\b(AND|OR|NOT|TO)\b")
_STOP_TEXT = """
    a an the of to in on at for and or but nor is are was were be been being am do does did
    doing done what when where who whom whose which how why that this these those it its
    with as by from about into onto has have had having her hers his him he she they them
    their theirs i you we my your yours our ours me us not no so if would could should will
    can may might must shall there here than then also too very just any some all each
    every either neither both ever still yet ok oh
"""
STOP_WORDS = frozenset(_STOP_TEXT.split())
MAX_TERMS = 24


def lucene_escape(text: str) -> str:
    """Escape Lucene query syntax: special characters get a backslash and the operator words
    (`AND`, `OR`, `NOT`, `TO`) are lower-cased so they are plain words."""
    escaped = _LUCENE_SPECIAL.sub(lambda m: "\\" + m.group(0), text)
    return _LUCENE_OPERATORS.sub(lambda m: m.group(0).lower(), escaped)


def query_terms(text: str) -> list[str]:
    """The searchable words of a question: word characters only, case-folded, without stop
    words and repeats, at most `MAX_TERMS`."""
    terms: list[str] = []
    for word in _WORD.findall(text.casefold()):
        word = word.strip("_")
        if not word or word in STOP_WORDS or word in terms:
            continue
        terms.append(word)
        if len(terms) >= MAX_TERMS:
            break
    return terms


def term_variants(term: str) -> list[str]:
    """The term and its regular English inflections ("work" -> works, worked, working; "lives"
    -> live, lived, living), for fields indexed without stemming (`fact_text` uses Neo4j's
    default analyzer). A variant that is no word matches nothing, so over-generation is cheap;
    at most 8 forms."""
    if len(term) < 3 or not term.isalpha():
        return [term]
    stems: list[str] = []
    for suffix, repl in (
        ("ies", "y"),
        ("ied", "y"),
        ("es", ""),
        ("es", "e"),
        ("s", ""),
        ("ed", ""),
        ("ed", "e"),
        ("ing", ""),
        ("ing", "e"),
    ):
        if term.endswith(suffix) and len(term) - len(suffix) >= 3 and not term.endswith("ss"):
            stems.append(term[: -len(suffix)] + repl)
    if not stems:
        stems = [term]
    variants = [term]
    for stem in stems:
        if stem.endswith("y"):
            forms = [stem, stem[:-1] + "ies", stem[:-1] + "ied", stem + "ing"]
        elif stem.endswith("e"):
            forms = [stem, stem + "s", stem + "d", stem[:-1] + "ing"]
        else:
            forms = [stem, stem + "s", stem + "ed", stem + "ing"]
        variants.extend(f for f in forms if f not in variants)
    return variants[:8]


def lucene_query(fields: Sequence[str], terms: Sequence[str], partition: str) -> str | None:
    """`+partition:"<token>" +(f1:(t1 t2) f2:(t1 t2))`: the partition is required, the words
    optional (any may match); every word is escaped. None when there is no word to search."""
    if not terms:
        return None
    words = " ".join(lucene_escape(t) for t in terms)
    clauses = " ".join(f"{f}:({words})" for f in fields)
    return f'+partition:"{lucene_escape(partition)}" +({clauses})'


# ---- token budget ----------------------------------------------------------------------------
def estimate_tokens(text: str) -> int:
    """Tokens of a text, estimated: max(characters / 4, words * 1.3), rounded up."""
    if not text:
        return 0
    return max(math.ceil(len(text) / 4), math.ceil(len(text.split()) * 1.3))


# ---- sources: what recall searches them by ---------------------------------------------------
def speaker_line(text: str, speaker: str | None) -> str:
    return f"{speaker}: {text}" if speaker else text


def source_search_text(
    text: str,
    speaker: str | None = None,
    previous_text: str | None = None,
    previous_speaker: str | None = None,
) -> str:
    """`search_text` of a source: the message with the message before it in its conversation
    (one `<speaker>: <text>` line each), so an answer is found by the question it answers."""
    line = speaker_line(text, speaker)
    if previous_text:
        return speaker_line(previous_text, previous_speaker) + "\n" + line
    return line


def source_trust(kind: str | None) -> str:
    """The trust a source stands for: the starting trust its kind gives a claim."""
    if kind in VERIFIED_SOURCES:
        return "verified"
    if kind in CANDIDATE_SOURCES:
        return "candidate"
    return "raw"


def ensure_recall_indexes(driver: Driver, database: str = "neo4j", wait_seconds: int = 300) -> None:
    """Create the indexes recall needs beyond `schema.cypher` (idempotent), and wait for them."""
    for statement in statements("recall_indexes"):
        driver.execute_query(statement, database_=database)
    driver.execute_query(
        "CALL db.awaitIndexes($seconds)", {"seconds": wait_seconds}, database_=database
    )


def _natural(ref: str | None) -> tuple[Any, ...]:
    parts = re.split(r"(\d+)", ref or "")
    return tuple(int(p) if p.isdigit() else p for p in parts)


def backfill_source_search(
    driver: Driver,
    tenant: str,
    namespace: str,
    embedder: TextsEmbedder,
    database: str = "neo4j",
    batch: int = 500,
) -> int:
    """Give the sources of a partition that lack them a `search_text` (with the previous message
    of the same scope, ordered by observed time then ref) and an `embedding`. Returns how many
    were updated. Ingest should set both when it stores a message; this is the fallback."""
    updated = 0
    while True:
        records, _, _ = driver.execute_query(
            query("recall_sources_to_index"),
            tenant=tenant,
            namespace=namespace,
            limit=batch,
            database_=database,
        )
        rows = [dict(r) for r in records]
        if not rows:
            return updated
        rows.sort(
            key=lambda r: (
                r["scope"] or "",
                from_db(r["observed_at"]) or BEGINNING_OF_TIME,
                _natural(r["ref"]),
            )
        )
        texts: list[str] = []
        search: list[str] = []
        previous: dict[str, Any] | None = None
        for row in rows:
            prev = previous if previous is not None and previous["scope"] == row["scope"] else None
            search.append(
                source_search_text(
                    row["text"],
                    row["speaker"],
                    prev["text"] if prev and row["scope"] else None,
                    prev["speaker"] if prev and row["scope"] else None,
                )
            )
            texts.append(speaker_line(row["text"], row["speaker"]))
            previous = row
        vectors = embedder(texts)
        driver.execute_query(
            query("recall_set_source_search"),
            tenant=tenant,
            namespace=namespace,
            rows=[
                {"id": r["id"], "search_text": s, "embedding": v}
                for r, s, v in zip(rows, search, vectors, strict=True)
            ],
            database_=database,
        )
        updated += len(rows)
        if len(rows) < batch:
            return updated


# ---- internal records ------------------------------------------------------------------------
@dataclass
class _Candidate:
    kind: str  # "fact" | "source"
    id: str
    score: float = 0.0
    ranks: dict[str, int] = field(default_factory=dict)
    key: str | None = None
    trust: str | None = None
    valid_from: datetime | None = None
    valid_to: datetime | None = None
    about: tuple[str | None, ...] = ()
    """Subject and object ids (a fact), or the speaker's name key (a source)."""
    via_sources: list[str] = field(default_factory=list)
    """Ids of candidate sources folded into this fact (they rank its sources first)."""


@dataclass(frozen=True)
class _Filters:
    tenant: str
    namespace: str
    known_at: datetime | None
    valid_from: datetime
    valid_to: datetime
    trusts: tuple[str, ...]

    def params(self) -> dict[str, Any]:
        return {
            "tenant": self.tenant,
            "namespace": self.namespace,
            "known_at": self.known_at,
            "valid_from": self.valid_from,
            "valid_to": self.valid_to,
            "trusts": list(self.trusts),
        }


_EXECUTOR = ThreadPoolExecutor(max_workers=8, thread_name_prefix="recall")
_SIZE_CACHE: dict[tuple[int, str, str, str], tuple[float, int]] = {}
_SIZE_LOCK = threading.Lock()
_MISSING_INDEX_LOGGED: set[str] = set()


def admitted_trusts(min_trust: str, include_disputed: bool) -> tuple[str, ...]:
    """Trust values a recall admits: `min_trust` and above (raw < candidate < verified), plus
    `disputed` only when asked for (`include_disputed`, or `min_trust="disputed"`)."""
    if min_trust == "disputed":
        return ("disputed", *TRUST_LEVELS)
    if min_trust not in TRUST_LEVELS:
        raise RecallError(
            "invalid_trust",
            f"min_trust must be one of raw, candidate, verified (or disputed); got {min_trust!r}",
        )
    admitted = TRUST_LEVELS[TRUST_LEVELS.index(min_trust) :]
    return ("disputed", *admitted) if include_disputed else admitted


def _dt(value: Any) -> datetime | None:
    if value is None:
        return None
    native: datetime = value.to_native() if hasattr(value, "to_native") else value
    return utc(native)


class Recall:
    """Recall over one Neo4j database. Cheap to create; thread-safe."""

    def __init__(
        self,
        driver: Driver,
        database: str = "neo4j",
        embedder: QueryEmbedder | None = None,
        tuning: RecallTuning | None = None,
    ) -> None:
        self.driver = driver
        self.database = database
        self.embedder = embedder
        self.tuning = tuning or RecallTuning()

    # ---- plumbing ----------------------------------------------------------------------------
    def _rows(self, name: str, **params: Any) -> list[dict[str, Any]]:
        text: LiteralString = query(name)
        records, _, _ = self.driver.execute_query(
            text, params, database_=self.database, routing_=RoutingControl.READ
        )
        return [dict(r) for r in records]

    def _rows_if_indexed(self, name: str, index: str, **params: Any) -> list[dict[str, Any]]:
        """Like `_rows`, but a missing index (not created yet) yields no rows, logged once."""
        try:
            return self._rows(name, **params)
        except ClientError as exc:
            message = str(exc.message or "")
            if "no such" in message.lower() or "does not exist" in message.lower():
                if index not in _MISSING_INDEX_LOGGED:
                    _MISSING_INDEX_LOGGED.add(index)
                    log.warning(
                        "recall: index %s is missing (run ensure_recall_indexes); channel skipped",
                        index,
                    )
                return []
            raise

    def _embed(self, q: RecallQuery) -> list[float]:
        if q.embedding is not None:
            return [float(x) for x in q.embedding]
        if self.embedder is None:
            from chronofact.extractors.embeddings import embed_one

            self.embedder = embed_one
        return self.embedder(q.text)

    def partition_size(self, name: str, tenant: str, namespace: str, cap: int) -> int:
        """Versions (sources) of a partition, counted up to `cap`; cached briefly when large."""
        key = (id(self.driver), name, tenant, namespace)
        now = time.monotonic()
        with _SIZE_LOCK:
            cached = _SIZE_CACHE.get(key)
        fresh = cached is not None and now - cached[0] < self.tuning.size_cache_seconds
        if cached is not None and fresh and cached[1] >= cap:
            return cached[1]
        rows = self._rows(name, tenant=tenant, namespace=namespace, cap=cap)
        n = int(rows[0]["n"]) if rows else 0
        if n >= cap:  # only large partitions are cached: a small one is counted every time
            with _SIZE_LOCK:
                _SIZE_CACHE[key] = (now, n)
        return n

    # ---- the basis ---------------------------------------------------------------------------
    def _basis(
        self,
        q: RecallQuery,
        asked_at: datetime,
        entity_ids: list[str],
        trusts: tuple[str, ...],
    ) -> tuple[Basis, TemporalIntent | None, bool, TemporalIntent | None]:
        """(basis, intent applied, window is strict, intent found but not applied)."""
        if q.valid_at is not None or q.known_at is not None:
            basis = Basis.resolve(q.valid_at, q.known_at)
            found = resolve_intent(q.text, asked_at)
            return basis, None, True, found
        intent = resolve_intent(q.text, asked_at)
        if intent is None:
            phrase = parse_event_phrase(q.text)
            if phrase is not None and entity_ids:
                rows = self._rows(
                    "recall_event_anchor",
                    tenant=q.tenant,
                    namespace=q.namespace,
                    subject_ids=entity_ids,
                    predicates=list(phrase.predicates),
                    trusts=list(trusts),
                    asked_at=asked_at,
                )
                anchor = _dt(rows[0]["anchor"]) if rows else None
                if anchor is not None:
                    intent = event_intent(phrase, anchor, asked_at)
        if intent is None:
            return Basis.resolve(None, None), None, False, None
        basis = Basis.resolve(intent.point(asked_at), None)
        return basis, intent, True, None

    # ---- candidate channels ------------------------------------------------------------------
    def _vector(
        self,
        kind: str,
        embedding: list[float],
        filters: _Filters,
        extra: dict[str, Any],
        diagnostics: dict[str, Any],
    ) -> list[dict[str, Any]]:
        """Trap 1: exact cosine in small partitions, adaptive over-fetch in large ones."""
        t = self.tuning
        size_query = "recall_partition_size" if kind == "fact" else "recall_source_partition_size"
        exact_query = "recall_fact_exact" if kind == "fact" else "recall_source_exact"
        vector_query = "recall_fact_vector" if kind == "fact" else "recall_source_vector"
        index = "fact_embedding" if kind == "fact" else "source_embedding"
        params = {**filters.params(), **extra, "embedding": embedding, "limit": t.depth}
        size = self.partition_size(size_query, filters.tenant, filters.namespace, t.exact_limit + 1)
        if size == 0:
            diagnostics[f"{kind}_vector"] = {"mode": "empty"}
            return []
        if size <= t.exact_limit:
            diagnostics[f"{kind}_vector"] = {"mode": "exact", "partition_size": size}
            return self._rows(exact_query, **params)
        fetch = max(4 * t.depth, 100)
        rounds = 0
        rows: list[dict[str, Any]] = []
        while True:
            rounds += 1
            found = self._rows_if_indexed(vector_query, index, fetch=fetch, **params)
            if not found:
                return []
            fetched = int(found[0]["fetched"])
            rows = list(found[0]["rows"])
            if len(rows) >= t.depth or fetched < fetch or fetch >= t.max_fetch:
                break
            fetch = min(fetch * 4, t.max_fetch)
        mode = f"index(fetch={fetch}, rounds={rounds})"
        if len(rows) < t.depth and fetched >= fetch:
            # still starved at the largest fetch: exact scoring if the partition allows it
            bigger = self.partition_size(
                size_query, filters.tenant, filters.namespace, t.exact_fallback_limit + 1
            )
            if bigger <= t.exact_fallback_limit:
                diagnostics[f"{kind}_vector"] = {
                    "mode": "exact-fallback",
                    "partition_size": bigger,
                }
                return self._rows(exact_query, **params)
            mode += ", starved"
        diagnostics[f"{kind}_vector"] = {"mode": mode, "partition_size": f">{t.exact_limit}"}
        return rows

    def _fact_text(
        self, terms: list[str], filters: _Filters, names: set[str]
    ) -> list[dict[str, Any]]:
        # a named entity is the entity channel's business: its name would match every
        # statement about it equally (short statements make that a strong, empty signal)
        content = [t for t in terms if t not in names] or terms
        words = [v for t in content for v in term_variants(t)]
        lucene = lucene_query(
            ["statement"], words, partition_token(filters.tenant, filters.namespace)
        )
        if lucene is None:
            return []
        return self._rows(
            "recall_fact_fulltext",
            lucene=lucene,
            fetch=self.tuning.depth * self.tuning.fulltext_overfetch,
            limit=self.tuning.depth,
            **filters.params(),
        )

    def _source_text(
        self, terms: list[str], filters: _Filters, extra: dict[str, Any]
    ) -> list[dict[str, Any]]:
        lucene = lucene_query(
            ["search_text"], terms, partition_token(filters.tenant, filters.namespace)
        )
        if lucene is None:
            return []
        return self._rows_if_indexed(
            "recall_source_fulltext",
            "source_text",
            lucene=lucene,
            fetch=self.tuning.depth * self.tuning.fulltext_overfetch,
            limit=self.tuning.depth,
            **filters.params(),
            **extra,
        )

    def named_entities(self, text: str, tenant: str, namespace: str) -> list[dict[str, Any]]:
        """Entities whose whole name (or an alias) occurs in `text` as words."""
        terms = query_terms(text)
        lucene = lucene_query(["name", "aliases_text"], terms, partition_token(tenant, namespace))
        if lucene is None:
            return []
        rows = self._rows(
            "recall_entities", lucene=lucene, tenant=tenant, namespace=namespace, limit=50
        )
        haystack = f" {name_key(text)} "
        named: list[dict[str, Any]] = []
        for row in rows:
            keys = [row["name_key"] or name_key(row["name"] or "")]
            keys += [name_key(str(a)) for a in row["aliases"] or []]
            if any(k and f" {k} " in haystack for k in keys):
                named.append(row)
        return named

    # ---- recall ------------------------------------------------------------------------------
    def recall(self, q: RecallQuery) -> dict[str, Any]:
        """Answer one recall request: `{basis, results, context, ...}` (see API.md)."""
        started = time.perf_counter()
        if not q.text.strip():
            raise RecallError("invalid_query", "query must not be empty")
        if not 1 <= q.k <= 100:
            raise RecallError("invalid_k", "k must be between 1 and 100")
        if q.token_budget < 0:
            raise RecallError("invalid_budget", "token_budget must not be negative")
        t = self.tuning
        trusts = admitted_trusts(q.min_trust, q.include_disputed)
        asked_at = utc(q.asked_at, "asked_at") if q.asked_at is not None else now_utc()
        timings: dict[str, float] = {}
        diagnostics: dict[str, Any] = {}

        def lap(name: str, since: float) -> float:
            now = time.perf_counter()
            timings[name] = round((now - since) * 1000, 2)
            return now

        # 1. the question's embedding, its named entities and the namespace's tombstones
        embedding_f: Future[list[float]] = _EXECUTOR.submit(self._embed, q)
        tomb_f = _EXECUTOR.submit(
            self._rows, "tombstones_of", tenant=q.tenant, namespace=q.namespace
        )
        entities = self.named_entities(q.text, q.tenant, q.namespace)
        entity_ids = [e["id"] for e in entities]
        mark = lap("entities", started)

        # 2. the basis (caller's, or the question's temporal intent)
        basis, intent, strict, ignored = self._basis(q, asked_at, entity_ids, trusts)
        valid_at = basis.valid_at
        if intent is not None:
            valid_from, valid_to = intent.window_start, intent.window_end
        elif strict:
            valid_from, valid_to = valid_at, valid_at + MICROSECOND
        else:
            valid_from, valid_to = BEGINNING_OF_TIME, END_OF_TIME
        filters = _Filters(q.tenant, q.namespace, basis.known_at, valid_from, valid_to, trusts)
        source_extra = {
            "verified_kinds": sorted(VERIFIED_SOURCES),
            "candidate_kinds": sorted(CANDIDATE_SOURCES),
        }
        terms = query_terms(q.text)
        name_terms = {w for e in entities for w in (e["name_key"] or "").split()}
        named_keys = {e["name_key"] for e in entities if e["name_key"]}
        mark = lap("basis", mark)

        # 3. candidate channels, in parallel
        futures: dict[str, Future[list[dict[str, Any]]]] = {
            "fact_text": _EXECUTOR.submit(self._fact_text, terms, filters, name_terms),
        }
        if q.include_sources:
            futures["source_text"] = _EXECUTOR.submit(
                self._source_text, terms, filters, source_extra
            )
        embedding = embedding_f.result()
        mark = lap("embedding_wait", mark)
        futures["fact_vector"] = _EXECUTOR.submit(
            self._vector, "fact", embedding, filters, {}, diagnostics
        )
        if entity_ids:
            futures["entity"] = _EXECUTOR.submit(
                self._rows,
                "recall_entity_facts",
                entity_ids=entity_ids,
                embedding=embedding,
                per_entity=t.per_entity,
                limit=t.depth,
                **filters.params(),
            )
        if q.include_sources:
            futures["source_vector"] = _EXECUTOR.submit(
                self._vector, "source", embedding, filters, source_extra, diagnostics
            )
        lists = {name: f.result() for name, f in futures.items()}
        if "entity" in lists:
            # the named entities' facts join the dense fact list, by cosine
            merged = {r["id"]: r for r in lists["entity"]}
            merged.update({r["id"]: r for r in lists.get("fact_vector", [])})
            lists["fact_vector"] = sorted(merged.values(), key=lambda r: -float(r["score"]))
        best_cosine = self._gate(lists, None)
        mark = lap("channels", mark)

        # 4. fuse; then one hop: graph expansion from the best facts, source -> facts
        candidates: dict[tuple[str, str], _Candidate] = {}
        self._fuse(candidates, lists)
        facts_ranked = sorted(
            (c for c in candidates.values() if c.kind == "fact"), key=lambda c: -c.score
        )
        seeds = [c.id for c in facts_ranked[: t.expand_seeds]]
        hop: dict[str, Future[list[dict[str, Any]]]] = {}
        if seeds:
            hop["expand"] = _EXECUTOR.submit(
                self._rows,
                "recall_expand",
                seed_ids=seeds,
                skip_entities=entity_ids,
                embedding=embedding,
                per_entity=t.per_entity,
                limit=t.depth,
                **filters.params(),
            )
        top_sources = sorted(
            (c for c in candidates.values() if c.kind == "source"), key=lambda c: -c.score
        )[: t.fold_sources]
        if top_sources:
            hop["source_facts"] = _EXECUTOR.submit(
                self._rows,
                "recall_source_facts",
                source_ids=[c.id for c in top_sources],
                **filters.params(),
            )
        hop_rows = {name: f.result() for name, f in hop.items()}
        if "expand" in hop_rows:
            expanded = {"expand": hop_rows["expand"]}
            self._gate(expanded, best_cosine)
            self._fuse(candidates, expanded)
        self._boost(candidates, entity_ids, named_keys)
        self._fold_sources(candidates, hop_rows.get("source_facts", []))
        mark = lap("hop", mark)

        # 5. collapse keys onto the version that holds at the basis; rank
        ranked = self._rank(
            candidates, basis, filters, q.k, collapse=intent is None or intent.kind == "point"
        )
        mark = lap("rank", mark)

        # 6. details: facts (sources, history, contradictions) and sources, in parallel
        fact_ids = [c.id for c in ranked if c.kind == "fact"]
        source_ids = [c.id for c in ranked if c.kind == "source"]
        details_f = _EXECUTOR.submit(
            self._rows,
            "recall_fact_details",
            ids=fact_ids,
            tenant=q.tenant,
            namespace=q.namespace,
            known_at=basis.known_at,
            include_history=q.include_history,
            history_trusts=list(admitted_trusts("raw", q.include_disputed)),
        )
        sources_f = _EXECUTOR.submit(
            self._rows,
            "recall_source_details",
            ids=source_ids,
            tenant=q.tenant,
            namespace=q.namespace,
        )
        fact_rows = {r["fact"]["id"]: r for r in details_f.result()}
        source_rows = {r["source"]["id"]: r["source"] for r in sources_f.result()}
        tombstones = Tombstones((r["topic_hash"], r["tokens"], r["topic"]) for r in tomb_f.result())
        mark = lap("details", mark)

        results: list[dict[str, Any]] = []
        for c in ranked:
            if c.kind == "fact":
                row = fact_rows.get(c.id)
                if row is None:
                    continue
                result = self._fact_result(c, row, basis, tombstones)
            else:
                src = source_rows.get(c.id)
                if src is None:
                    continue
                result = self._source_result(c, src, tombstones)
            if result is not None:
                results.append(result)
            if len(results) >= q.k:
                break
        context = build_context(results, basis, intent, q.token_budget)
        lap("context", mark)
        timings["total"] = round((time.perf_counter() - started) * 1000, 2)

        basis_out: dict[str, Any] = {
            **basis.to_api(),
            "from_question": intent is not None,
            "valid_window": (
                {"valid_from": iso(intent.start), "valid_to": iso(intent.end)}
                if intent is not None and intent.kind == "window"
                else None
            ),
        }
        return {
            "basis": basis_out,
            "temporal_intent": (
                {**intent.to_api(), "applied": True}
                if intent is not None
                else ({**ignored.to_api(), "applied": False} if ignored is not None else None)
            ),
            "results": results,
            "context": context,
            "context_tokens": estimate_tokens(context),
            "entities": [{"id": e["id"], "name": e["name"]} for e in entities],
            "diagnostics": {**diagnostics, "timings_ms": timings},
        }

    # ---- fusion and ranking ------------------------------------------------------------------
    def _gate(self, lists: dict[str, list[dict[str, Any]]], best: float | None) -> float | None:
        """Cut the gated channels' lists to plausibly relevant candidates, in place.

        Rank fusion rewards being *in* many lists, and a small partition puts every fact in
        every fact list (exact scoring ranks all of them; an entity's facts are all listed), so
        without a cut an irrelevant fact outranks a relevant message. Dense lists keep what is
        within `dense_margin` (cosine) of the best cosine of any dense channel; fulltext lists
        keep what scores at least `text_floor` of their best hit. Returns the best cosine.
        """
        t = self.tuning
        dense = ("fact_vector", "entity", "expand", "source_vector")
        cosines = [2.0 * float(r["score"]) - 1.0 for ch in dense for r in lists.get(ch, [])]
        if cosines:
            best = max(cosines) if best is None else max(best, *cosines)
        for ch in t.gated:
            rows = lists.get(ch)
            if not rows:
                continue
            if ch in dense and best is not None:
                floor = best - t.dense_margin
                lists[ch] = [r for r in rows if 2.0 * float(r["score"]) - 1.0 >= floor]
            elif ch not in dense:
                top = max(float(r["score"]) for r in rows)
                lists[ch] = [r for r in rows if float(r["score"]) >= t.text_floor * top]
        return best

    def _fuse(
        self,
        candidates: dict[tuple[str, str], _Candidate],
        lists: dict[str, list[dict[str, Any]]],
    ) -> None:
        """Weighted reciprocal rank fusion: sum over channels of w / (rrf_k + rank)."""
        t = self.tuning
        for channel, rows in lists.items():
            weight = t.weights.get(channel, 0.0)
            kind = "source" if channel.startswith("source") else "fact"
            for rank, row in zip(_tied_ranks(rows), rows, strict=True):
                key = (kind, row["id"])
                c = candidates.get(key)
                if c is None:
                    c = _Candidate(kind, row["id"])
                    candidates[key] = c
                if channel in c.ranks:
                    continue
                c.ranks[channel] = rank
                c.score += weight / (t.rrf_k + rank)
                if kind == "fact" and c.key is None:
                    c.key = row.get("key")
                    c.trust = row.get("trust")
                    c.valid_from = _dt(row.get("valid_from"))
                    c.valid_to = _dt(row.get("valid_to"))
                    c.about = (row.get("subject_id"), row.get("object_id"))
                elif kind == "source" and not c.about:
                    c.about = (name_key(row["speaker"]) if row.get("speaker") else None,)

    def _boost(
        self,
        candidates: dict[tuple[str, str], _Candidate],
        entity_ids: Sequence[str],
        named_keys: set[str],
    ) -> None:
        """Results about a named entity: facts with it as subject or object, messages it
        said, get `entity_boost`."""
        factor = 1.0 + self.tuning.entity_boost
        if factor == 1.0 or not (entity_ids or named_keys):
            return
        wanted = set(entity_ids) | named_keys
        for c in candidates.values():
            if any(a is not None and a in wanted for a in c.about):
                c.score *= factor

    @staticmethod
    def _fold_sources(
        candidates: dict[tuple[str, str], _Candidate], pairs: Sequence[dict[str, Any]]
    ) -> None:
        """A source that yielded admitted facts is returned as those facts: each takes the
        source's score when higher (ties kept in the fact's own order); the source is dropped."""
        for pair in pairs:
            src = candidates.get(("source", pair["source_id"]))
            if src is None:
                continue
            fact = candidates.get(("fact", pair["id"]))
            if fact is None:
                fact = _Candidate(
                    "fact",
                    pair["id"],
                    key=pair.get("key"),
                    trust=pair.get("trust"),
                    about=(pair.get("subject_id"), pair.get("object_id")),
                    valid_from=_dt(pair.get("valid_from")),
                    valid_to=_dt(pair.get("valid_to")),
                )
                candidates[("fact", pair["id"])] = fact
            own = fact.score
            fact.score = max(own, src.score) + 0.01 * own
            fact.via_sources.append(src.id)
            for channel, rank in src.ranks.items():
                fact.ranks.setdefault(channel, rank)
        for pair in pairs:
            candidates.pop(("source", pair["source_id"]), None)

    def _rank(
        self,
        candidates: dict[tuple[str, str], _Candidate],
        basis: Basis,
        filters: _Filters,
        k: int,
        collapse: bool = True,
    ) -> list[_Candidate]:
        """Collapse keys (point basis), swap in the version that holds, demote the rest.

        With a valid-time window every admitted version overlapping it is an answer in its own
        right ("where did Alice work in 2019" -> both jobs of 2019), so keys are not collapsed.
        """
        t = self.tuning
        valid_at = basis.valid_at
        facts = [c for c in candidates.values() if c.kind == "fact"]
        # one result per key: the best-scored version, replaced by the version that holds at
        # the basis when there is one
        by_key: dict[str, _Candidate] = {}
        for c in sorted(facts, key=lambda c: -c.score):
            # a disputed claim stays outside its key's timeline: its own result when admitted
            group = (c.key or c.id) if collapse and c.trust != "disputed" else c.id
            best = by_key.get(group)
            if best is None:
                by_key[group] = c
            else:
                best.via_sources.extend(s for s in c.via_sources if s not in best.via_sources)
                for channel, rank in c.ranks.items():
                    best.ranks.setdefault(channel, rank)
        pool = sorted(by_key.values(), key=lambda c: -c.score)[: max(3 * k, 30)]
        stale = [
            c.key
            for c in pool
            if collapse and c.key is not None and c.trust != "disputed" and not _holds(c, valid_at)
        ]
        if stale:
            holding = {
                r["key"]: r
                for r in self._rows(
                    "recall_key_versions",
                    keys=stale,
                    valid_at=valid_at,
                    **{
                        kk: v
                        for kk, v in filters.params().items()
                        if kk not in ("valid_from", "valid_to")
                    },
                )
            }
            for i, c in enumerate(pool):
                row = holding.get(c.key or "")
                if row is not None and row["id"] != c.id and c.trust != "disputed":
                    pool[i] = replace(
                        c,
                        id=row["id"],
                        trust=row["trust"],
                        valid_from=_dt(row["valid_from"]),
                        valid_to=_dt(row["valid_to"]),
                        ranks={**c.ranks, "matched_version": 0},
                    )
        items: list[tuple[float, int, _Candidate]] = []
        for c in pool:
            current = _holds(c, valid_at)
            items.append((c.score * (1.0 if current else t.historical_factor), int(current), c))
        for c in candidates.values():
            if c.kind == "source":
                items.append((c.score, 1, c))
        items.sort(key=lambda it: (-it[0], -it[1]))
        out: list[_Candidate] = []
        for score, _, c in items[: k + 5]:
            c.score = score
            out.append(c)
        return out[: k + 5]  # a few spare in case a result is dropped (tombstone, vanished)

    # ---- results -----------------------------------------------------------------------------
    def _fact_result(
        self, c: _Candidate, row: dict[str, Any], basis: Basis, tombstones: Tombstones
    ) -> dict[str, Any] | None:
        raw = row["fact"]
        if tombstones.mentioned_by(
            [
                raw.get("statement"),
                raw.get("subject_name"),
                raw.get("object_name"),
                raw.get("value") if isinstance(raw.get("value"), str) else None,
            ]
        ):
            return None
        # the sources that matched the question first, then the newest
        matched = {sid: i for i, sid in enumerate(c.via_sources)}
        raw_sources = sorted(
            raw.get("sources") or [],
            key=lambda s: (
                matched.get(s.get("id"), len(matched)),
                -(_ts(s.get("observed_at"))),
            ),
        )
        fact = fact_to_api({**raw, "sources": raw_sources})
        for api_src, src in zip(fact["sources"], raw_sources, strict=True):
            if src.get("speaker"):
                api_src["speaker"] = src["speaker"]
        valid_from = _dt(raw.get("valid_from")) or BEGINNING_OF_TIME
        valid_to = _dt(raw.get("valid_to")) or END_OF_TIME
        current = valid_from <= basis.valid_at < valid_to
        history = [fact_to_api(h) for h in row.get("history") or []]
        contradictions = [
            {
                "id": x.get("id"),
                "weight": x.get("weight"),
                "status": x.get("status"),
                "detected_by": x.get("detected_by"),
                "direction": x.get("direction"),
                "created_at": iso(from_db(x.get("created_at"))),
                "fact": {
                    "id": x["fact"].get("id"),
                    "statement": x["fact"].get("statement"),
                    "trust": x["fact"].get("trust"),
                    "polarity": x["fact"].get("polarity"),
                    "valid_from": iso(from_db(x["fact"].get("valid_from"))),
                    "valid_to": iso(from_db(x["fact"].get("valid_to"))),
                    "revoked_at": iso(from_db(x["fact"].get("revoked_at"))),
                },
            }
            for x in row.get("contradictions") or []
            if x.get("fact") is not None
        ]
        return {
            "kind": "fact",
            "fact": fact,
            "source": None,
            "score": round(c.score, 6),
            "current": current,
            "history": history,
            "contradictions": contradictions,
            "signals": dict(c.ranks),
        }

    @staticmethod
    def _source_result(
        c: _Candidate, src: dict[str, Any], tombstones: Tombstones
    ) -> dict[str, Any] | None:
        if src.get("text") is None or tombstones.mentioned_by([src.get("text")]):
            return None
        return {
            "kind": "source",
            "fact": None,
            "source": {
                "id": src.get("id"),
                "kind": src.get("kind"),
                "ref": src.get("ref"),
                "scope": src.get("scope"),
                "observed_at": iso(from_db(src.get("observed_at"))),
                "speaker": src.get("speaker"),
                "text": src.get("text"),
                "trust": source_trust(src.get("kind")),
            },
            "score": round(c.score, 6),
            "current": None,
            "history": [],
            "contradictions": [],
            "signals": dict(c.ranks),
        }


def _tied_ranks(rows: Sequence[dict[str, Any]]) -> list[int]:
    """1-based ranks of rows sorted by descending `score`; equal scores share the best rank
    (a BM25 tie between two statements that match the same words says nothing about which
    is better, so fusion must not pretend it does)."""
    ranks: list[int] = []
    previous: Any = None
    for position, row in enumerate(rows, start=1):
        score = row.get("score")
        if ranks and score is not None and score == previous:
            ranks.append(ranks[-1])
        else:
            ranks.append(position)
        previous = score
    return ranks


def _holds(c: _Candidate, instant: datetime) -> bool:
    start = c.valid_from or BEGINNING_OF_TIME
    end = c.valid_to or END_OF_TIME
    return start <= instant < end


def _ts(value: Any) -> float:
    moment = from_db(value)
    return moment.timestamp() if moment is not None else 0.0


# ---- context ---------------------------------------------------------------------------------
def _day(value: str | None, open_text: str) -> str:
    if value is None:
        return open_text
    if value.startswith("0001-01-01"):
        return "?"
    return value[:10]


def _period(fact: dict[str, Any]) -> str:
    return f"[{_day(fact.get('valid_from'), '?')} → {_day(fact.get('valid_to'), 'now')}]"


def _shown(fact: dict[str, Any]) -> str:
    if "object" in fact and fact["object"] is not None:
        return str(fact["object"].get("name"))
    value = fact.get("value")
    return str(value)


def _fact_line(result: dict[str, Any]) -> str:
    fact = result["fact"]
    statement = fact.get("statement") or ""
    if not fact.get("polarity", True) and " not " not in f" {statement} ":
        statement = f"NOT: {statement}"
    notes = [str(fact.get("trust"))]
    earlier = [
        h
        for h in result.get("history") or []
        if h.get("revoked_at") is None
        and h.get("id") != fact.get("id")
        and (h.get("valid_from") or "") < (fact.get("valid_from") or "")
    ]
    if earlier:
        shown = "; ".join(f"{_shown(h)} {_period(h)}" for h in earlier[-2:])
        notes.append(f"before: {shown}")
    for x in result.get("contradictions") or []:
        other = x.get("fact") or {}
        notes.append(f"contradicted by: {other.get('statement')} ({other.get('trust')})")
    refs = [s.get("ref") for s in fact.get("sources") or [] if s.get("ref")]
    if refs:
        notes.append("src " + ",".join(str(r) for r in refs[:2]))
    prefix = "- " if result.get("current") else "- (not current) "
    return f"{prefix}{statement} {_period(fact)} ({'; '.join(notes)})"


def _source_line(result: dict[str, Any]) -> str:
    src = result["source"]
    who = src.get("speaker") or src.get("kind") or "source"
    when = _day(src.get("observed_at"), "?")
    ref = f" {src.get('ref')}" if src.get("ref") else ""
    text = " ".join(str(src.get("text") or "").split())
    return f'- {who} said on {when}{ref}: "{text}"'


def _fit(line: str, budget: int) -> str | None:
    """`line` if it fits in `budget` tokens, else a shortened version ending in `…` that does
    (None when not even a useful stub fits)."""
    if estimate_tokens(line) <= budget:
        return line
    if budget < 12:
        return None
    low, high = 0, len(line)
    while low < high:  # longest prefix that fits
        mid = (low + high + 1) // 2
        if estimate_tokens(line[:mid].rstrip() + "…") <= budget:
            low = mid
        else:
            high = mid - 1
    if low < 24:
        return None
    return line[:low].rstrip() + "…"


def build_context(
    results: Sequence[dict[str, Any]],
    basis: Basis,
    intent: TemporalIntent | None,
    token_budget: int,
) -> str:
    """The compact context string: a basis line, current facts (rank order), then everything
    else in rank order (facts that do not hold at the basis, messages); lines that do not fit
    are shortened or left out, so `estimate_tokens(context) <= token_budget` always."""
    api = basis.to_api()
    known = "latest" if basis.known_at is None else _day(api["known_at"], "?")
    header = f"Memory as of valid {_day(api['valid_at'], '?')}, known {known}"
    if intent is not None:
        header += f" (from the question: {intent.text!r})"
    header += ":"
    current = [r for r in results if r["kind"] == "fact" and r["current"]]
    rest = [r for r in results if not (r["kind"] == "fact" and r["current"])]
    lines = [_fact_line(r) if r["kind"] == "fact" else _source_line(r) for r in current + rest]
    out: list[str] = []
    used = 0
    for line in [header, *lines]:
        remaining = token_budget - used - (1 if out else 0)
        fitted = _fit(line, remaining) if remaining > 0 else None
        if fitted is None:
            if not out:
                return ""
            continue
        candidate = "\n".join([*out, fitted])
        if estimate_tokens(candidate) > token_budget:
            continue
        out.append(fitted)
        used = estimate_tokens(candidate)
    return "\n".join(out)


__all__ = [
    "CHANNELS",
    "Recall",
    "RecallError",
    "RecallQuery",
    "RecallTuning",
    "admitted_trusts",
    "backfill_source_search",
    "build_context",
    "ensure_recall_indexes",
    "estimate_tokens",
    "lucene_escape",
    "lucene_query",
    "query_terms",
    "source_search_text",
    "source_trust",
    "term_variants",
]
