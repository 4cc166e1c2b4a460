"""The `Idempotency-Key` header of `POST /v1/facts/batch`, `/v1/import` and `/v1/ingest`.

A retry with the same key (same tenant, route and body) gets the first answer again (201,
header `Idempotent-Replayed: true`) instead of a second write; the same key with another body
is a 409 `idempotency_key_reused`. Without the header nothing changes. The records live in
Neo4j (`chronofact.graph.idempotency`) for 24 hours.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Header
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from chronofact.api.services import Services
from chronofact.graph.idempotency import (
    IdempotencyKey,
    StoredAnswer,
    body_hash,
    lookup,
)

IdempotencyHeader = Annotated[
    str | None,
    Header(
        alias="Idempotency-Key",
        min_length=1,
        max_length=255,
        pattern=r"^[\x21-\x7e]+$",
        description="Any unique string (e.g. a UUID) per logical request; a retry with the "
        "same key returns the first answer instead of writing again.",
    ),
]


def idempotency_key(
    header: str | None, tenant: str, namespace: str | None, route: str, body: BaseModel
) -> IdempotencyKey | None:
    if header is None:
        return None
    return IdempotencyKey(
        tenant=tenant,
        namespace=namespace or "default",
        key=header,
        route=route,
        body_hash=body_hash(body.model_dump_json()),
    )


def stored_answer(svc: Services, key: IdempotencyKey | None) -> StoredAnswer | None:
    if key is None:
        return None
    return lookup(svc.driver, svc.settings.neo4j_database, key)


def replay(response: dict[str, Any]) -> JSONResponse:
    """The first answer again."""
    return JSONResponse(status_code=201, content=response, headers={"Idempotent-Replayed": "true"})
