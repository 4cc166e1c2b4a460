"""Which role may call what (issue 11, finding 7: every key was an operator).

The table is `chronofact.api.roles.ROUTE_ROLES`; docs/security.md prints it. These tests walk
every route of the app, check it has a declared least role that the docs agree with, send each
route a request from every role below it (403 `role_required`) and at or above it (not
refused for its role), and then check the calls the issue names one by one."""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from chronofact.api.rest.app import create_app
from chronofact.api.rest.key_cache import Principal
from chronofact.api.roles import ROUTE_ROLES, Role, route_keys, unlisted_routes
from chronofact.config import Settings

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = {
    "GET /openapi.json",
    "GET /docs",
    "GET /docs/oauth2-redirect",
    "GET /redoc",
    "GET /healthz",
    "GET /readyz",
    "GET /metrics",
    "GET /guide",
    "GET /guide/style.grass",
    "OPTIONS /guide",
    "OPTIONS /guide/style.grass",
}


def test_every_route_of_the_app_declares_its_least_role() -> None:
    app = create_app(Settings(CHRONOFACT_API_KEYS="key-long-1:t"))
    keys = route_keys(app.routes)
    assert len(keys) >= 30 and "POST /v1/facts" in keys and "PUT /v1/settings" in keys
    assert unlisted_routes(app.routes) == []
    assert set(keys) == set(ROUTE_ROLES)  # and the table names no route that does not exist
    assert {k for k, role in ROUTE_ROLES.items() if role is None} == PUBLIC


def test_an_undeclared_route_is_for_admins_only(
    monkeypatch: pytest.MonkeyPatch, roles_client: TestClient, tenant: str
) -> None:
    table = {k: v for k, v in ROUTE_ROLES.items() if k != "POST /v1/recall"}
    monkeypatch.setattr("chronofact.api.roles.ROUTE_ROLES", table)
    assert unlisted_routes(roles_client.app.routes) == ["POST /v1/recall"]
    operator = _as(roles_client, tenant, Role.OPERATOR)
    refused = roles_client.post("/v1/recall", json={"query": "x"}, headers=operator)
    assert _refused_for_role(refused)
    assert refused.json()["error"]["details"]["required"] == "admin"
    admin = _as(roles_client, tenant, Role.ADMIN)
    assert roles_client.post("/v1/recall", json={"query": "x"}, headers=admin).status_code == 200


def test_the_docs_table_is_the_code_table() -> None:
    text = (ROOT / "docs" / "security.md").read_text()
    rows = re.findall(r"^\| `([A-Z]+ /[^`]*)` \| (\w+) \|", text, flags=re.MULTILINE)
    documented = {op: role for op, role in rows}
    expected = {op: (role.value if role else "public") for op, role in ROUTE_ROLES.items()}
    assert documented == expected


def test_env_keys_carry_a_role_and_default_to_writer() -> None:
    grants = Settings(
        CHRONOFACT_API_KEYS="key-long-1:acme, key-long-2:acme:reader, key-long-3:a:b:admin,"
        "key-long-4:a:b"
    ).api_key_grants()
    assert grants == {
        "key-long-1": ("acme", "writer"),
        "key-long-2": ("acme", "reader"),
        "key-long-3": ("a:b", "admin"),
        "key-long-4": ("a:b", "writer"),  # a last part that is no role stays in the tenant
    }


@pytest.mark.parametrize("typo", ["adminn", "Admins", "writr", "reeder", "operater"])
def test_an_env_key_with_a_mistyped_role_is_refused(typo: str) -> None:
    with pytest.raises(ValueError, match="not a role; did you mean"):
        Settings(CHRONOFACT_API_KEYS=f"key-long-1:acme:{typo}").api_key_grants()


def test_an_env_key_role_is_read_in_any_case() -> None:
    grants = Settings(CHRONOFACT_API_KEYS="key-long-1:acme:Reader").api_key_grants()
    assert grants == {"key-long-1": ("acme", "reader")}


# ---- every route, every role ------------------------------------------------------------------
@pytest.fixture(scope="module")
def roles_client(neo4j_server: Any) -> Iterator[TestClient]:
    settings = neo4j_server.settings.model_copy(update={"api_keys": "bootstrap-key:bootstrap"})
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        yield client


