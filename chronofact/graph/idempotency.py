"""Idempotency keys: the first answer to a request is stored per tenant in Neo4j, so a retry
with the same `Idempotency-Key` gets that answer instead of a second write.

A record (`:IdempotentRequest`) holds the hash of tenant and key (`id`), the route, the hash
of the request body, a state (`done`; `partial` for an ingest whose later groups failed) and
the response JSON. A batch writes its record in its own transaction (`record_in`), so the
batch and its record commit together; an ingest writes its record after its groups
(`record`). Records older than `RETENTION` are deleted when the tenant next uses a key (they
hold response texts).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from neo4j import Driver, ManagedTransaction

from chronofact.graph.errors import Conflict
from chronofact.graph.neo4j import query
from chronofact.graph.time import now_utc

RETENTION = timedelta(hours=24)
"""How long a stored answer is replayed."""

DONE = "done"
PARTIAL = "partial"


@dataclass(frozen=True)
class IdempotencyKey:
    """One request's key: whose (`tenant`, `namespace`), which `route`, and the body's hash."""

    tenant: str
    namespace: str
    key: str
    route: str
    body_hash: str

    @property
    def id(self) -> str:
        return hashlib.sha256(f"{self.tenant}\x1f{self.key}".encode()).hexdigest()

    def params(self, state: str, response: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": self.id,
            "tenant": self.tenant,
            "namespace": self.namespace,
            "route": self.route,
            "body_hash": self.body_hash,
            "state": state,
            "response": json.dumps(response),
        }


def body_hash(body: str) -> str:
    return hashlib.sha256(body.encode()).hexdigest()


@dataclass(frozen=True)
class StoredAnswer:
    state: str
    response: dict[str, Any]


def lookup(driver: Driver, database: str, key: IdempotencyKey) -> StoredAnswer | None:
    """The stored answer to `key` (expired records of the tenant deleted first); a key used
    before for another route or body is a 409 `idempotency_key_reused`."""
    driver.execute_query(
        query("idempotency_expire"),
        tenant=key.tenant,
        before=now_utc() - RETENTION,
        database_=database,
    )
    records, _, _ = driver.execute_query(
        query("idempotency_get"), id=key.id, tenant=key.tenant, database_=database
    )
    if not records:
        return None
    found = records[0]
    if (found["route"], found["body_hash"]) != (key.route, key.body_hash):
        raise Conflict(
            "idempotency_key_reused",
            "this Idempotency-Key was used for another request (route or body); "
            "use a new key for a new request",
        )
    return StoredAnswer(found["state"], json.loads(found["response"]))


def record_in(
    tx: ManagedTransaction, key: IdempotencyKey, state: str, response: dict[str, Any]
) -> None:
    """Store the answer inside the write's transaction (fails on a concurrent twin)."""
    tx.run(query("idempotency_create"), key.params(state, response)).consume()


def record(
    driver: Driver, database: str, key: IdempotencyKey, state: str, response: dict[str, Any]
) -> None:
    """Store (or replace) the answer in a transaction of its own."""
    driver.execute_query(query("idempotency_put"), key.params(state, response), database_=database)
