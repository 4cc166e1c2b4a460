"""The FastAPI application: `create_app()` wires settings, Neo4j, routes, errors and metrics."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request, Response
from prometheus_client import Counter, Histogram

from chronofact.api.rest import (
    routes_entities,
    routes_facts,
    routes_guide,
    routes_ingest,
    routes_keys,
    routes_recall,
    routes_service,
    routes_trust,
)
from chronofact.api.rest.auth import development_refusal, is_loopback
from chronofact.api.rest.body_limit import BodyLimit
from chronofact.api.rest.errors import envelope, install_error_handlers, status_of
from chronofact.api.rest.key_cache import KeyCache, env_principals
from chronofact.api.roles import unlisted_routes
from chronofact.api.services import Services
from chronofact.config import Settings, get_settings
from chronofact.extractors.base import warm_up
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.graph.neo4j import apply_schema

log = logging.getLogger("chronofact.api")

WARM_UP_JOIN_SECONDS = 60.0
"""How long shutdown waits for the embedding warm-up to finish."""

METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"})
"""Metric labels take these methods; any other is counted as `OTHER` (bounded series)."""

REQUESTS = Counter("chronofact_http_requests_total", "HTTP requests", ["method", "route", "status"])
LATENCY = Histogram("chronofact_http_request_seconds", "HTTP request latency", ["method", "route"])


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()
    api_keys = env_principals(settings.api_key_grants())
    if not api_keys and not settings.require_keys and not is_loopback(settings.api_host):
        raise RuntimeError(
            f"refusing to serve on {settings.api_host} without API keys: "
            "set CHRONOFACT_API_KEYS=key:tenant[:role], or CHRONOFACT_REQUIRE_KEYS=true to "
            "use keys from `chronofact keys create`, or bind to 127.0.0.1"
        )

    def _warm_embeddings(svc: Services) -> None:
        try:
            started = time.perf_counter()
            embed(["warm up"])
            embed_one("warm up")
            warm_up(svc.extractor())  # its prototype vectors: once per process
            log.info("embedding models ready in %.1f s", time.perf_counter() - started)
        except Exception as exc:  # the request that needs them reports the problem
            log.warning("could not load the embedding models yet: %s", exc)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        svc = Services.build(settings)
        driver = svc.driver
        try:
            apply_schema(driver, settings.neo4j_database)
            svc.schema_applied = True
        except Exception as exc:  # the API still starts; /readyz reports and retries
            log.error("could not apply the schema yet: %s", exc)
        app.state.services = svc
        # load the embedding models (ingest and questions: ONNX, exported on first use)
        # while the API already answers, so the first recall or ingest does not wait for them
        warm = threading.Thread(
            target=_warm_embeddings, args=(svc,), name="warm-embeddings", daemon=True
        )
        warm.start()
        try:
            yield
        finally:
            # A process that exits while ONNX Runtime builds a session with a thread pool
            # aborts (SIGABRT): let the warm-up finish first (seconds; bounded).
            warm.join(timeout=WARM_UP_JOIN_SECONDS)
            driver.close()

    app = FastAPI(
        title="Chronofact",
        version="0.1.0",
        description="A bitemporal knowledge graph: every version of every fact, "
        "valid time and known time, over REST.",
        lifespan=lifespan,
    )
    app.state.api_keys = api_keys
    app.state.require_keys = settings.require_keys
    app.state.key_cache = KeyCache(settings.key_cache_seconds)
    install_error_handlers(app)
    app.include_router(routes_service.router)
    app.include_router(routes_facts.router)
    app.include_router(routes_ingest.router)
    app.include_router(routes_recall.router)
    app.include_router(routes_trust.router)
    app.include_router(routes_entities.router)
    app.include_router(routes_keys.router)
    app.include_router(routes_guide.router)
    missing = unlisted_routes(app.routes)
    if missing:  # every route declares its least role; until it does, it is admin-only
        log.warning("routes without a role in ROUTE_ROLES (admin only): %s", missing)

    @app.middleware("http")
    async def _development_mode_is_local(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        if not app.state.api_keys and not app.state.require_keys:
            refused = development_refusal(request)
            if refused is not None:
                return envelope(status_of(refused), refused.code, refused.message)
        return await call_next(request)

    @app.middleware("http")
    async def _metrics(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        started = time.perf_counter()
        response = await call_next(request)
        route = request.scope.get("route")
        path = getattr(route, "path", "unmatched")
        method = request.method if request.method in METHODS else "OTHER"
        LATENCY.labels(method, path).observe(time.perf_counter() - started)
        REQUESTS.labels(method, path, str(response.status_code)).inc()
        return response

    # outermost: counts the body's bytes before anything (metrics, auth, JSON) reads them
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    return app
