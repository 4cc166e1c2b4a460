"""Entity names: one normalised name key per person/thing, one node per namespace."""

from __future__ import annotations

import functools
import hashlib
import re
import unicodedata

_PUNCT = re.compile(r"[^\w\s]+", re.UNICODE)
_SPACE = re.compile(r"\s+")


def _kept(ch: str) -> bool:
    """Not a combining mark (an accent) and not a format character (category Cf: soft hyphen,
    zero-width space and joiners, bidi marks), which would otherwise split a word in two."""
    return not unicodedata.combining(ch) and unicodedata.category(ch) != "Cf"


@functools.lru_cache(maxsize=65536)  # pure; a bulk import folds the same names many times
def name_key(name: str) -> str:
    """Case-, accent-, punctuation- and spacing-insensitive, format characters dropped:
    `Dr. José  Ruiz` and `Dr. Jo\u00adsé Ruiz` -> `dr jose ruiz`. Every comparison of names and
    every tombstone check folds text this way."""
    if name.isascii():  # no accents or format characters to drop
        folded = name
    else:
        decomposed = unicodedata.normalize("NFKD", name)
        folded = "".join(ch for ch in decomposed if _kept(ch))
    return _SPACE.sub(" ", _PUNCT.sub(" ", folded.casefold())).strip()


def stable_id(prefix: str, *parts: str) -> str:
    """A deterministic id from parts (unit-separator joined, SHA-256, 24 hex chars)."""
    digest = hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:24]
    return f"{prefix}_{digest}"


def entity_id(tenant: str, namespace: str, name: str) -> str:
    return stable_id("ent", tenant, namespace, name_key(name))


@functools.lru_cache(maxsize=4096)  # pure; a write asks for it once per version and entity
def partition_token(tenant: str, namespace: str) -> str:
    """One Lucene-safe token naming a (tenant, namespace) partition, for fulltext filters."""
    return stable_id("p", tenant, namespace).replace("_", "")


def alias_id(tenant: str, namespace: str, name: str) -> str:
    """Where an alias of `name` would be recorded (see `cypher/resolve_aliases.cypher`)."""
    return stable_id("alias", tenant, namespace, name_key(name))
