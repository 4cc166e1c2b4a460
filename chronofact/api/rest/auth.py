"""API keys decide the tenant and the role (`chronofact.api.roles`). Keys come from
`CHRONOFACT_API_KEYS` (`key:tenant[:role]`) or from the database (`chronofact keys create`).
No environment keys and not `CHRONOFACT_REQUIRE_KEYS` = development mode: a request without a
key acts as `admin` of tenant `default`, and only loopback clients that address the service by
a loopback name are answered."""

from __future__ import annotations

import ipaddress
import secrets

from fastapi import Request

from chronofact.api.rest.key_cache import DEVELOPMENT, KeyCache, Principal
from chronofact.graph.api_keys import KEY_PREFIX
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


def bearer_token(request: Request) -> str | None:
    """The key of `Authorization: Bearer <key>`, or None when there is no such header."""
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        raise Unauthorized("unauthorized", "send `Authorization: Bearer <api-key>`")
    return token


def development_mode(request: Request) -> bool:
    """No `CHRONOFACT_API_KEYS` and not `CHRONOFACT_REQUIRE_KEYS`: a request without a key
    acts as `admin` of tenant `default` (the loopback middleware has already checked it)."""
    env_keys: dict[str, Principal] = request.app.state.api_keys
    return not env_keys and not request.app.state.require_keys


def principal_of(request: Request) -> Principal:
    """Who is calling: an environment key, a database key (cached, `KeyCache`), or, in
    development mode and without a key, `admin` of `default`."""
    token = bearer_token(request)
    if token is None:
        if development_mode(request):
            return DEVELOPMENT
        raise Unauthorized("unauthorized", "send `Authorization: Bearer <api-key>`")
    env_keys: dict[str, Principal] = request.app.state.api_keys
    found = None
    for key, principal in env_keys.items():  # every entry compared: constant time per entry
        if secrets.compare_digest(key.encode(), token.encode()):
            found = principal
    if found is None and token.startswith(KEY_PREFIX):
        cache: KeyCache = request.app.state.key_cache
        found = cache.principal(token, request.app.state.services.api_keys)
    if found is None:
        if development_mode(request):
            return DEVELOPMENT  # as before keys had roles: a key is not checked here
        raise Unauthorized("unauthorized", "unknown API key")
    return found
