"""The three entry points (REST, CLI, MCP) build their services in one place and honour the
same settings. One test per drift that issue 9 found; each goes through the entry point itself
(`create_app`, the `chronofact` command, `chronofact mcp`), not through `api/services.py`."""

from __future__ import annotations

import asyncio
import importlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from mcp.server.mcpserver import MCPServer
from neo4j import Driver
from typer.testing import CliRunner

from chronofact.api.cli import app as cli
from chronofact.api.rest.app import create_app
from chronofact.config import get_settings
from tests.conftest import Neo4jUnderTest

runner = CliRunner()
MISSING_DATABASE = "chronofactnosuchdb"


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """Set environment variables for the CLI (whose settings are cached) within one test."""
    get_settings.cache_clear()
    yield monkeypatch
    monkeypatch.undo()
    get_settings.cache_clear()


def _set(env: pytest.MonkeyPatch, **values: str) -> None:
    for name, value in values.items():
        env.setenv(name, value)
    get_settings.cache_clear()


def _facts_of(driver: Driver, tenant: str) -> list[dict[str, Any]]:
    records, _, _ = driver.execute_query(
        "MATCH (f:Fact {tenant: $tenant}) "
        "RETURN f.statement AS statement, f.embedding IS NOT NULL AS embedded",
        tenant=tenant,
    )
    return [dict(r) for r in records]


def _mcp_calls(env: pytest.MonkeyPatch, calls: list[tuple[str, dict[str, Any]]]) -> list[Any]:
    """Run `chronofact mcp`; instead of serving stdio, make `calls` on the server it built."""
    answers: list[Any] = []

    def run(server: MCPServer, *_: Any, **__: Any) -> None:
        for name, args in calls:
            result = asyncio.run(server.call_tool(name, args))
            if result.is_error:
                answers.append({"tool_failed": " ".join(str(c) for c in result.content)})
                continue
            structured = result.structured_content
            if isinstance(structured, dict) and set(structured) == {"result"}:
                structured = structured["result"]
            answers.append(structured)

    env.setattr(MCPServer, "run", run)
    # the schema is the database's business; these tests look at what the tools do
    env.setattr(importlib.import_module("chronofact.api.cli.app"), "apply_schema", lambda *_: 0)
    done = runner.invoke(cli, ["mcp"])
    assert done.exit_code == 0, done.output
    return answers


# ---- the CLI ------------------------------------------------------------------------------------
def test_cli_assert_embeds_the_statement(driver: Driver, tenant: str) -> None:
    """The CLI built a Writer without the embedder: its facts had no embedding for recall."""
    done = runner.invoke(cli, ["assert", "Alice", "works_at", "Acme", "--tenant", tenant])
    assert done.exit_code == 0, done.output
    assert _facts_of(driver, tenant) == [{"statement": "Alice works at Acme", "embedded": True}]


def test_cli_uses_neo4j_database(driver: Driver, tenant: str, env: pytest.MonkeyPatch) -> None:
    """The CLI read and wrote the default database whatever NEO4J_DATABASE said."""
    _set(env, NEO4J_DATABASE=MISSING_DATABASE)
    wrote = runner.invoke(cli, ["assert", "Alice", "works_at", "Acme", "--tenant", tenant])
    assert wrote.exit_code == 5 and "database_not_found" in wrote.output, wrote.output
    read = runner.invoke(cli, ["asof", "Alice", "--tenant", tenant])
    assert read.exit_code == 5 and "database_not_found" in read.output, read.output
    assert _facts_of(driver, tenant) == []  # nothing went to the default database


