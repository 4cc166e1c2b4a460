"""Steady facts: does a later message that changes nothing leave the fact current?

The everyday-changes bench (`bench/change_bench.py`) rewards ending an old value whenever a
later message seems to say it changed. Its counterweight is this control: a first message
states a value (m1), a later one talks about the same person and topic without changing it
(m2: "Work at Allegro is mental right now", "my sister just moved to Leeds" with the speaker
in York, "thinking about leaving Allegro", "Allegro moved offices to Wola"), and the value must
still be current. Same case format as the change sets, with `new` equal to `old`; same REST
path (each case in a fresh namespace, m1 on 2025-01-10, m2 on 2025-09-15).

Per case:

- **read** - m1 wrote a fact holding `old` (without it there is nothing to keep; an extraction
  miss, counted apart);
- **wrongly ended** - read, and after m2 the point query (`GET /v1/facts?subject=&predicate=`,
  now, latest knowledge) of the slot m1 wrote returns no fact holding `old`: m2 ended or
  replaced a value that still holds (the rate is over read cases; lower is better);
- **kept@1** - `POST /v1/recall` of the `now` question: the first result is a fact holding
  `old` and marked current (what an agent would be told);
- **as-of@1** - the `then` question's first result is a fact holding `old`.

Sets: `steady_s33a` (`bench/data/steady_s33a.json`, for tuning) and `steady_s33b` (held for
reporting). `tests/unit/test_steady_bench.py` checks the scoring on hand-made answers.

    python -m bench.steady_bench --sets steady_s33a --results /tmp/x.md
"""

from __future__ import annotations

import argparse
import sys
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from bench.change_bench import (
    M1_AT,
    M2_AT,
    Case,
    RestRunner,
    first_fact_holds,
    holds,
    load_cases,
    pct,
)
from bench.common import results_target, update_results_section, write_json
from bench.provenance import measured, provenance_line

BENCH_DIR = Path(__file__).resolve().parent
OUT_DIR = BENCH_DIR / "out"
SECTION = "Steady facts (no-change control, over REST)"
METRICS = ("read", "wrongly_ended", "kept_at_1", "asof_at_1")


@dataclass(frozen=True)
class SteadyScore:
    """The outcomes of one case."""

    read: bool
    wrongly_ended: bool
    kept_at_1: bool
    asof_at_1: bool


def still_held(point_answers: Sequence[Mapping[str, Any]], old: str) -> bool:
    """Some fact of the point queries (one answer per slot m1 wrote) still holds `old`."""
    return any(holds(f, old) for answer in point_answers for f in answer.get("facts") or [])


def kept_first(results: Sequence[Mapping[str, Any]], old: str) -> bool:
    """The first recall result is a fact holding `old`, marked current."""
    return first_fact_holds(results, old) and results[0].get("current") is True


def score_steady(
    case: Case,
    written_m1: Sequence[Mapping[str, Any]],
    point_answers: Sequence[Mapping[str, Any]],
    now: Mapping[str, Any],
    then: Mapping[str, Any],
) -> SteadyScore:
    """Score one case from m1's written facts, the point queries after m2 and the two recall
    answers (the JSON of the REST calls)."""
    read = any(holds(f, case.old) for f in written_m1)
    return SteadyScore(
        read=read,
        wrongly_ended=read and not still_held(point_answers, case.old),
        kept_at_1=kept_first(now.get("results") or [], case.old),
        asof_at_1=first_fact_holds(then.get("results") or [], case.old),
    )


def rates(scores: Sequence[SteadyScore]) -> dict[str, float | None]:
    """`read`, `kept_at_1` and `asof_at_1` over all cases; `wrongly_ended` over read cases."""
    read = [s for s in scores if s.read]
    return {
        "read": sum(s.read for s in scores) / len(scores) if scores else None,
        "wrongly_ended": sum(s.wrongly_ended for s in read) / len(read) if read else None,
        "kept_at_1": sum(s.kept_at_1 for s in scores) / len(scores) if scores else None,
        "asof_at_1": sum(s.asof_at_1 for s in scores) / len(scores) if scores else None,
    }


