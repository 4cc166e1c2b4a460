"""Regressions for what the reliability suite found (tests/reliability): a body that is not
UTF-8 answered outside the error envelope, and a Neo4j that is down answered 503 without
`Retry-After`, a write only after the driver's 30 s of retries."""

from __future__ import annotations

import time

from fastapi.testclient import TestClient

from chronofact.api.rest.app import create_app
from chronofact.config import Settings
from tests.reliability.processes import spare_port


def test_a_body_that_is_not_utf8_is_refused_in_the_envelope(api: TestClient) -> None:
    response = api.post(
        "/v1/facts", content=b"\x90QJ", headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_request"
    assert set(response.json()["error"]) == {"code", "message", "details"}


def test_neo4j_down_answers_503_with_retry_after_in_bounded_time() -> None:
    settings = Settings(
        NEO4J_URI=f"bolt://127.0.0.1:{spare_port()}",  # nothing listens there
        CHRONOFACT_API_KEYS="down-key-1:t_down",
        CHRONOFACT_NEO4J_RETRY_SECONDS=1,
    )
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        headers = {"Authorization": "Bearer down-key-1"}
        for method, path, body in [
            ("GET", "/v1/facts?subject=Ann", None),
            ("POST", "/v1/facts/retract", {"subject": "Ann", "predicate": "works_at"}),
            ("GET", "/readyz", None),
        ]:
            started = time.monotonic()
            response = client.request(method, path, json=body, headers=headers)
            assert time.monotonic() - started < 15, path
            assert response.status_code == 503, (path, response.text)
            assert response.headers["Retry-After"] == "5"
            assert response.json()["error"]["code"] in ("database_unavailable", "not_ready")
