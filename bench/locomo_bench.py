"""LoCoMo retrieval benchmark: Recall@k of `POST /v1/recall`'s engine against the evidence turns.

    python -m bench.locomo_bench [--split dev|eval] [--k 10] [--limit-conversations N]
                                 [--keep] [--reuse-tenant T] [--results-md]

Data: `shared/data/locomo/locomo10.json` (see its SOURCE.md). Development conversations
(conv-26, conv-30, conv-41, conv-42, conv-43) are the only ones used for tuning; the evaluation
conversations (conv-44, 47, 48, 49, 50) are for reporting: a run on them is checked against and
recorded in the evaluation ledger (`bench/eval_ledger.py`: one run per configuration unless
`--allow-rerun`).

What it does, in one unique tenant (`bench_locomo_<uuid>`, deleted at the end unless --keep):

1. Ingests each conversation into its own namespace (its `sample_id`), session by session in
   order, through `chronofact.graph.ingest.ingest_messages` (the same code as `POST /v1/ingest`,
   with the statement embedder): every turn is a `:Source` (ref = its dia_id, observed at the
   session's timestamp, taken as UTC), and the rule-based extractor turns what it can into
   facts. A turn that shares an image carries its BLIP caption as `[shares <caption>]` at the
   end of its text (the `query` field of the data, the image-search phrase, is not used).
2. Checks that ingest gave every turn what recall searches messages by
   (`chronofact.graph.recall.source_search`): `search_text` = the previous turn of the same sitting
   and this turn, `<speaker>: <text>` each; `embedding` = MiniLM of `<speaker>: <text>`.
3. Asks every question (asked at the end of its conversation, so "last year" resolves as the
   speakers meant it) with the service's default recall (k results, default trust floor,
   sources included, the query embedded inside each timed call), and scores the distinct source
   refs of the ranked results, in order (a fact contributes its sources, a source its ref).
4. Runs the baselines in the same process on the same turns: BM25 over the turns (one turn =
   one item, `<speaker>: <text>`), brute-force cosine over the same MiniLM turn embeddings,
   and their reciprocal rank fusion (k = 60).

Scoring: `retrieval_metrics` (Recall@1/5/10, MRR, NDCG@10 over distinct refs). Evidence ids are
cleaned (`clean_evidence`); a question left without a resolvable id is skipped and counted.
Category 5 (adversarial) questions do have evidence ids (the turn that holds the real fact):
they are scored like the others and included in "overall", as in the paper.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from bench import eval_ledger
from bench.bm25 import BM25
from bench.common import (
    OUT_DIR,
    console,
    data_root,
    delete_tenant,
    ensure_neo4j,
    machine_info,
    results_target,
    summarize,
    update_results_section,
    write_json,
)
from bench.locomo_report import ORDER, eval_result, pct, results_md, table
from bench.provenance import measured
from bench.retrieval_metrics import (
    aggregate,
    clean_evidence,
    distinct,
    rank_by,
    rrf,
    score,
)
from chronofact.config import Settings
from chronofact.extractors.embeddings import embed
from chronofact.graph.ingest import Message, ingest_messages
from chronofact.graph.models import Context
from chronofact.graph.neo4j import apply_schema, connect
from chronofact.graph.recall import (
    Recall,
    RecallQuery,
    RecallTuning,
    present_recall,
    speaker_line,
)
from chronofact.graph.write import Writer

DATA = data_root() / "locomo" / "locomo10.json"
SPLITS = {
    "dev": ("conv-26", "conv-30", "conv-41", "conv-42", "conv-43"),
    "eval": ("conv-44", "conv-47", "conv-48", "conv-49", "conv-50"),
}
EMBED_CACHE = OUT_DIR / "locomo_embeddings.npz"
SECTION = "Recall (LoCoMo)"


@dataclass(frozen=True)
class Turn:
    ref: str
    speaker: str
    text: str
    session: int
    when: datetime


def turns_of(conv: dict[str, Any]) -> list[Turn]:
    c = conv["conversation"]
    out: list[Turn] = []
    n = 1
    while f"session_{n}" in c:
        when = datetime.strptime(c[f"session_{n}_date_time"], "%I:%M %p on %d %B, %Y")
        for t in c[f"session_{n}"]:
            text = str(t.get("text") or "")
            if t.get("blip_caption"):
                text = f"{text} [shares {t['blip_caption']}]"
            out.append(Turn(t["dia_id"], t["speaker"], text, n, when.replace(tzinfo=UTC)))
        n += 1
    return out


class EmbeddingCache:
    """MiniLM vectors by text hash, kept in bench/out between runs (it only saves time)."""

    def __init__(self, path: Path = EMBED_CACHE) -> None:
        self.path = path
        self.vectors: dict[str, np.ndarray] = {}
        if path.exists():
            with np.load(path) as data:
                self.vectors = {k: data[k] for k in data.files}
        self.dirty = False

    @staticmethod
    def _key(text: str) -> str:
        return hashlib.sha1(text.encode()).hexdigest()

    def get(self, texts: list[str]) -> np.ndarray:
        todo = sorted({t for t in texts if self._key(t) not in self.vectors})
        if todo:
            for text, vector in zip(todo, embed(todo), strict=True):
                self.vectors[self._key(text)] = np.asarray(vector, dtype=np.float32)
            self.dirty = True
        return np.stack([self.vectors[self._key(t)] for t in texts])

    def save(self) -> None:
        if self.dirty:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            np.savez(self.path, **self.vectors)  # type: ignore[arg-type]
            self.dirty = False


def ingest_conversation(
    writer: Writer, tenant: str, conv_id: str, turns: list[Turn]
) -> dict[str, Any]:
    ctx = Context(tenant=tenant, namespace=conv_id, actor="bench")
    started = time.perf_counter()
    result = ingest_messages(
        writer,
        ctx,
        [Message(id=t.ref, text=t.text, timestamp=t.when, speaker=t.speaker) for t in turns],
        source_kind="conversation",
        conversation_ref=conv_id,
    )
    ingest_s = time.perf_counter() - started
    # what recall searches a message by is set by ingest itself; check that it did
    records, _, _ = writer.driver.execute_query(
        "MATCH (s:Source) WHERE s.tenant = $tenant AND s.namespace = $ns "
        "AND s.search_text IS NOT NULL AND s.embedding IS NOT NULL RETURN count(s) AS n",
        tenant=tenant,
        ns=conv_id,
    )
    searchable = int(records[0]["n"])
    if searchable != len(turns):
        raise RuntimeError(f"{conv_id}: {searchable} of {len(turns)} sources are searchable")
    return {
        "turns": len(turns),
        "facts": len(result.facts),
        "sources_stored": result.sources_stored,
        "changes_resolved": result.counts.get("changes_resolved", 0),
        "ingest_s": round(ingest_s, 1),
    }


def refresh_analytics(settings: Settings, tenant: str, conv_id: str) -> dict[str, Any]:
    """`chronofact analytics refresh` of one conversation's namespace (importance, communities,
    suggestions), so recall's importance prior has something to read."""
    from chronofact.graph.analytics.projection import gds_client
    from chronofact.graph.analytics.refresh import refresh_partition

    gds = gds_client(settings)
    try:
        done = refresh_partition(gds, tenant, conv_id)
    finally:
        gds.close()
    return {"entities": done.entities, "links": done.links, "communities": done.communities}


