"""Issue 10 end to end over REST (two `POST /v1/ingest` calls, then `POST /v1/recall`): a
change said without naming the old value ("We switched him to ...", "still at X? nope,
switched to Y", "switched from X to Y") ends the old value, and the new value is the current
first fact on the same slot; a change said of someone else ends nothing."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

M1_AT = "2025-01-10T10:00:00Z"
M2_AT = "2025-09-15T10:00:00Z"


def _say(api: TestClient, mid: str, speaker: str, text: str, at: str) -> None:
    message = {"id": mid, "speaker": speaker, "text": text, "timestamp": at}
    response = api.post("/v1/ingest", json={"messages": [message]})
    assert response.status_code == 201, response.text


def _recall(api: TestClient, query: str) -> list[dict[str, Any]]:
    response = api.post("/v1/recall", json={"query": query, "k": 5})
    assert response.status_code == 200, response.text
    results: list[dict[str, Any]] = response.json()["results"]
    return results


def _statement(result: dict[str, Any]) -> str:
    return str(result["fact"]["statement"]) if result.get("kind") == "fact" else ""


def _current_holding(results: list[dict[str, Any]], value: str) -> list[str]:
    return [
        _statement(r)
        for r in results
        if r.get("kind") == "fact" and r.get("current") and value in _statement(r)
    ]


UNNAMED = [
    ("Hana", "My daughter goes to Oakfield Primary.",
     "We switched her to Brookside School, much smaller classes.",
     "Which school does Hana's daughter go to?", "Oakfield", "Brookside"),
    ("Felix", "i climb at the Crag House most evenings",
     "still at Crag House? nah, switched to Vertical World",
     "Where does Felix climb?", "Crag House", "Vertical World"),
    ("Greta", "I drink soy milk with everything.",
     "Switched from soy milk to oat milk, way nicer.",
     "What milk does Greta drink?", "soy milk", "oat milk"),
]  # fmt: skip


@pytest.mark.parametrize(("speaker", "m1", "m2", "query", "old", "new"), UNNAMED)
def test_a_change_without_the_old_value_makes_the_new_one_current_first(
    api: TestClient, speaker: str, m1: str, m2: str, query: str, old: str, new: str
) -> None:
    _say(api, "m1", speaker, m1, M1_AT)
    _say(api, "m2", speaker, m2, M2_AT)
    results = _recall(api, query)
    assert results and new in _statement(results[0]), results[:2]
    assert results[0]["current"] is True
    assert not _current_holding(results, old), results


def test_a_change_of_someone_else_ends_nothing(api: TestClient) -> None:
    _say(api, "m1", "Greta", "I work at Spotify.", M1_AT)
    _say(api, "m2", "Greta", "my friend switched to Klarna, she loves it", M2_AT)
    results = _recall(api, "Where does Greta work?")
    assert _current_holding(results, "Spotify"), results
    assert not _current_holding(results, "Klarna"), results