def _slots(written: Sequence[Mapping[str, Any]], old: str) -> list[tuple[str, str]]:
    """The (subject, predicate) of each m1 fact holding `old`, once each."""
    out: list[tuple[str, str]] = []
    for fact in written:
        subject = (fact.get("subject") or {}).get("name")
        pair = (str(subject), str(fact.get("predicate")))
        if holds(fact, old) and subject and pair not in out:
            out.append(pair)
    return out


def run_case(runner: RestRunner, case: Case, set_name: str) -> dict[str, Any]:
    namespace = f"{set_name}-{case.id}-{uuid.uuid4().hex[:6]}"
    written = runner.ingest(namespace, f"{case.id}-m1", case.speaker, case.m1, M1_AT)
    runner.ingest(namespace, f"{case.id}-m2", case.speaker, case.m2, M2_AT)
    points = [
        runner.get("/v1/facts", {"subject": s, "predicate": p, "namespace": namespace})
        for s, p in _slots(written, case.old)
    ]
    now = runner.post("/v1/recall", {"query": case.now, "k": 5, "namespace": namespace})
    then = runner.post("/v1/recall", {"query": case.then, "namespace": namespace})
    score = score_steady(case, written, points, now, then)
    top = (now.get("results") or [{}])[0]
    return {
        "id": case.id,
        "category": case.category,
        **asdict(score),
        "now_first": (top.get("fact") or {}).get("statement") or "(no fact)",
    }


def results_md(report: dict[str, Any]) -> str:
    """The RESULTS.md section."""
    lines = [
        "A no-change control for the everyday-changes bench (`bench/steady_bench.py`): m1 "
        "states a value, m2 talks about the same person and topic without changing it (change "
        "words about another thing, someone else's change, a plan or a question, the value "
        "reaffirmed or seen in a new light). Over REST, each case in a fresh namespace. "
        "`read`: m1 wrote a fact holding the value; `wrongly ended`: of the read cases, the "
        "share whose value m2 ended or replaced (lower is better); `kept@1`: the `now` "
        "question's first result is the value, current; `as-of@1`: the `then` question's.",
        "",
        "| set | cases | read | wrongly ended (lower is better) | kept@1 | as-of@1 |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for name, part in report["sets"].items():
        r = part["rates"]
        lines.append(
            f"| {name} | {part['cases']} | {pct(r['read'])} | {pct(r['wrongly_ended'])} "
            f"| {pct(r['kept_at_1'])} | {pct(r['asof_at_1'])} |"
        )
    lines += ["", provenance_line(report.get("provenance"))]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> dict[str, Any]:
    report: dict[str, Any] = {"benchmark": "steady_facts", "sets": {}}
    with RestRunner(args.extractor) as runner:
        for name in [s for s in args.sets.split(",") if s]:
            cases = load_cases(BENCH_DIR / "data" / f"{name}.json")
            rows = [run_case(runner, c, name) for c in cases[: args.limit or None]]
            scores = [SteadyScore(**{m: row[m] for m in METRICS}) for row in rows]
            report["sets"][name] = {"cases": len(rows), "rates": rates(scores), "rows": rows}
            print(
                f"{name}: {len(rows)} cases: "
                + ", ".join(f"{m} {pct(v)}" for m, v in rates(scores).items())
            )
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--sets", default="steady_s33a", help="Comma list of set names.")
    parser.add_argument("--extractor", help="rules | conversation | llm (per ingest request).")
    parser.add_argument("--limit", type=int, default=0, help="First N cases per set (trial).")
    parser.add_argument(
        "--verbose", action="store_true", help="Print the id of every wrongly ended case."
    )
    parser.add_argument("--results-md", action="store_true", help="Update bench/RESULTS.md.")
    parser.add_argument("--results", type=Path, help="Write the section into this file instead.")
    args = parser.parse_args(argv)
    with measured() as prov:
        report = run(args)
    report["provenance"] = prov.as_dict()
    if args.verbose:
        for name, part in report["sets"].items():
            for row in part["rows"]:
                if row["wrongly_ended"] or not row["read"]:
                    flag = "ENDED" if row["wrongly_ended"] else "unread"
                    print(f"{name} {row['id']} [{row['category']}] {flag}: {row['now_first']}")
    path = write_json(OUT_DIR / "steady_facts.json", report)
    print(f"JSON: {path}")
    target = results_target(args, trial=bool(args.limit))
    if target is not None:
        update_results_section(SECTION, results_md(report), target)
        print(f"{target} updated (## {SECTION}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
