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

A re-assertion of a payload already live over a covering period changes nothing in the
timeline. From an origin the version already has, it is reported as `corroborated` and its
evidence is attached. From a new, distinct origin the version is re-issued with one more source
(`EXTENDS {kind:'corroboration'}`); two or more distinct origins promote `raw`/`candidate` to
`verified` (DESIGN.md section 4). Only `revoked_at` is ever set on a stored version, so every
trust change is a new version.

Disagreement (DESIGN.md section 5) is recorded, never dropped:
- a claim less trusted than a live version it would replace is stored as `disputed`, outside the
  key's live timeline, with `CONTRADICTS {weight: -1}` to that version;
- a polarity flip (same object, other polarity) is a contradiction: the side with fewer distinct
  origins becomes `disputed` (tie: the older one), as a disputed copy of its overlapping part.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from chronofact.graph.models import TRUST_ORDER, Evidence, Trust
from chronofact.graph.time import Period

HELD_THEN = timedelta(days=31)
"""How long after an end's start a version may have begun and still be what it ends: a date
read from words is often the start of its month ("in january")."""


def payload_object(payload: str) -> str:
    """The object part of a payload (`<object token>|<polarity>`)."""
    return payload.rsplit("|", 1)[0]


def new_fact_id() -> str:
    """`f_` and 128 random bits as 32 hex digits (the shape of a uuid4's hex, without building
    a UUID object: a bulk import makes thousands per transaction)."""
    return "f_" + os.urandom(16).hex()


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


@dataclass(frozen=True)
class Contradiction:
    claim: str  # the version that disagrees (the disputed side or the newcomer)
    against: str
    weight: float
    detected_by: str  # trust | polarity


def trust_rank(version: Version) -> int:
    return TRUST_ORDER[Trust(version.fields.get("trust", Trust.VERIFIED.value))]


def origins_of(version: Version) -> list[str]:
    return list(version.fields.get("origins") or [])


@dataclass
class Plan:
    creates: list[Version]
    revokes: list[str]
    corroborated: list[tuple[str, Evidence | None]]
    contradictions: list[Contradiction]


