"""API keys decide the tenant. No keys configured = development mode: tenant `default`, and only
for loopback clients that address the service by a loopback name."""

from __future__ import annotations

import ipaddress
import secrets

from fastapi import Request

from chronofact.graph.errors import Forbidden, Unauthorized

LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def is_loopback(host: str | None) -> bool:
    """127.0.0.0/8, ::1 or `localhost` (a name or address, no port)."""
    if not host:
        return False
    name = host.strip("[]").lower()
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def _host_name(header: str) -> str:
    """The host of a Host header, without its port (`[::1]:8000` -> `::1`)."""
    if header.startswith("["):
        return header[1 : header.find("]")] if "]" in header else header
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def development_refusal(request: Request) -> Forbidden | None:
    """Why development mode (no API keys) will not answer this request, if it will not: the
    peer must be on this machine, and the Host header a loopback name (so a web page on some
    other site cannot reach the service by DNS rebinding)."""
    peer = request.client.host if request.client else None
    if not is_loopback(peer):
        return Forbidden(
            "loopback_only",
            "development mode (no CHRONOFACT_API_KEYS) answers clients on this machine only",
        )
    if not is_loopback(_host_name(request.headers.get("host", ""))):
        return Forbidden(
            "loopback_only",
            "development mode (no CHRONOFACT_API_KEYS) answers only requests addressed to "
            "localhost, 127.0.0.1 or [::1] (Host header)",
        )
    return None


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
