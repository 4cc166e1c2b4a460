"""Finding 9: a failed ingest group answered a bare 500 after earlier groups committed, and no
request could be retried safely. Now `Idempotency-Key` (batch, import, ingest) replays the
first answer, a failed group names what committed, and a retry completes the rest once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j.exceptions import ServiceUnavailable

from chronofact.graph.write import Writer

OPS = [
    {"op": "assert", "subject": "Ada", "predicate": "lives_in", "object": "Paris"},
    {"op": "assert", "subject": "Ada", "predicate": "works_at", "object": "Acme"},
]
MESSAGES = [
    {"id": f"m{i}", "speaker": "Ada", "text": text, "timestamp": f"2024-05-0{i}T10:00:00Z"}
    for i, text in enumerate(
        ["I live in Paris.", "I work at Acme.", "I play chess.", "I moved to Rome."], start=1
    )
]


def _versions(api: TestClient, subject: str = "Ada") -> int:
    facts = api.get("/v1/entities/" + subject + "/timeline", params={"known_at": None}).json()
    return len(facts["facts"])


def test_batch_retry_with_the_same_key_is_answered_not_repeated(api: TestClient) -> None:
    headers = {"Idempotency-Key": "batch-0001"}
    first = api.post("/v1/facts/batch", json={"operations": OPS}, headers=headers)
    assert first.status_code == 201, first.text
    again = api.post("/v1/facts/batch", json={"operations": OPS}, headers=headers)
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert again.json() == first.json()
    assert _versions(api) == 2
    other = api.post("/v1/facts/batch", json={"operations": OPS[:1]}, headers=headers)
    assert other.status_code == 409 and other.json()["error"]["code"] == "idempotency_key_reused"
    fresh = api.post("/v1/facts/batch", json={"operations": OPS}, headers={"Idempotency-Key": "b2"})
    assert fresh.status_code == 201 and "Idempotent-Replayed" not in fresh.headers
    assert fresh.json()["tx"]["id"] != first.json()["tx"]["id"]


def test_import_takes_the_key_too(api: TestClient) -> None:
    body = {"tx_time": "2024-01-01T00:00:00Z", "operations": OPS}
    headers = {"Idempotency-Key": "import-1"}
    first = api.post("/v1/import", json=body, headers=headers)
    assert first.status_code == 201, first.text
    again = api.post("/v1/import", json=body, headers=headers)  # would be a 409 tx_time
    assert again.status_code == 201 and again.json() == first.json()


@pytest.mark.parametrize("bad", ["", "x" * 256, "has space"])
def test_malformed_keys_are_422(api: TestClient, bad: str) -> None:
    answer = api.post("/v1/facts/batch", json={"operations": OPS}, headers={"Idempotency-Key": bad})
    assert answer.status_code == 422, answer.text


@pytest.fixture
def second_group_fails(api: TestClient, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The service's writer loses Neo4j on its second write (once)."""
    writer: Writer = api.app.state.services.writer  # type: ignore[attr-defined]
    real = writer.write
    calls = [0]

    def flaky(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        if calls[0] == 2:
            raise ServiceUnavailable("connection lost")
        return real(*args, **kwargs)

    monkeypatch.setattr(writer, "write", flaky)
    yield calls


def _ingest(api: TestClient, key: str | None) -> Any:
    return api.post(
        "/v1/ingest",
        json={"messages": MESSAGES, "source": {"ref": "chat"}, "batch_size": 1},
        headers={"Idempotency-Key": key} if key else {},
    )


def test_failed_group_names_what_committed_and_a_retry_completes_it(
    api: TestClient, second_group_fails: list[int]
) -> None:
    failed = _ingest(api, "ingest-1")
    assert failed.status_code == 503, failed.text
    error = failed.json()["error"]
    assert error["code"] == "ingest_incomplete"
    committed = error["details"]["ingest"]
    assert committed["committed_groups"] == 1 and committed["groups"] == 4
    assert committed["committed_refs"] == ["m1"] and len(committed["committed_txs"]) == 1
    assert "1 of 4 groups committed" in error["message"]

    done = _ingest(api, "ingest-1")
    assert done.status_code == 201, done.text
    body = done.json()
    assert len(body["txs"]) == 4  # the first attempt's group and the retry's three
    assert body["txs"][0]["id"] == committed["committed_txs"][0]
    assert body["sources"] == 4 and body["counts"]["already_ingested"] == 0
    again = _ingest(api, "ingest-1")
    assert again.headers["Idempotent-Replayed"] == "true" and again.json() == body
    # nothing was written twice: one source per message
    sources = api.get("/v1/facts", params={"subject": "Ada"}).json()["facts"]
    assert len({f["id"] for f in sources}) == len(sources)


def test_failed_group_without_a_key_still_says_what_committed(
    api: TestClient, second_group_fails: list[int]
) -> None:
    failed = _ingest(api, None)
    assert failed.status_code == 503
    assert failed.json()["error"]["details"]["ingest"]["committed_refs"] == ["m1"]
    retried = _ingest(api, None)
    assert retried.status_code == 201
    assert retried.json()["counts"]["already_ingested"] == 1
