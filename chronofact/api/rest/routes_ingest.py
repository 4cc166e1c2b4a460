"""`POST /v1/ingest`: text to facts through the extractors, with provenance (API.md).

The whole body is validated before the first write (pydantic, then the ingest module's checks:
repeated ids, message ids already stored with another text), so a rejected request stores
nothing. Messages are written in timestamp order, in groups of `batch_size` per transaction
(see `chronofact.graph.ingest`); the response lists every transaction and echoes the last one
as `tx`.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from chronofact.api.presenters import combined, ingest_out
from chronofact.api.rest.idempotency import (
    IdempotencyHeader,
    idempotency_key,
    replay,
    stored_answer,
)
from chronofact.api.rest.state import CallerDep, ServicesDep
from chronofact.api.roles import require_ingest_kind
from chronofact.api.schemas.ingest import IngestIn, IngestOut
from chronofact.graph.idempotency import DONE, PARTIAL, record
from chronofact.graph.ingest import (
    DEFAULT_BATCH_SIZE,
    SourceRef,
    ingest_document,
    ingest_messages,
)
from chronofact.graph.ingest.incomplete import IngestIncomplete

router = APIRouter(prefix="/v1")


@router.post("/ingest", status_code=201, response_model=IngestOut, tags=["write"])
def ingest(
    body: IngestIn, who: CallerDep, svc: ServicesDep, idempotency: IdempotencyHeader = None
) -> IngestOut | JSONResponse:
    """Extract facts from a conversation or a document; keep every message as a `Source`.

    With an `Idempotency-Key`, a retry gets the first answer; a retry after a failed group
    writes the groups that did not commit and answers for the whole request."""
    key = idempotency_key(idempotency, who.tenant, body.namespace, "ingest", body)
    stored = stored_answer(svc, key)
    if stored is not None and stored.state == DONE:
        return replay(stored.response)
    earlier = IngestOut.model_validate(stored.response) if stored is not None else None
    try:
        out = _ingest(body, who, svc)
    except IngestIncomplete as failed:
        if key is not None:
            partial = combined(earlier, ingest_out(failed.partial))
            record(svc.driver, svc.settings.neo4j_database, key, PARTIAL, _json(partial))
        raise
    if key is None:
        return out
    out = combined(earlier, out)
    record(svc.driver, svc.settings.neo4j_database, key, DONE, _json(out))
    return out


def _json(out: IngestOut) -> dict[str, Any]:
    return out.model_dump(mode="json")


def _ingest(body: IngestIn, who: CallerDep, svc: ServicesDep) -> IngestOut:
    kind = body.source_kind
    require_ingest_kind(who.role, kind)
    ref = body.source_ref
    reason = f"ingest {kind}" + (f" {ref}" if ref else "")
    ctx = who.context(body.namespace, actor="api", reason=reason)
    batch_size = body.batch_size or DEFAULT_BATCH_SIZE
    extractor = svc.extractor(body.extractor)
    if body.messages is not None:
        result = ingest_messages(
            svc.writer,
            ctx,
            [m.to_message() for m in body.messages],
            source_kind=kind,
            conversation_ref=ref,
            batch_size=batch_size,
            extractor=extractor,
        )
    else:
        assert body.text is not None and body.observed_at is not None  # the validator says so
        result = ingest_document(
            svc.writer,
            ctx,
            body.text,
            body.observed_at,
            SourceRef(kind=kind, ref=ref),
            speaker=body.speaker,
            batch_size=batch_size,
            extractor=extractor,
        )
    return ingest_out(result)
