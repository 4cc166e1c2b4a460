"""Service endpoints: liveness, readiness, Prometheus metrics."""

from __future__ import annotations

import logging

from fastapi import APIRouter, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from chronofact.api.rest.errors import envelope
from chronofact.api.rest.state import ServicesDep
from chronofact.graph.neo4j import apply_schema, schema_ready

router = APIRouter()
log = logging.getLogger("chronofact.api")


@router.get("/healthz", tags=["service"])
def healthz() -> dict[str, str]:
    """The process is up."""
    return {"status": "ok"}


@router.get("/readyz", tags=["service"], response_model=None)
def readyz(svc: ServicesDep) -> dict[str, object] | Response:
    """Neo4j is reachable and the schema is applied (applies it if an earlier try failed)."""
    try:
        svc.driver.verify_connectivity()
        if not svc.schema_applied:
            apply_schema(svc.driver, svc.settings.neo4j_database)
            svc.schema_applied = True
        ready = schema_ready(svc.driver, svc.settings.neo4j_database)
    except Exception as exc:  # any failure means "not ready", never a 500
        # the cause (addresses, driver messages) goes to the log, not to the caller
        log.warning("not ready: %s", exc)
        return envelope(503, "not_ready", "the database is not reachable yet; see the server log")
    if not ready:
        return envelope(503, "not_ready", "schema indexes are not online yet")
    return {"status": "ready", "schema": "applied"}


@router.get("/metrics", tags=["service"])
def metrics() -> Response:
    """Prometheus text format."""
    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)