def _as(client: TestClient, tenant: str, role: Role) -> dict[str, str]:
    key = f"{role.value}-{uuid.uuid4().hex}"
    client.app.state.api_keys[key] = Principal(tenant, role)  # type: ignore[attr-defined]
    return {"Authorization": f"Bearer {key}"}


def _send(client: TestClient, operation: str, headers: dict[str, str]) -> Any:
    method, path = operation.split(" ", 1)
    url = re.sub(r"\{[^}]+\}", "no-such-id", path)
    body = {} if method in ("POST", "PUT") else None
    return client.request(method, url, json=body, headers=headers)


def _refused_for_role(response: Any) -> bool:
    return response.status_code == 403 and response.json()["error"]["code"] == "role_required"


@pytest.mark.parametrize("operation", sorted(k for k, v in ROUTE_ROLES.items() if v is not None))
def test_each_route_refuses_the_roles_below_its_own(
    roles_client: TestClient, tenant: str, operation: str
) -> None:
    needed = ROUTE_ROLES[operation]
    assert needed is not None
    for role in Role:
        response = _send(roles_client, operation, _as(roles_client, tenant, role))
        if role.allows(needed):
            assert not _refused_for_role(response), (operation, role, response.text)
            assert response.status_code < 500, (operation, role, response.text)
        else:
            assert _refused_for_role(response), (operation, role, response.text)
            details = response.json()["error"]["details"]
            assert details == {"required": needed.value, "role": role.value}


# ---- the calls the issue names ----------------------------------------------------------------
FACT = {"subject": "Ann", "predicate": "works_at", "object": "Acme"}


def test_a_reader_reads_and_cannot_write(roles_client: TestClient, tenant: str) -> None:
    reader = _as(roles_client, tenant, Role.READER)
    assert roles_client.get("/v1/facts", params={"subject": "Ann"}, headers=reader).is_success
    assert roles_client.post("/v1/recall", json={"query": "Ann"}, headers=reader).is_success
    for path, body in [
        ("/v1/facts", FACT),
        ("/v1/facts/retract", {"subject": "Ann", "predicate": "works_at"}),
        ("/v1/facts/batch", {"operations": [{"op": "assert", **FACT}]}),
        ("/v1/ingest", {"text": "Ann works at Acme.", "observed_at": "2024-01-01T00:00:00Z"}),
    ]:
        assert _refused_for_role(roles_client.post(path, json=body, headers=reader)), path
    after = roles_client.get("/v1/facts", params={"subject": "Ann"}, headers=reader)
    assert after.json()["facts"] == []


def test_a_writer_writes_but_makes_nothing_verified_and_no_operator_call(
    roles_client: TestClient, tenant: str
) -> None:
    writer = _as(roles_client, tenant, Role.WRITER)
    made = roles_client.post("/v1/facts", json=FACT, headers=writer)
    assert made.status_code == 201, made.text
    fact = made.json()["fact"]
    assert fact["trust"] == "candidate"  # an `api` write of a writer waits for review
    refused = {
        "trust: verified": ("/v1/facts", {**FACT, "trust": "verified"}),
        "source kind operator": ("/v1/facts", {**FACT, "source": {"kind": "operator"}}),
        "verified in a batch": (
            "/v1/facts/batch",
            {"operations": [{"op": "assert", **FACT, "trust": "verified"}]},
        ),
        "operator kind in a batch": (
            "/v1/facts/batch",
            {"operations": [{"op": "assert", **FACT, "source": {"kind": "operator"}}]},
        ),
        "operator-kind ingest": (
            "/v1/ingest",
            {
                "text": "Ann works at Initech.",
                "observed_at": "2024-01-01T00:00:00Z",
                "source": {"kind": "operator"},
            },
        ),
        "mark verified": (f"/v1/facts/{fact['id']}/trust", {"action": "verify"}),
        "forget": ("/v1/forget", {"topic": "Acme"}),
        "erase": ("/v1/forget", {"topic": "Acme", "mode": "erase"}),
        "alias": ("/v1/entities/Ann/aliases", {"alias": "Annie"}),
        "import": (
            "/v1/import",
            {"tx_time": "2030-01-01T00:00:00Z", "operations": [{"op": "assert", **FACT}]},
        ),
        "create a key": ("/v1/keys", {"role": "admin"}),
    }
    for what, (path, body) in refused.items():
        assert _refused_for_role(roles_client.post(path, json=body, headers=writer)), what
    for path, body in [
        ("/v1/predicates/works_at", {"cardinality": "multi"}),
        ("/v1/settings", {"review": False}),
    ]:
        assert _refused_for_role(roles_client.put(path, json=body, headers=writer)), path
    assert _refused_for_role(roles_client.get("/v1/review", headers=writer))
    # nothing of that happened: the one candidate fact is still all there is
    now = roles_client.get("/v1/facts", params={"subject": "Ann"}, headers=writer).json()
    assert [(f["id"], f["trust"]) for f in now["facts"]] == [(fact["id"], "candidate")]


