"""The tenant's transaction clock and the `:Tx` audit record of each write."""

from __future__ import annotations

import uuid
from datetime import datetime

from neo4j import ManagedTransaction

from chronofact.graph.errors import Conflict
from chronofact.graph.models import Context
from chronofact.graph.neo4j import query
from chronofact.graph.time import from_db, iso, now_utc, utc


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
    asserted: int = 0,
) -> None:
    """The `:Tx` audit record of a write (`create_tx.cypher`): who, when, why, and how many
    versions it asserts."""
    tx.run(
        query("create_tx"),
        asserted=asserted,
        tx_id=tx_id,
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        time=tx_time,
        actor=ctx.actor,
        reason=reason,
        request_id=ctx.request_id,
        imported=imported,
    ).consume()
