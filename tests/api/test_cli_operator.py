"""The operator's commands against the real Neo4j: predicates, settings, review, contradictions,
trust, alias, forget / erase, batch / import, and the exit code of each error kind."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from chronofact.api.cli import app
from chronofact.api.cli.output import EXIT_CODES
from chronofact.config import get_settings
from chronofact.graph import errors

runner = CliRunner()


def _ok(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def _json(*args: str) -> Any:
    return json.loads(_ok(*args, "--json"))


def _current(tenant: str, subject: str, *more: str) -> list[dict[str, Any]]:
    facts: list[dict[str, Any]] = _json("asof", subject, *more, "--tenant", tenant)
    return facts


def test_every_error_kind_has_its_own_exit_code() -> None:
    kinds = {
        cls.kind
        for cls in vars(errors).values()
        if isinstance(cls, type) and issubclass(cls, errors.ChronofactError)
    }
    assert kinds == set(EXIT_CODES)
    assert 0 not in EXIT_CODES.values() and 1 not in EXIT_CODES.values()
    assert EXIT_CODES["invalid"] == 2  # what click uses for a bad command line
    shown = runner.invoke(app, ["--help"]).output
    assert "Exit codes" in shown and "3 not found" in shown


def test_predicates_declare_and_list(driver: object, tenant: str) -> None:
    assert _json("predicates", "list", "--tenant", tenant) == {"predicates": []}
    declared = _json("predicates", "declare", "Works At", "multi", "--tenant", tenant)
    assert declared == {"name": "works_at", "cardinality": "multi"}
    assert _json("predicates", "list", "--tenant", tenant)["predicates"] == [declared]
    # multi-valued now: a second employer holds beside the first
    _ok("assert", "Alice", "works_at", "Acme", "--tenant", tenant)
    _ok("assert", "Alice", "works_at", "Globex", "--tenant", tenant)
    names = sorted(f["object"]["name"] for f in _current(tenant, "Alice", "works_at"))
    assert names == ["Acme", "Globex"]
    bad = runner.invoke(app, ["predicates", "declare", "x", "several", "--tenant", tenant])
    assert bad.exit_code == 2 and "invalid_cardinality" in bad.output


def test_settings_and_review_queue(driver: object, tenant: str) -> None:
    assert json.loads(_ok("settings", "show", "--tenant", tenant)) == {"review": False}
    assert json.loads(_ok("settings", "set", "--review", "--tenant", tenant)) == {"review": True}
    assert json.loads(_ok("settings", "show", "--tenant", tenant)) == {"review": True}
    _ok("assert", "Bob", "lives_in", "Oslo", "--tenant", tenant)
    (fact,) = _current(tenant, "Bob")
    queue = _json("review", "--tenant", tenant)
    if fact["trust"] == "verified":  # what the CLI's own writes start at decides the queue
        assert queue == {"review": True, "facts": []}
    else:
        assert queue["review"] is True and [f["id"] for f in queue["facts"]] == [fact["id"]]
    assert "review: on" in _ok("review", "--tenant", tenant)


def test_contradictions_list_and_resolve(driver: object, tenant: str) -> None:
    base = ["--tenant", tenant]
    _ok("assert", "VPN", "status", "up", "--literal", *base)
    assert "contradictions 1" in _ok("assert", "VPN", "status", "up", "--literal", "--not", *base)
    (open_one,) = _json("contradictions", "list", *base)["contradictions"]
    assert open_one["status"] == "open"
    assert {open_one["claim"]["polarity"], open_one["against"]["polarity"]} == {True, False}
    keep = "claim" if open_one["claim"]["polarity"] else "against"
    resolved = _json("contradictions", "resolve", open_one["id"], "--keep", keep, *base)
    assert resolved["tx"]["id"] and resolved["fact"]["trust"] == "verified"
    # (verifying the kept side may record a new disagreement; this one is closed)
    still_open = _json("contradictions", "list", *base)["contradictions"]
    assert open_one["id"] not in [c["id"] for c in still_open]
    closed = _json("contradictions", "list", "--status", "resolved", *base)["contradictions"]
    assert [c["id"] for c in closed] == [open_one["id"]]
    again = runner.invoke(app, ["contradictions", "resolve", open_one["id"], "--keep", keep, *base])
    assert again.exit_code == EXIT_CODES["conflict"] and "already_resolved" in again.output
    unknown = runner.invoke(app, ["contradictions", "resolve", "nope", "--keep", keep, *base])
    assert unknown.exit_code == EXIT_CODES["not_found"]


def test_trust_actions(driver: object, tenant: str) -> None:
    base = ["--tenant", tenant]
    _ok("assert", "Dee", "works_at", "Acme", *base)
    (fact,) = _current(tenant, "Dee")
    disputed = _json("trust", fact["id"], "dispute", "--reason", "doubtful", *base)
    assert disputed["fact"]["trust"] == "disputed"
    assert _current(tenant, "Dee") == []
    verified = _json("trust", disputed["fact"]["id"], "verify", *base)
    assert verified["fact"]["trust"] == "verified"
    assert [f["trust"] for f in _current(tenant, "Dee")] == ["verified"]
    bad = runner.invoke(app, ["trust", fact["id"], "bless", *base])
    assert bad.exit_code == EXIT_CODES["invalid"] and "invalid_action" in bad.output


def test_alias_merges_entities(driver: object, tenant: str) -> None:
    base = ["--tenant", tenant]
    _ok("assert", "Robert Smith", "works_at", "Acme", *base)
    _ok("assert", "Bob", "lives_in", "Oslo", *base)
    merged = _json("alias", "Robert Smith", "Bob", "--reason", "same person", *base)
    assert merged["created"] and merged["revoked"]
    assert [f["object"]["name"] for f in _current(tenant, "Robert Smith", "lives_in")] == ["Oslo"]
    assert [f["object"]["name"] for f in _current(tenant, "Bob", "works_at")] == ["Acme"]


def test_forget_then_erase(driver: object, tenant: str) -> None:
    base = ["--tenant", tenant]
    _ok("assert", "Eve", "lives_in", "Paris", *base)
    gone = _json("forget", "Paris", *base)
    assert gone["mode"] == "tombstone" and len(gone["revoked"]) == 1
    assert _current(tenant, "Eve") == []
    assert "blocked 1" in _ok("assert", "Eve", "visited", "Paris", *base)
    _ok("assert", "Finn", "lives_in", "Rome", *base)
    erased = _json("forget", "Rome", "--erase", *base)
    assert erased["mode"] == "erase" and erased["erased"]["facts"] >= 1
    history = runner.invoke(app, ["history", "f_nope", *base])
    assert history.exit_code == EXIT_CODES["not_found"]
    assert _current(tenant, "Finn") == []
    assert "erased" in _ok("forget", "Nothing at all", "--erase", *base)


def _batch_file(tmp_path: Path, ops: list[dict[str, Any]], **extra: Any) -> str:
    path = tmp_path / "batch.json"
    path.write_text(json.dumps({"operations": ops, **extra}))
    return str(path)


def test_batch_and_import(driver: object, tenant: str, tmp_path: Path) -> None:
    base = ["--tenant", tenant]
    ops = [
        {"op": "assert", "subject": "Gil", "predicate": "works_at", "object": "Acme"},
        {"op": "assert", "subject": "Gil", "predicate": "lives_in", "object": "Lyon"},
    ]
    # import mode first (the tenant's clock is still before 2020)
    old = _json("batch", _batch_file(tmp_path, ops), "--tx-time", "2020-01-01T00:00:00Z", *base)
    assert old["tx"]["time"].startswith("2020-01-01T00:00:00") and len(old["created"]) == 2
    earlier = runner.invoke(
        app, ["batch", _batch_file(tmp_path, ops), "--tx-time", "2019-01-01T00:00:00Z", *base]
    )
    assert earlier.exit_code == EXIT_CODES["conflict"], earlier.output
    future = runner.invoke(
        app, ["batch", _batch_file(tmp_path, ops), "--tx-time", "2999-01-01T00:00:00Z", *base]
    )
    assert future.exit_code == EXIT_CODES["invalid"], future.output
    # an ordinary batch, into a namespace named by the file
    done = _json("batch", _batch_file(tmp_path, ops, namespace="ns1"), *base)
    assert len(done["created"]) == 2 and len(done["facts"]) == 2
    assert len(_json("asof", "Gil", "--tenant", tenant, "-n", "ns1")) == 2
    mixed = runner.invoke(
        app, ["batch", _batch_file(tmp_path, [{**ops[0], "namespace": "ns2"}], namespace="ns1")]
    )
    assert mixed.exit_code == EXIT_CODES["invalid"] and "mixed_namespaces" in mixed.output
    broken = tmp_path / "broken.json"
    broken.write_text('{"operations": [{"op": "assert", "subject": "Gil"}]}')
    assert runner.invoke(app, ["batch", str(broken), *base]).exit_code == EXIT_CODES["invalid"]


def test_import_can_be_switched_off(
    driver: object, tenant: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CHRONOFACT_ALLOW_IMPORT", "false")
    get_settings.cache_clear()
    try:
        op = {"op": "assert", "subject": "Hal", "predicate": "works_at", "object": "Acme"}
        off = runner.invoke(
            app,
            [
                *("batch", _batch_file(tmp_path, [op])),
                *("--tx-time", "2020-01-01T00:00:00Z", "--tenant", tenant),
            ],
        )
        assert off.exit_code == EXIT_CODES["forbidden"] and "import_disabled" in off.output
    finally:
        monkeypatch.undo()
        get_settings.cache_clear()
