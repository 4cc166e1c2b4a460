"""Shared helpers for the benchmarks in `bench/`: timing, statistics, machine description,
the local Neo4j, tenant clean-up, query plans, the JSON output and `bench/RESULTS.md`.

Benchmarks are scripts (`python -m bench.<name>`), never timed tests: they print a table,
write JSON to `bench/out/` (git-ignored) and their owner copies the numbers into one section
of `bench/RESULTS.md` (`update_results_section` replaces only that section).
"""

from __future__ import annotations

import json
import os
import platform
import re
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, LiteralString, cast

import neo4j
from neo4j import Driver
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

# the provenance helper every benchmark uses (commit, date, machine, load), re-exported here
from bench.provenance import Provenance as Provenance
from bench.provenance import cpu_model, memory_gib
from bench.provenance import measured as measured
from bench.provenance import provenance_line as provenance_line
from chronofact.config import Settings

BENCH_DIR = Path(__file__).resolve().parent
OUT_DIR = BENCH_DIR / "out"
RESULTS_MD = BENCH_DIR / "RESULTS.md"
RESULTS_HEADER = "# Benchmark results"


def data_root() -> Path:
    """The third-party datasets: `CHRONOFACT_DATA_DIR`, else `shared/data` beside the checkout."""
    default = BENCH_DIR.parents[1] / "shared" / "data"
    return Path(os.environ.get("CHRONOFACT_DATA_DIR", default))


# The labels a tenant's data lives under (every node carries `tenant`).
TENANT_LABELS: tuple[LiteralString, ...] = ("Fact", "Entity", "Source", "Tx", "Key", "Clock")

console = Console()


# ---- statistics ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Stats:
    """Latency summary in milliseconds."""

    n: int
    mean: float
    p50: float
    p95: float
    p99: float
    min: float
    max: float

    def as_dict(self) -> dict[str, float | int]:
        return {k: (round(v, 3) if isinstance(v, float) else v) for k, v in asdict(self).items()}


def summarize(samples_s: Sequence[float]) -> Stats:
    """p50/p95/p99 (`statistics.quantiles`, inclusive method), mean, min, max, in ms."""
    if not samples_s:
        raise ValueError("no samples")
    ms = [s * 1000.0 for s in samples_s]
    if len(ms) == 1:
        return Stats(1, ms[0], ms[0], ms[0], ms[0], ms[0], ms[0])
    cuts = statistics.quantiles(ms, n=100, method="inclusive")
    return Stats(
        n=len(ms),
        mean=statistics.fmean(ms),
        p50=cuts[49],
        p95=cuts[94],
        p99=cuts[98],
        min=min(ms),
        max=max(ms),
    )


def sample(
    fn: Callable[[int], object],
    n: int,
    *,
    warmup: int = 0,
    budget_s: float | None = None,
    min_n: int = 20,
    warmup_budget_s: float | None = None,
) -> list[float]:
    """Call `fn(i)` `warmup` times untimed, then up to `n` times timed (perf_counter).

    With `budget_s`, stop early once the budget is spent and at least `min_n` samples exist
    (slow queries still get a bounded, honest sample; the count is reported with the stats).
    `warmup_budget_s` likewise ends the warm-up early (after at least one call).
    """
    warm_started = time.perf_counter()
    for i in range(warmup):
        fn(-1 - i)
        if warmup_budget_s is not None and time.perf_counter() - warm_started > warmup_budget_s:
            break
    samples: list[float] = []
    started = time.perf_counter()
    for i in range(n):
        t0 = time.perf_counter()
        fn(i)
        samples.append(time.perf_counter() - t0)
        if (
            budget_s is not None
            and len(samples) >= min_n
            and time.perf_counter() - started > budget_s
        ):
            break
    return samples


@contextmanager
def stopwatch() -> Iterator[Callable[[], float]]:
    """`with stopwatch() as elapsed: ...; elapsed()` -> seconds since the block started."""
    t0 = time.perf_counter()
    end: list[float] = []

    def elapsed() -> float:
        return (end[0] if end else time.perf_counter()) - t0

    try:
        yield elapsed
    finally:
        end.append(time.perf_counter())


