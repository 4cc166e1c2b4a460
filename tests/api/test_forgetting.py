"""Forgetting: tombstones that no write path can skip, and erasure that no read can undo."""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any

from fastapi.testclient import TestClient
from neo4j import Driver
from typer.testing import CliRunner

from chronofact.api.cli import app as cli
from chronofact.graph.models import Context, Evidence, Op, Operation
from chronofact.graph.time import Period, iso, parse_instant
from chronofact.graph.write import Writer


def _mentions_berlin(props: dict[str, Any]) -> bool:
    """Whether any property value (as text; lists and maps too) has the word Berlin."""
    return any(re.search(r"\bberlin\b", str(value), re.IGNORECASE) for value in props.values())


def _seed(api: TestClient) -> dict[str, Any]:
    body = {
        "operations": [
            {
                "op": "assert",
                "subject": "Alice",
                "predicate": "lives_in",
                "object": "Berlin",
                "valid_from": "2020-01-01T00:00:00Z",
                "source": {"kind": "user", "ref": "m-1", "text": "I live in Berlin"},
            },
            {
                "op": "assert",
                "subject": "Alice",
                "predicate": "works_at",
                "object": "Acme",
                "valid_from": "2020-01-01T00:00:00Z",
                "statement": "Alice works at Acme's Berlin office",
            },
            {
                "op": "assert",
                "subject": "Alice",
                "predicate": "likes",
                "object": "jazz",
                "valid_from": "2020-01-01T00:00:00Z",
            },
            {
                "op": "assert",
                "subject": "Bob",
                "predicate": "lives_in",
                "object": "Berlingo Town",
                "valid_from": "2020-01-01T00:00:00Z",
            },
        ]
    }
    response = api.post("/v1/facts/batch", json=body)
    assert response.status_code == 201, response.text
    return response.json()


