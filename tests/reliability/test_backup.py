"""`chronofact neo4j dump|load`: refusals that need no server (always), and a round trip on the
suite's own Neo4j (full form): dump, write more, load, and the data is what it was at the dump."""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chronofact.api.cli import app
from chronofact.config import Settings
from chronofact.graph.neo4j import connect
from chronofact.graph.neo4j.backup import Backup
from chronofact.graph.neo4j.local_server import LocalNeo4j, Neo4jSetupError
from tests.reliability.processes import ThrowawayNeo4j

runner = CliRunner()


def _fake_running_home(tmp_path: Path) -> LocalNeo4j:
    """An installed-looking home whose pid file names a live process (this one)."""
    local = LocalNeo4j(Settings(NEO4J_URI=None, CHRONOFACT_NEO4J_HOME=tmp_path / "home"))
    (local.home / "lib").mkdir(parents=True)
    local.stamp_file.write_text(local._recipe_hash() + "\n")
    local.pid_file.parent.mkdir(parents=True)
    local.pid_file.write_text(f"{os.getpid()}\n")
    return local


def test_dump_refuses_a_running_server_without_stop(tmp_path: Path) -> None:
    local = _fake_running_home(tmp_path)
    with pytest.raises(Neo4jSetupError, match=r"Neo4j is running.*--stop"):
        Backup(local).dump(tmp_path / "out.dump")
    assert not (tmp_path / "out.dump").exists()


def test_dump_and_load_refuse_bad_paths(tmp_path: Path) -> None:
    local = _fake_running_home(tmp_path)
    (tmp_path / "taken.dump").write_text("x")
    with pytest.raises(Neo4jSetupError, match="exists already"):
        Backup(local).dump(tmp_path / "taken.dump", restart=True)
    with pytest.raises(Neo4jSetupError, match="does not exist"):
        Backup(local).dump(tmp_path / "no" / "such" / "x.dump", restart=True)
    with pytest.raises(Neo4jSetupError, match="No dump file"):
        Backup(local).load(tmp_path / "missing.dump", restart=True)


def test_cli_dump_refuses_a_remote_neo4j(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("NEO4J_URI", "bolt://db.example:7687")
    from chronofact.config import get_settings

    get_settings.cache_clear()
    try:
        result = runner.invoke(app, ["neo4j", "dump", str(tmp_path / "x.dump")])
    finally:
        get_settings.cache_clear()
    assert result.exit_code != 0
    assert "local Neo4j only" in result.output


def _names(server: ThrowawayNeo4j) -> set[str]:
    with connect(server.settings) as driver:
        records, _, _ = driver.execute_query("MATCH (n:BackupProbe) RETURN n.name AS name")
    return {r["name"] for r in records}


def _add(server: ThrowawayNeo4j, name: str) -> None:
    with connect(server.settings) as driver:
        driver.execute_query("CREATE (:BackupProbe {name: $name})", name=name)


def test_dump_write_load_restores_the_dumped_state(
    throwaway_neo4j: ThrowawayNeo4j, tmp_path: Path
) -> None:
    before = f"before-{uuid.uuid4().hex}"
    after = f"after-{uuid.uuid4().hex}"
    _add(throwaway_neo4j, before)
    backup = Backup(throwaway_neo4j.local)
    dump = backup.dump(tmp_path / "chronofact.dump", restart=True)
    assert dump.stat().st_size > 0
    assert throwaway_neo4j.local.status().running  # --stop started it again
    dumped = _names(throwaway_neo4j)
    assert before in dumped
    _add(throwaway_neo4j, after)
    assert after in _names(throwaway_neo4j)
    backup.load(dump, restart=True)
    assert _names(throwaway_neo4j) == dumped  # `after` is gone, `before` is back
