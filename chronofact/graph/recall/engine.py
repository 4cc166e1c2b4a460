"""Recall: a question in, the facts (and messages) that answer it out, current first.

The design (the user guide is `docs/recall.md`):

**Basis.** The caller's `valid_at`/`known_at` when given (`Basis.resolve`: valid_at defaults to
now, known_at to latest, known_at alone sets both): only versions valid at `valid_at` and known
at `known_at` are admitted. With neither, the question's temporal intent (`temporal_intent`:
"in 2019", "last summer", "before she moved") sets a valid-time window - versions whose valid
period overlaps it are admitted - or a point. With neither and no intent, every version known
now is admitted: those valid now are `current: true`, the others (past events, ended states,
future-dated facts) `current: false`. Always: tenant and namespace, and the trust floor
(`min_trust`: raw < candidate < verified; `disputed` only with `include_disputed`).

**Candidates** - five generators, all confined to the partition, basis and trust inside Cypher:

- the fact embedding index (`db.index.vector.queryNodes`) -> list `fact_vector`. Trap 1: on
  5.26 the index returns the *global* top k, so filtering afterwards starves a small namespace
  beside a large one. A partition with at most `exact_limit` versions (a bounded count on the
  partition index, cheap) is scored exactly (cosine over its own facts in Cypher); a larger one
  is over-fetched adaptively (while too few hits pass the filter and the index still had more,
  the next round asks for what the share that passed says `depth` needs, up to `max_fetch`; the
  share is remembered per partition and sizes the next question's first fetch), then scored
  exactly if it has at most `exact_fallback_limit` versions. `diagnostics.fact_vector.mode`
  says which path ran.
- the fulltext index over statements -> list `fact_text`. Trap 2: the partition token is a
  REQUIRED Lucene term and the question is reduced to escaped words (`query_terms`,
  `lucene_escape`), so Lucene syntax in the question (`"`, `:`, `(`, `*`, `AND`, `~`) can
  neither fail the query nor widen it; every hit is re-checked on tenant and namespace. A hit
  must match a content word; the names of entities named in the question only add to the score.
  Regular inflections are added (`term_variants`) because `fact_text` does not stem.
- entities named in the question (fulltext over entity names, same partition rule, kept when
  their whole name or an alias occurs in the question), and their facts ranked by cosine: they
  join the `fact_vector` list, so the index's approximate top k cannot miss them, and every
  result about a named entity (as subject or object; a message it said) gets `entity_boost`.
- one hop of graph expansion: from the best fact candidates through their other entities to
  those entities' facts -> list `expand`. Hubs (more than `expand_max_degree` facts) are not
  expanded: a sample of their facts is arbitrary.
- the messages and document chunks themselves (`:Source`, by `search_text` fulltext and
  `embedding` vector, both stored by ingest: `chronofact.graph.recall.source_search`; same trap-1
  handling) -> lists `source_text`, `source_vector`, so a turn that yielded no fact can still
  be recalled. The vector search uses the question without the names of the speakers it
  mentions (`source_query_without_names`): a message's embedding carries its speaker's name,
  which would otherwise pull in whatever that person said, right or not. A source's trust is the
  starting trust its kind gives a claim (conversation -> candidate, document -> raw, operator
  -> verified).

**Fusion.** Weighted reciprocal rank fusion, `sum_c w_c / (rrf_k + rank_c)` (equal scores share
their mean rank). Before fusing, the fact lists are cut to plausibly relevant candidates
(`_gate`): rank fusion rewards being in many lists, and in a small partition every fact is in
every fact list. What is cut only fills slots nothing else takes. A source that yielded admitted
facts is folded into those facts (each takes the source's score when higher) and is not returned
on its own; a source no admitted fact came from is a `kind: "source"` result.

**Ranking - current first.** A key's versions collapse into one result: the version that holds
at the basis (`current: true`), swapped in even when only an older version matched the words,
with the key's other versions in its `history` (its belief history as known at the basis). A
result that does not hold at the basis while a result of the same slot (subject, predicate) does
is multiplied by `historical_factor` ("likes rock" now above "likes jazz" until 2015); a past
event with nothing newer in its slot is not demoted. At equal score, current wins. Under a
valid-time window keys are not collapsed (each version overlapping the window is an answer).
A disputed claim is never collapsed into its key. Open contradictions (`CONTRADICTS`, status
open) travel with the results they touch. Forgotten topics (tombstones) never appear.

**Context.** A compact text inside `token_budget` (tokens estimated as max(chars / 4,
words * 1.3), rounded up): a basis line, current facts first with their valid periods, earlier
values and contradictions, then everything else in rank order (facts that do not hold, messages
with speaker, date and ref); a line that does not fit is shortened or left out.

No network call; the only model call is the local query embedding (`embed_one`).
"""

