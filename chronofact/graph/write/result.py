"""The write result: what the transaction created, revoked, corroborated and refused, and for
each operation the version that carries it, in the API's FACT shape."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from neo4j import ManagedTransaction

from chronofact.graph.facts import fact_to_api
from chronofact.graph.models import WriteResult
from chronofact.graph.neo4j import query
from chronofact.graph.write.planner import Contradiction, Plan
from chronofact.graph.write.rows import planned_row
from chronofact.graph.write.tombstones import Blocked


def contradiction_as_api(c: Contradiction) -> dict[str, Any]:
    """A contradiction this write opened, as the response lists it."""
    return {
        "claim": c.claim,
        "against": c.against,
        "weight": c.weight,
        "detected_by": c.detected_by,
        "status": "open",
    }


def build_result(
    tx: ManagedTransaction,
    tx_id: str,
    tx_time: datetime,
    plan: Plan,
    carriers: Sequence[str | None],
    blocked: Sequence[Blocked],
) -> WriteResult:
    """`carriers`: for each operation of the request, the id of the version that carries it
    (None for retracts and refused operations)."""
    result = WriteResult(tx_id=tx_id, tx_time=tx_time)
    result.created = [v.id for v in plan.creates]
    result.revoked = list(plan.revokes)
    result.corroborated = [fact_id for fact_id, _ in plan.corroborated]
    result.blocked = [b.as_api() for b in blocked]
    result.contradictions = [contradiction_as_api(c) for c in plan.contradictions]
    by_id = _facts_by_id(tx, tx_id, tx_time, plan, carriers)
    # None for a retract, and for an assert whose version a later operation of the same
    # transaction replaced again (it is not kept)
    result.facts = [by_id.get(c) if c is not None else None for c in carriers]
    result.created_facts = [by_id[i] for i in result.created]
    return result


def _facts_by_id(
    tx: ManagedTransaction,
    tx_id: str,
    tx_time: datetime,
    plan: Plan,
    carriers: Sequence[str | None],
) -> dict[str, dict[str, Any]]:
    """What this transaction created is known here; read back only versions stored before
    (corroborated carriers) and those that inherited evidence from a stored version."""
    by_id = {
        v.id: fact_to_api(planned_row(v, tx_id, tx_time))
        for v in plan.creates
        if v.inherit_evidence_from is None
    }
    created = {v.id for v in plan.creates}
    wanted = ({c for c in carriers if c is not None} | created) - set(by_id)
    if wanted:
        for record in tx.run(query("versions_by_ids"), ids=sorted(wanted)):
            by_id[record["fact"]["id"]] = fact_to_api(record["fact"])
    return by_id
