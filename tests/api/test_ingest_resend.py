"""Finding 9: re-sending a conversation that once hit a tombstone answered 409 every time
(the message's source had been stored without its text, so "same id, other text"), and
now the same messages give the same result: skipped, reported, nothing written twice."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from neo4j import Driver

MESSAGES = [
    {
        "id": "m1",
        "speaker": "Maria",
        "text": "I work at Acme. Voldemort was here yesterday.",
        "timestamp": "2024-05-01T10:00:00Z",
    },
    {
        "id": "m2",
        "speaker": "Maria",
        "text": "I live in Lisbon.",
        "timestamp": "2024-05-01T10:01:00Z",
    },
]


def _ingest(api: TestClient) -> Any:
    answer = api.post(
        "/v1/ingest",
        json={"messages": MESSAGES, "source": {"kind": "conversation", "ref": "chat-7"}},
    )
    assert answer.status_code == 201, answer.text
    return answer.json()


def _textless_sources(driver: Driver, tenant: str) -> list[str]:
    records, _, _ = driver.execute_query(
        "MATCH (s:Source) WHERE s.tenant = $tenant AND s.text IS NULL RETURN s.ref AS ref",
        tenant=tenant,
    )
    return [r["ref"] for r in records]


def test_resending_a_conversation_that_hit_a_tombstone(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    assert api.post("/v1/forget", json={"topic": "Voldemort"}).status_code == 201
    first = _ingest(api)
    assert any(b.get("source") == "m1" for b in first["blocked"])
    assert first["facts"], first  # "I work at Acme" was kept, without the message's text
    assert _textless_sources(driver, tenant) == ["m1"]  # what made the re-send a 409
    for _ in range(2):
        again = _ingest(api)
        assert again["counts"]["already_ingested"] == 2
        assert again["counts"]["withheld"] == 1
        assert again["tx"] is None and again["facts"] == []
    now = api.get("/v1/facts", params={"subject": "Maria"}).json()["facts"]
    assert sorted(f["id"] for f in now) == sorted(f["id"] for f in first["facts"])


def test_another_text_under_a_stored_id_is_still_a_conflict(api: TestClient) -> None:
    _ingest(api)
    changed = [dict(MESSAGES[0], text="I work at Globex."), MESSAGES[1]]
    answer = api.post(
        "/v1/ingest",
        json={"messages": changed, "source": {"kind": "conversation", "ref": "chat-7"}},
    )
    assert answer.status_code == 409, answer.text
    assert answer.json()["error"]["code"] == "source_conflict"
