"""FactConsolidation-SH (MemoryAgentBench), development files only (6k, 32k): the numbered facts
are ingested as messages in serial order through `ingest_messages`, and for every question
whose gold fact has a superseded partner (`mquake_pairs`, `old_seq`), the newer fact of the
pair (larger serial) is current, the older one is in the key's history, and the older one is
what we believed just before the newer one's transaction.

The 64k/262k files are the evaluation split and are never used here (see
`bench/factconsolidation_bench.py` for the scored benchmark).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from neo4j import Driver

from chronofact.extractors.claims import extract_claims
from chronofact.graph.entities import name_key
from chronofact.graph.ingest import Message, ingest_messages
from chronofact.graph.models import Context
from chronofact.graph.neo4j import query
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.time import MICROSECOND
from chronofact.graph.write import Writer

DATA_DIR = Path(
    os.environ.get("CHRONOFACT_DATA_DIR", Path(__file__).resolve().parents[3] / "shared" / "data")
)
FC_DIR = DATA_DIR / "factconsolidation_sh"
BASE = datetime(2024, 1, 1, tzinfo=UTC)
STEP = timedelta(minutes=1)
_LINE = re.compile(r"^(\d+)\.\s+(.*\S)\s*$", re.MULTILINE)


@dataclass(frozen=True)
class Slot:
    subject: str
    predicate: str
    shown: str


def _slot(text: str) -> Slot:
    claims = extract_claims(text, None, BASE)
    assert len(claims) == 1, f"expected one claim from {text!r}, got {claims}"
    c = claims[0]
    return Slot(c.subject, c.predicate, c.object if c.object is not None else str(c.value))


def _shown(fact: dict[str, Any]) -> str:
    return str(fact["object"]["name"] if "object" in fact else fact["value"])


@pytest.mark.data
@pytest.mark.parametrize("size", ["6k", "32k"])
def test_newest_fact_is_current_and_the_older_one_is_history(
    size: str, driver: Driver, reader: Reader, tenant: str
) -> None:
    path = FC_DIR / f"factconsolidation_sh_{size}.json"
    pairs_path = FC_DIR / "mquake_pairs" / f"sh_{size}_mquake_analysis.json"
    if not path.exists() or not pairs_path.exists():
        pytest.skip(f"FactConsolidation data absent: {path} (set CHRONOFACT_DATA_DIR)")
    row = json.loads(path.read_text())[0]
    pairs = json.loads(pairs_path.read_text())
    facts = {int(m.group(1)): m.group(2) for m in _LINE.finditer(row["context"])}
    messages = [Message(f"fact-{n}", text, BASE + n * STEP) for n, text in facts.items()]

    # the benchmark's rule: for every relation, a later fact overrides an earlier one
    predicates = {normalise_predicate(_slot(text).predicate) for text in facts.values()}
    for name in sorted(predicates):
        driver.execute_query(
            query("declare_predicate"), tenant=tenant, name=name, cardinality="single"
        )
    ctx = Context(tenant=tenant, actor="test", reason=f"factconsolidation {size}")
    result = ingest_messages(
        Writer(driver),
        ctx,
        messages,
        source_kind="conversation",
        conversation_ref=f"factconsolidation_sh_{size}",
        batch_size=500,
    )
    assert result.sources_stored == len(facts) and not result.blocked
    assert result.counts["claims"] == len(facts)

    checked = 0
    failures: list[str] = []
    for pair, answers in zip(pairs, row["answers"], strict=True):
        if pair["old_seq"] is None:
            continue
        older_seq, newer_seq = sorted((pair["gt_seq"], pair["old_seq"]))
        newer, older = _slot(facts[newer_seq]), _slot(facts[older_seq])
        assert (name_key(newer.subject), newer.predicate) == (
            name_key(older.subject),
            older.predicate,
        )
        checked += 1
        where = f"q{pair['query_id']} ({newer.subject!r}, {newer.predicate})"
        current = reader.point(
            tenant, "default", newer.subject, newer.predicate, Basis.resolve(None, None)
        )
        if [_shown(f) for f in current] != [newer.shown]:
            failures.append(f"{where}: current {[_shown(f) for f in current]} != {newer.shown}")
            continue
        if pair["gt_seq"] > pair["old_seq"] and not any(a in newer.shown for a in answers):
            failures.append(f"{where}: gold {answers} not in {newer.shown!r}")
        history = reader.history(tenant, "default", current[0]["id"])
        assert history is not None
        if older.shown not in {_shown(f) for f in history["key_history"]}:
            failures.append(f"{where}: {older.shown!r} missing from the key history")
        newer_tx = result.source_tx[f"fact-{newer_seq}"]
        older_tx = result.source_tx[f"fact-{older_seq}"]
        if result.tx_time(older_tx) >= result.tx_time(newer_tx):
            failures.append(f"{where}: the older fact was not learned before the newer one")
            continue
        just_before = result.tx_time(newer_tx) - MICROSECOND
        believed = reader.point(
            tenant, "default", newer.subject, newer.predicate, Basis.resolve(None, just_before)
        )
        if [_shown(f) for f in believed] != [older.shown]:
            failures.append(
                f"{where}: believed just before {[_shown(f) for f in believed]} != {older.shown!r}"
            )
    assert checked >= 60
    assert not failures, "\n".join(failures)
