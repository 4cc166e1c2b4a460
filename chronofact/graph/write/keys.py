"""Key resolution: operations -> entity ids, predicate cardinality and the `:Key` nodes they
touch; then the keys' live versions loaded as the planner's `Version`s. The keys are locked by
the tenant's clock (`clock.tick_clock`), which every writer of the tenant ticks first."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from neo4j import ManagedTransaction

from chronofact.graph.entities import alias_id, entity_id, stable_id
from chronofact.graph.models import Context, Operation
from chronofact.graph.neo4j import query
from chronofact.graph.predicates import Cardinality, builtin_cardinality, normalise_predicate
from chronofact.graph.time import Period, utc
from chronofact.graph.write.planner import Version

_PER_VERSION = frozenset({"id", "valid_from", "valid_to", "learned_at", "revoked_at", "tx_id"})
"""Stored properties that belong to one version, not to what it says (not copied on re-issue)."""

LiveVersions = dict[str, list[Version]]
"""Key id -> its live versions."""


@dataclass(frozen=True)
class Target:
    """An operation resolved to its key(s)."""

    op: Operation
    predicate: str
    subject_id: str
    keys: tuple[str, ...]  # one, except a multi-valued retract without object (filled later)
    cardinality: Cardinality
    object_id: str | None
    object_token: str | None  # entity id or literal JSON; None for a retract of all objects

    def payload(self) -> str:
        return f"{self.object_token}|{'+' if self.op.polarity else '-'}"


def entity_ids(
    tx: ManagedTransaction, ctx: Context, names: list[str], aliases: dict[str, str]
) -> dict[str, str]:
    """Name -> entity id, honouring declared aliases (and `aliases`, those of this transaction:
    alias id -> entity id)."""
    # names that differ only in case or punctuation ("Apple Inc." / "apple inc") share an id
    alias_of = {n: alias_id(ctx.tenant, ctx.namespace, n) for n in dict.fromkeys(names)}
    found = dict(aliases)
    for r in tx.run(query("resolve_aliases"), ids=sorted(set(alias_of.values()) - set(found))):
        found[r["id"]] = r["entity_id"]
    return {
        name: found.get(aid) or entity_id(ctx.tenant, ctx.namespace, name)
        for name, aid in alias_of.items()
    }


def object_token(object_id: str | None, op: Operation) -> str | None:
    """What identifies the object inside a payload: `e:<entity id>` or `v:<literal JSON>`."""
    if object_id is not None:
        return f"e:{object_id}"
    if op.value is not None:
        return f"v:{json.dumps(op.value, sort_keys=True)}"
    return None


def resolve_targets(
    tx: ManagedTransaction, ctx: Context, ops: list[Operation], aliases: dict[str, str]
) -> list[Target]:
    """Each operation's key(s), in order. A multi-valued retract without an object touches
    every object's key: the stored ones and those that earlier operations here create."""
    names = [op.subject for op in ops] + [op.object for op in ops if op.object is not None]
    ids = entity_ids(tx, ctx, names, aliases)
    cardinality_of = _cardinalities(tx, ctx, {normalise_predicate(op.predicate) for op in ops})
    targets: list[Target] = []
    slots: dict[tuple[str, str], set[str]] = {}
    for op in ops:
        predicate = normalise_predicate(op.predicate)
        subject_id = ids[op.subject]
        object_id = ids[op.object] if op.object is not None else None
        token = object_token(object_id, op)
        cardinality = cardinality_of[predicate]
        if cardinality is Cardinality.SINGLE:
            keys: tuple[str, ...] = (
                stable_id("key", ctx.tenant, ctx.namespace, subject_id, predicate),
            )
        elif token is not None:
            keys = (stable_id("key", ctx.tenant, ctx.namespace, subject_id, predicate, token),)
        else:
            stored = _keys_of_slot(tx, ctx, subject_id, predicate)
            keys = tuple(sorted(stored | slots.get((subject_id, predicate), set())))
        slots.setdefault((subject_id, predicate), set()).update(keys)
        targets.append(Target(op, predicate, subject_id, keys, cardinality, object_id, token))
    return targets


def _cardinalities(
    tx: ManagedTransaction, ctx: Context, predicates: set[str]
) -> dict[str, Cardinality]:
    """The tenant's declared cardinality of each predicate, else the built-in one."""
    declared = {
        r["name"]: r["cardinality"]
        for r in tx.run(query("predicate_cardinality"), tenant=ctx.tenant, names=sorted(predicates))
    }
    return {
        p: Cardinality(declared[p]) if declared.get(p) else builtin_cardinality(p)
        for p in predicates
    }


