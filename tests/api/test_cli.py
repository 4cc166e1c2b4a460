"""The command line against the real Neo4j: cypher, assert/asof/timeline/history, neo4j status."""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from chronofact.api.cli import app
from tests.conftest import Neo4jUnderTest

runner = CliRunner()


def test_cypher_prints_the_gds_version(driver: object) -> None:
    result = runner.invoke(app, ["cypher", "RETURN gds.version() AS gds", "--json"])
    assert result.exit_code == 0, result.output
    row = json.loads(result.output.strip().splitlines()[-1])
    assert row["gds"].startswith("2.26.")


def test_cypher_reports_errors_clearly(driver: object) -> None:
    result = runner.invoke(app, ["cypher", "RETURN nonsense("])
    assert result.exit_code == 1
    assert "Neo.ClientError.Statement.SyntaxError" in result.output


def test_cypher_parameters(driver: object) -> None:
    result = runner.invoke(
        app, ["cypher", "RETURN $n * 2 AS twice, $s AS s", "-p", "n=21", "-p", "s=hello", "--json"]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.output.strip()) == {"twice": 42, "s": "hello"}


def test_assert_asof_timeline_history(driver: object, tenant: str) -> None:
    base = ["--tenant", tenant]
    ok = runner.invoke(
        app, ["assert", "Alice", "employer", "Acme", "--from", "2023-06-01T00:00:00Z", *base]
    )
    assert ok.exit_code == 0, ok.output
    assert "created 1, revoked 0" in ok.output
    ok = runner.invoke(
        app, ["assert", "Alice", "employer", "Globex", "--from", "2024-03-01T00:00:00Z", *base]
    )
    assert "created 2, revoked 1" in ok.output
    now = runner.invoke(app, ["asof", "Alice", "employer", "--json", *base])
    assert [f["object"]["name"] for f in json.loads(now.output)] == ["Globex"]
    then = runner.invoke(
        app, ["asof", "alice", "employer", "--valid-at", "2024-01-01T00:00:00Z", "--json", *base]
    )
    facts = json.loads(then.output)
    assert [f["object"]["name"] for f in facts] == ["Acme"]
    line = runner.invoke(app, ["timeline", "Alice", "--json", *base])
    assert [f["object"]["name"] for f in json.loads(line.output)] == ["Acme", "Globex"]
    hist = runner.invoke(app, ["history", facts[0]["id"], *base])
    assert len(json.loads(hist.output)["key_history"]) == 3
    bad = runner.invoke(app, ["asof", "Alice", "--valid-at", "2024-01-01", *base])
    assert bad.exit_code == 2 and "no UTC offset" in bad.output


def test_retract_and_negation(driver: object, tenant: str) -> None:
    base = ["--tenant", tenant]
    runner.invoke(app, ["assert", "VPN", "status", "up", "--literal", *base])
    down = runner.invoke(app, ["assert", "VPN", "status", "up", "--literal", "--not", *base])
    # the "up" part before now stays history; a polarity flip is a contradiction: with a tie in
    # sources the older claim's overlapping part is kept as a disputed copy
    assert "created 3, revoked 1, contradictions 1" in down.output
    facts = json.loads(runner.invoke(app, ["asof", "VPN", "--json", *base]).output)
    assert [(f["value"], f["polarity"]) for f in facts] == [("up", False)]
    gone = runner.invoke(app, ["retract", "VPN", "status", *base])
    assert "revoked 1" in gone.output
    assert json.loads(runner.invoke(app, ["asof", "VPN", "--json", *base]).output) == []


def test_neo4j_status(neo4j_server: Neo4jUnderTest) -> None:
    if neo4j_server.how != "local":
        pytest.skip(
            f"status reports the project's local Neo4j; this session uses {neo4j_server.how}"
        )
    result = runner.invoke(app, ["neo4j", "status"])
    assert result.exit_code == 0, result.output
    assert re.search(r"^running:\s+True\b", result.output, re.MULTILINE), result.output
    assert "bolt:" in result.output and "browser:" in result.output


def test_the_fact_table_shows_instants_short() -> None:
    from chronofact.api.cli.facts import _shown_time

    assert _shown_time("2025-02-03T19:02:00.000000Z") == "2025-02-03 19:02"
    assert _shown_time("2025-11-01T00:00:00Z") == "2025-11-01"
    assert _shown_time("2025-02-03T19:02:07.500000Z") == "2025-02-03 19:02:07"
    assert _shown_time(None) == "∞"
