"""A fake OpenAI-compatible chat-completions server on 127.0.0.1 for the LLM extractor's tests:
it replays recorded responses (JSON fixtures under tests/unit/extractors/llm_responses/), one
per request, in order, and records the requests it got.

A fixture is a list of responses; each is `{"status": 200, "content": <the model's text, or a
JSON object that is sent as its JSON text>, "delay": <seconds to sleep first>}` or
`{"status": 500, "body": {...}}` for an error. Nothing is computed
from the request: the answers are the recorded ones.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

RESPONSES = Path(__file__).resolve().parent / "unit" / "extractors" / "llm_responses"


def recorded(name: str) -> list[dict[str, Any]]:
    """The responses of fixture `name` (without `.json`)."""
    responses: list[dict[str, Any]] = json.loads((RESPONSES / f"{name}.json").read_text())
    return responses


@dataclass
class FakeLLM:
    """The server's script and what it was asked."""

    url: str = ""
    script: list[dict[str, Any]] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def play(self, *names: str) -> None:
        """Answer the next requests with these fixtures, in order."""
        with self.lock:
            for name in names:
                self.script.extend(recorded(name))

    def next_response(self, request: dict[str, Any]) -> dict[str, Any]:
        with self.lock:
            self.requests.append(request)
            if not self.script:
                return {"status": 599, "body": {"error": "the fake server has no answer left"}}
            return self.script.pop(0)


def _completion(content: Any) -> dict[str, Any]:
    text = content if isinstance(content, str) else json.dumps(content)
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}}],
    }


def _handler(fake: FakeLLM) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # quiet
            return

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            request = json.loads(self.rfile.read(length) or b"{}")
            request["_path"] = self.path
            request["_authorization"] = self.headers.get("Authorization")
            response = fake.next_response(request)
            time.sleep(float(response.get("delay", 0)))
            status = int(response.get("status", 200))
            payload = response["body"] if "body" in response else _completion(response["content"])
            data = json.dumps(payload).encode()
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except OSError:  # the client gave up (a timeout test)
                pass

    return Handler


@contextmanager
def fake_llm_server() -> Iterator[FakeLLM]:
    """A running fake server on a free port of 127.0.0.1 (`url` is its OpenAI base URL)."""
    fake = FakeLLM()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(fake))
    server.daemon_threads = True
    fake.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield fake
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
