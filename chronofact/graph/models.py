"""The write operations and results of the graph layer (the API maps its pydantic bodies here)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from chronofact.graph.time import Period

Literal = str | int | float | bool


class Op(StrEnum):
    ASSERT = "assert"
    RETRACT = "retract"


class ChangeKind(StrEnum):
    CHANGE = "change"
    CORRECTION = "correction"


class Trust(StrEnum):
    RAW = "raw"
    CANDIDATE = "candidate"
    VERIFIED = "verified"
    DISPUTED = "disputed"


TRUST_ORDER = {Trust.DISPUTED: 0, Trust.RAW: 1, Trust.CANDIDATE: 2, Trust.VERIFIED: 3}


@dataclass(frozen=True)
class Evidence:
    """Where a claim came from: a message, document or import row, and the span in it."""

    kind: str
    ref: str | None = None
    observed_at: datetime | None = None
    text: str | None = None
    span: tuple[int, int] | None = None
    speaker: str | None = None
    scope: str | None = None
    """Where `ref` is unique (a conversation or document); part of the source's identity."""
    origin: str | None = None
    """Who or what stands behind it (a speaker, a document); distinct origins corroborate.
    Defaults to `kind:ref`."""
    search_text: str | None = None
    """What recall's message fulltext searches it by (ingest: the message with the one before
    it, `chronofact.graph.recall.source_search.source_search_text`)."""
    embedding: tuple[float, ...] | None = None
    """What recall's message vector index searches it by (MiniLM of `<speaker>: <text>`)."""

    def origin_key(self) -> str:
        if self.origin:
            return self.origin
        if self.speaker:
            return f"speaker:{self.speaker.casefold()}"
        return f"{self.kind}:{self.ref}"


@dataclass(frozen=True)
class Context:
    """Who writes, into which partition, and why (the audit record)."""

    tenant: str = "default"
    namespace: str = "default"
    actor: str = "api"
    reason: str | None = None
    request_id: str | None = None


@dataclass(frozen=True)
class Operation:
    """One `assert` or `retract` on a key, as the write primitive sees it.

    The object is an entity (`object`) or a literal (`value`), never both. For `retract`,
    `object`/`value` (when given) restrict what is retracted to that value.
    """

    op: Op
    subject: str
    predicate: str
    period: Period
    object: str | None = None
    value: Literal | None = None
    polarity: bool = True
    kind: ChangeKind = ChangeKind.CHANGE
    statement: str | None = None
    evidence: Evidence | None = None
    trust: Trust | None = None
    confidence: float | None = None
    embedding: list[float] | None = None
    extractor: str | None = None
    """The extractor that read it from text (ingest); None for a write that says it directly."""

    @property
    def has_object(self) -> bool:
        return self.object is not None or self.value is not None

    @property
    def shown(self) -> str:
        """The object, else the value as text ("None" when there is neither)."""
        return self.object if self.object is not None else str(self.value)

    def texts(self) -> list[str | None]:
        """Everything an operation says, for the tombstone check."""
        value = None if self.value is None else str(self.value)
        return [self.subject, self.object, self.statement, value]

    def default_statement(self) -> str:
        shown = self.object if self.object is not None else json.dumps(self.value)
        verb = self.predicate.replace("_", " ")
        return f"{self.subject} {'' if self.polarity else 'not '}{verb} {shown}"


class TrustActionKind(StrEnum):
    VERIFY = "verify"
    DISPUTE = "dispute"
    REVOKE = "revoke"


@dataclass(frozen=True)
class TrustAction:
    """An operator's explicit call on one version (DESIGN.md section 4)."""

    fact_id: str
    action: TrustActionKind


@dataclass(frozen=True)
class EntityMerge:
    """`alias` names the same entity as `into`: later writes and reads resolve it there, and
    the live facts recorded under `alias` are re-keyed onto `into` (audited, one transaction)."""

    alias: str
    into: str


@dataclass
class WriteResult:
    tx_id: str
    tx_time: datetime
    facts: list[dict[str, Any] | None] = field(default_factory=list)
    """For each operation, the version that carries it (None for retracts and for versions
    replaced again within the same transaction, which are not kept)."""
    created: list[str] = field(default_factory=list)
    revoked: list[str] = field(default_factory=list)
    corroborated: list[str] = field(default_factory=list)
    contradictions: list[dict[str, Any]] = field(default_factory=list)
    blocked: list[dict[str, Any]] = field(default_factory=list)
    created_facts: list[dict[str, Any]] = field(default_factory=list)
