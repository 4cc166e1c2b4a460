"""The REST contract of API.md for the core: shapes, defaults, errors, isolation."""

from __future__ import annotations

import types
from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

import chronofact.graph.write as write_package
from chronofact.graph.neo4j import query
from chronofact.graph.time import parse_instant


def _count(api: TestClient, subject: str = "Alice", **params: str) -> int:
    response = api.get("/v1/facts", params={"subject": subject, **params})
    assert response.status_code == 200, response.text
    return len(response.json()["facts"])


def _assert(api: TestClient, **body: Any) -> Any:
    response = api.post("/v1/facts", json=body)
    assert response.status_code == 201, response.text
    return response.json()


def test_assert_response_has_the_contract_shape(api: TestClient) -> None:
    body = _assert(
        api,
        subject="Alice",
        predicate="works_at",
        object="Globex",
        valid_from="2024-03-01T00:00:00Z",
        valid_to=None,
        statement="Alice works at Globex",
        source={"kind": "user", "ref": "msg-42", "observed_at": "2024-03-05T09:00:00Z"},
    )
    assert set(body) >= {"tx", "fact", "created", "revoked", "contradictions", "blocked"}
    fact = body["fact"]
    assert fact["subject"]["name"] == "Alice" and fact["object"]["name"] == "Globex"
    assert fact["predicate"] == "works_at"
    assert fact["valid_from"] == "2024-03-01T00:00:00.000000Z" and fact["valid_to"] is None
    assert fact["learned_at"] == body["tx"]["time"] and fact["revoked_at"] is None
    assert fact["trust"] == "candidate"  # a user's own statement
    assert fact["sources"] == [
        {
            "kind": "user",
            "ref": "msg-42",
            "observed_at": "2024-03-05T09:00:00.000000Z",
            "span": None,
        }
    ]
    assert body["created"] == [fact["id"]] and body["revoked"] == []
    assert fact["namespace"] == "default"
    assert api.get(f"/v1/facts/{fact['id']}").json() == fact


def test_defaults_valid_from_now_and_literal_values(api: TestClient) -> None:
    body = _assert(api, subject="Alice", predicate="age", value=34)
    assert body["fact"]["value"] == 34 and "object" not in body["fact"]
    assert body["fact"]["valid_from"] <= body["tx"]["time"]
    now = api.get("/v1/facts", params={"subject": "Alice", "predicate": "age"}).json()
    assert [f["value"] for f in now["facts"]] == [34]
    _assert(api, subject="Alice", predicate="age", value=35)
    facts = api.get("/v1/facts", params={"subject": "Alice", "predicate": "age"}).json()["facts"]
    assert [f["value"] for f in facts] == [35]


def test_retract_and_batch(api: TestClient) -> None:
    _assert(
        api, subject="Bob", predicate="lives_in", object="Paris", valid_from="2020-01-01T00:00:00Z"
    )
    response = api.post(
        "/v1/facts/retract",
        json={"subject": "Bob", "predicate": "lives_in", "valid_from": "2023-01-01T00:00:00Z"},
    )
    assert response.status_code == 201, response.text
    assert "fact" not in response.json()
    assert len(response.json()["revoked"]) == 1
    assert _count(api, "Bob", valid_at="2022-06-01T00:00:00Z") == 1
    assert _count(api, "Bob") == 0

    batch = api.post(
        "/v1/facts/batch",
        json={
            "operations": [
                {
                    "op": "assert",
                    "subject": "Bob",
                    "predicate": "lives_in",
                    "object": "Rome",
                    "valid_from": "2023-01-01T00:00:00Z",
                },
                {"op": "assert", "subject": "Bob", "predicate": "likes", "object": "tea"},
                {"op": "assert", "subject": "Bob", "predicate": "likes", "object": "chess"},
            ]
        },
    )
    assert batch.status_code == 201, batch.text
    result = batch.json()
    assert len({f["learned_at"] for f in result["facts"]}) == 1  # one transaction time
    likes = api.get("/v1/facts", params={"subject": "bob", "predicate": "likes"}).json()
    assert sorted(f["object"]["name"] for f in likes["facts"]) == ["chess", "tea"]  # multi


