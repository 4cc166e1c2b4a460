"""The write result: what the transaction created, revoked, corroborated and refused, and for
each operation the version that carries it, in the API's FACT shape."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
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


@dataclass(frozen=True)
class Outcome:
    """What a committed write did, before it is shaped as its result: the plan and, read back
    inside the transaction, the facts the transaction did not write itself. Shaping the rest
    (`result`) needs no database, so it can run after the commit, outside the tenant's lock."""

    tx_id: str
    tx_time: datetime
    plan: Plan
    carriers: Sequence[str | None]  # per operation: the version that carries it, if any
    blocked: Sequence[Blocked]
    read_back: dict[str, dict[str, Any]]  # API facts by id, stored before or inheriting

    @property
    def created(self) -> int:
        """How many versions the write created."""
        return len(self.plan.creates)

    def result(self) -> WriteResult:
        result = WriteResult(tx_id=self.tx_id, tx_time=self.tx_time)
        plan = self.plan
        result.created = [v.id for v in plan.creates]
        result.revoked = list(plan.revokes)
        result.corroborated = [fact_id for fact_id, _ in plan.corroborated]
        result.blocked = [b.as_api() for b in self.blocked]
        result.contradictions = [contradiction_as_api(c) for c in plan.contradictions]
        by_id = dict(self.read_back)
        for v in plan.creates:
            if v.inherit_evidence_from is None:
                by_id[v.id] = fact_to_api(planned_row(v, self.tx_id, self.tx_time))
        # None for a retract, and for an assert whose version a later operation of the same
        # transaction replaced again (it is not kept)
        result.facts = [by_id.get(c) if c is not None else None for c in self.carriers]
        result.created_facts = [by_id[i] for i in result.created]
        return result


def settle(
    tx: ManagedTransaction,
    tx_id: str,
    tx_time: datetime,
    plan: Plan,
    carriers: Sequence[str | None],
    blocked: Sequence[Blocked],
) -> Outcome:
    """Inside the transaction: read back only the versions it did not plan itself (corroborated
    carriers, stored before) and those that inherit evidence from a stored version."""
    known = {v.id for v in plan.creates if v.inherit_evidence_from is None}
    created = {v.id for v in plan.creates}
    wanted = ({c for c in carriers if c is not None} | created) - known
    read_back: dict[str, dict[str, Any]] = {}
    if wanted:
        for record in tx.run(query("versions_by_ids"), ids=sorted(wanted)):
            read_back[record["fact"]["id"]] = fact_to_api(record["fact"])
    return Outcome(tx_id, tx_time, plan, carriers, blocked, read_back)
