"""Trust is not time; disagreement is recorded, never dropped (DESIGN.md sections 4-5)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from neo4j import Driver

from chronofact.graph.time import parse_instant


def _post(api: TestClient, path: str, body: dict[str, Any], status: int = 201) -> Any:
    response = api.post(path, json=body)
    assert response.status_code == status, response.text
    return response.json()


def _current(api: TestClient, subject: str, predicate: str, **params: Any) -> list[Any]:
    response = api.get("/v1/facts", params={"subject": subject, "predicate": predicate, **params})
    assert response.status_code == 200, response.text
    return response.json()["facts"]


def _fact(
    subject: str, predicate: str, obj: str, kind: str, ref: str, **extra: Any
) -> dict[str, Any]:
    return {
        "subject": subject,
        "predicate": predicate,
        "object": obj,
        "valid_from": "2024-01-01T00:00:00Z",
        "source": {"kind": kind, "ref": ref, **extra.pop("source", {})},
        **extra,
    }


def test_starting_trust_follows_the_source(api: TestClient) -> None:
    assert (
        _post(api, "/v1/facts", _fact("A", "works_at", "X", "operator", "op-1"))["fact"]["trust"]
        == "verified"
    )
    assert (
        _post(api, "/v1/facts", _fact("B", "works_at", "X", "user", "m-1"))["fact"]["trust"]
        == "candidate"
    )
    assert (
        _post(api, "/v1/facts", _fact("C", "works_at", "X", "document", "doc-1"))["fact"]["trust"]
        == "raw"
    )
    assert (
        _post(
            api,
            "/v1/facts",
            {**_fact("D", "works_at", "X", "document", "doc-2"), "trust": "verified"},
        )["fact"]["trust"]
        == "verified"
    )


def test_two_distinct_sources_promote_to_verified(api: TestClient) -> None:
    first = _post(api, "/v1/facts", _fact("Ann", "lives_in", "Oslo", "document", "doc-1"))
    assert first["fact"]["trust"] == "raw"
    same_origin = _post(api, "/v1/facts", _fact("Ann", "lives_in", "Oslo", "document", "doc-1"))
    assert same_origin["corroborated"] == [first["fact"]["id"]] and not same_origin["created"]
    second = _post(api, "/v1/facts", _fact("Ann", "lives_in", "Oslo", "document", "doc-2"))
    assert second["revoked"] == [first["fact"]["id"]]
    (now,) = _current(api, "Ann", "lives_in")
    assert now["trust"] == "verified"
    # doc-1 twice: the repeat from the same origin is kept as evidence, but counts once
    assert sorted(s["ref"] for s in now["sources"]) == ["doc-1", "doc-1", "doc-2"]
    history = api.get(f"/v1/facts/{now['id']}/history").json()
    assert {(a["relation"], a["kind"]) for a in history["lineage"]["ancestors"]} == {
        ("EXTENDS", "corroboration")
    }


def test_less_trusted_claim_is_disputed_not_applied(api: TestClient) -> None:
    verified = _post(api, "/v1/facts", _fact("Bob", "works_at", "Acme", "operator", "op-1"))
    rumour = _post(api, "/v1/facts", _fact("Bob", "works_at", "Globex", "document", "blog-7"))
    assert rumour["revoked"] == []
    assert rumour["fact"]["trust"] == "disputed"
    assert rumour["contradictions"] == [
        {
            "claim": rumour["fact"]["id"],
            "against": verified["fact"]["id"],
            "weight": -1.0,
            "detected_by": "trust",
            "status": "open",
        }
    ]
    assert [f["object"]["name"] for f in _current(api, "Bob", "works_at")] == ["Acme"]
    disputed = _current(api, "Bob", "works_at", include_disputed="true")
    assert sorted(f["object"]["name"] for f in disputed) == ["Acme", "Globex"]
    listed = api.get("/v1/contradictions").json()["contradictions"]
    assert len(listed) == 1 and listed[0]["claim"]["object"]["name"] == "Globex"
    assert listed[0]["against"]["object"]["name"] == "Acme" and listed[0]["status"] == "open"

    # the operator sides with the claim: it becomes an ordinary assert and replaces Acme
    resolved = _post(api, f"/v1/contradictions/{listed[0]['id']}/resolve", {"keep": "claim"})
    assert verified["fact"]["id"] in resolved["revoked"]
    (now,) = _current(api, "Bob", "works_at")
    assert now["object"]["name"] == "Globex" and now["trust"] == "verified"
    assert api.get("/v1/contradictions").json()["contradictions"] == []
    closed = api.get("/v1/contradictions", params={"status": "resolved"}).json()
    assert len(closed["contradictions"]) == 1
    assert (
        api.post(
            f"/v1/contradictions/{listed[0]['id']}/resolve", json={"keep": "claim"}
        ).status_code
        == 409
    )


def test_polarity_flip_disputes_the_side_with_fewer_sources(api: TestClient) -> None:
    up = {
        "subject": "VPN",
        "predicate": "status",
        "value": "up",
        "valid_from": "2024-05-01T00:00:00Z",
    }
    _post(api, "/v1/facts", {**up, "source": {"kind": "user", "ref": "m1"}})
    _post(api, "/v1/facts", {**up, "source": {"kind": "user", "ref": "m2"}})  # 2 origins
    # as trusted (verified) but with one source against two: the newcomer is disputed
    down = _post(
        api,
        "/v1/facts",
        {**up, "polarity": False, "trust": "verified", "source": {"kind": "user", "ref": "m3"}},
    )
    assert down["fact"]["trust"] == "disputed" and down["revoked"] == []
    assert down["contradictions"][0]["detected_by"] == "polarity"
    (now,) = _current(api, "VPN", "status")
    assert now["polarity"] is True and now["trust"] == "verified"

    # a tie: the older side becomes disputed, the newer one holds
    _post(
        api,
        "/v1/facts",
        {
            "subject": "Door",
            "predicate": "state",
            "value": "open",
            "valid_from": "2024-05-01T00:00:00Z",
            "source": {"kind": "user", "ref": "d1"},
        },
    )
    closed = _post(
        api,
        "/v1/facts",
        {
            "subject": "Door",
            "predicate": "state",
            "value": "open",
            "polarity": False,
            "valid_from": "2024-05-01T00:00:00Z",
            "source": {"kind": "user", "ref": "d2"},
        },
    )
    assert closed["contradictions"][0]["claim"] == closed["fact"]["id"]
    (now,) = _current(api, "Door", "state")
    assert now["polarity"] is False
    everything = _current(api, "Door", "state", include_disputed="true")
    assert sorted((f["polarity"], f["trust"]) for f in everything) == [
        (False, "candidate"),
        (True, "disputed"),
    ]


def test_multi_valued_values_never_conflict(api: TestClient) -> None:
    _post(api, "/v1/facts", _fact("Cy", "likes", "tea", "operator", "o1"))
    second = _post(api, "/v1/facts", _fact("Cy", "likes", "coffee", "document", "d1"))
    assert second["contradictions"] == [] and second["fact"]["trust"] == "raw"
    assert sorted(f["object"]["name"] for f in _current(api, "Cy", "likes")) == ["coffee", "tea"]


def _audit(driver: Driver, tenant: str, tx: dict[str, Any]) -> dict[str, Any]:
    """The :Tx audit record of a write, and what that transaction did to versions."""
    records, _, _ = driver.execute_query(
        "MATCH (t:Tx {tenant: $tenant, id: $id}) "
        "OPTIONAL MATCH (f:Fact {tenant: $tenant, tx_id: $id}) "
        "RETURN t {.actor, .reason, .imported, .time} AS tx, "
        "collect(f.id) AS created",
        tenant=tenant,
        id=tx["id"],
    )
    assert len(records) == 1, f"no :Tx {tx['id']}"
    found = records[0]["tx"]
    return {
        **found,
        "time": found["time"].to_native(),
        "created": sorted(records[0]["created"]),
    }


def test_operator_verify_dispute_revoke_and_review_queue(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    fact = _post(api, "/v1/facts", _fact("Dee", "works_at", "Acme", "user", "m-1"))["fact"]
    queue = api.get("/v1/review").json()
    assert [f["id"] for f in queue["facts"]] == [fact["id"]] and queue["review"] is False
    verified = _post(api, f"/v1/facts/{fact['id']}/trust", {"action": "verify"})
    assert verified["fact"]["trust"] == "verified" and verified["revoked"] == [fact["id"]]
    assert api.get("/v1/review").json()["facts"] == []
    # acting on a revoked version is refused with a clear reason
    stale = api.post(f"/v1/facts/{fact['id']}/trust", json={"action": "verify"})
    assert stale.status_code == 409 and "no longer live" in stale.json()["error"]["message"]
    disputed = _post(api, f"/v1/facts/{verified['fact']['id']}/trust", {"action": "dispute"})
    assert disputed["fact"]["trust"] == "disputed"
    assert _current(api, "Dee", "works_at") == []
    gone = _post(api, f"/v1/facts/{disputed['fact']['id']}/trust", {"action": "revoke"})
    assert gone["revoked"] == [disputed["fact"]["id"]]
    assert _current(api, "Dee", "works_at", include_disputed="true") == []
    assert api.post("/v1/facts/f_missing/trust", json={"action": "verify"}).status_code == 404
    # every trust change is audited: one Tx per call, by the operator, with the action as
    # its reason, and the versions that call created are stamped with that Tx
    changes = [("verify", verified), ("dispute", disputed), ("revoke", gone)]
    assert len({change["tx"]["id"] for _, change in changes}) == 3
    for action, change in changes:
        assert _audit(driver, tenant, change["tx"]) == {
            "actor": "operator",
            "reason": action,
            "imported": False,
            "time": parse_instant(change["tx"]["time"]),
            "created": sorted(change["created"]),
        }
    assert api.put("/v1/settings", json={"review": True}).json() == {"review": True}
    assert api.get("/v1/review").json()["review"] is True
