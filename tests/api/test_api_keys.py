"""API keys stored hashed in Neo4j (`chronofact keys`, `/v1/keys`), their cache and revocation,
and the MCP server's role."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from fastapi.testclient import TestClient
from neo4j import Driver
from typer.testing import CliRunner

from chronofact.api.cli.app import app as cli_app
from chronofact.api.mcp import build_server
from chronofact.api.rest.app import create_app
from chronofact.api.rest.key_cache import KeyCache
from chronofact.api.roles import Role
from chronofact.graph.api_keys import ApiKeys
from tests.conftest import Neo4jUnderTest

runner = CliRunner()
FACT = {"subject": "Ann", "predicate": "works_at", "object": "Acme"}


def _client(neo4j_server: Neo4jUnderTest, **update: Any) -> TestClient:
    settings = neo4j_server.settings.model_copy(update={"require_keys": True, **update})
    return TestClient(create_app(settings), raise_server_exceptions=False)


def test_a_database_key_acts_for_its_tenant_with_its_role(
    neo4j_server: Neo4jUnderTest, driver: Driver, tenant: str
) -> None:
    store = ApiKeys(driver)
    writer = store.create(tenant, "writer", "ingest bot")
    reader = store.create(tenant, "reader")
    with _client(neo4j_server, api_host="0.0.0.0") as api:  # keys required: no dev mode
        assert api.get("/v1/facts", params={"subject": "Ann"}).status_code == 401
        wrote = api.post(
            "/v1/facts", json=FACT, headers={"Authorization": f"Bearer {writer.token}"}
        )
        assert wrote.status_code == 201, wrote.text
        read = api.get(
            "/v1/facts",
            params={"subject": "Ann"},
            headers={"Authorization": f"Bearer {reader.token}"},
        )
        assert [f["object"]["name"] for f in read.json()["facts"]] == ["Acme"]
        refused = api.post(
            "/v1/facts", json=FACT, headers={"Authorization": f"Bearer {reader.token}"}
        )
        assert refused.status_code == 403
        assert refused.json()["error"]["details"] == {"required": "writer", "role": "reader"}
        # a wrong secret for a real id, and a garbage token, are unknown keys
        forged = writer.token[:-4] + ("AAAA" if not writer.token.endswith("AAAA") else "BBBB")
        for token in (forged, "cfk_nonsense", "x" * 64):
            bad = api.get(
                "/v1/facts", params={"subject": "Ann"}, headers={"Authorization": f"Bearer {token}"}
            )
            assert bad.status_code == 401, token
    # the secret is nowhere in the database: only a hash of it
    secret = writer.token.split(".", 1)[1]
    records, _, _ = driver.execute_query(
        "MATCH (k:ApiKey {tenant: $t}) RETURN properties(k) AS p", t=tenant
    )
    stored = json.dumps([r["p"] for r in records], default=str)
    assert len(records) == 2 and secret not in stored and writer.token not in stored


def test_a_revoked_key_stops_working_within_the_cache_time(
    neo4j_server: Neo4jUnderTest, driver: Driver, tenant: str
) -> None:
    store = ApiKeys(driver)
    key = store.create(tenant, "reader")
    auth = {"Authorization": f"Bearer {key.token}"}
    with _client(neo4j_server, key_cache_seconds=1.0) as api:
        assert api.get("/v1/settings", headers=auth).status_code == 200
        store.revoke(key.record.id)  # as `chronofact keys revoke` does, from another process
        revoked_at = time.monotonic()
        while api.get("/v1/settings", headers=auth).status_code == 200:
            # the TTL (1 s) plus slack for slow requests on a loaded machine; a longer cache fails
            assert time.monotonic() - revoked_at < 6.0, "revocation not seen within the TTL"
            time.sleep(0.1)
        assert api.get("/v1/settings", headers=auth).status_code == 401


def test_revoking_through_the_api_takes_effect_at_once(
    neo4j_server: Neo4jUnderTest, driver: Driver, tenant: str
) -> None:
    store = ApiKeys(driver)
    admin = {"Authorization": f"Bearer {store.create(tenant, 'admin').token}"}
    with _client(neo4j_server, key_cache_seconds=300) as api:
        made = api.post("/v1/keys", json={"role": "writer"}, headers=admin).json()
        auth = {"Authorization": f"Bearer {made['key']}"}
        assert api.get("/v1/settings", headers=auth).status_code == 200  # now cached
        gone = api.delete(f"/v1/keys/{made['id']}", headers=admin)
        assert gone.status_code == 200 and gone.json()["revoked_at"] is not None
        assert api.get("/v1/settings", headers=auth).status_code == 401
        # an admin cannot reach another tenant's keys
        other = ApiKeys(driver).create(tenant + "_other", "reader")
        assert api.delete(f"/v1/keys/{other.record.id}", headers=admin).status_code == 404


def test_the_cache_trusts_a_lookup_for_its_ttl_only() -> None:
    now = [100.0]
    calls: list[str] = []

    class Store:
        revoked = False

        def holder(self, token: str) -> Any:
            calls.append(token)
            from chronofact.graph.api_keys import KeyHolder

            return None if self.revoked else KeyHolder("id1", "t", "writer")

    store = Store()
    cache = KeyCache(ttl=10, clock=lambda: now[0])
    assert cache.principal("tok", store).role is Role.WRITER  # type: ignore[arg-type,union-attr]
    store.revoked = True
    now[0] += 9.9
    assert cache.principal("tok", store) is not None  # type: ignore[arg-type]
    now[0] += 0.2
    assert cache.principal("tok", store) is None  # type: ignore[arg-type]
    assert calls == ["tok", "tok"]
    small = KeyCache(ttl=10, max_entries=3, clock=lambda: now[0])
    for i in range(10):
        small.principal(f"t{i}", store)  # type: ignore[arg-type]
    assert len(small._entries) <= 3


def test_cli_creates_lists_and_revokes_keys(
    neo4j_server: Neo4jUnderTest, driver: Driver, tenant: str
) -> None:
    made = runner.invoke(
        cli_app, ["keys", "create", "--tenant", tenant, "--role", "operator", "--label", "ops"]
    )
    assert made.exit_code == 0, made.output
    token = made.stdout.strip().splitlines()[0]
    assert token.startswith("cfk_")
    listed = runner.invoke(cli_app, ["keys", "list", "--tenant", tenant, "--json"])
    assert listed.exit_code == 0, listed.output
    keys = json.loads(listed.stdout)["keys"]
    assert [(k["tenant"], k["role"], k["label"], k["revoked_at"]) for k in keys] == [
        (tenant, "operator", "ops", None)
    ]
    secret = token.split(".", 1)[1]
    plain = runner.invoke(cli_app, ["keys", "list", "--tenant", tenant])
    assert secret not in listed.stdout and secret not in plain.stdout
    assert ApiKeys(driver).holder(token) is not None
    revoked = runner.invoke(cli_app, ["keys", "revoke", keys[0]["id"]])
    assert revoked.exit_code == 0, revoked.output
    assert ApiKeys(driver).holder(token) is None
    assert runner.invoke(cli_app, ["keys", "revoke", "0" * 16]).exit_code == 3
    bad_role = runner.invoke(cli_app, ["keys", "create", "--tenant", tenant, "--role", "root"])
    assert bad_role.exit_code == 2


def _tool(server: Any, name: str, **args: Any) -> Any:
    result = asyncio.run(server.call_tool(name, args))
    structured = result.structured_content
    if isinstance(structured, dict) and set(structured) == {"result"}:
        return structured["result"]
    return structured


def test_mcp_tools_follow_the_role_table(driver: Driver, tenant: str) -> None:
    reader = build_server(driver, tenant, role=Role.READER)
    refused = _tool(reader, "assert_fact", subject="Ann", predicate="likes", object="tea")
    assert refused["error"]["kind"] == "forbidden"
    assert refused["error"]["code"] == "role_required"
    assert refused["error"]["details"] == {"required": "writer", "role": "reader"}
    assert "facts" in _tool(reader, "query_facts", subject="Ann")
    writer = build_server(driver, tenant, role=Role.WRITER)
    made = _tool(writer, "assert_fact", subject="Ann", predicate="likes", object="tea")
    assert made["fact"]["trust"] == "raw"  # an agent's claim
    for name, args in [
        ("forget", {"topic": "tea"}),
        ("add_alias", {"entity": "Ann", "alias": "A"}),
    ]:
        assert _tool(writer, name, **args)["error"]["code"] == "role_required", name
    operator = build_server(driver, tenant)  # CHRONOFACT_MCP_ROLE, default operator
    assert "error" not in _tool(operator, "forget", topic="tea")
