"""The keys of tombstone hashes. A tombstone stores HMAC-SHA256(key, the topic's folded words)
and the id of the key (`key_id`, a fingerprint that does not reveal it), never the words of an
erased topic, so a later write can still be screened.

The key is `CHRONOFACT_TOMBSTONE_KEY` when set (the deployment's secret, kept outside the
database); otherwise a random key the database keeps in a `:TombstoneKey` node, made on first
use. Tombstones made before keyed hashes (no `key_id`) keep matching by plain SHA-256. A
tombstone whose key is not known any more (the setting was changed) cannot be checked: reads
and writes of its namespace then refuse to run rather than let a forgotten topic through.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from neo4j import ManagedTransaction

from chronofact.config import get_settings
from chronofact.graph.neo4j import query

LEGACY_KEY_ID = ""
"""The `key_id` of tombstones that store a plain SHA-256 (made before keyed hashes)."""


@dataclass(frozen=True)
class TopicKey:
    key_id: str
    secret: bytes | None
    """None: the legacy plain SHA-256."""

    @classmethod
    def of(cls, secret: str) -> TopicKey:
        raw = secret.encode()
        fingerprint = hmac.new(raw, b"chronofact tombstone key id", hashlib.sha256).hexdigest()
        return cls(key_id=fingerprint[:16], secret=raw)

    def digest(self, words: str) -> str:
        if self.secret is None:
            return hashlib.sha256(words.encode()).hexdigest()
        return hmac.new(self.secret, words.encode(), hashlib.sha256).hexdigest()


LEGACY_KEY = TopicKey(LEGACY_KEY_ID, None)


def configured_key() -> TopicKey | None:
    """The deployment's key (`CHRONOFACT_TOMBSTONE_KEY`), if set."""
    secret = get_settings().tombstone_key
    value = secret.get_secret_value() if secret is not None else ""
    return TopicKey.of(value) if value else None


def keyring(database_secret: str | None) -> dict[str, TopicKey]:
    """Every key a stored tombstone may have been made with, by key id."""
    keys = [LEGACY_KEY]
    if database_secret:
        keys.append(TopicKey.of(database_secret))
    configured = configured_key()
    if configured is not None:
        keys.append(configured)
    return {key.key_id: key for key in keys}


def current_key(tx: ManagedTransaction) -> TopicKey:
    """The key a new tombstone is made with: the configured one, else the database's own
    (`tombstone_key.cypher`, created on first use)."""
    configured = configured_key()
    if configured is not None:
        return configured
    row = tx.run(query("tombstone_key"), fresh=secrets.token_hex(32)).single(strict=True)
    return TopicKey.of(str(row["secret"]))
