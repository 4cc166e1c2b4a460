"""A fingerprint of recall's output, to show a refactor changed nothing.

Ingests the first LoCoMo dev conversation (conv-26) into a tenant once, then asks recall a fixed
set of questions (its first questions, and some with a given basis, trust floor, history or
sources off, a small token budget) and prints one hash over everything recall returned for them:
the ranked result ids, rounded scores, current flags, signals, history and contradiction ids, the
context strings and the temporal intent. Diagnostics (timings) are left out; so is the moment
"now" (the basis of a question without one), which the context header shows as a day.

    python -m bench.recall_fingerprint                  # ingest into a fresh tenant, then ask
    python -m bench.recall_fingerprint --tenant T       # ask again over tenant T (no ingest)

Compare two runs over the same tenant (ids are given at ingest, so a fresh tenant has other
ids; `content` hashes the same answers without ids, to compare across tenants). The JSON of
every answer goes to `bench/out/recall_fingerprint_<label>.json` for a diff when they differ.

Caveat: fulltext scores use index-wide statistics (every tenant's documents), so in a database
others write to meanwhile, the same code can give another hash minutes later (a few
`source_text` ranks move). Compare runs with no other writes in between, or run the old and
the new code back to back, question by question.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.common import OUT_DIR, console
from bench.locomo_bench import DATA, ingest_conversation, turns_of
from chronofact.config import Settings
from chronofact.extractors.embeddings import embed
from chronofact.graph.neo4j import apply_schema, connect
from chronofact.graph.recall import Recall, RecallQuery, RecallTuning, present_recall
from chronofact.graph.write import Writer

CONVERSATION = "conv-26"
QUESTIONS = 40
"""Plain questions (the conversation's first ones with a question text)."""

INDEX_QUESTIONS = 12
"""Questions also asked over the vector-index path (twice: the second time with share hints)."""

ID_KEYS = frozenset({"id", "matched", "tx_id", "tx_in", "tx_out"})


def requests(questions: list[str], tenant: str, asked_at: datetime) -> list[RecallQuery]:
    """The fixed question set: plain questions, then variants of some with other options."""
    base = [
        RecallQuery(q, tenant=tenant, namespace=CONVERSATION, asked_at=asked_at) for q in questions
    ]
    then = datetime(2023, 6, 1, tzinfo=UTC)
    varied: list[RecallQuery] = []
    for i, q in enumerate(questions[:12]):
        option: dict[str, Any] = [
            {"valid_at": then},
            {"known_at": asked_at - timedelta(days=30)},
            {"min_trust": "raw", "k": 20},
            {"include_sources": False},
            {"include_history": False, "include_disputed": True},
            {"token_budget": 60, "k": 5},
        ][i % 6]
        varied.append(
            RecallQuery(q, tenant=tenant, namespace=CONVERSATION, asked_at=asked_at, **option)
        )
    return base + varied


def stable(answer: dict[str, Any], request: RecallQuery) -> dict[str, Any]:
    """What the fingerprint covers: the answer without diagnostics and without "now"."""
    out = {k: v for k, v in answer.items() if k != "diagnostics"}
    out["modes"] = {
        k: v.get("mode") for k, v in answer["diagnostics"].items() if isinstance(v, dict)
    }
    basis = dict(out["basis"])
    if request.known_at is None:
        basis["known_at"] = "<now>"  # latest: the clock reading
        if request.valid_at is None and not basis.get("from_question"):
            basis["valid_at"] = "<now>"
    out["basis"] = basis
    today = datetime.now(UTC).date().isoformat()
    out["context"] = str(out["context"]).replace(f"valid {today}", "valid <today>")
    return out


def without_ids(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: without_ids(v) for k, v in value.items() if k not in ID_KEYS}
    if isinstance(value, list):
        return [without_ids(v) for v in value]
    return value


def digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tenant", help="ask over this tenant (already ingested)")
    parser.add_argument("--label", default="run", help="name of the JSON dump in bench/out")
    parser.add_argument("--data", type=Path, default=DATA, help="path of locomo10.json")
    args = parser.parse_args()
    settings = Settings()
    driver = connect(settings)
    apply_schema(driver, settings.neo4j_database)
    conv = next(c for c in json.loads(args.data.read_text()) if c["sample_id"] == CONVERSATION)
    turns = turns_of(conv)
    tenant = args.tenant or f"bench_fp_{uuid.uuid4().hex[:10]}"
    if args.tenant is None:
        writer = Writer(driver, settings.neo4j_database, embedder=embed)
        console.print(f"ingesting {len(turns)} turns into tenant {tenant} ...")
        console.print(ingest_conversation(writer, tenant, CONVERSATION, turns))
    asked_at = max(t.when for t in turns) + timedelta(days=1)
    questions = [str(q["question"]) for q in conv["qa"] if q.get("question")][:QUESTIONS]
    engine = Recall(driver, settings.neo4j_database)
    answers: list[dict[str, Any]] = []
    for request in requests(questions, tenant, asked_at):
        answers.append(stable(present_recall(engine.recall(request)), request))
    # the vector-index path (over-fetch, share hints, exact fallback) in the same partition:
    # tiny exact limits send it there; the index holds every tenant's vectors, so this hash can
    # also move when other tenants write meanwhile
    small = RecallTuning(exact_limit=10, exact_fallback_limit=30)
    indexed = Recall(driver, settings.neo4j_database, tuning=small)
    index_answers = [
        stable(present_recall(indexed.recall(request)), request)
        for request in requests(questions[:INDEX_QUESTIONS], tenant, asked_at) * 2
    ]
    driver.close()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    dump = OUT_DIR / f"recall_fingerprint_{args.label}.json"
    dump.write_text(
        json.dumps(
            {"exact": answers, "index": index_answers}, indent=1, sort_keys=True, default=str
        )
    )
    console.print(f"tenant {tenant}: {len(answers)} questions, answers in {dump}")
    console.print(f"fingerprint (ids, scores, contexts): {digest(answers)}")
    console.print(f"content (without ids):             {digest(without_ids(answers))}")
    console.print(f"vector-index path:                 {digest(index_answers)}")


if __name__ == "__main__":
    main()
