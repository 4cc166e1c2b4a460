"""Chronofact as an MCP server (stdio by default): the same services (`api/services.py`), use
cases and presenters as the REST API, as tools an agent can call.

Run with `chronofact mcp` (tenant: `--tenant`, else `CHRONOFACT_MCP_TENANT`, else `default`;
role: `--role`, else `CHRONOFACT_MCP_ROLE`, else `operator`). Each tool needs the role of the
REST operation it mirrors (`chronofact.api.roles.MCP_TOOL_ROUTES`, docs/security.md).
A refused call returns `{"error": {"kind", "code", "message", "details"?}}` (`tool_error`); the
kinds are those of `chronofact.graph.errors`.
"""

from __future__ import annotations

import difflib
import functools
import inspect
from collections.abc import Callable
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from neo4j import Driver
from neo4j.exceptions import Neo4jError, ServiceUnavailable, SessionExpired
from pydantic import ValidationError

from chronofact.api.presenters import contradictions_out, forget_out, ingest_out, write_out
from chronofact.api.roles import MCP_TOOL_ROUTES, Role, require_claims, require_route
from chronofact.api.schemas.facts import FactIn, RetractIn
from chronofact.api.services import Services, neo4j_unavailable
from chronofact.config import get_settings
from chronofact.graph.errors import ChronofactError, NotFound
from chronofact.graph.ingest import SourceRef, ingest_document
from chronofact.graph.ingest.messages import Message, ingest_messages, message_id, one_message
from chronofact.graph.models import Context
from chronofact.graph.profile import ProfileQuery
from chronofact.graph.reads import Basis
from chronofact.graph.recall import RecallQuery, present_recall
from chronofact.graph.time import iso, now_utc, parse_instant
from chronofact.graph.write import Embedder

INSTRUCTIONS = """Chronofact is a bitemporal memory. Ask it in words with `recall` (current facts
first, with their history, sources and open contradictions, and a compact `context` for a
prompt); tell it what was said with `remember` (facts are extracted, the text kept as their
source), or a precise fact with `assert_fact` (subject, predicate, object or value, and when it
became true); ask `query_facts` what is true now, what was true at valid_at, or what was
believed at known_at; `timeline` shows an entity's history, `profile` what is known about it
now; `contradictions` lists open disagreements; `add_alias` says two names are one entity;
`forget` removes a topic. Times are ISO-8601 with an offset, e.g. 2024-03-01T00:00:00Z."""

ToolResult = dict[str, Any]


def tool_error(exc: ChronofactError | ValidationError) -> ToolResult:
    """The one mapping of a refused call to a tool result, by error kind."""
    if isinstance(exc, ValidationError):
        message = "; ".join(str(e["msg"]) for e in exc.errors()[:3])
        return {"error": {"kind": "invalid", "code": "invalid_request", "message": message}}
    error = {"kind": exc.kind, "code": exc.code, "message": exc.message}
    return {"error": error | ({"details": exc.details} if exc.details is not None else {})}


def _answering(tool: Callable[..., ToolResult], role: Role) -> Callable[..., ToolResult]:
    """A tool whose refusals come back as `tool_error` results instead of exceptions, refused
    (`forbidden`, `role_required`) unless `role` may call the REST operation it mirrors."""
    operation = MCP_TOOL_ROUTES[tool.__name__]

    @functools.wraps(tool)
    def call(*args: Any, **kwargs: Any) -> ToolResult:
        try:
            require_route(role, operation)
            return tool(*args, **kwargs)
        except (ChronofactError, ValidationError) as exc:
            return tool_error(exc)
        except (ServiceUnavailable, SessionExpired, Neo4jError) as exc:
            unavailable = neo4j_unavailable(exc)
            if unavailable is None:
                raise  # a bug: MCP reports it as a failed call
            return tool_error(unavailable)

    return call


def _instant(value: str | None, what: str) -> Any:
    return parse_instant(value, what) if value else None


