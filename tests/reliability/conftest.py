"""The reliability suite (issue 11): `make reliability` runs it in full, `make test` bounded.

Scale: `CHRONOFACT_RELIABILITY=full` (what `make reliability` sets) generates >= 10,000
schemathesis requests, runs more writers and kills, and starts the suite's own throwaway Neo4j
for the tests that kill or stop Neo4j. The bounded form (the default) keeps the added time
of `make test` near a minute; the tests that need the throwaway Neo4j say that they skip and why.
The throwaway server lives in `CHRONOFACT_RELIABILITY_NEO4J_HOME` (default: a temporary folder;
reuse one to skip copying the jars) on spare ports, never the shared server.
"""

from __future__ import annotations

import os
import tempfile
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.conftest import new_tenant
from tests.reliability.figures import FIGURES
from tests.reliability.processes import ApiProcess, ThrowawayNeo4j

FULL = os.environ.get("CHRONOFACT_RELIABILITY", "").lower() == "full"
NEEDS_FULL = "kills or stops a Neo4j of its own (minutes): runs under `make reliability`"


def scale(bounded: int, full: int) -> int:
    return full if FULL else bounded


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.reliability)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if FIGURES.requests_sent == 0 and FIGURES.kills_survived == 0:
        return
    form = "full" if FULL else "bounded"
    terminalreporter.section(f"reliability figures ({form} form)")
    for line in FIGURES.report():
        terminalreporter.write_line(line)


@pytest.fixture(scope="session")
def throwaway_neo4j() -> Iterator[ThrowawayNeo4j]:
    """The suite's own Neo4j, started once per session (full form only)."""
    if not FULL:
        pytest.skip(NEEDS_FULL)
    configured = os.environ.get("CHRONOFACT_RELIABILITY_NEO4J_HOME")
    with tempfile.TemporaryDirectory(prefix="chronofact-rel-neo4j-") as scratch:
        server = ThrowawayNeo4j(Path(configured) if configured else Path(scratch))
        server.provision()
        server.start()
        try:
            yield server
        finally:
            server.stop()


def api_keys_for(tenant: str) -> tuple[str, str]:
    """A fresh API key bound to `tenant`, and the CHRONOFACT_API_KEYS entry for it."""
    key = "rel-" + uuid.uuid4().hex
    return key, f"{key}:{tenant}"


@pytest.fixture
def api_process_factory(tmp_path: Path) -> Iterator[Callable[[dict[str, str]], ApiProcess]]:
    """Builds uvicorn subprocesses; stops every one the test left running."""
    started: list[ApiProcess] = []

    def build(env: dict[str, str]) -> ApiProcess:
        process = ApiProcess(env, tmp_path / f"api-{len(started)}.log")
        started.append(process)
        return process

    yield build
    for process in started:
        process.stop()


__all__ = ["FULL", "api_keys_for", "new_tenant", "scale"]
