"""The one write path: every assert, retract, batch, import and ingest goes through `Writer.write`.

One call = one Neo4j transaction = one transaction time T:

1. tick the tenant's clock (`clock_tick.cypher`), which also serialises the tenant's writers;
2. lock the touched keys and load their live versions (`lock_keys.cypher`);
3. plan all operations in order in memory (`planner.TransactionPlanner`);
4. write the net effect: the `:Tx` audit node, revocations, entities, new versions, lineage,
   evidence (`create_tx`, `revoke_versions`, `merge_entities`, `create_versions`,
   `create_lineage`, `attach_evidence`, `inherit_evidence`).

Either everything is committed or nothing is. The driver's managed transaction retries the
whole function on transient errors (deadlocks, leader switches), re-planning from scratch.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from neo4j import Driver, ManagedTransaction

from chronofact.graph.entities import (
    alias_id,
    entity_id,
    name_key,
    partition_token,
    stable_id,
)
from chronofact.graph.errors import Conflict, InvalidInput, NotFound, TooLarge
from chronofact.graph.facts import fact_to_api
from chronofact.graph.models import (
    Context,
    EntityMerge,
    Evidence,
    Op,
    Operation,
    Trust,
    TrustAction,
    TrustActionKind,
    WriteResult,
)
from chronofact.graph.neo4j import query
from chronofact.graph.predicates import Cardinality, builtin_cardinality, normalise_predicate
from chronofact.graph.time import END_OF_TIME, Period, from_db, iso, now_utc, utc
from chronofact.graph.write.planner import Plan, TransactionPlanner, Version
from chronofact.graph.write.tombstones import Tombstones

Embedder = Callable[[list[str]], list[list[float]]]
MAX_TEXT = 4096
_PER_VERSION = frozenset({"id", "valid_from", "valid_to", "learned_at", "revoked_at", "tx_id"})


VERIFIED_SOURCES = frozenset({"operator", "api"})
CANDIDATE_SOURCES = frozenset({"user", "conversation", "message", "chat"})


def starting_trust(op: Operation) -> Trust:
    """DESIGN.md section 4: the writer sets the starting trust."""
    if op.trust is not None:
        return op.trust
    kind = op.evidence.kind if op.evidence is not None else "api"
    if kind in VERIFIED_SOURCES:
        return Trust.VERIFIED
    if kind in CANDIDATE_SOURCES:
        return Trust.CANDIDATE
    return Trust.RAW


@dataclass(frozen=True)
class _Target:
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


def validate(op: Operation, max_text: int = MAX_TEXT) -> None:
    """Reject what must never be stored, with a message that says what to fix."""
    if not op.subject.strip():
        raise InvalidInput("invalid_subject", "subject must not be empty")
    if not normalise_predicate(op.predicate):
        raise InvalidInput(
            "invalid_predicate", f"predicate {op.predicate!r} has no letters or digits"
        )
    if op.object is not None and op.value is not None:
        raise InvalidInput("invalid_object", "give either object (an entity) or value (a literal)")
    if op.op is Op.ASSERT and not op.has_object:
        raise InvalidInput("missing_object", "an assert needs an object or a value")
    if op.object is not None and not name_key(op.object):
        raise InvalidInput("invalid_object", "object must contain letters or digits")
    for name, text in (
        ("subject", op.subject),
        ("object", op.object),
        ("statement", op.statement),
        ("value", op.value if isinstance(op.value, str) else None),
    ):
        if text is not None and len(text) > max_text:
            raise TooLarge(
                "value_too_large",
                f"{name} is {len(text)} characters; the limit is {max_text}",
            )
    if op.confidence is not None and not 0.0 <= op.confidence <= 1.0:
        raise InvalidInput("invalid_confidence", "confidence must be between 0 and 1")
    if op.embedding is not None and len(op.embedding) != 384:
        raise InvalidInput("invalid_embedding", "an embedding must have 384 dimensions")


def tick_clock(
    tx: ManagedTransaction, tenant: str, imported: datetime | None = None
) -> tuple[str, datetime]:
    """Tick the tenant's transaction clock (`clock_tick.cypher`) inside `tx`: a new tx id and
    its transaction time, strictly later than the tenant's last. The clock node stays locked
    until `tx` ends, which serialises the tenant's writers. An `imported` time must be later
    than the last one (409 otherwise)."""
    tx_id = "tx_" + uuid.uuid4().hex
    clock = tx.run(
        query("clock_tick"), tenant=tenant, tx_id=tx_id, now=now_utc(), imported=imported
    ).single(strict=True)
    if not clock["accepted"]:
        raise Conflict(
            "tx_time_not_monotonic",
            f"import transaction time {iso(imported)} is not later than the tenant's last "
            f"transaction time {iso(from_db(clock['last']))}",
        )
    return tx_id, utc(clock["time"].to_native())


def record_tx(
    tx: ManagedTransaction,
    ctx: Context,
    tx_id: str,
    tx_time: datetime,
    imported: bool,
    reason: str | None,
) -> None:
    """The `:Tx` audit record of a write (`create_tx.cypher`): who, when, why."""
    tx.run(
        query("create_tx"),
        tx_id=tx_id,
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        time=tx_time,
        actor=ctx.actor,
        reason=reason,
        request_id=ctx.request_id,
        imported=imported,
    ).consume()


class Writer:
    """Applies operations through the write primitive, all-or-nothing, one transaction time."""

    def __init__(
        self,
        driver: Driver,
        database: str = "neo4j",
        max_text: int = MAX_TEXT,
        embedder: Embedder | None = None,
    ) -> None:
        self.driver = driver
        self.database = database
        self.max_text = max_text
        self.embedder = embedder

    def write(
        self,
        ctx: Context,
        ops: Sequence[Operation],
        tx_time: datetime | None = None,
        sources: Sequence[Evidence] = (),
        actions: Sequence[TrustAction] = (),
        forget: str | None = None,
        merge: EntityMerge | None = None,
    ) -> WriteResult:
        """Apply `ops` in order in one transaction. `tx_time` is import mode (see docs).

        `sources` are stored as `:Source` nodes in the same transaction even when no operation
        refers to them (what was said is kept when nothing could be extracted from it).
        `actions` are operator trust actions on versions by id (verify, dispute, revoke), applied
        after `ops`. `forget` writes a tombstone for that topic and revokes every live version
        that mentions it. Operations and sources that mention a tombstoned topic are refused
        and listed in `blocked`.
        """
        if not ops and not sources and not actions and forget is None and merge is None:
            raise InvalidInput("empty_batch", "a write needs at least one operation")
        if forget is not None and not name_key(forget):
            raise InvalidInput("invalid_topic", "a topic to forget must contain letters or digits")
        for op in ops:
            validate(op, self.max_text)
        ops = self._embed(list(ops))
        imported = utc(tx_time, "tx_time") if tx_time is not None else None
        if imported is not None and imported > now_utc():
            raise InvalidInput(
                "tx_time_in_future", "an imported transaction time cannot be in the future"
            )
        with self.driver.session(database=self.database) as session:
            return session.execute_write(
                self._work, ctx, ops, imported, list(sources), list(actions), forget, merge
            )

    def _embed(self, ops: list[Operation]) -> list[Operation]:
        """Embed the statements of asserts that carry no embedding (outside the transaction)."""
        if self.embedder is None:
            return ops
        todo = [i for i, op in enumerate(ops) if op.op is Op.ASSERT and op.embedding is None]
        if not todo:
            return ops
        vectors = self.embedder([ops[i].statement or ops[i].default_statement() for i in todo])
        for i, vector in zip(todo, vectors, strict=True):
            ops[i] = replace(ops[i], embedding=vector)
        return ops

    # ---- the transaction function --------------------------------------------------------
    def _work(
        self,
        tx: ManagedTransaction,
        ctx: Context,
        ops: list[Operation],
        imported: datetime | None,
        sources: list[Evidence],
        actions: list[TrustAction],
        forget: str | None,
        merge: EntityMerge | None,
    ) -> WriteResult:
        tx_id, tx_time = tick_clock(tx, ctx.tenant, imported)
        tombstones = Tombstones.load(tx, ctx)
        blocked: list[dict[str, Any]] = []
        kept: list[tuple[int, Operation]] = []
        for index, op in enumerate(ops):
            topic = tombstones.mentioned_by(op.texts())
            if topic is None:
                said = op.evidence
                source_topic = tombstones.mentioned_by([said.text, said.speaker]) if said else None
                if said is not None and source_topic is not None:
                    # the claim is fine, the message it came from is not: keep no text
                    op = replace(op, evidence=replace(said, text=None))
                    blocked.append(
                        {"source": said.ref, "reason": "forgotten topic", "topic": source_topic}
                    )
                kept.append((index, op))
            else:
                blocked.append(
                    {
                        "operation": index,
                        "reason": "forgotten topic",
                        "topic": topic,
                        "statement": None,
                    }
                )
        kept_sources = []
        for ev in sources:
            topic = tombstones.mentioned_by([ev.text, ev.speaker])
            if topic is None:
                if tombstones.mentioned_by([ev.search_text]) is not None:
                    ev = replace(ev, search_text=None)  # the message before it said it
                kept_sources.append(ev)
            else:
                blocked.append({"source": ev.ref, "reason": "forgotten topic", "topic": topic})
        aliases: dict[str, str] = {}
        merged: list[tuple[Operation, dict[str, Any]]] = []
        if merge is not None:
            aliases, merged = self._plan_merge(tx, ctx, merge)
        targets = self._resolve(tx, ctx, [op for _, op in kept] + [op for op, _ in merged], aliases)
        merge_targets = targets[len(kept) :]
        targets = targets[: len(kept)]
        revoke_ids: list[str] = []
        if forget is not None:
            revoke_ids = self._mentioning(tx, ctx, forget)
        loaded = self._load_by_id(tx, ctx, [a.fact_id for a in actions] + revoke_ids)
        for action in actions:
            if action.fact_id not in loaded:
                raise NotFound(
                    "not_found",
                    f"no fact {action.fact_id!r} in namespace {ctx.namespace!r}",
                )
        live = self._lock_and_load(
            tx,
            ctx,
            tx_id,
            targets + merge_targets,
            list(loaded.values()) + [props for _, props in merged],
        )
        planner = TransactionPlanner(live)
        for (_, props), target in zip(merged, merge_targets, strict=True):
            planner.revoke(_current(live, props))
            carrier = self._apply(planner, ctx, target)
            if carrier is not None:
                planner.link(carrier, props["id"], "merge")
        carriers: list[str | None] = [None] * len(ops)
        for (index, _), target in zip(kept, targets, strict=True):
            carriers[index] = self._apply(planner, ctx, target)
        resolved = self._apply_actions(planner, actions, loaded, live)
        for fact_id in revoke_ids:
            planner.revoke(_current(live, loaded[fact_id]))
        plan = planner.plan()
        self._store(tx, ctx, tx_id, tx_time, imported is not None, plan, targets)
        if plan.contradictions:
            tx.run(
                query("create_contradictions"),
                tx_id=tx_id,
                rows=[
                    {
                        "id": "c_" + uuid.uuid4().hex,
                        "from": c.claim,
                        "to": c.against,
                        "weight": c.weight,
                        "detected_by": c.detected_by,
                    }
                    for c in plan.contradictions
                ],
            ).consume()
        if resolved:
            tx.run(
                query("resolve_contradictions"), ids=resolved, tx_id=tx_id, actor=ctx.actor
            ).consume()
        if merge is not None:
            self._record_alias(tx, ctx, tx_id, merge, aliases)
        if forget is not None:
            tx.run(
                query("create_tombstone"),
                tx_id=tx_id,
                tenant=ctx.tenant,
                namespace=ctx.namespace,
                **Tombstones.record(forget, keep_topic=True),
            ).consume()
        if kept_sources:
            tx.run(
                query("store_sources"),
                tx_id=tx_id,
                tenant=ctx.tenant,
                namespace=ctx.namespace,
                sources=[_source_row(ctx, ev) for ev in kept_sources],
            ).consume()
        result = WriteResult(tx_id=tx_id, tx_time=tx_time)
        result.created = [v.id for v in plan.creates]
        result.revoked = list(plan.revokes)
        result.corroborated = [fact_id for fact_id, _ in plan.corroborated]
        result.blocked = [b for i, b in enumerate(blocked) if b not in blocked[:i]]
        result.contradictions = [
            {
                "claim": c.claim,
                "against": c.against,
                "weight": c.weight,
                "detected_by": c.detected_by,
                "status": "open",
            }
            for c in plan.contradictions
        ]
        # what this transaction created is known here; read back only versions stored before
        # (corroborated carriers) and those that inherited evidence from a stored version
        by_id = {
            v.id: fact_to_api(_planned_row(v, tx_id, tx_time))
            for v in plan.creates
            if v.inherit_evidence_from is None
        }
        wanted = ({c for c in carriers if c is not None} | set(result.created)) - set(by_id)
        if wanted:
            for record in tx.run(query("versions_by_ids"), ids=sorted(wanted)):
                by_id[record["fact"]["id"]] = fact_to_api(record["fact"])
        # None for a retract, and for an assert whose version a later operation of the same
        # transaction replaced again (it is not kept)
        result.facts = [by_id.get(c) if c is not None else None for c in carriers]
        result.created_facts = [by_id[i] for i in result.created]
        return result

    def _entity_ids(
        self, tx: ManagedTransaction, ctx: Context, names: list[str], extra: dict[str, str]
    ) -> dict[str, str]:
        """Name -> entity id, honouring declared aliases (and those of this transaction)."""
        by_alias = {alias_id(ctx.tenant, ctx.namespace, n): n for n in names}
        found = dict(extra)
        for r in tx.run(query("resolve_aliases"), ids=sorted(set(by_alias) - set(found))):
            found[r["id"]] = r["entity_id"]
        return {
            name: found.get(aid) or entity_id(ctx.tenant, ctx.namespace, name)
            for aid, name in by_alias.items()
        }

    def _resolve(
        self,
        tx: ManagedTransaction,
        ctx: Context,
        ops: list[Operation],
        aliases: dict[str, str] | None = None,
    ) -> list[_Target]:
        names = [op.subject for op in ops] + [op.object for op in ops if op.object is not None]
        ids = self._entity_ids(tx, ctx, names, aliases or {})
        predicates = sorted({normalise_predicate(op.predicate) for op in ops})
        declared = {
            r["name"]: r["cardinality"]
            for r in tx.run(query("predicate_cardinality"), tenant=ctx.tenant, names=predicates)
        }
        targets: list[_Target] = []
        slots: dict[tuple[str, str], set[str]] = {}
        for op in ops:
            predicate = normalise_predicate(op.predicate)
            cardinality = (
                Cardinality(declared[predicate])
                if declared.get(predicate)
                else builtin_cardinality(predicate)
            )
            subject_id = ids[op.subject]
            object_id = ids[op.object] if op.object is not None else None
            token = (
                f"e:{object_id}"
                if object_id is not None
                else f"v:{json.dumps(op.value, sort_keys=True)}"
                if op.value is not None
                else None
            )
            if cardinality is Cardinality.SINGLE:
                keys: tuple[str, ...] = (
                    stable_id("key", ctx.tenant, ctx.namespace, subject_id, predicate),
                )
            elif token is not None:
                keys = (stable_id("key", ctx.tenant, ctx.namespace, subject_id, predicate, token),)
            else:  # every object's key: stored ones, and those earlier operations here create
                stored = {
                    r["key"]
                    for r in tx.run(
                        query("keys_of_slot"),
                        tenant=ctx.tenant,
                        namespace=ctx.namespace,
                        subject_id=subject_id,
                        predicate=predicate,
                    )
                }
                keys = tuple(sorted(stored | slots.get((subject_id, predicate), set())))
            slots.setdefault((subject_id, predicate), set()).update(keys)
            targets.append(_Target(op, predicate, subject_id, keys, cardinality, object_id, token))
        return targets

    def _lock_and_load(
        self,
        tx: ManagedTransaction,
        ctx: Context,
        tx_id: str,
        targets: list[_Target],
        extra: list[dict[str, Any]],
    ) -> dict[str, list[Version]]:
        keys: dict[str, dict[str, str]] = {}
        for t in targets:
            for key in t.keys:
                keys[key] = {"id": key, "subject_id": t.subject_id, "predicate": t.predicate}
        for props in extra:
            keys[props["key"]] = {
                "id": props["key"],
                "subject_id": props["subject_id"],
                "predicate": props["predicate"],
            }
        live: dict[str, list[Version]] = {}
        records = tx.run(
            query("lock_keys"),
            keys=[keys[k] for k in sorted(keys)],
            tenant=ctx.tenant,
            namespace=ctx.namespace,
            tx_id=tx_id,
        )
        for record in records:
            live[record["key"]] = [_version(f) for f in record["live"]]
        return live

    def _plan_merge(
        self, tx: ManagedTransaction, ctx: Context, merge: EntityMerge
    ) -> tuple[dict[str, str], list[tuple[Operation, dict[str, Any]]]]:
        """The alias to record and the live versions of the merged entity, re-keyed."""
        if not name_key(merge.alias) or not name_key(merge.into):
            raise InvalidInput("invalid_entity", "entity names must contain letters or digits")
        if name_key(merge.alias) == name_key(merge.into):
            raise InvalidInput("invalid_merge", "an entity cannot be an alias of itself")
        ids = self._entity_ids(tx, ctx, [merge.alias, merge.into], {})
        merged_id, target_id = ids[merge.alias], ids[merge.into]
        aliases = {alias_id(ctx.tenant, ctx.namespace, merge.alias): target_id}
        if merged_id == target_id:
            return aliases, []
        moved: list[tuple[Operation, dict[str, Any]]] = []
        for row in tx.run(
            query("entity_live_versions"),
            tenant=ctx.tenant,
            namespace=ctx.namespace,
            entity_id=merged_id,
        ):
            props = dict(row["f"])
            if props.get("trust") == Trust.DISPUTED.value:
                continue  # disputed claims stay where they are, outside any timeline
            as_subject = props["subject_id"] == merged_id
            as_object = props.get("object_id") == merged_id
            op = Operation(
                Op.ASSERT,
                subject=merge.into if as_subject else props["subject_name"],
                predicate=props["predicate"],
                period=Period(
                    utc(props["valid_from"].to_native()), utc(props["valid_to"].to_native())
                ),
                object=merge.into if as_object else props.get("object_name"),
                value=props.get("value"),
                polarity=props.get("polarity", True),
                statement=props.get("statement"),
                trust=Trust(props["trust"]),
                confidence=props.get("confidence"),
                embedding=props.get("embedding"),
            )
            moved.append((op, props))
        return aliases, moved

    def _record_alias(
        self,
        tx: ManagedTransaction,
        ctx: Context,
        tx_id: str,
        merge: EntityMerge,
        aliases: dict[str, str],
    ) -> None:
        ((aid, target_id),) = aliases.items()
        tx.run(
            query("record_alias"),
            tx_id=tx_id,
            tenant=ctx.tenant,
            namespace=ctx.namespace,
            alias_id=aid,
            alias=merge.alias.strip(),
            alias_key=name_key(merge.alias),
            entity_id=target_id,
            name=merge.into.strip(),
            name_key=name_key(merge.into),
            partition=partition_token(ctx.tenant, ctx.namespace),
            merged_id=entity_id(ctx.tenant, ctx.namespace, merge.alias),
        ).consume()

    def _load_by_id(
        self, tx: ManagedTransaction, ctx: Context, ids: list[str]
    ) -> dict[str, dict[str, Any]]:
        if not ids:
            return {}
        rows = tx.run(
            query("load_versions"), ids=sorted(set(ids)), tenant=ctx.tenant, namespace=ctx.namespace
        )
        return {r["f"]["id"]: dict(r["f"]) for r in rows}

    def _mentioning(self, tx: ManagedTransaction, ctx: Context, topic: str) -> list[str]:
        """Live versions whose subject, object, value or statement mention `topic`."""
        stones = Tombstones.of_topic(topic)
        rows = tx.run(
            query("facts_mentioning"),
            tenant=ctx.tenant,
            namespace=ctx.namespace,
            needles=sorted({topic.casefold().strip(), name_key(topic)}),
        )
        return [
            r["id"]
            for r in rows
            if stones.mentioned_by([r["statement"], r["subject"], r["object"], r["value"]])
        ]

    def _apply_actions(
        self,
        planner: TransactionPlanner,
        actions: list[TrustAction],
        loaded: dict[str, dict[str, Any]],
        live: dict[str, list[Version]],
    ) -> list[str]:
        """Operator calls; returns the ids whose open contradictions they resolve."""
        resolved: list[str] = []
        for action in actions:
            props = loaded[action.fact_id]
            if from_db(props["revoked_at"]) is not None:
                raise Conflict(
                    "already_revoked",
                    f"fact {action.fact_id} is no longer live "
                    "(revoked); act on its current version",
                )
            version = _current(live, props)
            disputed = props.get("trust") == Trust.DISPUTED.value
            if action.action is TrustActionKind.VERIFY and disputed:
                # resolution: the disputed claim becomes an ordinary, verified assert
                planner.revoke(version)
                fields = {**version.fields, "trust": Trust.VERIFIED.value}
                planner.assert_(
                    version.key, version.payload, version.period, fields, "correction", None
                )
                resolved.append(version.id)
            elif action.action is TrustActionKind.VERIFY:
                planner.set_trust(version, Trust.VERIFIED.value, "verify")
            elif action.action is TrustActionKind.DISPUTE:
                if disputed:
                    raise Conflict("already_disputed", f"fact {action.fact_id} is already disputed")
                planner.dispute(version)
            else:
                planner.revoke(version)
                if disputed:
                    resolved.append(version.id)
        return resolved

    def _apply(self, planner: TransactionPlanner, ctx: Context, t: _Target) -> str | None:
        op = t.op
        if op.op is Op.RETRACT:
            for key in t.keys:
                planner.retract(key, op.period, t.object_token)
            return None
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
        return planner.assert_(
            t.keys[0], t.payload(), op.period, fields, op.kind.value, op.evidence
        )

    def _store(
        self,
        tx: ManagedTransaction,
        ctx: Context,
        tx_id: str,
        tx_time: datetime,
        imported: bool,
        plan: Plan,
        targets: list[_Target],
    ) -> None:
        record_tx(tx, ctx, tx_id, tx_time, imported, ctx.reason)
        if plan.revokes:
            tx.run(query("revoke_versions"), ids=plan.revokes, tx_id=tx_id).consume()
        if plan.creates:
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
            tx.run(
                query("merge_entities"), entities=list(entities.values()), time=tx_time
            ).consume()
            versions = []
            for v in plan.creates:
                props = dict(v.fields)
                props.update(id=v.id, valid_from=v.period.start, valid_to=v.period.end)
                versions.append({"props": props})
            tx.run(query("create_versions"), versions=versions, tx_id=tx_id).consume()
            edges = [
                {"from": v.id, "to": e.target, "type": e.type, "kind": e.kind}
                for v in plan.creates
                for e in v.edges
            ]
            if edges:
                tx.run(query("create_lineage"), edges=edges).consume()
        evidence: list[dict[str, Any]] = []
        for v in plan.creates:
            evidence.extend(_evidence_row(ctx, v.id, ev) for ev in v.evidence)
        for fact_id, ev in plan.corroborated:
            if ev is not None:
                evidence.append(_evidence_row(ctx, fact_id, ev))
        if evidence:
            tx.run(
                query("attach_evidence"),
                evidence=evidence,
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


def _planned_row(v: Version, tx_id: str, tx_time: datetime) -> dict[str, Any]:
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


def _version(props: dict[str, Any]) -> Version:
    return Version(
        id=props["id"],
        key=props["key"],
        payload=props["payload"],
        period=Period(utc(props["valid_from"].to_native()), utc(props["valid_to"].to_native())),
        persisted=True,
        fields={k: v for k, v in props.items() if k not in _PER_VERSION},
    )


def _current(live: dict[str, list[Version]], props: dict[str, Any]) -> Version:
    """The planner's object for a loaded version (the live one if it is in the timeline)."""
    for version in live.get(props["key"], []):
        if version.id == props["id"]:
            return version
    return _version(props)


