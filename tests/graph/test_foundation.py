"""The foundation: a real Neo4j with GDS and Browser; the schema; the embedding model."""

from __future__ import annotations

import os
import uuid

import httpx
import pytest
from neo4j import Driver

from chronofact.graph.neo4j import apply_schema, schema_ready, statements
from tests.conftest import Neo4jUnderTest


def test_gds_is_loaded(driver: Driver) -> None:
    records, _, _ = driver.execute_query("RETURN gds.version() AS gds")
    assert records[0]["gds"].startswith("2.26."), records[0]["gds"]


def test_neo4j_is_a_community_calendar_release_with_cypher_25(driver: Driver) -> None:
    records, _, _ = driver.execute_query(
        "CALL dbms.components() YIELD name, versions, edition "
        "RETURN name, versions, edition ORDER BY name"
    )
    by_name = {r["name"]: r for r in records}
    kernel = by_name["Neo4j Kernel"]
    year, month = (int(part) for part in kernel["versions"][0].split(".")[:2])
    assert (year, month) >= (2026, 2)  # in-index filtered vector search is GA from 2026.02
    assert kernel["edition"] == "community"
    assert "25" in by_name["Cypher"]["versions"]


def test_graphdatascience_client_streams_pagerank(
    neo4j_server: Neo4jUnderTest, driver: Driver, tenant: str
) -> None:
    from graphdatascience import GraphDataScience

    s = neo4j_server.settings
    driver.execute_query(
        """
        CREATE (a:GdsProbe {tenant: $t, name: 'a'}), (b:GdsProbe {tenant: $t, name: 'b'}),
               (c:GdsProbe {tenant: $t, name: 'c'}), (d:GdsProbe {tenant: $t, name: 'd'})
        CREATE (a)-[:LINKS]->(c), (b)-[:LINKS]->(c), (d)-[:LINKS]->(c), (c)-[:LINKS]->(a)
        """,
        t=tenant,
    )
    name = "probe_" + uuid.uuid4().hex[:8]
    gds = GraphDataScience(s.bolt_uri, auth=(s.neo4j_user, s.neo4j_password))
    try:
        projected = gds.graph.project.cypher(
            "MATCH (x:GdsProbe {tenant: $t})-[:LINKS]->(y:GdsProbe {tenant: $t}) "
            "RETURN gds.graph.project($name, x, y)",
            t=tenant,
            name=name,
        )
        graph = projected.graph
        ranks = gds.page_rank.stream(graph)
        names = {
            row["nodeId"]: row["name"]
            for row in driver.execute_query(
                "MATCH (n:GdsProbe {tenant: $t}) RETURN id(n) AS nodeId, n.name AS name", t=tenant
            )[0]
        }
        by_name = {names[int(r.nodeId)]: float(r.score) for r in ranks.itertuples()}
        assert len(by_name) == 4
        assert max(by_name, key=lambda k: by_name[k]) == "c"  # everyone links to c
    finally:
        gds.graph.drop(name, fail_if_missing=False)
        driver.execute_query("MATCH (n:GdsProbe {tenant: $t}) DETACH DELETE n", t=tenant)
        gds.close()


def test_browser_answers(neo4j_server: Neo4jUnderTest) -> None:
    if neo4j_server.http_url is None:
        pytest.skip(
            "NEO4J_URI points at a server whose HTTP address is unknown; "
            "set NEO4J_HTTP_URL to check its Browser"
        )
    response = httpx.get(f"{neo4j_server.http_url}/browser/", timeout=10)
    assert response.status_code == 200
    assert "<html" in response.text.lower()


def test_schema_is_idempotent_and_complete(driver: Driver) -> None:
    first = apply_schema(driver)
    second = apply_schema(driver)
    assert first == second == len(statements("schema"))
    assert schema_ready(driver)
    records, _, _ = driver.execute_query(
        "SHOW INDEXES YIELD name, type, labelsOrTypes, properties, options "
        "WHERE name IN ['fact_vectors', 'fact_text', 'source_vectors'] "
        "RETURN name, type, properties, options"
    )
    by_name = {r["name"]: r for r in records}
    assert by_name["fact_text"]["type"] == "FULLTEXT"
    vector = by_name["fact_vectors"]
    assert vector["type"] == "VECTOR"
    config = vector["options"]["indexConfig"]
    assert config["vector.dimensions"] == 384
    assert config["vector.similarity_function"].lower() == "cosine"
    # the filter properties recall's SEARCH ... WHERE uses inside the index
    assert vector["properties"] == ["embedding", "tenant", "namespace", "learned_at", "revoked_at"]
    assert by_name["source_vectors"]["properties"] == ["embedding", "tenant", "namespace"]


def test_vector_indexes_are_declared_without_quantization() -> None:
    # 2026.08 quantizes (BINARY) by default; recall's indexes turn it off (bench/RESULTS.md)
    vector_indexes = [s for s in statements("schema") if "CREATE VECTOR INDEX" in s]
    assert len(vector_indexes) == 2
    for statement in vector_indexes:
        assert "`vector.quantization.enabled`: false" in statement


def test_embedding_model_loads_offline_with_384_dimensions() -> None:
    from chronofact.extractors.embeddings import embed

    assert os.environ.get("HF_HUB_OFFLINE") == "1"
    vectors = embed(["Alice works at Acme", "Alice is employed by Acme", "The VPN is down"])
    assert [len(v) for v in vectors] == [384, 384, 384]
    same = sum(a * b for a, b in zip(vectors[0], vectors[1], strict=True))
    other = sum(a * b for a, b in zip(vectors[0], vectors[2], strict=True))
    assert same > other  # paraphrases are closer than unrelated text
