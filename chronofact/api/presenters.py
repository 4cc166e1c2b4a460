"""The one mapping from graph-layer results to the API shape (API.md), for REST, CLI and MCP.

REST returns these models; MCP returns their JSON dump; the CLI prints them with `--json` and
`write_summary` otherwise.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from chronofact.api.schemas.facts import BatchOut, TxOut, WriteOut
from chronofact.api.schemas.ingest import IngestOut
from chronofact.api.schemas.operator import (
    ContradictionsOut,
    ForgetOut,
    PredicateOut,
    PredicatesOut,
    ReviewOut,
    SettingsOut,
)
from chronofact.graph.forgetting import Erased
from chronofact.graph.ingest import IngestResult
from chronofact.graph.models import WriteResult
from chronofact.graph.operator import PredicateDeclaration, ReviewQueue, TenantSettings
from chronofact.graph.time import iso


def tx_out(tx_id: str, tx_time: datetime) -> TxOut:
    return TxOut(id=tx_id, time=iso(tx_time) or "")


def _main_fact(result: WriteResult) -> dict[str, Any] | None:
    """The version a single write is about: its operation's version (None for a retract);
    for a write without operations (trust action, resolve, merge) the first version it created
    that is not disputed, else the first it created."""
    if result.facts:
        return result.facts[0] or None
    undisputed = (f for f in result.created_facts if f.get("trust") != "disputed")
    return next(undisputed, result.created_facts[0] if result.created_facts else None)


def write_out(result: WriteResult) -> WriteOut:
    """`POST /v1/facts`, `/facts/retract`, `/facts/{id}/trust`, `/contradictions/{id}/resolve`,
    `/entities/{name}/aliases`."""
    return WriteOut(
        tx=tx_out(result.tx_id, result.tx_time),
        fact=_main_fact(result),
        created=result.created,
        revoked=result.revoked,
        corroborated=result.corroborated,
        contradictions=result.contradictions,
        blocked=result.blocked,
    )


def batch_out(result: WriteResult) -> BatchOut:
    """`POST /v1/facts/batch` and `/v1/import`: one entry in `facts` per operation."""
    return BatchOut(
        tx=tx_out(result.tx_id, result.tx_time),
        facts=result.facts,
        created=result.created,
        revoked=result.revoked,
        corroborated=result.corroborated,
        contradictions=result.contradictions,
        blocked=result.blocked,
    )


def forget_out(topic: str, result: WriteResult) -> ForgetOut:
    return ForgetOut(
        tx=tx_out(result.tx_id, result.tx_time),
        topic=topic,
        mode="tombstone",
        revoked=result.revoked,
    )


def erase_out(topic: str, done: Erased) -> ForgetOut:
    return ForgetOut(
        tx=TxOut(id=done.tx_id, time=done.tx_time),
        topic=topic,
        mode="erase",
        erased=done.counts(),
    )


def ingest_out(result: IngestResult) -> IngestOut:
    """`POST /v1/ingest`: every transaction, the last one echoed as `tx`."""
    txs = [tx_out(t.id, t.time) for t in result.txs]
    return IngestOut(
        tx=txs[-1] if txs else None,
        txs=txs,
        facts=result.facts,
        blocked=result.blocked,
        sources=result.sources_stored,
        contradictions=result.contradictions,
        counts=result.counts,
    )


ADDITIVE_COUNTS = (
    "transactions",
    "facts",
    "operations",
    "created",
    "revoked",
    "corroborated",
    "blocked",
    "contradictions",
    "sources_stored",
)
"""The counts an ingest's retry adds to what its first, partial attempt did."""


def combined(earlier: IngestOut | None, later: IngestOut) -> IngestOut:
    """One answer for an ingest written in two attempts (a group failed, the retry wrote the
    rest): the transactions, facts and sources of both; the retry's `already_ingested`
    no longer counts what the first attempt wrote."""
    if earlier is None:
        return later
    counts = dict(later.counts)
    for name in ADDITIVE_COUNTS:
        counts[name] = counts.get(name, 0) + earlier.counts.get(name, 0)
    counts["already_ingested"] = max(
        0, counts.get("already_ingested", 0) - earlier.counts.get("sources_stored", 0)
    )
    txs = earlier.txs + later.txs
    return IngestOut(
        tx=txs[-1] if txs else None,
        txs=txs,
        facts=earlier.facts + later.facts,
        blocked=earlier.blocked + later.blocked,
        sources=earlier.sources + later.sources,
        contradictions=earlier.contradictions + later.contradictions,
        counts=counts,
    )


def settings_out(settings: TenantSettings) -> SettingsOut:
    return SettingsOut(review=settings.review)


def review_out(queue: ReviewQueue) -> ReviewOut:
    return ReviewOut(review=queue.review, facts=queue.facts)


def predicates_out(declared: list[PredicateDeclaration]) -> PredicatesOut:
    return PredicatesOut(predicates=[predicate_out(p) for p in declared])


def predicate_out(declared: PredicateDeclaration) -> PredicateOut:
    return PredicateOut(name=declared.name, cardinality=declared.cardinality)


def contradictions_out(found: list[dict[str, Any]]) -> ContradictionsOut:
    return ContradictionsOut(contradictions=found)


def write_summary(result: WriteResult) -> str:
    """One line for a person: the transaction and what it changed."""
    return (
        f"tx {result.tx_id} at {result.tx_time.isoformat()}: "
        f"created {len(result.created)}, revoked {len(result.revoked)}"
        + (f", corroborated {len(result.corroborated)}" if result.corroborated else "")
        + (f", contradictions {len(result.contradictions)}" if result.contradictions else "")
        + (f", blocked {len(result.blocked)}" if result.blocked else "")
    )