def test_an_operator_verifies_forgets_and_merges_but_does_not_administer(
    roles_client: TestClient, tenant: str
) -> None:
    operator = _as(roles_client, tenant, Role.OPERATOR)
    made = roles_client.post("/v1/facts", json=FACT, headers=operator).json()["fact"]
    assert made["trust"] == "verified"
    kinds = roles_client.post(
        "/v1/facts",
        json={
            "subject": "Bo",
            "predicate": "likes",
            "object": "tea",
            "source": {"kind": "operator"},
        },
        headers=operator,
    )
    assert kinds.status_code == 201 and kinds.json()["fact"]["trust"] == "verified"
    writer = _as(roles_client, tenant, Role.WRITER)
    claim = roles_client.post(
        "/v1/facts", json={"subject": "Cy", "predicate": "likes", "object": "tea"}, headers=writer
    ).json()["fact"]
    verified = roles_client.post(
        f"/v1/facts/{claim['id']}/trust", json={"action": "verify"}, headers=operator
    )
    assert verified.status_code == 201, verified.text
    assert roles_client.get("/v1/review", headers=operator).status_code == 200
    alias = {"alias": "Annie"}
    merged = roles_client.post("/v1/entities/Ann/aliases", json=alias, headers=operator)
    assert merged.status_code == 201
    forgot = roles_client.post("/v1/forget", json={"topic": "Bo"}, headers=operator)
    assert forgot.status_code == 201, forgot.text
    for path, body in [
        ("/v1/forget", {"topic": "Acme", "mode": "erase"}),
        (
            "/v1/import",
            {"tx_time": "2030-01-01T00:00:00Z", "operations": [{"op": "assert", **FACT}]},
        ),
        ("/v1/keys", {"role": "reader"}),
    ]:
        refused = roles_client.post(path, json=body, headers=operator)
        assert _refused_for_role(refused), path
        assert refused.json()["error"]["details"]["required"] == "admin"
    assert _refused_for_role(
        roles_client.put("/v1/predicates/likes", json={"cardinality": "multi"}, headers=operator)
    )
    assert _refused_for_role(
        roles_client.put("/v1/settings", json={"review": True}, headers=operator)
    )


def test_an_admin_erases_imports_declares_and_manages_keys(
    roles_client: TestClient, tenant: str
) -> None:
    admin = _as(roles_client, tenant, Role.ADMIN)
    imported = roles_client.post(
        "/v1/import",
        json={
            "tx_time": "2020-01-01T00:00:00Z",  # a fresh tenant: any past time
            "operations": [{"op": "assert", "subject": "Di", "predicate": "likes", "object": "x"}],
        },
        headers=admin,
    )
    assert imported.status_code == 201, imported.text
    assert roles_client.post("/v1/facts", json=FACT, headers=admin).status_code == 201
    declared = roles_client.put(
        "/v1/predicates/likes", json={"cardinality": "multi"}, headers=admin
    )
    assert declared.status_code == 200
    assert roles_client.put("/v1/settings", json={"review": True}, headers=admin).is_success
    erased = roles_client.post("/v1/forget", json={"topic": "Acme", "mode": "erase"}, headers=admin)
    assert erased.status_code == 201, erased.text
    made = roles_client.post("/v1/keys", json={"role": "reader", "label": "ci"}, headers=admin)
    assert made.status_code == 201, made.text
    assert made.json()["tenant"] == tenant and made.json()["key"].startswith("cfk_")
    listed = roles_client.get("/v1/keys", headers=admin).json()["keys"]
    assert [(k["id"], k["role"], k["label"]) for k in listed] == [
        (made.json()["id"], "reader", "ci")
    ]
