"""Forgetting (DESIGN.md section 6; docs/trust-and-forgetting.md).

- `forget(topic)` goes through the one write primitive (`Writer.write(..., forget=topic)`): a
  tombstone plus the revocation of every live version that mentions the topic, in one
  transaction; history stays for audit and every later write mentioning the topic is refused.
- `erase(topic)` is the privacy operation: afterwards no property of any node or relationship
  of the namespace, no index and no recall holds the topic's words or what was derived from
  them. It runs as a series of bounded transactions, so it finishes whatever the namespace's
  size, and it can be re-run until it completes:

  1. one transaction: the audit `:Tx` and the tombstone, which stores only a keyed hash of the
     words, so from here on no write can bring the words back;
  2. sweeps over the namespace, one page (`ERASE_PAGE` nodes) per transaction: each page is
     read (`erase_scan.cypher`), judged in Python with the folding of every other comparison
     (`erase_plan`), and its deletions and rewrites written - until a sweep finds nothing;
  3. with each page: aliases naming an erased entity, merge marks pointing at one, and the
     entities only erased versions named;
  4. the payload-free `:Erasure` record (counts only).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from neo4j import Driver, ManagedTransaction, Session

from chronofact.graph.entities import name_key
from chronofact.graph.erase_plan import PagePlan, plan_page
from chronofact.graph.errors import InvalidInput, Unavailable
from chronofact.graph.models import Context
from chronofact.graph.neo4j import query
from chronofact.graph.write import Topic, record_tx, store_tombstone, tick_clock

ERASE_PAGE = 2000
"""Nodes one erase transaction reads and acts on."""

MAX_SWEEPS = 5
"""Sweeps over the namespace before an erase gives up (each sweep after the first only finds
what was written meanwhile by a write that raced the tombstone)."""


@dataclass
class Erased:
    tx_id: str
    tx_time: str
    facts: int = 0
    keys: int = 0
    sources: int = 0
    entities: int = 0
    aliases: int = 0
    search_texts: int = 0
    """Replies whose search text no longer includes an erased message before them."""
    properties: int = 0
    """Properties removed from nodes and relationships that stay (audit reasons, topics)."""
    replays: int = 0
    """Stored answers to Idempotency-Keys of the namespace (response texts), all deleted."""

    def counts(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self) if f.type == "int"}


def erase(
    driver: Driver, ctx: Context, topic: str, database: str = "neo4j", page: int = ERASE_PAGE
) -> Erased:
    if not name_key(topic):
        raise InvalidInput("invalid_topic", "a topic to erase must contain letters or digits")
    with driver.session(database=database) as session:
        erased = session.execute_write(_begin, ctx, topic)
        for _ in range(MAX_SWEEPS):
            if not _sweep(session, ctx, Topic(topic), page, erased):
                break
        else:
            raise Unavailable(
                "erase_incomplete",
                "writes kept racing the erase; run it again to finish (it is safe to re-run)",
            )
        session.execute_write(_finish, ctx, erased)
    return erased


def _begin(tx: ManagedTransaction, ctx: Context, topic: str) -> Erased:
    """The audit record and the hash-only tombstone, before anything is deleted."""
    tx_id, tx_time = tick_clock(tx, ctx.tenant)
    record_tx(tx, ctx, tx_id, tx_time, imported=False, reason="erase")
    store_tombstone(tx, ctx, tx_id, topic, keep_topic=False)
    replays = tx.run(query("erase_idempotency"), tenant=ctx.tenant, namespace=ctx.namespace).single(
        strict=True
    )["replays"]
    return Erased(tx_id=tx_id, tx_time=tx_time.isoformat(), replays=replays)


def _sweep(session: Session, ctx: Context, topic: Topic, page: int, erased: Erased) -> bool:
    """One pass over the namespace, a page per transaction; whether it changed anything."""
    after = ""
    changed = False
    while True:
        rows = session.execute_read(_scan, ctx, after, page)
        if not rows:
            return changed
        plan = plan_page(topic, rows)
        if not plan.empty:
            done = session.execute_write(_apply, ctx, plan)
            for name, n in done.items():
                setattr(erased, name, getattr(erased, name) + n)
            changed = True
        if len(rows) < page:
            return changed
        after = rows[-1]["element_id"]


def _scan(tx: ManagedTransaction, ctx: Context, after: str, limit: int) -> list[dict[str, Any]]:
    rows = tx.run(
        query("erase_scan"),
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        after=after,
        limit=limit,
    )
    return [dict(r) for r in rows]


def _apply(tx: ManagedTransaction, ctx: Context, plan: PagePlan) -> dict[str, int]:
    """One page's deletions and rewrites; what they did. The page first takes the tenant's
    writer lock (`lock_tenant`): writes lock their keys only through it."""
    partition: dict[str, Any] = {"tenant": ctx.tenant, "namespace": ctx.namespace}
    tx.run(query("lock_tenant"), tenant=ctx.tenant, owner="erase").consume()
    rows = tx.run(query("erase_keys"), keys=sorted(plan.keys), **partition).single(strict=True)
    tx.run(query("erase_nodes"), element_ids=plan.deleted, **partition).consume()
    tx.run(query("erase_update_nodes"), updates=plan.node_updates, **partition).consume()
    tx.run(
        query("erase_update_relationships"), updates=plan.relationship_updates, **partition
    ).consume()
    links = tx.run(query("erase_links"), entities=plan.entities, **partition).single(strict=True)
    orphans = tx.run(query("erase_orphans"), ids=sorted(set(rows["entities"])), **partition).single(
        strict=True
    )
    return {
        "facts": rows["facts"] or 0,
        "keys": rows["keys"] or 0,
        "sources": plan.sources,
        "entities": len(plan.entities) + orphans["orphans"],
        "aliases": plan.aliases + links["aliases"],
        "search_texts": plan.search_texts,
        "properties": plan.properties,
    }


def _finish(tx: ManagedTransaction, ctx: Context, erased: Erased) -> None:
    params: dict[str, Any] = {
        "tenant": ctx.tenant,
        "namespace": ctx.namespace,
        "actor": ctx.actor,
        "tx_id": erased.tx_id,
        **erased.counts(),
    }
    tx.run(query("create_erasure"), params).consume()
    # stored analytics may rest on what was erased (chronofact.graph.analytics): drop them
    tx.run(query("analytics_clear"), tenant=ctx.tenant, namespace=ctx.namespace).consume()
