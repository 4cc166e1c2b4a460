"""FactConsolidation-SH asked in words: does recall's top result hold the current answer?

    python -m bench.factconsolidation_recall_bench [--split dev|eval] [--keep] [--results-md]

The point-query benchmark (`bench.factconsolidation_bench`) maps each question to its key from
the gold fact; this one asks the *question text* through recall (`Recall.recall`, the engine
of `POST /v1/recall`, default options, k = 10) - the way an agent asks - and scores what comes
first. Per file of the split (dev = 6k, 32k; eval = 64k, 262k, run once for reporting only), in
its own tenant (deleted at the end unless `--keep`):

1. **Ingest**, as the point-query bench does (one message per numbered fact, serial order,
   every extracted predicate declared single-valued: a later fact overrides), but with the
   API's writer (`Writer(embedder=embed)`): statements and messages embedded, so every recall
   channel has what it searches.
2. **Current answer**: the first result of recall for the question. A fact result answers with
   its object name (or literal value), a message result with its text; SubEM against the gold
   answers (normalised substring, MemoryAgentBench's metric). Also reported: the gold answer
   among the first 10 results (hits@10), and the rule-consistent subset (questions whose gold
   is not the older fact of its pair).
3. **As known before the update** (questions with a pair): recall with `known_at` = 1 µs
   before the transaction that stored the later fact of the pair; right if the first result
   holds the earlier fact's object.
4. **Baseline, same process, same data**: BM25 + freshness over the raw fact lines
   (`score_bm25` of the point-query bench: among BM25's top 10, the newest line scoring within
   80% of the best; lenient: SubEM against the whole line).

Latency (p50/p95) is recall end to end, the question embedded inside each timed call.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import uuid
from datetime import UTC, datetime
from typing import Any

from bench.common import (
    OUT_DIR,
    console,
    ensure_neo4j,
    machine_info,
    machine_line,
    summarize,
    update_results_section,
    write_json,
)
from bench.factconsolidation_bench import (
    SPLITS,
    Dataset,
    Question,
    declare_single,
    delete_all,
    load,
    score_bm25,
    slot_of,
    sub_em,
    timed_ingest,
)
from chronofact.config import Settings
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.graph.ingest import IngestResult
from chronofact.graph.neo4j import apply_schema, connect
from chronofact.graph.recall import Recall, RecallQuery, present_recall
from chronofact.graph.time import MICROSECOND

OUT_JSON = OUT_DIR / "factconsolidation_recall.json"
HEADING = "FactConsolidation asked in words (recall)"


def answer_of(result: dict[str, Any]) -> str | None:
    """What a recall result answers with: a fact's object name or value, a message's text."""
    if result["kind"] == "fact":
        fact = result["fact"]
        return str(fact["object"]["name"] if fact.get("object") else fact.get("value"))
    source = result.get("source") or {}
    return source.get("text")


def score_recall(
    engine: Recall, tenant: str, ds: Dataset, ingested: IngestResult
) -> dict[str, Any]:
    current: list[bool] = []
    consistent: list[bool] = []
    hits10: list[bool] = []
    known: list[bool] = []
    latencies: list[float] = []
    misses: list[dict[str, Any]] = []
    for q in ds.questions:
        t0 = time.perf_counter()
        found = present_recall(engine.recall(RecallQuery(q.text, tenant=tenant, k=10)))
        latencies.append(time.perf_counter() - t0)
        results = found["results"]
        first = answer_of(results[0]) if results else None
        ok = sub_em(q.answers, first)
        current.append(ok)
        hits10.append(any(sub_em(q.answers, answer_of(r)) for r in results))
        if not _inverted(q):
            consistent.append(ok)
        if not ok:
            misses.append(
                {
                    "qid": q.qid,
                    "question": q.text,
                    "gold": q.answers,
                    "answer": first,
                    "gold_older_than_pair": _inverted(q),
                }
            )
        before = _before_update(q, ds, ingested)
        if before is not None:
            at, older_answer = before
            then = present_recall(
                engine.recall(RecallQuery(q.text, tenant=tenant, k=10, known_at=at))
            )
            top = then["results"][0] if then["results"] else None
            known.append(top is not None and sub_em([older_answer], answer_of(top)))
    return {
        "questions": len(ds.questions),
        "current_right": sum(current),
        "current_accuracy": sum(current) / len(current),
        "rule_consistent_questions": len(consistent),
        "rule_consistent_accuracy": sum(consistent) / len(consistent) if consistent else None,
        "hits_at_10": sum(hits10) / len(hits10),
        "pairs": len(known),
        "as_known_accuracy": sum(known) / len(known) if known else None,
        "latency_ms": summarize(latencies).as_dict(),
        "misses": misses,
    }


def _inverted(q: Question) -> bool:
    return q.old_seq is not None and q.old_seq > q.gt_seq


def _before_update(q: Question, ds: Dataset, ingested: IngestResult) -> tuple[datetime, str] | None:
    """(1 µs before the later fact of the pair was stored, the earlier fact's answer)."""
    if q.old_seq is None:
        return None
    older_seq, newer_seq = sorted((q.gt_seq, q.old_seq))
    older = slot_of(ds.facts[older_seq])
    tx = ingested.source_tx.get(f"fact-{newer_seq}")
    if older is None or older.shown is None or tx is None:
        return None
    return ingested.tx_time(tx) - MICROSECOND, older.shown


def run(args: argparse.Namespace) -> dict[str, Any]:
    settings = Settings()
    ensure_neo4j(settings)
    driver = connect(settings)
    apply_schema(driver)
    embed_one("warm up the model")
    engine = Recall(driver, settings.neo4j_database)
    report: dict[str, Any] = {
        "benchmark": "factconsolidation_recall",
        "split": args.split,
        "date": datetime.now(UTC).date().isoformat(),
        "machine": machine_info(driver, settings),
        "load_average_start": [round(x, 2) for x in os.getloadavg()],
        "files": [],
    }
    for size in SPLITS[args.split]:
        ds = load(size)
        tenant = f"bench_fcr_{size}_{uuid.uuid4().hex[:8]}"
        try:
            declare_single(driver, tenant, ds)
            ingested, elapsed = timed_ingest(
                driver, tenant, ds, args.batch_size, embed, f"ingest {size} (with embeddings)"
            )
            scored = score_recall(engine, tenant, ds, ingested)
        finally:
            if not args.keep:
                delete_all(driver, tenant)
        entry = {
            "file": f"factconsolidation_sh_{size}.json",
            "facts": len(ds.facts),
            "tenant": tenant,
            "ingest_s": round(elapsed, 1),
            "recall": scored,
            "bm25_freshness": score_bm25(ds),
        }
        report["files"].append(entry)
        console.print(
            f"{size}: recall top-1 {scored['current_accuracy']:.1%}, as known "
            f"{scored['as_known_accuracy']:.1%}, hits@10 {scored['hits_at_10']:.1%}; "
            f"BM25+freshness {entry['bm25_freshness']['current_accuracy']:.1%}; latency p50 "
            f"{scored['latency_ms']['p50']:.1f} ms"
        )
    driver.close()
    return report


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def results_md(reports: list[dict[str, Any]]) -> str:
    lines = [
        "Each question asked in words through recall (`python -m "
        "bench.factconsolidation_recall_bench --split dev --results-md`; the eval split run "
        "once, for reporting only): the first result must hold the current answer (SubEM on a "
        "fact's object or a message's text). Ingest as in the point-query benchmark above, with "
        "embeddings. 'As known' = recall with `known_at` 1 µs before the later fact of the pair "
        "was stored must answer the earlier fact. Baseline: BM25 + freshness over the raw fact "
        "lines, same process, same data.",
        "",
        "| split | file | questions | recall top-1 current | rule-consistent | hits@10 | "
        "as known before update | BM25+freshness | recall p50 / p95 ms |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for report in reports:
        for f in report["files"]:
            r = f["recall"]
            lines.append(
                f"| {report['split']} | {f['file']} | {r['questions']} | "
                f"{_pct(r['current_accuracy'])} | {_pct(r['rule_consistent_accuracy'])} | "
                f"{_pct(r['hits_at_10'])} | {_pct(r['as_known_accuracy'])} ({r['pairs']}) | "
                f"{_pct(f['bm25_freshness']['current_accuracy'])} | "
                f"{r['latency_ms']['p50']:.1f} / {r['latency_ms']['p95']:.1f} |"
            )
    lines.append("")
    for report in reports:
        lines.append(
            f"- {report['split']}: run {report['date']} on {machine_line(report['machine'])}; "
            f"load average at start {report['load_average_start']}."
        )
    misses = [
        (report["split"], f["file"], m)
        for report in reports
        for f in report["files"]
        for m in f["recall"]["misses"]
    ]
    if misses:
        lines += ["", "Recall top-1 misses:", ""]
        for split, file, m in misses:
            note = " (gold is the older fact of its pair)" if m["gold_older_than_pair"] else ""
            answer = (m["answer"] or "")[:80]
            lines.append(
                f"- {split} {file} q{m['qid']}: {m['question']!r} gold {m['gold']} -> "
                f"{answer!r}{note}"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--split", choices=sorted(SPLITS), default="dev")
    parser.add_argument("--batch-size", type=int, default=500, help="Messages per write call.")
    parser.add_argument("--keep", action="store_true", help="Keep the bench tenants' data.")
    parser.add_argument("--results-md", action="store_true", help="Update bench/RESULTS.md.")
    args = parser.parse_args(argv)
    report = run(args)
    saved = json.loads(OUT_JSON.read_text()) if OUT_JSON.exists() else {}
    saved[args.split] = report
    write_json(OUT_JSON, saved)
    console.print(f"JSON: {OUT_JSON}")
    if args.results_md:
        ordered = [saved[s] for s in ("dev", "eval") if s in saved]
        update_results_section(HEADING, results_md(ordered))
        console.print(f"bench/RESULTS.md updated (## {HEADING}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
