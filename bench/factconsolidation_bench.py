"""FactConsolidation-SH (MemoryAgentBench "Conflict Resolution", single-hop): knowledge updates
through text ingest, with no LLM, against a BM25 + freshness baseline on the same data.

    python -m bench.factconsolidation_bench [--split dev|eval] [--with-embeddings]
                                            [--batch-size 500] [--keep] [--results-md]

Per file of the split (dev = 6k, 32k; eval = 64k, 262k; the eval files are run for reporting
only, never to tune anything), in its own tenant (`bench_fc_<size>_<hex>`, deleted at the end
unless `--keep`):

1. **Ingest.** Every numbered fact is one message (`id` = `fact-<n>`, no speaker, timestamp =
   2024-01-01T00:00Z + n minutes), ingested in serial order with `ingest_messages` (the same
   code as `POST /v1/ingest`: extractor -> operations -> the one write primitive), `--batch-size`
   messages per write call at most. The benchmark's rule is that a later fact overrides an
   earlier one for every relation, so the tenant first declares every predicate that the
   extractor produces from the file single-valued (`declare_predicate.cypher`, what
   `PUT /v1/predicates/{name}` runs); that only matters for `speaks`, which is multi-valued by
   default. Throughput = messages / wall time of the whole ingest (extraction + writes).
2. **Question -> key.** Each question is mapped to its fact key by extracting the question's
   gold fact: `mquake_pairs/sh_<size>_mquake_analysis.json` gives, per question, the text of
   the gold fact (`gt_fact_text`) and of the fact it superseded (`old_fact_text`, serials
   `gt_seq`/`old_seq`). `extract_claims(gt_fact_text)` (the ingest extractor) gives
   `(subject, predicate)`; the question text itself is not parsed.
3. **Current answer** (top-1): the point query (`Reader.point`, Q1: valid now, known latest)
   for that subject and predicate; the first version (newest `learned_at` first) is the answer,
   its object name (or literal value). Scored with SubEM, MemoryAgentBench's metric: a gold
   answer, normalised (lower case, no punctuation, no articles, single spaces), is a substring
   of the normalised answer.
4. **As known before the update** (questions with a pair only): the same point query with
   `known_at` = 1 µs before the transaction that stored the *later* fact of the pair; right if
   it answers the *earlier* fact's object (SubEM).
5. **Baseline, same process, same data:** BM25 (`bench/bm25.py`, k1 = 1.5, b = 0.75) over the
   raw fact lines, the question text as the query; among the top 10, the newest fact (largest
   serial) whose score is within 80% of the best is the answer; right if a gold answer is a
   SubEM substring of that whole fact line (lenient in the baseline's favour: the line also
   holds the subject).

Some gold answers contradict the benchmark's own serial rule (`gt_seq < old_seq`: the gold is
the *older* fact); they are counted as they are in the headline numbers and reported
separately ("rule-consistent" = the others).

Finally the 6k file is ingested again into a fresh tenant with `Writer(embedder=embed)`
(the API's writer: statements embedded with all-MiniLM-L6-v2 on the CPU) to measure text
ingest throughput end to end with embeddings (model load time reported apart; the service
keeps the model loaded). Output: a table, JSON in `bench/out/factconsolidation.json` (one entry
per split, kept across runs) and with `--results-md` the "## FactConsolidation" section of
`bench/RESULTS.md`.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import string
import sys
import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from neo4j import Driver
from rich.table import Table

from bench.bm25 import BM25
from bench.common import (
    OUT_DIR,
    console,
    delete_tenant,
    ensure_neo4j,
    machine_info,
    machine_line,
    progress,
    stop_neo4j,
    update_results_section,
    write_json,
)
from chronofact.config import get_settings
from chronofact.extractors.claims import extract_claims
from chronofact.graph.ingest import IngestResult, Message, ingest_messages
from chronofact.graph.models import Context
from chronofact.graph.neo4j import apply_schema, connect, query
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.time import MICROSECOND
from chronofact.graph.write import Embedder, Writer

SECTION = "FactConsolidation"
SPLITS = {"dev": ("6k", "32k"), "eval": ("64k", "262k")}
BASE = datetime(2024, 1, 1, tzinfo=UTC)
STEP = timedelta(minutes=1)
BM25_TOP = 10
BM25_WITHIN = 0.8
TARGET_ACCURACY = 0.99
TARGET_EMBED_RATE = 50.0
OUT_JSON = OUT_DIR / "factconsolidation.json"
_LINE = re.compile(r"^(\d+)\.\s+(.*\S)\s*$", re.MULTILINE)


def data_dir() -> Path:
    default = Path(__file__).resolve().parents[2] / "shared" / "data"
    return Path(os.environ.get("CHRONOFACT_DATA_DIR", default)) / "factconsolidation_sh"


# ---- data --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Question:
    qid: int
    text: str
    answers: list[str]
    gt_seq: int
    old_seq: int | None
    gt_fact: str
    old_fact: str | None


@dataclass(frozen=True)
class Dataset:
    size: str
    facts: dict[int, str]  # serial -> fact sentence
    questions: list[Question]


def load(size: str) -> Dataset:
    folder = data_dir()
    row = json.loads((folder / f"factconsolidation_sh_{size}.json").read_text())[0]
    pairs = json.loads((folder / "mquake_pairs" / f"sh_{size}_mquake_analysis.json").read_text())
    facts = {int(m.group(1)): m.group(2) for m in _LINE.finditer(row["context"])}
    questions = []
    for pair, text, answers in zip(pairs, row["questions"], row["answers"], strict=True):
        if pair["question"] != text:
            raise RuntimeError(f"{size}: mquake_pairs is not aligned with the questions")
        questions.append(
            Question(
                qid=int(pair["query_id"]),
                text=text,
                answers=[str(a) for a in answers],
                gt_seq=int(pair["gt_seq"]),
                old_seq=int(pair["old_seq"]) if pair["old_seq"] is not None else None,
                gt_fact=pair["gt_fact_text"],
                old_fact=pair["old_fact_text"],
            )
        )
    return Dataset(size, facts, questions)


def messages_of(ds: Dataset) -> list[Message]:
    return [Message(f"fact-{n}", text, BASE + n * STEP) for n, text in sorted(ds.facts.items())]


# ---- scoring -----------------------------------------------------------------------------------
_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCT = str.maketrans("", "", string.punctuation)


def normalise_answer(text: str) -> str:
    """SQuAD/MemoryAgentBench normalisation: lower case, no punctuation/articles, one space."""
    return " ".join(_ARTICLES.sub(" ", text.lower().translate(_PUNCT)).split())


def sub_em(golds: list[str], prediction: str | None) -> bool:
    if prediction is None:
        return False
    pred = normalise_answer(prediction)
    return any(normalise_answer(g) in pred for g in golds if normalise_answer(g))


@dataclass(frozen=True)
class Slot:
    subject: str
    predicate: str
    shown: str | None


def slot_of(fact_text: str) -> Slot | None:
    """The key (and object) of a fact sentence, by the ingest extractor."""
    claims = extract_claims(fact_text, None, BASE)
    if not claims:
        return None
    c = claims[0]
    return Slot(c.subject, c.predicate, c.object if c.object is not None else c.value)


def shown(fact: dict[str, Any]) -> str:
    return str(fact["object"]["name"] if "object" in fact else fact["value"])


def top1(facts: list[dict[str, Any]]) -> str | None:
    if not facts:
        return None
    return shown(max(facts, key=lambda f: (f["learned_at"] or "", f["valid_from"] or "")))


# ---- runs --------------------------------------------------------------------------------------
def declare_single(driver: Driver, tenant: str, ds: Dataset) -> list[str]:
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
    driver: Driver,
    tenant: str,
    ds: Dataset,
    batch_size: int,
    embedder: Embedder | None,
    label: str,
) -> tuple[IngestResult, float]:
    writer = Writer(driver, embedder=embedder)
    ctx = Context(tenant=tenant, actor="bench", reason=f"factconsolidation {ds.size}")
    messages = messages_of(ds)
    with progress() as bar:
        task = bar.add_task(label, total=len(messages), rate="")
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


def score_chronofact(
    reader: Reader, tenant: str, ds: Dataset, result: IngestResult
) -> dict[str, Any]:
    current_ok: list[bool] = []
    consistent_ok: list[bool] = []
    known_ok: list[bool] = []
    misses: list[dict[str, Any]] = []
    unmapped = 0
    latencies: list[float] = []
    for q in ds.questions:
        slot = slot_of(q.gt_fact)
        if slot is None:
            unmapped += 1
            current_ok.append(False)
            continue
        t0 = time.perf_counter()
        facts = reader.point(
            tenant, "default", slot.subject, slot.predicate, Basis.resolve(None, None)
        )
        latencies.append(time.perf_counter() - t0)
        answer = top1(facts)
        ok = sub_em(q.answers, answer)
        current_ok.append(ok)
        inverted = q.old_seq is not None and q.old_seq > q.gt_seq
        if not inverted:
            consistent_ok.append(ok)
        if not ok:
            misses.append(
                {
                    "qid": q.qid,
                    "question": q.text,
                    "gold": q.answers,
                    "answer": answer,
                    "gold_older_than_pair": inverted,
                }
            )
        if q.old_seq is None or q.old_fact is None:
            continue
        older_seq, newer_seq = sorted((q.gt_seq, q.old_seq))
        older_text = ds.facts[older_seq]
        older = slot_of(older_text)
        tx = result.source_tx.get(f"fact-{newer_seq}")
        if older is None or older.shown is None or tx is None:
            known_ok.append(False)
            continue
        before = result.tx_time(tx) - MICROSECOND
        believed = reader.point(
            tenant, "default", slot.subject, slot.predicate, Basis.resolve(None, before)
        )
        known_ok.append(sub_em([older.shown], top1(believed)))
    return {
        "questions": len(ds.questions),
        "current_right": sum(current_ok),
        "current_accuracy": sum(current_ok) / len(current_ok),
        "rule_consistent_questions": len(consistent_ok),
        "rule_consistent_right": sum(consistent_ok),
        "rule_consistent_accuracy": sum(consistent_ok) / len(consistent_ok),
        "pairs": len(known_ok),
        "as_known_right": sum(known_ok),
        "as_known_accuracy": (sum(known_ok) / len(known_ok)) if known_ok else None,
        "unmapped_questions": unmapped,
        "point_query_mean_ms": 1000 * sum(latencies) / len(latencies) if latencies else None,
        "misses": misses,
    }


def score_bm25(ds: Dataset) -> dict[str, Any]:
    serials = sorted(ds.facts)
    lines = [ds.facts[n] for n in serials]
    t0 = time.perf_counter()
    index = BM25(lines)
    build_s = time.perf_counter() - t0
    ok_all: list[bool] = []
    ok_consistent: list[bool] = []
    for q in ds.questions:
        ranked = index.top(q.text, BM25_TOP)
        answer: str | None = None
        if ranked:
            best = ranked[0][1]
            close = [i for i, s in ranked if s >= BM25_WITHIN * best]
            answer = lines[max(close, key=lambda i: serials[i])]
        ok = sub_em(q.answers, answer)
        ok_all.append(ok)
        if not (q.old_seq is not None and q.old_seq > q.gt_seq):
            ok_consistent.append(ok)
    return {
        "current_right": sum(ok_all),
        "current_accuracy": sum(ok_all) / len(ok_all),
        "rule_consistent_accuracy": sum(ok_consistent) / len(ok_consistent),
        "index_build_s": round(build_s, 3),
    }


def run_file(
    driver: Driver, reader: Reader, size: str, args: argparse.Namespace, embedder: Embedder | None
) -> dict[str, Any]:
    ds = load(size)
    tenant = f"bench_fc_{size}_{uuid.uuid4().hex[:8]}"
    load_before = os.getloadavg()[0]
    try:
        declared = declare_single(driver, tenant, ds)
        result, elapsed = timed_ingest(
            driver, tenant, ds, args.batch_size, embedder, f"ingest {size}"
        )
        scored = score_chronofact(reader, tenant, ds, result)
    finally:
        if not args.keep:
            delete_all(driver, tenant)
    return {
        "file": f"factconsolidation_sh_{size}.json",
        "facts": len(ds.facts),
        "tenant": tenant,
        "declared_single": declared,
        "embeddings": embedder is not None,
        "ingest_s": round(elapsed, 3),
        "ingest_msgs_per_s": round(len(ds.facts) / elapsed, 1),
        "loadavg_1m_before": round(load_before, 2),
        "transactions": len(result.txs),
        "claims": result.counts["claims"],
        "versions_created": result.counts["created"],
        "versions_revoked": result.counts["revoked"],
        "blocked": len(result.blocked),
        "chronofact": scored,
        "bm25_freshness": score_bm25(ds),
    }


def run_embedding_throughput(driver: Driver, batch_size: int, repeat: int) -> dict[str, Any]:
    """The 6k file into `repeat` fresh tenants with `Writer(embedder=embed)`; median rate."""
    from chronofact.extractors.embeddings import embed, load_model

    t0 = time.perf_counter()
    load_model()
    embed(["warm up"])
    load_s = time.perf_counter() - t0
    ds = load("6k")
    runs: list[dict[str, Any]] = []
    for i in range(repeat):
        tenant = f"bench_fc_embed_{uuid.uuid4().hex[:8]}"
        load_before = os.getloadavg()[0]
        try:
            declare_single(driver, tenant, ds)
            result, elapsed = timed_ingest(
                driver, tenant, ds, batch_size, embed, f"ingest 6k + embed ({i + 1}/{repeat})"
            )
            records, _, _ = driver.execute_query(
                "MATCH (f:Fact) WHERE f.tenant = $t RETURN count(f.embedding) AS n, "
                "count(f) AS all",
                t=tenant,
            )
        finally:
            delete_all(driver, tenant)
        runs.append(
            {
                "ingest_s": round(elapsed, 3),
                "msgs_per_s": round(len(ds.facts) / elapsed, 1),
                "transactions": len(result.txs),
                "facts": int(records[0]["all"]),
                "facts_with_embedding": int(records[0]["n"]),
                "loadavg_1m_before": round(load_before, 2),
            }
        )
    rates = sorted(r["msgs_per_s"] for r in runs)
    return {
        "file": "factconsolidation_sh_6k.json",
        "messages": len(ds.facts),
        "model_load_s": round(load_s, 2),
        "msgs_per_s": rates[len(rates) // 2],
        "msgs_per_s_runs": [r["msgs_per_s"] for r in runs],
        "runs": runs,
        "target_msgs_per_s": TARGET_EMBED_RATE,
    }


# ---- report ------------------------------------------------------------------------------------
def pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}%"


def table(split: str, files: list[dict[str, Any]]) -> Table:
    t = Table(title=f"FactConsolidation-SH, {split} split", title_justify="left")
    for col in (
        "file",
        "facts",
        "questions",
        "current (Chronofact)",
        "rule-consistent",
        "as known before update",
        "current (BM25+fresh)",
        "ingest msg/s",
        "txs",
    ):
        t.add_column(col, justify="left" if col == "file" else "right")
    for f in files:
        c, b = f["chronofact"], f["bm25_freshness"]
        t.add_row(
            f["file"],
            str(f["facts"]),
            str(c["questions"]),
            f"{pct(c['current_accuracy'])} ({c['current_right']})",
            f"{pct(c['rule_consistent_accuracy'])} of {c['rule_consistent_questions']}",
            f"{pct(c['as_known_accuracy'])} of {c['pairs']}",
            f"{pct(b['current_accuracy'])} ({b['current_right']})",
            f"{f['ingest_msgs_per_s']:,.0f}",
            str(f["transactions"]),
        )
    return t


def markdown(report: dict[str, Any]) -> str:
    lines = [
        f"Date: {report['date']}. Machine: {machine_line(report['machine'])}.",
        "",
        "Command: `python -m bench.factconsolidation_bench --split dev --results-md` (and "
        "`--split eval` once, for reporting only). No LLM anywhere: rule-based extraction "
        "(`extract_claims`) -> `ingest_messages` -> the one write primitive -> point queries. "
        "Each numbered fact is one message, in serial order (timestamp = serial minutes after "
        "2024-01-01), into a fresh tenant that declares every extracted predicate "
        "single-valued (the benchmark's rule: a later fact overrides). A question is mapped to "
        "its key by extracting its gold fact (`mquake_pairs` `gt_fact_text`); the current "
        "answer is the top-1 of the point query, scored with SubEM. 'As known' = the same query "
        "1 µs before the transaction of the later fact of the pair must give the earlier "
        "fact. Baseline (same process, same data): BM25 over the raw fact lines, among its top "
        "10 the newest fact scoring within 80% of the best, SubEM against the whole line. "
        "'Rule-consistent' leaves out questions whose gold answer is the *older* fact of its "
        "pair (`gt_seq < old_seq`: the dataset contradicts its own serial rule there).",
        "",
        "| split | file | facts | questions | Chronofact current | rule-consistent | "
        "as known before update | BM25+freshness current | ingest msg/s (no embeddings; "
        "1-min load avg before) | write txs |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for split in ("dev", "eval"):
        entry = report["splits"].get(split)
        if not entry:
            continue
        for f in entry["files"]:
            c, b = f["chronofact"], f["bm25_freshness"]
            lines.append(
                f"| {split} | {f['file']} | {f['facts']} | {c['questions']} | "
                f"{pct(c['current_accuracy'])} | {pct(c['rule_consistent_accuracy'])} "
                f"({c['rule_consistent_right']}/{c['rule_consistent_questions']}) | "
                f"{pct(c['as_known_accuracy'])} ({c['as_known_right']}/{c['pairs']}) | "
                f"{pct(b['current_accuracy'])} | {f['ingest_msgs_per_s']:,.0f} "
                f"({f.get('loadavg_1m_before', 'n/a')}) | "
                f"{f['transactions']} |"
            )
    embed = report.get("embedding_throughput")
    if embed:
        ok = "meets" if embed["msgs_per_s"] >= TARGET_EMBED_RATE else "misses"
        lines += [
            "",
            f"Text ingest with embeddings, end to end (`Writer(embedder=embed)`, the 6k file, "
            f"{embed['messages']} messages, model already loaded, statements of the next "
            f"write embedded while the current one is written): median "
            f"**{embed['msgs_per_s']:,.1f} msg/s** of {len(embed['runs'])} runs "
            f"({', '.join(str(r) for r in embed['msgs_per_s_runs'])}; {ok} the "
            f"{TARGET_EMBED_RATE:.0f} msg/s target); loading the model once took "
            f"{embed['model_load_s']} s. The machine was shared with other work during the "
            f"runs (1-minute load average before each: "
            f"{', '.join(str(r['loadavg_1m_before']) for r in embed['runs'])} on "
            f"{report['machine']['nproc']} cores), so rates are lower bounds.",
        ]
    lines += ["", "Goals: >= 99% current and >= 99% as known, no LLM."]
    misses = [
        (split, f["file"], m)
        for split, entry in report["splits"].items()
        for f in entry["files"]
        for m in f["chronofact"]["misses"]
    ]
    if misses:
        lines += ["", "Chronofact misses (current):", ""]
        for split, file, m in misses:
            note = " (gold is the older fact of its pair)" if m["gold_older_than_pair"] else ""
            lines.append(
                f"- {split} {file} q{m['qid']}: {m['question']!r} gold {m['gold']} -> "
                f"{m['answer']!r}{note}"
            )
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("--split", choices=sorted(SPLITS), default="dev")
    p.add_argument("--with-embeddings", action="store_true", help="Embed during the runs.")
    p.add_argument("--batch-size", type=int, default=500, help="Messages per write call.")
    p.add_argument("--skip-embedding-throughput", action="store_true")
    p.add_argument("--repeat", type=int, default=3, help="Runs of the embedding throughput.")
    p.add_argument("--keep", action="store_true", help="Keep the bench tenants' data.")
    p.add_argument("--results-md", action="store_true", help="Update bench/RESULTS.md.")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if not (data_dir() / "factconsolidation_sh_6k.json").exists():
        console.print(f"[red]FactConsolidation data not found under {data_dir()}[/red]")
        return 2
    settings = get_settings()
    started_server = ensure_neo4j(settings)
    try:
        with connect(settings) as driver:
            apply_schema(driver)
            reader = Reader(driver)
            embedder: Embedder | None = None
            if args.with_embeddings:
                from chronofact.extractors.embeddings import embed

                embedder = embed
            files = [run_file(driver, reader, size, args, embedder) for size in SPLITS[args.split]]
            embedding = None
            if not args.skip_embedding_throughput:
                embedding = run_embedding_throughput(driver, args.batch_size, args.repeat)
            machine = machine_info(driver, settings)
    finally:
        if started_server:
            stop_neo4j(settings)
    report: dict[str, Any] = {"splits": {}}
    if OUT_JSON.exists():
        report = json.loads(OUT_JSON.read_text())
    report["date"] = datetime.now(UTC).date().isoformat()
    report["machine"] = machine
    report.setdefault("splits", {})[args.split] = {
        "files": files,
        "with_embeddings": args.with_embeddings,
        "batch_size": args.batch_size,
        "run_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    if embedding is not None:
        report["embedding_throughput"] = embedding
    write_json(OUT_JSON, report)
    console.print(table(args.split, files))
    if embedding is not None:
        console.print(
            f"ingest with embeddings (6k, model loaded): median {embedding['msgs_per_s']:,.1f} "
            f"msg/s of {embedding['msgs_per_s_runs']} "
            f"(target {TARGET_EMBED_RATE:.0f}); model load {embedding['model_load_s']} s"
        )
    console.print(f"JSON: {OUT_JSON}")
    if args.results_md:
        update_results_section(SECTION, markdown(report))
        console.print("bench/RESULTS.md updated (## FactConsolidation)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
