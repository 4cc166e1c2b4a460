"""Forgotten topics. A tombstone stores a keyed hash of the topic's folded words (`topic_keys`;
and, unless the topic was erased, the topic itself for the audit); every write is checked
against the tombstones of its namespace inside the one write primitive (`screen`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from neo4j import ManagedTransaction

from chronofact.graph.entities import name_key
from chronofact.graph.errors import Unavailable
from chronofact.graph.models import Context, Evidence, Operation
from chronofact.graph.neo4j import query
from chronofact.graph.write.topic_keys import LEGACY_KEY_ID, TopicKey, current_key, keyring

FORGOTTEN = "forgotten topic"
"""The reason given for everything a tombstone refuses."""

FORGOTTEN_REASON = "(a reason that mentions a forgotten topic)"
"""What a write's audit record says instead of a reason that mentions a forgotten topic."""


class Topic:
    """One topic, matched as whole words after folding (`name_key`: case, accents, punctuation
    and format characters ignored), e.g. by forget and erase when they look for what mentions
    it."""

    def __init__(self, topic: str) -> None:
        self.words = name_key(topic)

    def mentioned_by(self, texts: Iterable[Any]) -> bool:
        if not self.words:
            return False
        needle = f" {self.words} "
        return any(text is not None and needle in f" {name_key(str(text))} " for text in texts)


ANY_LENGTH = 0
"""The length of a tombstone stored without its word count: it is looked for at every length
up to `MAX_UNKNOWN_LENGTH` (a tombstone is never dropped for a missing field, and loading one
never fails a write)."""
MAX_UNKNOWN_LENGTH = 12


def _stored_length(tokens: Any) -> int:
    """The stored word count, or `ANY_LENGTH` when it is missing or no count."""
    try:
        length = int(tokens)
    except (TypeError, ValueError):
        return ANY_LENGTH
    return length if length > 0 else ANY_LENGTH


def _lengths(length: int, available: int) -> range:
    """The word counts a tombstone of `length` words is looked for at in a text of
    `available` words."""
    if length == ANY_LENGTH:
        return range(1, min(available, MAX_UNKNOWN_LENGTH) + 1)
    return range(length, length + 1)


class Tombstones:
    """The forgotten topics of a namespace, as keyed hashes (`topic_keys`) of their words."""

    def __init__(
        self, entries: Iterable[Mapping[str, Any]], keys: Mapping[str, TopicKey] | None = None
    ) -> None:
        known = keys if keys is not None else keyring(None)
        self._by_key: dict[TopicKey, dict[int, dict[str, str]]] = {}
        for entry in entries:
            key_id = entry.get("key_id") or LEGACY_KEY_ID
            key = known.get(key_id)
            if key is None:
                raise Unavailable(
                    "tombstone_key_unknown",
                    "a tombstone of this namespace was made with a tombstone key this service "
                    "does not have; set CHRONOFACT_TOMBSTONE_KEY back to that key",
                )
            by_length = self._by_key.setdefault(key, {})
            length = _stored_length(entry.get("tokens"))
            by_length.setdefault(length, {})[entry["topic_hash"]] = (
                entry.get("topic") or "(erased topic)"
            )

    @classmethod
    def from_row(cls, tombstones: Iterable[Mapping[str, Any]], secret: str | None) -> Tombstones:
        """From the `tombstones` and database `secret` of `tombstones_of` (or recall's
        `recall_understand`)."""
        return cls(tombstones, keyring(secret))

    @classmethod
    def load(cls, tx: ManagedTransaction, ctx: Context) -> Tombstones:
        row = tx.run(query("tombstones_of"), tenant=ctx.tenant, namespace=ctx.namespace).single(
            strict=True
        )
        return cls.from_row(row["tombstones"], row["secret"])

    @staticmethod
    def record(topic: str, keep_topic: bool, key: TopicKey) -> dict[str, Any]:
        words = name_key(topic)
        return {
            "topic": topic.strip() if keep_topic else None,
            "topic_hash": key.digest(words),
            "tokens": len(words.split()),
            "key_id": key.key_id,
        }

    def mentioned_by(self, texts: Iterable[Any]) -> str | None:
        """The first tombstoned topic that any text mentions (as whole words), else None."""
        if not self._by_key:
            return None
        for text in texts:
            if text is None:
                continue
            tokens = name_key(str(text)).split()
            for key, by_length in self._by_key.items():
                for length, digests in by_length.items():
                    for n in _lengths(length, len(tokens)):
                        for i in range(len(tokens) - n + 1):
                            found = digests.get(key.digest(" ".join(tokens[i : i + n])))
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


