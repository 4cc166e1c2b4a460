"""Bodies of `POST /v1/recall` and `GET /v1/entities/{name}/profile`.

Design: the docstrings of `chronofact.graph.recall` (`engine` and the stage modules);
the JSON is made by `chronofact.graph.recall.presenter.present_recall`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from chronofact.api.schemas.analytics import EntityAnalyticsOut
from chronofact.api.schemas.facts import Namespace


class RecallIn(BaseModel):
    """`POST /v1/recall`. Unknown fields are errors."""

    model_config = ConfigDict(extra="forbid")

    query: Annotated[str, Field(min_length=1, max_length=4096)]
    k: Annotated[int, Field(ge=1, le=100)] = 10
    valid_at: AwareDatetime | None = None
    known_at: AwareDatetime | None = None
    min_trust: Literal["raw", "candidate", "verified", "disputed"] = "candidate"
    include_disputed: bool = False
    include_history: bool = True
    include_sources: bool = True
    """Also return messages/chunks no admitted fact was taken from (`kind: "source"`)."""
    token_budget: Annotated[int, Field(ge=0, le=32_000)] = 800
    namespace: Namespace | None = None
    asked_at: AwareDatetime | None = None
    """When the question is asked (relative time in it is resolved against this; default now)."""


class RecallBasisOut(BaseModel):
    valid_at: str | None
    known_at: str | None
    from_question: bool = False
    valid_window: dict[str, str | None] | None = None


class RecallSourceOut(BaseModel):
    id: str | None = None
    kind: str | None = None
    ref: str | None = None
    scope: str | None = None
    observed_at: str | None = None
    speaker: str | None = None
    text: str | None = None
    trust: str | None = None


class RecallResultOut(BaseModel):
    kind: Literal["fact", "source"]
    fact: dict[str, Any] | None = None
    """The FACT of API.md (with `sources`), for `kind: "fact"`."""
    source: RecallSourceOut | None = None
    """The message or chunk, for `kind: "source"`."""
    score: float
    current: bool | None
    """Whether the version holds at the basis (`null` for a source)."""
    history: list[dict[str, Any]] = []
    contradictions: list[dict[str, Any]] = []
    signals: dict[str, float] = {}
    """Rank of the result in each candidate channel that found it."""


class RecallOut(BaseModel):
    basis: RecallBasisOut
    temporal_intent: dict[str, Any] | None = None
    results: list[RecallResultOut]
    context: str
    context_tokens: int
    entities: list[dict[str, Any]] = []
    diagnostics: dict[str, Any] = {}


class ProfileOut(BaseModel):
    entity: dict[str, Any]
    basis: dict[str, str | None]
    static: list[dict[str, Any]]
    dynamic: list[dict[str, Any]]
    related: list[dict[str, Any]]
    summary: str
    analytics: EntityAnalyticsOut | None = None
    """Importance, community and related entities from the last analytics refresh (null
    before one)."""
