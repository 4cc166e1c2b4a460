"""Erase leaves nothing (issue 11, finding 3): the José Ruiz conversation, every property of the
tenant scanned for the erased words, the indexes and recall; and tombstones that cannot be
walked around (finding 4)."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi.testclient import TestClient
from neo4j import Driver

from tests.erased_words import index_hits, where_found

NS = "care"
QUESTION = "who has diabetes and takes insulin"


def _ingest(api: TestClient, messages: list[tuple[str, str, str, str]]) -> None:
    body = {
        "namespace": NS,
        "messages": [
            {"id": ref, "speaker": who, "text": text, "timestamp": when}
            for ref, who, text, when in messages
        ],
    }
    # with an Idempotency-Key: the stored answer (a retry cache) holds what was said too
    key = "erase-" + uuid.uuid4().hex
    response = api.post("/v1/ingest", json=body, headers={"Idempotency-Key": key})
    assert response.status_code == 201, response.text


def _recall(api: TestClient, query: str) -> list[dict[str, Any]]:
    response = api.post("/v1/recall", json={"query": query, "namespace": NS, "k": 20})
    assert response.status_code == 200, response.text
    results: list[dict[str, Any]] = response.json()["results"]
    return results


def _refs(results: list[dict[str, Any]]) -> set[str]:
    return {r["source"]["ref"] for r in results if r["kind"] == "source"}


def test_erase_of_jose_ruiz_leaves_nothing_any_query_finds(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    _ingest(
        api,
        [
            ("m1", "Ana", "José Ruiz has diabetes and takes insulin.", "2024-03-01T10:00:00Z"),
            ("m2", "Ben", "Oh no, sorry to hear that.", "2024-03-01T10:01:00Z"),
            ("m3", "Ana", "Jo\u00adsé Ruiz also lives in Sevilla.", "2024-03-01T10:02:00Z"),
            ("m4", "Ben", "The garden looks lovely this spring.", "2024-03-01T11:00:00Z"),
        ],
    )
    alias = api.post(f"/v1/entities/{'José Ruiz'}/aliases", json={"alias": "Pepe", "namespace": NS})
    assert alias.status_code == 201, alias.text
    # a tombstone that keeps its topic, an audit reason that names him
    forget = api.post("/v1/forget", json={"topic": "José Ruiz insulin", "namespace": NS})
    assert forget.status_code == 201, forget.text
    reasoned = api.post(
        "/v1/facts",
        json={
            "namespace": NS,
            "subject": "Ben",
            "predicate": "likes",
            "object": "gardens",
            "source": {"kind": "api", "ref": "note-1"},
        },
        headers={"X-Request-Id": "about-jose-ruiz"},
    )
    assert reasoned.status_code == 201, reasoned.text
    before = _recall(api, QUESTION)
    # the reply is found by the words of the message it answers
    assert any(
        r["kind"] == "source" and r["source"]["ref"] == "m2" and "source_text" in r["signals"]
        for r in before
    )
    assert where_found(driver, tenant, "Jose Ruiz")  # the scan sees the words before

    erased = api.post("/v1/forget", json={"topic": "Jose Ruiz", "mode": "erase", "namespace": NS})
    assert erased.status_code == 201, erased.text
    counts = erased.json()["erased"]
    assert counts["sources"] == 2 and counts["search_texts"] >= 1 and counts["entities"] >= 1
    assert counts["replays"] == 1  # the ingest's stored answer named him

    # no property of any node or relationship of the tenant holds the words, accents,
    # case and format characters folded; nor what was said with them
    for words in ("Jose Ruiz", "diabetes", "insulin", "Sevilla"):
        assert where_found(driver, tenant, words) == [], words
        assert index_hits(driver, tenant, words) == [], words
    # the alias went with the entity it named
    records, _, _ = driver.execute_query(
        "MATCH (a:Alias) WHERE a.tenant = $t RETURN count(a) AS n", t=tenant
    )
    assert records[0]["n"] == 0
    # recall: the reply is no longer found by the erased message, nothing says him
    after = _recall(api, QUESTION)
    assert "m1" not in _refs(after)
    # the reply is no longer found by the words of the erased message (its search text);
    # in so small a namespace the vector channel still ranks it, by its own line only
    assert not [r for r in after if "source_text" in r["signals"]]
    for query in (QUESTION, "José Ruiz", "Pepe", "Sevilla"):
        assert "ruiz" not in str(_recall(api, query)).casefold()
    # what did not mention him is still there
    assert "m4" in _refs(_recall(api, "how does the garden look"))
    # the reply is still found by its own words
    assert "m2" in _refs(_recall(api, "sorry to hear that"))


def test_erase_can_be_run_again_and_stays_in_force(api: TestClient, driver: Driver) -> None:
    _ingest(api, [("m1", "Ana", "Jose Ruiz moved to Madrid.", "2024-03-01T10:00:00Z")])
    first = api.post("/v1/forget", json={"topic": "José Ruiz", "mode": "erase", "namespace": NS})
    again = api.post("/v1/forget", json={"topic": "jose  RUIZ", "mode": "erase", "namespace": NS})
    assert first.status_code == again.status_code == 201
    assert first.json()["erased"]["sources"] == 1
    assert all(n == 0 for n in again.json()["erased"].values())
    # walked around with a soft hyphen or a zero-width space: still refused
    for name in ("Jo\u00adse Ruiz", "Jose\u200b Ruiz", "JOSÉ RUIZ"):
        write = api.post(
            "/v1/facts",
            json={"namespace": NS, "subject": name, "predicate": "lives_in", "object": "Lima"},
        )
        assert write.json()["created"] == [] and write.json()["blocked"], name
    # a tombstone stores only a keyed hash
    records, _, _ = driver.execute_query(
        "MATCH (s:Tombstone {namespace: $ns}) WHERE s.tenant IS NOT NULL "
        "AND s.topic IS NULL AND s.key_id IS NOT NULL RETURN count(s) AS n",
        ns=NS,
    )
    assert records[0]["n"] >= 1


def test_an_alias_cannot_bring_back_a_forgotten_name(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    made = api.post(
        "/v1/facts", json={"subject": "Tom Riddle", "predicate": "born_in", "object": "London"}
    )
    assert made.status_code == 201
    assert api.post("/v1/forget", json={"topic": "Voldemort"}).status_code == 201
    for name, alias in (("Voldemort", "Tom Riddle"), ("Tom Riddle", "Lord Vol\u200bdemort")):
        refused = api.post(f"/v1/entities/{name}/aliases", json={"alias": alias})
        assert refused.status_code == 409, refused.text
        assert refused.json()["error"]["code"] == "forgotten_topic"
    # nothing changed: Tom Riddle's fact is where it was, no alias recorded
    facts = api.get("/v1/facts", params={"subject": "Tom Riddle"}).json()["facts"]
    assert [f["object"]["name"] for f in facts] == ["London"]
    records, _, _ = driver.execute_query(
        "MATCH (a:Alias) WHERE a.tenant = $t RETURN count(a) AS n", t=tenant
    )
    assert records[0]["n"] == 0


def test_erasing_the_services_own_words_leaves_what_was_said(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    """Erasing "1" or the namespace's own name once took every fact of the namespace (each has
    a confidence of 1.0 and a namespace) and stripped the word count of its tombstones, so the
    next write failed loading them (a schemathesis run's 500)."""
    _ingest(api, [("m1", "Ana", "I work at Shopify and live in Lisbon.", "2024-03-01T10:00:00Z")])
    forget = api.post("/v1/forget", json={"topic": "Tom Riddle", "namespace": NS})
    assert forget.status_code == 201, forget.text
    for topic in ("1", NS, "conversation", "candidate", "speaker"):
        erased = api.post("/v1/forget", json={"topic": topic, "mode": "erase", "namespace": NS})
        assert erased.status_code == 201, erased.text
        assert erased.json()["erased"]["facts"] == 0, (topic, erased.json())
    records, _, _ = driver.execute_query(
        "MATCH (s:Tombstone {tenant: $t, namespace: $ns}) WHERE s.topic = 'Tom Riddle' "
        "RETURN s.tokens AS tokens",
        t=tenant,
        ns=NS,
    )
    assert [r["tokens"] for r in records] == [2]
    now = api.post("/v1/recall", json={"query": "where does Ana work", "namespace": NS})
    assert now.status_code == 200, now.text
    first = now.json()["results"][0]
    assert first["kind"] == "fact" and first["fact"]["object"]["name"] == "Shopify", first
    refused = api.post(
        "/v1/facts",
        json={"namespace": NS, "subject": "Tom Riddle", "predicate": "lives_in", "object": "X"},
    )
    assert refused.status_code == 201 and refused.json()["blocked"], refused.text
