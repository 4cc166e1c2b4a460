"""API keys decide the tenant. No keys configured + a loopback bind = tenant `default`."""

from __future__ import annotations

import secrets

from fastapi import Request

from chronofact.graph.errors import Unauthorized

LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def tenant_of(request: Request) -> str:
    keys: dict[str, str] = request.app.state.api_keys
    header = request.headers.get("authorization", "")
    if not keys:
        return "default"
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise Unauthorized("unauthorized", "send `Authorization: Bearer <api-key>`")
    for key, tenant in keys.items():
        if secrets.compare_digest(key.encode(), token.strip().encode()):
            return tenant
    raise Unauthorized("unauthorized", "unknown API key")
