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
import sys
import time
import uuid
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from neo4j import Driver

from bench.common import (
    OUT_DIR,
    Stats,
    code_state,
    console,
    delete_tenant,
    ensure_neo4j,
    machine_info,
    machine_line,
    measured,
    plan_text,
    progress,
    query_plan,
    results_target,
    sample,
    stop_neo4j,
    summarize,
    time_queries,
    update_results_section,
    write_json,
)
from bench.core_data import (
    DEPTH_NAMESPACE,
    NAMESPACE,
    SECTION,
    History,
    KeyState,
    LoadStats,
    TxClock,
)
from bench.core_reads import (
    FixedReader,
    ParamsProbe,
    fix_shipped,
    fixed_query,
    named_queries,
    variants,
)
from bench.core_report import fmt_n, kept_notes, markdown, print_summary, verdicts
from chronofact.config import Settings
from chronofact.graph.entities import entity_id, stable_id
from chronofact.graph.models import ChangeKind, Context, Op, Operation
from chronofact.graph.neo4j import apply_schema, connect, query
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.time import Period
from chronofact.graph.write import Writer


# ---- measurements -------------------------------------------------------------------------
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
            load, reached = bench.load(target, args.batch, f"load to {fmt_n(target)}", deadline)
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
                    f"[yellow]load budget spent: {fmt_n(bench.versions)} of {fmt_n(target)} "
                    "versions; measuring at the size reached[/]"
                )
            for name, as_of in (("q1_current", False), ("q4_as_of", True)):
                for fixed in variants():
                    label = f"{name}/{'fixed' if fixed else 'shipped'}"
                    with console.status(f"{fmt_n(bench.versions)} versions: {label}"):
                        stats, rows = bench.measure_point(fixed, as_of)
                    entry["reads"][label] = stats.as_dict()
                    entry["rows_per_read"][label] = round(rows, 3)
                    console.print(
                        f"  {fmt_n(bench.versions)} {label}: p50 {stats.p50:.2f} ms, "
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