from __future__ import annotations

import logging
import math
import re
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from neo4j import Driver
from neo4j.exceptions import ClientError

from chronofact.graph.entities import name_key, partition_token
from chronofact.graph.errors import InvalidInput
from chronofact.graph.facts import fact_to_api
from chronofact.graph.neo4j import query, read_rows
from chronofact.graph.reads import Basis
from chronofact.graph.recall.source_search import source_search_text, speaker_line
from chronofact.graph.recall.temporal_intent import (
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
from chronofact.graph.write import CANDIDATE_SOURCES, VERIFIED_SOURCES
from chronofact.graph.write.tombstones import Tombstones

log = logging.getLogger("chronofact.recall")

QueryEmbedder = Callable[[str], list[float]]
TextsEmbedder = Callable[[list[str]], list[list[float]]]

TAIL_WEIGHT = 0.001
"""RRF weight of candidates cut by the relevance gate: they only fill slots nothing else takes."""

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


class RecallError(InvalidInput):
    """A recall request that cannot be answered as given (a 422 at the API)."""


@dataclass(frozen=True)
class RecallTuning:
    """Knobs of candidate generation and fusion (defaults tuned on the LoCoMo dev split)."""

    rrf_k: int = 20
    weights: dict[str, float] = field(
        default_factory=lambda: {
            "fact_vector": 0.35,
            "fact_text": 0.5,
            "expand": 0.25,
            "source_vector": 0.85,
            "source_text": 1.0,
        }
    )
    """RRF weight per list. The entity channel has no list of its own: its facts join the
    dense fact list (`fact_vector`), so the index's approximate top-k cannot miss them."""
    entity_boost: float = 0.5
    """Results about an entity named in the question (a fact with it as subject or object,
    a message it said) get their fused score multiplied by 1 + entity_boost."""
    depth: int = 50
    """Candidates taken from each channel."""
    historical_factor: float = 0.7
    """Score multiplier of a result that does not hold at the basis while another result of
    the same slot (subject, predicate) does: "likes rock" (now) above "likes jazz" (until
    2015). A past event with nothing newer in its slot is not demoted."""
    exact_limit: int = 2000
    """Partitions with at most this many versions (sources) are scored exactly."""
    exact_fallback_limit: int = 20000
    """Exact scoring after over-fetching failed, up to this partition size."""
    max_fetch: int = 4096
    """Largest `k` asked of the vector index."""
    fulltext_overfetch: int = 2
    per_entity: int = 300
    """Facts read per entity named in the question (a hub entity is capped)."""
    expand_per_entity: int = 50
    """Facts read per entity reached by graph expansion."""
    expand_seeds: int = 3
    expand_max_degree: int = 200
    """Entities with more fact links than this (hubs: a city, an employer) are not expanded:
    `expand_per_entity` of their facts would be an arbitrary sample, and reading it is the
    most expensive part of expansion in a large namespace."""
    fold_sources: int = 40
    """How many source candidates are checked for the facts they yielded."""
    dense_margin: float = 0.15
    """A cosine-scored channel nominates only candidates within this cosine of the best
    cosine any dense channel found for the question."""
    text_floor: float = 0.3
    """A fulltext channel nominates only hits scoring at least this share of its best hit."""
    fact_text_variants: bool = True
    """Add regular inflections to `fact_text` queries (that index does not stem). Turn off if
    `fact_text` is recreated with the English analyzer (variants would then count twice)."""
    gated: tuple[str, ...] = ("fact_vector", "entity", "expand", "fact_text")
    source_query_without_names: bool = True
    """Search messages by the embedding of the question without the names of the speakers it
    mentions (a message's embedding carries its speaker's name, so the name would pull in
    whatever that person said). Other names (what the question is about) stay."""
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


def lucene_query(
    fields: Sequence[str],
    terms: Sequence[str],
    partition: str,
    optional: Sequence[str] = (),
) -> str | None:
    """`+partition:"<token>" +(f1:(t1 t2) f2:(t1 t2)) f1:(o1 o2)`: the partition is required,
    at least one of `terms` must match, `optional` words only add to the score. Every word is
    escaped. None when there is no word to search."""
    if not terms:
        return None
    words = " ".join(lucene_escape(t) for t in terms)
    clauses = " ".join(f"{f}:({words})" for f in fields)
    query_text = f'+partition:"{lucene_escape(partition)}" +({clauses})'
    if optional:
        extra = " ".join(lucene_escape(t) for t in optional)
        query_text += " " + " ".join(f"{f}:({extra})" for f in fields)
    return query_text


# ---- token budget ----------------------------------------------------------------------------
def estimate_tokens(text: str) -> int:
    """Tokens of a text, estimated: max(characters / 4, words * 1.3), rounded up."""
    if not text:
        return 0
    return max(math.ceil(len(text) / 4), math.ceil(len(text.split()) * 1.3))


# ---- sources: their trust -------------------------------------------------------------------
def source_trust(kind: str | None) -> str:
    """The trust a source stands for: the starting trust its kind gives a claim."""
    if kind in VERIFIED_SOURCES:
        return "verified"
    if kind in CANDIDATE_SOURCES:
        return "candidate"
    return "raw"


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
    ranks: dict[str, float] = field(default_factory=dict)
    key: str | None = None
    trust: str | None = None
    holds: bool = False
    """The version is valid at the basis's `valid_at` (computed in Cypher: no datetime crosses
    the wire for a candidate; the driver turns each into an object slowly)."""
    about: tuple[str | None, ...] = ()
    """Subject and object ids (a fact), or the speaker's name key (a source)."""
    via_sources: list[str] = field(default_factory=list)
    """Ids of candidate sources folded into this fact (they rank its sources first)."""
    yielded: list[str] = field(default_factory=list)
    """A source: ids of the admitted facts it yielded."""
    yielded_rows: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class _Filters:
    tenant: str
    namespace: str
    known_at: datetime | None
    valid_from: datetime
    valid_to: datetime
    trusts: tuple[str, ...]
    valid_at: datetime
    """The point basis: candidates report whether they hold at it (`holds`)."""

    def params(self) -> dict[str, Any]:
        return {
            "tenant": self.tenant,
            "namespace": self.namespace,
            "known_at": self.known_at,
            "valid_at": self.valid_at,
            "valid_from": self.valid_from,
            "valid_to": self.valid_to,
            "trusts": list(self.trusts),
        }


_EXECUTOR = ThreadPoolExecutor(max_workers=8, thread_name_prefix="recall")
_SHARE_HINTS: dict[tuple[str, str, str], float] = {}
"""(kind, tenant, namespace) -> share of the vector index's hits that passed the partition
filter last time: sizes the first fetch of the next question (trap 1 at scale)."""
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
    """A time from a row (neo4j DateTime, datetime, or `toString` ISO text), in UTC."""
    if value is None:
        return None
    if isinstance(value, str):
        return utc(datetime.fromisoformat(value))
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
        return read_rows(self.driver, name, params, self.database)

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
                        "recall: index %s is missing (run apply_schema); channel skipped",
                        index,
                    )
                return []
            raise

    def _embed(self, q: RecallQuery) -> list[float]:
        if q.embedding is not None:
            return [float(x) for x in q.embedding]
        return self._embed_text(q.text)

    def _embed_text(self, text: str) -> list[float]:
        if self.embedder is None:
            from chronofact.extractors.embeddings import embed_one

            self.embedder = embed_one
        return self.embedder(text)

    def _source_vector(
        self,
        nameless: str | None,
        embedding: list[float],
        filters: _Filters,
        extra: dict[str, Any],
        diagnostics: dict[str, Any],
        size: int,
    ) -> list[dict[str, Any]]:
        """The message vector channel, by the question without its names when given."""
        if nameless is not None:
            embedding = self._embed_text(nameless)
        return self._vector("source", embedding, filters, extra, diagnostics, size)

    def partition_size(self, name: str, tenant: str, namespace: str, cap: int) -> int:
        """Versions (sources) of a partition, counted up to `cap`."""
        rows = self._rows(name, tenant=tenant, namespace=namespace, cap=cap)
        return int(rows[0]["n"]) if rows else 0

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
        size: int,
    ) -> list[dict[str, Any]]:
        """Trap 1: exact cosine in small partitions, adaptive over-fetch in large ones. `size`:
        the partition's versions (sources), counted up to `exact_limit + 1`."""
        t = self.tuning
        exact_query = "recall_fact_exact" if kind == "fact" else "recall_source_exact"
        vector_query = "recall_fact_vector" if kind == "fact" else "recall_source_vector"
        index = "fact_embedding" if kind == "fact" else "source_embedding"
        params = {**filters.params(), **extra, "embedding": embedding, "limit": t.depth}
        if size == 0:
            diagnostics[f"{kind}_vector"] = {"mode": "empty"}
            return []
        if size <= t.exact_limit:
            diagnostics[f"{kind}_vector"] = {"mode": "exact", "partition_size": size}
            return self._rows(exact_query, **params)
        # first fetch: what this partition's share of the index needed last time (a hint:
        # a wrong one costs an extra round, never a result), else depth and a half
        hint_key = (kind, filters.tenant, filters.namespace)
        fetch = max(t.depth + t.depth // 2, 20)
        share = _SHARE_HINTS.get(hint_key)
        if share is not None:
            wanted = math.ceil(t.depth * 1.25 / share)
            if wanted > t.max_fetch:
                # the index could not fill `depth` last time: score exactly if small enough
                exact = self._exact_fallback(kind, filters, params, diagnostics, 0, 0)
                if exact is not None:
                    return exact
            fetch = min(max(fetch, wanted), t.max_fetch)
        rounds = 0
        rows: list[dict[str, Any]] = []
        while True:
            rounds += 1
            found = self._rows_if_indexed(vector_query, index, fetch=fetch, **params)
            if not found:
                return []
            fetched = int(found[0]["fetched"])
            passed = int(found[0]["passed"])
            rows = list(found[0]["rows"])
            if fetched >= fetch:  # a full answer: its share of hits estimates the partition's
                _SHARE_HINTS[hint_key] = max(passed, 1) / fetched
            if passed >= t.depth or fetched < fetch or fetch >= t.max_fetch:
                break
            # the next fetch aims at depth from the share seen (x8 when nothing passed)
            wanted = math.ceil(t.depth * 1.25 * fetched / passed) if passed else fetch * 8
            fetch = min(max(wanted, fetch * 2), t.max_fetch)
        mode = f"index(fetch={fetch}, rounds={rounds})"
        if len(rows) < t.depth and fetched >= fetch:
            # still starved at the largest fetch: exact scoring if the partition allows it
            exact = self._exact_fallback(kind, filters, params, diagnostics, fetch, rounds)
            if exact is not None:
                return exact
            mode += ", starved"
        diagnostics[f"{kind}_vector"] = {"mode": mode, "partition_size": f">{t.exact_limit}"}
        return rows

    def _exact_fallback(
        self,
        kind: str,
        filters: _Filters,
        params: dict[str, Any],
        diagnostics: dict[str, Any],
        fetch: int,
        rounds: int,
    ) -> list[dict[str, Any]] | None:
        """Exact cosine over the partition when it has at most `exact_fallback_limit` versions
        (sources); None when it is larger. `fetch`/`rounds`: what the index was asked first."""
        size_query = "recall_partition_size" if kind == "fact" else "recall_source_partition_size"
        limit = self.tuning.exact_fallback_limit
        size = self.partition_size(size_query, filters.tenant, filters.namespace, limit + 1)
        if size > limit:
            return None
        diagnostics[f"{kind}_vector"] = {
            "mode": "exact-fallback",
            "partition_size": size,
            "index_fetch": fetch,
            "index_rounds": rounds,
        }
        return self._rows(
            "recall_fact_exact" if kind == "fact" else "recall_source_exact", **params
        )

    def _fact_text(
        self, terms: list[str], filters: _Filters, names: set[str]
    ) -> list[dict[str, Any]]:
        # a statement must match a content word; a named entity's name only adds to the score
        # (alone it would match every statement about the entity, and short statements make
        # that a strong signal that says nothing about the question)
        content = [t for t in terms if t not in names]
        named = [t for t in terms if t in names]
        if not content:
            content, named = named, []
        words = (
            [v for t in content for v in term_variants(t)]
            if self.tuning.fact_text_variants
            else content
        )
        lucene = lucene_query(
            ["statement"], words, partition_token(filters.tenant, filters.namespace), named
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
        """Answer one recall request: `{basis, results, context, ...}` (see API.md).

        Three round trips on the critical path: (1) the question's named entities and its
        lexical channels, while the query embedding is computed; (2) the dense channels and one
        hop of graph expansion from the best lexical facts, in parallel; (3) the details of the
        results (the key's holding version, history, sources, contradictions).
        """
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

        work_ms: dict[str, float] = {}

        def submit(name: str, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Future[Any]:
            """Run `fn` on the pool; its own run time goes to `diagnostics.work_ms[name]`."""

            def run() -> Any:
                begun = time.perf_counter()
                try:
                    return fn(*args, **kwargs)
                finally:
                    work_ms[name] = round((time.perf_counter() - begun) * 1000, 2)

            return _EXECUTOR.submit(run)

        # 1. the query embedding (local model) runs while the graph answers the lexical part
        embedding_f: Future[list[float]] = submit("embedding", self._embed, q)
        partition_f = submit(
            "partition",
            self._rows,
            "recall_partition",
            tenant=q.tenant,
            namespace=q.namespace,
            cap=t.exact_limit + 1,
        )
        entities = self.named_entities(q.text, q.tenant, q.namespace)
        entity_ids = [e["id"] for e in entities]
        name_terms = {w for e in entities for w in (e["name_key"] or "").split()}
        named_keys = {e["name_key"] for e in entities if e["name_key"]}
        basis, intent, strict, ignored = self._basis(q, asked_at, entity_ids, trusts)
        if intent is not None:
            valid_from, valid_to = intent.window_start, intent.window_end
        elif strict:
            valid_from, valid_to = basis.valid_at, basis.valid_at + MICROSECOND
        else:
            valid_from, valid_to = BEGINNING_OF_TIME, END_OF_TIME
        filters = _Filters(
            q.tenant, q.namespace, basis.known_at, valid_from, valid_to, trusts, basis.valid_at
        )
        source_extra = {
            "verified_kinds": sorted(VERIFIED_SOURCES),
            "candidate_kinds": sorted(CANDIDATE_SOURCES),
        }
        terms = query_terms(q.text)
        mark = lap("entities_basis", started)
        futures: dict[str, Future[list[dict[str, Any]]]] = {
            "fact_text": submit("fact_text", self._fact_text, terms, filters, name_terms),
        }
        partition = partition_f.result()[0]
        with_sources = q.include_sources and int(partition["sources"]) > 0
        if q.include_sources and not with_sources:
            diagnostics["source_vector"] = {"mode": "empty"}
        if with_sources:
            futures["source_text"] = submit(
                "source_text", self._source_text, terms, filters, source_extra
            )

        # 2. dense channels and graph expansion (seeded by the best lexical facts)
        embedding = embedding_f.result()
        mark = lap("embedding_wait", mark)
        futures["fact_vector"] = submit(
            "fact_vector",
            self._vector,
            "fact",
            embedding,
            filters,
            {},
            diagnostics,
            int(partition["facts"]),
        )
        if entity_ids:
            futures["entity"] = submit(
                "entity",
                self._rows,
                "recall_entity_facts",
                entity_ids=entity_ids,
                embedding=embedding,
                per_entity=t.per_entity,
                limit=t.depth,
                **filters.params(),
            )
        if with_sources:
            speakers = [e for e in entities if e.get("speaker")]
            nameless = (
                _without_names(q.text, speakers)
                if t.source_query_without_names and speakers
                else None
            )
            futures["source_vector"] = submit(
                "source_vector",
                self._source_vector,
                nameless,
                embedding,
                filters,
                source_extra,
                diagnostics,
                int(partition["sources"]),
            )
        lexical = futures["fact_text"].result()
        seeds = [r["id"] for r in lexical[: t.expand_seeds]]
        if seeds:
            futures["expand"] = submit(
                "expand",
                self._rows,
                "recall_expand",
                seed_ids=seeds,
                skip_entities=entity_ids,
                embedding=embedding,
                per_entity=t.expand_per_entity,
                max_degree=t.expand_max_degree,
                limit=t.depth,
                **filters.params(),
            )
        lists = {name: f.result() for name, f in futures.items()}
        mark = lap("channels", mark)

        # fuse, fold sources into the facts they yielded, boost what is about named entities
        if "entity" in lists:
            # the named entities' facts join the dense fact list, by cosine
            merged = {r["id"]: r for r in lists.pop("entity")}
            merged.update({r["id"]: r for r in lists.get("fact_vector", [])})
            lists["fact_vector"] = sorted(merged.values(), key=lambda r: -float(r["score"]))
        self._gate(lists)
        candidates: dict[tuple[str, str], _Candidate] = {}
        self._fuse(candidates, lists)
        self._boost(candidates, entity_ids, named_keys)
        self._fold_sources(candidates)
        collapse = intent is None or intent.kind == "point"
        ranked = self._rank(candidates, basis, q.k, collapse)
        mark = lap("fuse_rank", mark)

        # 3. details: the version that holds, history, sources, contradictions
        fact_ids = [c.id for c in ranked if c.kind == "fact"]
        source_ids = [c.id for c in ranked if c.kind == "source"]
        details_f = submit(
            "details",
            self._rows,
            "recall_fact_details",
            ids=fact_ids,
            tenant=q.tenant,
            namespace=q.namespace,
            valid_at=basis.valid_at,
            known_at=basis.known_at,
            swap=collapse,
            trusts=list(trusts),
            include_history=q.include_history,
            history_trusts=list(admitted_trusts("raw", q.include_disputed)),
        )
        source_rows: dict[str, dict[str, Any]] = {}
        if source_ids:
            source_rows = {
                r["source"]["id"]: r["source"]
                for r in self._rows(
                    "recall_source_details", ids=source_ids, tenant=q.tenant, namespace=q.namespace
                )
            }
        fact_rows = {r["matched"]: r for r in details_f.result()}
        tombstones = Tombstones(
            (r["topic_hash"], r["tokens"], r["topic"]) for r in partition["tombstones"]
        )
        mark = lap("details", mark)

        results = self._results(ranked, fact_rows, source_rows, basis, tombstones, q.k, collapse)
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
            "diagnostics": {**diagnostics, "timings_ms": timings, "work_ms": work_ms},
        }

    # ---- fusion and ranking ------------------------------------------------------------------
    def _gate(self, lists: dict[str, list[dict[str, Any]]]) -> None:
        """Cut the gated channels' lists to plausibly relevant candidates, in place.

        Rank fusion rewards being *in* many lists, and a small partition puts every fact in
        every fact list (exact scoring ranks all of them; an entity's facts are all listed), so
        without a cut an irrelevant fact outranks a relevant message. Dense lists keep what is
        within `dense_margin` (cosine) of the best cosine of any dense channel; fulltext lists
        keep what scores at least `text_floor` of their best hit. What is cut goes to the
        `tail` list, which only fills slots nothing else takes.
        """
        t = self.tuning
        dense = ("fact_vector", "expand", "source_vector")
        cosines = [2.0 * float(r["score"]) - 1.0 for ch in dense for r in lists.get(ch, [])]
        best = max(cosines) if cosines else None
        tail_dense: list[dict[str, Any]] = []
        tail_text: list[dict[str, Any]] = []
        for ch in t.gated:
            rows = lists.get(ch)
            if not rows:
                continue
            if ch in dense and best is not None:
                floor = best - t.dense_margin
                keep = [2.0 * float(r["score"]) - 1.0 >= floor for r in rows]
            elif ch not in dense:
                top = max(float(r["score"]) for r in rows)
                keep = [float(r["score"]) >= t.text_floor * top for r in rows]
            else:
                continue
            lists[ch] = [r for r, k in zip(rows, keep, strict=True) if k]
            cut = [r for r, k in zip(rows, keep, strict=True) if not k]
            (tail_dense if ch in dense else tail_text).extend(cut)
        tail_dense.sort(key=lambda r: -float(r["score"]))
        lists["tail"] = tail_dense + tail_text

    def _fuse(
        self,
        candidates: dict[tuple[str, str], _Candidate],
        lists: dict[str, list[dict[str, Any]]],
    ) -> None:
        """Weighted reciprocal rank fusion: sum over lists of w / (rrf_k + rank)."""
        t = self.tuning
        for channel, rows in lists.items():
            weight = TAIL_WEIGHT if channel == "tail" else t.weights.get(channel, 0.0)
            kind = "source" if channel.startswith("source") else "fact"
            for rank, row in zip(_tied_ranks(rows), rows, strict=True):
                c = candidates.get((kind, row["id"]))
                if c is None:
                    c = _Candidate(kind, row["id"])
                    candidates[(kind, row["id"])] = c
                if channel in c.ranks:
                    continue
                c.ranks[channel] = rank
                c.score += weight / (t.rrf_k + rank)
                if kind == "fact":
                    _describe(c, row)
                else:
                    if not c.about:
                        c.about = (name_key(row["speaker"]) if row.get("speaker") else None,)
                    for fact in row.get("facts") or []:
                        if fact["id"] not in c.yielded:
                            c.yielded.append(fact["id"])
                            c.yielded_rows.append(fact)

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

    def _fold_sources(self, candidates: dict[tuple[str, str], _Candidate]) -> None:
        """A source that yielded admitted facts is returned as those facts: each takes the
        source's score when higher (its own score breaks ties); the source is dropped. The
        yielded facts came with the source rows (`_fuse`)."""
        sources = sorted(
            (c for c in candidates.values() if c.kind == "source" and c.yielded),
            key=lambda c: -c.score,
        )[: self.tuning.fold_sources]
        for src in sources:
            for row in src.yielded_rows:
                fact = candidates.get(("fact", row["id"]))
                if fact is None:
                    fact = _Candidate("fact", row["id"])
                    _describe(fact, row)
                    candidates[("fact", row["id"])] = fact
                own = fact.score
                fact.score = max(own, src.score) + 0.01 * own
                fact.via_sources.append(src.id)
                for channel, rank in src.ranks.items():
                    fact.ranks.setdefault(channel, rank)
            candidates.pop(("source", src.id), None)

    def _rank(
        self,
        candidates: dict[tuple[str, str], _Candidate],
        basis: Basis,
        k: int,
        collapse: bool,
    ) -> list[_Candidate]:
        """One candidate per key (point basis), best first, with spares for the final cut.

        With a valid-time window every admitted version overlapping it is an answer in its own
        right ("where did Alice work in 2019" -> both jobs of 2019), so keys are not collapsed.
        A disputed claim is never collapsed into its key.
        """
        by_key: dict[str, _Candidate] = {}
        for c in sorted(
            (c for c in candidates.values() if c.kind == "fact"), key=lambda c: -c.score
        ):
            group = (c.key or c.id) if collapse and c.trust != "disputed" else c.id
            best = by_key.get(group)
            if best is None:
                by_key[group] = c
            else:
                best.via_sources.extend(s for s in c.via_sources if s not in best.via_sources)
                for channel, rank in c.ranks.items():
                    best.ranks.setdefault(channel, rank)
        pool = list(by_key.values()) + [c for c in candidates.values() if c.kind == "source"]
        pool.sort(key=lambda c: (-c.score, -int(c.holds)))
        return pool[: k + 10]

    def _results(
        self,
        ranked: list[_Candidate],
        fact_rows: dict[str, dict[str, Any]],
        source_rows: dict[str, dict[str, Any]],
        basis: Basis,
        tombstones: Tombstones,
        k: int,
        collapse: bool,
    ) -> list[dict[str, Any]]:
        """Results in final order: each key shown by its holding version (swapped in by the
        details query); a result that does not hold while another result of its slot does is
        demoted by `historical_factor`; at equal score current wins; forgotten topics dropped."""
        built: list[tuple[float, int, dict[str, Any]]] = []
        seen: set[str] = set()
        for c in ranked:
            if c.kind == "fact":
                row = fact_rows.get(c.id)
                if row is None or row["fact"]["id"] in seen:
                    continue
                seen.add(row["fact"]["id"])
                signals = dict(c.ranks)
                if row["fact"]["id"] != c.id:
                    signals["matched_version"] = 0.0
                result = self._fact_result(c, row, basis, tombstones, signals)
            else:
                src = source_rows.get(c.id)
                result = None if src is None else self._source_result(c, src, tombstones)
            if result is not None:
                built.append((c.score, int(bool(result["current"])), result))
        holding_slots = {
            (r["fact"]["subject"]["id"], r["fact"]["predicate"])
            for _, _, r in built
            if r["kind"] == "fact" and r["current"]
        }
        ordered: list[tuple[float, int, dict[str, Any]]] = []
        for score, current, r in built:
            if r["kind"] == "fact" and not r["current"]:
                slot = (r["fact"]["subject"]["id"], r["fact"]["predicate"])
                if slot in holding_slots:
                    score *= self.tuning.historical_factor
            r["score"] = round(score, 6)
            ordered.append((score, current, r))
        ordered.sort(key=lambda it: (-it[0], -it[1]))
        return [r for _, _, r in ordered[:k]]

    # ---- results -----------------------------------------------------------------------------
    def _fact_result(
        self,
        c: _Candidate,
        row: dict[str, Any],
        basis: Basis,
        tombstones: Tombstones,
        signals: dict[str, float],
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
            "signals": signals,
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


def _describe(c: _Candidate, row: dict[str, Any]) -> None:
    """Copy what ranking needs from a fact row (once)."""
    if c.key is not None:
        return
    c.key = row.get("key")
    c.trust = row.get("trust")
    c.holds = bool(row.get("holds"))
    c.about = (row.get("subject_id"), row.get("object_id"))


def _without_names(text: str, entities: Sequence[dict[str, Any]]) -> str:
    """The question without the names (and aliases) of `entities`."""
    out = text
    for e in entities:
        for name in [e.get("name") or "", *(e.get("aliases") or [])]:
            if name.strip():
                out = re.sub(rf"\b{re.escape(name)}(?:'s)?\b", " ", out, flags=re.IGNORECASE)
    return " ".join(out.split()) or text


def _tied_ranks(rows: Sequence[dict[str, Any]]) -> list[float]:
    """1-based ranks of rows sorted by descending `score`; rows with equal scores share the
    mean of their positions (a BM25 tie between statements that match the same words says
    nothing about which is better, so fusion must not pretend it does)."""
    ranks: list[float] = [0.0] * len(rows)
    i = 0
    while i < len(rows):
        j = i
        score = rows[i].get("score")
        while j + 1 < len(rows) and score is not None and rows[j + 1].get("score") == score:
            j += 1
        for pos in range(i, j + 1):
            ranks[pos] = (i + j) / 2 + 1
        i = j + 1
    return ranks


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
    "estimate_tokens",
    "lucene_escape",
    "lucene_query",
    "query_terms",
    "source_search_text",
    "source_trust",
    "term_variants",
]