def refs_of(results: list[dict[str, Any]]) -> list[str | None]:
    refs: list[str | None] = []
    for r in results:
        if r["kind"] == "fact":
            refs.extend(s.get("ref") for s in r["fact"].get("sources") or [])
        else:
            refs.append(r["source"].get("ref"))
    return refs


def run(args: argparse.Namespace) -> dict[str, Any]:
    settings = Settings()
    ensure_neo4j(settings)
    driver = connect(settings)
    apply_schema(driver)
    info = machine_info(driver, settings)
    data = {c["sample_id"]: c for c in json.loads(DATA.read_text())}
    conv_ids = list(SPLITS[args.split])[: args.limit_conversations or None]
    tenant = args.reuse_tenant or f"bench_locomo_{uuid.uuid4().hex[:10]}"
    if args.keep:
        console.print(f"tenant: {tenant}")
    cache = EmbeddingCache()
    writer = Writer(driver, settings.neo4j_database, embedder=embed)
    tuning = RecallTuning(**json.loads(args.tuning)) if args.tuning else RecallTuning()
    engine = Recall(driver, settings.neo4j_database, tuning=tuning)
    rows: list[dict[str, Any]] = []
    base_rows: dict[str, list[dict[str, Any]]] = {"bm25": [], "cosine": [], "rrf": []}
    latencies: list[float] = []
    context_tokens: list[int] = []
    ingest: dict[str, Any] = {}
    skipped = 0
    try:
        for conv_id in conv_ids:
            conv = data[conv_id]
            turns = turns_of(conv)
            if args.reuse_tenant is None:
                console.print(f"[bold]{conv_id}[/bold]: ingesting {len(turns)} turns ...")
                ingest[conv_id] = ingest_conversation(writer, tenant, conv_id, turns)
                if args.analytics:
                    ingest[conv_id]["analytics"] = refresh_analytics(settings, tenant, conv_id)
                console.print(f"  {ingest[conv_id]}")
            known = {t.ref for t in turns}
            ids = [t.ref for t in turns]
            turn_vectors = cache.get([speaker_line(t.text, t.speaker) for t in turns])
            bm25 = BM25([speaker_line(t.text, t.speaker) for t in turns])
            questions = [q for q in conv["qa"] if q.get("question")]
            q_vectors = cache.get([q["question"] for q in questions])
            cache.save()
            asked_at = max(t.when for t in turns) + timedelta(days=1)
            for qi, qa in enumerate(questions):
                gold = clean_evidence(qa.get("evidence") or [], known)
                if not gold:
                    skipped += 1
                    continue
                request = RecallQuery(
                    qa["question"],
                    tenant=tenant,
                    namespace=conv_id,
                    k=args.k,
                    asked_at=asked_at,
                    embedding=q_vectors[qi].tolist() if args.fast else None,
                )
                t0 = time.perf_counter()
                found = present_recall(engine.recall(request))
                latencies.append(time.perf_counter() - t0)
                context_tokens.append(int(found["context_tokens"]))
                ranked = distinct(refs_of(found["results"]))
                row = {"category": qa["category"], **score(ranked, gold)}
                rows.append(row)
                if args.dump:
                    row["question"] = qa["question"]
                    row["gold"] = gold
                    row["ranked"] = ranked[:10]
                    row["kinds"] = [r["kind"] for r in found["results"]]
                # baselines on the same turns
                cos = turn_vectors @ q_vectors[qi]
                by_bm25 = rank_by(bm25.score_list(qa["question"]), ids)
                by_cos = rank_by([float(x) for x in cos], ids)
                for name, ranking in (
                    ("bm25", by_bm25),
                    ("cosine", by_cos),
                    ("rrf", rrf([by_bm25, by_cos])),
                ):
                    base_rows[name].append({"category": qa["category"], **score(ranking, gold)})
            done = aggregate(rows, ORDER)["overall"]
            console.print(
                f"  {len(rows)} questions so far: R@10 {pct(done['r10'])}  "
                f"(BM25 {pct(aggregate(base_rows['bm25'], ORDER)['overall']['r10'])})"
            )
    finally:
        cache.save()
        if not args.keep and args.reuse_tenant is None:
            delete_tenant(driver, tenant)
        driver.close()
    lat = summarize(latencies)
    report: dict[str, Any] = {
        "benchmark": "locomo_recall",
        "split": args.split,
        "conversations": conv_ids,
        "k": args.k,
        "date": datetime.now(UTC).date().isoformat(),
        "machine": info,
        "tuning": tuning.__dict__,
        "fast_mode": bool(args.fast),
        "torch_threads": args.torch_threads,
        "questions_scored": len(rows),
        "questions_skipped_no_evidence": skipped,
        "ingest": ingest,
        "system": aggregate(rows, ORDER),
        "baselines": {name: aggregate(r, ORDER) for name, r in base_rows.items()},
        "latency_ms": lat.as_dict(),
        "context_tokens": {
            "mean": round(statistics.fmean(context_tokens), 1) if context_tokens else None,
            "max": max(context_tokens) if context_tokens else None,
        },
    }
    if args.dump:
        report["rows"] = rows
    return report


