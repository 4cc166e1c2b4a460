"""Bitemporal core benchmark: point-query latency by store size, current reads by history
depth, single-write latency and batch-import throughput, all through the real write and read
paths (`Writer.write`, `Reader.point`) against the configured Neo4j.

    python -m bench.core_bench [--sizes 10000,100000,1000000] [--quick] [--keep]

What it does, in one unique tenant (`bench_<uuid>`), deleted at the end unless `--keep`:

1. Grows the store size by size (10k -> 100k -> 1M versions, reusing the data) with
   import-mode batches (`--batch` operations per write call, increasing tx_time) of a realistic
   shape: people with 3-5 predicates, whose single-valued keys get changes (new valid-time
   segment: 2 versions), corrections (same segment, new value: 1 version) and some retractions
   at later transaction times. At each size: Q1 current reads and Q4 as-of reads of random
   existing keys, after a warm-up, with the shipped named queries (`Reader.point`) and, for
   comparison, the same queries with the index fix suggested in the report
   (`f.predicate IS NOT NULL`, see `FIXED_PREDICATE`); plus PROFILE db hits of both.
2. Current-read latency for one key at history depth 1 vs depth N (N successive changes, and
   N successive corrections, each its own transaction), interleaved in the same process.
3. Single-write latency (one assert per transaction, server clock) on the warm store.
4. Batch-import throughput for several batch sizes (no embeddings).

Loading is bounded by `--load-budget-min`: if a size cannot be reached within it, the
benchmark measures at the size it reached and says so (the JSON and the table keep both).
Output: a table on the console, JSON in `bench/out/core_bench.json`, and with
`--results-md` the "## Bitemporal core" section of `bench/RESULTS.md`.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
import time
import uuid
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from importlib import resources
from pathlib import Path
from typing import Any, LiteralString

from neo4j import Driver, RoutingControl
from rich.table import Table

from bench.common import (
    MD_STATS_HEADER,
    OUT_DIR,
    RESULTS_MD,
    Stats,
    code_state,
    console,
    delete_tenant,
    ensure_neo4j,
    machine_info,
    machine_line,
    md_stats_row,
    measured,
    plan_text,
    progress,
    provenance_line,
    query_plan,
    results_target,
    sample,
    stats_table,
    stop_neo4j,
    summarize,
    time_queries,
    update_results_section,
    write_json,
)
from chronofact.config import Settings
from chronofact.graph.entities import entity_id, stable_id
from chronofact.graph.models import ChangeKind, Context, Evidence, Op, Operation
from chronofact.graph.neo4j import apply_schema, connect, query
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.time import Period
from chronofact.graph.write import Writer

SECTION = "Bitemporal core"
NAMESPACE = "default"
DEPTH_NAMESPACE = "depth"
TARGET_POINT_P95_MS = 5.0
TARGET_DEPTH_RATIO = 1.5
TARGET_IMPORT_RATE = 5000.0

VALID_BASE = datetime(1990, 1, 1, tzinfo=UTC)
TX_BASE = datetime(2020, 1, 1, tzinfo=UTC)

N_COMPANIES = 5000
N_CITIES = 1000
N_LANGUAGES = 40
TITLES = tuple(f"title {i:03d}" for i in range(200))
STATUSES = ("active", "inactive", "on leave", "retired", "student", "contractor")
SINGLE_PREDICATES = ("works_at", "lives_in", "job_title", "status")
CARDINALITY = {"works_at": N_COMPANIES, "lives_in": N_CITIES, "job_title": len(TITLES)}
CARDINALITY["status"] = len(STATUSES)

# The read fix suggested in the report: an always-true conjunct on `predicate` makes the
# composite (subject_id, predicate) index usable (equality + existence), and a hint makes the
# planner take it (with the shipped text it can only seek the (tenant, namespace) index,
# i.e. scan the whole partition; without the hint it may still prefer that index, depending on
# the index statistics of the moment).
FIXED = ("facts_current", "facts_as_of")
_SUBJECT_MATCH = re.compile(r"^MATCH \(f:(Current|Fact) \{subject_id: \$?subject_id\}\)\n", re.M)


def fixed_query(name: str) -> LiteralString:
    """The named query with the suggested fix applied (bench-side only, for comparison)."""
    text = query(name)
    if "USING INDEX f:" in text:  # the fix (or an equivalent) is shipped
        return text
    found = _SUBJECT_MATCH.search(text)
    if found is None or "WHERE f.tenant = $tenant" not in text:
        raise RuntimeError(f"{name}.cypher changed; update fixed_query in bench/core_bench.py")
    hint = f"USING INDEX f:{found.group(1)}(subject_id, predicate)\n"
    fixed = text[: found.end()] + hint + text[found.end() :]
    fixed = fixed.replace(
        "WHERE f.tenant = $tenant", "WHERE f.predicate IS NOT NULL AND f.tenant = $tenant", 1
    )
    return fixed


class FixedReader(Reader):
    """`Reader` whose point queries run `fixed_query` (same parameters, same result shape)."""

    def _rows(self, name: str, **params: Any) -> list[dict[str, Any]]:
        if name not in FIXED:
            return super()._rows(name, **params)
        records, _, _ = self.driver.execute_query(
            fixed_query(name), params, database_=self.database, routing_=RoutingControl.READ
        )
        return [dict(r) for r in records]


class ParamsProbe(Reader):
    """Records the (named query, parameters) `Reader.point` would run, without running it."""

    def __init__(self, driver: Driver, database: str = "neo4j") -> None:
        super().__init__(driver, database)
        self.captured: list[tuple[str, dict[str, Any]]] = []

    def _rows(self, name: str, **params: Any) -> list[dict[str, Any]]:
        self.captured.append((name, params))
        return []


def fix_shipped() -> bool:
    """True when the shipped point queries already force the subject index."""
    return all(fixed_query(name) == query(name) for name in FIXED)


def variants() -> tuple[bool, ...]:
    """Which read variants to measure: (shipped,) once the fix is shipped, else both."""
    return (False,) if fix_shipped() else (False, True)


def named_queries() -> list[str]:
    """Every named query the package ships (`chronofact/cypher/*.cypher`)."""
    folder = resources.files("chronofact").joinpath("cypher")
    return sorted(
        entry.name.removesuffix(".cypher")
        for entry in folder.iterdir()
        if entry.name.endswith(".cypher") and entry.name != "schema.cypher"
    )


# ---- data shape ---------------------------------------------------------------------------
class TxClock:
    """Import-mode transaction times: strictly increasing, one minute apart, in the past."""

    def __init__(self, start: datetime = TX_BASE) -> None:
        self.start = start
        self.count = 0

    def next(self) -> datetime:
        self.count += 1
        value = self.start + timedelta(minutes=self.count)
        if value >= datetime.now(UTC):
            raise RuntimeError("import tx clock reached the present")
        return value

    @property
    def last(self) -> datetime:
        return self.start + timedelta(minutes=self.count)


@dataclass
class KeyState:
    subject: int
    predicate: str
    first_day: int
    start_day: int  # valid-time start of the latest segment
    value: int  # index of the current value, -1 after a retraction


@dataclass
class History:
    """A deterministic stream of realistic import batches (see the module docstring)."""

    seed: int
    tenant: str
    evidence: bool = True
    p_new: float = 0.30
    p_change: float = 0.42
    p_correction: float = 0.23  # the rest: retractions
    rng: random.Random = field(init=False)
    subject_tx: list[datetime] = field(default_factory=list)
    keys: list[KeyState] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    @staticmethod
    def subject_name(index: int) -> str:
        return f"Person {index:07d}"

    @staticmethod
    def day(offset: int) -> datetime:
        return VALID_BASE + timedelta(days=offset)

    def _assert(
        self,
        key: KeyState,
        start_day: int,
        kind: ChangeKind,
        evidence: Evidence | None,
    ) -> Operation:
        object_name: str | None = None
        value: str | None = None
        if key.predicate == "works_at":
            object_name = f"Company {key.value:04d}"
        elif key.predicate == "lives_in":
            object_name = f"City {key.value:04d}"
        elif key.predicate == "job_title":
            value = TITLES[key.value]
        else:
            value = STATUSES[key.value]
        return Operation(
            op=Op.ASSERT,
            subject=self.subject_name(key.subject),
            predicate=key.predicate,
            period=Period(self.day(start_day)),
            object=object_name,
            value=value,
            kind=kind,
            evidence=evidence,
        )

    def _other_value(self, key: KeyState) -> int:
        n = CARDINALITY[key.predicate]
        if key.value < 0:
            return self.rng.randrange(n)
        return (key.value + 1 + self.rng.randrange(n - 1)) % n

    def batch(self, n_ops: int, tx_time: datetime, ref: str) -> list[Operation]:
        """About `n_ops` operations; changes only touch keys of earlier batches."""
        rng = self.rng
        evidence = Evidence(kind="import", ref=ref, observed_at=tx_time) if self.evidence else None
        stable = len(self.keys)
        ops: list[Operation] = []
        while len(ops) < n_ops:
            r = rng.random()
            if stable == 0 or r < self.p_new:
                subject = len(self.subject_tx)
                self.subject_tx.append(tx_time)
                predicates = ["works_at", "lives_in", "job_title"]
                if rng.random() < 0.5:
                    predicates.append("status")
                for predicate in predicates:
                    start = rng.randrange(0, 10_000)
                    key = KeyState(subject, predicate, start, start, 0)
                    key.value = rng.randrange(CARDINALITY[predicate])
                    self.keys.append(key)
                    ops.append(self._assert(key, start, ChangeKind.CHANGE, evidence))
                if rng.random() < 0.3:  # a multi-valued predicate: one key per language
                    ops.append(
                        Operation(
                            op=Op.ASSERT,
                            subject=self.subject_name(subject),
                            predicate="speaks",
                            period=Period(self.day(rng.randrange(0, 10_000))),
                            object=f"Language {rng.randrange(N_LANGUAGES):02d}",
                            evidence=evidence,
                        )
                    )
                continue
            key = self.keys[rng.randrange(stable)]
            if r < self.p_new + self.p_change:  # a change: new segment from a later day
                key.start_day += rng.randrange(30, 720)
                key.value = self._other_value(key)
                ops.append(self._assert(key, key.start_day, ChangeKind.CHANGE, evidence))
            elif r < self.p_new + self.p_change + self.p_correction:  # same segment, new value
                key.value = self._other_value(key)
                ops.append(self._assert(key, key.start_day, ChangeKind.CORRECTION, evidence))
            else:  # a retraction from a later day on
                key.start_day += rng.randrange(30, 720)
                key.value = -1
                ops.append(
                    Operation(
                        op=Op.RETRACT,
                        subject=self.subject_name(key.subject),
                        predicate=key.predicate,
                        period=Period(self.day(key.start_day)),
                    )
                )
        return ops

    def random_key(self) -> KeyState:
        return self.keys[self.rng.randrange(len(self.keys))]


# ---- measurements -------------------------------------------------------------------------
@dataclass
class LoadStats:
    versions: int = 0
    ops: int = 0
    batches: int = 0
    seconds: float = 0.0
    batch_latencies: list[float] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "versions": self.versions,
            "ops": self.ops,
            "batches": self.batches,
            "seconds": round(self.seconds, 2),
            "versions_per_s": round(self.versions / self.seconds, 1) if self.seconds else None,
            "ops_per_s": round(self.ops / self.seconds, 1) if self.seconds else None,
        }
        if self.batch_latencies:
            out["batch_latency_ms"] = summarize(self.batch_latencies).as_dict()
        return out


class Bench:
    def __init__(self, args: argparse.Namespace, driver: Driver, settings: Settings) -> None:
        self.args = args
        self.driver = driver
        self.settings = settings
        self.database = settings.neo4j_database
        self.tenant = f"bench_{uuid.uuid4().hex[:12]}"
        self.writer = Writer(driver, database=self.database)
        self.reader = Reader(driver, database=self.database)
        self.fixed_reader = FixedReader(driver, database=self.database)
        self.clock = TxClock()
        self.history = History(seed=args.seed, tenant=self.tenant, evidence=not args.no_evidence)
        self.rng = random.Random(args.seed + 1)
        self.versions = 0  # Fact nodes written so far in NAMESPACE (created versions)
        self.load_seconds = 0.0
        self.batch_no = 0

    # ---- loading ------------------------------------------------------------------------
    def load(
        self, target: int, batch_ops: int, label: str, deadline: float | None
    ) -> tuple[LoadStats, bool]:
        """Write batches until `target` versions exist (or `deadline`); return (stats, done)."""
        stats = LoadStats()
        ctx = Context(tenant=self.tenant, namespace=NAMESPACE, actor="bench")
        done = True
        with progress() as bar:
            task = bar.add_task(label, total=target, completed=self.versions, rate="")
            while self.versions < target:
                if deadline is not None and time.monotonic() > deadline:
                    done = False
                    break
                tx_time = self.clock.next()
                self.batch_no += 1
                ref = f"bench://{self.tenant}/batch/{self.batch_no}"
                ops = self.history.batch(batch_ops, tx_time, ref)
                t0 = time.perf_counter()
                result = self.writer.write(ctx, ops, tx_time=tx_time)
                elapsed = time.perf_counter() - t0
                created = len(result.created)
                stats.versions += created
                stats.ops += len(ops)
                stats.batches += 1
                stats.seconds += elapsed
                stats.batch_latencies.append(elapsed)
                self.versions += created
                self.load_seconds += elapsed
                bar.update(
                    task,
                    completed=min(self.versions, target),
                    rate=f"{stats.versions / stats.seconds:,.0f} versions/s",
                )
        return stats, done

    # ---- point reads --------------------------------------------------------------------
    def read(
        self,
        subject: str,
        predicate: str,
        basis: Basis,
        fixed: bool,
        namespace: str = NAMESPACE,
    ) -> list[dict[str, Any]]:
        """One point read: the shipped `Reader.point`, or the same with `fixed_query`."""
        reader = self.fixed_reader if fixed else self.reader
        return reader.point(self.tenant, namespace, subject, predicate, basis)

    def _q1_basis(self, key: KeyState) -> Basis:
        return Basis.resolve(None, None)

    def _q4_basis(self, key: KeyState) -> Basis:
        known_from = self.history.subject_tx[key.subject]
        span = (self.clock.last - known_from).total_seconds()
        known_at = known_from + timedelta(seconds=self.rng.uniform(0.0, span))
        valid_at = History.day(
            key.first_day + self.rng.randrange(-365, key.start_day - key.first_day + 730)
        )
        return Basis.resolve(valid_at, known_at)

    def measure_point(self, fixed: bool, as_of: bool) -> tuple[Stats, float]:
        """Latency of point reads on random existing keys; returns (stats, rows per read)."""
        rows: list[int] = []

        def one(_: int) -> None:
            key = self.history.random_key()
            basis = self._q4_basis(key) if as_of else self._q1_basis(key)
            result = self.read(History.subject_name(key.subject), key.predicate, basis, fixed)
            rows.append(len(result))

        samples = sample(
            one,
            self.args.samples,
            warmup=self.args.warmup,
            budget_s=self.args.read_budget_s,
            min_n=self.args.min_samples,
            warmup_budget_s=self.args.warmup_budget_s,
        )
        return summarize(samples), sum(rows) / len(rows)

    def plans(self, full: bool) -> dict[str, Any]:
        """PROFILE the point queries (shipped and fixed) for a random key, with the exact
        parameters `Reader.point` sends; with `full`, lock_keys for 1,000 stored keys too."""
        key = self.history.random_key()
        subject = History.subject_name(key.subject)
        probe = ParamsProbe(self.driver, database=self.database)
        probe.point(self.tenant, NAMESPACE, subject, key.predicate, self._q1_basis(key))
        probe.point(self.tenant, NAMESPACE, subject, key.predicate, self._q4_basis(key))
        out: dict[str, Any] = {}
        for name, params in probe.captured:
            texts = [("shipped", query(name))]
            if not fix_shipped():
                texts.append(("fixed", fixed_query(name)))
            for variant, text in texts:
                plan = query_plan(self.driver, text, params, profile=True, database=self.database)
                entry: dict[str, Any] = {
                    "index_access": plan["index_access"],
                    "total_db_hits": plan["total_db_hits"],
                }
                if full:
                    entry["plan"] = plan_text(plan)
                out[f"{name}/{variant}"] = entry
        if full:
            records, _, _ = self.driver.execute_query(
                "MATCH (k:Key) WHERE k.tenant = $tenant AND k.namespace = $namespace "
                "RETURN k.id AS id, k.subject_id AS subject_id, k.predicate AS predicate "
                "LIMIT 1000",
                {"tenant": self.tenant, "namespace": NAMESPACE},
                database_=self.database,
            )
            rows = sorted((dict(r) for r in records), key=lambda r: str(r["id"]))
            plan = query_plan(
                self.driver,
                query("lock_keys"),
                {"keys": rows, "tenant": self.tenant, "namespace": NAMESPACE, "tx_id": "profile"},
                profile=True,
                database=self.database,
            )
            out[f"lock_keys/{len(rows)} keys"] = {
                "index_access": plan["index_access"],
                "total_db_hits": plan["total_db_hits"],
                "plan": plan_text(plan),
            }
        return out

    # ---- history depth ------------------------------------------------------------------
    def depth(self, depth: int) -> dict[str, Any]:
        """Current reads of one key at depth 1 vs `depth` changes vs `depth` corrections."""
        ctx = Context(tenant=self.tenant, namespace=DEPTH_NAMESPACE, actor="bench")

        def write(subject: str, day: int, value: int, kind: ChangeKind) -> float:
            op = Operation(
                op=Op.ASSERT,
                subject=subject,
                predicate="works_at",
                period=Period(History.day(day)),
                object=f"Company {value:04d}",
                kind=kind,
            )
            t0 = time.perf_counter()
            self.writer.write(ctx, [op], tx_time=self.clock.next())
            return time.perf_counter() - t0

        subjects = {"depth 1": "Depth Base", "changes": "Depth Changes"}
        subjects["corrections"] = "Depth Corrections"
        for subject in subjects.values():
            write(subject, 0, 0, ChangeKind.CHANGE)
        write_latency: dict[str, list[float]] = {"changes": [], "corrections": []}
        with progress() as bar:
            task = bar.add_task(f"depth {depth}", total=2 * depth, rate="")
            for i in range(1, depth + 1):
                write_latency["changes"].append(
                    write(subjects["changes"], i, i % 2, ChangeKind.CHANGE)
                )
                bar.advance(task)
            for i in range(1, depth + 1):
                write_latency["corrections"].append(
                    write(subjects["corrections"], 0, i % 2, ChangeKind.CORRECTION)
                )
                bar.advance(task)
        shape: dict[str, dict[str, int]] = {}
        for name, subject in subjects.items():
            subject_id = entity_id(self.tenant, DEPTH_NAMESPACE, subject)
            kid = stable_id("key", self.tenant, DEPTH_NAMESPACE, subject_id, "works_at")
            records, _, _ = self.driver.execute_query(
                "MATCH (f:Fact {key: $key}) RETURN count(f) AS versions, "
                "sum(CASE WHEN f:Current THEN 1 ELSE 0 END) AS current",
                {"key": kid},
                database_=self.database,
            )
            shape[name] = {"versions": records[0]["versions"], "current": records[0]["current"]}

        results: dict[str, Any] = {"depth": depth, "keys": shape, "reads": {}}
        for fixed in variants():
            variant = "fixed" if fixed else "shipped"
            samples: dict[str, list[float]] = {name: [] for name in subjects}
            for _ in range(self.args.warmup):
                for subject in subjects.values():
                    self.read(
                        subject, "works_at", Basis.resolve(None, None), fixed, DEPTH_NAMESPACE
                    )
            for _ in range(self.args.depth_samples):
                for name, subject in subjects.items():  # interleaved: same conditions
                    basis = Basis.resolve(None, None)
                    t0 = time.perf_counter()
                    rows = self.read(subject, "works_at", basis, fixed, DEPTH_NAMESPACE)
                    samples[name].append(time.perf_counter() - t0)
                    if len(rows) != 1:
                        raise RuntimeError(f"depth read of {subject} returned {len(rows)} rows")
            stats = {name: summarize(s) for name, s in samples.items()}
            base = stats["depth 1"].p95
            results["reads"][variant] = {
                "stats": {name: s.as_dict() for name, s in stats.items()},
                "ratio_p95_changes": round(stats["changes"].p95 / base, 3),
                "ratio_p95_corrections": round(stats["corrections"].p95 / base, 3),
            }
        edge = min(50, depth)
        results["write_latency_ms"] = {
            name: {
                f"first {edge}": summarize(lat[:edge]).as_dict(),
                f"last {edge}": summarize(lat[-edge:]).as_dict(),
            }
            for name, lat in write_latency.items()
        }
        return results

    # ---- single writes ------------------------------------------------------------------
    def single_writes(self) -> Stats:
        """One change per transaction on a random existing key, server transaction time."""
        ctx = Context(tenant=self.tenant, namespace=NAMESPACE, actor="bench")

        def one(_: int) -> None:
            key = self.history.random_key()
            key.start_day += self.rng.randrange(30, 720)
            key.value = self.history._other_value(key)
            op = self.history._assert(key, key.start_day, ChangeKind.CHANGE, None)
            self.writer.write(ctx, [op])

        return summarize(sample(one, self.args.single_writes, warmup=10))


# ---- the run ------------------------------------------------------------------------------
def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bench.core_bench", description=__doc__.split("\n")[0]
    )
    p.add_argument("--sizes", default="10000,100000,1000000", help="store sizes in versions")
    p.add_argument("--quick", action="store_true", help="smoke run: 10k versions, fewer samples")
    p.add_argument("--keep", action="store_true", help="keep the tenant's data (and the server)")
    p.add_argument("--batch", type=int, default=5000, help="operations per load write call")
    p.add_argument("--import-batches", default="1000,5000", help="batch sizes for throughput")
    p.add_argument("--import-versions", type=int, default=20_000, help="versions per batch size")
    p.add_argument("--samples", type=int, default=500, help="max timed point reads per series")
    p.add_argument("--min-samples", type=int, default=30, help="min timed reads per series")
    p.add_argument("--warmup", type=int, default=50, help="untimed reads before each series")
    p.add_argument("--warmup-budget-s", type=float, default=5.0, help="time cap per warm-up")
    p.add_argument("--read-budget-s", type=float, default=20.0, help="time cap per read series")
    p.add_argument("--depth", type=int, default=1000, help="history depth of the deep key")
    p.add_argument("--depth-samples", type=int, default=300, help="reads per depth key")
    p.add_argument("--single-writes", type=int, default=200, help="timed single writes")
    p.add_argument(
        "--load-budget-min", type=float, default=12.0, help="max minutes spent loading sizes"
    )
    p.add_argument("--no-evidence", action="store_true", help="load without source evidence")
    p.add_argument(
        "--phases",
        default="depth,import,single",
        help="what to run after the sizes (comma-separated: depth, import, single)",
    )
    p.add_argument("--seed", type=int, default=20261129)
    p.add_argument("--out", type=Path, default=OUT_DIR / "core_bench.json")
    p.add_argument(
        "--results-md", action="store_true", help="write the section of bench/RESULTS.md"
    )
    p.add_argument("--results", type=Path, help="write the section into this file instead")
    args = p.parse_args(argv)
    if args.quick:
        args.sizes = "10000"
        args.samples = min(args.samples, 200)
        args.import_versions = min(args.import_versions, 10_000)
        args.depth_samples = min(args.depth_samples, 100)
        args.single_writes = min(args.single_writes, 50)
        args.depth = min(args.depth, 200)
    args.size_list = sorted(int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip())
    args.phase_set = {s.strip() for s in args.phases.split(",") if s.strip()}
    args.import_batch_list = [int(s) for s in args.import_batches.split(",") if s.strip()]
    return args


def _fmt(n: float) -> str:
    return f"{n:,.0f}"


def verdicts(report: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    largest = report["sizes"][-1] if report["sizes"] else None
    if largest is not None:
        reads = largest["reads"]
        q1 = reads["q1_current/shipped"]["p95"]
        q4 = reads["q4_as_of/shipped"]["p95"]
        entry: dict[str, Any] = {
            "size_target": largest["target"],
            "size_reached": largest["versions"],
            "q1_p95_ms": q1,
            "q4_p95_ms": q4,
            "target_ms": TARGET_POINT_P95_MS,
            "met": max(q1, q4) <= TARGET_POINT_P95_MS and largest["reached"],
        }
        if "q1_current/fixed" in reads:
            entry["met_with_fix"] = (
                max(reads["q1_current/fixed"]["p95"], reads["q4_as_of/fixed"]["p95"])
                <= TARGET_POINT_P95_MS
            )
        out["point_p95_at_largest"] = entry
    depth = report.get("depth")
    if depth:
        ratios: dict[str, Any] = {"target": TARGET_DEPTH_RATIO}
        for variant, data in depth["reads"].items():
            ratios[f"{variant}_changes"] = data["ratio_p95_changes"]
            ratios[f"{variant}_corrections"] = data["ratio_p95_corrections"]
        ratios["met"] = ratios["shipped_changes"] <= TARGET_DEPTH_RATIO
        if "fixed_changes" in ratios:
            ratios["met_with_fix"] = ratios["fixed_changes"] <= TARGET_DEPTH_RATIO
        out["depth_ratio"] = ratios
    rates = {str(r["batch_ops"]): r["versions_per_s"] for r in report.get("import", [])}
    if rates:
        out["import_rate"] = {
            "versions_per_s": rates,
            "target": TARGET_IMPORT_RATE,
            "met": max(rates.values()) >= TARGET_IMPORT_RATE,
        }
    return out


def markdown(report: dict[str, Any]) -> str:
    m = report["machine"]
    lines = [
        f"Run {report['date']} ({report['duration_min']:.1f} min), command: `{report['command']}`",
        "",
        f"Measured: {provenance_line(report.get('provenance'))}.",
        "",
        f"Machine: {machine_line(m)}. Load average at start {report['loadavg_start']}, "
        f"at end {report['loadavg_end']} (other work on the machine shows here).",
        "",
        f"Code under test: commit {report.get('code', {}).get('commit')}"
        + (
            f" plus uncommitted changes in {', '.join(report['code']['chronofact_dirty'])}"
            if report.get("code", {}).get("chronofact_dirty")
            else ""
        )
        + ".",
        "",
        f"Data: one tenant, namespace `{NAMESPACE}`; people with works_at / lives_in / "
        "job_title (+ status 50%, multi-valued speaks 30%); each write call is one import "
        f"transaction of {report['config']['batch']} operations (changes, corrections, "
        "retractions of keys of earlier batches, and new people), "
        f"{'with' if report['config']['evidence'] else 'without'} one import source per batch, "
        "no embeddings. Versions = `:Fact` nodes created.",
        "",
        "### Point queries (Q1 current, Q4 as-of) by store size",
        "",
        (
            "`shipped` = `Reader.point` with the named queries as they are (they already force "
            "the (subject_id, predicate) index, so no `fixed` variant is measured)."
            if report.get("fix_shipped")
            else "`shipped` = `Reader.point` with the named queries as they are; `fixed` = "
            "`Reader.point` with the query text changed by `fixed_query` (hint "
            "`USING INDEX f:Current|Fact(subject_id, predicate)` + `f.predicate IS NOT NULL`)."
        ),
        "",
        MD_STATS_HEADER,
    ]
    for size in report["sizes"]:
        label = _fmt(size["versions"])
        if not size["reached"]:
            label += f" (target {_fmt(size['target'])} not reached)"
        for name, stats in size["reads"].items():
            s = Stats(**stats)
            target = f"p95 <= {TARGET_POINT_P95_MS:g} ms" if size is report["sizes"][-1] else ""
            lines.append(md_stats_row(f"{label}: {name}", s, target))
    lines += [
        "",
        "PROFILE db hits (one random key) per size: "
        + "; ".join(
            f"{_fmt(size['versions'])}: "
            + ", ".join(f"{k} {v['total_db_hits']}" for k, v in size["plans"].items())
            for size in report["sizes"]
        ),
        "",
        "### Load (import mode, batches)",
        "",
        "| segment | batch ops | versions | ops | seconds | versions/s | batch p50 ms | "
        "batch p95 ms |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for size in report["sizes"]:
        load = size["load"]
        if not load["batches"]:
            continue
        lat = load.get("batch_latency_ms", {})
        lines.append(
            f"| up to {_fmt(size['versions'])} | {report['config']['batch']} | "
            f"{_fmt(load['versions'])} | {_fmt(load['ops'])} | {load['seconds']:.1f} | "
            f"{_fmt(load['versions_per_s'])} | {lat.get('p50', 0):.0f} | {lat.get('p95', 0):.0f} |"
        )
    for imp in report.get("import", []):
        lat = imp.get("batch_latency_ms", {})
        lines.append(
            f"| throughput run (warm, {_fmt(imp['store_versions_before'])} stored) | "
            f"{imp['batch_ops']} | {_fmt(imp['versions'])} | {_fmt(imp['ops'])} | "
            f"{imp['seconds']:.1f} | {_fmt(imp['versions_per_s'])} | {lat.get('p50', 0):.0f} | "
            f"{lat.get('p95', 0):.0f} |"
        )
    for imp in report.get("import", []):
        b = imp.get("breakdown")
        if not b:
            continue
        top = sorted(b["queries"].items(), key=lambda kv: -kv[1]["client_s"])[:6]
        parts = ", ".join(f"{name} {q['client_s']:.1f}/{q['server_s']:.1f}" for name, q in top)
        lines.append("")
        lines.append(
            f"Where the time of the batch-{imp['batch_ops']} throughput run went "
            f"({imp['seconds']:.1f} s in `Writer.write`): named queries "
            f"{b['client_in_queries_s']:.1f} s seen by the client, of which the server "
            f"reports {b['server_in_queries_s']:.1f} s; outside the named queries "
            f"(validation and planning in Python, BEGIN/COMMIT) "
            f"{b['python_outside_queries_s']:.1f} s. Top queries, "
            f"client/server seconds: {parts}."
        )
    depth = report.get("depth")
    if depth:
        lines += [
            "",
            f"### Current read of one key: depth 1 vs depth {depth['depth']}",
            "",
            f"Namespace `{DEPTH_NAMESPACE}` (3 keys only), reads interleaved in one process. "
            f"`changes`: {depth['depth']} successive changes (new valid-time segment each; "
            f"{depth['keys']['changes']['versions']} versions, "
            f"{depth['keys']['changes']['current']} of them `:Current`); `corrections`: "
            f"{depth['depth']} successive corrections of the same segment "
            f"({depth['keys']['corrections']['versions']} versions, "
            f"{depth['keys']['corrections']['current']} `:Current`).",
            "",
            MD_STATS_HEADER,
        ]
        for variant, data in depth["reads"].items():
            for name, stats in data["stats"].items():
                lines.append(md_stats_row(f"{variant}: {name}", Stats(**stats)))
        lines.append("")
        for variant, data in depth["reads"].items():
            lines.append(
                f"- p95 ratio ({variant}): changes/depth-1 = {data['ratio_p95_changes']:.2f}x, "
                f"corrections/depth-1 = {data['ratio_p95_corrections']:.2f}x "
                f"(target <= {TARGET_DEPTH_RATIO:g}x)"
            )
        for name, phases in depth["write_latency_ms"].items():
            parts = ", ".join(f"{phase} p50 {s['p50']:.1f} ms" for phase, s in phases.items())
            lines.append(f"- single-write latency while building `{name}`: {parts}")
    single = report.get("single_write")
    if single:
        lines += [
            "",
            "### Single-write latency (one assert per transaction, warm store)",
            "",
            MD_STATS_HEADER,
            md_stats_row(
                f"write 1 change ({_fmt(single['store_versions'])} stored)",
                Stats(**single["stats"]),
            ),
        ]
    v = report.get("verdicts", {})
    lines += ["", "### Targets", ""]
    if "point_p95_at_largest" in v:
        t = v["point_p95_at_largest"]
        with_fix = ""
        if "met_with_fix" in t:
            with_fix = f"; with the fix: {'met' if t['met_with_fix'] else 'not met'}"
        lines.append(
            f"- Point query p95 <= {TARGET_POINT_P95_MS:g} ms at 1M: "
            f"{'MET' if t['met'] else 'NOT MET'} — at {_fmt(t['size_reached'])} versions Q1 "
            f"p95 {t['q1_p95_ms']:.1f} ms, Q4 p95 {t['q4_p95_ms']:.1f} ms (shipped){with_fix}."
        )
    if "depth_ratio" in v:
        t = v["depth_ratio"]
        ratio_parts = [
            f"{variant} {t[f'{variant}_changes']:.2f}x for changes, "
            f"{t[f'{variant}_corrections']:.2f}x for corrections"
            for variant in ("shipped", "fixed")
            if f"{variant}_changes" in t
        ]
        lines.append(
            f"- Depth {report['depth']['depth']:,} / depth 1 current-read p95 <= "
            f"{TARGET_DEPTH_RATIO:g}x: {'MET' if t['met'] else 'NOT MET'} ("
            + "; ".join(ratio_parts)
            + ")."
        )
    if "import_rate" in v:
        t = v["import_rate"]
        rates = ", ".join(f"batch {k}: {_fmt(r)}/s" for k, r in t["versions_per_s"].items())
        lines.append(
            f"- Batch import >= {_fmt(TARGET_IMPORT_RATE)} versions/s: "
            f"{'MET' if t['met'] else 'NOT MET'} ({rates})."
        )
    return "\n".join(lines) + "\n"


NOTES_HEADING = "### Notes and findings"


def kept_notes(path: Path = RESULTS_MD) -> str:
    """The hand-written notes at the end of this section of RESULTS.md (kept on rewrite)."""
    if not path.exists():
        return ""
    lines = path.read_text().splitlines()
    try:
        start = lines.index(f"## {SECTION}")
    except ValueError:
        return ""
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    section = lines[start + 1 : end]
    if NOTES_HEADING not in section:
        return ""
    notes = section[section.index(NOTES_HEADING) :]
    return "\n" + "\n".join(notes).rstrip() + "\n"


def print_summary(report: dict[str, Any]) -> None:
    rows: list[tuple[str, Stats]] = []
    for size in report["sizes"]:
        for name, stats in size["reads"].items():
            rows.append((f"{_fmt(size['versions'])} {name}", Stats(**stats)))
    console.print(stats_table("Point queries", rows))
    load = Table(title="Load / import", title_justify="left")
    for column in ("segment", "batch", "versions", "seconds", "versions/s"):
        load.add_column(column, justify="right")
    for size in report["sizes"]:
        if size["load"]["batches"]:
            load.add_row(
                f"to {_fmt(size['versions'])}",
                str(report["config"]["batch"]),
                _fmt(size["load"]["versions"]),
                f"{size['load']['seconds']:.1f}",
                _fmt(size["load"]["versions_per_s"]),
            )
    for imp in report.get("import", []):
        load.add_row(
            "throughput",
            str(imp["batch_ops"]),
            _fmt(imp["versions"]),
            f"{imp['seconds']:.1f}",
            _fmt(imp["versions_per_s"]),
        )
    console.print(load)
    depth = report.get("depth")
    if depth:
        drows = [
            (f"{variant} {name}", Stats(**s))
            for variant, data in depth["reads"].items()
            for name, s in data["stats"].items()
        ]
        console.print(stats_table(f"Current read, depth 1 vs {depth['depth']}", drows))
    if report.get("single_write"):
        console.print(
            stats_table("Single write", [("1 assert/tx", Stats(**report["single_write"]["stats"]))])
        )
    console.print(report.get("verdicts", {}))


def run(args: argparse.Namespace) -> dict[str, Any]:
    settings = Settings()
    started_server = ensure_neo4j(settings)
    driver = connect(settings)
    started = time.monotonic()
    report: dict[str, Any] = {
        "benchmark": "core",
        "date": date.today().isoformat(),
        "command": "python -m bench.core_bench " + " ".join(sys.argv[1:]),
        "loadavg_start": [round(x, 2) for x in os.getloadavg()],
        "sizes": [],
    }
    bench: Bench | None = None
    try:
        apply_schema(driver, database=settings.neo4j_database)
        report["machine"] = machine_info(driver, settings)
        report["code"] = code_state()
        report["fix_shipped"] = fix_shipped()
        bench = Bench(args, driver, settings)
        report["tenant"] = bench.tenant
        report["config"] = {
            "sizes": args.size_list,
            "batch": args.batch,
            "evidence": not args.no_evidence,
            "samples": args.samples,
            "warmup": args.warmup,
            "read_budget_s": args.read_budget_s,
            "load_budget_min": args.load_budget_min,
            "seed": args.seed,
        }
        console.print(f"[bold]Chronofact core benchmark[/] tenant {bench.tenant}")
        console.print(machine_line(report["machine"]))
        deadline = time.monotonic() + args.load_budget_min * 60
        for target in args.size_list:
            load, reached = bench.load(target, args.batch, f"load to {_fmt(target)}", deadline)
            entry: dict[str, Any] = {
                "target": target,
                "versions": bench.versions,
                "reached": reached,
                "subjects": len(bench.history.subject_tx),
                "single_valued_keys": len(bench.history.keys),
                "load": load.as_dict(),
                "loadavg": [round(x, 2) for x in os.getloadavg()],
                "reads": {},
                "rows_per_read": {},
            }
            if not reached:
                console.print(
                    f"[yellow]load budget spent: {_fmt(bench.versions)} of {_fmt(target)} "
                    "versions; measuring at the size reached[/]"
                )
            for name, as_of in (("q1_current", False), ("q4_as_of", True)):
                for fixed in variants():
                    label = f"{name}/{'fixed' if fixed else 'shipped'}"
                    with console.status(f"{_fmt(bench.versions)} versions: {label}"):
                        stats, rows = bench.measure_point(fixed, as_of)
                    entry["reads"][label] = stats.as_dict()
                    entry["rows_per_read"][label] = round(rows, 3)
                    console.print(
                        f"  {_fmt(bench.versions)} {label}: p50 {stats.p50:.2f} ms, "
                        f"p95 {stats.p95:.2f} ms (n={stats.n}, rows/read {rows:.2f})"
                    )
            is_last = target == args.size_list[-1] or not reached
            entry["plans"] = bench.plans(full=is_last)
            report["sizes"].append(entry)
            if not reached:
                break

        if "depth" in args.phase_set:
            console.print(f"[bold]history depth[/] 1 vs {args.depth}")
            report["depth"] = bench.depth(args.depth)

        report["import"] = []
        for batch_ops in args.import_batch_list if "import" in args.phase_set else []:
            before = bench.versions
            with time_queries(named_queries()) as book:
                load, _ = bench.load(
                    bench.versions + args.import_versions,
                    batch_ops,
                    f"import, batch {batch_ops}",
                    None,
                )
            queries = book.as_dict()
            in_queries = sum(q["client_s"] for q in queries.values())
            report["import"].append(
                {
                    "batch_ops": batch_ops,
                    "store_versions_before": before,
                    **load.as_dict(),
                    "breakdown": {
                        "queries": queries,
                        "client_in_queries_s": round(in_queries, 2),
                        "server_in_queries_s": round(
                            sum(q["server_s"] for q in queries.values()), 2
                        ),
                        "python_outside_queries_s": round(load.seconds - in_queries, 2),
                    },
                }
            )

        if "single" in args.phase_set:
            with console.status("single writes"):
                single = bench.single_writes()
            report["single_write"] = {"store_versions": bench.versions, "stats": single.as_dict()}
        report["store_versions_total"] = bench.versions
        report["loadavg_end"] = [round(x, 2) for x in os.getloadavg()]
        report["verdicts"] = verdicts(report)
    except BaseException as exc:  # keep what was measured, then fail
        report["error"] = repr(exc)
        report["duration_min"] = round((time.monotonic() - started) / 60, 2)
        write_json(args.out, report)
        console.print(f"[red]failed: {exc!r}; partial results in {args.out}[/]")
        raise
    finally:
        if bench is not None and not args.keep:
            with console.status(f"deleting tenant {bench.tenant}"):
                t0 = time.perf_counter()
                deleted = delete_tenant(driver, bench.tenant, settings.neo4j_database)
                report["cleanup"] = {
                    "deleted": deleted,
                    "seconds": round(time.perf_counter() - t0, 1),
                }
        driver.close()
        if started_server and not args.keep:
            stop_neo4j(settings)
    report["duration_min"] = round((time.monotonic() - started) / 60, 2)
    return report


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    with measured() as prov:
        report = run(args)
    report["provenance"] = prov.as_dict()
    path = write_json(args.out, report)
    print_summary(report)
    console.print(f"JSON: {path}")
    target = results_target(args)
    if target is not None:
        update_results_section(SECTION, markdown(report) + kept_notes(target), target)
        console.print(f"{target}: section '## {SECTION}' updated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
