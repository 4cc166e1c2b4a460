"""What an erase takes from one scanned page (`erase_plan`): what a client said, never the
service's own bookkeeping (ids, the namespace, closed vocabularies, counts and offsets)."""

from __future__ import annotations

from typing import Any

import pytest

from chronofact.graph.erase_plan import plan_page
from chronofact.graph.write import Topic


def _fact(**props: Any) -> dict[str, Any]:
    base = {
        "id": "f_1a2b",
        "key": "key_9c0d",
        "tenant": "default",
        "namespace": "care",
        "partition": "pc21bf",
        "subject_id": "ent_6e45",
        "subject_name": "Ana",
        "predicate": "works_at",
        "object_id": "ent_9c0d",
        "object_name": "Shopify",
        "value": None,
        "payload": "e:ent_9c0d|+",
        "statement": "Ana works at Shopify",
        "trust": "candidate",
        "extractor": "conversation",
        "confidence": 1.0,
        "source_count": 1,
        "origins": ["speaker:ana"],
        "polarity": True,
        "tx_id": "tx_32b1",
    }
    base.update(props)
    return {"element_id": "e:fact", "labels": ["Fact", "Current"], "props": base, "rels": []}


def _tombstone() -> dict[str, Any]:
    props = {
        "tenant": "default",
        "namespace": "care",
        "topic": None,
        "topic_hash": "127d",
        "tokens": 2,
        "key_id": "9112",
        "tx_id": "tx_9d1a",
    }
    return {"element_id": "e:stone", "labels": ["Tombstone"], "props": props, "rels": []}


def _source(kind: str) -> dict[str, Any]:
    props = {
        "id": "src_0caf",
        "tenant": "default",
        "namespace": "care",
        "kind": kind,
        "ref": "m1",
        "speaker": "Ana",
        "text": "I work at Shopify.",
        "origin": "speaker:ana",
    }
    rels = [{"element_id": "e:rel", "props": {"start": 1, "end": 2, "kind": "change"}}]
    return {"element_id": "e:src", "labels": ["Source"], "props": props, "rels": rels}


@pytest.mark.parametrize(
    "topic",
    ["1", "1.0", "2", "care", "default", "candidate", "conversation", "speaker", "ent", "change"],
)
def test_the_services_own_words_and_numbers_mention_no_topic(topic: str) -> None:
    plan = plan_page(Topic(topic), [_fact(), _tombstone(), _source("conversation")])
    assert plan.empty, plan


@pytest.mark.parametrize("topic", ["Ana", "Shopify", "works at", "works_at"])
def test_what_a_client_said_still_mentions_it(topic: str) -> None:
    plan = plan_page(Topic(topic), [_fact()])
    assert plan.keys == {"key_9c0d"}


def test_a_literal_number_is_a_clients_and_is_erased() -> None:
    assert plan_page(Topic("41"), [_fact(value=41)]).keys == {"key_9c0d"}
    assert plan_page(Topic("41"), [_fact(value=[40, 41])]).keys == {"key_9c0d"}
    assert plan_page(Topic("41"), [_fact(value=42)]).empty


def test_an_origin_is_looked_in_after_its_kind() -> None:
    assert plan_page(Topic("ana"), [_fact(statement="x", subject_name="x")]).keys == {"key_9c0d"}
    named = _fact(origins=["crm:Voldemort"])
    assert plan_page(Topic("Voldemort"), [named]).keys == {"key_9c0d"}
    assert plan_page(Topic("crm"), [named]).empty


def test_a_source_kind_of_the_clients_own_is_looked_in() -> None:
    assert plan_page(Topic("conversation"), [_source("conversation")]).empty
    plan = plan_page(Topic("voldemort notes"), [_source("voldemort-notes")])
    assert plan.sources == 1
