"""Where and when a benchmark result was measured: commit, date, machine and load.

Every result row or section a benchmark writes carries one `Provenance`:

    with measured() as prov:
        ...run the measurement...
    row["provenance"] = prov.as_dict()      # JSON
    provenance_line(prov.as_dict())         # the text for bench/RESULTS.md

- commit: `git rev-parse --short HEAD`, plus "+dirty" when the work tree has uncommitted changes
  (`git status --porcelain`), "unknown" outside a git checkout;
- date: UTC time the measurement started (ISO 8601, seconds);
- machine: CPU model, logical cores, memory;
- load: the 1-minute load average just before and just after the measurement.
"""

from __future__ import annotations

import os
import platform
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent


@dataclass
class Provenance:
    commit: str
    started: str
    cpu_model: str
    cores: int
    memory_gib: float | None
    load_before: float
    load_after: float | None = None

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _git(repo: Path, *args: str) -> str | None:
    try:
        done = subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=False)
    except OSError:
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def commit_id(repo: Path = REPO) -> str:
    """Short commit of HEAD, "+dirty" if anything is uncommitted, "unknown" without git."""
    head = _git(repo, "rev-parse", "--short", "HEAD")
    if not head:
        return "unknown"
    status = _git(repo, "status", "--porcelain")
    return f"{head}+dirty" if status else head


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def memory_gib() -> float | None:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        return None
    return None


def load_1min() -> float:
    return round(os.getloadavg()[0], 2)


def start(repo: Path = REPO) -> Provenance:
    """Provenance of a measurement that starts now (load_after still open)."""
    return Provenance(
        commit=commit_id(repo),
        started=datetime.now(UTC).isoformat(timespec="seconds"),
        cpu_model=cpu_model(),
        cores=os.cpu_count() or 0,
        memory_gib=memory_gib(),
        load_before=load_1min(),
    )


@contextmanager
def measured(repo: Path = REPO) -> Iterator[Provenance]:
    """The provenance of the block's measurement; load_after is set when the block ends."""
    prov = start(repo)
    try:
        yield prov
    finally:
        prov.load_after = load_1min()


def provenance_line(prov: dict[str, Any] | None) -> str:
    """One line for RESULTS.md; a result without a record says so instead of guessing."""
    if not prov:
        return "provenance not recorded (measured before per-result provenance existed)"
    memory = f"{prov['memory_gib']} GiB" if prov.get("memory_gib") is not None else "? GiB"
    after = prov.get("load_after")
    return (
        f"commit {prov['commit']}, {prov['started']}, {prov['cpu_model']} "
        f"({prov['cores']} cores, {memory}), 1-min load {prov['load_before']} before / "
        f"{after if after is not None else '?'} after"
    )
