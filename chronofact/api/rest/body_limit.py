"""The request-body limit (`CHRONOFACT_MAX_BODY_BYTES`), enforced before anything reads the body.

A pure ASGI middleware, outermost in the stack: a declared `Content-Length` over the limit is
answered 413 at once; otherwise the bytes of the streamed body (chunked or not) are counted as
the application receives them, and the moment they pass the limit the application is told the
client went away and its reply is replaced by the 413. So no JSON parser, no authentication and
no handler ever works on more than the limit. The answer uses the API's error envelope.
"""

from __future__ import annotations

import json

from starlette.types import ASGIApp, Message, Receive, Scope, Send

BODY_TOO_LARGE = "body_too_large"


def _error_body(status: int, code: str, message: str, details: object) -> bytes:
    body = {"error": {"code": code, "message": message, "details": details}}
    return json.dumps(body).encode()


async def _send_error(send: Send, status: int, code: str, message: str, details: object) -> None:
    payload = _error_body(status, code, message, details)
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(payload)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": payload})


def _declared_length(scope: Scope) -> int | str | None:
    """The `Content-Length` of the request: an int, None when absent, the raw text if invalid."""
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            text = value.decode("latin-1").strip()
            return int(text) if text.isdigit() else text
    return None


class BodyLimit:
    """Refuse request bodies over `max_bytes` with a 413, before the application parses them."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def _too_large(self, send: Send) -> None:
        limit = self.max_bytes
        await _send_error(
            send,
            413,
            BODY_TOO_LARGE,
            f"the request body is over the limit of {limit} bytes (CHRONOFACT_MAX_BODY_BYTES)",
            {"limit": limit},
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _declared_length(scope)
        if isinstance(declared, str):
            await _send_error(
                send, 400, "invalid_content_length", "Content-Length must be a number", None
            )
            return
        if declared is not None and declared > self.max_bytes:
            await self._too_large(send)
            return
        await self._counted(scope, receive, send)

    async def _counted(self, scope: Scope, receive: Receive, send: Send) -> None:
        received = 0
        exceeded = False
        started = False

        async def counting_receive() -> Message:
            nonlocal received, exceeded
            if exceeded:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    exceeded = True
                    return {"type": "http.disconnect"}
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if exceeded and not started:
                return  # the application's answer to a body it never got whole
            started = True
            await send(message)

        try:
            await self.app(scope, counting_receive, guarded_send)
        except Exception:
            if not exceeded or started:
                raise
        if exceeded and not started:
            await self._too_large(send)
