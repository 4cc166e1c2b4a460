"""Chat-style changes end to end (issue 10, round 2): two `POST /v1/ingest` calls with the
conversation extractor, then `POST /v1/recall`: the new value is the current first fact and no
fact holding only the old value stays current; a negative ("left my keys at home") ends
nothing."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient


def _say(api: TestClient, mid: str, speaker: str, text: str, at: str) -> None:
    message = {"id": mid, "speaker": speaker, "text": text, "timestamp": at}
    body = {"messages": [message], "extractor": "conversation"}
    response = api.post("/v1/ingest", json=body)
    assert response.status_code == 201, response.text


def _now(api: TestClient, query: str) -> list[dict[str, Any]]:
    response = api.post("/v1/recall", json={"query": query, "k": 5})
    assert response.status_code == 200, response.text
    results: list[dict[str, Any]] = response.json()["results"]
    return results


def _current_holding(results: list[dict[str, Any]], value: str) -> list[str]:
    return [
        r["fact"]["statement"]
        for r in results
        if r.get("kind") == "fact" and r.get("current") and value in r["fact"]["statement"]
    ]


CHANGES = [
    ("Ana", "My sister lives in Porto.", "my sister moved out of Porto, she lives in Leeds now",
     "Where does Ana's sister live?", "Porto", "Leeds"),
    ("Nadia", "i work at zalando, customer ops team", "quit zalando lol. im at klarna now 🎉",
     "Where does Nadia work?", "zalando", "klarna"),
    ("Rui", "My dad drives a taxi in Lisbon.", "Dad stopped driving the taxi, he's a pastor now",
     "What does Rui's dad do?", "taxi", "pastor"),
]  # fmt: skip


@pytest.mark.parametrize(("speaker", "m1", "m2", "query", "old", "new"), CHANGES)
def test_a_chat_change_makes_the_new_value_current(
    api: TestClient, speaker: str, m1: str, m2: str, query: str, old: str, new: str
) -> None:
    _say(api, "m1", speaker, m1, "2025-01-10T10:00:00Z")
    _say(api, "m2", speaker, m2, "2025-09-15T10:00:00Z")
    results = _now(api, query)
    assert results and results[0]["kind"] == "fact", results[:1]
    assert new in results[0]["fact"]["statement"]
    assert not _current_holding(results, old)


def test_left_my_keys_at_home_ends_nothing(api: TestClient) -> None:
    _say(api, "m1", "Maya", "I work at Shopify.", "2025-01-10T10:00:00Z")
    _say(api, "m2", "Maya", "ugh left my keys at home", "2025-09-15T10:00:00Z")
    assert _current_holding(_now(api, "Where does Maya work?"), "Shopify")
