"""A re-assertion of the same value by another source over a longer period (DESIGN.md section 4):
the new version EXTENDS the old one and keeps its sources, so corroboration still counts."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient


def _assert(api: TestClient, ref: str, valid_from: str, valid_to: str) -> dict[str, Any]:
    body = {
        "subject": "Ann",
        "predicate": "lives_in",
        "object": "Oslo",
        "valid_from": valid_from,
        "valid_to": valid_to,
        "source": {"kind": "document", "ref": ref},
    }
    response = api.post("/v1/facts", json=body)
    assert response.status_code == 201, response.text
    return response.json()


def test_a_longer_reassertion_from_another_source_keeps_the_first_source(api: TestClient) -> None:
    first = _assert(api, "doc-1", "2024-03-01T00:00:00Z", "2024-06-01T00:00:00Z")
    assert first["fact"]["trust"] == "raw"
    wider = _assert(api, "doc-2", "2024-01-01T00:00:00Z", "2024-12-01T00:00:00Z")
    assert wider["revoked"] == [first["fact"]["id"]]
    fact = wider["fact"]
    assert fact["valid_from"].startswith("2024-01-01") and fact["valid_to"].startswith("2024-12-01")
    assert fact["trust"] == "verified"  # two distinct sources
    listed = api.get(
        "/v1/facts",
        params={"subject": "Ann", "predicate": "lives_in", "valid_at": "2024-04-01T00:00:00Z"},
    ).json()["facts"]
    assert [f["id"] for f in listed] == [fact["id"]]
    assert sorted({s["ref"] for s in listed[0]["sources"]}) == ["doc-1", "doc-2"]
    history = api.get(f"/v1/facts/{fact['id']}/history").json()
    assert {(a["relation"], a["kind"]) for a in history["lineage"]["ancestors"]} == {
        ("EXTENDS", None)
    }
