"""The evaluation-split ledger: an evaluation split is run once per configuration, and every
run is on record.

`bench/eval_runs.jsonl` (committed) holds one JSON object per evaluation-split run, in the order
they happened: benchmark, configuration fingerprint, date, commit, machine, load, result, note.
A benchmark run on an evaluation split

1. computes its configuration fingerprint (`fingerprint`): a hash of the benchmark's name, its
   tunings and options, and the content of the code that decides its answers (`CODE_GLOBS`:
   the graph, extractors, Cypher and settings; not the benchmark's report formatting);
2. is refused (`EvalRefused`) if the ledger already holds a run of that fingerprint, unless
   the caller passes `--allow-rerun` (the rerun is then recorded as one);
3. appends its entry when it has a result, and RESULTS.md shows the whole ledger
   (`history_markdown`), runs before the ledger existed included, as they were recorded.

    python -m bench.eval_ledger [--results PATH]     # print (and write) the history section
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.provenance import REPO

LEDGER = Path(__file__).resolve().parent / "eval_runs.jsonl"
HEADING = "Evaluation split runs (ledger)"
CODE_GLOBS = (
    "chronofact/graph/**/*.py",
    "chronofact/extractors/**/*.py",
    "chronofact/cypher/**/*.cypher",
    "chronofact/config.py",
)


class EvalRefused(RuntimeError):
    """The ledger already records an evaluation run of this configuration."""


def code_digest(globs: Iterable[str] = CODE_GLOBS, repo: Path = REPO) -> str:
    """sha256 over (path, content) of every file the globs match, in path order."""
    files = sorted({p for g in globs for p in repo.glob(g) if p.is_file()})
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(repo).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def fingerprint(benchmark: str, config: dict[str, Any], code: str | None = None) -> str:
    """16 hex digits naming (benchmark, tunings and options, code content)."""
    payload = {"benchmark": benchmark, "config": config, "code": code or code_digest()}
    text = json.dumps(payload, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def read(path: Path = LEDGER) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def check(
    benchmark: str, fp: str, *, allow_rerun: bool = False, path: Path = LEDGER
) -> list[dict[str, Any]]:
    """The earlier runs of this configuration; raises `EvalRefused` if any and not allowed."""
    earlier = [e for e in read(path) if e["benchmark"] == benchmark and e.get("fingerprint") == fp]
    if earlier and not allow_rerun:
        seen = "; ".join(f"{e['date']} (commit {e['commit']}): {e['result']}" for e in earlier)
        raise EvalRefused(
            f"{benchmark}: the evaluation split was already run with configuration {fp} "
            f"({seen}). Change the configuration, or pass --allow-rerun to run it again "
            f"(the rerun is recorded as one in {path.name})."
        )
    return earlier


def append(
    benchmark: str,
    fp: str,
    config: dict[str, Any],
    provenance: dict[str, Any],
    result: str,
    *,
    rerun: bool = False,
    note: str = "",
    path: Path = LEDGER,
) -> dict[str, Any]:
    entry = {
        "benchmark": benchmark,
        "fingerprint": fp,
        "config": config,
        "date": provenance["started"],
        "commit": provenance["commit"],
        "machine": f"{provenance['cpu_model']}, {provenance['cores']} cores, "
        f"{provenance['memory_gib']} GiB",
        "load_1min": [provenance["load_before"], provenance.get("load_after")],
        "result": result,
        "rerun": rerun,
        "note": note,
    }
    with path.open("a") as out:
        out.write(json.dumps(entry, ensure_ascii=False) + "\n")
    return entry


def history_markdown(entries: Sequence[dict[str, Any]]) -> str:
    lines = [
        "Every run on an evaluation split, in the order it happened (`bench/eval_runs.jsonl`). "
        "A second run of the same configuration (benchmark, tunings, options and the content "
        "of `chronofact/graph`, `extractors`, `cypher`, `config.py`) is refused unless "
        "`--allow-rerun` is passed, and is then marked as a rerun. Runs before the ledger "
        "existed are entered from `bench/LOCOMO_TUNING_NOTES.md` and `git log`; what is not "
        "known about them says so.",
        "",
        "| # | date | benchmark | configuration | commit | machine | 1-min load before / after "
        "| result | note |",
        "|---:|---|---|---|---|---|---|---|---|",
    ]
    for i, e in enumerate(entries, start=1):
        load = e.get("load_1min") or [None, None]
        shown_load = " / ".join("?" if x is None else str(x) for x in load)
        note = ("**rerun of the same configuration.** " if e.get("rerun") else "") + e.get(
            "note", ""
        )
        lines.append(
            f"| {i} | {e['date']} | {e['benchmark']} | {e.get('fingerprint') or 'unknown'} | "
            f"{e['commit']} | {e.get('machine') or 'unknown'} | {shown_load} | {e['result']} | "
            f"{note} |"
        )
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The output and ledger options every benchmark with an evaluation split takes."""
    parser.add_argument("--results-md", action="store_true", help="Update bench/RESULTS.md.")
    parser.add_argument(
        "--results", type=Path, help="Write the section into this file instead (a scratch copy)."
    )
    parser.add_argument(
        "--allow-rerun",
        action="store_true",
        help="Run the evaluation split again for a configuration the ledger already holds "
        "(recorded as a rerun).",
    )
    parser.add_argument("--ledger", type=Path, default=LEDGER, help="The ledger file.")


@dataclass
class Guard:
    """An evaluation run allowed by the ledger (or a development run, which it ignores)."""

    benchmark: str
    split: str
    config: dict[str, Any]
    fp: str | None
    rerun: bool
    path: Path

    def record(self, provenance: dict[str, Any], result: str, results: Path | None) -> None:
        """Append the run to the ledger (evaluation only) and refresh the history section."""
        if self.fp is None:
            return
        append(
            self.benchmark,
            self.fp,
            self.config,
            provenance,
            result,
            rerun=self.rerun,
            path=self.path,
        )
        if results is not None:
            from bench.common import update_results_section

            update_results_section(HEADING, history_markdown(read(self.path)), results)


def guard(
    benchmark: str, split: str, config: dict[str, Any], args: argparse.Namespace
) -> Guard | None:
    """Check the ledger before an evaluation run; None (and a message) if it is refused."""
    path: Path = args.ledger
    if split != "eval":
        return Guard(benchmark, split, config, None, False, path)
    fp = fingerprint(benchmark, {"split": split, **config})
    try:
        earlier = check(benchmark, fp, allow_rerun=args.allow_rerun, path=path)
    except EvalRefused as refused:
        print(f"refused: {refused}", file=sys.stderr)
        return None
    return Guard(benchmark, split, config, fp, bool(earlier), path)


def main(argv: list[str] | None = None) -> int:
    from bench.common import update_results_section

    parser = argparse.ArgumentParser(description="Print the evaluation-split ledger.")
    parser.add_argument("--ledger", type=Path, default=LEDGER)
    parser.add_argument("--results", type=Path, help="Also write its section into this file.")
    args = parser.parse_args(argv)
    text = history_markdown(read(args.ledger))
    print(text)
    if args.results:
        update_results_section(HEADING, text, args.results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
