"""Entities: one node per person or thing per namespace; aliases and audited merges."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter
from pydantic import Field

from chronofact.api.rest.state import CallerDep, ServicesDep
from chronofact.api.schemas.facts import Namespace, Strict, TxOut, WriteOut
from chronofact.graph.models import EntityMerge
from chronofact.graph.time import iso

router = APIRouter(prefix="/v1")


class AliasIn(Strict):
    alias: Annotated[str, Field(min_length=1, max_length=512)]
    namespace: Namespace | None = None
    reason: Annotated[str, Field(max_length=1024)] | None = None


@router.post(
    "/entities/{name}/aliases", status_code=201, response_model=WriteOut, tags=["entities"]
)
def add_alias(name: str, body: AliasIn, who: CallerDep, svc: ServicesDep) -> WriteOut:
    """Make `alias` another name of `name`. Later writes and reads that use the alias resolve to
    `name`; live facts already recorded under the alias are merged onto `name` (re-keyed through
    the write primitive, `EXTENDS {kind: 'merge'}`), in one audited transaction."""
    ctx = who.context(body.namespace, actor="operator", reason=body.reason or "merge")
    result = svc.writer.write(ctx, [], merge=EntityMerge(alias=body.alias, into=name))
    return WriteOut(
        tx=TxOut(id=result.tx_id, time=iso(result.tx_time) or ""),
        fact=result.created_facts[0] if result.created_facts else None,
        created=result.created,
        revoked=result.revoked,
        corroborated=result.corroborated,
        contradictions=result.contradictions,
        blocked=result.blocked,
    )
