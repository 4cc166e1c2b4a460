"""Who a key speaks for (`Principal`), and a short in-process cache of database key lookups.

A lookup (found or not) is trusted for `ttl` seconds (`CHRONOFACT_KEY_CACHE_SECONDS`, default
10), so a key revoked with `chronofact keys revoke` or `DELETE /v1/keys/{id}` stops working in
every API process within `ttl` seconds; revoking through the API also drops the key from that
process's cache at once. The cache is keyed by a SHA-256 of the token (the token itself is not
kept) and holds at most `max_entries` lookups.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from chronofact.api.roles import Role
from chronofact.graph.api_keys import ApiKeys


@dataclass(frozen=True)
class Principal:
    """The caller: a tenant and a role (`key_id` for a database key)."""

    tenant: str
    role: Role
    key_id: str | None = None


DEVELOPMENT = Principal(tenant="default", role=Role.ADMIN)
"""Development mode (no keys, loopback only) acts as `admin` of `default`."""


def env_principals(grants: dict[str, tuple[str, str]]) -> dict[str, Principal]:
    """`Settings.api_key_grants()` as principals."""
    return {key: Principal(tenant, Role(role)) for key, (tenant, role) in grants.items()}


class KeyCache:
    def __init__(
        self,
        ttl: float,
        max_entries: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.ttl = ttl
        self.max_entries = max_entries
        self.clock = clock
        self._entries: dict[str, tuple[float, Principal | None]] = {}
        self._lock = threading.Lock()

    @staticmethod
    def _slot(token: str) -> str:
        return hashlib.sha256(token.encode()).hexdigest()

    def principal(self, token: str, store: ApiKeys) -> Principal | None:
        """Who `token` speaks for (None: unknown or revoked), from the cache when fresh."""
        slot = self._slot(token)
        now = self.clock()
        with self._lock:
            cached = self._entries.get(slot)
        if cached is not None and cached[0] > now:
            return cached[1]
        holder = store.holder(token)
        found = (
            Principal(holder.tenant, Role(holder.role), holder.key_id)
            if holder is not None
            else None
        )
        self._remember(slot, now + self.ttl, found)
        return found

    def _remember(self, slot: str, expires: float, found: Principal | None) -> None:
        if self.ttl <= 0:
            return
        with self._lock:
            if len(self._entries) >= self.max_entries:
                now = self.clock()
                self._entries = {s: e for s, e in self._entries.items() if e[0] > now}
                while len(self._entries) >= self.max_entries:
                    self._entries.pop(next(iter(self._entries)))
            self._entries[slot] = (expires, found)

    def forget_key(self, key_id: str) -> None:
        """Drop every cached lookup of the key `key_id` (after revoking it here)."""
        with self._lock:
            self._entries = {
                slot: entry
                for slot, entry in self._entries.items()
                if entry[1] is None or entry[1].key_id != key_id
            }
