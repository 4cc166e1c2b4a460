"""Chronofact as an MCP server (stdio by default): the same write primitive and named queries
as the REST API, as tools an agent can call.

Run with `chronofact mcp` (tenant from `CHRONOFACT_MCP_TENANT`, default `default`).
"""

from __future__ import annotations

from typing import Any

from mcp.server.mcpserver import MCPServer
from neo4j import Driver
from pydantic import ValidationError

from chronofact.api.schemas.facts import FactIn, RetractIn
from chronofact.graph.errors import ChronofactError
from chronofact.graph.ingest import SourceRef, ingest_document
from chronofact.graph.models import Context, WriteResult
from chronofact.graph.reads import Basis, Reader
from chronofact.graph.recall import Recall, RecallQuery, present_recall
from chronofact.graph.time import TimeError, iso, now_utc, parse_instant
from chronofact.graph.write import Embedder, Writer

INSTRUCTIONS = """Chronofact is a bitemporal memory. Ask it in words with `recall` (current facts
first, with their history, sources and open contradictions, and a compact `context` for a
prompt); tell it what was said with `remember` (facts are extracted, the text kept as their
source), or a precise fact with `assert_fact` (subject, predicate, object or value, and when it
became true); ask `query_facts` what is true now, what was true at valid_at, or what was
believed at known_at; `timeline` shows an entity's history; `forget` removes a topic. Times are
ISO-8601 with an offset, e.g. 2024-03-01T00:00:00Z."""


def _error(exc: Exception) -> dict[str, Any]:
    if isinstance(exc, ChronofactError):
        return {"error": {"code": exc.code, "message": exc.message}}
    if isinstance(exc, ValidationError):
        return {"error": {"code": "invalid_request", "message": str(exc.errors()[0]["msg"])}}
    return {"error": {"code": "invalid_time", "message": str(exc)}}


def _written(result: WriteResult) -> dict[str, Any]:
    return {
        "tx": {"id": result.tx_id, "time": iso(result.tx_time)},
        "fact": result.facts[0] if result.facts else None,
        "created": result.created,
        "revoked": result.revoked,
        "contradictions": result.contradictions,
        "blocked": result.blocked,
    }


