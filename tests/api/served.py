"""The API on a real socket for client tests: uvicorn in a thread, behind `FlakyFront`, an ASGI
wrapper that can refuse the next requests with a 503 envelope (and `Retry-After`) and records
what every request carried."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import uvicorn
from fastapi import FastAPI

Scope = dict[str, Any]


@dataclass(frozen=True)
class Seen:
    method: str
    path: str
    idempotency_key: str | None


@dataclass
class FlakyFront:
    """ASGI app: the API, except that the next `refusals` HTTP requests get a 503."""

    app: FastAPI
    refusals: int = 0
    retry_after: str | None = None
    seen: list[Seen] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def refuse(self, count: int, retry_after: str | None = None) -> None:
        with self.lock:
            self.refusals, self.retry_after = count, retry_after
            self.seen.clear()

    def _take_refusal(self) -> bool:
        with self.lock:
            if self.refusals <= 0:
                return False
            self.refusals -= 1
            return True

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode().lower(): v.decode() for k, v in scope["headers"]}
        with self.lock:
            self.seen.append(Seen(scope["method"], scope["path"], headers.get("idempotency-key")))
        if not self._take_refusal():
            await self.app(scope, receive, send)
            return
        body = json.dumps(
            {"error": {"code": "unavailable", "message": "Neo4j is restarting", "details": None}}
        ).encode()
        response_headers = [(b"content-type", b"application/json")]
        if self.retry_after is not None:
            response_headers.append((b"retry-after", self.retry_after.encode()))
        await send({"type": "http.response.start", "status": 503, "headers": response_headers})
        await send({"type": "http.response.body", "body": body})


@contextmanager
def serving(front: FlakyFront) -> Iterator[str]:
    """Serve `front` on a free loopback port until the block ends; yields its base URL."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(front, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 120
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)
        sock.close()


def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port
