"""The write primitive, planned in memory for one transaction (DESIGN.md section 2).

`assert(key, payload, [a, b))` at transaction time T:

    olds = live versions of key whose valid period overlaps [a, b)
    for f in olds: revoke f; keep the parts of f outside [a, b) as leftovers (DERIVES split)
    create new([a, b)) -UPDATES{kind}-> olds with another payload, -EXTENDS-> olds with the same

The planner works on the live versions of the touched keys (loaded under the key locks) and
produces the net effect of all operations of the transaction: versions to create, persisted
versions to revoke, lineage edges. A version created and revoked inside the same transaction
is never written; whatever derived from it inherits its lineage instead, so the stored graph
reads as if the transaction had been one step.

A re-assertion of a payload already live over a covering period changes nothing (the timeline
is the same); it is reported as `corroborated` and its evidence is attached to that version.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any

from chronofact.graph.models import Evidence
from chronofact.graph.time import Period


def payload_object(payload: str) -> str:
    """The object part of a payload (`<object token>|<polarity>`)."""
    return payload.rsplit("|", 1)[0]


def new_fact_id() -> str:
    return "f_" + uuid.uuid4().hex


@dataclass(frozen=True)
class Edge:
    type: str  # UPDATES | EXTENDS | DERIVES
    target: str
    kind: str | None = None  # change|correction for UPDATES, split for DERIVES


@dataclass
class Version:
    """A live version of a key: persisted (loaded) or planned in this transaction."""

    id: str
    key: str
    payload: str
    period: Period
    persisted: bool
    fields: dict[str, Any] = field(default_factory=dict)
    edges: list[Edge] = field(default_factory=list)
    evidence: list[Evidence] = field(default_factory=list)
    inherit_evidence_from: str | None = None


@dataclass
class Plan:
    creates: list[Version]
    revokes: list[str]
    corroborated: list[tuple[str, Evidence | None]]


class TransactionPlanner:
    """Applies operations in order to an in-memory copy of the live versions of their keys."""

    def __init__(self, live: dict[str, list[Version]]) -> None:
        self._live: dict[str, list[Version]] = {k: list(v) for k, v in live.items()}
        self._payload_of: dict[str, str] = {
            v.id: v.payload for versions in live.values() for v in versions
        }
        self._created: dict[str, Version] = {}
        self._dropped: dict[str, Version] = {}
        self._revoked: list[str] = []
        self._corroborated: list[tuple[str, Evidence | None]] = []

    def live(self, key: str) -> list[Version]:
        return sorted(self._live.get(key, []), key=lambda v: v.period.start)

    # ---- operations ----------------------------------------------------------------------
    def assert_(
        self,
        key: str,
        payload: str,
        period: Period,
        fields: dict[str, Any],
        change_kind: str,
        evidence: Evidence | None,
    ) -> str:
        """Plan an assert; return the id of the version that carries it afterwards."""
        live = self._live.setdefault(key, [])
        for version in live:
            if version.payload == payload and version.period.covers(period):
                self._corroborate(version, evidence)
                return version.id
        olds = [v for v in live if v.period.overlaps(period)]
        new = Version(
            id=new_fact_id(),
            key=key,
            payload=payload,
            period=period,
            persisted=False,
            fields=dict(fields),
            evidence=[evidence] if evidence else [],
        )
        for old in olds:
            self._revoke(old, period)
            if old.payload == payload:
                new.edges.append(Edge("EXTENDS", old.id))
            else:
                new.edges.append(Edge("UPDATES", old.id, change_kind))
        self._add(new)
        return new.id

    def retract(self, key: str, period: Period, object_token: str | None) -> list[str]:
        """Plan a retract over `period` (only versions of that object, any polarity, if given)."""
        live = self._live.setdefault(key, [])
        olds = [
            v
            for v in live
            if v.period.overlaps(period)
            and (object_token is None or payload_object(v.payload) == object_token)
        ]
        for old in olds:
            self._revoke(old, period)
        return [old.id for old in olds]

    # ---- internals -----------------------------------------------------------------------
    def _corroborate(self, version: Version, evidence: Evidence | None) -> None:
        if not version.persisted:
            if evidence is not None:
                version.evidence.append(evidence)
            return
        self._corroborated.append((version.id, evidence))

    def _add(self, version: Version) -> None:
        self._live[version.key].append(version)
        self._created[version.id] = version
        self._payload_of[version.id] = version.payload

    def _revoke(self, old: Version, cut: Period) -> None:
        self._live[old.key].remove(old)
        if old.persisted:
            self._revoked.append(old.id)
        else:
            del self._created[old.id]
            self._dropped[old.id] = old
        for start, end in ((old.period.start, cut.start), (cut.end, old.period.end)):
            if start < end and old.period.start <= start and end <= old.period.end:
                leftover = Version(
                    id=new_fact_id(),
                    key=old.key,
                    payload=old.payload,
                    period=Period(start, end),
                    persisted=False,
                    fields=dict(old.fields),
                    edges=[Edge("DERIVES", old.id, "split")],
                    evidence=list(old.evidence),
                    inherit_evidence_from=old.id if old.persisted else old.inherit_evidence_from,
                )
                self._add(leftover)

    def _resolve(self, edge: Edge, owner_payload: str) -> list[Edge]:
        """Rewrite an edge that points at a version dropped in this transaction."""
        if edge.target not in self._dropped:
            return [edge]
        dropped = self._dropped[edge.target]
        resolved: list[Edge] = []
        for inner in dropped.edges:
            for target_edge in self._resolve(inner, dropped.payload):
                if edge.type == "DERIVES":
                    resolved.append(target_edge)  # a leftover inherits its parent's lineage
                elif self._payload_of[target_edge.target] == owner_payload:
                    resolved.append(Edge("EXTENDS", target_edge.target))
                else:
                    resolved.append(Edge("UPDATES", target_edge.target, edge.kind or "change"))
        return resolved

    def plan(self) -> Plan:
        creates = list(self._created.values())
        for version in creates:
            edges: list[Edge] = []
            for edge in version.edges:
                for resolved in self._resolve(edge, version.payload):
                    if resolved not in edges:
                        edges.append(resolved)
            version.edges = edges
        return Plan(creates=creates, revokes=list(self._revoked), corroborated=self._corroborated)
