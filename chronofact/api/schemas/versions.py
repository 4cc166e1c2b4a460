"""Response bodies of `GET /v1/facts/{id}` (one version, the FACT of API.md) and
`GET /v1/facts/{id}/history` (its lineage and its key's belief history).

The JSON is made by `chronofact.graph.facts.fact_to_api` and `Reader.history`; these models
describe it without changing it: a FACT has either `object` (an entity) or `value` (a literal),
never both, so the routes serialise with `response_model_exclude_unset=True` and a field the
fact does not carry stays absent. Fields added later pass through (`extra="allow"`).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class EntityRefOut(BaseModel):
    id: str | None
    name: str | None


class FactSourceOut(BaseModel):
    """Where a version came from: a message, a document chunk, an API call."""

    model_config = ConfigDict(extra="allow")

    kind: str | None = None
    ref: str | None = None
    observed_at: str | None = None
    span: list[int] | None = None


class FactOut(BaseModel):
    """One version of a fact, whatever its time rectangle (API.md, FACT)."""

    model_config = ConfigDict(extra="allow")

    id: str
    namespace: str | None = None
    subject: EntityRefOut
    predicate: str | None = None
    object: EntityRefOut | None = None
    """The entity the fact points at (absent for a literal)."""
    value: str | int | float | bool | None = None
    """The literal the fact holds (absent when it points at an entity)."""
    statement: str | None = None
    polarity: bool = True
    valid_from: str | None = None
    valid_to: str | None = None
    learned_at: str | None = None
    revoked_at: str | None = None
    trust: str | None = None
    confidence: float | None = None
    extractor: str | None = None
    tx_id: str | None = None
    key: str | None = None
    sources: list[FactSourceOut] = []


class LineageStepOut(BaseModel):
    """A version this one replaced (ancestor) or that replaced it (descendant)."""

    model_config = ConfigDict(extra="allow")

    id: str
    depth: int
    relation: str
    """`UPDATES`, `EXTENDS` or `DERIVES`."""
    kind: str | None = None


class LineageOut(BaseModel):
    ancestors: list[LineageStepOut]
    descendants: list[LineageStepOut]


class HistoryOut(BaseModel):
    fact: FactOut
    lineage: LineageOut
    key_history: list[FactOut]
    """The versions of the fact's key, in belief order (one page of them)."""
    truncated: bool = False
    """Some lineage or key-history entries were left out (over `limit`)."""
    next_offset: int | None = None
    """The `offset` of the key history's next page; None on the last."""
