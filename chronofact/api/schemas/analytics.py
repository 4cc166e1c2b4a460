"""Bodies of the analytics additions: a profile's `analytics` field and
`GET /v1/entities/suggestions` (entity-resolution suggestions for an operator)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class RelatedEntityOut(BaseModel):
    id: str
    name: str | None
    importance: float | None


class EntityAnalyticsOut(BaseModel):
    """What the last analytics refresh found about an entity."""

    importance: float = Field(description="PageRank scaled to the partition's top entity (1.0).")
    community: int = Field(description="Louvain community id (meaningful within one refresh).")
    community_size: int
    related: list[RelatedEntityOut] = Field(
        description="Other entities of its community, most important first."
    )
    refreshed_at: str


class SuggestionOut(BaseModel):
    """`alias` is probably another name of `keep`: accept with
    `POST /v1/entities/{keep}/aliases {"alias": alias}` (the audited merge)."""

    keep: str
    alias: str
    score: float
    neighbours: float = Field(
        description="Overlap of the entities each is linked to (shared / smaller set)."
    )
    names: float = Field(description="Name similarity in [0, 1].")
    refreshed_at: str


class SuggestionsOut(BaseModel):
    namespace: str
    suggestions: list[SuggestionOut]
