"""The MCP tools drive the same primitive and queries as REST."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from mcp.server.mcpserver.exceptions import ToolError
from neo4j import Driver

from chronofact.api.mcp import build_server


def _call(server: Any, name: str, **args: Any) -> Any:
    result = asyncio.run(server.call_tool(name, args))
    assert not result.is_error, result.content
    structured = result.structured_content
    if isinstance(structured, dict) and set(structured) == {"result"}:
        return structured["result"]
    return structured


def test_mcp_tools_answer_the_four_questions(driver: Driver, tenant: str) -> None:
    server = build_server(driver, tenant)
    names = {tool.name for tool in asyncio.run(server.list_tools())}
    assert {
        "assert_fact",
        "retract_fact",
        "query_facts",
        "timeline",
        "fact_history",
        "forget",
    } <= names
    first = _call(
        server,
        "assert_fact",
        subject="Alice",
        predicate="employer",
        object="Acme",
        valid_from="2023-06-01T00:00:00Z",
    )
    assert first["created"] and first["fact"]["trust"] == "raw"  # an agent's claim
    _call(
        server,
        "assert_fact",
        subject="Alice",
        predicate="employer",
        object="Globex",
        valid_from="2024-03-01T00:00:00Z",
        statement="Alice joined Globex",
    )
    now = _call(server, "query_facts", subject="Alice", predicate="employer")
    assert [f["object"]["name"] for f in now["facts"]] == ["Globex"]
    then = _call(server, "query_facts", subject="Alice", valid_at="2024-01-01T00:00:00Z")
    assert [f["object"]["name"] for f in then["facts"]] == ["Acme"]
    line = _call(server, "timeline", entity="alice")
    assert [f["object"]["name"] for f in line["facts"]] == ["Acme", "Globex"]
    bad = _call(
        server,
        "assert_fact",
        subject="Alice",
        predicate="employer",
        object="X",
        valid_from="2024-01-01T00:00:00",
    )
    assert bad["error"]["code"] == "invalid_request"
    assert _call(server, "query_facts", subject="A", valid_at="soon")["error"]
    gone = _call(server, "forget", topic="Globex")
    assert len(gone["revoked"]) == 1


def test_mcp_remember_then_recall(driver: Driver, tenant: str) -> None:
    server = build_server(driver, tenant)
    names = {tool.name for tool in asyncio.run(server.list_tools())}
    assert {"recall", "remember"} <= names
    kept = _call(
        server,
        "remember",
        text="I moved to Lisbon last year.",
        speaker="Maria",
        said_at="2024-05-10T12:00:00Z",
    )
    assert kept["tx"] is not None
    assert [f["predicate"] for f in kept["facts"]] == ["lives_in"]
    assert kept["facts"][0]["valid_from"].startswith("2023")  # "last year", as said then
    found = _call(server, "recall", question="Where does Maria live?")
    top = found["results"][0]
    assert top["fact"]["object"]["name"] == "Lisbon" and top["current"] is True
    assert "Lisbon" in found["context"]
    assert "diagnostics" not in found
    assert _call(server, "recall", question="   ")["error"]["code"] == "invalid_query"
    assert _call(server, "remember", text="hi", said_at="yesterday")["error"]


def test_mcp_remember_reads_a_message_with_the_one_before(driver: Driver, tenant: str) -> None:
    """Told one message at a time, an agent's "she" is the person the message before named
    (before, each message was read alone as a document and "she" was nobody), and the same
    message remembered twice is kept once."""
    server = build_server(driver, tenant)
    said = (
        ("My sister Thandi works as a pharmacist at Clicks.", "2025-02-03T08:22:00Z"),
        ("She left Clicks last week and joined Dis-Chem.", "2025-02-03T08:25:00Z"),
    )
    for text, at in said:
        kept = _call(server, "remember", text=text, speaker="Naledi", said_at=at)
        assert kept["tx"] is not None
    again = _call(server, "remember", text=said[1][0], speaker="Naledi", said_at=said[1][1])
    assert again["tx"] is None and again["facts"] == []
    found = _call(server, "recall", question="Where does Thandi work?")
    top = found["results"][0]
    assert top["fact"]["object"]["name"] == "Dis-Chem" and top["current"] is True
    assert not any(
        r["current"] and (r.get("fact") or {}).get("object", {}).get("name") == "Clicks"
        for r in found["results"]
    )


def test_mcp_refuses_an_argument_the_tool_does_not_take(driver: Driver, tenant: str) -> None:
    """A misnamed argument is refused with the names the tool takes, and nothing is stored
    (before, `observed_at` for `said_at` was dropped and the message dated now)."""
    server = build_server(driver, tenant)
    with pytest.raises(ToolError) as refused:
        asyncio.run(
            server.call_tool(
                "remember",
                {"text": "I moved to Porto.", "speaker": "Rui", "observed_at": "2024-05-10T12:00Z"},
            )
        )
    message = str(refused.value)
    assert "unknown argument 'observed_at'" in message and "said_at" in message
    with pytest.raises(ToolError, match="did you mean 'question'"):
        asyncio.run(server.call_tool("recall", {"questoin": "Where does Rui live?"}))
    assert _call(server, "recall", question="Where does Rui live?")["results"] == []
    with pytest.raises(ToolError) as flooded:
        asyncio.run(server.call_tool("recall", {"question": "x", "." * 20_000: 1}))
    assert len(str(flooded.value)) < 500
    many = {f"k{i}": 1 for i in range(20_000)} | {"question": "x"}
    with pytest.raises(ToolError, match="and 19995 more"):
        asyncio.run(server.call_tool("recall", many))


def test_mcp_retract_fact_and_fact_history(driver: Driver, tenant: str) -> None:
    server = build_server(driver, tenant)
    acme = _call(
        server,
        "assert_fact",
        subject="Bea",
        predicate="employer",
        object="Acme",
        valid_from="2023-01-01T00:00:00Z",
    )
    gone = _call(
        server,
        "retract_fact",
        subject="Bea",
        predicate="employer",
        valid_from="2024-01-01T00:00:00Z",
    )
    assert gone["revoked"] == [acme["fact"]["id"]] and len(gone["created"]) == 1
    assert _call(server, "query_facts", subject="Bea", predicate="employer")["facts"] == []
    then = _call(server, "query_facts", subject="Bea", valid_at="2023-06-01T00:00:00Z")
    assert [(f["object"]["name"], f["valid_to"]) for f in then["facts"]] == [
        ("Acme", "2024-01-01T00:00:00.000000Z")
    ]
    history = _call(server, "fact_history", fact_id=acme["fact"]["id"])
    assert history["fact"]["id"] == acme["fact"]["id"]
    assert history["fact"]["revoked_at"] is not None
    assert [v["id"] for v in history["key_history"]] == [acme["fact"]["id"], gone["created"][0]]
    assert [d["id"] for d in history["lineage"]["descendants"]] == gone["created"]
    missing = _call(server, "fact_history", fact_id="f_missing")
    assert missing["error"]["code"] == "not_found"
    bad = _call(server, "retract_fact", subject="Bea", predicate="employer", valid_from="soon")
    assert bad["error"]["code"] == "invalid_request"
