"""Boundary dates and numbers get a clear 4xx and change nothing (issue 11, finding 5: each of
these answered 500 before)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

EARLY = "0001-01-01T00:00:00+01:00"  # one hour before 0001-01-01T00:00:00Z
LAST_INSTANT = "9999-12-31T23:59:59.999999Z"

BAD_WRITES: dict[str, dict[str, Any]] = {
    "valid_from before the first instant": {
        "subject": "Zed",
        "predicate": "likes",
        "object": "Tea",
        "valid_from": EARLY,
    },
    "integer of 2^63": {"subject": "Zed", "predicate": "age", "value": 2**63},
    "integer below -2^63": {"subject": "Zed", "predicate": "age", "value": -(2**63) - 1},
    "empty period at the last instant": {
        "subject": "Zed",
        "predicate": "likes",
        "object": "Tea",
        "valid_from": LAST_INSTANT,
    },
}


def _stored(api: TestClient) -> list[Any]:
    response = api.get("/v1/facts", params={"subject": "Zed", "known_at": LAST_INSTANT})
    assert response.status_code == 200, response.text
    facts: list[Any] = response.json()["facts"]
    return facts


@pytest.mark.parametrize("case", sorted(BAD_WRITES))
def test_boundary_writes_are_refused_and_store_nothing(api: TestClient, case: str) -> None:
    response = api.post("/v1/facts", json=BAD_WRITES[case])
    assert response.status_code == 422, response.text
    assert response.json()["error"]["code"] in {"invalid_time", "value_out_of_range"}
    assert _stored(api) == []


def test_the_largest_integers_are_stored(api: TestClient) -> None:
    for value in (2**63 - 1, -(2**63)):
        body = {"subject": "Zed", "predicate": f"n{value > 0}", "value": value}
        response = api.post("/v1/facts", json=body)
        assert response.status_code == 201, response.text
        assert response.json()["fact"]["value"] == value


@pytest.mark.parametrize("field", ["valid_at", "known_at"])
def test_recall_at_the_last_instant_answers(api: TestClient, field: str) -> None:
    response = api.post("/v1/recall", json={"query": "what does Zed like?", field: LAST_INSTANT})
    assert response.status_code == 200, response.text
    assert response.json()["basis"][field] == LAST_INSTANT


@pytest.mark.parametrize(
    ("method", "path", "payload"),
    [
        ("post", "/v1/recall", {"json": {"query": "who", "valid_at": EARLY}}),
        (
            "get",
            "/v1/facts",
            {"params": {"subject": "Zed", "valid_at": EARLY}},
        ),
        ("get", "/v1/entities/Zed/timeline", {"params": {"from": EARLY}}),
    ],
)
def test_reads_before_the_first_instant_are_refused(
    api: TestClient, method: str, path: str, payload: dict[str, Any]
) -> None:
    response = getattr(api, method)(path, **payload)
    assert response.status_code == 422, response.text
    assert response.json()["error"]["code"] == "invalid_time"


def test_a_message_said_at_the_first_instant_is_ingested(api: TestClient) -> None:
    """The message before a request is looked for over the day before its first message; at
    the first instant there is no day before (this answered 500: the window's start was out of
    range)."""
    message = {
        "id": "first",
        "speaker": "Zed",
        "text": "I live in Porto.",
        "timestamp": "0001-01-01T00:00:00Z",
    }
    response = api.post("/v1/ingest", json={"messages": [message]})
    assert response.status_code == 201, response.text


@pytest.mark.parametrize(
    ("path", "body"),
    [
        (
            "/v1/facts",
            {
                "subject": "Zed",
                "predicate": "likes",
                "object": "Tea",
                "source": {"span": [0, 2**70]},
            },
        ),
        (
            "/v1/facts/batch",
            {
                "operations": [
                    {
                        "op": "assert",
                        "subject": "Zed",
                        "predicate": "likes",
                        "object": "Tea",
                        "source": {"span": [0, 2**70]},
                    }
                ]
            },
        ),
        (
            "/v1/ingest",
            {
                "messages": [
                    {
                        "id": 2**70,
                        "speaker": "Zed",
                        "text": "I live in Porto.",
                        "timestamp": LAST_INSTANT,
                    }
                ]
            },
        ),
    ],
)
def test_integers_past_64_bits_are_refused_and_store_nothing(
    api: TestClient, path: str, body: dict[str, Any]
) -> None:
    """Found by the schemathesis run of a fresh-clone CI (forty-eighth session): a source span
    of 2^70 answered 500 (the driver cannot pack it)."""
    response = api.post(path, json=body)
    assert response.status_code == 422, response.text
    assert _stored(api) == []
