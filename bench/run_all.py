"""Every benchmark, one after the other, each writing its section of `bench/RESULTS.md`.

    python -m bench.run_all [--only locomo,factconsolidation_recall] [--split dev|eval]
    make bench

Benchmarks (development splits by default; `--split eval` is for reporting, run it once):

- `core`: the bitemporal core - point queries at 10k/100k/1M versions, history depth, import
  and single-write throughput (`bench.core_bench`; the longest: it loads through the write
  primitive).
- `factconsolidation`: knowledge updates through text ingest, point queries (`bench.
  factconsolidation_bench`).
- `factconsolidation_recall`: the same questions asked in words through recall.
- `locomo`: LoCoMo retrieval, Recall@k per category against BM25, cosine and their fusion.
- `recall_scale`: recall latency at 100k and 1M facts (loads 1M facts: about half an hour).

Each runs in its own tenant(s) and deletes them at the end. A failing benchmark is reported and
the next one runs; the exit status is non-zero if any failed.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable

from bench import (
    core_bench,
    factconsolidation_bench,
    factconsolidation_recall_bench,
    locomo_bench,
    recall_scale_bench,
)
from bench.common import console

Main = Callable[[list[str] | None], int]


def plan(split: str) -> dict[str, tuple[Main, list[str]]]:
    """Benchmark name -> (its `main`, its arguments)."""
    return {
        "core": (core_bench.main, ["--results-md"]),
        "factconsolidation": (
            factconsolidation_bench.main,
            ["--split", split, "--results-md"],
        ),
        "factconsolidation_recall": (
            factconsolidation_recall_bench.main,
            ["--split", split, "--results-md"],
        ),
        "locomo": (locomo_bench.main, ["--split", split, "--results-md"]),
        "recall_scale": (recall_scale_bench.main, ["--results-md"]),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--only", help="Comma-separated benchmark names (default: all).")
    parser.add_argument("--split", choices=("dev", "eval"), default="dev")
    args = parser.parse_args(argv)
    benches = plan(args.split)
    names = [n.strip() for n in args.only.split(",")] if args.only else list(benches)
    unknown = [n for n in names if n not in benches]
    if unknown:
        parser.error(f"unknown benchmark(s) {unknown}; choose from {sorted(benches)}")
    outcome: list[tuple[str, str, float]] = []
    for name in names:
        run, bench_args = benches[name]
        console.rule(f"{name} {' '.join(bench_args)}")
        started = time.perf_counter()
        try:
            status = "ok" if run(bench_args) == 0 else "failed"
        except Exception as exc:  # one benchmark's failure must not hide the others' results
            console.print_exception()
            status = f"failed: {type(exc).__name__}"
        outcome.append((name, status, time.perf_counter() - started))
    console.rule("summary")
    for name, status, seconds in outcome:
        console.print(f"{name:26s} {status:12s} {seconds / 60:6.1f} min")
    return 0 if all(status == "ok" for _, status, _ in outcome) else 1


if __name__ == "__main__":
    sys.exit(main())
