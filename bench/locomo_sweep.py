"""LoCoMo tuning sweep: Recall@10 per category for several `RecallTuning`s in one process.

    python -m bench.locomo_bench --split dev --keep --fast      # once: ingest, keep the tenant
    python -m bench.locomo_sweep --tenant bench_locomo_<id> '{}' '{"entity_boost": 0.3}' ...

Development split only (the conversations of `locomo_bench.SPLITS["dev"]`), precomputed query
embeddings (the bench's cache), no baselines: one line per configuration, so a knob can be
tried in about a minute instead of a full bench run. Repeat `'{}'` to see the run-to-run noise
(about +-1 point on multi-hop, +-0.5 overall on the reference machine).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import timedelta
from typing import Any

from bench.locomo_bench import DATA, SPLITS, EmbeddingCache, refs_of, turns_of
from bench.locomo_report import ORDER
from bench.retrieval_metrics import aggregate, clean_evidence, distinct, score
from chronofact.config import Settings
from chronofact.graph.neo4j import connect
from chronofact.graph.recall import Recall, RecallQuery, RecallTuning, present_recall


def questions(
    conv_ids: tuple[str, ...],
) -> list[tuple[str, Any, dict[str, Any], list[float], list[str]]]:
    data = {c["sample_id"]: c for c in json.loads(DATA.read_text())}
    cache = EmbeddingCache()
    out = []
    for conv_id in conv_ids:
        conv = data[conv_id]
        turns = turns_of(conv)
        known = {t.ref for t in turns}
        asked_at = max(t.when for t in turns) + timedelta(days=1)
        qs = [q for q in conv["qa"] if q.get("question")]
        vectors = cache.get([q["question"] for q in qs])
        for qa, vector in zip(qs, vectors, strict=True):
            gold = clean_evidence(qa.get("evidence") or [], known)
            if gold:
                out.append((conv_id, asked_at, qa, vector.tolist(), gold))
    cache.save()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--tenant", required=True, help="A kept bench tenant (dev split).")
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("configs", nargs="+", help="JSON of RecallTuning fields, one each.")
    args = parser.parse_args(argv)
    settings = Settings()
    driver = connect(settings)
    todo = questions(SPLITS["dev"])
    try:
        for text in args.configs:
            config = json.loads(text)
            engine = Recall(driver, settings.neo4j_database, tuning=RecallTuning(**config))
            rows: list[dict[str, Any]] = []
            latencies: list[float] = []
            for conv_id, asked_at, qa, vector, gold in todo:
                started = time.perf_counter()
                found = present_recall(
                    engine.recall(
                        RecallQuery(
                            qa["question"],
                            tenant=args.tenant,
                            namespace=conv_id,
                            k=args.k,
                            asked_at=asked_at,
                            embedding=vector,
                        )
                    )
                )
                latencies.append(time.perf_counter() - started)
                ranked = distinct(refs_of(found["results"]))
                rows.append({"category": qa["category"], **score(ranked, gold)})
            agg = aggregate(rows, ORDER)
            latencies.sort()
            cells = " ".join(f"{c}:{100 * agg[str(c)]['r10']:.1f}" for c in ORDER)
            print(
                f"{json.dumps(config)}  {cells} overall:{100 * agg['overall']['r10']:.1f}  "
                f"p50 {1000 * latencies[len(latencies) // 2]:.0f} ms",
                flush=True,
            )
    finally:
        driver.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
