"""Ingest through the one extractor interface: the configured default, a per-request override
over REST, the CLI and MCP, `end` claims written as retracts, every fact recording its
extractor, and the LLM extractor end to end against a fake chat-completions server."""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterator, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver
from typer.testing import CliRunner

from chronofact.api.cli import app as cli_app
from chronofact.api.rest.app import create_app
from chronofact.config import DEFAULT_EXTRACTOR
from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.registry import register_extractor, unregister_extractor
from tests.conftest import Neo4jUnderTest
from tests.fake_llm import fake_llm_server

runner = CliRunner()


class Scripted:
    """A test extractor: "joined X" asserts the speaker works at X; "left X" ends that (from
    `valid_from`, ten days before the message); "quit" ends every employer."""

    name = "scripted"

    def extract(self, message: Message) -> list[Claim]:
        who, text = message.speaker or "someone", message.text
        said = message.observed_at
        claims: list[Claim] = []
        for match in re.finditer(r"\b(joined|left) (\w+)", text):
            claims.append(
                Claim(who, "works_at", match.group(2), None, True,
                      said - timedelta(days=10) if match.group(1) == "left" else None,
                      None, match.span(), match.group(0), 0.9,
                      action="end" if match.group(1) == "left" else "assert")
            )  # fmt: skip
        if (quit_ := re.search(r"\bquit\b", text)) is not None:
            claims.append(
                Claim(who, "works_at", None, None, True, None, None, quit_.span(), "quit", 0.9,
                      action="end")
            )  # fmt: skip
        return claims

    def extract_many(self, messages: Sequence[Message]) -> list[list[Claim]]:
        return [self.extract(m) for m in messages]


@pytest.fixture(autouse=True)
def scripted() -> Iterator[None]:
    register_extractor("scripted", lambda settings: Scripted())
    yield
    unregister_extractor("scripted")


def _msg(mid: str, speaker: str, text: str, ts: str) -> dict[str, Any]:
    return {"id": mid, "speaker": speaker, "text": text, "timestamp": ts}


def _ingest(api: TestClient, status: int = 201, **body: Any) -> Any:
    response = api.post("/v1/ingest", json=body)
    assert response.status_code == status, response.text
    return response.json()


def _employers(api: TestClient, who: str, **params: str) -> list[tuple[str, str | None]]:
    response = api.get("/v1/facts", params={"subject": who, "predicate": "works_at", **params})
    assert response.status_code == 200, response.text
    return [(f["object"]["name"], f["extractor"]) for f in response.json()["facts"]]


def test_default_extractor_and_per_request_override_over_rest(api: TestClient) -> None:
    by_default = _ingest(api, messages=[_msg("a1", "Maya", "I work at Acme.", "2024-01-01T09:00Z")])
    assert [f["extractor"] for f in by_default["facts"]] == [DEFAULT_EXTRACTOR]
    chosen = _ingest(
        api,
        messages=[_msg("a2", "Leo", "Today I joined Globex.", "2024-01-02T09:00Z")],
        extractor="scripted",
    )
    assert [(f["object"]["name"], f["extractor"]) for f in chosen["facts"]] == [
        ("Globex", "scripted")
    ]
    # stored, and returned by every read
    assert _employers(api, "Leo") == [("Globex", "scripted")]
    assert _employers(api, "Maya") == [("Acme", DEFAULT_EXTRACTOR)]
    fact = api.get(f"/v1/facts/{chosen['facts'][0]['id']}").json()
    assert fact["extractor"] == "scripted"
    # a direct write is not extracted from text: no extractor
    direct = api.post(
        "/v1/facts", json={"subject": "Ana", "predicate": "works_at", "object": "Initech"}
    )
    assert direct.status_code == 201, direct.text
    assert _employers(api, "Ana") == [("Initech", None)]


def test_an_unknown_extractor_is_a_422_naming_the_known_ones(api: TestClient) -> None:
    body = _ingest(
        api,
        status=422,
        messages=[_msg("u1", "Maya", "I work at Acme.", "2024-01-01T09:00Z")],
        extractor="gpt-magic",
    )
    assert body["error"]["code"] == "unknown_extractor"
    for name in ("rules", "conversation", "llm", "scripted"):
        assert name in body["error"]["message"]
    assert _employers(api, "Maya") == []


