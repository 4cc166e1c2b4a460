"""`bench/eval_ledger.py`: an evaluation split runs once per configuration; every run is kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.eval_ledger import (
    LEDGER,
    EvalRefused,
    append,
    check,
    code_digest,
    fingerprint,
    history_markdown,
    read,
)

PROV = {
    "commit": "abc1234+dirty",
    "started": "2026-12-01T10:00:00+00:00",
    "cpu_model": "Test CPU",
    "cores": 2,
    "memory_gib": 8.0,
    "load_before": 1.5,
    "load_after": 2.0,
}


def test_a_second_run_of_one_configuration_is_refused_unless_allowed(tmp_path: Path) -> None:
    ledger = tmp_path / "eval_runs.jsonl"
    fp = fingerprint("locomo", {"k": 10}, code="c0de")
    assert check("locomo", fp, path=ledger) == []
    append("locomo", fp, {"k": 10}, PROV, "overall R@10 70.0", path=ledger)
    with pytest.raises(EvalRefused, match=r"already run.*overall R@10 70\.0"):
        check("locomo", fp, path=ledger)
    # another benchmark or another configuration is not this one
    assert check("factconsolidation", fp, path=ledger) == []
    assert check("locomo", fingerprint("locomo", {"k": 5}, code="c0de"), path=ledger) == []
    earlier = check("locomo", fp, allow_rerun=True, path=ledger)
    assert [e["result"] for e in earlier] == ["overall R@10 70.0"]
    append("locomo", fp, {"k": 10}, PROV, "overall R@10 70.4", rerun=True, path=ledger)
    entries = read(ledger)
    assert [e["result"] for e in entries] == ["overall R@10 70.0", "overall R@10 70.4"]
    assert entries[1]["rerun"] and entries[0]["commit"] == "abc1234+dirty"
    assert entries[0]["load_1min"] == [1.5, 2.0]
    table = history_markdown(entries)
    assert table.count("| locomo |") == 2 and "rerun of the same configuration" in table


def test_the_fingerprint_follows_code_content_tunings_and_benchmark(tmp_path: Path) -> None:
    code = tmp_path / "chronofact" / "graph"
    code.mkdir(parents=True)
    (code / "recall.py").write_text("WEIGHT = 1.0\n")
    globs = ("chronofact/graph/**/*.py",)
    before = code_digest(globs, tmp_path)
    assert code_digest(globs, tmp_path) == before
    (code / "recall.py").write_text("WEIGHT = 0.9\n")
    after = code_digest(globs, tmp_path)
    assert after != before
    assert fingerprint("locomo", {}, code=before) != fingerprint("locomo", {}, code=after)
    assert fingerprint("locomo", {"a": 1}, code=before) != fingerprint("locomo", {}, code=before)
    assert fingerprint("locomo", {}, code=before) != fingerprint("other", {}, code=before)


def test_the_committed_ledger_holds_the_recorded_locomo_history_in_order() -> None:
    locomo = [e["result"] for e in read(LEDGER) if e["benchmark"] == "locomo"]
    overall = [r.rsplit(" ", 1)[-1] for r in locomo]
    assert overall[:5] == ["70.6", "70.0", "70.4", "73.7", "73.6"]