class AgentTools:
    """The tools of one MCP server: one tenant and role, the shared services."""

    def __init__(self, svc: Services, tenant: str, role: Role) -> None:
        self.svc = svc
        self.tenant = tenant
        self.role = role

    def ctx(self, namespace: str) -> Context:
        return Context(tenant=self.tenant, namespace=namespace, actor="mcp")

    def assert_fact(
        self,
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
    ) -> ToolResult:
        """Assert that `subject predicate object` holds over [valid_from, valid_to)."""
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
        ops = require_claims(self.role, [body.to_operation()])
        result = self.svc.writer.write(self.ctx(namespace), ops)
        return write_out(result).model_dump(mode="json")

    def retract_fact(
        self,
        subject: str,
        predicate: str,
        object: str | None = None,
        valid_from: str | None = None,
        valid_to: str | None = None,
        namespace: str = "default",
    ) -> ToolResult:
        """End what `subject predicate [object]` says over [valid_from, valid_to)."""
        body = RetractIn.model_validate(
            {
                "subject": subject,
                "predicate": predicate,
                "object": object,
                "valid_from": valid_from,
                "valid_to": valid_to,
            }
        )
        result = self.svc.writer.write(self.ctx(namespace), [body.to_operation()])
        return write_out(result).model_dump(mode="json", exclude={"fact"})

    def query_facts(
        self,
        subject: str,
        predicate: str | None = None,
        valid_at: str | None = None,
        known_at: str | None = None,
        namespace: str = "default",
    ) -> ToolResult:
        """What is true now (Q1), at valid_at (Q2), or as believed at known_at (Q3/Q4)."""
        basis = Basis.resolve(_instant(valid_at, "valid_at"), _instant(known_at, "known_at"))
        facts = self.svc.reader.point(self.tenant, namespace, subject, predicate, basis)
        return {"basis": basis.to_api(), "facts": facts}

    def timeline(
        self,
        entity: str,
        predicate: str | None = None,
        known_at: str | None = None,
        namespace: str = "default",
    ) -> ToolResult:
        """The valid-time timeline of an entity's facts as known at known_at (default now)."""
        known = _instant(known_at, "known_at")
        at, facts = self.svc.reader.timeline(
            self.tenant, namespace, entity, predicate, known, None, None
        )
        return {"entity": entity, "known_at": iso(at), "facts": facts}

    def fact_history(self, fact_id: str, namespace: str = "default") -> ToolResult:
        """A version's lineage and the belief history of its key."""
        found = self.svc.reader.history(self.tenant, namespace, fact_id)
        if found is None:
            raise NotFound("not_found", f"no fact {fact_id!r}")
        return found

    def profile(
        self,
        entity: str,
        valid_at: str | None = None,
        known_at: str | None = None,
        min_trust: str = "candidate",
        namespace: str = "default",
    ) -> ToolResult:
        """What is known about an entity now (or at valid_at / known_at): static facts
        (identity, durable preferences) and dynamic ones (current state and projects).
        `min_trust: "raw"` also admits unconfirmed claims (an agent's own start raw)."""
        found = self.svc.profiles.profile(
            ProfileQuery(
                name=entity,
                tenant=self.tenant,
                namespace=namespace,
                valid_at=_instant(valid_at, "valid_at"),
                known_at=_instant(known_at, "known_at"),
                min_trust=min_trust,
            )
        )
        if found is None:
            raise NotFound("not_found", f"no entity {entity!r}")
        return found

    def recall(
        self,
        question: str,
        k: int = 10,
        valid_at: str | None = None,
        known_at: str | None = None,
        min_trust: str = "candidate",
        token_budget: int = 800,
        namespace: str = "default",
    ) -> ToolResult:
        """What the memory knows that answers `question`: current facts first, each with its
        history, sources and open contradictions, and `context`, a compact text for a prompt.
        valid_at / known_at ask what held, or what was believed, then; time words in the
        question ("in 2019", "last summer") set that when they are not given."""
        found = present_recall(
            self.svc.recall.recall(
                RecallQuery(
                    text=question,
                    tenant=self.tenant,
                    namespace=namespace,
                    k=k,
                    valid_at=_instant(valid_at, "valid_at"),
                    known_at=_instant(known_at, "known_at"),
                    min_trust=min_trust,
                    token_budget=token_budget,
                )
            )
        )
        found.pop("diagnostics", None)
        return found

    def remember(
        self,
        text: str,
        speaker: str | None = None,
        said_at: str | None = None,
        namespace: str = "default",
        extractor: str | None = None,
    ) -> ToolResult:
        """Keep what was said (a message, a note): the text is stored as a source and the facts
        in it are extracted (relative time such as "last year" is read against said_at,
        default now). One message with its speaker is read with the message remembered just
        before it ("she" is the person that one named); the same message remembered twice is
        kept once. `extractor` (rules, conversation, llm) overrides the configured one."""
        observed = _instant(said_at, "said_at") or now_utc()
        chosen = self.svc.extractor(extractor)
        if speaker and one_message(text):  # read with the message said before it ("she ...")
            message = Message(message_id(speaker, observed, text), text, observed, speaker)
            result = ingest_messages(
                self.svc.writer, self.ctx(namespace), [message], extractor=chosen
            )
            return ingest_out(result).model_dump(mode="json")
        result = ingest_document(
            self.svc.writer,
            self.ctx(namespace),
            text,
            observed,
            SourceRef(kind="conversation"),
            speaker=speaker,
            extractor=chosen,
        )
        return ingest_out(result).model_dump(mode="json")

    def contradictions(self, namespace: str = "default", limit: int = 20) -> ToolResult:
        """Open disagreements between recorded facts, with both sides, newest first."""
        found = self.svc.operator.contradictions(
            self.tenant, namespace, "open", max(1, min(limit, 500))
        )
        return contradictions_out(found).model_dump(mode="json")

    def add_alias(self, entity: str, alias: str, namespace: str = "default") -> ToolResult:
        """`alias` is another name of `entity`: facts recorded under the alias are merged onto
        the entity, and later mentions of the alias resolve to it."""
        result = self.svc.operator.merge_entities(self.ctx(namespace), alias=alias, into=entity)
        return write_out(result).model_dump(mode="json")

    def forget(self, topic: str, namespace: str = "default") -> ToolResult:
        """Revoke every live fact mentioning `topic` and refuse later writes that mention it."""
        return forget_out(topic, self.svc.operator.forget(self.ctx(namespace), topic)).model_dump(
            mode="json"
        )


