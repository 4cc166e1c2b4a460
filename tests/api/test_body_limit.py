"""Finding 6: the request body is limited (`CHRONOFACT_MAX_BODY_BYTES`) before it is parsed and
before authentication: a declared or streamed body over the limit is a 413 in the envelope."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from chronofact.api.rest.app import create_app
from chronofact.api.rest.body_limit import BodyLimit
from tests.conftest import Neo4jUnderTest

LIMIT = 4096
KEY = "key-body-limit-1"


@pytest.fixture(scope="module")
def small(neo4j_server: Neo4jUnderTest) -> Iterator[TestClient]:
    settings = neo4j_server.settings.model_copy(
        update={"api_keys": f"{KEY}:t_body_limit", "max_body_bytes": LIMIT}
    )
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        yield client


def _fact(statement: str) -> dict[str, object]:
    return {"subject": "Alice", "predicate": "note", "value": statement}


def _assert_too_large(answer: Any) -> None:
    assert answer.status_code == 413, answer.text
    error = answer.json()["error"]
    assert error["code"] == "body_too_large"
    assert error["details"] == {"limit": LIMIT}
    assert str(LIMIT) in error["message"]


def test_declared_length_over_the_limit_is_413_before_auth(small: TestClient) -> None:
    body = json.dumps(_fact("x" * (LIMIT + 10)))
    # no key: a 401 would mean authentication ran before the limit
    answer = small.post("/v1/facts", content=body, headers={"content-type": "application/json"})
    _assert_too_large(answer)


def test_streamed_body_without_length_is_counted(small: TestClient) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"subject": "Alice", "predicate": "note", "value": "'
        for _ in range(20):
            yield b"y" * 512
        yield b'"}'

    answer = small.post(
        "/v1/facts",
        content=chunks(),
        headers={"content-type": "application/json", "Authorization": f"Bearer {KEY}"},
    )
    assert "content-length" not in {k.lower() for k in answer.request.headers}
    _assert_too_large(answer)


def test_a_lying_content_length_is_still_counted(small: TestClient) -> None:
    """A header that claims less than is sent does not get more than the limit through."""
    body = json.dumps(_fact("z" * (LIMIT * 2))).encode()

    seen: list[int] = []

    async def inner(scope: object, receive: object, send: object) -> None:
        total = 0
        while True:
            message = await receive()  # type: ignore[operator]
            if message["type"] != "http.request":
                break
            total += len(message.get("body", b""))
            seen.append(total)
            if not message.get("more_body"):
                break

    sent: list[dict[str, object]] = []
    pieces = [body[i : i + 1000] for i in range(0, len(body), 1000)]

    async def receive() -> dict[str, object]:
        piece = pieces.pop(0)
        return {"type": "http.request", "body": piece, "more_body": bool(pieces)}

    async def send(message: dict[str, object]) -> None:
        sent.append(message)

    scope = {"type": "http", "headers": [(b"content-length", b"10")]}
    asyncio.run(BodyLimit(inner, LIMIT)(scope, receive, send))  # type: ignore[arg-type]
    assert max(seen) <= LIMIT  # the application never received more than the limit
    assert sent[0]["status"] == 413


def test_invalid_content_length_is_400(small: TestClient) -> None:
    sent: list[dict[str, object]] = []

    async def inner(scope: object, receive: object, send: object) -> None:
        raise AssertionError("the application must not run")

    async def receive() -> dict[str, object]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, object]) -> None:
        sent.append(message)

    scope = {"type": "http", "headers": [(b"content-length", b"12abc")]}
    asyncio.run(BodyLimit(inner, LIMIT)(scope, receive, send))  # type: ignore[arg-type]
    assert sent[0]["status"] == 400
    assert json.loads(sent[1]["body"])["error"]["code"] == "invalid_content_length"  # type: ignore[arg-type]


def test_bodies_under_the_limit_pass(small: TestClient) -> None:
    answer = small.post("/v1/facts", json=_fact("fine"), headers={"Authorization": f"Bearer {KEY}"})
    assert answer.status_code == 201, answer.text


def test_the_default_limit_fits_a_full_document() -> None:
    from chronofact.api.schemas.ingest import MAX_DOCUMENT_CHARS
    from chronofact.config import Settings

    assert Settings().max_body_bytes >= MAX_DOCUMENT_CHARS * 2
