"""The local Neo4j manager: clear errors for missing tools, its config, idempotence."""

from __future__ import annotations

from pathlib import Path

import pytest

from chronofact.config import Settings
from chronofact.graph.neo4j.local_server import TOOLS_DIR, LocalNeo4j, Neo4jSetupError


def _manager(tmp_path: Path) -> LocalNeo4j:
    return LocalNeo4j(Settings(CHRONOFACT_NEO4J_HOME=str(tmp_path / "home")))  # type: ignore[call-arg]


def test_missing_java_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("JAVA_HOME", raising=False)
    manager = LocalNeo4j(Settings(CHRONOFACT_NEO4J_HOME=str(tmp_path)))  # type: ignore[call-arg]
    with pytest.raises(Neo4jSetupError, match="Java is missing"):
        manager.install()


def test_missing_maven_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "java").symlink_to("/usr/bin/java")
    monkeypatch.setenv("PATH", str(bin_dir))
    monkeypatch.delenv("JAVA_HOME", raising=False)
    with pytest.raises(Neo4jSetupError, match=r"Maven \(`mvn`\) is missing"):
        _manager(tmp_path).install()


def test_config_is_loopback_with_auth_and_plugins(tmp_path: Path) -> None:
    manager = _manager(tmp_path)
    manager.write_config()
    conf = (manager.home / "conf" / "neo4j.conf").read_text()
    assert "server.default_listen_address=127.0.0.1" in conf
    assert "server.bolt.listen_address=127.0.0.1:7687" in conf
    assert "server.http.listen_address=127.0.0.1:7474" in conf
    assert "dbms.security.auth_enabled=true" in conf
    assert "dbms.security.procedures.unrestricted=gds.*,apoc.*" in conf
    assert f"server.directories.plugins={manager.home}/plugins" in conf
    assert "@" not in conf  # every placeholder filled


def test_not_installed_home_refuses_to_start(tmp_path: Path) -> None:
    manager = _manager(tmp_path)
    assert not manager.is_installed()
    with pytest.raises(Neo4jSetupError, match="not installed"):
        manager.start()
    assert manager.status().running is False


def test_the_running_home_is_installed_and_up_to_date(neo4j_server: object) -> None:
    from tests.conftest import Neo4jUnderTest

    assert isinstance(neo4j_server, Neo4jUnderTest)
    if neo4j_server.how != "local":
        pytest.skip(f"Neo4j comes from {neo4j_server.how}, not the project's local manager")
    manager = LocalNeo4j(neo4j_server.settings)
    assert manager.is_installed()
    assert manager.install() is False  # idempotent: nothing rebuilt
    status = manager.status()
    assert status.running and status.pid is not None
    assert manager.neo4j_version().startswith("5.26.")
    jars = {p.name for p in (manager.home / "plugins").glob("*.jar")}
    assert any(j.startswith("apoc-") for j in jars) and any(j.startswith("open-gds-") for j in jars)
    assert (TOOLS_DIR / "pom.xml").exists()
