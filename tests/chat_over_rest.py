"""Saying chat messages and asking about them over REST, for the end-to-end tests of issue 10
(two `POST /v1/ingest` calls, then `POST /v1/recall`)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from fastapi.testclient import TestClient

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.registry import register_extractor, unregister_extractor

M1_AT = "2025-01-10T10:00:00Z"
M2_AT = "2025-09-15T10:00:00Z"


def say(
    api: TestClient, mid: str, speaker: str, text: str, at: str, extractor: str | None = None
) -> dict[str, Any]:
    """Ingest one message (with `extractor` chosen per request when given); the response."""
    message = {"id": mid, "speaker": speaker, "text": text, "timestamp": at}
    body: dict[str, Any] = {"messages": [message]}
    if extractor is not None:
        body["extractor"] = extractor
    response = api.post("/v1/ingest", json=body)
    assert response.status_code == 201, response.text
    answer: dict[str, Any] = response.json()
    return answer


class Scripted:
    """A test extractor: the (subject, predicate, object) listed for a message's text, as one
    claim spanning the object's words (`span_whole`: the whole text); nothing for other text."""

    def __init__(
        self, name: str, table: Mapping[str, tuple[str, str, str]], span_whole: bool = False
    ) -> None:
        self.name, self.table, self.span_whole = name, table, span_whole

    def extract(self, message: Message) -> list[Claim]:
        listed = self.table.get(message.text)
        if listed is None:
            return []
        s, p, o = listed
        at = 0 if self.span_whole else message.text.index(o.split()[0])
        span = (0, len(message.text)) if self.span_whole else (at, at + len(o))
        return [Claim(s, p, o, None, True, None, None, span, f"{s} {p} {o}", 0.9)]

    def extract_many(self, messages: Sequence[Message]) -> list[list[Claim]]:
        return [self.extract(m) for m in messages]


@contextmanager
def registered(extractor: Scripted) -> Iterator[None]:
    """`extractor` selectable by its name in ingest requests while the block runs."""
    register_extractor(extractor.name, lambda settings: extractor)
    try:
        yield
    finally:
        unregister_extractor(extractor.name)


def object_names(api: TestClient, subject: str, predicate: str, **params: str) -> list[str]:
    """The names of the objects `GET /v1/facts` lists for the subject's predicate (`params`:
    `valid_at`, ...)."""
    response = api.get("/v1/facts", params={"subject": subject, "predicate": predicate, **params})
    assert response.status_code == 200, response.text
    return [f["object"]["name"] for f in response.json()["facts"]]


def held_values(api: TestClient, subject: str, predicate: str) -> list[str]:
    """The values (or object names) `GET /v1/facts` lists for the subject's predicate now,
    sorted."""
    response = api.get("/v1/facts", params={"subject": subject, "predicate": predicate})
    assert response.status_code == 200, response.text
    return sorted(f.get("value") or f["object"]["name"] for f in response.json()["facts"])


def recall_results(api: TestClient, query: str) -> list[dict[str, Any]]:
    """The first five results of recalling `query`."""
    response = api.post("/v1/recall", json={"query": query, "k": 5})
    assert response.status_code == 200, response.text
    results: list[dict[str, Any]] = response.json()["results"]
    return results


def told_then_asked(
    api: TestClient,
    speaker: str,
    m1: str,
    m2: str,
    query: str,
    extractor: str | None = None,
) -> list[dict[str, Any]]:
    """Say `m1` (at `M1_AT`) and then `m2` (at `M2_AT`) as `speaker`, and recall `query`: the
    shape of every everyday-change case."""
    say(api, "m1", speaker, m1, M1_AT, extractor)
    say(api, "m2", speaker, m2, M2_AT, extractor)
    return recall_results(api, query)


def statement(result: dict[str, Any]) -> str:
    """A fact result's statement ("" for any other kind)."""
    return str(result["fact"]["statement"]) if result.get("kind") == "fact" else ""


def first_statement(api: TestClient, question: str) -> str:
    """The statement of the first result of recalling `question`, which must be a fact."""
    first = recall_results(api, question)[0]
    assert first["kind"] == "fact", first
    return str(first["fact"]["statement"])


def current_holding(results: list[dict[str, Any]], value: str) -> list[str]:
    """Statements of the current facts among `results` that hold `value`."""
    return [
        statement(r)
        for r in results
        if r.get("kind") == "fact" and r.get("current") and value in statement(r)
    ]


def assert_new_value_leads(results: list[dict[str, Any]], old: str, new: str) -> None:
    """The first result is a current fact naming `new`, and no current fact holds `old`."""
    assert results and new in statement(results[0]), results[:2]
    assert results[0]["current"] is True
    assert not current_holding(results, old), results
