"""`bench/provenance.py`: every benchmark result records commit (+dirty), date, machine and the
load before and after its measurement."""

from __future__ import annotations

import subprocess
from pathlib import Path

from bench.provenance import commit_id, measured, provenance_line


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", *args],
        cwd=repo,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def test_commit_is_head_and_dirty_when_the_tree_has_changes(tmp_path: Path) -> None:
    assert commit_id(tmp_path) == "unknown"
    _git(tmp_path, "init", "-q")
    (tmp_path / "a.txt").write_text("one\n")
    _git(tmp_path, "add", "a.txt")
    _git(tmp_path, "commit", "-qm", "one")
    head = _git(tmp_path, "rev-parse", "--short", "HEAD")
    assert commit_id(tmp_path) == head
    (tmp_path / "a.txt").write_text("two\n")
    assert commit_id(tmp_path) == f"{head}+dirty"


def test_measured_records_load_before_and_after_and_the_machine(tmp_path: Path) -> None:
    with measured(tmp_path) as prov:
        assert prov.load_after is None
    record = prov.as_dict()
    assert record["load_after"] is not None and record["load_before"] >= 0
    assert record["cores"] >= 1 and record["cpu_model"]
    assert record["commit"] == "unknown"
    assert record["started"].endswith("+00:00")
    line = provenance_line(record)
    assert "commit unknown" in line and f"{record['cores']} cores" in line
    assert f"{record['load_before']} before" in line


def test_a_result_without_a_record_is_not_given_one() -> None:
    assert "not recorded" in provenance_line(None)
