"""The one write path: every assert, retract, batch, import and ingest goes through `Writer.write`.

One call = one Neo4j transaction = one transaction time T. The transaction function runs these
steps, each in its own module:

1. tick the tenant's clock (`clock.tick_clock`), which also serialises the tenant's writers
   (its lock, held until commit, is what locks every key of the tenant);
2. screen the operations, sources and audit reason against the tombstones
   (`tombstones.screen`);
3. plan an entity merge, if any (`merges.plan_merge`; one naming a forgotten topic is refused);
4. resolve the operations' keys and load their live versions (`keys`), together with
   the versions named by trust actions or mentioning a topic to forget;
5. plan everything in order in memory (`planner.TransactionPlanner`; trust actions: `trust`);
6. write the net effect (`store`) and the follow-ups: contradictions, resolutions, the alias,
   the tombstone, the sources;
7. read back what the result needs that the transaction did not write itself
   (`result.settle`), and shape the result (`Outcome.result`): after the commit, outside the
   tenant's lock, unless `on_commit` needs the result inside the transaction.

Either everything is committed or nothing is. The driver's managed transaction retries the
whole function on transient errors (deadlocks, leader switches), re-planning from scratch.

`write` = `commit(prepare(...))`. `prepare` does everything that needs no database and no lock
(redaction, validation, embeddings), so a caller with several writes for one tenant can prepare
the next while the previous one commits (`pipeline.ahead`; `chronofact import` does).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from neo4j import Driver, ManagedTransaction

from chronofact.graph.models import (
    Context,
    EntityMerge,
    Evidence,
    Op,
    Operation,
    TrustAction,
    WriteResult,
)
from chronofact.graph.write.clock import tick_clock
from chronofact.graph.write.embedding import Embedder, embed_statements
from chronofact.graph.write.keys import (
    LiveVersions,
    Target,
    current_version,
    load_by_id,
    lock_and_load,
    resolve_targets,
)
from chronofact.graph.write.merges import MergePlan, plan_merge, record_alias
from chronofact.graph.write.planner import Plan, TransactionPlanner
from chronofact.graph.write.redaction import redact_write
from chronofact.graph.write.result import Outcome, settle
from chronofact.graph.write.rows import version_fields
from chronofact.graph.write.store import (
    resolve_contradictions,
    store_contradictions,
    store_plan,
    store_sources,
)
from chronofact.graph.write.tombstones import (
    Screened,
    Tombstones,
    live_mentioning,
    screen,
    screen_context,
    store_tombstone,
)
from chronofact.graph.write.trust import plan_trust_actions, require_targets
from chronofact.graph.write.validate import MAX_TEXT, import_time, validate_request

OnCommit = Callable[[ManagedTransaction, WriteResult], None]
"""Runs last inside the write's transaction, with its result (e.g. to store an idempotency
record that must commit together with the write)."""


@dataclass(frozen=True)
class WriteRequest:
    """One call of `Writer.write`, validated (see its docstring for the parts)."""

    ops: list[Operation]
    imported: datetime | None
    sources: list[Evidence]
    actions: list[TrustAction]
    forget: str | None
    merge: EntityMerge | None
    on_commit: OnCommit | None = None


@dataclass(frozen=True)
class PreparedWrite:
    """A write redacted, validated and embedded (`Writer.prepare`), ready for `Writer.commit`."""

    ctx: Context
    request: WriteRequest


@dataclass(frozen=True)
class _Touched:
    """What the transaction touches, resolved and locked."""

    targets: list[Target]  # the screened operations', in order
    merge_targets: list[Target]  # the merge's re-asserts', in order
    loaded: dict[str, dict[str, Any]]  # versions named by trust actions or to forget, by id
    forgotten: list[str]  # ids of the live versions that mention the topic to forget
    live: LiveVersions


class Writer:
    """Applies operations through the write primitive, all-or-nothing, one transaction time."""

    def __init__(
        self,
        driver: Driver,
        database: str = "neo4j",
        max_text: int = MAX_TEXT,
        embedder: Embedder | None = None,
        fresh_fast_path: bool = True,
    ) -> None:
        self.driver = driver
        self.database = database
        self.max_text = max_text
        self.embedder = embedder
        self.fresh_fast_path = fresh_fast_path

    def write(
        self,
        ctx: Context,
        ops: Sequence[Operation],
        tx_time: datetime | None = None,
        sources: Sequence[Evidence] = (),
        actions: Sequence[TrustAction] = (),
        forget: str | None = None,
        merge: EntityMerge | None = None,
        on_commit: OnCommit | None = None,
    ) -> WriteResult:
        """Apply `ops` in order in one transaction. `tx_time` is import mode (see docs).

        `sources` are stored as `:Source` nodes in the same transaction even when no operation
        refers to them (what was said is kept when nothing could be extracted from it).
        `actions` are operator trust actions on versions by id (verify, dispute, revoke), applied
        after `ops`. `forget` writes a tombstone for that topic and revokes every live version
        that mentions it. Operations and sources that mention a tombstoned topic are refused
        and listed in `blocked`. Secrets in any text are redacted first (`redaction`).
        """
        return self.commit(
            self.prepare(ctx, ops, tx_time, sources, actions, forget, merge, on_commit)
        )

    def prepare(
        self,
        ctx: Context,
        ops: Sequence[Operation],
        tx_time: datetime | None = None,
        sources: Sequence[Evidence] = (),
        actions: Sequence[TrustAction] = (),
        forget: str | None = None,
        merge: EntityMerge | None = None,
        on_commit: OnCommit | None = None,
    ) -> PreparedWrite:
        """The part of `write` that needs no database: redaction, validation (bad input is
        refused here), the import time's check and the statements' embeddings."""
        something_else = bool(sources or actions) or forget is not None or merge is not None
        ctx, ops, sources = redact_write(ctx, ops, sources)
        validate_request(ops, self.max_text, something_else, forget)
        embedded = self._embed(list(ops))
        request = WriteRequest(
            embedded, import_time(tx_time), list(sources), list(actions), forget, merge, on_commit
        )
        return PreparedWrite(ctx, request)

    def commit(self, prepared: PreparedWrite) -> WriteResult:
        """The transaction of a prepared write; its result is shaped after the commit (when
        no `on_commit` needs it inside)."""
        done = self.apply(prepared)
        return done if isinstance(done, WriteResult) else done.result()

    def apply(self, prepared: PreparedWrite) -> WriteResult | Outcome:
        """The transaction of a prepared write, its result not yet shaped (`Outcome.result`)
        unless `on_commit` needed it: a caller that only counts what was written (`chronofact
        import`) skips shaping thousands of facts."""
        with self.driver.session(database=self.database) as session:
            return session.execute_write(self._work, prepared.ctx, prepared.request)

    def _embed(self, ops: list[Operation]) -> list[Operation]:
        """Embed the statements of asserts that carry no embedding (outside the transaction)."""
        if self.embedder is not None:
            embed_statements(self.embedder, ops)
        return ops

    def _work(
        self, tx: ManagedTransaction, ctx: Context, request: WriteRequest
    ) -> WriteResult | Outcome:
        """The transaction function (re-run from scratch on transient errors)."""
        tx_id, tx_time = tick_clock(tx, ctx.tenant, request.imported)
        tombstones = Tombstones.load(tx, ctx)
        ctx = screen_context(tombstones, ctx)
        screened = screen(tombstones, request.ops, request.sources)
        merge = (
            plan_merge(tx, ctx, request.merge, tombstones)
            if request.merge is not None
            else MergePlan()
        )
        touched = _touch(tx, ctx, request, screened, merge, self.fresh_fast_path)
        planner = TransactionPlanner(touched.live)
        _plan_merge_moves(planner, ctx, merge, touched)
        carriers = _plan_operations(planner, ctx, len(request.ops), screened, touched)
        resolved = plan_trust_actions(planner, request.actions, touched.loaded, touched.live)
        for fact_id in touched.forgotten:
            planner.revoke(current_version(touched.live, touched.loaded[fact_id]))
        plan = planner.plan()
        store_plan(tx, ctx, tx_id, tx_time, request.imported is not None, plan, touched.targets)
        _store_follow_ups(tx, ctx, tx_id, request, plan, resolved, merge, screened)
        outcome = settle(tx, tx_id, tx_time, plan, carriers, screened.blocked)
        if request.on_commit is None:
            return outcome
        result = outcome.result()
        request.on_commit(tx, result)
        return result


def _touch(
    tx: ManagedTransaction,
    ctx: Context,
    request: WriteRequest,
    screened: Screened,
    merge: MergePlan,
    fresh_fast_path: bool,
) -> _Touched:
    """Resolve the keys of the operations and of the merge's moves, find the versions trust
    actions name and those to forget, and load the live versions of every touched key (locked
    by the tenant's clock)."""
    ops = [op for _, op in screened.ops] + [moved.op for moved in merge.moved]
    resolved = resolve_targets(tx, ctx, ops, merge.aliases)
    targets, merge_targets = resolved[: len(screened.ops)], resolved[len(screened.ops) :]
    forgotten = live_mentioning(tx, ctx, request.forget) if request.forget is not None else []
    loaded = load_by_id(tx, ctx, [a.fact_id for a in request.actions] + forgotten)
    require_targets(ctx, request.actions, loaded)
    live = lock_and_load(
        tx,
        ctx,
        targets + merge_targets,
        list(loaded.values()) + [moved.old for moved in merge.moved],
        fresh_fast_path,
    )
    return _Touched(targets, merge_targets, loaded, forgotten, live)


def _plan_merge_moves(
    planner: TransactionPlanner, ctx: Context, merge: MergePlan, touched: _Touched
) -> None:
    """Each moved version is revoked and re-asserted on its new key, `EXTENDS {kind:'merge'}`."""
    for moved, target in zip(merge.moved, touched.merge_targets, strict=True):
        planner.revoke(current_version(touched.live, moved.old))
        carrier = _plan_operation(planner, ctx, target)
        if carrier is not None:
            planner.link(carrier, moved.old["id"], "merge")


def _plan_operations(
    planner: TransactionPlanner,
    ctx: Context,
    count: int,
    screened: Screened,
    touched: _Touched,
) -> list[str | None]:
    """Plan the screened operations in order; for each of the request's `count` operations,
    the id of the version that carries it (None for a retract or a refused operation)."""
    carriers: list[str | None] = [None] * count
    for (index, _), target in zip(screened.ops, touched.targets, strict=True):
        carriers[index] = _plan_operation(planner, ctx, target)
    return carriers


def _plan_operation(planner: TransactionPlanner, ctx: Context, t: Target) -> str | None:
    """One resolved operation -> the planner; an assert returns the id of its carrier."""
    op = t.op
    if op.op is Op.RETRACT:
        # an end read from text that names no value ends what held when it happened
        held_then = op.extractor is not None and not op.has_object
        for key in t.keys:
            planner.retract(key, op.period, t.object_token, held_then)
        return None
    return planner.assert_(
        t.keys[0], t.payload(), op.period, version_fields(ctx, t), op.kind.value, op.evidence
    )


def _store_follow_ups(
    tx: ManagedTransaction,
    ctx: Context,
    tx_id: str,
    request: WriteRequest,
    plan: Plan,
    resolved: list[str],
    merge: MergePlan,
    screened: Screened,
) -> None:
    """After the plan: contradictions found and resolved, the merge's alias, the tombstone of
    the forgotten topic, the sources that passed the tombstones."""
    store_contradictions(tx, tx_id, plan.contradictions)
    resolve_contradictions(tx, ctx, tx_id, resolved)
    if request.merge is not None:
        record_alias(tx, ctx, tx_id, request.merge, merge)
    if request.forget is not None:
        store_tombstone(tx, ctx, tx_id, request.forget, keep_topic=True)
    store_sources(tx, ctx, tx_id, screened.sources)
