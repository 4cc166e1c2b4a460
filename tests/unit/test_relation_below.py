"""Relations below the asked slot (`chronofact.graph.recall.relation_below`), without Neo4j."""

from __future__ import annotations

from typing import Any

from chronofact.graph.recall import RecallResult
from chronofact.graph.recall.relation_below import relation_below
from tests.unit.test_present_first import JAN, SEP, fact, message, texts


def relation(statement: str, subject: str, predicate: str, obj: str, at: str) -> RecallResult:
    result = fact(statement, subject, obj, at)
    api: dict[str, Any] = dict(result.fact or {})
    api["predicate"] = predicate
    return RecallResult(kind="fact", score=1.0, current=True, signals={}, fact=api)


FRIEND = relation("Tunde's friend is Chidinma", "Tunde", "friend", "Chidinma", JAN)


def test_a_relation_moves_below_a_newer_message_naming_the_person_and_the_slot() -> None:
    results = [
        FRIEND,
        message("m2", "Tunde", "Chidinma loves her work at Paystack", SEP),
        message("m3", "Tunde", "the weather is great", SEP),
    ]
    assert texts(relation_below(results, "Where does Chidinma work?")) == [
        "Chidinma loves her work at Paystack",
        "Tunde's friend is Chidinma",
        "the weather is great",
    ]


def test_a_relation_moves_below_a_fact_of_the_asked_person() -> None:
    results = [
        relation("Rahul's daughter is Anika", "Rahul", "daughter", "Anika", JAN),
        fact("Anika studies at Greenfield Primary", "Anika", "Greenfield Primary", SEP),
    ]
    assert texts(relation_below(results, "Which school does Anika go to?")) == [
        "Anika studies at Greenfield Primary",
        "Rahul's daughter is Anika",
    ]


def test_a_question_about_the_relation_keeps_the_order() -> None:
    results = [FRIEND, fact("Chidinma works at Paystack", "Chidinma", "Paystack", SEP)]
    assert texts(relation_below(results, "Who is Tunde's friend?")) == texts(results)
    assert texts(relation_below(results, "Who is Chidinma?")) == texts(results)


def test_messages_without_the_slot_word_or_older_do_not_move_it() -> None:
    results = [
        FRIEND,
        message("m2", "Tunde", "Chidinma says hi", SEP),
        message("m0", "Tunde", "Chidinma's work is hard", "2024-06-01T10:00:00.000000Z"),
    ]
    assert texts(relation_below(results, "Where does Chidinma work?")) == texts(results)