class TransactionPlanner:
    """Applies operations in order to an in-memory copy of the live versions of their keys."""

    def __init__(self, live: dict[str, list[Version]]) -> None:
        self._live: dict[str, list[Version]] = {k: list(v) for k, v in live.items()}
        self._payload_of: dict[str, str] = {
            v.id: v.payload for versions in live.values() for v in versions
        }
        self._created: dict[str, Version] = {}
        self._dropped: dict[str, Version] = {}
        self._lineage: dict[str, list[Edge]] = {}  # a dropped version's resolved edges
        self._revoked: list[str] = []
        self._corroborated: list[tuple[str, Evidence | None]] = []
        self._contradictions: list[Contradiction] = []

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
        origin = evidence.origin_key() if evidence is not None else None
        for version in live:
            if version.payload == payload and version.period.covers(period):
                known = origins_of(version)
                if origin is not None and known and origin not in known:
                    return self._reissue(version, [*known, origin], evidence, "corroboration")
                self._corroborate(version, evidence)
                return version.id
        olds = [v for v in live if v.period.overlaps(period)]
        rank = TRUST_ORDER[Trust(fields.get("trust", Trust.VERIFIED.value))]
        stronger = [o for o in olds if o.payload != payload and trust_rank(o) > rank]
        if stronger:
            return self._disputed_claim(key, payload, period, fields, evidence, stronger, "trust")
        flips = [
            o
            for o in olds
            if o.payload != payload and payload_object(o.payload) == payload_object(payload)
        ]
        new_count = len(fields.get("origins") or [])
        better_sourced = [o for o in flips if len(origins_of(o)) > new_count]
        if better_sourced:
            return self._disputed_claim(
                key, payload, period, fields, evidence, better_sourced, "polarity"
            )
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
                self._keep_sources(new, old)
            else:
                new.edges.append(Edge("UPDATES", old.id, change_kind))
        self._add(new)
        for old in flips:  # tie or fewer origins: the older side becomes disputed
            overlap = Period(max(old.period.start, period.start), min(old.period.end, period.end))
            copy = self._disputed_copy(old, overlap)
            self._contradictions.append(Contradiction(new.id, copy.id, -1.0, "polarity"))
        return new.id

    def link(self, new_id: str, old_id: str, kind: str) -> None:
        """Record that a version planned here continues `old_id` from another key (a merge):
        `EXTENDS {kind}` and the old version's evidence."""
        new = self._created.get(new_id)
        if new is None:
            return  # a corroborated, already stored version: nothing new to link
        new.edges.append(Edge("EXTENDS", old_id, kind))
        if new.inherit_evidence_from is None:
            new.inherit_evidence_from = old_id

    def set_trust(self, version: Version, trust: str, reason: str) -> str:
        """Re-issue a live version with another trust (an operator's verify, say)."""
        self._live.setdefault(version.key, [])
        if version not in self._live[version.key]:
            self._live[version.key].append(version)
        fields = {**version.fields, "trust": trust}
        return self._reissue(version, origins_of(version), None, reason, fields)

    def dispute(self, version: Version) -> str:
        """Take a live version out of the timeline: revoke it, keep a disputed copy."""
        self._live.setdefault(version.key, [])
        if version not in self._live[version.key]:
            self._live[version.key].append(version)
        self._revoke(version, version.period)
        return self._disputed_copy(version, version.period).id

    def revoke(self, version: Version) -> None:
        """Revoke exactly this version (an operator's revoke, or closing a disputed claim)."""
        live = self._live.setdefault(version.key, [])
        if version in live:
            self._revoke(version, version.period)
        elif version.persisted:
            self._revoked.append(version.id)

    @staticmethod
    def _keep_sources(new: Version, old: Version) -> None:
        """A version that extends one with the same payload keeps its sources (DESIGN.md
        section 4): the origins are united, its evidence inherited, and two or more distinct
        origins promote `raw`/`candidate` to `verified`."""
        origins = list(dict.fromkeys([*origins_of(old), *origins_of(new)]))
        if origins == origins_of(new):
            return
        new.fields["origins"] = origins
        new.fields["source_count"] = len(origins)
        if len(origins) >= 2 and new.fields.get("trust") in (
            Trust.RAW.value,
            Trust.CANDIDATE.value,
        ):
            new.fields["trust"] = Trust.VERIFIED.value
        if new.inherit_evidence_from is None:
            new.inherit_evidence_from = old.id if old.persisted else old.inherit_evidence_from
        if not old.persisted:
            new.evidence = [*old.evidence, *new.evidence]

    def _reissue(
        self,
        version: Version,
        origins: list[str],
        evidence: Evidence | None,
        reason: str,
        fields: dict[str, Any] | None = None,
    ) -> str:
        fields = dict(fields if fields is not None else version.fields)
        fields["origins"] = origins
        fields["source_count"] = len(origins)
        if len(origins) >= 2 and fields.get("trust") in (Trust.RAW.value, Trust.CANDIDATE.value):
            fields["trust"] = Trust.VERIFIED.value
        self._revoke(version, version.period)
        twin = Version(
            id=new_fact_id(),
            key=version.key,
            payload=version.payload,
            period=version.period,
            persisted=False,
            fields=fields,
            edges=[Edge("EXTENDS", version.id, reason)],
            evidence=[*version.evidence, *([evidence] if evidence else [])],
            inherit_evidence_from=version.id
            if version.persisted
            else version.inherit_evidence_from,
        )
        self._add(twin)
        return twin.id

    def _disputed_claim(
        self,
        key: str,
        payload: str,
        period: Period,
        fields: dict[str, Any],
        evidence: Evidence | None,
        against: list[Version],
        detected_by: str,
    ) -> str:
        """Store a claim as `disputed`, outside the live timeline, contradicting `against`."""
        claim = Version(
            id=new_fact_id(),
            key=key,
            payload=payload,
            period=period,
            persisted=False,
            fields={**fields, "trust": Trust.DISPUTED.value},
            evidence=[evidence] if evidence else [],
        )
        self._created[claim.id] = claim
        self._payload_of[claim.id] = payload
        for other in against:
            self._contradictions.append(Contradiction(claim.id, other.id, -1.0, detected_by))
        return claim.id

    def _disputed_copy(self, old: Version, period: Period) -> Version:
        copy = Version(
            id=new_fact_id(),
            key=old.key,
            payload=old.payload,
            period=period,
            persisted=False,
            fields={**old.fields, "trust": Trust.DISPUTED.value},
            edges=[Edge("DERIVES", old.id, "disputed")],
            evidence=list(old.evidence),
            inherit_evidence_from=old.id if old.persisted else old.inherit_evidence_from,
        )
        self._created[copy.id] = copy
        self._payload_of[copy.id] = copy.payload
        return copy

    def retract(
        self,
        key: str,
        period: Period,
        object_token: str | None,
        held_then: bool = False,
    ) -> list[str]:
        """Plan a retract over `period` (only versions of that object, any polarity, if given).
        `held_then`: only versions that began before `period` or within `HELD_THEN` after its
        start (an end read from text that names no value: "left in january" cannot mean a job
        first said to hold in February)."""
        live = self._live.setdefault(key, [])
        latest = period.start + HELD_THEN if held_then else None
        olds = [
            v
            for v in live
            if v.period.overlaps(period)
            and (object_token is None or payload_object(v.payload) == object_token)
            and (latest is None or v.period.start <= latest)
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
        resolved: list[Edge] = []
        for target_edge in self._dropped_lineage(edge.target):
            if edge.type == "DERIVES":
                resolved.append(target_edge)  # a leftover inherits its parent's lineage
            elif self._payload_of[target_edge.target] == owner_payload:
                resolved.append(Edge("EXTENDS", target_edge.target))
            else:
                resolved.append(Edge("UPDATES", target_edge.target, edge.kind or "change"))
        return resolved

    def _dropped_lineage(self, dropped_id: str) -> list[Edge]:
        """The edges of a dropped version, each resolved in turn (memoised, and without
        recursion: a batch may change one key a thousand times, each change dropping the
        version the previous one created)."""
        memo = self._lineage
        stack = [dropped_id]
        while stack:
            current = stack[-1]
            if current in memo:
                stack.pop()
                continue
            dropped = self._dropped[current]
            pending = [
                e.target
                for e in dropped.edges
                if e.target in self._dropped and e.target not in memo
            ]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            memo[current] = [
                resolved
                for inner in dropped.edges
                for resolved in self._resolve(inner, dropped.payload)
            ]
        return memo[dropped_id]

    def plan(self) -> Plan:
        creates = list(self._created.values())
        for version in creates:
            edges: list[Edge] = []
            for edge in version.edges:
                for resolved in self._resolve(edge, version.payload):
                    if resolved not in edges:
                        edges.append(resolved)
            version.edges = edges
        dropped = set(self._dropped)
        contradictions = [
            c for c in self._contradictions if c.claim not in dropped and c.against not in dropped
        ]
        return Plan(
            creates=creates,
            revokes=list(self._revoked),
            corroborated=self._corroborated,
            contradictions=contradictions,
        )