# ---- machine and server -------------------------------------------------------------------
def _rust_ext() -> bool:
    """Whether the driver packs/unpacks with the `neo4j-rust-ext` extension."""
    try:
        from neo4j._codec.packstream import v1
    except ImportError:
        return False
    return getattr(v1, "_rust_pack", None) is not None


def machine_info(driver: Driver | None, settings: Settings) -> dict[str, Any]:
    """nproc, memory, CPU model, Python, driver and Neo4j versions, heap and page cache."""
    info: dict[str, Any] = {
        "nproc": os.cpu_count(),
        "memory_gib": memory_gib(),
        "cpu_model": cpu_model(),
        "kernel": platform.release(),
        "python": platform.python_version(),
        "neo4j_driver": neo4j.__version__,
        "neo4j_rust_ext": _rust_ext(),
        "neo4j_uri": settings.bolt_uri,
        "neo4j_heap": settings.neo4j_heap,
        "neo4j_pagecache": settings.neo4j_pagecache,
        "neo4j_version": None,
        "neo4j_edition": None,
    }
    if driver is not None:
        records, _, _ = driver.execute_query(
            "CALL dbms.components() YIELD name, versions, edition "
            "RETURN versions[0] AS version, edition",
            database_=settings.neo4j_database,
        )
        if records:
            info["neo4j_version"] = records[0]["version"]
            info["neo4j_edition"] = records[0]["edition"]
    return info


def code_state(repo: Path = BENCH_DIR.parent) -> dict[str, Any]:
    """The commit under test and the files of `chronofact/` that differ from it."""
    import subprocess

    def git(*args: str) -> str:
        try:
            out = subprocess.run(
                ["git", *args], cwd=repo, capture_output=True, text=True, check=False
            )
        except OSError:
            return ""
        return out.stdout.rstrip("\n")

    dirty = git("status", "--porcelain", "--", "chronofact")
    return {
        "commit": git("rev-parse", "--short", "HEAD").strip() or None,
        "chronofact_dirty": [line[3:] for line in dirty.splitlines()],
    }


def machine_line(info: dict[str, Any]) -> str:
    return (
        f"{info['nproc']} vCPU ({info['cpu_model']}), {info['memory_gib']} GiB RAM, "
        f"Linux {info['kernel']}, Python {info['python']}, neo4j driver {info['neo4j_driver']} "
        f"({'with' if info['neo4j_rust_ext'] else 'without'} neo4j-rust-ext); "
        f"Neo4j {info['neo4j_version']} {info['neo4j_edition']} (heap {info['neo4j_heap']}, "
        f"page cache {info['neo4j_pagecache']}) on {info['neo4j_uri']}"
    )


def ensure_neo4j(settings: Settings) -> bool:
    """Start the project's local Neo4j if needed. True only if this call started it.

    With `NEO4J_URI` set, the external server is used as it is and nothing is started.
    """
    if not settings.uses_local_neo4j:
        return False
    from chronofact.graph.neo4j.local_server import LocalNeo4j

    return LocalNeo4j(settings).start()


def stop_neo4j(settings: Settings) -> None:
    from chronofact.graph.neo4j.local_server import LocalNeo4j

    LocalNeo4j(settings).stop()


def delete_tenant(driver: Driver, tenant: str, database: str = "neo4j") -> dict[str, int]:
    """Remove every node of `tenant` (and its relationships), in batches of 10,000.

    `CALL { ... } IN TRANSACTIONS` needs an implicit (auto-commit) transaction: `session.run`.
    """
    deleted: dict[str, int] = {}
    with driver.session(database=database) as session:
        for label in TENANT_LABELS:
            text: LiteralString = (
                "MATCH (n:" + label + ") WHERE n.tenant = $t "
                "CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS"
            )
            summary = session.run(text, t=tenant).consume()
            deleted[label] = summary.counters.nodes_deleted
    return deleted


