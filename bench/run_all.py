"""Every benchmark, one after the other, each writing its section of `bench/RESULTS.md`.

    python -m bench.run_all [--only locomo,factconsolidation] [--split dev|eval]
                            [--results PATH] [--allow-rerun]

Benchmarks (development splits by default; see bench/README.md for times and smallest modes):

- `core`: the bitemporal core - point queries at 10k/100k/1M versions, history depth, import
  and single-write throughput (`bench.core_bench`; the longest: it loads through the write
  primitive).
- `factconsolidation`: knowledge updates through text ingest, asked in words through recall
  (headline), by the gold key (upper bound), against BM25 + freshness
  (`bench.factconsolidation_bench`).
- `locomo`: LoCoMo retrieval, Recall@k per category against BM25, cosine and their fusion
  (`bench.locomo_bench`).
- `recall_scale`: recall latency at 100k and 1M facts (loads 1M facts: about half an hour).

`--split eval` runs the evaluation splits of `factconsolidation` and `locomo` under the ledger
rule (`bench/eval_ledger.py`): one run per configuration, every run recorded in
`bench/eval_runs.jsonl`; a second run of the same configuration is refused unless
`--allow-rerun`. Each benchmark runs in its own tenant(s) and deletes them at the end. A failing
or refused benchmark is reported and the next one runs; the exit status is non-zero if any
failed.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable

from bench import core_bench, factconsolidation_bench, locomo_bench, recall_scale_bench
from bench.common import console

Main = Callable[[list[str] | None], int]


def plan(split: str, results: str | None, allow_rerun: bool) -> dict[str, tuple[Main, list[str]]]:
    """Benchmark name -> (its `main`, its arguments)."""
    out = ["--results", results] if results else ["--results-md"]
    rerun = ["--allow-rerun"] if allow_rerun else []
    return {
        "core": (core_bench.main, out),
        "factconsolidation": (factconsolidation_bench.main, ["--split", split, *out, *rerun]),
        "locomo": (locomo_bench.main, ["--split", split, *out, *rerun]),
        "recall_scale": (recall_scale_bench.main, out),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0] if __doc__ else None,
        epilog="benchmarks: " + ", ".join(plan("dev", None, False)),
    )
    parser.add_argument("--only", help="Comma-separated benchmark names (default: all).")
    parser.add_argument("--split", choices=("dev", "eval"), default="dev")
    parser.add_argument("--results", help="Write the sections into this file, not RESULTS.md.")
    parser.add_argument("--allow-rerun", action="store_true", help="See bench/eval_ledger.py.")
    args = parser.parse_args(argv)
    benches = plan(args.split, args.results, args.allow_rerun)
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