def trial_of(args: argparse.Namespace) -> str:
    """What makes this run a trial rather than a result (empty for a full run)."""
    parts = [
        f"--tuning {args.tuning}" if args.tuning else "",
        "--fast (precomputed query embeddings)" if args.fast else "",
        f"--limit-conversations {args.limit_conversations}" if args.limit_conversations else "",
        f"--reuse-tenant {args.reuse_tenant}" if args.reuse_tenant else "",
    ]
    return ", ".join(p for p in parts if p)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--split", choices=sorted(SPLITS), default="dev")
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--limit-conversations", type=int, default=0)
    parser.add_argument("--keep", action="store_true", help="Keep the bench tenant's data.")
    parser.add_argument("--reuse-tenant", help="Query an already ingested tenant (with --keep).")
    parser.add_argument("--tuning", help="JSON of RecallTuning fields (development only).")
    parser.add_argument("--fast", action="store_true", help="Precomputed query embeddings.")
    parser.add_argument(
        "--analytics",
        action="store_true",
        help="Run the analytics refresh (GDS) on each conversation after its ingest.",
    )
    parser.add_argument("--dump", action="store_true", help="Keep per-question rows in JSON.")
    parser.add_argument(
        "--torch-threads",
        type=int,
        default=1,
        help="Intra-op threads of the embedding model (1: a single short query embeds fastest "
        "and steadiest on a busy 2-core machine; see the report).",
    )
    eval_ledger.add_arguments(parser)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    import torch

    torch.set_num_threads(args.torch_threads)
    if args.split == "eval" and args.tuning:
        print("--tuning is for the development split only", file=sys.stderr)
        return 2
    tuning = RecallTuning(**json.loads(args.tuning)) if args.tuning else RecallTuning()
    config = {"k": args.k, "tuning": tuning.__dict__}
    guard = eval_ledger.guard("locomo", args.split, config, args)
    if guard is None:
        return 2
    with measured() as prov:
        report = run(args)
    report["provenance"] = prov.as_dict()
    report["trial"] = trial_of(args)
    name = f"locomo_{args.split}{'_trial' if report['trial'] else ''}.json"
    path = write_json(OUT_DIR / name, report)
    console.print(table(report))
    console.print(f"latency ms: {report['latency_ms']}  context: {report['context_tokens']}")
    console.print(f"JSON: {path}")
    target = results_target(args, trial=bool(report["trial"]))
    guard.record(report["provenance"], eval_result(report), target)
    if target is not None:
        reports = {}
        for split in ("dev", "eval"):
            saved = OUT_DIR / f"locomo_{split}.json"
            if split == args.split:
                reports[split] = report
            elif saved.exists():
                reports[split] = json.loads(saved.read_text())
        update_results_section(SECTION, results_md(reports), target)
        console.print(f"{target} updated (## {SECTION}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