def test_an_end_claim_is_a_retract_from_its_valid_from(api: TestClient) -> None:
    first = _ingest(api, messages=[_msg("e1", "Maya", "I work at Feedzai.", "2024-01-01T09:00Z")])
    old_id = first["facts"][0]["id"]
    _ingest(
        api,
        messages=[_msg("e2", "Maya", "Big news, I left Feedzai", "2024-06-11T09:00Z")],
        extractor="scripted",
    )
    assert _employers(api, "Maya") == []  # no longer current
    assert _employers(api, "Maya", valid_at="2024-05-31T00:00:00Z") == [
        ("Feedzai", DEFAULT_EXTRACTOR)
    ]
    history = api.get(f"/v1/facts/{old_id}/history").json()["key_history"]
    by_id = {f["id"]: f for f in history}
    assert by_id[old_id]["revoked_at"] is not None  # the old version is revoked ...
    (leftover,) = [f for f in history if f["revoked_at"] is None]
    # ... and a leftover ends where the end claim says (ten days before the message)
    assert leftover["valid_from"].startswith("2024-01-01T09:00:00")
    assert leftover["valid_to"].startswith("2024-06-01T09:00:00")
    assert leftover["extractor"] == DEFAULT_EXTRACTOR  # still what the default extractor read


def test_an_end_claim_without_object_ends_every_value_of_the_slot(api: TestClient) -> None:
    _ingest(
        api,
        messages=[
            _msg("s1", "Leo", "I joined Globex and joined Initech", "2024-01-01T09:00Z"),
            _msg("s2", "Leo", "I quit.", "2024-03-01T09:00Z"),
        ],
        extractor="scripted",
    )
    assert _employers(api, "Leo") == []
    assert sorted(_employers(api, "Leo", valid_at="2024-02-01T00:00:00Z")) in (
        [("Globex", "scripted"), ("Initech", "scripted")],
        [("Initech", "scripted")],  # works_at is single-valued: Initech replaced Globex
    )


def test_the_configured_default_is_used_when_a_request_names_none(
    neo4j_server: Neo4jUnderTest, tenant: str
) -> None:
    settings = neo4j_server.settings.model_copy(
        update={"api_keys": f"k-{tenant}:{tenant}", "extractor": "scripted"}
    )
    with TestClient(create_app(settings)) as api:
        api.headers["Authorization"] = f"Bearer k-{tenant}"
        body = _ingest(api, messages=[_msg("d1", "Maya", "I joined Acme", "2024-01-01T09:00Z")])
        assert [f["extractor"] for f in body["facts"]] == ["scripted"]
        ruled = _ingest(
            api,
            messages=[_msg("d2", "Leo", "I work at Initech.", "2024-01-01T09:00Z")],
            extractor="rules",
        )
        assert [f["extractor"] for f in ruled["facts"]] == ["rules"]


def test_cli_ingest_takes_an_extractor(tmp_path: Path, driver: Driver, tenant: str) -> None:
    path = tmp_path / "chat.jsonl"
    path.write_text(json.dumps(_msg("c1", "Maya", "I joined Acme", "2024-01-01T09:00:00Z")))
    result = runner.invoke(
        cli_app,
        [
            "ingest",
            str(path),
            "--tenant",
            tenant,
            "--no-embed",
            "--extractor",
            "scripted",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout[result.stdout.index("{") :])
    assert [f["extractor"] for f in out["facts"]] == ["scripted"]
    records, _, _ = driver.execute_query(
        "MATCH (f:Fact) WHERE f.tenant = $t RETURN f.extractor AS e", t=tenant
    )
    assert [r["e"] for r in records] == ["scripted"]
    unknown = runner.invoke(
        cli_app, ["ingest", str(path), "--tenant", tenant, "--no-embed", "--extractor", "nope"]
    )
    assert unknown.exit_code == 2
    assert "known extractors" in unknown.output


def test_llm_extractor_through_rest_against_a_fake_server(
    neo4j_server: Neo4jUnderTest, tenant: str
) -> None:
    with fake_llm_server() as fake:
        fake.play("rest_single")
        settings = neo4j_server.settings.model_copy(
            update={
                "api_keys": f"k-{tenant}:{tenant}",
                "llm_base_url": fake.url,
                "llm_model": "fake-model",
            }
        )
        with TestClient(create_app(settings)) as api:
            api.headers["Authorization"] = f"Bearer k-{tenant}"
            _ingest(api, messages=[_msg("l1", "Maya", "I work at Feedzai.", "2024-01-01T09:00Z")])
            body = _ingest(
                api,
                messages=[
                    _msg("l2", "Maya", "I left Feedzai and joined Google.", "2024-06-01T09:00Z")
                ],
                source={"kind": "conversation", "ref": f"chat-{uuid.uuid4().hex[:6]}"},
                extractor="llm",
            )
            assert len(fake.requests) == 1
            assert [(f["object"]["name"], f["extractor"]) for f in body["facts"]] == [
                ("Google", "llm")
            ]
            assert _employers(api, "Maya") == [("Google", "llm")]
            assert _employers(api, "Maya", valid_at="2024-03-01T00:00:00Z") == [
                ("Feedzai", DEFAULT_EXTRACTOR)
            ]
            # the source keeps the message; the fact's span points into it
            span = body["facts"][0]["sources"][0]["span"]
            assert "I left Feedzai and joined Google."[span[0] : span[1]] == "joined Google"
