"""Entity-resolution suggestions on a graph with planted duplicates: precision and recall of
what the refresh suggests, and an accepted suggestion going through the audited alias merge."""

from __future__ import annotations

import json
from collections.abc import Iterator
from itertools import combinations

import pytest
from fastapi.testclient import TestClient
from graphdatascience import GraphDataScience
from neo4j import Driver

from chronofact.graph.analytics.projection import gds_client
from chronofact.graph.analytics.refresh import refresh_partition
from chronofact.graph.analytics.resolution import name_similarity
from tests.conftest import Neo4jUnderTest

DUPLICATES: tuple[tuple[str, ...], ...] = (
    ("Bob Smith", "Robert Smith", "B. Smith"),
    ("Katherine Lee", "Kate Lee", "K. Lee"),
    ("Jon Park", "Jonathan Park"),
)
"""Planted: each group is one person under several names, its facts split between them."""

PLANTED: tuple[tuple[str, str, str], ...] = (
    ("Bob Smith", "works_at", "Acme"),
    ("Bob Smith", "lives_in", "Boston"),
    ("Robert Smith", "works_at", "Acme"),
    ("Robert Smith", "member_of", "Tennis Club"),
    ("B. Smith", "lives_in", "Boston"),
    ("B. Smith", "member_of", "Tennis Club"),
    ("Alice Jones", "knows", "Bob Smith"),
    ("Alice Jones", "knows", "Robert Smith"),
    ("Katherine Lee", "works_at", "Globex"),
    ("Katherine Lee", "member_of", "Chess Club"),
    ("Kate Lee", "works_at", "Globex"),
    ("Kate Lee", "lives_in", "Seattle"),
    ("K. Lee", "member_of", "Chess Club"),
    ("K. Lee", "lives_in", "Seattle"),
    ("Jon Park", "works_at", "Initech"),
    ("Jonathan Park", "works_at", "Initech"),
    ("Jonathan Park", "lives_in", "Denver"),
    # hard negatives: same surname or given name, shared neighbours, or related to each other
    ("Alice Smith", "married_to", "Bob Smith"),
    ("Alice Smith", "lives_in", "Boston"),
    ("Alice Smith", "works_at", "Acme"),
    ("Bob Jones", "works_at", "Acme"),
    ("Bob Jones", "lives_in", "Boston"),
    ("Kate Moss", "works_at", "Globex"),
    ("Kate Moss", "lives_in", "Seattle"),
    ("Dave Brown", "sibling_of", "Dan Brown"),
    ("Dave Brown", "lives_in", "Denver"),
    ("Dan Brown", "lives_in", "Denver"),
    ("Dan Brown", "works_at", "Initech"),
)


@pytest.fixture
def gds(neo4j_server: Neo4jUnderTest) -> Iterator[GraphDataScience]:
    client = gds_client(neo4j_server.settings)
    yield client
    client.close()


def _plant(api: TestClient) -> None:
    for subject, predicate, obj in PLANTED:
        body = {"subject": subject, "predicate": predicate, "object": obj}
        response = api.post("/v1/facts", json=body)
        assert response.status_code == 201, response.text


def test_name_similarity_reads_names_as_people_do() -> None:
    assert name_similarity("b smith", "bob smith") > name_similarity("bob smith", "robert smith")
    assert name_similarity("bob smith", "robert smith") > name_similarity("b smith", "alice smith")
    assert name_similarity("jon park", "jonathan park") >= 0.8
    assert name_similarity("kate moss", "kate lee") < 0.45


def test_planted_duplicates_are_suggested_with_precision_and_recall(
    api: TestClient, gds: GraphDataScience, tenant: str
) -> None:
    _plant(api)

    refresh_partition(gds, tenant, "default")

    body = api.get("/v1/entities/suggestions").json()
    found = {frozenset((s["keep"], s["alias"])) for s in body["suggestions"]}
    truth = {frozenset(pair) for group in DUPLICATES for pair in combinations(group, 2)}
    hits = found & truth
    precision = len(hits) / len(found) if found else 0.0
    recall = len(hits) / len(truth)
    print(
        f"\nplanted duplicates: {len(found)} suggested, {len(hits)} of {len(truth)} true pairs; "
        f"precision {precision:.2f}, recall {recall:.2f}; "
        f"wrong: {sorted(map(sorted, found - truth))}; missed: {sorted(map(sorted, truth - found))}"
    )
    assert precision >= 0.8
    assert recall >= 0.7
    scores = [s["score"] for s in body["suggestions"]]
    assert scores == sorted(scores, reverse=True)


def test_accepting_a_suggestion_is_the_audited_alias_merge(
    api: TestClient, gds: GraphDataScience, tenant: str
) -> None:
    _plant(api)
    refresh_partition(gds, tenant, "default")
    listed = api.get("/v1/entities/suggestions").json()["suggestions"]
    chosen = next(s for s in listed if {s["keep"], s["alias"]} == {"Bob Smith", "B. Smith"})

    response = api.post(
        f"/v1/entities/{chosen['keep']}/aliases",
        json={"alias": chosen["alias"], "reason": "resolution suggestion"},
    )

    assert response.status_code == 201, response.text
    assert response.json()["tx"]["id"]
    after = api.get("/v1/entities/suggestions").json()["suggestions"]
    assert not any({s["keep"], s["alias"]} == {"Bob Smith", "B. Smith"} for s in after)
    kept = api.get(f"/v1/entities/{chosen['keep']}/profile").json()
    assert chosen["alias"] in kept["entity"]["aliases"]


def test_an_erase_drops_the_partitions_stored_analytics(
    api: TestClient, gds: GraphDataScience, driver: Driver, tenant: str
) -> None:
    _plant(api)
    refresh_partition(gds, tenant, "default")
    assert api.get("/v1/entities/suggestions").json()["suggestions"]

    response = api.post("/v1/forget", json={"topic": "Tennis Club", "mode": "erase"})

    assert response.status_code == 201, response.text
    assert api.get("/v1/entities/suggestions").json()["suggestions"] == []
    records, _, _ = driver.execute_query(
        "MATCH (e:Entity) WHERE e.tenant = $t AND e.gds_refreshed_at IS NOT NULL "
        "RETURN count(e) AS n",
        t=tenant,
    )
    assert records[0]["n"] == 0


def test_cli_refreshes_lists_and_accepts(api: TestClient, driver: Driver, tenant: str) -> None:
    from typer.testing import CliRunner

    from chronofact.api.cli import app

    runner = CliRunner()
    _plant(api)

    refreshed = runner.invoke(app, ["analytics", "refresh", "--tenant", tenant])
    assert refreshed.exit_code == 0, refreshed.output
    assert f"{tenant}/default:" in refreshed.output and "6 suggestions" in refreshed.output
    listed = runner.invoke(app, ["analytics", "suggestions", "--tenant", tenant, "--json"])
    assert listed.exit_code == 0, listed.output
    pairs = [(s["keep"], s["alias"]) for s in json.loads(listed.output)["suggestions"]]
    keep, alias = next(p for p in pairs if set(p) == {"Jon Park", "Jonathan Park"})
    accepted = runner.invoke(app, ["analytics", "accept", keep, alias, "--tenant", tenant])
    assert accepted.exit_code == 0, accepted.output
    records, _, _ = driver.execute_query(
        "MATCH (a:Alias)-[:RECORDED_IN]->(t:Tx) WHERE a.tenant = $t RETURN a.name AS name",
        t=tenant,
    )
    assert [r["name"] for r in records] == [alias]
