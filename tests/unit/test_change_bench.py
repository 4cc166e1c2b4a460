"""The scoring of the conversational benchmarks on hand-made answers: the everyday-change
metrics (`bench.change_bench`) and the LoCoMo extraction match and malformed rules
(`bench.extraction_bench`)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bench.change_bench import (
    CHECK,
    CHECK2,
    OURS,
    Case,
    CaseScore,
    context_first,
    load_cases,
    rates,
    score_case,
    stale_current,
)
from bench.extraction_bench import Annotated, covered, covers, is_pronoun, malformed
from chronofact.extractors.claims.claim import Claim

CASE = Case(
    id="t1",
    speaker="Alice",
    m1="I work at Deloitte.",
    m2="Left Deloitte, I'm at KPMG now.",
    now="Where does Alice work?",
    then="Where did Alice work in March 2025?",
    old="Deloitte",
    new="KPMG",
)


def fact(statement: str, obj: str | None, current: bool, value: str | None = None) -> Any:
    return {
        "kind": "fact",
        "current": current,
        "fact": {
            "statement": statement,
            "object": {"name": obj} if obj else None,
            "value": value,
        },
    }


def source(text: str) -> dict[str, Any]:
    return {"kind": "source", "current": None, "source": {"text": text}}


def test_a_right_answer_scores_every_metric() -> None:
    now = {
        "results": [fact("Alice works at KPMG", "KPMG", True)],
        "context": "- Alice works at KPMG (candidate; earlier: Deloitte [2025-01-10 → 2025-09-15])",
    }
    then = {"results": [fact("Alice works at Deloitte", "Deloitte", False)]}
    assert score_case(CASE, now, then) == CaseScore(True, True, False, True)


def test_a_stale_answer_scores_none_and_is_stale() -> None:
    now = {
        "results": [fact("Alice works at Deloitte", "Deloitte", True), source("I'm at KPMG now")],
        "context": "- Alice works at Deloitte\n- Alice said: I'm at KPMG now",
    }
    then = {"results": [source("I work at Deloitte.")]}  # a message, not a fact
    assert score_case(CASE, now, then) == CaseScore(False, False, True, False)


def test_a_message_first_is_not_a_fact_at_1_but_its_context_may_come_first() -> None:
    now = {"results": [source("KPMG now")], "context": "KPMG now ... earlier: Deloitte"}
    then = {"results": [fact("Alice works at deloitte", None, False, value="deloitte")]}
    assert score_case(CASE, now, then) == CaseScore(False, True, False, True)


def test_stale_current_needs_current_old_and_not_new() -> None:
    both = fact("Alice moved from Deloitte to KPMG", None, True)
    assert not stale_current([both], "Deloitte", "KPMG")
    assert not stale_current(
        [fact("Alice works at Deloitte", "Deloitte", False)], "Deloitte", "KPMG"
    )
    assert stale_current([fact("Alice works at deloitte", None, True)], "Deloitte", "KPMG")


def test_context_first_needs_the_new_value_named() -> None:
    assert context_first("kpmg", "Deloitte", "KPMG")  # case-insensitive, old absent
    assert not context_first("Deloitte only", "Deloitte", "KPMG")
    assert not context_first("Deloitte, then KPMG", "Deloitte", "KPMG")
    assert not context_first("", "Deloitte", "KPMG")


def test_rates_are_means_and_none_without_cases() -> None:
    scores = [CaseScore(True, False, True, True), CaseScore(False, False, False, True)]
    assert rates(scores) == {
        "current_at_1": 0.5,
        "asof_at_1": 0.0,
        "stale_current": 0.5,
        "context_first": 1.0,
    }
    assert rates([])["current_at_1"] is None


@pytest.mark.parametrize("set_path", [OURS, CHECK, CHECK2], ids=["ours", "check", "check2"])
def test_our_change_sets_are_well_formed_and_cover_every_category(
    set_path: Path, tmp_path: Path
) -> None:
    cases = load_cases(set_path)
    assert len(cases) >= 60
    assert len({c.id for c in cases}) == len(cases)
    categories = {c.category for c in cases}
    wanted = {
        "employer", "job title", "residence", "school", "partner", "relationship status",
        "family job", "family home", "manager", "diet", "pets", "vehicle", "device", "team",
        "hobby", "language", "project", "gym", "doctor", "bank", "meeting", "deadline",
        "order", "ticket",
    }  # fmt: skip
    assert wanted <= categories
    for c in cases:
        assert c.old.casefold() in c.m1.casefold(), c.id  # the old value is said in m1
        assert c.new.casefold() in c.m2.casefold(), c.id  # the new value is said in m2
        assert c.old.casefold() != c.new.casefold(), c.id
    path = tmp_path / "one.json"
    path.write_text(json.dumps({"cases": [{**CASE.__dict__}]}))
    assert load_cases(path) == [CASE]


def test_the_check_set_is_independent_of_ours() -> None:
    ours, check = load_cases(OURS), load_cases(CHECK)
    said = {m.casefold() for c in ours for m in (c.m1, c.m2)}
    assert not [c.id for c in check if {c.m1.casefold(), c.m2.casefold()} & said]
    assert not {c.id for c in ours} & {c.id for c in check}
    per_category: dict[str, int] = {}
    for c in check:
        per_category[c.category] = per_category.get(c.category, 0) + 1
    assert set(per_category.values()) <= {3, 4}, per_category


def claim(subject: str, obj: str | None = None, value: str | None = None) -> Claim:
    return Claim(
        subject=subject,
        predicate="likes",
        object=obj,
        value=value,
        polarity=True,
        valid_from=None,
        valid_to=None,
        span=(0, 1),
        statement=f"{subject} likes {obj or value}",
        confidence=0.6,
    )


def test_a_claim_covers_an_observation_of_its_speaker_with_overlapping_words() -> None:
    obs = "Melanie painted a lake sunrise last year which holds special meaning to her."
    assert covers(claim("Melanie", "painting the lake sunrise"), "Melanie", obs)
    assert covers(claim("melanie", value="lake sunrise"), "Melanie", obs)  # name keys
    assert not covers(claim("Caroline", "lake sunrise"), "Melanie", obs)  # other subject
    assert not covers(claim("Melanie", "pottery class on Friday"), "Melanie", obs)  # 0 of 3
    # "painting" and "class": half of the claim's words (painting? no: "painted") -> 0 of 2
    assert not covers(claim("Melanie", "painting class"), "Melanie", obs)
    assert covers(claim("Melanie", "sunrise class"), "Melanie", obs)  # 1 of 2 = 50%


def test_covered_looks_only_at_the_evidence_turns_and_dates_events() -> None:
    c = claim("Melanie", "lake sunrise")
    claims = {"D1:14": [c]}
    when = {"D1:14": datetime(2023, 5, 8, tzinfo=UTC)}
    obs = Annotated("Melanie", "Melanie painted a lake sunrise.", ("D1:14",))
    assert covered(obs, claims, when)
    assert not covered(Annotated("Melanie", obs.text, ("D1:2",)), claims, when)
    near = Annotated("Melanie", obs.text, ("D1:14",), datetime(2023, 5, 20, tzinfo=UTC))
    far = Annotated("Melanie", obs.text, ("D1:14",), datetime(2023, 9, 1, tzinfo=UTC))
    assert covered(near, claims, when)
    assert not covered(far, claims, when)


def test_malformed_reasons() -> None:
    assert malformed(claim("Nate", "sci-fi movies")) == []
    assert malformed(claim("Nate")) == ["empty object"]
    assert malformed(claim("Nate", "one two three four five six seven eight nine")) == [
        "long object"
    ]
    assert malformed(claim("Nate", "movies,")) == ["dangling punctuation"]
    assert malformed(claim("Nate", "reading \"Charlotte's Web")) == ["dangling punctuation"]
    assert malformed(claim("It's", "surfing")) == ["pronoun"]
    assert malformed(claim("Nate", "them")) == ["pronoun"]
    assert is_pronoun("I'd") and is_pronoun("They") and not is_pronoun("Theo")
