"""The rows a write stores, built from the plan: a version's properties, sources, evidence
links, entities, and a planned version as the read queries would return it."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from chronofact.graph.entities import name_key, partition_token, stable_id
from chronofact.graph.models import Context, Evidence
from chronofact.graph.time import END_OF_TIME
from chronofact.graph.write.keys import Target
from chronofact.graph.write.planner import Version
from chronofact.graph.write.trust import starting_trust


def version_fields(ctx: Context, t: Target) -> dict[str, Any]:
    """What a new version of an assert says (everything but its id and its period)."""
    op = t.op
    fields: dict[str, Any] = {
        "tenant": ctx.tenant,
        "namespace": ctx.namespace,
        "key": t.keys[0],
        "subject_id": t.subject_id,
        "subject_name": op.subject.strip(),
        "predicate": t.predicate,
        "object_id": t.object_id,
        "object_name": op.object.strip() if op.object is not None else None,
        "value": op.value,
        "payload": t.payload(),
        "polarity": op.polarity,
        "statement": op.statement or op.default_statement(),
        "trust": starting_trust(op).value,
        "confidence": op.confidence if op.confidence is not None else 1.0,
        "partition": partition_token(ctx.tenant, ctx.namespace),
        "origins": [op.evidence.origin_key()] if op.evidence is not None else [],
        "source_count": 1 if op.evidence is not None else 0,
    }
    if op.embedding is not None:
        fields["embedding"] = op.embedding
    if op.extractor is not None:
        fields["extractor"] = op.extractor
    return fields


def version_row(v: Version) -> dict[str, Any]:
    """A planned version for `create_versions.cypher` (valid times as ISO text)."""
    props = dict(v.fields)
    props["id"] = v.id
    return {
        "props": props,
        "valid_from": v.period.start.isoformat(),
        "valid_to": v.period.end.isoformat(),
    }


def iso_text(value: datetime | None) -> str | None:
    """An instant as ISO text for a named query that builds it with `datetime()`."""
    return value.isoformat() if value is not None else None


def entity_rows(ctx: Context, targets: Iterable[Target]) -> list[dict[str, str]]:
    """The subject and object entities the targets name (`merge_entities.cypher`), once each."""
    entities: dict[str, dict[str, str]] = {}
    for t in targets:
        names = [(t.subject_id, t.op.subject)]
        if t.object_id is not None and t.op.object is not None:
            names.append((t.object_id, t.op.object))
        for eid, name in names:
            entities.setdefault(
                eid,
                {
                    "id": eid,
                    "tenant": ctx.tenant,
                    "namespace": ctx.namespace,
                    "name": name.strip(),
                    "name_key": name_key(name),
                    "partition": partition_token(ctx.tenant, ctx.namespace),
                },
            )
    return list(entities.values())


def source_id(ctx: Context, ev: Evidence) -> str:
    """One `:Source` per (tenant, namespace, kind, scope, ref); an unscoped, ref-less source
    is anonymous (its own node)."""
    ref = ev.ref if ev.ref is not None else f"anonymous:{uuid.uuid4().hex}"
    if ev.scope:
        return stable_id("src", ctx.tenant, ctx.namespace, ev.kind, ev.scope, ref)
    return stable_id("src", ctx.tenant, ctx.namespace, ev.kind, ref)


def source_row(ctx: Context, ev: Evidence) -> dict[str, Any]:
    """A source for `store_sources.cypher`."""
    return {
        "id": source_id(ctx, ev),
        "scope": ev.scope,
        "kind": ev.kind,
        "ref": ev.ref,
        "observed_at": iso_text(ev.observed_at),
        "text": ev.text,
        "speaker": ev.speaker,
        "origin": ev.origin_key(),
        "partition": partition_token(ctx.tenant, ctx.namespace),
        "search_text": ev.search_text,
        "embedding": list(ev.embedding) if ev.embedding is not None else None,
    }


def evidence_rows(ctx: Context, grounded: Iterable[tuple[str, Evidence]]) -> list[dict[str, Any]]:
    """Versions' evidence for `attach_evidence.cypher`: one row per source (its first
    evidence's properties), with the versions it grounds and their spans as `links`."""
    rows: dict[str, dict[str, Any]] = {}
    for fact_id, ev in grounded:
        sid = source_id(ctx, ev)
        row = rows.get(sid)
        if row is None:
            row = rows[sid] = {
                "source_id": sid,
                "scope": ev.scope,
                "speaker": ev.speaker,
                "origin": ev.origin_key(),
                "partition": partition_token(ctx.tenant, ctx.namespace),
                "kind": ev.kind,
                "ref": ev.ref,
                "observed_at": iso_text(ev.observed_at),
                "text": ev.text,
                "links": [],
            }
        start, end = ev.span if ev.span is not None else (None, None)
        row["links"].append({"fact_id": fact_id, "start": start, "end": end})
    return list(rows.values())


def planned_row(v: Version, tx_id: str, tx_time: datetime) -> dict[str, Any]:
    """The row `versions_by_ids` would return for a version created in this transaction."""
    return {
        **v.fields,
        "id": v.id,
        "valid_from": v.period.start,
        "valid_to": v.period.end,
        "learned_at": tx_time,
        "revoked_at": END_OF_TIME,
        "tx_id": tx_id,
        "sources": [
            {
                "kind": ev.kind,
                "ref": ev.ref,
                "observed_at": ev.observed_at,
                "span": list(ev.span) if ev.span is not None else [None, None],
            }
            for ev in v.evidence
        ],
    }
