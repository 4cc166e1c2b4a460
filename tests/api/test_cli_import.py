"""`chronofact import FILE`: JSONL and CSV, bad lines reported by number with nothing written,
and a re-run that resumes after the committed batches (writes nothing when all are in)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from neo4j import Driver
from typer.testing import CliRunner

from chronofact.api.cli import app
from chronofact.graph.errors import Unavailable
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.write.writer import PreparedWrite, Writer

runner = CliRunner()


def _count(driver: Driver, tenant: str, label: str) -> int:
    records, _, _ = driver.execute_query(
        "MATCH (n) WHERE n.tenant = $t AND $label IN labels(n) RETURN count(n) AS n",
        {"t": tenant, "label": label},
    )
    return int(records[0]["n"])


def _jsonl(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


def test_jsonl_import_in_batches_then_a_rerun_skips_everything(
    driver: Driver, tenant: str, tmp_path: Path
) -> None:
    rows: list[dict[str, object]] = [
        {"subject": f"P{i}", "predicate": "works_at", "object": f"C{i % 3}",
         "valid_from": "2020-01-01T00:00:00Z"}
        for i in range(7)
    ]  # fmt: skip
    rows.append(
        {"op": "retract", "subject": "P0", "predicate": "works_at",
         "valid_from": "2021-01-01T00:00:00Z"}
    )  # fmt: skip
    path = _jsonl(tmp_path / "facts.jsonl", rows)
    args = ["import", str(path), "--tenant", tenant, "--batch", "3", "--no-embed"]
    first = runner.invoke(app, args)
    assert first.exit_code == 0, first.output
    assert "8 operations imported, 8 versions created" in first.output
    assert re.search(r"\(\d[\d,]* versions/s\)", first.output)  # the import's rate
    txs = _count(driver, tenant, "Tx")
    assert txs == 3  # batches of 3, 3, 2
    again = runner.invoke(app, args)
    assert again.exit_code == 0, again.output
    assert "0 operations imported" in again.output and "8 already imported" in again.output
    assert (
        _count(driver, tenant, "Tx") == txs and _count(driver, tenant, "Fact") == 8
    )  # 7 asserts + the leftover of the retract


@pytest.mark.parametrize("mode", ["--ahead", "--one-at-a-time"])
def test_an_interrupted_import_resumes_after_the_last_committed_batch(
    driver: Driver, tenant: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mode: str
) -> None:
    rows: list[dict[str, object]] = [
        {"subject": f"Q{i}", "predicate": "lives_in", "object": "Rome",
         "valid_from": "2020-01-01T00:00:00Z"}
        for i in range(6)
    ]  # fmt: skip
    path = _jsonl(tmp_path / "part.jsonl", rows)
    args = ["import", str(path), "--tenant", tenant, "--no-embed", "--batch", "2", mode]
    original = Writer.apply
    calls: list[int] = []

    def failing_third(self: Writer, prepared: PreparedWrite) -> Any:
        calls.append(len(prepared.request.ops))
        if len(calls) == 3:
            raise Unavailable("neo4j_unavailable", "connection lost")
        return original(self, prepared)

    monkeypatch.setattr(Writer, "apply", failing_third)
    stopped = runner.invoke(app, args)
    assert stopped.exit_code == 5, stopped.output
    assert "the batch ending at line 6" in " ".join(stopped.output.split())
    assert _count(driver, tenant, "Fact") == 4
    monkeypatch.setattr(Writer, "apply", original)
    resumed = runner.invoke(app, args)
    assert resumed.exit_code == 0, resumed.output
    assert "2 operations imported" in resumed.output
    assert "4 already imported" in resumed.output
    assert _count(driver, tenant, "Fact") == 6


def test_csv_import_with_sources_and_literals(driver: Driver, tenant: str, tmp_path: Path) -> None:
    path = tmp_path / "facts.csv"
    path.write_text(
        "subject,predicate,object,value,valid_from,polarity,source_kind,source_ref\n"
        "Cid,works_at,Globex,,2021-01-01T00:00:00Z,true,import,hr.csv\n"
        "Cid,age,,33,2021-01-01T00:00:00Z,,,\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["import", str(path), "--tenant", tenant, "--no-embed"])
    assert result.exit_code == 0, result.output
    facts = Reader(driver).point(tenant, "default", "Cid", None, Basis.resolve(None, None))
    by_predicate = {f["predicate"]: f for f in facts}
    assert by_predicate["age"]["value"] == 33
    assert by_predicate["works_at"]["sources"][0]["ref"] == "hr.csv"


def test_bad_lines_are_reported_by_number_and_nothing_is_written(
    driver: Driver, tenant: str, tmp_path: Path
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(
        '{"subject": "A", "predicate": "p", "object": "o", "valid_from": "2020-01-01T00:00:00Z"}\n'
        '{"subject": "Ann"}\n'
        "not json\n"
        "\n"
        '{"subject": "A", "predicate": "p", "object": "o", "value": 1}\n',
        encoding="utf-8",
    )
    result = runner.invoke(app, ["import", str(path), "--tenant", tenant, "--no-embed"])
    assert result.exit_code == 2
    text = " ".join(result.output.split())
    assert "3 bad line(s), nothing written" in text
    assert "line 2: predicate: Field required" in text
    assert "line 3: not JSON" in text and "line 5:" in text
    assert _count(driver, tenant, "Fact") == 0
