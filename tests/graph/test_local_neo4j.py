"""The local Neo4j manager: clear errors for missing tools, its config, idempotence."""

from __future__ import annotations

import hashlib
import re
import stat
import subprocess
from pathlib import Path

import pytest

from chronofact.config import Settings
from chronofact.graph.neo4j.java_runtime import find_java, major_version
from chronofact.graph.neo4j.local_server import TOOLS_DIR, LocalNeo4j, Neo4jSetupError
from tests.conftest import NEO4J_IMAGE


def _manager(tmp_path: Path) -> LocalNeo4j:
    return LocalNeo4j(Settings(CHRONOFACT_NEO4J_HOME=str(tmp_path / "home")))  # type: ignore[call-arg]


def test_missing_java_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("JAVA_HOME", raising=False)
    settings = Settings(CHRONOFACT_NEO4J_HOME=str(tmp_path))  # type: ignore[call-arg]
    manager = LocalNeo4j(settings, jvm_dirs=(tmp_path / "jvm",))
    with pytest.raises(Neo4jSetupError, match=r"Java is missing.*JDK 21 or newer \(found: none\)"):
        manager.install()


def _fake_jdk(root: Path, name: str, version: str) -> Path:
    """A JDK directory with a `release` file and an executable `bin/java` stub."""
    home = root / name
    (home / "bin").mkdir(parents=True)
    (home / "release").write_text(f'IMPLEMENTOR="test"\nJAVA_VERSION="{version}"\n')
    java = home / "bin" / "java"
    java.write_text("#!/bin/sh\nexit 0\n")
    java.chmod(0o755)
    return home


def test_java_home_wins_when_new_enough(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    jvm = tmp_path / "jvm"
    chosen = _fake_jdk(tmp_path, "chosen", "21.0.4")
    _fake_jdk(jvm, "newer", "25.0.3")
    runtime, _ = find_java(chosen, (jvm,))
    assert runtime is not None and runtime.home == chosen and runtime.major == 21


def test_an_old_java_home_falls_back_to_the_newest_scanned_jdk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    jvm = tmp_path / "jvm"
    old = _fake_jdk(tmp_path, "old", "17.0.15")
    _fake_jdk(jvm, "java-17", "17.0.15")
    _fake_jdk(jvm, "temurin-21", "21.0.4")
    newest = _fake_jdk(jvm, "temurin-25", "25.0.3")
    runtime, seen = find_java(old, (jvm,))
    assert runtime is not None and runtime.home == newest and runtime.major == 25
    assert sorted(r.major for r in seen) == [17, 17, 21, 25]


def test_only_old_jdks_give_a_setup_error_naming_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("JAVA_HOME", raising=False)
    jvm = tmp_path / "jvm"
    _fake_jdk(jvm, "java-17", "17.0.15")
    settings = Settings(CHRONOFACT_NEO4J_HOME=str(tmp_path / "home"))  # type: ignore[call-arg]
    with pytest.raises(Neo4jSetupError, match=r"JDK 21 or newer \(found: .*java-17.* \(Java 17\)"):
        LocalNeo4j(settings, jvm_dirs=(jvm,)).java()


@pytest.mark.parametrize(
    ("text", "major"), [("25.0.3", 25), ("21", 21), ("1.8.0_412", 8), ("17-ea", 17), ("x", None)]
)
def test_major_version(text: str, major: int | None) -> None:
    assert major_version(text) == major


def test_docker_and_testcontainers_use_the_pinned_release() -> None:
    pom = (TOOLS_DIR / "pom.xml").read_text()
    pinned = re.search(r"<neo4j.version>([^<]+)</neo4j.version>", pom)
    assert pinned is not None
    image = f"neo4j:{pinned.group(1)}-community"
    assert f"image: {image}" in (TOOLS_DIR.parents[1] / "docker-compose.yml").read_text()
    assert image == NEO4J_IMAGE


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
    assert "dbms.security.procedures.unrestricted=gds.*" in conf
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
    assert manager.neo4j_version().startswith("2026.")
    jars = {p.name for p in (manager.home / "plugins").glob("*.jar")}
    assert any(j.startswith("open-gds-") for j in jars)
    assert (TOOLS_DIR / "pom.xml").exists()


PASSWORD = 'pw with "quotes" \\ and #hash'


def _fake_installed_home(manager: LocalNeo4j) -> None:
    for sub in ("lib", "conf", "data", "run"):
        (manager.home / sub).mkdir(parents=True, exist_ok=True)


def test_initial_password_is_not_on_the_command_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`ps` shows a process's argv: the password goes to neo4j-admin in an `@file` (mode 0600,
    deleted afterwards), never as an argument."""
    manager = LocalNeo4j(
        Settings(CHRONOFACT_NEO4J_HOME=str(tmp_path / "home"), NEO4J_PASSWORD=PASSWORD)  # type: ignore[call-arg]
    )
    _fake_installed_home(manager)
    monkeypatch.setattr(LocalNeo4j, "java", lambda self: "/usr/bin/java")
    seen: dict[str, object] = {}

    def fake_run(command: list[str], **_: object) -> subprocess.CompletedProcess[str]:
        argfile = Path(command[-1].removeprefix("@"))
        seen["command"] = command
        seen["argfile"] = argfile
        seen["mode"] = stat.S_IMODE(argfile.stat().st_mode)
        seen["content"] = argfile.read_text()
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(subprocess, "run", fake_run)
    manager._set_initial_password(lambda _: None)
    command = seen["command"]
    assert isinstance(command, list)
    assert not any("pw with" in part or "quotes" in part for part in command)
    assert command[-1].startswith("@")
    assert seen["mode"] == 0o600
    assert seen["content"] == (
        '"dbms"\n"set-initial-password"\n"pw with \\"quotes\\" \\\\ and #hash"\n'
    )
    assert not Path(str(seen["argfile"])).exists()  # deleted after the call


def _shiro_sha256(password: str, salt_hex: str, iterations: int) -> str:
    digest = hashlib.sha256(bytes.fromhex(salt_hex) + password.encode()).digest()
    for _ in range(iterations - 1):
        digest = hashlib.sha256(digest).digest()
    return digest.hex()


def test_neo4j_admin_reads_the_password_from_the_file(neo4j_server: object, tmp_path: Path) -> None:
    """The real neo4j-admin (the jars of the running local home) expands the `@file` and stores
    exactly that password (checked against the salted hash it writes to `auth.ini`)."""
    from tests.conftest import Neo4jUnderTest

    assert isinstance(neo4j_server, Neo4jUnderTest)
    if neo4j_server.how != "local":
        pytest.skip(f"Neo4j comes from {neo4j_server.how}, not the project's local manager")
    installed = LocalNeo4j(neo4j_server.settings)
    manager = LocalNeo4j(
        Settings(CHRONOFACT_NEO4J_HOME=str(tmp_path / "home"), NEO4J_PASSWORD=PASSWORD)  # type: ignore[call-arg]
    )
    manager.home.mkdir(parents=True)
    (manager.home / "lib").symlink_to(installed.home / "lib")
    manager.write_config()
    manager._set_initial_password(lambda _: None)
    user, _, rest = (manager.home / "data" / "dbms" / "auth.ini").read_text().partition(":")
    algorithm, stored, salt, iterations = rest.rstrip(":\n").split(",")
    assert (user, algorithm) == ("neo4j", "SHA-256")
    assert stored == _shiro_sha256(PASSWORD, salt, int(iterations))
    assert not list((manager.home / "run").glob("*.args"))
