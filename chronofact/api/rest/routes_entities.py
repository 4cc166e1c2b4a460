"""Entities: one node per person or thing per namespace; aliases and audited merges."""

from __future__ import annotations

from fastapi import APIRouter

from chronofact.api.presenters import write_out
from chronofact.api.rest.state import CallerDep, ServicesDep
from chronofact.api.schemas.facts import WriteOut
from chronofact.api.schemas.operator import AliasIn

router = APIRouter(prefix="/v1")


@router.post(
    "/entities/{name}/aliases", status_code=201, response_model=WriteOut, tags=["entities"]
)
def add_alias(name: str, body: AliasIn, who: CallerDep, svc: ServicesDep) -> WriteOut:
    """Make `alias` another name of `name`. Later writes and reads that use the alias resolve to
    `name`; live facts already recorded under the alias are merged onto `name` (re-keyed through
    the write primitive, `EXTENDS {kind: 'merge'}`), in one audited transaction."""
    ctx = who.context(body.namespace, actor="operator", reason=body.reason or "merge")
    return write_out(svc.operator.merge_entities(ctx, alias=body.alias, into=name))
