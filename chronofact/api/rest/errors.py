"""The error envelope of API.md: `{"error": {"code", "message", "details"}}`, 4xx for bad input."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from neo4j.exceptions import Neo4jError, ServiceUnavailable, SessionExpired
from starlette.exceptions import HTTPException

from chronofact.api.services import neo4j_unavailable
from chronofact.graph.errors import ChronofactError

log = logging.getLogger("chronofact.api")


HTTP_STATUS: dict[str, int] = {
    "invalid": 422,
    "not_found": 404,
    "conflict": 409,
    "too_large": 413,
    "unauthorized": 401,
    "forbidden": 403,
    "unavailable": 503,
    "setup": 503,
}
"""The one place a `ChronofactError` kind becomes an HTTP status."""


def status_of(exc: ChronofactError) -> int:
    return HTTP_STATUS.get(exc.kind, 422)


RETRY_AFTER_SECONDS = 5
"""What a 503 tells the client to wait (`Retry-After`) before it tries again."""


def envelope(status: int, code: str, message: str, details: Any = None) -> JSONResponse:
    """The error body of API.md; a 503 (Neo4j away) also says when to retry."""
    body = {"error": {"code": code, "message": message, "details": jsonable_encoder(details)}}
    headers = {"Retry-After": str(RETRY_AFTER_SECONDS)} if status == 503 else None
    return JSONResponse(status_code=status, content=body, headers=headers)


def _validation_message(errors: list[dict[str, Any]]) -> str:
    parts = []
    for err in errors[:5]:
        where = ".".join(str(p) for p in err.get("loc", ()) if p != "body")
        parts.append(f"{where}: {err.get('msg')}" if where else str(err.get("msg")))
    return "; ".join(parts)


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(ChronofactError)
    async def _refused(_: Request, exc: ChronofactError) -> JSONResponse:
        return envelope(status_of(exc), exc.code, exc.message, exc.details)

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
        errors = [{k: v for k, v in e.items() if k in ("loc", "msg", "type")} for e in exc.errors()]
        return envelope(422, "invalid_request", _validation_message(errors), errors)

    # Starlette's class, not FastAPI's subclass: FastAPI raises the base class itself for a
    # body it cannot parse (e.g. bytes that are not UTF-8), and routing raises it for 404/405
    @app.exception_handler(HTTPException)
    async def _http(_: Request, exc: HTTPException) -> JSONResponse:
        code = {
            400: "invalid_request",
            401: "unauthorized",
            404: "not_found",
            405: "method_not_allowed",
        }.get(exc.status_code, "http_error")
        return envelope(exc.status_code, code, str(exc.detail))

    @app.exception_handler(ServiceUnavailable)
    @app.exception_handler(SessionExpired)
    @app.exception_handler(Neo4jError)
    async def _neo4j_failed(_: Request, exc: Exception) -> JSONResponse:
        unavailable = neo4j_unavailable(exc)
        if unavailable is None:
            log.exception("Neo4j error")
            return envelope(500, "internal_error", "internal error (a bug); see the server log")
        log.error("Neo4j unavailable: %s", exc)
        return envelope(status_of(unavailable), unavailable.code, unavailable.message)

    @app.exception_handler(Exception)
    async def _bug(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error")
        return envelope(500, "internal_error", "internal error (a bug); see the server log")