def test_forget_revokes_and_blocks_every_write_path(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    seeded = _seed(api)
    done = api.post("/v1/forget", json={"topic": "berlin"})
    assert done.status_code == 201, done.text
    revoked = done.json()["revoked"]
    assert sorted(revoked) == sorted(seeded["created"][:2])  # whole words only: not Berlingo
    now = api.get("/v1/facts", params={"subject": "Alice"}).json()["facts"]
    assert [f["object"]["name"] for f in now] == ["jazz"]
    # history stays for audit
    before = api.get(
        "/v1/facts",
        params={
            "subject": "Alice",
            "predicate": "lives_in",
            "known_at": seeded["tx"]["time"],
            "valid_at": "2021-01-01T00:00:00Z",
        },
    ).json()
    assert [f["object"]["name"] for f in before["facts"]] == ["Berlin"]

    # single assert
    single = api.post(
        "/v1/facts", json={"subject": "Alice", "predicate": "visited", "object": "BERLIN"}
    )
    assert single.status_code == 201 and single.json()["created"] == []
    assert single.json()["blocked"][0]["topic"] == "berlin"
    # batch: the other operation still applies
    batch = api.post(
        "/v1/facts/batch",
        json={
            "operations": [
                {
                    "op": "assert",
                    "subject": "Alice",
                    "predicate": "moved_to",
                    "object": "Paris",
                    "statement": "Alice left Berlin for Paris",
                },
                {"op": "assert", "subject": "Alice", "predicate": "speaks", "object": "French"},
            ]
        },
    )
    assert [b["operation"] for b in batch.json()["blocked"]] == [0]
    assert len(batch.json()["created"]) == 1
    # import mode, at a valid time (just after the tenant's last transaction), so the
    # tombstone check is what refuses the operation
    last_tx = parse_instant(batch.json()["tx"]["time"])
    import_at = iso(last_tx + timedelta(microseconds=1))
    imported = api.post(
        "/v1/import",
        json={
            "tx_time": import_at,
            "operations": [
                {
                    "op": "assert",
                    "subject": "Berlin",
                    "predicate": "capital_of",
                    "object": "Germany",
                }
            ],
        },
    )
    assert imported.status_code == 201, imported.text
    assert imported.json()["tx"]["time"] == import_at
    assert imported.json()["created"] == []
    assert [(b["operation"], b["topic"]) for b in imported.json()["blocked"]] == [(0, "berlin")]
    # the graph layer directly, sources included
    result = Writer(driver).write(
        Context(tenant=tenant),
        [
            Operation(
                Op.ASSERT,
                "Carl",
                "lives_in",
                Period.of(parse_instant("2024-01-01T00:00:00Z"), None),
                object="Berlin-Mitte",
            )
        ],
        sources=[Evidence(kind="conversation", ref="m-9", text="see you in berlin!")],
    )
    assert result.created == [] and len(result.blocked) == 2
    # the CLI
    out = CliRunner().invoke(cli, ["assert", "Dora", "lives_in", "Berlin", "--tenant", tenant])
    assert out.exit_code == 0 and "created 0" in out.output and "blocked 1" in out.output
    # nothing mentioning the topic was stored after the tombstone
    records, _, _ = driver.execute_query(
        "MATCH (f:Fact) WHERE f.tenant = $t AND toLower(f.statement) CONTAINS 'berlin' "
        "AND f.learned_at > datetime($at) RETURN count(f) AS n",
        t=tenant,
        at=done.json()["tx"]["time"],
    )
    assert records[0]["n"] == 0
    records, _, _ = driver.execute_query(
        "MATCH (s:Source) WHERE s.tenant = $t AND toLower(s.text) CONTAINS 'berlin' "
        "RETURN collect(s.ref) AS refs",
        t=tenant,
    )
    assert records[0]["refs"] == ["m-1"]  # only the one said before the tombstone


def test_forget_is_per_namespace_and_validated(api: TestClient) -> None:
    def lives_in_berlin(subject: str, namespace: str | None = None) -> dict[str, Any]:
        body = {"subject": subject, "predicate": "lives_in", "object": "Berlin"}
        response = api.post(
            "/v1/facts", json={**body, "namespace": namespace} if namespace else body
        )
        assert response.status_code == 201, response.text
        return response.json()

    agent_fact = lives_in_berlin("Zed", "agent-1")["created"]
    assert len(agent_fact) == 1
    done = api.post("/v1/forget", json={"topic": "Berlin", "namespace": "agent-1"})
    assert done.status_code == 201, done.text
    # the forget acted in agent-1: it revoked the live version there and blocks new writes
    assert done.json()["revoked"] == agent_fact
    assert (
        api.get("/v1/facts", params={"subject": "Zed", "namespace": "agent-1"}).json()["facts"]
        == []
    )
    again = lives_in_berlin("Zed", "agent-1")
    assert again["created"] == [] and again["blocked"][0]["topic"] == "Berlin"
    # ... and nowhere else
    ok = lives_in_berlin("Eve")
    assert ok["created"] and not ok["blocked"]
    assert api.post("/v1/forget", json={"topic": "..."}).status_code == 422
    assert api.post("/v1/forget", json={"topic": "x", "mode": "shred"}).status_code == 422


def test_erase_leaves_nothing_any_read_can_find(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    seeded = _seed(api)
    api.post(
        "/v1/facts",
        json={
            "subject": "Alice",
            "predicate": "lives_in",
            "object": "Munich",
            "valid_from": "2023-01-01T00:00:00Z",
        },
    )
    erased = api.post("/v1/forget", json={"topic": "Berlin", "mode": "erase"})
    assert erased.status_code == 201, erased.text
    counts = erased.json()["erased"]
    assert counts["facts"] >= 4 and counts["sources"] == 1
    # Berlin, and Acme and Munich, which only erased versions named
    assert counts["entities"] == 3

    # no REST read finds it
    for fact_id in seeded["created"][:2]:
        assert api.get(f"/v1/facts/{fact_id}").status_code == 404
    facts = api.get(
        "/v1/facts",
        params={
            "subject": "Alice",
            "known_at": seeded["tx"]["time"],
            "valid_at": "2021-01-01T00:00:00Z",
        },
    ).json()["facts"]
    assert [f["object"]["name"] for f in facts] == ["jazz"]
    timeline = api.get("/v1/entities/Alice/timeline").json()["facts"]
    assert all("berlin" not in str(f).lower() for f in timeline)
    # no Cypher finds it: no property of any node or relationship of the tenant mentions it
    records, _, _ = driver.execute_query(
        "MATCH (n) WHERE n.tenant = $t RETURN labels(n) AS labels, properties(n) AS props",
        t=tenant,
    )
    assert [r["labels"] for r in records if _mentions_berlin(r["props"])] == []
    records, _, _ = driver.execute_query(
        "MATCH (n)-[r]-() WHERE n.tenant = $t RETURN type(r) AS type, properties(r) AS props",
        t=tenant,
    )
    assert [r["type"] for r in records if _mentions_berlin(r["props"])] == []
    records, _, _ = driver.execute_query(
        "CALL db.index.fulltext.queryNodes('fact_text', 'berlin') YIELD node "
        "WHERE node.tenant = $t RETURN count(node) AS n",
        t=tenant,
    )
    assert records[0]["n"] == 0
    records, _, _ = driver.execute_query("MATCH (x:Erasure) WHERE x.tenant = $t RETURN x", t=tenant)
    assert len(records) == 1
    # and it stays forgotten
    again = api.post(
        "/v1/facts", json={"subject": "Alice", "predicate": "lives_in", "object": "Berlin"}
    )
    assert again.json()["created"] == [] and again.json()["blocked"]
    # the unrelated fact and the later Munich fact are untouched (Munich shared the key with
    # Berlin, so it was erased with it: erasure works on whole keys)
    assert [
        f["object"]["name"] for f in api.get("/v1/facts", params={"subject": "Bob"}).json()["facts"]
    ] == ["Berlingo Town"]