# ---- where a write's time goes -------------------------------------------------------------
class _TimedResult:
    """A transparent proxy over a driver `Result` that books, per named query, the client wall
    time from `run` until the records are consumed, and the server's own time (summary)."""

    def __init__(self, result: Any, name: str, t0: float, book: QueryTimes) -> None:
        self._result = result
        self._name = name
        self._t0 = t0
        self._book = book
        self._done = False

    def _finish(self) -> None:
        if self._done:
            return
        self._done = True
        client = time.perf_counter() - self._t0
        summary = self._result.consume()
        server = (
            (summary.result_available_after or 0) + (summary.result_consumed_after or 0)
        ) / 1000.0
        self._book.add(self._name, client, server)

    def __iter__(self) -> Iterator[Any]:
        yield from self._result
        self._finish()

    def single(self, *args: Any, **kwargs: Any) -> Any:
        record = self._result.single(*args, **kwargs)
        self._finish()
        return record

    def consume(self) -> Any:
        summary = self._result.consume()
        self._finish()
        return summary

    def __getattr__(self, name: str) -> Any:
        return getattr(self._result, name)


@dataclass
class QueryTimes:
    """Client and server seconds per named query, collected by `time_queries`."""

    client: dict[str, float]
    server: dict[str, float]
    calls: dict[str, int]

    def add(self, name: str, client: float, server: float) -> None:
        self.client[name] = self.client.get(name, 0.0) + client
        self.server[name] = self.server.get(name, 0.0) + server
        self.calls[name] = self.calls.get(name, 0) + 1

    def as_dict(self) -> dict[str, Any]:
        names = sorted(self.client, key=lambda n: -self.client[n])
        return {
            n: {
                "calls": self.calls[n],
                "client_s": round(self.client[n], 3),
                "server_s": round(self.server[n], 3),
            }
            for n in names
        }


@contextmanager
def time_queries(names: Sequence[str]) -> Iterator[QueryTimes]:
    """Book the time of every `ManagedTransaction.run` of a named query (by its exact text)
    while the block runs. Diagnostic only: it patches the driver class and restores it."""
    from neo4j import ManagedTransaction

    from chronofact.graph.neo4j import query

    by_text: dict[str, str] = {}
    for name in names:
        try:
            by_text[query(name)] = name
        except FileNotFoundError:
            continue
    book = QueryTimes({}, {}, {})
    original = ManagedTransaction.run

    def run(self: ManagedTransaction, text: Any, *args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        result = original(self, text, *args, **kwargs)
        return _TimedResult(result, by_text.get(str(text), "(other)"), t0, book)

    ManagedTransaction.run = run  # type: ignore[method-assign,assignment]
    try:
        yield book
    finally:
        ManagedTransaction.run = original  # type: ignore[method-assign]


# ---- query plans ----------------------------------------------------------------------------
def _walk(plan: Any, depth: int, out: list[dict[str, Any]]) -> None:
    """Flatten a plan/profile tree (the driver gives dicts for EXPLAIN, objects for PROFILE)."""
    if isinstance(plan, dict):
        operator = plan.get("operatorType", "?")
        args = plan.get("args", {})
        children = plan.get("children", [])
        db_hits = plan.get("dbHits", args.get("DbHits"))
        rows = plan.get("rows", args.get("Rows"))
    else:
        operator = plan.operator_type
        args = plan.arguments
        children = plan.children
        db_hits = getattr(plan, "db_hits", None)
        rows = getattr(plan, "rows", None)
    details = str(args.get("Details", ""))
    out.append(
        {
            "depth": depth,
            "operator": operator.split("@")[0],
            "details": details[:240],
            "estimated_rows": args.get("EstimatedRows"),
            "rows": rows,
            "db_hits": db_hits,
        }
    )
    for child in children:
        _walk(child, depth + 1, out)


def query_plan(
    driver: Driver,
    text: LiteralString,
    params: dict[str, Any],
    *,
    profile: bool,
    database: str = "neo4j",
) -> dict[str, Any]:
    """EXPLAIN (or PROFILE, which runs the query) `text`: operators, index used, db hits.

    PROFILE runs in a transaction that is rolled back, so a profiled write leaves no trace.
    """
    prefix: LiteralString = "PROFILE " if profile else "EXPLAIN "
    with driver.session(database=database) as session:
        tx = session.begin_transaction()
        try:
            summary = tx.run(prefix + text, params).consume()
        finally:
            tx.rollback()
    plan = summary.profile if profile else summary.plan
    operators: list[dict[str, Any]] = []
    if plan is not None:
        _walk(plan, 0, operators)
    seeks = [
        f"{o['operator']} {o['details']}"
        for o in operators
        if "Index" in o["operator"] or "Scan" in o["operator"]
    ]
    total_hits = sum(int(o["db_hits"] or 0) for o in operators) if profile else None
    return {"operators": operators, "index_access": seeks, "total_db_hits": total_hits}


def plan_text(plan: dict[str, Any]) -> str:
    lines = []
    for o in plan["operators"]:
        hits = f"  [rows={o['rows']} dbHits={o['db_hits']}]" if o["db_hits"] is not None else ""
        details = re.sub(r"\s+", " ", o["details"])[:110]
        lines.append(f"{'  ' * o['depth']}{o['operator']} {details}{hits}")
    return "\n".join(lines)


# ---- output -------------------------------------------------------------------------------
def progress() -> Progress:
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TaskProgressColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
    )


