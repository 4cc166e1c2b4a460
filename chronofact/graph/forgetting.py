"""Forgetting (DESIGN.md section 6).

- `forget(topic)` goes through the one write primitive (`Writer.write(..., forget=topic)`): a
  tombstone plus the revocation of every live version that mentions the topic, in one
  transaction; history stays for audit and every later write mentioning the topic is refused.
- `erase(topic)` is the privileged privacy operation here: in one transaction it physically
  deletes every version of every key that ever mentioned the topic (all valid and transaction
  time, with edges, embeddings and index entries), the sources and entities that mention it,
  and leaves a payload-free `:Erasure` record plus a hash-only tombstone.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from neo4j import Driver, ManagedTransaction

from chronofact.graph.entities import name_key
from chronofact.graph.errors import InvalidInput
from chronofact.graph.models import Context
from chronofact.graph.neo4j import query
from chronofact.graph.write import (
    Tombstones,
    record_tx,
    store_tombstone,
    tick_clock,
    topic_needles,
)


@dataclass(frozen=True)
class Erased:
    tx_id: str
    tx_time: str
    facts: int
    keys: int
    sources: int
    entities: int


def erase(driver: Driver, ctx: Context, topic: str, database: str = "neo4j") -> Erased:
    if not name_key(topic):
        raise InvalidInput("invalid_topic", "a topic to erase must contain letters or digits")
    with driver.session(database=database) as session:
        return session.execute_write(_erase, ctx, topic)


def _erase(tx: ManagedTransaction, ctx: Context, topic: str) -> Erased:
    tx_id, tx_time = tick_clock(tx, ctx.tenant)
    record_tx(tx, ctx, tx_id, tx_time, imported=False, reason="erase")
    stones = Tombstones.of_topic(topic)
    params: dict[str, Any] = {
        "tenant": ctx.tenant,
        "namespace": ctx.namespace,
        "needles": topic_needles(topic),
    }
    keys = sorted(
        {
            r["key"]
            for r in tx.run(query("facts_mentioning_all"), **params)
            if stones.mentioned_by([r["statement"], r["subject"], r["object"], r["value"]])
        }
    )
    sources = [
        r["id"]
        for r in tx.run(query("sources_mentioning"), **params)
        if stones.mentioned_by([r["text"], r["speaker"], r["ref"]])
    ]
    entities = [
        r["id"]
        for r in tx.run(query("entities_mentioning"), **params)
        if stones.mentioned_by([r["name"]])
    ]
    key_hash = hashlib.sha256("\x1f".join(keys).encode()).hexdigest()
    counts = tx.run(
        query("erase"),
        tx_id=tx_id,
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        keys=keys,
        sources=sources,
        entities=entities,
        key_hash=key_hash,
        actor=ctx.actor,
    ).single(strict=True)
    store_tombstone(tx, ctx, tx_id, topic, keep_topic=False)
    return Erased(
        tx_id=tx_id,
        tx_time=tx_time.isoformat(),
        facts=counts["facts"],
        keys=counts["keys"],
        sources=counts["sources"],
        entities=counts["entities"],
    )