TOOLS = (
    "assert_fact",
    "retract_fact",
    "query_facts",
    "timeline",
    "fact_history",
    "profile",
    "recall",
    "remember",
    "contradictions",
    "add_alias",
    "forget",
)
"""The `AgentTools` methods served, in this order."""


_NAMED_UNKNOWN = 5
"""At most this many unknown arguments are named in the refusal (each cut to 40 characters), so
a hostile call cannot make the server echo megabytes back."""


class StrictMCPServer(MCPServer):
    """An MCP server that refuses arguments a tool does not take (a mistyped `observed_at` for
    `said_at` would otherwise be dropped without a word and the default used), naming the
    arguments it does take, like a failed validation of the input schema."""

    def __init__(self, accepted: dict[str, list[str]], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.accepted = accepted

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        takes = self.accepted.get(name)
        unknown = sorted(set(arguments) - set(takes)) if takes is not None else []
        if takes is not None and unknown:
            hints = [
                f"'{u[:40]}' (did you mean '{close[0]}'?)"
                if (close := difflib.get_close_matches(u[:40], takes, n=1, cutoff=0.5))
                else f"'{u[:40]}'"
                for u in unknown[:_NAMED_UNKNOWN]
            ]
            more = (
                f" and {len(unknown) - _NAMED_UNKNOWN} more"
                if len(unknown) > _NAMED_UNKNOWN
                else ""
            )
            raise ToolError(
                f"Error executing tool {name}: unknown argument {', '.join(hints)}{more}; "
                f"{name} takes {', '.join(takes)}"
            )
        return await super().call_tool(name, arguments, context)


def _parameters(tool: Callable[..., ToolResult]) -> list[str]:
    return [p for p in inspect.signature(tool).parameters if p != "self"]


def build_server(
    target: Services | Driver,
    tenant: str = "default",
    embedder: Embedder | None = None,
    role: Role | None = None,
) -> MCPServer:
    """The MCP tools over `target`'s services, acting as `tenant` with `role` (default:
    `CHRONOFACT_MCP_ROLE`, itself `operator` by default). Given a bare driver (tests), services
    are built over it from the configured settings, with `embedder`."""
    svc = (
        target
        if isinstance(target, Services)
        else Services.build(get_settings(), target, embedder=embedder)
    )
    acting = role if role is not None else Role(svc.settings.mcp_role)
    tools = AgentTools(svc, tenant, acting)
    accepted = {name: _parameters(getattr(tools, name)) for name in TOOLS}
    server = StrictMCPServer(accepted, name="chronofact", instructions=INSTRUCTIONS)
    for name in TOOLS:
        server.tool()(_answering(getattr(tools, name), acting))
    return server