def stats_table(title: str, rows: Sequence[tuple[str, Stats]], extra: str = "") -> Table:
    table = Table(title=title, title_justify="left")
    for column in ("measurement", "n", "p50 ms", "p95 ms", "p99 ms", "mean ms", "max ms"):
        table.add_column(column, justify="left" if column == "measurement" else "right")
    for name, s in rows:
        table.add_row(
            name,
            str(s.n),
            f"{s.p50:.2f}",
            f"{s.p95:.2f}",
            f"{s.p99:.2f}",
            f"{s.mean:.2f}",
            f"{s.max:.2f}",
        )
    if extra:
        table.caption = extra
    return table


def write_json(path: Path, data: dict[str, Any]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, default=str) + "\n")
    return path


def results_target(args: Any, *, trial: bool = False) -> Path | None:
    """Where a run writes its section: `--results PATH` (any run, e.g. a scratch copy), else
    bench/RESULTS.md with `--results-md` for a full run only, else nowhere."""
    if getattr(args, "results", None) is not None:
        return Path(args.results)
    if getattr(args, "results_md", False) and not trial:
        return RESULTS_MD
    return None


def update_results_section(
    heading: str, body: str, path: Path = RESULTS_MD, *, remove: bool = False
) -> None:
    """Add or replace (or with `remove`, delete) the `## <heading>` section of RESULTS.md,
    leaving the others alone."""
    title = f"## {heading}"
    text = path.read_text() if path.exists() else f"{RESULTS_HEADER}\n"
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if line.strip() == title), None)
    section = [] if remove else [title, "", *body.strip("\n").splitlines(), ""]
    if start is None and remove:
        return
    if start is None:
        while lines and not lines[-1].strip():
            lines.pop()
        lines += ["", *section]
    else:
        end = next(
            (i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines)
        )
        lines[start:end] = section
    path.write_text("\n".join(lines).rstrip("\n") + "\n")


def md_stats_row(name: str, s: Stats, target: str = "") -> str:
    return (
        f"| {name} | {s.n} | {s.p50:.2f} | {s.p95:.2f} | {s.p99:.2f} | {s.mean:.2f} | "
        f"{s.max:.2f} | {target} |"
    )


MD_STATS_HEADER = (
    "| measurement | n | p50 ms | p95 ms | p99 ms | mean ms | max ms | target |\n"
    "|---|---:|---:|---:|---:|---:|---:|---|"
)


def as_str_list(value: object) -> list[str]:
    return [str(v) for v in cast(Sequence[object], value)]