def build_server(
    driver: Driver, tenant: str = "default", embedder: Embedder | None = None
) -> MCPServer:
    server: MCPServer = MCPServer(name="chronofact", instructions=INSTRUCTIONS)
    writer = Writer(driver, embedder=embedder)
    reader = Reader(driver)
    engine = Recall(driver)

    def ctx(namespace: str) -> Context:
        return Context(tenant=tenant, namespace=namespace, actor="mcp")

    @server.tool()
    def assert_fact(
        subject: str,
        predicate: str,
        object: str | None = None,
        value: str | None = None,
        valid_from: str | None = None,
        valid_to: str | None = None,
        correction: bool = False,
        negated: bool = False,
        statement: str | None = None,
        namespace: str = "default",
    ) -> dict[str, Any]:
        """Assert that `subject predicate object` holds over [valid_from, valid_to)."""
        try:
            body = FactIn.model_validate(
                {
                    "subject": subject,
                    "predicate": predicate,
                    "object": object,
                    "value": value,
                    "valid_from": valid_from,
                    "valid_to": valid_to,
                    "polarity": not negated,
                    "kind": "correction" if correction else "assert",
                    "statement": statement,
                    "source": {"kind": "agent", "ref": None},
                }
            )
            return _written(writer.write(ctx(namespace), [body.to_operation()]))
        except (ChronofactError, ValidationError) as exc:
            return _error(exc)

    @server.tool()
    def retract_fact(
        subject: str,
        predicate: str,
        object: str | None = None,
        valid_from: str | None = None,
        valid_to: str | None = None,
        namespace: str = "default",
    ) -> dict[str, Any]:
        """End what `subject predicate [object]` says over [valid_from, valid_to)."""
        try:
            body = RetractIn.model_validate(
                {
                    "subject": subject,
                    "predicate": predicate,
                    "object": object,
                    "valid_from": valid_from,
                    "valid_to": valid_to,
                }
            )
            return _written(writer.write(ctx(namespace), [body.to_operation()]))
        except (ChronofactError, ValidationError) as exc:
            return _error(exc)

    @server.tool()
    def query_facts(
        subject: str,
        predicate: str | None = None,
        valid_at: str | None = None,
        known_at: str | None = None,
        namespace: str = "default",
    ) -> dict[str, Any]:
        """What is true now (Q1), at valid_at (Q2), or as believed at known_at (Q3/Q4)."""
        try:
            basis = Basis.resolve(
                parse_instant(valid_at, "valid_at") if valid_at else None,
                parse_instant(known_at, "known_at") if known_at else None,
            )
        except TimeError as exc:
            return _error(exc)
        facts = reader.point(tenant, namespace, subject, predicate, basis)
        return {"basis": basis.to_api(), "facts": facts}

    @server.tool()
    def timeline(
        entity: str,
        predicate: str | None = None,
        known_at: str | None = None,
        namespace: str = "default",
    ) -> dict[str, Any]:
        """The valid-time timeline of an entity's facts as known at known_at (default now)."""
        try:
            known = parse_instant(known_at, "known_at") if known_at else None
        except TimeError as exc:
            return _error(exc)
        at, facts = reader.timeline(tenant, namespace, entity, predicate, known, None, None)
        return {"entity": entity, "known_at": iso(at), "facts": facts}

    @server.tool()
    def fact_history(fact_id: str, namespace: str = "default") -> dict[str, Any]:
        """A version's lineage and the belief history of its key."""
        found = reader.history(tenant, namespace, fact_id)
        return (
            found
            if found is not None
            else {"error": {"code": "not_found", "message": f"no fact {fact_id!r}"}}
        )

    @server.tool()
    def recall(
        question: str,
        k: int = 10,
        valid_at: str | None = None,
        known_at: str | None = None,
        min_trust: str = "candidate",
        token_budget: int = 800,
        namespace: str = "default",
    ) -> dict[str, Any]:
        """What the memory knows that answers `question`: current facts first, each with its
        history, sources and open contradictions, and `context`, a compact text for a prompt.
        valid_at / known_at ask what held, or what was believed, then; time words in the
        question ("in 2019", "last summer") set that when they are not given."""
        try:
            answer = engine.recall(
                RecallQuery(
                    text=question,
                    tenant=tenant,
                    namespace=namespace,
                    k=k,
                    valid_at=parse_instant(valid_at, "valid_at") if valid_at else None,
                    known_at=parse_instant(known_at, "known_at") if known_at else None,
                    min_trust=min_trust,
                    token_budget=token_budget,
                )
            )
        except ChronofactError as exc:
            return _error(exc)
        found = present_recall(answer)
        found.pop("diagnostics", None)
        return found

    @server.tool()
    def remember(
        text: str,
        speaker: str | None = None,
        said_at: str | None = None,
        namespace: str = "default",
    ) -> dict[str, Any]:
        """Keep what was said (a message, a note): the text is stored as a source and the facts
        in it are extracted (relative time such as "last year" is read against said_at,
        default now)."""
        try:
            observed = parse_instant(said_at, "said_at") if said_at else now_utc()
            result = ingest_document(
                writer,
                ctx(namespace),
                text,
                observed,
                SourceRef(kind="conversation"),
                speaker=speaker,
            )
        except ChronofactError as exc:
            return _error(exc)
        return {
            "tx": {"id": result.txs[-1].id, "time": iso(result.txs[-1].time)}
            if result.txs
            else None,
            "facts": result.facts,
            "blocked": result.blocked,
            "contradictions": result.contradictions,
        }

    @server.tool()
    def forget(topic: str, namespace: str = "default") -> dict[str, Any]:
        """Revoke every live fact mentioning `topic` and refuse later writes that mention it."""
        try:
            result = writer.write(ctx(namespace), [], forget=topic)
        except ChronofactError as exc:
            return _error(exc)
        return {"tx": {"id": result.tx_id, "time": iso(result.tx_time)}, "revoked": result.revoked}

    return server