def _keys_of_slot(
    tx: ManagedTransaction, ctx: Context, subject_id: str, predicate: str
) -> set[str]:
    rows = tx.run(
        query("keys_of_slot"),
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        subject_id=subject_id,
        predicate=predicate,
    )
    return {r["key"] for r in rows}


def lock_and_load(
    tx: ManagedTransaction,
    ctx: Context,
    targets: Iterable[Target],
    loaded: Iterable[dict[str, Any]],
    fresh_fast_path: bool = True,
) -> LiveVersions:
    """Resolve the keys of `targets` and of the `loaded` versions (`lock_keys.cypher`, sorted;
    created if new) and return their live versions that overlap a period the write touches on
    them. The keys need no lock of their own: the tenant's clock, ticked first by every writer
    of the tenant, is locked until commit (`clock.tick_clock`). The planner
    only revokes, splits, corroborates or contradicts versions that overlap the period of an
    operation (or the version an action names), so the others need not be loaded.

    With `fresh_fast_path` one query first finds which keys exist (`existing_keys`); the others
    have no versions, so they are only created (`create_keys`), with the same properties that
    `lock_keys` would give them, and `lock_keys` runs on the existing ones alone."""
    keys: dict[str, dict[str, str]] = {}
    periods: dict[str, list[Period]] = {}
    for t in targets:
        for key in t.keys:
            keys[key] = {"id": key, "subject_id": t.subject_id, "predicate": t.predicate}
            periods.setdefault(key, []).append(t.op.period)
    for props in loaded:
        keys[props["key"]] = {
            "id": props["key"],
            "subject_id": props["subject_id"],
            "predicate": props["predicate"],
        }
        periods.setdefault(props["key"], []).append(stored_period(props))
    stored = sorted(keys)
    if fresh_fast_path and stored:
        found = {r["key"] for r in tx.run(query("existing_keys"), ids=stored)}
        fresh = [keys[k] for k in stored if k not in found]
        if fresh:
            tx.run(
                query("create_keys"),
                keys=fresh,
                tenant=ctx.tenant,
                namespace=ctx.namespace,
            ).consume()
        stored = [k for k in stored if k in found]
    if not stored:
        return {}
    rows = [{**keys[k], "periods": period_rows(periods[k])} for k in stored]
    records = tx.run(query("lock_keys"), keys=rows, tenant=ctx.tenant, namespace=ctx.namespace)
    return {record["key"]: [version_from_row(f) for f in record["live"]] for record in records}


def period_rows(periods: Iterable[Period]) -> list[dict[str, str]]:
    """Periods coalesced (overlapping or adjacent ones joined), as ISO text for Cypher: a
    version overlaps the union exactly when it overlaps one of them."""
    merged: list[list[datetime]] = []
    for p in sorted(periods):
        if merged and p.start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], p.end)
        else:
            merged.append([p.start, p.end])
    return [{"from": start.isoformat(), "to": end.isoformat()} for start, end in merged]


def load_by_id(tx: ManagedTransaction, ctx: Context, ids: list[str]) -> dict[str, dict[str, Any]]:
    """Stored versions by id (`load_versions.cypher`), live or not, within the namespace."""
    if not ids:
        return {}
    rows = tx.run(
        query("load_versions"), ids=sorted(set(ids)), tenant=ctx.tenant, namespace=ctx.namespace
    )
    return {r["f"]["id"]: dict(r["f"]) for r in rows}


def version_from_row(props: dict[str, Any]) -> Version:
    """A stored version as the planner sees it."""
    return Version(
        id=props["id"],
        key=props["key"],
        payload=props["payload"],
        period=stored_period(props),
        persisted=True,
        fields={k: v for k, v in props.items() if k not in _PER_VERSION},
    )


def stored_period(props: dict[str, Any]) -> Period:
    """A stored version's valid period (its times as neo4j DateTimes or ISO text)."""
    return Period(_instant(props["valid_from"]), _instant(props["valid_to"]))


def _instant(value: Any) -> datetime:
    if isinstance(value, str):
        return utc(datetime.fromisoformat(value))
    return utc(value.to_native())


def current_version(live: LiveVersions, props: dict[str, Any]) -> Version:
    """The planner's object for a loaded version (the live one if it is in the timeline)."""
    for version in live.get(props["key"], []):
        if version.id == props["id"]:
            return version
    return version_from_row(props)
