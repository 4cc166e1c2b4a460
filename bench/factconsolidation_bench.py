"""FactConsolidation-SH (MemoryAgentBench "Conflict Resolution", single-hop): knowledge updates
through text ingest, asked in words, with no LLM, against a BM25 + freshness baseline.

    python -m bench.factconsolidation_bench [--split dev|eval] [--sizes 6k] [--batch-size 500]
                                            [--keep] [--results-md | --results PATH]
                                            [--allow-rerun] [--ledger PATH]

Per file of the split (dev = 6k, 32k; eval = 64k, 262k: for reporting, under the evaluation
ledger's rule, `bench/eval_ledger.py`), in its own tenant (`bench_fc_<size>_<hex>`, deleted at
the end unless `--keep`):

1. **Ingest.** Every numbered fact is one message (`id` = `fact-<n>`, no speaker, timestamp =
   2024-01-01T00:00Z + n minutes), in serial order, through `ingest_messages` (the code of
   `POST /v1/ingest`) with the API's writer (`Writer(embedder=embed)`: statements and messages
   embedded, so every recall channel has what it searches), `--batch-size` messages per write.
   The benchmark's rule is that a later fact overrides an earlier one, so the tenant first
   declares every predicate the extractor produces from the file single-valued (what
   `PUT /v1/predicates/{name}` runs). Throughput = messages / wall time of the whole ingest.
2. **Scoring** (`bench/factconsolidation_scoring.py`): asked in words through recall (the
   headline, comparable to the baseline, which also gets only the question), lookup by the
   gold fact's key (an upper bound: it uses the gold fact), "as known" before each update, and
   BM25 + freshness. Expected answers come from the data only.

Some gold answers contradict the benchmark's own serial rule (`gt_seq < old_seq`: the gold is
the *older* fact); they count in the headline and are also reported apart ("rule-consistent" =
the others). Output: a table, JSON in `bench/out/factconsolidation.json` (one entry per split)
and, with `--results-md` (full runs) or `--results PATH`, the "## FactConsolidation" section;
every file's row records its own commit, date, machine and load.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import uuid
from typing import Any

from neo4j import Driver
from rich.table import Table

from bench import eval_ledger
from bench.bm25 import describe as bm25_description
from bench.common import (
    OUT_DIR,
    console,
    delete_tenant,
    ensure_neo4j,
    machine_info,
    measured,
    progress,
    results_target,
    update_results_section,
    write_json,
)
from bench.factconsolidation_data import SPLITS, Dataset, data_dir, load, messages_of
from bench.factconsolidation_report import SECTION, STALE_SECTIONS, eval_result, markdown, pct
from bench.factconsolidation_scoring import score_asked, score_bm25, score_by_key, slot_of
from chronofact.config import Settings
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.graph.ingest import IngestResult, ingest_messages
from chronofact.graph.models import Context
from chronofact.graph.neo4j import apply_schema, connect, query
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.reads import Reader
from chronofact.graph.recall import Recall
from chronofact.graph.write import Writer

OUT_JSON = OUT_DIR / "factconsolidation.json"


def declare_single(driver: Driver, tenant: str, ds: Dataset) -> list[str]:
    """Declare every predicate the extractor reads from the file single-valued (the rule)."""
    names = sorted(
        {normalise_predicate(s.predicate) for t in ds.facts.values() if (s := slot_of(t))}
    )
    for name in names:
        driver.execute_query(
            query("declare_predicate"), tenant=tenant, name=name, cardinality="single"
        )
    return names


def delete_all(driver: Driver, tenant: str) -> None:
    delete_tenant(driver, tenant)
    driver.execute_query("MATCH (p:Predicate) WHERE p.tenant = $t DETACH DELETE p", t=tenant)


def timed_ingest(
    driver: Driver, tenant: str, ds: Dataset, batch_size: int
) -> tuple[IngestResult, float]:
    writer = Writer(driver, embedder=embed)
    ctx = Context(tenant=tenant, actor="bench", reason=f"factconsolidation {ds.size}")
    messages = messages_of(ds)
    with progress() as bar:
        task = bar.add_task(f"ingest {ds.size}", total=len(messages), rate="")
        started = time.perf_counter()

        def advance(done: int) -> None:
            elapsed = time.perf_counter() - started
            bar.advance(task, done)
            completed = bar.tasks[task].completed
            bar.update(task, rate=f"{completed / elapsed:,.0f} msg/s" if elapsed else "")

        result = ingest_messages(
            writer,
            ctx,
            messages,
            source_kind="conversation",
            conversation_ref=f"factconsolidation_sh_{ds.size}",
            batch_size=batch_size,
            progress=advance,
        )
        elapsed = time.perf_counter() - started
    return result, elapsed


def run_file(driver: Driver, size: str, args: argparse.Namespace) -> dict[str, Any]:
    ds = load(size)
    tenant = f"bench_fc_{size}_{uuid.uuid4().hex[:8]}"
    with measured() as prov:
        try:
            declared = declare_single(driver, tenant, ds)
            ingested, elapsed = timed_ingest(driver, tenant, ds, args.batch_size)
            asked = score_asked(Recall(driver), tenant, ds, ingested)
            by_key = score_by_key(Reader(driver), tenant, ds, ingested)
        finally:
            if not args.keep:
                delete_all(driver, tenant)
    return {
        "file": f"factconsolidation_sh_{size}.json",
        "facts": len(ds.facts),
        "tenant": tenant,
        "provenance": prov.as_dict(),
        "declared_single": declared,
        "ingest_s": round(elapsed, 3),
        "ingest_msgs_per_s": round(len(ds.facts) / elapsed, 1),
        "transactions": len(ingested.txs),
        "claims": ingested.counts["claims"],
        "asked_in_words": asked,
        "lookup_by_key": by_key,
        "bm25_freshness": score_bm25(ds),
    }


def table(split: str, files: list[dict[str, Any]]) -> Table:
    t = Table(title=f"FactConsolidation-SH, {split} split", title_justify="left")
    for col in (
        "file",
        "asked in words (recall top-1)",
        "as known (words)",
        "BM25+freshness",
        "lookup by gold key (upper bound)",
        "as known (key)",
        "ingest msg/s",
    ):
        t.add_column(col, justify="left" if col == "file" else "right")
    for f in files:
        a, k, b = f["asked_in_words"], f["lookup_by_key"], f["bm25_freshness"]
        t.add_row(
            f["file"],
            pct(a["current_accuracy"]),
            pct(a["as_known_accuracy"]),
            pct(b["current_accuracy"]),
            pct(k["current_accuracy"]),
            pct(k["as_known_accuracy"]),
            f"{f['ingest_msgs_per_s']:,.0f}",
        )
    return t


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("--split", choices=sorted(SPLITS), default="dev")
    p.add_argument("--sizes", help="Comma-separated files of the split to run (a trial).")
    p.add_argument("--batch-size", type=int, default=500, help="Messages per write call.")
    p.add_argument("--keep", action="store_true", help="Keep the bench tenants' data.")
    eval_ledger.add_arguments(p)
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    sizes = list(SPLITS[args.split])
    if args.sizes:
        sizes = [s.strip() for s in args.sizes.split(",")]
        if not set(sizes) <= set(SPLITS[args.split]):
            print(f"--sizes must be among {SPLITS[args.split]}", file=sys.stderr)
            return 2
    if not (data_dir() / "factconsolidation_sh_6k.json").exists():
        console.print(f"[red]FactConsolidation data not found under {data_dir()}[/red]")
        return 2
    config = {"batch_size": args.batch_size, "k": 10, "bm25": bm25_description()}
    guard = eval_ledger.guard("factconsolidation", args.split, config, args)
    if guard is None:
        return 2
    trial = "" if sizes == list(SPLITS[args.split]) else f"--sizes {','.join(sizes)}"
    settings = Settings()
    ensure_neo4j(settings)
    with connect(settings) as driver:
        apply_schema(driver)
        embed_one("warm up the model")
        files = [run_file(driver, size, args) for size in sizes]
        machine = machine_info(driver, settings)
    saved: dict[str, Any] = json.loads(OUT_JSON.read_text()) if OUT_JSON.exists() else {}
    splits = saved.get("splits", {}) if isinstance(saved.get("splits"), dict) else {}
    entry = {"files": files, "machine": machine, "batch_size": args.batch_size, "trial": trial}
    if not trial:
        splits[args.split] = entry
        write_json(OUT_JSON, {"splits": splits})
    console.print(table(args.split, files))
    target = results_target(args, trial=bool(trial))
    whole_run = {**files[0]["provenance"], "load_after": files[-1]["provenance"]["load_after"]}
    guard.record(whole_run, eval_result(files, trial), target)
    if target is not None:
        shown = {**splits, args.split: entry}
        update_results_section(SECTION, markdown(shown), target)
        for stale in STALE_SECTIONS:
            update_results_section(stale, "", target, remove=True)
        console.print(f"{target} updated (## {SECTION})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
