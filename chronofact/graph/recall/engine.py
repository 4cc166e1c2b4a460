"""Recall: a question in, the facts (and messages) that answer it out, current first.

The user guide is `docs/recall.md`. `Recall.recall` runs the pipeline, one module per stage:

1. query understanding - the words (`terms`), the entities it names (`entities`), its temporal
   intent (`temporal_intent`) - and the basis (`basis`): which versions are admitted;
2. candidate channels (`channels`), run in parallel on a small pool;
3. fusion and ranking (`fusion`), tuned by the declared `RecallTuning` (`tuning`);
4. results with history and sources (`results`), read in one more round trip, then the
   messages of one topic in time order at the basis (`present_first`), and the asked
   person's fact on the asked slot first (`slot_first`);
5. the token-budgeted context (`context`).

It returns a typed `RecallAnswer`; `presenter.present_recall` gives the API's JSON. Always
confined to tenant and namespace and the trust floor (`min_trust`: raw < candidate < verified;
`disputed` only with `include_disputed`). No network call; the only model call is the local
query embedding (`embed_one`).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from neo4j import Driver

from chronofact.graph.analytics.reads import importance_of
from chronofact.graph.recall.answer import RecallAnswer
from chronofact.graph.recall.asked_slot import SlotScores, slot_scores
from chronofact.graph.recall.basis import RecallBasis, resolve_basis
from chronofact.graph.recall.channels import (
    ChannelScope,
    fact_vector,
    lexical_graph,
    source_text,
    source_vector,
)
from chronofact.graph.recall.context import build_context, estimate_tokens
from chronofact.graph.recall.ended_below import asks_about_now, ended_below
from chronofact.graph.recall.entities import understand
from chronofact.graph.recall.fusion import about_keys, fuse_channels, importance_prior, rank
from chronofact.graph.recall.hits import Candidate, EntityMatch, Hit, Lists
from chronofact.graph.recall.present_first import asks_about_the_past, present_first
from chronofact.graph.recall.relation_below import relation_below
from chronofact.graph.recall.request import RecallQuery, admitted_trusts
from chronofact.graph.recall.results import Details, build_results
from chronofact.graph.recall.slot_first import MIN_SCORE, asks_a_slot, slot_first
from chronofact.graph.recall.slot_news import SlotNews, asked_slot_of, slot_news_reader
from chronofact.graph.recall.store import Partition, RecallCache, RecallStore
from chronofact.graph.recall.terms import query_terms, without_names
from chronofact.graph.recall.tuning import RecallTuning
from chronofact.graph.time import now_utc, utc

QueryEmbedder = Callable[[str], list[float]]
T = TypeVar("T")

_POOL = ThreadPoolExecutor(max_workers=8, thread_name_prefix="recall")
"""The channels' threads, shared by every `Recall` of the process (a `Recall` is cheap and
may be made per request; its threads must not be)."""


class _Stopwatch:
    """Timings of one recall: stages on the critical path (`lap`) and pool work (`submit`)."""

    def __init__(self) -> None:
        self.started = self.mark = time.perf_counter()
        self.timings: dict[str, float] = {}
        self.work_ms: dict[str, float] = {}

    def lap(self, name: str) -> None:
        now = time.perf_counter()
        self.timings[name] = round((now - self.mark) * 1000, 2)
        self.mark = now

    def stop(self) -> None:
        self.timings["total"] = round((time.perf_counter() - self.started) * 1000, 2)

    def submit(self, name: str, fn: Callable[..., T], *args: Any) -> Future[T]:
        """Run `fn` on the pool; its own run time goes to `work_ms[name]`."""

        def run() -> T:
            begun = time.perf_counter()
            try:
                return fn(*args)
            finally:
                self.work_ms[name] = round((time.perf_counter() - begun) * 1000, 2)

        return _POOL.submit(run)


@dataclass(frozen=True)
class _Understood:
    """The question, understood: its entities, words and basis, and what its channels run in."""

    entities: list[EntityMatch]
    basis: RecallBasis
    scope: ChannelScope
    terms: list[str]

    @property
    def entity_ids(self) -> list[str]:
        return [e.id for e in self.entities]

    @property
    def name_terms(self) -> set[str]:
        return {w for e in self.entities for w in (e.name_key or "").split()}

    @property
    def named_keys(self) -> set[str]:
        return {e.name_key for e in self.entities if e.name_key}


class Recall:
    """Recall over one Neo4j database. Cheap to create; thread-safe. Pass the process's one
    `RecallCache` as `cache` when a `Recall` is made per request (see `store.RecallCache`)."""

    def __init__(
        self,
        driver: Driver,
        database: str = "neo4j",
        embedder: QueryEmbedder | None = None,
        tuning: RecallTuning | None = None,
        cache: RecallCache | None = None,
    ) -> None:
        self.driver = driver
        self.database = database
        self.embedder = embedder
        self.tuning = tuning or RecallTuning()
        self.cache = cache if cache is not None else RecallCache()
        self.store = RecallStore(driver, database, self.cache)

    def _embed(self, q: RecallQuery) -> list[float]:
        if q.embedding is not None:
            return [float(x) for x in q.embedding]
        return self._embed_text(q.text)

    def _embed_text(self, text: str) -> list[float]:
        return self._text_embedder()(text)

    def _text_embedder(self) -> QueryEmbedder:
        """The query embedder itself (one object per process by default: caches key on it)."""
        if self.embedder is None:
            from chronofact.extractors.embeddings import embed_one

            self.embedder = embed_one
        return self.embedder

    def _slot_news(self, scores: SlotScores | None) -> tuple[str, SlotNews] | None:
        """The slot the question asks (its `scores`) and a reader of messages that are news on
        it (`slot_news`), or None when it asks no slot."""
        slot = asked_slot_of(scores, MIN_SCORE)
        if slot is None:
            return None
        return slot, slot_news_reader(slot, self._text_embedder(), self._texts_embedder())

    def _texts_embedder(self) -> Callable[[list[str]], list[list[float]]] | None:
        """A batch form of the query embedder: the default's own (one ONNX run for a few short
        texts), none for an embedder given by the caller (then texts are embedded one by one)."""
        from chronofact.extractors.embeddings import embed, embed_one

        return embed if self._text_embedder() is embed_one else None

    def recall(self, q: RecallQuery) -> RecallAnswer:
        """Answer one recall request (`presenter.present_recall` gives its API shape).

        Three round trips on the critical path: (1) what the partition holds and the
        question's named entities (`understand`), while the query embedding is computed;
        (2) the candidate channels in parallel: the dense ones, and the fact text, entity
        and expansion channels in one query; (3) the details of the results (the key's
        holding version, history, sources, contradictions).
        """
        watch = _Stopwatch()
        q.check()
        trusts = admitted_trusts(q.min_trust, q.include_disputed)
        asked_at = utc(q.asked_at, "asked_at") if q.asked_at is not None else now_utc()
        embedding_f = watch.submit("embedding", self._embed, q)
        partition, entities = understand(
            self.store, q.text, q.tenant, q.namespace, self.tuning.exact_limit + 1
        )
        basis = resolve_basis(self.store, q, asked_at, [e.id for e in entities], trusts)
        scope = ChannelScope(
            self.store, self.tuning, basis.filters(q.tenant, q.namespace, trusts), {}
        )
        understood = _Understood(entities, basis, scope, query_terms(q.text))
        watch.lap("entities_basis")
        lists = self._candidates(q, understood, partition, embedding_f, watch)
        candidates = fuse_channels(lists, self.tuning, understood.entity_ids, understood.named_keys)
        if self.tuning.importance_weight:
            ids, keys = about_keys(candidates)
            found = importance_of(self.driver, self.database, q.tenant, q.namespace, ids, keys)
            importance_prior(candidates, found, self.tuning)
        ranked = rank(candidates, q.k, basis.collapse)
        watch.lap("fuse_rank")
        details = self._details(q, basis, ranked, trusts, partition, watch)
        watch.lap("details")
        shown = q.k + (self.tuning.present_first_window if self.tuning.present_first else 0)
        built = build_results(
            ranked, details, basis.basis, len(ranked), self.tuning.historical_factor
        )
        results, unshown = built[:shown], built[shown:]
        vector: Callable[[], list[float]] = (
            embedding_f.result if q.embedding is None else lambda: self._embed_text(q.text)
        )
        if self.tuning.present_first and (
            basis.intent is not None or basis.strict or not asks_about_the_past(q.text)
        ):
            window = basis.intent is not None and basis.intent.kind == "window"
            since = basis.intent.window_start if window and basis.intent else None

            scores = functools.cache(lambda: slot_scores(vector(), self._text_embedder()))

            def asks_a_state() -> bool:
                return asks_a_slot(scores())

            def news() -> tuple[str, SlotNews] | None:
                return self._slot_news(scores()) if self.tuning.slot_news else None

            results = present_first(results, basis.basis.valid_at, since, asks_a_state, news)
        results, beyond = results[: q.k], results[q.k :] + unshown
        if self.tuning.present_first and asks_about_now(basis, q.text):
            results = ended_below(results)
        if self.tuning.present_first:
            results = relation_below(results, q.text)
        at_basis = basis.intent is not None or basis.strict
        if self.tuning.slot_first and (at_basis or not asks_about_the_past(q.text)):
            date_text = basis.intent.text if basis.intent is not None else None
            # the asked slot's fact may rank past k (a small k crowds it out): it is looked
            # for among every ranked result (their details are fetched anyway), then cut to k
            results = slot_first(
                results + beyond,
                q.text,
                vector,
                self._text_embedder(),
                date_text,
                self._texts_embedder(),
                now=asks_about_now(basis, q.text),
            )[: q.k]
        context = build_context(results, basis.basis, basis.intent, q.token_budget)
        watch.lap("context")
        watch.stop()
        return RecallAnswer(
            basis=basis,
            results=results,
            context=context,
            context_tokens=estimate_tokens(context),
            entities=entities,
            channels=scope.diagnostics,
            timings_ms=watch.timings,
            work_ms=watch.work_ms,
        )

    def _candidates(
        self,
        q: RecallQuery,
        understood: _Understood,
        partition: Partition,
        embedding_f: Future[list[float]],
        watch: _Stopwatch,
    ) -> Lists:
        """Every channel's hits: the message text channel while the embedding is computed,
        then the dense channels and, in one more query, the fact text, entity and expansion
        channels (expansion seeded by the best fact-text hits inside that query)."""
        scope, terms = understood.scope, understood.terms
        futures: dict[str, Future[list[Hit]]] = {}
        with_sources = q.include_sources and partition.sources > 0
        if q.include_sources and not with_sources:
            scope.diagnostics["source_vector"] = {"mode": "empty"}
        if with_sources:
            futures["source_text"] = watch.submit("source_text", source_text, scope, terms)
        embedding = embedding_f.result()
        watch.lap("embedding_wait")
        entity_ids = understood.entity_ids
        lexical_f = watch.submit(
            "lexical_graph",
            lexical_graph,
            scope,
            terms,
            understood.name_terms,
            entity_ids,
            embedding,
        )
        futures["fact_vector"] = watch.submit(
            "fact_vector", fact_vector, scope, embedding, partition.facts
        )
        if with_sources:
            futures["source_vector"] = watch.submit(
                "source_vector",
                source_vector,
                scope,
                self._embed_text,
                self._nameless(q.text, understood.entities),
                embedding,
                partition.sources,
            )
        found = {name: f.result() for name, f in futures.items()}
        found.update(lexical_f.result())
        if not entity_ids:
            del found["entity"]
        if not found["fact_text"]:
            del found["expand"]
        # the order the lists were made in before they shared a query (ties in fusion keep it)
        order = ("fact_text", "source_text", "fact_vector", "entity", "source_vector", "expand")
        lists = {name: found[name] for name in order if name in found}
        watch.lap("channels")
        return lists

    def _nameless(self, text: str, entities: list[EntityMatch]) -> str | None:
        """The question without the names of the speakers it mentions, when so tuned."""
        speakers = [e for e in entities if e.speaker]
        if not (self.tuning.source_query_without_names and speakers):
            return None
        return without_names(text, [e.names() for e in speakers])

    def _details(
        self,
        q: RecallQuery,
        basis: RecallBasis,
        ranked: list[Candidate],
        trusts: tuple[str, ...],
        partition: Partition,
        watch: _Stopwatch,
    ) -> Details:
        """The details of the ranked candidates: the version that holds, history, sources,
        contradictions (facts); the message itself (sources)."""
        details_f = watch.submit(
            "details",
            lambda: self.store.rows(
                "recall_fact_details",
                ids=[c.id for c in ranked if c.kind == "fact"],
                tenant=q.tenant,
                namespace=q.namespace,
                valid_at=basis.basis.valid_at,
                known_at=basis.basis.known_at,
                swap=basis.collapse,
                trusts=list(trusts),
                include_history=q.include_history,
                history_trusts=list(admitted_trusts("raw", q.include_disputed)),
            ),
        )
        source_ids = [c.id for c in ranked if c.kind == "source"]
        sources: dict[str, dict[str, Any]] = {}
        if source_ids:
            rows = self.store.rows(
                "recall_source_details", ids=source_ids, tenant=q.tenant, namespace=q.namespace
            )
            sources = {r["source"]["id"]: r["source"] for r in rows}
        facts = {r["matched"]: r for r in details_f.result()}
        return Details(facts=facts, sources=sources, tombstones=partition.tombstones)
