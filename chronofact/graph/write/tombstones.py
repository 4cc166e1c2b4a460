"""Forgotten topics. A tombstone stores the hash of the topic's normalised words (and, unless
the topic was erased, the topic itself for the audit); every write is checked against the
tombstones of its namespace inside the one write primitive (`screen`)."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from neo4j import ManagedTransaction

from chronofact.graph.entities import name_key
from chronofact.graph.models import Context, Evidence, Operation
from chronofact.graph.neo4j import query

FORGOTTEN = "forgotten topic"
"""The reason given for everything a tombstone refuses."""


def topic_hash(words: str) -> str:
    return hashlib.sha256(words.encode()).hexdigest()


def topic_needles(topic: str) -> list[str]:
    """What the `*_mentioning` queries pre-filter on (the topic as typed and as a name key);
    `Tombstones.mentioned_by` then decides on whole words."""
    return sorted({topic.casefold().strip(), name_key(topic)})


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


@dataclass(frozen=True)
class Blocked:
    """Something a write refused because it mentions a forgotten topic: an operation (by its
    index in the request) or a source (by its ref)."""

    topic: str
    operation: int | None = None
    source: str | None = None
    reason: str = FORGOTTEN

    def as_api(self) -> dict[str, Any]:
        """The entry of the response's `blocked` list (API.md)."""
        if self.operation is not None:
            return {
                "operation": self.operation,
                "reason": self.reason,
                "topic": self.topic,
                "statement": None,
            }
        return {"source": self.source, "reason": self.reason, "topic": self.topic}


@dataclass(frozen=True)
class Screened:
    """What is left of a write after the tombstones: the operations (with their index in the
    request) and sources to write, and what was refused."""

    ops: list[tuple[int, Operation]]
    sources: list[Evidence]
    blocked: list[Blocked]


def screen(
    tombstones: Tombstones, ops: Sequence[Operation], sources: Sequence[Evidence]
) -> Screened:
    """Refuse operations and sources that mention a forgotten topic. A claim that is fine but
    came from a message that is not is kept without the message's text."""
    blocked: list[Blocked] = []
    kept: list[tuple[int, Operation]] = []
    for index, op in enumerate(ops):
        topic = tombstones.mentioned_by(op.texts())
        if topic is not None:
            blocked.append(Blocked(topic, operation=index))
            continue
        said = op.evidence
        source_topic = tombstones.mentioned_by([said.text, said.speaker]) if said else None
        if said is not None and source_topic is not None:
            op = replace(op, evidence=replace(said, text=None))
            blocked.append(Blocked(source_topic, source=said.ref))
        kept.append((index, op))
    kept_sources: list[Evidence] = []
    for ev in sources:
        topic = tombstones.mentioned_by([ev.text, ev.speaker])
        if topic is not None:
            blocked.append(Blocked(topic, source=ev.ref))
            continue
        if tombstones.mentioned_by([ev.search_text]) is not None:
            ev = replace(ev, search_text=None)  # the message before it said it
        kept_sources.append(ev)
    unique = [b for i, b in enumerate(blocked) if b not in blocked[:i]]
    return Screened(kept, kept_sources, unique)


def live_mentioning(tx: ManagedTransaction, ctx: Context, topic: str) -> list[str]:
    """Ids of the live versions whose subject, object, value or statement mention `topic`."""
    stones = Tombstones.of_topic(topic)
    rows = tx.run(
        query("facts_mentioning"),
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        needles=topic_needles(topic),
    )
    return [
        r["id"]
        for r in rows
        if stones.mentioned_by([r["statement"], r["subject"], r["object"], r["value"]])
    ]


def store_tombstone(
    tx: ManagedTransaction, ctx: Context, tx_id: str, topic: str, keep_topic: bool
) -> None:
    """The `:Tombstone` of `topic` (`create_tombstone.cypher`); the topic itself is kept for the
    audit unless `keep_topic` is false (an erasure keeps only the hash)."""
    tx.run(
        query("create_tombstone"),
        tx_id=tx_id,
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        **Tombstones.record(topic, keep_topic=keep_topic),
    ).consume()
