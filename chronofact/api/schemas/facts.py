"""Request and response bodies of the REST API (see docs API.md). Unknown fields are errors."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, model_validator

from chronofact.graph.errors import InvalidInput
from chronofact.graph.models import ChangeKind, Evidence, Op, Operation, Trust
from chronofact.graph.time import Period, now_utc

MAX_TEXT = 4096
Text = Annotated[str, Field(min_length=1, max_length=MAX_TEXT)]
Name = Annotated[str, Field(min_length=1, max_length=512)]
Namespace = Annotated[str, Field(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9_.:-]+$")]
Int64 = Annotated[int, Field(ge=-(2**63), le=2**63 - 1)]
"""An integer Neo4j can store (a signed 64-bit one): a larger one is a 422, not a 500. A fact's
literal value is checked by the write primitive instead (`value_out_of_range`)."""
Offset = Annotated[int, Field(ge=0, le=2**31 - 1)]
"""A character offset into a text."""
LiteralValue = Annotated[str, Field(max_length=MAX_TEXT)] | int | float | bool


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SourceIn(Strict):
    kind: Annotated[str, Field(min_length=1, max_length=64)] = "api"
    ref: Annotated[str, Field(max_length=512)] | None = None
    observed_at: AwareDatetime | None = None
    text: Annotated[str, Field(max_length=65536)] | None = None
    span: tuple[Offset, Offset] | None = None

    def to_evidence(self) -> Evidence:
        return Evidence(
            kind=self.kind,
            ref=self.ref,
            observed_at=self.observed_at,
            text=self.text,
            span=self.span,
        )


class _FactFields(Strict):
    subject: Name
    predicate: Annotated[str, Field(min_length=1, max_length=128)]
    object: Name | None = None
    value: LiteralValue | None = None
    valid_from: AwareDatetime | None = None
    valid_to: AwareDatetime | None = None
    namespace: Namespace | None = None

    @model_validator(mode="after")
    def _one_object(self) -> _FactFields:
        if self.object is not None and self.value is not None:
            raise ValueError("give either `object` (an entity) or `value` (a literal), not both")
        if (
            self.valid_from is not None
            and self.valid_to is not None
            and not self.valid_from < self.valid_to
        ):
            raise ValueError("empty or inverted period: valid_from must be before valid_to")
        return self

    def period(self) -> Period:
        start = self.valid_from if self.valid_from is not None else now_utc()
        return Period.of(start, self.valid_to)


class FactIn(_FactFields):
    """`POST /v1/facts`: assert one fact."""

    kind: Literal["assert", "correction"] = "assert"
    statement: Text | None = None
    polarity: bool = True
    source: SourceIn | None = None
    trust: Literal["raw", "candidate", "verified"] | None = None
    confidence: Annotated[float, Field(ge=0.0, le=1.0)] | None = None

    @model_validator(mode="after")
    def _has_object(self) -> FactIn:
        if self.object is None and self.value is None:
            raise ValueError("an assert needs `object` (an entity) or `value` (a literal)")
        return self

    def to_operation(self) -> Operation:
        return Operation(
            op=Op.ASSERT,
            subject=self.subject,
            predicate=self.predicate,
            period=self.period(),
            object=self.object,
            value=self.value,
            polarity=self.polarity,
            kind=ChangeKind.CORRECTION if self.kind == "correction" else ChangeKind.CHANGE,
            statement=self.statement,
            evidence=self.source.to_evidence() if self.source else None,
            trust=Trust(self.trust) if self.trust else None,
            confidence=self.confidence,
        )


class RetractIn(_FactFields):
    """`POST /v1/facts/retract`: end what a key says over a period (default: from now on)."""

    source: SourceIn | None = None

    def to_operation(self) -> Operation:
        return Operation(
            op=Op.RETRACT,
            subject=self.subject,
            predicate=self.predicate,
            period=self.period(),
            object=self.object,
            value=self.value,
        )


class BatchAssert(FactIn):
    op: Literal["assert"]


class BatchRetract(RetractIn):
    op: Literal["retract"]


BatchOperation = Annotated[BatchAssert | BatchRetract, Field(discriminator="op")]


class BatchIn(Strict):
    """`POST /v1/facts/batch`: ordered, all-or-nothing, one transaction time. At most
    `CHRONOFACT_MAX_BATCH` operations (more: 413 `batch_too_large`, checked by the service)."""

    operations: Annotated[list[BatchOperation], Field(min_length=1)]
    namespace: Namespace | None = None

    def target_namespace(self) -> str | None:
        """The one namespace the batch writes (from the body or its operations), if named."""
        namespaces = {op.namespace for op in self.operations if op.namespace is not None}
        if self.namespace is not None:
            namespaces.add(self.namespace)
        if len(namespaces) > 1:
            raise InvalidInput(
                "mixed_namespaces", f"one batch writes one namespace; got {sorted(namespaces)}"
            )
        return namespaces.pop() if namespaces else None


class ImportIn(BatchIn):
    """`POST /v1/import`: a batch replayed at a client-supplied transaction time."""

    tx_time: AwareDatetime


class PredicateIn(Strict):
    cardinality: Literal["single", "multi"]


class TxOut(BaseModel):
    id: str
    time: str


class WriteOut(BaseModel):
    tx: TxOut
    fact: dict[str, Any] | None = None
    created: list[str]
    revoked: list[str]
    corroborated: list[str] = []
    contradictions: list[dict[str, Any]] = []
    blocked: list[dict[str, Any]] = []


class BatchOut(BaseModel):
    tx: TxOut
    facts: list[dict[str, Any] | None]
    created: list[str]
    revoked: list[str]
    corroborated: list[str] = []
    contradictions: list[dict[str, Any]] = []
    blocked: list[dict[str, Any]] = []


class BasisOut(BaseModel):
    valid_at: str | None
    known_at: str | None


class FactsOut(BaseModel):
    basis: BasisOut
    facts: list[dict[str, Any]]
    truncated: bool = False
    """More facts follow this page (ask again with `offset` = `next_offset`)."""
    next_offset: int | None = None


class TimelineOut(BaseModel):
    entity: str
    known_at: str | None
    facts: list[dict[str, Any]]
    truncated: bool = False
    """More facts follow this page (ask again with `offset` = `next_offset`)."""
    next_offset: int | None = None
