"""Precision / recall / F1 and throughput of ``extract_claims``.

Usage::

    python bench/extraction_quality.py [path/to/labelled_claims.jsonl]

A predicted claim matches a gold claim when subject (casefolded),
predicate, object-or-value (casefolded) and polarity are all equal.
Micro-averaged over all sentences; each gold claim can be matched once.
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from chronofact.extractors.claims import Claim, extract_claims  # noqa: E402

DEFAULT_PATH = ROOT / "tests" / "unit" / "extractors" / "labelled_claims.jsonl"

Key = tuple[str, str, str, bool]


def _parse_time(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def _gold_key(c: dict[str, Any]) -> Key:
    target = c.get("object") or c.get("value") or ""
    return (
        str(c["subject"]).casefold(),
        str(c["predicate"]),
        str(target).casefold(),
        bool(c["polarity"]),
    )


def _pred_key(c: Claim) -> Key:
    target = c.object or c.value or ""
    return (c.subject.casefold(), c.predicate, target.casefold(), c.polarity)


def load(path: Path) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rows.append(json.loads(line))
    return rows


def evaluate(rows: list[dict[str, Any]], verbose: bool = False) -> dict[str, float]:
    tp = fp = fn = 0
    per_pred: dict[str, Counter[str]] = {}
    for row in rows:
        observed = _parse_time(row["observed_at"])
        predicted = [_pred_key(c) for c in extract_claims(row["text"], row["speaker"], observed)]
        gold = [_gold_key(c) for c in row["claims"]]
        remaining = Counter(gold)
        for p in predicted:
            stats = per_pred.setdefault(p[1], Counter())
            if remaining[p] > 0:
                remaining[p] -= 1
                tp += 1
                stats["tp"] += 1
            else:
                fp += 1
                stats["fp"] += 1
                if verbose:
                    print(f"  FP {p}  <- {row['text']!r}")
        for g, n in remaining.items():
            if n > 0:
                fn += n
                per_pred.setdefault(g[1], Counter())["fn"] += n
                if verbose:
                    print(f"  FN {g}  <- {row['text']!r}")
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    if verbose:
        print(f"{'predicate':<22}{'tp':>5}{'fp':>5}{'fn':>5}")
        for pred in sorted(per_pred):
            s = per_pred[pred]
            print(f"{pred:<22}{s['tp']:>5}{s['fp']:>5}{s['fn']:>5}")
    return {"tp": tp, "fp": fp, "fn": fn, "precision": precision, "recall": recall, "f1": f1}


def throughput(rows: list[dict[str, Any]], min_seconds: float = 1.0) -> float:
    """Sentences per second (repeats the labelled set; temporal cache warm)."""
    items = [(r["text"], r["speaker"], _parse_time(r["observed_at"])) for r in rows]
    n = 0
    start = time.perf_counter()
    while True:
        for text, speaker, observed in items:
            extract_claims(text, speaker, observed)
        n += len(items)
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds:
            return n / elapsed


def throughput_uncached(rows: list[dict[str, Any]], repeats: int = 20) -> float:
    """Sentences per second with a distinct observation time per call.

    Defeats the memoisation of ``dateparser`` results, so every temporal
    expression is parsed afresh (worst case).
    """
    base = min(_parse_time(r["observed_at"]) for r in rows)
    items = [(r["text"], r["speaker"]) for r in rows]
    n = 0
    start = time.perf_counter()
    for rep in range(repeats):
        for i, (text, speaker) in enumerate(items):
            extract_claims(text, speaker, base + timedelta(minutes=rep * len(items) + i))
            n += 1
    return n / (time.perf_counter() - start)


def main(argv: list[str]) -> int:
    args = [a for a in argv[1:] if not a.startswith("-")]
    path = Path(args[0]) if args else DEFAULT_PATH
    rows = load(path)
    verbose = "-v" in argv
    cold_start = time.perf_counter()
    evaluate(rows)
    cold = len(rows) / (time.perf_counter() - cold_start)
    splits = sorted({str(r.get("split", "all")) for r in rows})
    results: dict[str, dict[str, float]] = {}
    for split in splits:
        subset = [r for r in rows if str(r.get("split", "all")) == split]
        if verbose:
            print(f"[{split}]")
        results[split] = evaluate(subset, verbose=verbose)
    if len(splits) > 1:
        results["all"] = evaluate(rows)
    n_gold = sum(len(r["claims"]) for r in rows)
    print(f"labelled set: {path} ({len(rows)} sentences, {n_gold} gold claims)")
    print(
        f"{'split':<10}{'sents':>6}{'gold':>6}{'tp':>5}{'fp':>5}{'fn':>5}"
        f"{'precision':>11}{'recall':>8}{'F1':>7}"
    )
    for split, m in results.items():
        subset = (
            rows if split == "all" else [r for r in rows if str(r.get("split", "all")) == split]
        )
        gold = sum(len(r["claims"]) for r in subset)
        print(
            f"{split:<10}{len(subset):>6}{gold:>6}{m['tp']:>5.0f}{m['fp']:>5.0f}"
            f"{m['fn']:>5.0f}{m['precision']:>11.3f}{m['recall']:>8.3f}{m['f1']:>7.3f}"
        )
    print(f"{'throughput, first pass incl. dateparser warm-up (sent/s)':<58}{cold:>8.0f}")
    print(f"{'throughput, warm (sent/s)':<58}{throughput(rows):>8.0f}")
    print(f"{'throughput, no dateparser cache hits (sent/s)':<58}{throughput_uncached(rows):>8.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
