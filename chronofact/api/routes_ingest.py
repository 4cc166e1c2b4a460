"""REST routes for ingest (filled in by the ingest work)."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(prefix="/v1")
