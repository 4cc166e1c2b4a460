"""Processes the reliability suite may kill: its own Neo4j and the API under uvicorn.

`ThrowawayNeo4j` is a Neo4j with its own home and ports, built by copying the jars of the
installed local home (or by `LocalNeo4j.install` from the Maven cache), so `kill -9` never
touches the shared server. `ApiProcess` runs `uvicorn chronofact.api.rest.main:app` on a spare
port with a given environment.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from chronofact.config import Settings
from chronofact.graph.neo4j.local_server import LocalNeo4j

REPO = Path(__file__).resolve().parents[2]
SHARED_BOLT_PORT = 7687


def spare_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ThrowawayNeo4j:
    """A Neo4j of the suite's own, under `home`, on spare ports."""

    def __init__(self, home: Path) -> None:
        shared = Settings()
        self.settings = Settings(
            NEO4J_URI=None,
            CHRONOFACT_NEO4J_HOME=home,
            CHRONOFACT_NEO4J_BOLT_PORT=spare_port(),
            CHRONOFACT_NEO4J_HTTP_PORT=spare_port(),
            CHRONOFACT_NEO4J_HEAP="512m",
            CHRONOFACT_NEO4J_PAGECACHE="256m",
        )
        self.local = LocalNeo4j(self.settings)
        # the whole point: never the shared server
        assert self.settings.neo4j_bolt_port != SHARED_BOLT_PORT
        assert self.local.home != LocalNeo4j(shared).home
        self._shared_home = LocalNeo4j(shared).home

    @property
    def bolt_uri(self) -> str:
        return self.local.bolt_uri

    def env(self) -> dict[str, str]:
        """What points a subprocess (the API, the CLI) at this server."""
        return {
            "NEO4J_URI": self.bolt_uri,
            "NEO4J_USER": self.settings.neo4j_user,
            "NEO4J_PASSWORD": self.settings.neo4j_password,
        }

    def provision(self) -> None:
        local = self.local
        if local.is_installed():
            local.write_config()
            return
        if (self._shared_home / "lib").is_dir() and LocalNeo4j(Settings()).is_installed():
            for sub in ("lib", "plugins"):
                shutil.rmtree(local.home / sub, ignore_errors=True)
                shutil.copytree(self._shared_home / sub, local.home / sub)
            for sub in ("conf", "data", "logs", "run", "import"):
                (local.home / sub).mkdir(parents=True, exist_ok=True)
            local.write_config()
            local._set_initial_password(lambda _: None)
            local.stamp_file.write_text(local._recipe_hash() + "\n")
        else:
            local.install()

    def start(self) -> None:
        self.local.start(timeout=600)

    def kill(self) -> None:
        """`kill -9` the server, then wait until it is gone."""
        pid = self.local.status().pid
        assert pid is not None, "the throwaway Neo4j is not running"
        os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 30
        while self.local.status().running and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not self.local.status().running

    def stop(self) -> None:
        self.local.stop()


class ApiProcess:
    """`uvicorn chronofact.api.rest.main:app` in a subprocess, on a spare port."""

    def __init__(self, env: dict[str, str], log_path: Path) -> None:
        self.port = spare_port()
        self.env = {**os.environ, "PYTHONPATH": str(REPO), **env}
        self.log_path = log_path
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 180.0) -> None:
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "uvicorn",
                    "chronofact.api.rest.main:app",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    str(self.port),
                    "--log-level",
                    "warning",
                ],
                env=self.env,
                cwd=REPO,
                stdout=log,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.process.poll() is None, self.log_tail()
            try:
                if httpx.get(f"{self.url}/healthz", timeout=2).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.3)
        raise AssertionError(f"the API did not start within {timeout:.0f} s:\n{self.log_tail()}")

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.kill()

    def log_tail(self, lines: int = 30) -> str:
        if not self.log_path.exists():
            return "(no log)"
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
