"""Backup and restore of the local Neo4j: `neo4j-admin database dump|load` on its home.

Neo4j Community cannot stop one database while the server runs, so a dump or a load needs the
whole server stopped. `dump` and `load` refuse while it runs unless asked to stop it
(`restart=True`), in which case they stop it, do their work and start it again, also when the
work failed. A dump is one file; a load replaces the database with the dump's content.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from chronofact.graph.neo4j.local_server import Echo, LocalNeo4j, Neo4jSetupError

ADMIN_MEMORY = "-Xmx512m"


def _silent(_: str) -> None:
    return None


class Backup:
    """Dump the local Neo4j's database to a file and load one back."""

    def __init__(self, local: LocalNeo4j, database: str = "neo4j") -> None:
        self.local = local
        self.database = database

    def dump(self, target: Path, restart: bool = False, echo: Echo = _silent) -> Path:
        """Write the database to `target` (a new file). Returns its resolved path."""
        target = target.expanduser().resolve()
        if target.exists():
            raise Neo4jSetupError(f"{target} exists already; name a new file for the dump.")
        if not target.parent.is_dir():
            raise Neo4jSetupError(f"The folder {target.parent} does not exist.")
        with (
            self._stopped(restart, "dump", echo),
            tempfile.TemporaryDirectory(dir=target.parent, prefix=".chronofact-dump-") as work,
        ):
            echo(f"Dumping database {self.database!r} to {target} ...")
            self._admin("database", "dump", self.database, f"--to-path={work}")
            produced = Path(work) / f"{self.database}.dump"
            if not produced.exists():
                raise Neo4jSetupError(f"neo4j-admin wrote no {produced.name} into {work}.")
            shutil.move(produced, target)
        return target

    def load(self, source: Path, restart: bool = False, echo: Echo = _silent) -> None:
        """Replace the database with the content of the dump file `source`."""
        source = source.expanduser().resolve()
        if not source.is_file():
            raise Neo4jSetupError(f"No dump file at {source}.")
        with (
            self._stopped(restart, "load", echo),
            tempfile.TemporaryDirectory(prefix="chronofact-load-") as work,
        ):
            # neo4j-admin reads `<database>.dump` from a folder: link the file in under that name
            (Path(work) / f"{self.database}.dump").symlink_to(source)
            echo(f"Loading {source} into database {self.database!r} ...")
            self._admin(
                "database",
                "load",
                self.database,
                f"--from-path={work}",
                "--overwrite-destination=true",
            )

    @contextmanager
    def _stopped(self, restart: bool, action: str, echo: Echo) -> Iterator[None]:
        local = self.local
        if not local.is_installed():
            raise Neo4jSetupError(
                f"No local Neo4j is installed in {local.home}: run `chronofact neo4j install`."
            )
        running = local.status().running
        if running and not restart:
            raise Neo4jSetupError(
                f"Neo4j is running: Community edition can {action} only a stopped database. "
                f"Run `chronofact neo4j stop` first, or pass --stop to stop it, {action} and "
                "start it again."
            )
        if running:
            local.stop(echo=echo)
        try:
            yield
        finally:
            if running:
                local.start(echo=echo)

    def _admin(self, *args: str) -> None:
        home = self.local.home
        env = {**os.environ, "NEO4J_HOME": str(home), "NEO4J_CONF": str(home / "conf")}
        command = [
            self.local.java(),
            ADMIN_MEMORY,
            "-cp",
            f"{home}/lib/*",
            f"-Dbasedir={home}",
            "org.neo4j.server.startup.Neo4jAdminCommand",
            *args,
        ]
        result = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
        if result.returncode != 0:
            tail = "\n".join((result.stdout + result.stderr).strip().splitlines()[-15:])
            raise Neo4jSetupError(f"neo4j-admin {' '.join(args[:2])} failed:\n{tail}")
