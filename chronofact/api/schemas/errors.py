"""The error envelope every refused request answers with (API.md):
`{"error": {"code", "message", "details"}}`. Made by `chronofact.api.rest.errors.envelope`;
read back by `chronofact.client`."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict


class ErrorOut(BaseModel):
    model_config = ConfigDict(extra="allow")

    code: str
    """A stable machine-readable reason, e.g. `invalid_request`, `not_found`, `unavailable`."""
    message: str
    details: Any = None


class ErrorEnvelopeOut(BaseModel):
    error: ErrorOut