def source_id(ctx: Context, ev: Evidence) -> str:
    """One `:Source` per (tenant, namespace, kind, scope, ref); an unscoped, ref-less source
    is anonymous (its own node)."""
    ref = ev.ref if ev.ref is not None else f"anonymous:{uuid.uuid4().hex}"
    if ev.scope:
        return stable_id("src", ctx.tenant, ctx.namespace, ev.kind, ev.scope, ref)
    return stable_id("src", ctx.tenant, ctx.namespace, ev.kind, ref)


def _source_row(ctx: Context, ev: Evidence) -> dict[str, Any]:
    return {
        "id": source_id(ctx, ev),
        "scope": ev.scope,
        "kind": ev.kind,
        "ref": ev.ref,
        "observed_at": ev.observed_at,
        "text": ev.text,
        "speaker": ev.speaker,
        "origin": ev.origin_key(),
        "partition": partition_token(ctx.tenant, ctx.namespace),
        "search_text": ev.search_text,
        "embedding": list(ev.embedding) if ev.embedding is not None else None,
    }


def _evidence_row(ctx: Context, fact_id: str, ev: Evidence) -> dict[str, Any]:
    start, end = ev.span if ev.span is not None else (None, None)
    return {
        "source_id": source_id(ctx, ev),
        "scope": ev.scope,
        "fact_id": fact_id,
        "speaker": ev.speaker,
        "origin": ev.origin_key(),
        "partition": partition_token(ctx.tenant, ctx.namespace),
        "kind": ev.kind,
        "ref": ev.ref,
        "observed_at": ev.observed_at,
        "text": ev.text,
        "start": start,
        "end": end,
    }


__all__ = ["END_OF_TIME", "Writer", "starting_trust", "validate"]
