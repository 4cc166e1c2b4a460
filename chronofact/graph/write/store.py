"""Writing a plan's net effect with the named queries, in the order the schema needs: the
`:Tx` record, revocations, entities, new versions, lineage, evidence; then the follow-ups
(contradictions, resolutions, sources)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime

from neo4j import ManagedTransaction

from chronofact.graph.models import Context, Evidence
from chronofact.graph.neo4j import query
from chronofact.graph.write.clock import record_tx
from chronofact.graph.write.keys import Target
from chronofact.graph.write.planner import Contradiction, Plan
from chronofact.graph.write.rows import entity_rows, evidence_rows, source_row, version_row


def store_plan(
    tx: ManagedTransaction,
    ctx: Context,
    tx_id: str,
    tx_time: datetime,
    imported: bool,
    plan: Plan,
    targets: Sequence[Target],
) -> None:
    """The audit record, then the plan: revocations, new versions with their entities (those
    `targets` name) and lineage, evidence."""
    record_tx(tx, ctx, tx_id, tx_time, imported, ctx.reason, len(plan.creates))
    if plan.revokes:
        tx.run(query("revoke_versions"), ids=plan.revokes, tx_id=tx_id).consume()
    if plan.creates:
        _store_versions(tx, ctx, tx_id, tx_time, plan, targets)
    _store_evidence(tx, ctx, tx_id, tx_time, plan)


def _store_versions(
    tx: ManagedTransaction,
    ctx: Context,
    tx_id: str,
    tx_time: datetime,
    plan: Plan,
    targets: Sequence[Target],
) -> None:
    tx.run(query("merge_entities"), entities=entity_rows(ctx, targets), time=tx_time).consume()
    versions = [version_row(v) for v in plan.creates]
    tx.run(query("create_versions"), versions=versions, tx_id=tx_id).consume()
    edges = [
        {"from": v.id, "to": e.target, "type": e.type, "kind": e.kind}
        for v in plan.creates
        for e in v.edges
    ]
    if edges:
        tx.run(query("create_lineage"), edges=edges).consume()


def _store_evidence(
    tx: ManagedTransaction, ctx: Context, tx_id: str, tx_time: datetime, plan: Plan
) -> None:
    """New versions' evidence, corroborations' evidence, and the evidence leftovers and
    re-issued versions inherit from the stored version they came from."""
    grounded = [(v.id, ev) for v in plan.creates for ev in v.evidence]
    grounded += [(fact_id, ev) for fact_id, ev in plan.corroborated if ev is not None]
    if grounded:
        tx.run(
            query("attach_evidence"),
            evidence=evidence_rows(ctx, grounded),
            tenant=ctx.tenant,
            namespace=ctx.namespace,
            tx_id=tx_id,
            tx_time=tx_time,
        ).consume()
    pairs = [
        {"parent": v.inherit_evidence_from, "child": v.id}
        for v in plan.creates
        if v.inherit_evidence_from is not None
    ]
    if pairs:
        tx.run(query("inherit_evidence"), pairs=pairs).consume()


def store_contradictions(
    tx: ManagedTransaction, tx_id: str, contradictions: Sequence[Contradiction]
) -> None:
    """`CONTRADICTS` edges for the disagreements the plan found (status open)."""
    if not contradictions:
        return
    rows = [
        {
            "id": "c_" + uuid.uuid4().hex,
            "from": c.claim,
            "to": c.against,
            "weight": c.weight,
            "detected_by": c.detected_by,
        }
        for c in contradictions
    ]
    tx.run(query("create_contradictions"), tx_id=tx_id, rows=rows).consume()


def resolve_contradictions(
    tx: ManagedTransaction, ctx: Context, tx_id: str, fact_ids: Sequence[str]
) -> None:
    """Close the open contradictions of versions an operator's action settled."""
    if fact_ids:
        tx.run(
            query("resolve_contradictions"), ids=list(fact_ids), tx_id=tx_id, actor=ctx.actor
        ).consume()


def store_sources(
    tx: ManagedTransaction, ctx: Context, tx_id: str, sources: Sequence[Evidence]
) -> None:
    """`:Source` nodes for what was said, whether or not an operation refers to them."""
    if sources:
        tx.run(
            query("store_sources"),
            tx_id=tx_id,
            tenant=ctx.tenant,
            namespace=ctx.namespace,
            sources=[source_row(ctx, ev) for ev in sources],
        ).consume()
