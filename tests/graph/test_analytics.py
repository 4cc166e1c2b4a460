"""GDS analytics on small graphs with known answers: importance, communities, profiles' related
entities, the refresh job's tenant and namespace isolation (`chronofact.graph.analytics`)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from graphdatascience import GraphDataScience
from neo4j import Driver

from chronofact.api.rest.key_cache import Principal
from chronofact.api.roles import Role
from chronofact.graph.analytics.projection import (
    PROJECTION_PREFIX,
    gds_client,
    projected_partition,
)
from chronofact.graph.analytics.refresh import refresh_partition
from chronofact.graph.errors import NotFound
from tests.conftest import Neo4jUnderTest

# two groups joined by one weak link; Acme is everyone's employer in the first
LINKS: tuple[tuple[str, str, str], ...] = (
    ("Alice", "works_at", "Acme"),
    ("Bob", "works_at", "Acme"),
    ("Carol", "works_at", "Acme"),
    ("Dave", "works_at", "Acme"),
    ("Erin", "works_at", "Acme"),
    ("Alice", "knows", "Bob"),
    ("Bob", "knows", "Carol"),
    ("Xavier", "member_of", "Chess Club"),
    ("Yuri", "member_of", "Chess Club"),
    ("Zoe", "member_of", "Chess Club"),
    ("Xavier", "knows", "Yuri"),
    ("Yuri", "knows", "Zoe"),
    ("Carol", "knows", "Xavier"),
)


def post_links(api: TestClient, links: tuple[tuple[str, str, str], ...], ns: str) -> None:
    for subject, predicate, obj in links:
        body = {"subject": subject, "predicate": predicate, "object": obj, "namespace": ns}
        response = api.post("/v1/facts", json=body)
        assert response.status_code == 201, response.text


@pytest.fixture
def gds(neo4j_server: Neo4jUnderTest) -> Iterator[GraphDataScience]:
    client = gds_client(neo4j_server.settings)
    yield client
    client.close()


def stored(driver: Driver, tenant: str, namespace: str) -> dict[str, dict[str, Any]]:
    records, _, _ = driver.execute_query(
        "MATCH (e:Entity) WHERE e.tenant = $t AND e.namespace = $ns "
        "RETURN e.name AS name, e.gds_importance AS importance, e.gds_community AS community",
        t=tenant,
        ns=namespace,
    )
    return {r["name"]: dict(r) for r in records}


def test_importance_and_communities_have_the_known_answers(
    api: TestClient, gds: GraphDataScience, driver: Driver, tenant: str
) -> None:
    post_links(api, LINKS, "default")
    # a value, not an entity: Zed is linked to nothing
    response = api.post("/v1/facts", json={"subject": "Zed", "predicate": "likes", "value": "tea"})
    assert response.status_code == 201, response.text

    done = refresh_partition(gds, tenant, "default")

    assert done.entities == 11 and done.links == len(LINKS)
    found = stored(driver, tenant, "default")
    by_importance = sorted(found, key=lambda n: -found[n]["importance"])
    assert by_importance[0] == "Acme" and found["Acme"]["importance"] == pytest.approx(1.0)
    assert by_importance[-1] == "Zed"  # isolated: PageRank's floor only
    assert found["Carol"]["importance"] > found["Dave"]["importance"]  # 4 links against 1
    community = {name: row["community"] for name, row in found.items()}
    first = {community[n] for n in ("Alice", "Bob", "Dave", "Erin", "Acme")}
    second = {community[n] for n in ("Xavier", "Yuri", "Zoe", "Chess Club")}
    assert len(first) == 1 and len(second) == 1 and first != second
    assert community["Zed"] not in first | second
    assert done.suggestions == 0  # shared neighbours alone (Dave, Erin) are not enough


def test_profile_shows_importance_and_related_entities(
    api: TestClient, gds: GraphDataScience, tenant: str
) -> None:
    post_links(api, LINKS, "default")
    assert api.get("/v1/entities/Dave/profile").json()["analytics"] is None  # no refresh yet

    refresh_partition(gds, tenant, "default")

    body = api.get("/v1/entities/Dave/profile").json()
    analytics = body["analytics"]
    related = [r["name"] for r in analytics["related"]]
    assert related[0] == "Acme"  # most important first
    assert {"Alice", "Bob", "Erin"} <= set(related)
    assert not {"Zoe", "Chess Club"} & set(related)
    assert analytics["community_size"] == len(related) + 1
    assert 0 < analytics["importance"] < 1


def test_projection_holds_one_tenant_and_namespace_and_is_dropped(
    api: TestClient, app_client: TestClient, gds: GraphDataScience, driver: Driver, tenant: str
) -> None:
    from tests.conftest import new_tenant

    post_links(api, LINKS[:3], "default")
    post_links(api, LINKS, "other")  # same tenant, another namespace
    neighbour = new_tenant()  # another tenant, same names
    key = "key-neighbour-" + neighbour
    app_client.app.state.api_keys[key] = Principal(neighbour, Role.ADMIN)  # type: ignore[attr-defined]
    app_client.headers["Authorization"] = f"Bearer {key}"
    post_links(app_client, LINKS, "default")

    with projected_partition(gds, tenant, "default") as graph:
        name = graph.name()
        assert graph.node_count() == 4  # Alice, Bob, Carol, Acme
        assert graph.relationship_count() == 2 * 3  # undirected
    assert name.startswith(PROJECTION_PREFIX)
    assert not gds.graph.exists(name)

    done = refresh_partition(gds, tenant, "default")

    assert done.entities == 4
    assert all(r["importance"] is not None for r in stored(driver, tenant, "default").values())
    assert all(r["importance"] is None for r in stored(driver, tenant, "other").values())
    assert all(r["importance"] is None for r in stored(driver, neighbour, "default").values())


def test_projection_is_dropped_when_the_job_fails(
    api: TestClient, gds: GraphDataScience, tenant: str
) -> None:
    post_links(api, LINKS[:1], "default")
    with pytest.raises(RuntimeError), projected_partition(gds, tenant, "default") as graph:
        name = graph.name()
        raise RuntimeError("job failed")
    assert not gds.graph.exists(name)


def test_an_empty_partition_is_not_found(gds: GraphDataScience, tenant: str) -> None:
    with pytest.raises(NotFound):
        refresh_partition(gds, tenant, "nothing-here")
