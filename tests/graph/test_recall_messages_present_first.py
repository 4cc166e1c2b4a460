"""Recall puts the present first when the results are messages only (issue 10, item 4), over
REST against the real Neo4j: a `silent` extractor keeps every message as a source and makes no
fact, so the ranking and the context are the messages' own. Complements
`test_recall_present_first.py` (one change, read by the rule extractor) with several changes
in a row, a message about something else in between, and the context's history labels."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.registry import register_extractor, unregister_extractor
from chronofact.graph.recall import Recall, RecallQuery
from chronofact.graph.recall.tuning import RecallTuning


class Silent:
    name = "silent"

    def extract(self, message: Message) -> list[Claim]:
        return []

    def extract_many(self, messages: Sequence[Message]) -> list[list[Claim]]:
        return [[] for _ in messages]


@pytest.fixture(autouse=True)
def silent() -> Iterator[None]:
    register_extractor("silent", lambda settings: Silent())
    yield
    unregister_extractor("silent")


SAID = [
    ("g1", "2025-01-10T10:00:00Z", "I train at the Harbour gym, the Harbour gym is great."),
    ("g2", "2025-03-02T10:00:00Z", "The pasta place near the Harbour gym was lovely."),
    ("g3", "2025-06-01T10:00:00Z", "I switched gym: I train at Iron Fist boxing gym now."),
    ("g4", "2025-09-15T10:00:00Z", "Quit Iron Fist, I train at the Elm Road gym these days."),
]


@pytest.fixture
def trained(api: TestClient) -> TestClient:
    for mid, at, text in SAID:
        message = {"id": mid, "speaker": "Diego", "text": text, "timestamp": at}
        response = api.post("/v1/ingest", json={"messages": [message], "extractor": "silent"})
        assert response.status_code == 201, response.text
    return api


def _recall(api: TestClient, **body: Any) -> dict[str, Any]:
    response = api.post("/v1/recall", json=body)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def test_the_newest_change_message_leads_and_older_ones_follow(trained: TestClient) -> None:
    answer = _recall(trained, query="Which gym does Diego train at?", k=5)
    results = answer["results"]
    assert results and all(r["kind"] == "source" for r in results), results
    refs = [r["source"]["ref"] for r in results]
    assert refs[0] == "g4", refs
    assert refs.index("g3") < refs.index("g1"), refs


def test_by_words_alone_an_older_message_would_lead(
    trained: TestClient, tenant: str, driver: Driver
) -> None:
    """The stage, not luck of the words, puts the newest first."""
    off = Recall(driver, tuning=RecallTuning(present_first=False))
    answer = off.recall(RecallQuery("Which gym does Diego train at?", tenant=tenant, k=5))
    first = answer.results[0]
    assert first.source is not None and first.source.ref != "g4", first


def test_the_context_names_the_current_value_first_and_labels_the_rest_history(
    trained: TestClient,
) -> None:
    context = _recall(trained, query="Which gym does Diego train at?", k=5)["context"]
    assert context.index("Elm Road") < context.index("Harbour gym"), context
    harbour = next(line for line in context.splitlines() if "I train at the Harbour" in line)
    assert harbour.startswith("- earlier:"), context


def test_asked_about_a_past_date_the_message_of_that_time_leads(trained: TestClient) -> None:
    answer = _recall(trained, query="Which gym did Diego train at in February 2025?", k=5)
    refs = [r["source"]["ref"] for r in answer["results"]]
    assert refs and refs[0] in {"g1", "g2"}, refs
    assert refs.index("g1") < refs.index("g4"), refs
