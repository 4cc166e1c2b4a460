"""Finding 8: redaction covered ingest only. Now every write path (a fact, a batch, an import,
a document or conversation ingest, an MCP tool, the CLI) stores no secret: no property of any
node of the tenant holds it afterwards."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi.testclient import TestClient
from neo4j import Driver
from typer.testing import CliRunner

from chronofact.api.cli import app as cli
from chronofact.api.mcp import build_server

STRIPE = "sk_live_4eC39HqLyjWDarjtT1zdp7dc"
DB_PASSWORD = "s3cretPw9"
DB_URL = f"postgres://admin:{DB_PASSWORD}@db.example.com/app"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
PHRASE = "correct horse battery staple"
SECRETS = (STRIPE, DB_PASSWORD, AWS_SECRET, PHRASE)


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


def _leaks(driver: Driver, tenant: str) -> list[str]:
    """Every stored string property of the tenant's nodes and relationships that holds a
    secret (Tx nodes included: their audit reason)."""
    records, _, _ = driver.execute_query(
        "MATCH (n) WHERE n.tenant = $tenant "
        "OPTIONAL MATCH (n)-[r]-() "
        "RETURN properties(n) AS node, collect(properties(r)) AS rels",
        tenant=tenant,
    )
    leaks = []
    for record in records:
        for props in [record["node"], *record["rels"]]:
            for value in props.values():
                leaks += [s for s in _strings(value) if any(x in s for x in SECRETS)]
    return leaks


def _stored_count(driver: Driver, tenant: str) -> int:
    records, _, _ = driver.execute_query(
        "MATCH (n) WHERE n.tenant = $tenant RETURN count(n) AS n", tenant=tenant
    )
    return int(records[0]["n"])


def test_rest_fact_batch_and_import_store_no_secret(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    # an import first: its transaction time must be later than the tenant's last
    imported = api.post(
        "/v1/import",
        json={
            "tx_time": "2024-01-01T00:00:00Z",
            "namespace": "old",
            "operations": [
                {
                    "op": "assert",
                    "subject": "Ops",
                    "predicate": "note",
                    "value": f"password: {PHRASE}",
                }
            ],
        },
    )
    assert imported.status_code == 201, imported.text
    one = api.post(
        "/v1/facts",
        json={
            "subject": "Deploy bot",
            "predicate": "stripe_key",
            "value": STRIPE,
            "statement": f"the deploy bot uses {STRIPE}",
            "source": {"kind": "user", "ref": "m1", "text": f"connect to {DB_URL}"},
        },
    )
    assert one.status_code == 201, one.text
    assert STRIPE not in one.text and "[REDACTED:api_key]" in one.text
    ops = [
        {"op": "assert", "subject": "App", "predicate": "database_url", "value": DB_URL},
        {
            "op": "assert",
            "subject": "App",
            "predicate": "config",
            "value": f"AWS_SECRET_ACCESS_KEY={AWS_SECRET}",
        },
    ]
    assert api.post("/v1/facts/batch", json={"operations": ops}).status_code == 201
    assert _stored_count(driver, tenant) > 0
    assert _leaks(driver, tenant) == []
    values = [
        f.get("value") for f in api.get("/v1/facts", params={"subject": "App"}).json()["facts"]
    ]
    assert "postgres://admin:[REDACTED:password]@db.example.com/app" in values


def test_ingest_document_and_conversation_store_no_secret(
    api: TestClient, driver: Driver, tenant: str
) -> None:
    text = (
        f"Alice works at Acme. The staging database is {DB_URL}. "
        f"Her Stripe key is {STRIPE}. Authorization: Basic dXNlcjpwYXNzd29yZA=="
    )
    doc = api.post(
        "/v1/ingest",
        json={"text": text, "observed_at": "2024-05-01T00:00:00Z", "source": {"ref": "notes"}},
    )
    assert doc.status_code == 201, doc.text
    chat = api.post(
        "/v1/ingest",
        json={
            "messages": [
                {
                    "id": "c1",
                    "speaker": "Bob",
                    "text": f"my password: {PHRASE}",
                    "timestamp": "2024-05-02T10:00:00Z",
                }
            ],
            "source": {"kind": "conversation", "ref": "chat-1"},
        },
    )
    assert chat.status_code == 201, chat.text
    assert _leaks(driver, tenant) == []
    assert "dXNlcjpwYXNzd29yZA" not in str(_leaks(driver, tenant))


def test_mcp_and_cli_store_no_secret(driver: Driver, tenant: str) -> None:
    server = build_server(driver, tenant)
    result = asyncio.run(
        server.call_tool(
            "assert_fact",
            {"subject": "Build", "predicate": "token", "value": f"use {STRIPE}"},
        )
    )
    assert not result.is_error, result.content
    ran = CliRunner().invoke(
        cli,
        ["assert", "Build", "db", f"see {DB_URL}", "--literal", "--tenant", tenant],
    )
    assert ran.exit_code == 0, ran.output
    assert _stored_count(driver, tenant) > 0
    assert _leaks(driver, tenant) == []
