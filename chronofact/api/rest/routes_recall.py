"""REST routes for recall and entity profiles.

Design: the docstrings of `chronofact.graph.recall` and `chronofact.graph.profile`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query

from chronofact.api.rest.state import CallerDep, ServicesDep
from chronofact.api.schemas.recall import ProfileOut, RecallIn, RecallOut
from chronofact.graph.errors import NotFound
from chronofact.graph.profile import ProfileQuery
from chronofact.graph.recall import RecallQuery, present_recall
from chronofact.graph.time import parse_instant

router = APIRouter(prefix="/v1")

NamespaceQ = Annotated[str, Query(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9_.:-]+$")]


@router.post("/recall", response_model=RecallOut, tags=["recall"])
def recall(body: RecallIn, who: CallerDep, svc: ServicesDep) -> RecallOut:
    """Facts (and messages) that answer a question, current first, with lineage, sources,
    open contradictions and a compact context string inside `token_budget`."""
    found = svc.recall.recall(
        RecallQuery(
            text=body.query,
            tenant=who.tenant,
            namespace=body.namespace or "default",
            k=body.k,
            valid_at=body.valid_at,
            known_at=body.known_at,
            min_trust=body.min_trust,
            include_disputed=body.include_disputed,
            include_history=body.include_history,
            include_sources=body.include_sources,
            token_budget=body.token_budget,
            asked_at=body.asked_at,
        )
    )
    return RecallOut.model_validate(present_recall(found))


@router.get("/entities/{name}/profile", response_model=ProfileOut, tags=["recall"])
def profile(
    who: CallerDep,
    svc: ServicesDep,
    name: str,
    namespace: NamespaceQ = "default",
    valid_at: str | None = None,
    known_at: str | None = None,
    min_trust: Literal["raw", "candidate", "verified", "disputed"] = "candidate",
    include_disputed: bool = False,
) -> ProfileOut:
    """Static facts (identity, durable preferences) and dynamic ones (current state and
    projects) of an entity, from the facts that hold at the basis (default: now, latest)."""
    found = svc.profiles.profile(
        ProfileQuery(
            name=name,
            tenant=who.tenant,
            namespace=namespace,
            valid_at=parse_instant(valid_at, "valid_at") if valid_at else None,
            known_at=parse_instant(known_at, "known_at") if known_at else None,
            min_trust=min_trust,
            include_disputed=include_disputed,
        )
    )
    if found is None:
        raise NotFound("not_found", f"no entity {name!r} in namespace {namespace!r}")
    return ProfileOut.model_validate(found)
