"""Coverage of the FactConsolidation-SH templated facts (6k and 32k files only).

The 64k/262k files are the evaluation split and are deliberately not read.
"""

from __future__ import annotations

import json
import os
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from chronofact.extractors.claims import Claim, extract_claims

OBS = datetime(2023, 5, 8, tzinfo=UTC)
DEV_SIZES = ("6k", "32k")
_FACT_LINE = re.compile(r"^(\d+)\. (.+)$", re.MULTILINE)


def _data_dir() -> Path:
    env = os.environ.get("CHRONOFACT_DATA_DIR")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[3].parent / "shared" / "data"


def _fc_dir() -> Path:
    path = _data_dir() / "factconsolidation_sh"
    if not path.is_dir():
        pytest.skip(
            f"FactConsolidation data not available at {path} "
            "(set CHRONOFACT_DATA_DIR to the shared data directory)"
        )
    return path


def _load(size: str) -> dict[str, Any]:
    path = _fc_dir() / f"factconsolidation_sh_{size}.json"
    if not path.exists():
        pytest.skip(f"{path} missing")
    rows = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(rows, list) and len(rows) == 1
    row = rows[0]
    assert isinstance(row, dict)
    return row


def _facts(size: str) -> list[tuple[int, str]]:
    context = _load(size)["context"]
    return [(int(m.group(1)), m.group(2)) for m in _FACT_LINE.finditer(context)]


def _one(fact: str) -> Claim:
    claims = extract_claims(fact, None, OBS)
    assert len(claims) == 1, (fact, claims)
    return claims[0]


@pytest.mark.parametrize("size", DEV_SIZES)
def test_every_fact_yields_exactly_one_claim(size: str) -> None:
    facts = _facts(size)
    assert len(facts) == {"6k": 455, "32k": 2310}[size]
    for serial, fact in facts:
        c = _one(fact)
        body = fact[:-1] if fact.endswith(".") else fact
        assert c.object is not None, (serial, fact)
        assert body.endswith(c.object), (serial, fact, c)
        assert c.subject in fact, (serial, fact, c)
        assert c.polarity is True
        assert c.valid_from is None and c.valid_to is None
        assert re.fullmatch(r"[a-z][a-z0-9_]*", c.predicate), c.predicate


@pytest.mark.parametrize("size", DEV_SIZES)
def test_whole_context_gives_one_claim_per_fact(size: str) -> None:
    context = _load(size)["context"]
    facts = _facts(size)
    claims = extract_claims(context, None, OBS)
    assert len(claims) == len(facts)
    for c, (_, fact) in zip(claims, facts, strict=True):
        assert context[c.span[0] : c.span[1]] == fact


@pytest.mark.parametrize("size", DEV_SIZES)
def test_superseded_pairs_share_subject_and_predicate(size: str) -> None:
    path = _fc_dir() / "mquake_pairs" / f"sh_{size}_mquake_analysis.json"
    if not path.exists():
        pytest.skip(f"{path} missing")
    items = json.loads(path.read_text(encoding="utf-8"))
    facts = dict(_facts(size))
    pairs = [x for x in items if x["conflict_type"] == "has_pair"]
    assert len(pairs) > 50
    for x in pairs:
        assert facts[x["gt_seq"]] == x["gt_fact_text"]
        assert facts[x["old_seq"]] == x["old_fact_text"]
        new, old = _one(x["gt_fact_text"]), _one(x["old_fact_text"])
        assert (new.subject, new.predicate) == (old.subject, old.predicate), x
        assert new.object != old.object
        assert new.object is not None and x["gt_fact_text"].endswith(f"{new.object}."), x


@pytest.mark.parametrize("size", DEV_SIZES)
def test_later_serial_overrides_earlier_by_key(size: str) -> None:
    """Folding facts in serial order by (subject, predicate) keeps the newest.

    The third-party ``mquake_pairs`` alignment is not always the latest fact
    for its key (e.g. a later unrelated edit of the same subject/relation),
    so the folded fact must be at least as new as the gold one, and equal to
    it for the large majority of items.
    """
    latest: dict[tuple[str, str], tuple[int, str]] = {}
    for serial, fact in _facts(size):
        c = _one(fact)
        assert c.object is not None
        latest[(c.subject, c.predicate)] = (serial, c.object)
    path = _fc_dir() / "mquake_pairs" / f"sh_{size}_mquake_analysis.json"
    if not path.exists():
        pytest.skip(f"{path} missing")
    same = total = 0
    for x in json.loads(path.read_text(encoding="utf-8")):
        if x["conflict_type"] != "has_pair":
            continue
        c = _one(x["gt_fact_text"])
        serial, obj = latest[(c.subject, c.predicate)]
        assert serial >= x["gt_seq"], x
        total += 1
        if serial == x["gt_seq"]:
            same += 1
            assert obj == c.object
    assert same / total >= 0.9, (same, total)
