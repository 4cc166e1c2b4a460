"""The FactConsolidation section of `bench/RESULTS.md`: asked in words first (the headline,
beside the baseline that is also given only the question), the lookup by the gold key labelled
as the upper bound it is, and per file the commit, date, machine and load it ran under."""

from __future__ import annotations

from typing import Any

from bench.bm25 import describe as bm25_description
from bench.common import machine_line
from bench.provenance import provenance_line

SECTION = "FactConsolidation"
# the section of the former separate recall benchmark, now part of this one
STALE_SECTIONS = ("FactConsolidation asked in words (recall)",)


def pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}%"


def description() -> str:
    return (
        "Command: `python -m bench.factconsolidation_bench --split dev --results-md` (the "
        "evaluation split under the ledger rule). No LLM anywhere. Each numbered fact is one "
        "message, in serial order, ingested through `ingest_messages` with embeddings into a "
        "fresh tenant that declares every extracted predicate single-valued (the benchmark's "
        "rule: a later fact overrides).\n\n"
        "- **Asked in words** (the headline): the question text through recall (`Recall.recall`, "
        "the engine of `POST /v1/recall`, default options, k = 10); the first result must hold "
        "a gold answer (SubEM: normalised substring, MemoryAgentBench's metric).\n"
        "- **BM25 + freshness** (the baseline, also given only the question): "
        f"{bm25_description()} over the raw fact lines; among its top 10, the newest line "
        "scoring within 80% of the best; SubEM against that whole line.\n"
        "- **Lookup by gold key** (an upper bound, not comparable to the baseline): the key is "
        "what the ingest extractor reads from the *gold fact's sentence*, which a user does "
        "not have; then the point query. It measures the store and the extractor's reading of "
        "facts, not the understanding of a question.\n"
        "- **As known before the update** (questions with a conflicting pair): the same ask "
        "(in words, or by key) with `known_at` 1 µs before the transaction that stored the "
        "later fact of the pair. The expected answer is the earlier fact's object as the data "
        "gives it (the part of the earlier sentence standing where the gold answer stands in "
        "the gold sentence; the gold answer when the gold is the earlier fact), not what our "
        "extractor read, so an extractor mistake counts as a miss.\n"
        "- **Rule-consistent** leaves out questions whose gold answer is the *older* fact of "
        "its pair (`gt_seq < old_seq`: the dataset contradicts its own serial rule there)."
    )


def file_row(split: str, f: dict[str, Any]) -> str:
    a, k, b = f["asked_in_words"], f["lookup_by_key"], f["bm25_freshness"]
    return (
        f"| {split} | {f['file']} | {a['questions']} | **{pct(a['current_accuracy'])}** | "
        f"{pct(a['rule_consistent_accuracy'])} | {pct(a['as_known_accuracy'])} "
        f"({a['as_known_right']}/{a['pairs']}) | {pct(b['current_accuracy'])} | "
        f"{pct(k['current_accuracy'])} | {pct(k['as_known_accuracy'])} "
        f"({k['as_known_right']}/{k['pairs']}) | "
        f"{a['latency_ms']['p50']:.1f} / {a['latency_ms']['p95']:.1f} | "
        f"{f['ingest_msgs_per_s']:,.0f} |"
    )


def markdown(splits: dict[str, dict[str, Any]]) -> str:
    lines = [
        description(),
        "",
        "| split | file | questions | asked in words: top-1 current | rule-consistent | "
        "as known (words) | BM25+freshness current | lookup by gold key (upper bound) | "
        "as known (key) | recall p50 / p95 ms | ingest msg/s (with embeddings) |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    provenance: list[str] = []
    for split in ("dev", "eval"):
        entry = splits.get(split)
        if not entry:
            continue
        trial = f" TRIAL ({entry['trial']}), not a result." if entry.get("trial") else ""
        for f in entry["files"]:
            lines.append(file_row(split, f))
            provenance.append(
                f"- {split} {f['file']}: {provenance_line(f.get('provenance'))}.{trial}"
            )
        provenance.append(f"- {split} Neo4j and driver: {machine_line(entry['machine'])}.")
    lines += ["", "Measured:", "", *provenance]
    lines += ["", "Goals: >= 99% current and >= 99% as known, asked in words, no LLM."]
    misses = [
        (split, f["file"], m)
        for split, entry in splits.items()
        for f in entry["files"]
        for m in f["asked_in_words"]["misses"]
    ]
    if misses:
        lines += ["", "Asked in words, top-1 misses:", ""]
        for split, file, m in misses:
            note = " (gold is the older fact of its pair)" if m["gold_older_than_pair"] else ""
            lines.append(
                f"- {split} {file} q{m['qid']}: {m['question']!r} gold {m['gold']} -> "
                f"{m['answer'][:80]!r}{note}"
            )
    return "\n".join(lines)


def eval_result(files: list[dict[str, Any]], trial: str) -> str:
    """The line the evaluation ledger keeps."""
    parts = [
        f"{f['file'].removeprefix('factconsolidation_sh_').removesuffix('.json')}: asked in "
        f"words {pct(f['asked_in_words']['current_accuracy'])}, by gold key "
        f"{pct(f['lookup_by_key']['current_accuracy'])}, BM25+freshness "
        f"{pct(f['bm25_freshness']['current_accuracy'])}"
        for f in files
    ]
    return "; ".join(parts) + (f" (trial: {trial})" if trial else "")
