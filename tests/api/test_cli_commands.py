"""CLI commands the other tests do not reach: `schema`, `profile`, `mcp` over stdio, and
`neo4j install/start/status/logs/stop` on a second, throw-away Neo4j (never the session's)."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from typer.testing import CliRunner

from chronofact.api.cli import app
from tests.conftest import Neo4jUnderTest

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[2]


def test_schema_applies_idempotently(driver: object) -> None:
    for _ in range(2):
        result = runner.invoke(app, ["schema"])
        assert result.exit_code == 0, result.output
        assert "Schema applied (" in result.output


def test_profile_prints_the_entity_and_an_unknown_name_fails(driver: object, tenant: str) -> None:
    base = ["--tenant", tenant]
    for predicate, obj in (("works_at", "Acme"), ("lives_in", "Lisbon")):
        ok = runner.invoke(app, ["assert", "Maya", predicate, obj, *base])
        assert ok.exit_code == 0, ok.output
    shown = runner.invoke(app, ["profile", "Maya", *base])
    assert shown.exit_code == 0, shown.output
    profile = json.loads(shown.output)
    text = json.dumps(profile)
    assert "Acme" in text and "Lisbon" in text
    missing = runner.invoke(app, ["profile", "Nobody At All", *base])
    assert missing.exit_code != 0


def _tool_json(result: Any) -> Any:
    (content,) = result.content
    return json.loads(content.text)


async def _mcp_session(env: dict[str, str], tenant: str) -> tuple[list[str], Any, Any]:
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "chronofact.api.cli", "mcp", "--tenant", tenant],
        env=env,
        cwd=str(ROOT),
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        tools = sorted(t.name for t in (await session.list_tools()).tools)
        written = await session.call_tool(
            "assert_fact",
            {"subject": "Ines", "predicate": "works_at", "object": "Initech"},
        )
        found = await session.call_tool("query_facts", {"subject": "Ines"})
        return tools, _tool_json(written), _tool_json(found)


def test_mcp_serves_its_tools_over_stdio(neo4j_server: Neo4jUnderTest, tenant: str) -> None:
    env = {
        **os.environ,
        "NEO4J_URI": neo4j_server.settings.bolt_uri,
        "NEO4J_PASSWORD": neo4j_server.settings.neo4j_password,
        "HF_HUB_OFFLINE": "1",
        "PYTHONPATH": str(ROOT),
    }
    tools, written, found = asyncio.run(asyncio.wait_for(_mcp_session(env, tenant), timeout=120))
    assert {"recall", "remember", "assert_fact", "query_facts", "forget"} <= set(tools)
    assert written["fact"]["object"]["name"] == "Initech", written
    assert [f["object"]["name"] for f in found["facts"]] == ["Initech"], found


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.mark.slow
def test_neo4j_lifecycle_on_a_second_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, neo4j_server: Neo4jUnderTest
) -> None:
    if neo4j_server.how != "local":
        pytest.skip(f"needs the project's Neo4j build tools; this session uses {neo4j_server.how}")
    monkeypatch.setenv("CHRONOFACT_NEO4J_HOME", str(tmp_path / "neo4j"))
    monkeypatch.setenv("CHRONOFACT_NEO4J_BOLT_PORT", str(_free_port()))
    monkeypatch.setenv("CHRONOFACT_NEO4J_HTTP_PORT", str(_free_port()))
    monkeypatch.setenv("CHRONOFACT_NEO4J_HEAP", "512m")
    monkeypatch.setenv("CHRONOFACT_NEO4J_PAGECACHE", "128m")
    monkeypatch.delenv("NEO4J_URI", raising=False)
    from chronofact.config import get_settings

    get_settings.cache_clear()
    try:
        assert runner.invoke(app, ["neo4j", "install"]).exit_code == 0
        before = runner.invoke(app, ["neo4j", "status"])
        # not running: exit 3 (scripts can test it), with the same report
        assert before.exit_code == 3 and "running:   False" in before.output, before.output
        started = runner.invoke(app, ["neo4j", "start"])
        assert started.exit_code == 0, started.output
        running = runner.invoke(app, ["neo4j", "status"])
        assert running.exit_code == 0 and "running:   True" in running.output, running.output
        logs = runner.invoke(app, ["neo4j", "logs"])
        assert logs.exit_code == 0 and "Bolt enabled on" in logs.output, logs.output
        stopped = runner.invoke(app, ["neo4j", "stop"])
        assert stopped.exit_code == 0, stopped.output
        after = runner.invoke(app, ["neo4j", "status"])
        assert after.exit_code == 3 and "running:   False" in after.output, after.output
    finally:
        runner.invoke(app, ["neo4j", "stop"])
        get_settings.cache_clear()
