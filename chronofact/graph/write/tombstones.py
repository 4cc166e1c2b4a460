"""Forgotten topics. A tombstone stores the hash of the topic's normalised words (and, unless
the topic was erased, the topic itself for the audit); every write is checked against the
tombstones of its namespace inside the one write primitive."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

from neo4j import ManagedTransaction

from chronofact.graph.entities import name_key
from chronofact.graph.models import Context
from chronofact.graph.neo4j import query


def topic_hash(words: str) -> str:
    return hashlib.sha256(words.encode()).hexdigest()


class Tombstones:
    def __init__(self, entries: Iterable[tuple[str, int, str | None]]) -> None:
        self._by_length: dict[int, dict[str, str]] = {}
        for digest, tokens, topic in entries:
            self._by_length.setdefault(tokens, {})[digest] = topic or "(erased topic)"

    @classmethod
    def load(cls, tx: ManagedTransaction, ctx: Context) -> Tombstones:
        rows = tx.run(query("tombstones_of"), tenant=ctx.tenant, namespace=ctx.namespace)
        return cls((r["topic_hash"], r["tokens"], r["topic"]) for r in rows)

    @classmethod
    def of_topic(cls, topic: str) -> Tombstones:
        record = cls.record(topic, keep_topic=True)
        return cls([(record["topic_hash"], record["tokens"], record["topic"])])

    @staticmethod
    def record(topic: str, keep_topic: bool) -> dict[str, Any]:
        words = name_key(topic)
        return {
            "topic": topic.strip() if keep_topic else None,
            "topic_hash": topic_hash(words),
            "tokens": len(words.split()),
        }

    def mentioned_by(self, texts: Iterable[Any]) -> str | None:
        """The first tombstoned topic that any text mentions (as whole words), else None."""
        if not self._by_length:
            return None
        for text in texts:
            if text is None:
                continue
            tokens = name_key(str(text)).split()
            for length, digests in self._by_length.items():
                for i in range(len(tokens) - length + 1):
                    found = digests.get(topic_hash(" ".join(tokens[i : i + length])))
                    if found is not None:
                        return found
        return None
