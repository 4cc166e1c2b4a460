"""The mechanism buckets of `bench.change_mechanisms`, on facts written by hand."""

from __future__ import annotations

from bench.change_bench import Case
from bench.change_mechanisms import current_bucket, stale_bucket

CASE = Case("c1", "Aoife", "m1", "m2", "now?", "then?", "Curl Haus", "Loom Hair")


def _fact(subject: str, predicate: str, value: str) -> dict[str, object]:
    return {
        "statement": f"{subject} {predicate} {value}",
        "subject": {"name": subject},
        "predicate": predicate,
        "value": value,
    }


OLD = _fact("Aoife", "hairdresser", "Curl Haus")
NEW_AS_JOB = _fact("Aoife", "works_at", "Loom Hair")
NEW = _fact("Aoife", "hairdresser", "Loom Hair")


def test_current_buckets() -> None:
    assert current_bucket(CASE, NEW, [OLD], [NEW]) is None
    assert current_bucket(CASE, OLD, [OLD], []) == "m2-wrote-nothing"
    other = _fact("Aoife", "hairdresser", "Orla")
    assert current_bucket(CASE, OLD, [OLD], [other]) == "m2-same-pred-other-value"
    assert current_bucket(CASE, OLD, [OLD], [NEW_AS_JOB]) == "ranked-new-on-other-pred"
    assert current_bucket(CASE, None, [OLD], [NEW]) == "ranked-source-first"
    elsewhere = _fact("Orla", "hairdresser", "Loom Hair")
    assert current_bucket(CASE, OLD, [OLD], [elsewhere]) == "ranked-same-pred-other-subj"


def test_stale_buckets() -> None:
    assert stale_bucket(CASE, [], [NEW]) is None
    assert stale_bucket(CASE, [OLD], []) == "unread-m2-nothing"
    assert stale_bucket(CASE, [OLD], [_fact("Aoife", "lives_in", "Rathmines")]) == "unread"
    assert stale_bucket(CASE, [OLD], [NEW_AS_JOB]) == "kept-diff-pred-same-subj"
    assert stale_bucket(CASE, [OLD], [NEW]) == "kept-same-key"