def test_cli_batch_enforces_max_batch(
    driver: Driver, tenant: str, env: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """`Settings.max_batch_operations` was never used (and the CLI had no batch at all)."""
    _set(env, CHRONOFACT_MAX_BATCH="2")
    ops = [
        {"op": "assert", "subject": "Alice", "predicate": "likes", "object": name}
        for name in ("tea", "jazz", "chess")
    ]
    path = tmp_path / "batch.json"
    path.write_text(json.dumps({"operations": ops}))
    refused = runner.invoke(cli, ["batch", str(path), "--tenant", tenant])
    assert refused.exit_code == 6, refused.output  # too_large
    assert "batch_too_large" in refused.output and "limit is 2" in refused.output
    assert _facts_of(driver, tenant) == []
    path.write_text(json.dumps({"operations": ops[:2]}))
    ok = runner.invoke(cli, ["batch", str(path), "--tenant", tenant])
    assert ok.exit_code == 0, ok.output
    assert len(_facts_of(driver, tenant)) == 2


# ---- REST ---------------------------------------------------------------------------------------
def test_rest_batch_and_import_enforce_max_batch(neo4j_server: Neo4jUnderTest, tenant: str) -> None:
    """`Settings.max_batch_operations` was never used: any batch up to 10,000 was accepted."""
    settings = neo4j_server.settings.model_copy(
        update={"max_batch_operations": 2, "api_keys": f"key-long-1:{tenant}:admin"}
    )
    ops = [
        {"op": "assert", "subject": "Bob", "predicate": "likes", "object": name}
        for name in ("tea", "jazz", "chess")
    ]
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        client.headers["Authorization"] = "Bearer key-long-1"
        for path, extra in (
            ("/v1/facts/batch", {}),
            ("/v1/import", {"tx_time": "2024-01-01T00:00:00Z"}),
        ):
            refused = client.post(path, json={"operations": ops, **extra})
            assert refused.status_code == 413, refused.text
            assert refused.json()["error"]["code"] == "batch_too_large"
        ok = client.post("/v1/facts/batch", json={"operations": ops[:2]})
        assert ok.status_code == 201, ok.text


def test_rest_operator_routes_use_neo4j_database(neo4j_server: Neo4jUnderTest, tenant: str) -> None:
    """The routes that ran Cypher themselves (predicates, settings, review, contradictions)
    used the default database whatever NEO4J_DATABASE said."""
    settings = neo4j_server.settings.model_copy(
        update={"neo4j_database": MISSING_DATABASE, "api_keys": f"key-long-1:{tenant}:admin"}
    )
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        client.headers["Authorization"] = "Bearer key-long-1"
        for path in ("/v1/predicates", "/v1/settings", "/v1/review", "/v1/contradictions"):
            answer = client.get(path)
            assert answer.status_code == 503, (path, answer.text)
            assert answer.json()["error"]["code"] == "database_not_found"


# ---- MCP ----------------------------------------------------------------------------------------
def test_mcp_uses_neo4j_database(driver: Driver, tenant: str, env: pytest.MonkeyPatch) -> None:
    """`chronofact mcp` read and wrote the default database whatever NEO4J_DATABASE said."""
    _set(env, NEO4J_DATABASE=MISSING_DATABASE, CHRONOFACT_MCP_TENANT=tenant)
    wrote, read = _mcp_calls(
        env,
        [
            ("assert_fact", {"subject": "Carol", "predicate": "works_at", "object": "Acme"}),
            ("query_facts", {"subject": "Carol"}),
        ],
    )
    assert wrote["error"]["code"] == read["error"]["code"] == "database_not_found"
    assert wrote["error"]["kind"] == "unavailable"
    assert _facts_of(driver, tenant) == []


def test_mcp_enforces_max_value_length(
    driver: Driver, tenant: str, env: pytest.MonkeyPatch
) -> None:
    """MCP's Writer ignored CHRONOFACT_MAX_VALUE_LENGTH (it kept the built-in 4096)."""
    _set(env, CHRONOFACT_MAX_VALUE_LENGTH="40", CHRONOFACT_MCP_TENANT=tenant)
    (answer,) = _mcp_calls(
        env, [("assert_fact", {"subject": "Dan", "predicate": "note", "value": "x" * 60})]
    )
    assert answer["error"]["code"] == "value_too_large"
    assert answer["error"]["kind"] == "too_large"
    assert _facts_of(driver, tenant) == []


def test_mcp_tenant_comes_from_chronofact_mcp_tenant(
    driver: Driver, tenant: str, env: pytest.MonkeyPatch
) -> None:
    """CHRONOFACT_MCP_TENANT was documented but never read: `chronofact mcp` wrote `default`."""
    _set(env, CHRONOFACT_MCP_TENANT=tenant)
    (answer,) = _mcp_calls(
        env, [("assert_fact", {"subject": "Erin", "predicate": "works_at", "object": "Initech"})]
    )
    assert answer["created"], answer
    assert [f["statement"] for f in _facts_of(driver, tenant)] == ["Erin works at Initech"]
