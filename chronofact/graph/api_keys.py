"""API keys stored in Neo4j: one `:ApiKey` node per key, holding a hash of its secret.

A key reads `cfk_<id>.<secret>`: `id` (16 hex characters) is public and finds the node;
`secret` is 32 random bytes from `secrets` (43 URL-safe characters) and is shown once, when the
key is created. The node keeps `secret_hash` = HMAC-SHA256 of the secret keyed by
`chronofact-api-key:<id>` (a per-key salt with a fixed domain prefix). A slow password hash
(scrypt, bcrypt) protects low-entropy secrets that people choose; these secrets carry 256
random bits, so no dictionary or brute-force search over a stolen hash can succeed, and a fast
hash keeps each uncached lookup cheap. The comparison is constant-time (`hmac.compare_digest`).
Revocation sets `revoked_at`; a revoked key never authenticates again.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from neo4j import Driver

from chronofact.graph.errors import InvalidInput, NotFound
from chronofact.graph.neo4j.queries import query, read_rows
from chronofact.graph.time import from_db

KEY_PREFIX = "cfk_"
TOKEN = re.compile(r"^cfk_(?P<id>[0-9a-f]{16})\.(?P<secret>[A-Za-z0-9_-]{43})$")
TENANT = re.compile(r"^[A-Za-z0-9_.:-]{1,128}$")
MAX_LABEL = 200


def secret_hash(key_id: str, secret: str) -> str:
    salt = f"chronofact-api-key:{key_id}".encode()
    return hmac.new(salt, secret.encode(), hashlib.sha256).hexdigest()


@dataclass(frozen=True)
class ApiKeyRecord:
    """What is stored about a key (never its secret)."""

    id: str
    tenant: str
    role: str
    label: str | None
    created_at: datetime | None
    revoked_at: datetime | None

    @classmethod
    def of(cls, row: dict[str, Any]) -> ApiKeyRecord:
        return cls(
            id=row["id"],
            tenant=row["tenant"],
            role=row["role"],
            label=row.get("label"),
            created_at=from_db(row.get("created_at")),
            revoked_at=from_db(row.get("revoked_at")),
        )


@dataclass(frozen=True)
class NewApiKey:
    record: ApiKeyRecord
    token: str
    """The whole key (`cfk_<id>.<secret>`): shown once, stored nowhere."""


@dataclass(frozen=True)
class KeyHolder:
    """Who a valid key speaks for."""

    key_id: str
    tenant: str
    role: str


class ApiKeys:
    """Create, list, revoke and check the keys in the database."""

    def __init__(self, driver: Driver, database: str = "neo4j") -> None:
        self.driver = driver
        self.database = database

    def _write(self, name: str, **params: Any) -> list[dict[str, Any]]:
        records, _, _ = self.driver.execute_query(query(name), params, database_=self.database)
        return [dict(r) for r in records]

    def create(self, tenant: str, role: str, label: str | None = None) -> NewApiKey:
        if not TENANT.match(tenant):
            raise InvalidInput(
                "invalid_tenant", "a tenant is 1-128 characters of A-Z a-z 0-9 _ . : -"
            )
        if label is not None and len(label) > MAX_LABEL:
            raise InvalidInput("invalid_label", f"a label has at most {MAX_LABEL} characters")
        key_id = secrets.token_hex(8)
        secret = secrets.token_urlsafe(32)
        rows = self._write(
            "create_api_key",
            id=key_id,
            secret_hash=secret_hash(key_id, secret),
            tenant=tenant,
            role=role,
            label=label,
        )
        return NewApiKey(ApiKeyRecord.of(rows[0]), f"{KEY_PREFIX}{key_id}.{secret}")

    def records(self, tenant: str | None = None) -> list[ApiKeyRecord]:
        rows = read_rows(self.driver, "list_api_keys", {"tenant": tenant}, self.database)
        return [ApiKeyRecord.of(r) for r in rows]

    def revoke(self, key_id: str, tenant: str | None = None) -> ApiKeyRecord:
        """Revoke a key (of `tenant`, when given); 404 if there is no such key."""
        rows = self._write("revoke_api_key", id=key_id, tenant=tenant)
        if not rows:
            raise NotFound("not_found", f"no API key {key_id!r}")
        return ApiKeyRecord.of(rows[0])

    def any_active(self) -> bool:
        rows = read_rows(self.driver, "api_keys_active", {}, self.database)
        return bool(rows[0]["active"])

    def holder(self, token: str) -> KeyHolder | None:
        """Who `token` speaks for, or None (malformed, unknown, wrong secret or revoked)."""
        match = TOKEN.match(token)
        if match is None:
            return None
        key_id = match["id"]
        rows = read_rows(self.driver, "api_key_by_id", {"id": key_id}, self.database)
        if not rows:
            return None
        row = rows[0]
        expected = str(row["secret_hash"] or "")
        if not hmac.compare_digest(expected, secret_hash(key_id, match["secret"])):
            return None
        if row["revoked_at"] is not None:
            return None
        return KeyHolder(key_id=key_id, tenant=row["tenant"], role=row["role"])
