"""Entity names: normalised matching, aliases, and audited merges that re-key live facts."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from neo4j import Driver


def _post(api: TestClient, path: str, body: dict[str, Any]) -> Any:
    response = api.post(path, json=body)
    assert response.status_code == 201, response.text
    return response.json()


def _names(api: TestClient, subject: str, predicate: str, **params: str) -> list[str]:
    facts = api.get(
        "/v1/facts", params={"subject": subject, "predicate": predicate, **params}
    ).json()["facts"]
    return [f["object"]["name"] for f in facts]


def test_names_match_across_case_punctuation_and_accents(api: TestClient) -> None:
    _post(api, "/v1/facts", {"subject": "Dr. José Ruiz", "predicate": "works_at", "object": "Acme"})
    assert _names(api, "dr jose ruiz", "works_at") == ["Acme"]
    assert _names(api, "DR. JOSÉ  RUIZ", "Works At") == ["Acme"]


def test_merge_moves_live_facts_and_resolves_the_alias(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    _post(
        api,
        "/v1/facts",
        {
            "subject": "Robert Smith",
            "predicate": "works_at",
            "object": "Acme",
            "valid_from": "2020-01-01T00:00:00Z",
        },
    )
    bob = _post(
        api,
        "/v1/facts",
        {
            "subject": "Bob",
            "predicate": "lives_in",
            "object": "Oslo",
            "valid_from": "2021-01-01T00:00:00Z",
            "source": {"kind": "user", "ref": "m-1"},
        },
    )
    ann = _post(
        api,
        "/v1/facts",
        {
            "subject": "Ann",
            "predicate": "married_to",
            "object": "Bob",
            "valid_from": "2019-01-01T00:00:00Z",
        },
    )
    merged = _post(api, "/v1/entities/Robert Smith/aliases", {"alias": "Bob"})
    assert sorted(merged["revoked"]) == sorted([bob["fact"]["id"], ann["fact"]["id"]])
    assert len(merged["created"]) == 2
    # both names now answer for one entity
    assert _names(api, "Robert Smith", "lives_in") == ["Oslo"]
    assert _names(api, "bob", "works_at") == ["Acme"]
    assert _names(api, "Ann", "married_to") == ["Robert Smith"]
    moved = api.get(
        "/v1/facts", params={"subject": "Robert Smith", "predicate": "lives_in"}
    ).json()["facts"][0]
    assert moved["valid_from"] == "2021-01-01T00:00:00.000000Z"  # same period
    assert moved["trust"] == "candidate" and moved["sources"][0]["ref"] == "m-1"
    history = api.get(f"/v1/facts/{moved['id']}/history").json()
    assert {(a["id"], a["relation"], a["kind"]) for a in history["lineage"]["ancestors"]} == {
        (bob["fact"]["id"], "EXTENDS", "merge")
    }
    # later writes under the alias land on the same key: an update, not a second value
    _post(
        api,
        "/v1/facts",
        {
            "subject": "BOB",
            "predicate": "lives_in",
            "object": "Rome",
            "valid_from": "2024-01-01T00:00:00Z",
        },
    )
    assert _names(api, "Robert Smith", "lives_in") == ["Rome"]
    # the merge is audited and the entities are linked
    records, _, _ = driver.execute_query(
        "MATCH (old:Entity)-[:MERGED_INTO]->(e:Entity) WHERE e.tenant = $t "
        "MATCH (t:Tx {id: $tx}) RETURN old.name AS old, e.name AS into, e.aliases AS aliases, "
        "t.actor AS actor, t.reason AS reason",
        t=tenant,
        tx=merged["tx"]["id"],
    )
    assert [r.data() for r in records] == [
        {
            "old": "Bob",
            "into": "Robert Smith",
            "aliases": ["Bob"],
            "actor": "operator",
            "reason": "merge",
        }
    ]


def test_alias_validation(api: TestClient) -> None:
    bad = api.post("/v1/entities/Bob/aliases", json={"alias": "bob"})
    assert bad.status_code == 422 and bad.json()["error"]["code"] == "invalid_merge"
    assert api.post("/v1/entities/Bob/aliases", json={"alias": ""}).status_code == 422