def _source_topic(tombstones: Tombstones, said: Evidence) -> tuple[str | None, bool]:
    """The forgotten topic a source mentions, if any, and whether it is in what identifies the
    source (speaker, ref, scope, origin) rather than only in its text."""
    topic = tombstones.mentioned_by([said.speaker, said.ref, said.scope, said.origin])
    if topic is not None:
        return topic, True
    return tombstones.mentioned_by([said.text]), False


def screen(
    tombstones: Tombstones, ops: Sequence[Operation], sources: Sequence[Evidence]
) -> Screened:
    """Refuse operations and sources that mention a forgotten topic. A claim that is fine but
    came from a message that is not is kept without the message's text, or without the
    message at all when its speaker, ref, scope or origin mention the topic."""
    blocked: list[Blocked] = []
    kept: list[tuple[int, Operation]] = []
    for index, op in enumerate(ops):
        topic = tombstones.mentioned_by(op.texts())
        if topic is not None:
            blocked.append(Blocked(topic, operation=index))
            continue
        said = op.evidence
        if said is not None:
            source_topic, identified = _source_topic(tombstones, said)
            if source_topic is not None:
                op = replace(op, evidence=None if identified else replace(said, text=None))
                blocked.append(Blocked(source_topic, source=said.ref))
        kept.append((index, op))
    kept_sources: list[Evidence] = []
    for ev in sources:
        topic, _ = _source_topic(tombstones, ev)
        if topic is not None:
            blocked.append(Blocked(topic, source=ev.ref))
            continue
        if tombstones.mentioned_by([ev.search_text]) is not None:
            ev = replace(ev, search_text=None)  # the message before it said it
        kept_sources.append(ev)
    unique = [b for i, b in enumerate(blocked) if b not in blocked[:i]]
    return Screened(kept, kept_sources, unique)


def screen_context(tombstones: Tombstones, ctx: Context) -> Context:
    """The write's audit context with a reason or request id that mentions a forgotten topic
    replaced: the `:Tx` record would otherwise store the words."""
    if tombstones.mentioned_by([ctx.reason]) is not None:
        ctx = replace(ctx, reason=FORGOTTEN_REASON)
    if tombstones.mentioned_by([ctx.request_id]) is not None:
        ctx = replace(ctx, request_id=None)
    return ctx


def live_mentioning(tx: ManagedTransaction, ctx: Context, topic: str) -> list[str]:
    """Ids of the live versions whose subject, object, value or statement mention `topic`."""
    stones = Topic(topic)
    rows = tx.run(query("facts_mentioning"), tenant=ctx.tenant, namespace=ctx.namespace)
    return [
        r["id"]
        for r in rows
        if stones.mentioned_by([r["statement"], r["subject"], r["object"], r["value"]])
    ]


def store_tombstone(
    tx: ManagedTransaction, ctx: Context, tx_id: str, topic: str, keep_topic: bool
) -> None:
    """The `:Tombstone` of `topic` (`create_tombstone.cypher`): the keyed hash of its words; the
    topic itself is kept for the audit unless `keep_topic` is false (an erasure keeps only the
    hash). Forgetting a topic twice leaves one tombstone."""
    tx.run(
        query("create_tombstone"),
        tx_id=tx_id,
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        **Tombstones.record(topic, keep_topic=keep_topic, key=current_key(tx)),
    ).consume()
