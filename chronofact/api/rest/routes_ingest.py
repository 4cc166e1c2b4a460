"""`POST /v1/ingest`: text to facts through the extractors, with provenance (API.md).

The whole body is validated before the first write (pydantic, then the ingest module's checks:
repeated ids, message ids already stored with another text), so a rejected request stores
nothing. Messages are written in timestamp order, in groups of `batch_size` per transaction
(see `chronofact.graph.ingest`); the response lists every transaction and echoes the last one
as `tx`.
"""

from __future__ import annotations

from fastapi import APIRouter

from chronofact.api.presenters import ingest_out
from chronofact.api.rest.state import CallerDep, ServicesDep
from chronofact.api.roles import require_ingest_kind
from chronofact.api.schemas.ingest import IngestIn, IngestOut
from chronofact.graph.ingest import (
    DEFAULT_BATCH_SIZE,
    SourceRef,
    ingest_document,
    ingest_messages,
)

router = APIRouter(prefix="/v1")


@router.post("/ingest", status_code=201, response_model=IngestOut, tags=["write"])
def ingest(body: IngestIn, who: CallerDep, svc: ServicesDep) -> IngestOut:
    """Extract facts from a conversation or a document; keep every message as a `Source`."""
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
