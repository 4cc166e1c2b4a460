"""Trust, review, contradictions and forgetting over REST (DESIGN.md sections 4-6)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from pydantic import BaseModel

from chronofact.api.rest.state import CallerDep, ServicesDep
from chronofact.api.schemas.facts import Namespace, Strict, TxOut, WriteOut
from chronofact.graph.errors import Conflict, NotFound
from chronofact.graph.forgetting import erase
from chronofact.graph.models import Trust, TrustAction, TrustActionKind, WriteResult
from chronofact.graph.neo4j import query
from chronofact.graph.time import from_db, iso

router = APIRouter(prefix="/v1")
NamespaceQ = Annotated[str, Query(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9_.:-]+$")]


class TrustIn(Strict):
    action: Literal["verify", "dispute", "revoke"]
    namespace: Namespace | None = None
    reason: Annotated[str, Query(max_length=1024)] | None = None


class ResolveIn(Strict):
    keep: Literal["claim", "against"]
    namespace: Namespace | None = None
    reason: str | None = None


class ForgetIn(Strict):
    topic: Annotated[str, Query(min_length=1, max_length=512)]
    mode: Literal["tombstone", "erase"] = "tombstone"
    namespace: Namespace | None = None


class SettingsIn(Strict):
    review: bool


class ForgetOut(BaseModel):
    tx: TxOut
    topic: str
    mode: str
    revoked: list[str] = []
    erased: dict[str, int] | None = None


def _out(result: WriteResult) -> WriteOut:
    fact = next((f for f in result.created_facts if f.get("trust") != "disputed"), None)
    fact = fact or (result.created_facts[0] if result.created_facts else None)
    return WriteOut(
        tx=TxOut(id=result.tx_id, time=iso(result.tx_time) or ""),
        fact=fact,
        created=result.created,
        revoked=result.revoked,
        corroborated=result.corroborated,
        contradictions=result.contradictions,
        blocked=result.blocked,
    )


@router.post("/facts/{fact_id}/trust", status_code=201, response_model=WriteOut, tags=["trust"])
def set_trust(fact_id: str, body: TrustIn, who: CallerDep, svc: ServicesDep) -> WriteOut:
    """An operator's call: `verify` (a disputed claim becomes an ordinary assert), `dispute`
    (take it out of the timeline) or `revoke`. Audited as its own transaction."""
    ctx = who.context(body.namespace, actor="operator", reason=body.reason or body.action)
    result = svc.writer.write(ctx, [], actions=[TrustAction(fact_id, TrustActionKind(body.action))])
    return _out(result)


@router.get("/review", tags=["trust"])
def review_queue(
    who: CallerDep,
    svc: ServicesDep,
    namespace: NamespaceQ = "default",
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
) -> dict[str, Any]:
    """Live facts awaiting an operator (candidate first, then raw), oldest first."""
    settings, _, _ = svc.driver.execute_query(query("tenant_settings"), tenant=who.tenant)
    facts: list[dict[str, Any] | None] = []
    for trust in (Trust.CANDIDATE.value, Trust.RAW.value):
        records, _, _ = svc.driver.execute_query(
            query("review_queue"),
            tenant=who.tenant,
            namespace=namespace,
            trust=[trust],
            limit=limit - len(facts),
        )
        facts.extend(svc.reader.get(who.tenant, namespace, r["id"]) for r in records)
        if len(facts) >= limit:
            break
    return {"review": settings[0]["review"], "facts": facts}


@router.get("/settings", tags=["trust"])
def get_settings_(who: CallerDep, svc: ServicesDep) -> dict[str, Any]:
    records, _, _ = svc.driver.execute_query(query("tenant_settings"), tenant=who.tenant)
    return {"review": records[0]["review"]}


@router.put("/settings", tags=["trust"])
def put_settings(body: SettingsIn, who: CallerDep, svc: ServicesDep) -> dict[str, Any]:
    """`review: true` makes default recall admit only verified facts; the rest waits in
    `GET /v1/review` for an operator."""
    records, _, _ = svc.driver.execute_query(
        query("set_tenant_settings"), tenant=who.tenant, review=body.review
    )
    return {"review": records[0]["review"]}


@router.get("/contradictions", tags=["trust"])
def contradictions(
    who: CallerDep,
    svc: ServicesDep,
    namespace: NamespaceQ = "default",
    status: Literal["open", "resolved", "all"] = "open",
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> dict[str, Any]:
    """Recorded disagreements with both sides (open ones by default)."""
    records, _, _ = svc.driver.execute_query(
        query("open_contradictions"),
        tenant=who.tenant,
        namespace=namespace,
        status=None if status == "all" else status,
        limit=limit,
    )
    out = []
    for r in records:
        c = dict(r["c"])
        out.append(
            {
                **c,
                "created_at": iso(from_db(c.get("created_at"))),
                "resolved_at": iso(from_db(c.get("resolved_at"))),
                "claim": svc.reader.get(who.tenant, namespace, r["claim"]),
                "against": svc.reader.get(who.tenant, namespace, r["against"]),
            }
        )
    return {"contradictions": out}


@router.post(
    "/contradictions/{contradiction_id}/resolve",
    status_code=201,
    response_model=WriteOut,
    tags=["trust"],
)
def resolve(contradiction_id: str, body: ResolveIn, who: CallerDep, svc: ServicesDep) -> WriteOut:
    """Keep one side: a disputed side that is kept becomes an ordinary verified assert; a
    disputed side that is dropped is closed. Either way the contradiction is resolved."""
    namespace = body.namespace or "default"
    records, _, _ = svc.driver.execute_query(
        query("contradiction_by_id"), tenant=who.tenant, namespace=namespace, id=contradiction_id
    )
    if not records:
        raise NotFound("not_found", f"no contradiction {contradiction_id!r}")
    r = records[0]
    if r["status"] != "open":
        raise Conflict("already_resolved", "this contradiction is already resolved")
    keep, drop = ("claim", "against") if body.keep == "claim" else ("against", "claim")
    actions: list[TrustAction] = []
    if from_db(r[f"{keep}_revoked"]) is None:
        kind = TrustActionKind.VERIFY if r[f"{keep}_trust"] != "verified" else None
        if kind is not None:
            actions.append(TrustAction(r[keep], kind))
    if r[f"{drop}_trust"] == "disputed" and from_db(r[f"{drop}_revoked"]) is None:
        actions.append(TrustAction(r[drop], TrustActionKind.REVOKE))
    if not actions:
        raise Conflict("nothing_to_resolve", "both sides are no longer live")
    ctx = who.context(namespace, actor="operator", reason=body.reason or "resolve")
    return _out(svc.writer.write(ctx, [], actions=actions))


@router.post("/forget", status_code=201, response_model=ForgetOut, tags=["forget"])
def forget(body: ForgetIn, who: CallerDep, svc: ServicesDep) -> ForgetOut:
    """`tombstone` (default): revoke every live version mentioning the topic and refuse every
    later write that mentions it. `erase`: physically delete everything that mentions it."""
    ctx = who.context(body.namespace, actor="operator", reason=f"forget ({body.mode})")
    if body.mode == "erase":
        done = erase(svc.driver, ctx, body.topic, svc.settings.neo4j_database)
        return ForgetOut(
            tx=TxOut(id=done.tx_id, time=done.tx_time),
            topic=body.topic,
            mode="erase",
            erased={
                "facts": done.facts,
                "keys": done.keys,
                "sources": done.sources,
                "entities": done.entities,
            },
        )
    result = svc.writer.write(ctx, [], forget=body.topic)
    return ForgetOut(
        tx=TxOut(id=result.tx_id, time=iso(result.tx_time) or ""),
        topic=body.topic,
        mode="tombstone",
        revoked=result.revoked,
    )
