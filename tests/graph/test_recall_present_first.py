"""Recall puts the present first for messages too (issue 10, item 4), against the real Neo4j:
two messages ingested through `POST /v1/ingest` (the real ingest path, read by the rule
extractor, which makes no fact of them, so the answers are the messages themselves), then the
now-question and a question about a date in the first period."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from chronofact.graph.recall import Recall, RecallQuery
from chronofact.graph.recall.tuning import RecallTuning

M1 = "My flat is in Madrid, a tiny flat near the office, I love my flat."
M2 = "Big change: my flat is in Valencia these days, close to the sea."
NOW_Q = "Where is Bruno's flat?"
THEN_Q = "Where was Bruno's flat in March 2025?"


def _ingest(api: TestClient, mid: str, text: str, at: str) -> None:
    body = {
        "messages": [{"id": mid, "speaker": "Bruno", "text": text, "timestamp": at}],
        "extractor": "rules",
    }
    response = api.post("/v1/ingest", json=body)
    assert response.status_code == 201, response.text


def _recall(api: TestClient, **body: Any) -> dict[str, Any]:
    response = api.post("/v1/recall", json=body)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def _says(result: dict[str, Any]) -> str:
    """What a result says: a fact's statement and object/value, or the message text."""
    if result["kind"] == "source":
        return str(result["source"]["text"])
    fact = result["fact"]
    obj = (fact.get("object") or {}).get("name") or ""
    return f"{fact['statement']} {obj} {fact.get('value') or ''}"


@pytest.fixture
def moved(api: TestClient) -> TestClient:
    _ingest(api, "m1", M1, "2025-01-10T10:00:00Z")
    _ingest(api, "m2", M2, "2025-09-15T10:00:00Z")
    return api


def test_now_the_newer_message_or_current_fact_comes_first(moved: TestClient) -> None:
    answer = _recall(moved, query=NOW_Q, k=5)
    results = answer["results"]
    assert results, answer
    assert "Valencia" in _says(results[0])
    says = [_says(r) for r in results]
    madrid = [i for i, s in enumerate(says) if "Madrid" in s and "Valencia" not in s]
    assert all(i > 0 for i in madrid)
    stale = [r for r in results if r["kind"] == "fact" and r["current"] and "Madrid" in _says(r)]
    assert not stale, stale


def test_now_the_context_names_the_new_value_before_the_old(moved: TestClient) -> None:
    context = _recall(moved, query=NOW_Q, k=5)["context"]
    assert "Valencia" in context
    assert "Madrid" not in context or context.index("Valencia") < context.index("Madrid")
    if "Madrid" in context:
        madrid_line = next(line for line in context.splitlines() if "Madrid" in line)
        assert "earlier" in madrid_line or "not current" in madrid_line, context


def test_asked_about_the_past_the_old_value_comes_first(moved: TestClient) -> None:
    answer = _recall(moved, query=THEN_Q, k=5)
    assert answer["basis"]["from_question"] is True
    results = answer["results"]
    assert results, answer
    assert "Madrid" in _says(results[0])
    context = answer["context"]
    assert context.index("Madrid") < context.index("Valencia") if "Valencia" in context else True


def test_without_present_first_the_older_message_led(
    moved: TestClient, tenant: str, driver: Driver
) -> None:
    """The question's words favour the older message: ranking by words alone (the stage off)
    puts it first, so the tests above check the stage, not luck of the words."""
    off = Recall(driver, tuning=RecallTuning(present_first=False))
    answer = off.recall(RecallQuery(NOW_Q, tenant=tenant, k=5))
    first = answer.results[0]
    said = first.source.text if first.source else str((first.fact or {}).get("statement"))
    assert first.kind == "source", said
    assert said == M1
