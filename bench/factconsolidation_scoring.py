"""How FactConsolidation is scored: the question asked in words through recall (the headline),
a lookup by the gold fact's key (an upper bound for the extractor), and the BM25 + freshness
baseline. Every expected answer comes from the data (`factconsolidation_data`), never from the
extractor that ingest uses, so an extractor mistake shows as a miss instead of cancelling out.

- **Asked in words**: `Recall.recall(question)` (the engine of `POST /v1/recall`, default
  options, k = 10); the first result answers (a fact with its object name or value, a message
  with its text), SubEM against the gold answers. "As known": the same question with
  `known_at` 1 µs before the transaction that stored the later fact of the question's pair; the
  first result must hold the earlier fact's answer as the data gives it.
- **Lookup by key** (gold slot): the key is the (subject, predicate) the ingest extractor reads
  from the *gold fact's sentence* - information a user asking in words does not have - then the
  point query (valid now, latest knowledge, or `known_at` as above). It measures the store and
  the extractor's reading of facts, not question understanding: an upper bound.
- **BM25 + freshness**: `bench/bm25.py` over the raw fact lines, the question text as the query;
  among the top 10, the newest line (largest serial) scoring within 80% of the best; SubEM
  against that whole line (lenient in the baseline's favour: the line also holds the subject).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bench.bm25 import BM25
from bench.common import summarize
from bench.factconsolidation_data import BASE, Dataset, Question, sub_em
from chronofact.extractors.claims import extract_claims
from chronofact.graph.ingest import IngestResult
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.recall import Recall, RecallQuery, present_recall
from chronofact.graph.time import MICROSECOND

BM25_TOP = 10
BM25_WITHIN = 0.8


@dataclass
class Tally:
    """Right/wrong per question, overall and on the rule-consistent subset, plus as known."""

    current: list[bool]
    consistent: list[bool]
    known: list[bool]
    misses: list[dict[str, Any]]

    @classmethod
    def empty(cls) -> Tally:
        return cls([], [], [], [])

    def add(self, q: Question, ok: bool, answer: str | None) -> None:
        self.current.append(ok)
        if not q.inverted:
            self.consistent.append(ok)
        if not ok:
            self.misses.append(
                {
                    "qid": q.qid,
                    "question": q.text,
                    "gold": q.answers,
                    "answer": (answer or "")[:120],
                    "gold_older_than_pair": q.inverted,
                }
            )

    def summary(self) -> dict[str, Any]:
        def share(xs: list[bool]) -> float | None:
            return sum(xs) / len(xs) if xs else None

        return {
            "questions": len(self.current),
            "current_right": sum(self.current),
            "current_accuracy": share(self.current),
            "rule_consistent_questions": len(self.consistent),
            "rule_consistent_right": sum(self.consistent),
            "rule_consistent_accuracy": share(self.consistent),
            "pairs": len(self.known),
            "as_known_right": sum(self.known),
            "as_known_accuracy": share(self.known),
            "misses": self.misses,
        }


def before_update(q: Question, ingested: IngestResult) -> tuple[datetime, str] | None:
    """(1 µs before the later fact of the pair was stored, the earlier answer from the data)."""
    later, earlier = q.later_seq, q.earlier_answer()
    tx = ingested.source_tx.get(f"fact-{later}") if later is not None else None
    if earlier is None or tx is None:
        return None
    return ingested.tx_time(tx) - MICROSECOND, earlier


def answer_of(result: dict[str, Any]) -> str | None:
    """What a recall result answers with: a fact's object name or value, a message's text."""
    if result["kind"] == "fact":
        fact = result["fact"]
        return str(fact["object"]["name"] if fact.get("object") else fact.get("value"))
    source = result.get("source") or {}
    text = source.get("text")
    return str(text) if text is not None else None


def score_asked(engine: Recall, tenant: str, ds: Dataset, ingested: IngestResult) -> dict[str, Any]:
    tally = Tally.empty()
    hits10: list[bool] = []
    latencies: list[float] = []
    for q in ds.questions:
        t0 = time.perf_counter()
        found = present_recall(engine.recall(RecallQuery(q.text, tenant=tenant, k=10)))
        latencies.append(time.perf_counter() - t0)
        results = found["results"]
        first = answer_of(results[0]) if results else None
        tally.add(q, sub_em(q.answers, first), first)
        hits10.append(any(sub_em(q.answers, answer_of(r)) for r in results))
        before = before_update(q, ingested)
        if before is not None:
            at, earlier = before
            then = present_recall(
                engine.recall(RecallQuery(q.text, tenant=tenant, k=10, known_at=at))
            )["results"]
            tally.known.append(bool(then) and sub_em([earlier], answer_of(then[0])))
    return {
        **tally.summary(),
        "hits_at_10": sum(hits10) / len(hits10) if hits10 else None,
        "latency_ms": summarize(latencies).as_dict() if latencies else None,
    }


@dataclass(frozen=True)
class Slot:
    subject: str
    predicate: str


def slot_of(fact_text: str) -> Slot | None:
    """The key the ingest extractor reads from a fact sentence (its first claim)."""
    claims = extract_claims(fact_text, None, BASE)
    return Slot(claims[0].subject, claims[0].predicate) if claims else None


def shown(fact: dict[str, Any]) -> str:
    return str(fact["object"]["name"] if fact.get("object") else fact.get("value"))


def top1(facts: list[dict[str, Any]]) -> str | None:
    """The newest-learned version of a point query's answer."""
    if not facts:
        return None
    return shown(max(facts, key=lambda f: (f["learned_at"] or "", f["valid_from"] or "")))


def score_by_key(
    reader: Reader, tenant: str, ds: Dataset, ingested: IngestResult
) -> dict[str, Any]:
    tally = Tally.empty()
    unmapped = 0
    for q in ds.questions:
        slot = slot_of(q.gt_fact)
        if slot is None:
            unmapped += 1
            tally.add(q, False, None)
            continue
        now = Basis.resolve(None, None)
        answer = top1(reader.point(tenant, "default", slot.subject, slot.predicate, now))
        tally.add(q, sub_em(q.answers, answer), answer)
        before = before_update(q, ingested)
        if before is not None:
            at, earlier = before
            then = Basis.resolve(None, at)
            believed = top1(reader.point(tenant, "default", slot.subject, slot.predicate, then))
            tally.known.append(sub_em([earlier], believed))
    return {**tally.summary(), "unmapped_questions": unmapped}


def score_bm25(ds: Dataset) -> dict[str, Any]:
    serials = sorted(ds.facts)
    lines = [ds.facts[n] for n in serials]
    index = BM25(lines)
    tally = Tally.empty()
    for q in ds.questions:
        ranked = index.top(q.text, BM25_TOP)
        answer: str | None = None
        if ranked:
            best = ranked[0][1]
            close = [i for i, s in ranked if s >= BM25_WITHIN * best]
            answer = lines[max(close, key=lambda i: serials[i])]
        tally.add(q, sub_em(q.answers, answer), answer)
    summary = tally.summary()
    return {k: v for k, v in summary.items() if not k.startswith(("pairs", "as_known", "misses"))}