def test_batch_is_all_or_nothing(api: TestClient) -> None:
    response = api.post(
        "/v1/facts/batch",
        json={
            "operations": [
                {"op": "assert", "subject": "Carol", "predicate": "works_at", "object": "Acme"},
                {"op": "assert", "subject": "Carol", "predicate": "works_at", "object": "x" * 5000},
            ]
        },
    )
    assert response.status_code == 422
    assert _count(api, "Carol") == 0


def _tenant_counts(driver: Driver, tenant: str) -> dict[str, Any]:
    records, _, _ = driver.execute_query(
        "UNWIND ['Fact', 'Tx', 'Source', 'Entity'] AS label "
        "CALL (label) { MATCH (n) WHERE n.tenant = $t AND label IN labels(n) "
        "RETURN count(n) AS n } "
        "RETURN label, n",
        t=tenant,
    )
    counts: dict[str, Any] = {r["label"]: r["n"] for r in records}
    clock, _, _ = driver.execute_query(
        "MATCH (c:Clock {tenant: $t}) RETURN c.last AS last", t=tenant
    )
    counts["clock"] = [r["last"] for r in clock]
    return counts


def test_a_failure_inside_the_transaction_rolls_back_the_whole_batch(
    api: TestClient, driver: Driver, tenant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last statement of a batch (attaching evidence) fails after it has created the
    batch's :Source nodes and after the clock tick, :Tx, entities and versions were written in
    the same transaction: none of it may remain."""
    first = _assert(
        api,
        subject="Carol",
        predicate="works_at",
        object="Acme",
        source={"kind": "user", "ref": "m-1"},
    )
    before = _tenant_counts(driver, tenant)
    assert before == {"Fact": 1, "Tx": 1, "Source": 1, "Entity": 2, "clock": [before["clock"][0]]}
    assert before["clock"][0].to_native() == parse_instant(first["tx"]["time"])

    ran: list[str] = []

    def failing_late(name: str) -> str:
        ran.append(name)
        text = query(name)
        if name != "attach_evidence":
            return text
        # the real statement, then a division by zero once it has run
        failing = text.replace(
            "RETURN count(*) AS attached;",
            "WITH count(*) AS attached RETURN attached / (attached - attached) AS boom",
        )
        assert failing != text
        return failing

    # every module of the write path that runs a named query gets the failing loader
    patched = [
        module
        for module in vars(write_package).values()
        if isinstance(module, types.ModuleType) and getattr(module, "query", None) is query
    ]
    assert {m.__name__.rsplit(".", 1)[-1] for m in patched} >= {"clock", "store"}
    for module in patched:
        monkeypatch.setattr(module, "query", failing_late)
    response = api.post(
        "/v1/facts/batch",
        json={
            "operations": [
                {
                    "op": "assert",
                    "subject": "Carol",
                    "predicate": "works_at",
                    "object": "Globex",
                    "source": {"kind": "user", "ref": "m-2"},
                },
                {
                    "op": "assert",
                    "subject": "Dan",
                    "predicate": "lives_in",
                    "object": "Oslo",
                    "source": {"kind": "document", "ref": "doc-9"},
                },
            ]
        },
    )
    assert response.status_code >= 500, response.text
    # the earlier statements of the transaction did run before the failure
    assert {
        "clock_tick",
        "create_tx",
        "revoke_versions",
        "merge_entities",
        "create_versions",
    } <= set(ran[: ran.index("attach_evidence")])
    monkeypatch.undo()
    assert _tenant_counts(driver, tenant) == before
    now = api.get("/v1/facts", params={"subject": "Carol"}).json()["facts"]
    assert [f["id"] for f in now] == [first["fact"]["id"]]


def test_namespaces_and_tenants_are_isolated(api: TestClient, app_client: TestClient) -> None:
    _assert(api, subject="Dana", predicate="works_at", object="Acme", namespace="agent-1")
    assert _count(api, "Dana") == 0
    assert _count(api, "Dana", namespace="agent-1") == 1
    response = app_client.get(
        "/v1/facts",
        params={"subject": "Dana", "namespace": "agent-1"},
        headers={"Authorization": "Bearer bootstrap"},
    )
    assert response.status_code == 200 and response.json()["facts"] == []
    assert (
        app_client.get(
            "/v1/facts", params={"subject": "Dana"}, headers={"Authorization": "Bearer nope"}
        ).status_code
        == 401
    )


def test_predicate_declarations_change_cardinality(api: TestClient) -> None:
    assert api.put("/v1/predicates/Plays Instrument", json={"cardinality": "multi"}).json() == {
        "name": "plays_instrument",
        "cardinality": "multi",
    }
    _assert(api, subject="Eve", predicate="plays_instrument", object="piano")
    _assert(api, subject="Eve", predicate="plays_instrument", object="violin")
    assert _count(api, "Eve", predicate="plays_instrument") == 2
    _assert(api, subject="Eve", predicate="works_at", object="Acme")
    _assert(api, subject="Eve", predicate="works_at", object="Globex")
    assert _count(api, "Eve", predicate="works_at") == 1  # unknown = single-valued


BAD_BODIES = [
    (
        {"subject": "A", "predicate": "p", "object": "o", "valid_from": "2024-03-01T00:00:00"},
        "timezone",
    ),  # naive
    (
        {
            "subject": "A",
            "predicate": "p",
            "object": "o",
            "valid_from": "2024-03-02T00:00:00Z",
            "valid_to": "2024-03-01T00:00:00Z",
        },
        "inverted",
    ),
    (
        {
            "subject": "A",
            "predicate": "p",
            "object": "o",
            "valid_from": "2024-03-01T00:00:00Z",
            "valid_to": "2024-03-01T00:00:00Z",
        },
        "inverted",
    ),  # empty
    ({"subject": "A", "predicate": "p", "object": "o", "colour": "red"}, "extra"),
    ({"subject": "A", "predicate": "p", "object": "o" * 5000}, "at most"),
    ({"subject": "A", "predicate": "p"}, "object"),
    ({"subject": "A", "predicate": "p", "object": "o", "value": 1}, "not both"),
    ({"subject": "", "predicate": "p", "object": "o"}, "at least"),
    ({"subject": "A", "predicate": "p", "object": "o", "kind": "rewrite"}, "kind"),
    ({"subject": "A", "predicate": "!!!", "object": "o"}, "predicate"),
]


@pytest.mark.parametrize(("body", "hint"), BAD_BODIES)
def test_bad_input_is_a_clear_4xx_and_changes_nothing(
    api: TestClient, body: dict[str, Any], hint: str
) -> None:
    response = api.post("/v1/facts", json=body)
    assert 400 <= response.status_code < 500, response.text
    error = response.json()["error"]
    assert error["code"] and hint.lower() in error["message"].lower(), error
    assert _count(api, "A", valid_at="2024-03-01T12:00:00Z") == 0
    assert _count(api, "A") == 0


@pytest.mark.parametrize(
    "params",
    [
        {"subject": "A", "valid_at": "2024-03-01T00:00:00"},
        {"subject": "A", "known_at": "yesterday"},
        {"predicate": "p"},
        {"subject": "A", "namespace": "bad namespace!"},
    ],
)
def test_bad_queries_are_422(api: TestClient, params: dict[str, str]) -> None:
    response = api.get("/v1/facts", params=params)
    assert response.status_code == 422, response.text
    assert response.json()["error"]["message"]


def test_offsets_are_converted_and_plus_survives_query_strings(api: TestClient) -> None:
    _assert(
        api,
        subject="Fay",
        predicate="works_at",
        object="Acme",
        valid_from="2024-03-01T02:00:00+02:00",
    )
    fact = api.get("/v1/facts", params={"subject": "Fay", "valid_at": "2024-03-01T00:00:00Z"})
    assert fact.json()["facts"][0]["valid_from"] == "2024-03-01T00:00:00.000000Z"
    # an unencoded '+' arrives as a space: still understood
    raw = api.get("/v1/facts?subject=Fay&valid_at=2024-03-01T02:00:00+02:00")
    assert raw.status_code == 200, raw.text
    assert len(raw.json()["facts"]) == 1


def test_import_refuses_non_monotonic_and_future_times(api: TestClient) -> None:
    op = {
        "op": "assert",
        "subject": "Gus",
        "predicate": "works_at",
        "object": "Acme",
        "valid_from": "2020-01-01T00:00:00Z",
    }
    assert (
        api.post(
            "/v1/import", json={"tx_time": "2024-01-01T00:00:00Z", "operations": [op]}
        ).status_code
        == 201
    )
    stale = api.post("/v1/import", json={"tx_time": "2024-01-01T00:00:00Z", "operations": [op]})
    assert stale.status_code == 409 and "not later" in stale.json()["error"]["message"]
    future = api.post("/v1/import", json={"tx_time": "2999-01-01T00:00:00Z", "operations": [op]})
    assert future.status_code == 422
    assert (
        len(
            api.get(
                "/v1/facts", params={"subject": "Gus", "known_at": "2024-06-01T00:00:00Z"}
            ).json()["facts"]
        )
        == 1
    )


def test_unknown_fact_is_404(api: TestClient) -> None:
    response = api.get("/v1/facts/f_nope")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"
    assert api.get("/v1/facts/f_nope/history").status_code == 404


def test_service_endpoints(api: TestClient) -> None:
    assert api.get("/healthz").json() == {"status": "ok"}
    ready = api.get("/readyz")
    assert ready.status_code == 200 and ready.json()["status"] == "ready"
    metrics = api.get("/metrics")
    assert metrics.status_code == 200 and "chronofact_http_requests_total" in metrics.text
    assert api.get("/docs").status_code == 200


def test_batch_retract_without_object_sees_values_asserted_earlier_in_the_batch(
    api: TestClient,
) -> None:
    """Found by the state machine: a multi-valued retract with no object must also end the
    objects that earlier operations of the same batch asserted."""
    response = api.post(
        "/v1/facts/batch",
        json={
            "operations": [
                {
                    "op": "assert",
                    "subject": "Bob",
                    "predicate": "likes",
                    "object": "acme",
                    "valid_from": "2025-01-01T00:00:00Z",
                },
                {
                    "op": "retract",
                    "subject": "Bob",
                    "predicate": "likes",
                    "valid_from": "2025-01-01T00:00:00Z",
                },
            ]
        },
    )
    assert response.status_code == 201, response.text
    assert response.json()["created"] == [] and response.json()["facts"] == [None, None]
    assert _count(api, "Bob", predicate="likes", valid_at="2025-06-01T00:00:00Z") == 0


def test_a_batch_naming_one_entity_two_ways_is_written(api: TestClient) -> None:
    """Found by FactConsolidation through the conversation extractor: two spellings of one
    name in one batch ("Apple Inc." / "apple inc") share an entity id, and the batch was a
    500 (KeyError) because only the last spelling was mapped."""
    response = api.post(
        "/v1/facts/batch",
        json={
            "operations": [
                {
                    "op": "assert",
                    "subject": "Apple Inc.",
                    "predicate": "based_in",
                    "object": "Cupertino",
                },
                {"op": "assert", "subject": "apple inc", "predicate": "ceo", "object": "Tim Cook"},
            ]
        },
    )
    assert response.status_code == 201, response.text
    facts = api.get("/v1/facts", params={"subject": "Apple Inc."}).json()["facts"]
    assert {f["predicate"] for f in facts} == {"based_in", "ceo"}
