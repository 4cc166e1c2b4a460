"""Entity names: one normalised name key per person/thing, one node per namespace."""

from __future__ import annotations

import hashlib
import re
import unicodedata

_PUNCT = re.compile(r"[^\w\s]+", re.UNICODE)
_SPACE = re.compile(r"\s+")


def name_key(name: str) -> str:
    """Case-, accent-, punctuation- and spacing-insensitive: `Dr. José  Ruiz` -> `dr jose ruiz`."""
    decomposed = unicodedata.normalize("NFKD", name)
    ascii_folded = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _SPACE.sub(" ", _PUNCT.sub(" ", ascii_folded.casefold())).strip()


def stable_id(prefix: str, *parts: str) -> str:
    """A deterministic id from parts (unit-separator joined, SHA-256, 24 hex chars)."""
    digest = hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:24]
    return f"{prefix}_{digest}"


def entity_id(tenant: str, namespace: str, name: str) -> str:
    return stable_id("ent", tenant, namespace, name_key(name))


def partition_token(tenant: str, namespace: str) -> str:
    """One Lucene-safe token naming a (tenant, namespace) partition, for fulltext filters."""
    return stable_id("p", tenant, namespace).replace("_", "")


def alias_id(tenant: str, namespace: str, name: str) -> str:
    """Where an alias of `name` would be recorded (see `cypher/resolve_aliases.cypher`)."""
    return stable_id("alias", tenant, namespace, name_key(name))
