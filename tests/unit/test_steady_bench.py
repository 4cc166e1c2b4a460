"""The scoring of the no-change control (`bench.steady_bench`) on hand-made answers, and the
shape of its committed sets."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bench.change_bench import Case, load_cases
from bench.steady_bench import SteadyScore, kept_first, rates, score_steady, still_held

CASE = Case(
    id="s1",
    speaker="Tomasz",
    m1="I'm happy at Allegro.",
    m2="Work at Allegro is mental right now.",
    now="Where does Tomasz work?",
    then="Where did Tomasz work in March 2025?",
    old="Allegro",
    new="Allegro",
)


def fact(statement: str, obj: str | None = None) -> dict[str, Any]:
    return {
        "statement": statement,
        "subject": {"name": "Tomasz"},
        "predicate": "works_at",
        "object": {"name": obj} if obj else None,
    }


HELD = fact("Tomasz works at Allegro", "Allegro")
OTHER = fact("Tomasz works at Monzo", "Monzo")


def result(f: dict[str, Any], current: bool) -> dict[str, Any]:
    return {"kind": "fact", "fact": f, "current": current}


def test_a_value_still_returned_by_the_point_query_is_kept() -> None:
    score = score_steady(
        CASE,
        [HELD],
        [{"facts": [HELD]}],
        {"results": [result(HELD, True)]},
        {"results": [result(HELD, False)]},
    )
    assert score == SteadyScore(read=True, wrongly_ended=False, kept_at_1=True, asof_at_1=True)


def test_a_value_the_point_query_no_longer_returns_was_wrongly_ended() -> None:
    score = score_steady(
        CASE,
        [HELD],
        [{"facts": [OTHER]}],
        {"results": [result(OTHER, True), result(HELD, False)]},
        {"results": [result(HELD, False)]},
    )
    assert score.read and score.wrongly_ended and not score.kept_at_1 and score.asof_at_1


def test_an_unread_first_message_is_never_counted_as_wrongly_ended() -> None:
    score = score_steady(CASE, [OTHER], [], {"results": []}, {"results": []})
    assert score == SteadyScore(read=False, wrongly_ended=False, kept_at_1=False, asof_at_1=False)


def test_kept_first_needs_the_current_flag_and_a_fact() -> None:
    assert kept_first([result(HELD, True)], "allegro")
    assert not kept_first([result(HELD, False)], "Allegro")
    assert not kept_first([{"kind": "source", "source": {"text": "Allegro"}}], "Allegro")
    assert not kept_first([], "Allegro")


def test_still_held_reads_every_point_answer() -> None:
    assert still_held([{"facts": [OTHER]}, {"facts": [HELD]}], "Allegro")
    assert not still_held([{"facts": []}, {}], "Allegro")


def test_the_ended_rate_is_over_read_cases_only() -> None:
    read_kept = SteadyScore(True, False, True, True)
    read_ended = SteadyScore(True, True, False, True)
    unread = SteadyScore(False, False, False, False)
    r = rates([read_kept, read_ended, unread, unread])
    assert r["read"] == 0.5
    assert r["wrongly_ended"] == 0.5
    assert r["kept_at_1"] == 0.25
    assert rates([])["wrongly_ended"] is None


SETS = sorted((Path(__file__).resolve().parents[2] / "bench" / "data").glob("steady_*.json"))


@pytest.mark.parametrize("path", SETS, ids=[p.stem for p in SETS])
def test_each_steady_set_keeps_its_value_and_never_asks_it(path: Path) -> None:
    cases = load_cases(path)
    assert cases, path
    assert len({c.id for c in cases}) == len(cases)
    for c in cases:
        assert c.new == c.old, c.id
        assert c.old in c.m1, c.id
        assert c.old.casefold() not in (c.now + c.then).casefold(), c.id
    assert "_note" in json.loads(path.read_text())
