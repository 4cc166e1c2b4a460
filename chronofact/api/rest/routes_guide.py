"""The Neo4j Browser guide and its style, for `:play` and `:style` in Browser.

Static content without data (no tenant, no auth): the slides name queries and parameters, and
the person runs them in Browser with their own Neo4j login. Browser fetches both from another
origin (the Neo4j HTTP port) with extra headers (`pragma`, `cache-control`, `sentry-trace`),
so these routes answer the CORS preflight and allow any origin and header (no credentials are
involved); no other route does. In development mode the
host rules of the rest of the API still apply (loopback clients addressing localhost).
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request, Response
from fastapi.responses import HTMLResponse, PlainTextResponse

from chronofact.api.guide import GuideParams, render_guide, style_text

router = APIRouter(prefix="/guide", tags=["guide"])

CORS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "GET, OPTIONS",
    "Access-Control-Allow-Headers": "*",
    "Access-Control-Max-Age": "600",
}


@router.get("", response_class=HTMLResponse)
def guide(request: Request, params: Annotated[GuideParams, Query()]) -> HTMLResponse:
    """The guide: `:play http://localhost:8000/guide?namespace=NS&subject=NAME` in Browser.
    Optional: `valid_at` (T) and `known_at` (T') for the as-of slides, `fact` for lineage."""
    return HTMLResponse(render_guide(params, str(request.base_url)), headers=CORS)


@router.get("/style.grass", response_class=PlainTextResponse)
def style() -> PlainTextResponse:
    """The GraSS style: `:style http://localhost:8000/guide/style.grass` in Browser."""
    return PlainTextResponse(style_text(), headers=CORS)


@router.options("")
@router.options("/style.grass")
def preflight() -> Response:
    """The CORS preflight Browser sends before fetching the guide or the style."""
    return Response(status_code=204, headers=CORS)
