"""REST routes for recall (filled in by the recall work)."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(prefix="/v1")
