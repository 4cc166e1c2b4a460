"""Request and response bodies of the operator endpoints: trust actions, review settings,
contradictions, aliases and forgetting (docs/api-extensions.md). Unknown fields are errors."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from chronofact.api.schemas.facts import Namespace, Strict, TxOut


class TrustIn(Strict):
    action: Literal["verify", "dispute", "revoke"]
    namespace: Namespace | None = None
    reason: Annotated[str, Field(max_length=1024)] | None = None


class ResolveIn(Strict):
    keep: Literal["claim", "against"]
    namespace: Namespace | None = None
    reason: str | None = None


class ForgetIn(Strict):
    topic: Annotated[str, Field(min_length=1, max_length=512)]
    mode: Literal["tombstone", "erase"] = "tombstone"
    namespace: Namespace | None = None


class SettingsIn(Strict):
    review: bool


class AliasIn(Strict):
    alias: Annotated[str, Field(min_length=1, max_length=512)]
    namespace: Namespace | None = None
    reason: Annotated[str, Field(max_length=1024)] | None = None


class ForgetOut(BaseModel):
    tx: TxOut
    topic: str
    mode: str
    revoked: list[str] = []
    erased: dict[str, int] | None = None


class SettingsOut(BaseModel):
    review: bool


class ReviewOut(BaseModel):
    review: bool
    facts: list[dict[str, Any] | None]


class PredicateOut(BaseModel):
    name: str
    cardinality: str


class PredicatesOut(BaseModel):
    predicates: list[PredicateOut]


class ContradictionsOut(BaseModel):
    contradictions: list[dict[str, Any]]
