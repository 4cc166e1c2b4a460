"""What `Client` and `AsyncClient` share: where the API is, who calls it, the headers of a
call, and how an answer becomes a model or a typed error."""

from __future__ import annotations

import os
import uuid
from typing import Any, TypeVar

import httpx
from pydantic import BaseModel

from chronofact.client.calls import IDEMPOTENCY_HEADER, Call
from chronofact.client.errors import ApiUnreachable, error_for
from chronofact.client.retry import RetryPolicy

OutT = TypeVar("OutT", bound=BaseModel)

DEFAULT_URL = "http://127.0.0.1:8000"
URL_ENV = "CHRONOFACT_URL"
"""Where the API is when no `base_url` is given (default `http://127.0.0.1:8000`)."""
KEY_ENV = "CHRONOFACT_API_KEY"
"""The API key when no `api_key` is given (none: development mode, loopback only)."""


class ClientConfig:
    """The settings of a client, resolved once."""

    def __init__(
        self,
        base_url: str | None,
        api_key: str | None,
        namespace: str | None,
        retry: RetryPolicy | None,
    ) -> None:
        self.base_url = (base_url or os.environ.get(URL_ENV) or DEFAULT_URL).rstrip("/")
        self.api_key = api_key if api_key is not None else os.environ.get(KEY_ENV)
        self.namespace = namespace
        """Used by every call that names no namespace (none: the server's `default`)."""
        self.retry = retry or RetryPolicy()

    def headers(self) -> dict[str, str]:
        headers = {"Accept": "application/json", "User-Agent": "chronofact-client"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        return headers

    def scope(self, namespace: str | None) -> str | None:
        """The namespace a call uses: its own, else the client's."""
        return namespace if namespace is not None else self.namespace


def call_headers(call: Call[Any], idempotency_key: str | None) -> dict[str, str]:
    """Per logical call: a write gets its `Idempotency-Key` here, once, so every retry of the
    call repeats the same key."""
    if not call.write:
        return {}
    return {IDEMPOTENCY_HEADER: idempotency_key or uuid.uuid4().hex}


def unreachable(call: Call[Any], exc: httpx.TransportError) -> ApiUnreachable:
    reason = type(exc).__name__ + (f": {exc}" if str(exc) else "")
    return ApiUnreachable(f"{call.method} {call.path}: no answer ({reason})")


def answer_of(call: Call[OutT], response: httpx.Response) -> OutT:
    """The model of a success; a refusal raised as its typed error."""
    if response.status_code >= 400:
        raise error_for(response)
    return call.parse(response)
