"""The local Neo4j the project provisions from Maven Central and manages itself.

`install` runs Maven over the poms in `tools/neo4j/` (server + Browser into `lib/`, a
shaded open GDS into `plugins/`), writes `conf/neo4j.conf` from `tools/neo4j/neo4j.conf.in` and
sets the initial password. `start` launches one JVM on the server's own entry point (what the
`bin/neo4j` bootloader would fork) and waits until Bolt answers. Everything is idempotent:
a stamp file records the hash of the poms and template that built the home.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from neo4j import GraphDatabase
from neo4j.exceptions import AuthError, ServiceUnavailable

from chronofact.config import Settings
from chronofact.graph.errors import SetupError
from chronofact.graph.neo4j.java_runtime import JVM_DIRS, MIN_JAVA, JavaRuntime, find_java

TOOLS_DIR = Path(__file__).resolve().parents[3] / "tools" / "neo4j"
NEO4J_LINE = "2026.08"  # the release line tools/neo4j/pom.xml pins (for messages)

# The server's entry point (5.x called it CommunityEntryPoint).
ENTRY_POINT = "org.neo4j.server.Neo4jCommunity"
# JVM flags of the distribution's neo4j.conf (server.jvm.additional), minus AlwaysPreTouch.
JVM_FLAGS = [
    "-XX:+UseG1GC",
    "-XX:-OmitStackTraceInFastThrow",
    "-XX:+UnlockExperimentalVMOptions",
    "-XX:+TrustFinalNonStaticFields",
    "-XX:+DisableExplicitGC",
    "-XX:+ExitOnOutOfMemoryError",
    "-Djdk.nio.maxCachedBufferSize=1024",
    "-Dio.netty.tryReflectionSetAccessible=true",
    "-Djdk.tls.ephemeralDHKeySize=2048",
    "-Djdk.tls.rejectClientInitiatedRenegotiation=true",
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED",
    "-Dlog4j2.disable.jmx=true",
    "-Dfile.encoding=UTF-8",
]
# what the `bin/neo4j` bootloader adds on Java 23+ (Neo4j still uses sun.misc.Unsafe)
UNSAFE_FLAG = "--sun-misc-unsafe-memory-access=allow"

Echo = Callable[[str], None]


@contextmanager
def admin_argument_file(directory: Path, arguments: list[str]) -> Iterator[Path]:
    """A picocli `@file` holding `arguments` (one quoted argument a line), readable by the owner
    only and deleted afterwards: a secret passed this way never appears in the process list
    (`ps`), unlike a command-line argument."""
    directory.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(prefix="admin-", suffix=".args", dir=directory)
    path = Path(name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:  # mkstemp: mode 0600
            out.writelines(_picocli_quoted(argument) + "\n" for argument in arguments)
        yield path
    finally:
        path.unlink(missing_ok=True)


def _picocli_quoted(argument: str) -> str:
    """One argument of a picocli argument file: double-quoted, `\\` and `"` escaped."""
    return '"' + argument.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Neo4jSetupError(SetupError):
    """Something needed to install or start the local Neo4j is missing or broken."""

    def __init__(self, message: str) -> None:
        super().__init__(None, message)


@dataclass(frozen=True)
class Neo4jStatus:
    installed: bool
    running: bool
    pid: int | None
    bolt_uri: str
    browser_url: str
    home: Path


def _silent(_: str) -> None:
    return None


class LocalNeo4j:
    """Install, start, stop and inspect the project-managed Neo4j under `settings.neo4j_home`."""

    def __init__(
        self, settings: Settings, tools_dir: Path = TOOLS_DIR, jvm_dirs: tuple[Path, ...] = JVM_DIRS
    ) -> None:
        self.settings = settings
        self.home = settings.neo4j_home.expanduser().resolve()
        self.tools_dir = tools_dir
        self.jvm_dirs = jvm_dirs

    # ---- paths ---------------------------------------------------------------------------
    @property
    def pid_file(self) -> Path:
        return self.home / "run" / "chronofact-neo4j.pid"

    @property
    def console_log(self) -> Path:
        return self.home / "logs" / "console.log"

    @property
    def stamp_file(self) -> Path:
        return self.home / ".chronofact-install"

    @property
    def bolt_uri(self) -> str:
        return f"bolt://127.0.0.1:{self.settings.neo4j_bolt_port}"

    @property
    def browser_url(self) -> str:
        return f"http://127.0.0.1:{self.settings.neo4j_http_port}/browser/"

    # ---- tools -----------------------------------------------------------------------------
    def java(self) -> str:
        return str(self.java_runtime().java)

    def java_runtime(self) -> JavaRuntime:
        """A Java of at least MIN_JAVA: JAVA_HOME, PATH, else the newest JDK in /usr/lib/jvm."""
        runtime, seen = find_java(self.settings.java_home, self.jvm_dirs)
        if runtime is not None:
            return runtime
        found = ", ".join(dict.fromkeys(f"{r.java} (Java {r.major})" for r in seen)) or "none"
        raise Neo4jSetupError(
            f"Java is missing: Neo4j {NEO4J_LINE} needs a JDK {MIN_JAVA} or newer "
            f"(found: {found}). "
            f"Install one (e.g. Temurin or OpenJDK {MIN_JAVA} or 25) under /usr/lib/jvm, "
            "or set JAVA_HOME to it."
        )

    def mvn(self) -> str:
        found = shutil.which("mvn")
        if found is None:
            raise Neo4jSetupError(
                "Maven (`mvn`) is missing: it fetches Neo4j and GDS from Maven Central "
                "(Debian: `apt-get install maven`)."
            )
        return found

    # ---- install ---------------------------------------------------------------------------
    def _recipe_hash(self) -> str:
        digest = hashlib.sha256()
        # the jars depend on the poms only; the config is rewritten on every install and start
        files = sorted(self.tools_dir.rglob("pom.xml"))
        for path in files:
            digest.update(path.relative_to(self.tools_dir).as_posix().encode())
            digest.update(path.read_bytes())
        return digest.hexdigest()

    def is_installed(self) -> bool:
        if not self.stamp_file.exists() or not (self.home / "lib").is_dir():
            return False
        if not self.tools_dir.is_dir():  # installed copy without the recipe: trust the stamp
            return True
        return self.stamp_file.read_text().strip() == self._recipe_hash()

    def install(self, echo: Echo = _silent, force: bool = False) -> bool:
        """Provision the home. Returns True if anything was (re)built."""
        if not self.tools_dir.is_dir():
            raise Neo4jSetupError(
                f"The Maven recipe {self.tools_dir} is missing (run from a checkout)."
            )
        java = self.java()
        mvn = self.mvn()
        if self.is_installed() and not force:
            self.write_config()
            return False
        if self.status().running:
            raise Neo4jSetupError(
                "Stop the running Neo4j before reinstalling (`chronofact neo4j stop`)."
            )
        echo(f"Assembling Neo4j from Maven Central into {self.home} (first time: ~1-2 min) ...")
        self.home.mkdir(parents=True, exist_ok=True)
        # never mix two versions' jars: copy-dependencies does not delete stale ones
        for sub in ("lib", "plugins"):
            shutil.rmtree(self.home / sub, ignore_errors=True)
        command = [
            mvn,
            "-B",
            "-q",
            "-f",
            str(self.tools_dir / "pom.xml"),
            f"-Dneo4j.home={self.home}",
            "package",
        ]
        # Maven runs on the same JDK as the server (the shade step reads Java 21 class files)
        env = {**os.environ, "JAVA_HOME": str(Path(java).resolve().parent.parent)}
        result = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
        if result.returncode != 0:
            tail = "\n".join((result.stdout + result.stderr).splitlines()[-30:])
            raise Neo4jSetupError(f"Maven could not assemble Neo4j:\n{tail}")
        for sub in ("conf", "data", "logs", "run", "import"):
            (self.home / sub).mkdir(parents=True, exist_ok=True)
        self.write_config()
        self._set_initial_password(echo)
        self.stamp_file.write_text(self._recipe_hash() + "\n")
        echo("Neo4j installed.")
        return True

    def neo4j_version(self) -> str:
        for jar in (self.home / "lib").glob("neo4j-*.jar"):
            found = re.fullmatch(r"neo4j-(\d+\.\d+\.\d+)\.jar", jar.name)
            if found:
                return found.group(1)
        return "unknown"

    def write_config(self) -> None:
        template = (self.tools_dir / "neo4j.conf.in").read_text()
        values = {
            "@HOME@": str(self.home),
            "@BOLT_PORT@": str(self.settings.neo4j_bolt_port),
            "@HTTP_PORT@": str(self.settings.neo4j_http_port),
            "@HEAP@": self.settings.neo4j_heap,
            "@PAGECACHE@": self.settings.neo4j_pagecache,
            "@NEO4J_VERSION@": self.neo4j_version(),
        }
        for placeholder, value in values.items():
            template = template.replace(placeholder, value)
        (self.home / "conf").mkdir(parents=True, exist_ok=True)
        (self.home / "conf" / "neo4j.conf").write_text(template)

    def _set_initial_password(self, echo: Echo) -> None:
        if (self.home / "data" / "dbms").exists():
            echo("Neo4j already has a user store; its password is left as it is.")
            return
        env = {**os.environ, "NEO4J_HOME": str(self.home), "NEO4J_CONF": str(self.home / "conf")}
        arguments = ["dbms", "set-initial-password", self.settings.neo4j_password]
        with admin_argument_file(self.home / "run", arguments) as argfile:
            command = [
                self.java(),
                "-Xmx128m",
                "-cp",
                f"{self.home}/lib/*",
                f"-Dbasedir={self.home}",
                "org.neo4j.server.startup.Neo4jAdminCommand",
                f"@{argfile}",
            ]
            result = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
        if result.returncode != 0:
            raise Neo4jSetupError(f"set-initial-password failed:\n{result.stdout}{result.stderr}")

    # ---- run -------------------------------------------------------------------------------
    def _pid(self) -> int | None:
        try:
            pid = int(self.pid_file.read_text().strip())
        except (FileNotFoundError, ValueError):
            return None
        try:  # reap it if it is our own exited child (a zombie still answers kill 0)
            reaped, _ = os.waitpid(pid, os.WNOHANG)
            if reaped == pid:
                return None
        except ChildProcessError:
            pass
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return None
        except PermissionError:
            return pid
        return pid

    def _port_open(self, port: int) -> bool:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            sock.settimeout(0.5)
            return sock.connect_ex(("127.0.0.1", port)) == 0

    def bolt_ready(self) -> bool:
        try:
            with GraphDatabase.driver(
                self.bolt_uri,
                auth=(self.settings.neo4j_user, self.settings.neo4j_password),
                connection_timeout=2.0,
            ) as driver:
                driver.verify_connectivity()
            return True
        except AuthError as exc:
            raise Neo4jSetupError(
                f"Neo4j on {self.bolt_uri} rejected the password from NEO4J_PASSWORD: {exc}"
            ) from exc
        except (ServiceUnavailable, OSError):
            return False

    def status(self) -> Neo4jStatus:
        pid = self._pid()
        return Neo4jStatus(
            installed=self.is_installed(),
            running=pid is not None,
            pid=pid,
            bolt_uri=self.bolt_uri,
            browser_url=self.browser_url,
            home=self.home,
        )

    def command(self) -> list[str]:
        classpath = ":".join(f"{self.home}/{sub}/*" for sub in ("plugins", "conf", "lib"))
        runtime = self.java_runtime()
        return [
            str(runtime.java),
            "-cp",
            classpath,
            f"-Xms{self.settings.neo4j_heap}",
            f"-Xmx{self.settings.neo4j_heap}",
            *JVM_FLAGS,
            *([UNSAFE_FLAG] if runtime.major >= 23 else []),
            ENTRY_POINT,
            f"--home-dir={self.home}",
            f"--config-dir={self.home / 'conf'}",
            "--console-mode",
        ]

    def start(self, echo: Echo = _silent, timeout: float = 180.0) -> bool:
        """Start in the background and wait for Bolt. Returns True if this call started it."""
        if not self.is_installed():
            raise Neo4jSetupError("Neo4j is not installed: run `chronofact neo4j install`.")
        if self._pid() is not None:
            self._wait_ready(timeout, None)
            return False
        for port in (self.settings.neo4j_bolt_port, self.settings.neo4j_http_port):
            if self._port_open(port):
                raise Neo4jSetupError(
                    f"Port {port} on 127.0.0.1 is taken by another process; stop it, or set "
                    "CHRONOFACT_NEO4J_BOLT_PORT / CHRONOFACT_NEO4J_HTTP_PORT, or NEO4J_URI."
                )
        self.write_config()
        echo(f"Starting Neo4j ({self.home}) ...")
        self.console_log.parent.mkdir(parents=True, exist_ok=True)
        self.pid_file.parent.mkdir(parents=True, exist_ok=True)
        with self.console_log.open("ab") as log:
            process = subprocess.Popen(
                self.command(),
                stdout=log,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                cwd=self.home,
                start_new_session=True,
            )
        self.pid_file.write_text(f"{process.pid}\n")
        self._wait_ready(timeout, process)
        echo(f"Neo4j is up: {self.bolt_uri}, Browser {self.browser_url}")
        return True

    def _wait_ready(self, timeout: float, process: subprocess.Popen[bytes] | None) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if process is not None and process.poll() is not None:
                self.pid_file.unlink(missing_ok=True)
                raise Neo4jSetupError(
                    f"Neo4j exited with code {process.returncode}:\n{self.tail_log(25)}"
                )
            if self.bolt_ready():
                return
            time.sleep(0.5)
        raise Neo4jSetupError(
            f"Neo4j did not answer on Bolt within {timeout:.0f}s:\n{self.tail_log(25)}"
        )

    def stop(self, echo: Echo = _silent, timeout: float = 60.0) -> bool:
        """Graceful SIGTERM, then SIGKILL after `timeout`. Returns True if it was running."""
        pid = self._pid()
        if pid is None:
            self.pid_file.unlink(missing_ok=True)
            return False
        echo(f"Stopping Neo4j (pid {pid}) ...")
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._pid() is None:
                break
            time.sleep(0.3)
        else:
            os.kill(pid, signal.SIGKILL)
        self.pid_file.unlink(missing_ok=True)
        echo("Neo4j stopped.")
        return True

    def tail_log(self, lines: int = 50) -> str:
        if not self.console_log.exists():
            return "(no log yet)"
        content = self.console_log.read_text(errors="replace").splitlines()
        return "\n".join(content[-lines:])
