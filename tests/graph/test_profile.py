"""Entity profiles against the real Neo4j: static vs dynamic facts from what holds now."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient

from chronofact.graph.profile import classify, summary
from chronofact.graph.time import parse_instant


def _post(api: TestClient, body: dict[str, Any]) -> dict[str, Any]:
    response = api.post("/v1/facts", json=body)
    assert response.status_code == 201, response.text
    result: dict[str, Any] = response.json()
    return result


def _names(facts: list[dict[str, Any]]) -> set[tuple[str, str]]:
    return {
        (f["predicate"], f["object"]["name"] if "object" in f else str(f["value"])) for f in facts
    }


def test_profile_splits_static_and_dynamic_current_facts(api: TestClient) -> None:
    alice = {"subject": "Alice"}
    for predicate, obj, start in (
        ("born_in", "Lyon", "1990-04-02T00:00:00Z"),
        ("speaks", "French", "1990-04-02T00:00:00Z"),
        ("likes", "jazz", "2015-01-01T00:00:00Z"),
        ("works_at", "Acme", "2020-01-01T00:00:00Z"),
        ("works_at", "Globex", "2024-03-01T00:00:00Z"),
        ("lives_in", "Berlin", "2024-03-01T00:00:00Z"),
        ("favorite_color", "green", "2010-01-01T00:00:00Z"),
        ("mentor", "Carol", "2021-01-01T00:00:00Z"),
        ("mentor", "Dan", "2023-01-01T00:00:00Z"),
    ):
        _post(api, {**alice, "predicate": predicate, "object": obj, "valid_from": start})
    _post(
        api,
        {
            **alice,
            "predicate": "training_for",
            "value": "a marathon",
            "valid_from": "2024-01-01T00:00:00Z",
        },
    )
    _post(api, {"subject": "Bob", "predicate": "married_to", "object": "Alice"})
    _post(
        api,
        {"subject": "Alice", "predicate": "works_at", "object": "Initech", "namespace": "other"},
    )

    response = api.get("/v1/entities/alice/profile")
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["entity"]["name"] == "Alice"
    assert _names(body["static"]) == {
        ("born_in", "Lyon"),
        ("speaks", "French"),
        ("likes", "jazz"),
        ("favorite_color", "green"),
    }
    assert _names(body["dynamic"]) == {
        ("works_at", "Globex"),  # the current value only, never Acme
        ("lives_in", "Berlin"),
        ("training_for", "a marathon"),
        ("mentor", "Dan"),  # an unknown predicate whose value changed
    }
    assert _names(body["related"]) == {("married_to", "Alice")}
    assert "works at Globex (since 2024-03-01)" in body["summary"]
    valid_at, known_at = (parse_instant(body["basis"][k]) for k in ("valid_at", "known_at"))
    assert valid_at == known_at and abs(datetime.now(UTC) - valid_at) < timedelta(minutes=5)

    # at another valid time the dynamic part is what held then
    then = api.get("/v1/entities/Alice/profile", params={"valid_at": "2022-01-01T00:00:00Z"})
    assert ("works_at", "Acme") in _names(then.json()["dynamic"])
    assert ("mentor", "Carol") in _names(then.json()["dynamic"])
    # namespaces are separate
    other = api.get("/v1/entities/Alice/profile", params={"namespace": "other"}).json()
    assert _names(other["dynamic"]) == {("works_at", "Initech")} and other["static"] == []


def test_profile_trust_floor_and_missing_entity(api: TestClient) -> None:
    _post(
        api,
        {
            "subject": "Eve",
            "predicate": "lives_in",
            "object": "Oslo",
            "source": {"kind": "document", "ref": "blog"},
        },
    )
    assert api.get("/v1/entities/Eve/profile").json()["dynamic"] == []
    raw = api.get("/v1/entities/Eve/profile", params={"min_trust": "raw"}).json()
    assert _names(raw["dynamic"]) == {("lives_in", "Oslo")}
    missing = api.get("/v1/entities/Nobody/profile")
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "not_found"
    bad = api.get("/v1/entities/Eve/profile", params={"valid_at": "2024-01-01"})
    assert bad.status_code == 422


def test_classification_rules() -> None:
    assert classify("born_in", 1, False) == "static"
    assert classify("works_at", 1, False) == "dynamic"
    assert classify("favourite_food", 3, True) == "static"
    assert classify("mood_of_the_day", 1, True) == "dynamic"  # bounded: temporary
    assert classify("mood_of_the_day", 2, False) == "dynamic"  # changed before
    assert classify("eye_colour", 1, False) == "static"
    assert summary("Zed", [], []) == "Zed"
