"""The MCP tools added for agents (profile, contradictions, add_alias) and the one mapping of a
refused call to a tool result by error kind."""

from __future__ import annotations

import asyncio

from neo4j import Driver

from chronofact.api.mcp import build_server
from tests.api.test_mcp import _call


def test_profile_alias_and_contradictions(driver: Driver, tenant: str) -> None:
    server = build_server(driver, tenant)
    names = {tool.name for tool in asyncio.run(server.list_tools())}
    assert {"profile", "contradictions", "add_alias"} <= names
    _call(server, "assert_fact", subject="Robert", predicate="works_at", object="Acme")
    _call(server, "assert_fact", subject="Bob", predicate="lives_in", object="Oslo")
    merged = _call(server, "add_alias", entity="Robert", alias="Bob")
    assert merged["created"] and merged["tx"]["id"]
    now = _call(server, "query_facts", subject="Bob", predicate="works_at")
    assert [f["object"]["name"] for f in now["facts"]] == ["Acme"]
    profile = _call(server, "profile", entity="Robert", min_trust="raw")
    shown = {f["predicate"] for part in ("static", "dynamic") for f in profile[part]}
    assert shown == {"works_at", "lives_in"}
    _call(server, "assert_fact", subject="VPN", predicate="status", value="up")
    flip = _call(server, "assert_fact", subject="VPN", predicate="status", value="up", negated=True)
    assert flip["contradictions"]
    (listed,) = _call(server, "contradictions")["contradictions"]
    assert listed["status"] == "open" and listed["claim"] and listed["against"]


def test_refusals_carry_their_kind(driver: Driver, tenant: str) -> None:
    server = build_server(driver, tenant)
    missing = _call(server, "fact_history", fact_id="f_nope")
    assert missing == {
        "error": {"kind": "not_found", "code": "not_found", "message": "no fact 'f_nope'"}
    }
    assert _call(server, "profile", entity="Nobody")["error"]["kind"] == "not_found"
    naive = _call(server, "query_facts", subject="A", valid_at="2024-01-01T00:00:00")
    assert naive["error"]["kind"] == "invalid" and naive["error"]["code"] == "invalid_time"
    both = _call(server, "assert_fact", subject="A", predicate="p", object="x", value="y")
    assert both["error"] == {
        "kind": "invalid",
        "code": "invalid_request",
        "message": both["error"]["message"],
    }
    assert "either" in both["error"]["message"]
