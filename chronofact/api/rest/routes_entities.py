"""Entities: one node per person or thing per namespace; aliases and audited merges."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from chronofact.api.presenters import write_out
from chronofact.api.rest.state import CallerDep, ServicesDep
from chronofact.api.schemas.analytics import SuggestionOut, SuggestionsOut
from chronofact.api.schemas.facts import WriteOut
from chronofact.api.schemas.operator import AliasIn
from chronofact.graph.analytics import suggestions as stored_suggestions

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


@router.get("/entities/suggestions", response_model=SuggestionsOut, tags=["entities"])
def entity_suggestions(
    who: CallerDep,
    svc: ServicesDep,
    namespace: Annotated[
        str, Query(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9_.:-]+$")
    ] = "default",
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
) -> SuggestionsOut:
    """Entity-resolution suggestions of the last analytics refresh (`chronofact analytics
    refresh`), best first: `alias` is probably another name of `keep` (shared neighbours and
    alike names). Nothing is merged here: accept one with `POST /v1/entities/{keep}/aliases`."""
    rows = stored_suggestions(svc.driver, svc.settings.neo4j_database, who.tenant, namespace, limit)
    return SuggestionsOut(
        namespace=namespace, suggestions=[SuggestionOut.model_validate(r) for r in rows]
    )
