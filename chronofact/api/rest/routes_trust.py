"""Trust, review, contradictions and forgetting over REST (DESIGN.md sections 4-6).

Each route calls one use case of `chronofact.graph.operator` and one presenter."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query

from chronofact.api.presenters import (
    contradictions_out,
    erase_out,
    forget_out,
    review_out,
    settings_out,
    write_out,
)
from chronofact.api.rest.state import CallerDep, ServicesDep
from chronofact.api.roles import ERASE_ROLE
from chronofact.api.schemas.facts import WriteOut
from chronofact.api.schemas.operator import (
    ContradictionsOut,
    ForgetIn,
    ForgetOut,
    ResolveIn,
    ReviewOut,
    SettingsIn,
    SettingsOut,
    TrustIn,
)

router = APIRouter(prefix="/v1")
NamespaceQ = Annotated[str, Query(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9_.:-]+$")]


@router.post("/facts/{fact_id}/trust", status_code=201, response_model=WriteOut, tags=["trust"])
def set_trust(fact_id: str, body: TrustIn, who: CallerDep, svc: ServicesDep) -> WriteOut:
    """An operator's call: `verify` (a disputed claim becomes an ordinary assert), `dispute`
    (take it out of the timeline) or `revoke`. Audited as its own transaction."""
    ctx = who.context(body.namespace, actor="operator", reason=body.reason or body.action)
    return write_out(svc.operator.set_trust(ctx, fact_id, body.action))


@router.get("/review", response_model=ReviewOut, tags=["trust"])
def review_queue(
    who: CallerDep,
    svc: ServicesDep,
    namespace: NamespaceQ = "default",
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
) -> ReviewOut:
    """Live facts awaiting an operator (candidate first, then raw), oldest first."""
    return review_out(svc.operator.review_queue(who.tenant, namespace, limit))


@router.get("/settings", response_model=SettingsOut, tags=["trust"])
def get_settings_(who: CallerDep, svc: ServicesDep) -> SettingsOut:
    return settings_out(svc.operator.settings(who.tenant))


@router.put("/settings", response_model=SettingsOut, tags=["trust"])
def put_settings(body: SettingsIn, who: CallerDep, svc: ServicesDep) -> SettingsOut:
    """`review: true` makes default recall admit only verified facts; the rest waits in
    `GET /v1/review` for an operator."""
    return settings_out(svc.operator.set_settings(who.tenant, body.review))


@router.get("/contradictions", response_model=ContradictionsOut, tags=["trust"])
def contradictions(
    who: CallerDep,
    svc: ServicesDep,
    namespace: NamespaceQ = "default",
    status: Literal["open", "resolved", "all"] = "open",
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> ContradictionsOut:
    """Recorded disagreements with both sides (open ones by default)."""
    return contradictions_out(svc.operator.contradictions(who.tenant, namespace, status, limit))


@router.post(
    "/contradictions/{contradiction_id}/resolve",
    status_code=201,
    response_model=WriteOut,
    tags=["trust"],
)
def resolve(contradiction_id: str, body: ResolveIn, who: CallerDep, svc: ServicesDep) -> WriteOut:
    """Keep one side: a disputed side that is kept becomes an ordinary verified assert; a
    disputed side that is dropped is closed. Either way the contradiction is resolved."""
    ctx = who.context(body.namespace, actor="operator", reason=body.reason or "resolve")
    return write_out(svc.operator.resolve_contradiction(ctx, contradiction_id, body.keep))


@router.post("/forget", status_code=201, response_model=ForgetOut, tags=["forget"])
def forget(body: ForgetIn, who: CallerDep, svc: ServicesDep) -> ForgetOut:
    """`tombstone` (default): revoke every live version mentioning the topic and refuse every
    later write that mentions it. `erase`: physically delete everything that mentions it."""
    ctx = who.context(body.namespace, actor="operator", reason=f"forget ({body.mode})")
    if body.mode == "erase":
        who.require(ERASE_ROLE, "forget with `mode: erase`")
        return erase_out(body.topic, svc.operator.erase(ctx, body.topic))
    return forget_out(body.topic, svc.operator.forget(ctx, body.topic))
