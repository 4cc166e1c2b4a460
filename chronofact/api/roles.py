"""Which role may call what: the one table REST and MCP enforce (docs/security.md).

Every key has one role, and each role can do what the one before it can: `reader` < `writer` <
`operator` < `admin` (API.md, "Roles"). `ROUTE_ROLES` names the least role of every REST
operation (None: public, no key needed); `MCP_TOOL_ROUTES` says which REST operation each MCP
tool mirrors, so a tool needs the role of its route. Two rules look into the request body:
`forget` in `erase` mode is `admin`, and below `operator` a write may not start `verified`
(`require_claims`, `require_ingest_kind`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace
from enum import StrEnum

from chronofact.graph.errors import Forbidden
from chronofact.graph.models import Op, Operation, Trust


class Role(StrEnum):
    """What a key may do; compare with `allows` (each role includes the ones before it)."""

    READER = "reader"
    WRITER = "writer"
    OPERATOR = "operator"
    ADMIN = "admin"

    @property
    def rank(self) -> int:
        return list(Role).index(self)

    def allows(self, needed: Role) -> bool:
        return self.rank >= needed.rank


ROUTE_ROLES: dict[str, Role | None] = {
    # service endpoints and the API's own description: no key
    "GET /openapi.json": None,
    "GET /docs": None,
    "GET /docs/oauth2-redirect": None,
    "GET /redoc": None,
    "GET /healthz": None,
    "GET /readyz": None,
    "GET /metrics": None,
    # the Neo4j Browser guide and its style: static pages over the named queries, no data
    "GET /guide": None,
    "GET /guide/style.grass": None,
    "OPTIONS /guide": None,  # the Browser's CORS preflight
    "OPTIONS /guide/style.grass": None,
    # reads
    "GET /v1/facts": Role.READER,
    "GET /v1/facts/{fact_id}": Role.READER,
    "GET /v1/facts/{fact_id}/history": Role.READER,
    "GET /v1/entities/{name}/timeline": Role.READER,
    "GET /v1/entities/{name}/profile": Role.READER,
    "POST /v1/recall": Role.READER,
    "GET /v1/predicates": Role.READER,
    "GET /v1/settings": Role.READER,
    "GET /v1/contradictions": Role.READER,
    # writes
    "POST /v1/facts": Role.WRITER,
    "POST /v1/facts/retract": Role.WRITER,
    "POST /v1/facts/batch": Role.WRITER,
    "POST /v1/ingest": Role.WRITER,
    # an operator's calls
    "POST /v1/facts/{fact_id}/trust": Role.OPERATOR,
    "GET /v1/review": Role.OPERATOR,
    "POST /v1/contradictions/{contradiction_id}/resolve": Role.OPERATOR,
    "POST /v1/entities/{name}/aliases": Role.OPERATOR,
    "GET /v1/entities/suggestions": Role.OPERATOR,  # duplicates to review, then alias
    "POST /v1/forget": Role.OPERATOR,  # `mode: erase` needs admin (ERASE_ROLE)
    # the tenant's administration
    "POST /v1/import": Role.ADMIN,
    "PUT /v1/predicates/{name}": Role.ADMIN,
    "PUT /v1/settings": Role.ADMIN,
    "GET /v1/keys": Role.ADMIN,
    "POST /v1/keys": Role.ADMIN,
    "DELETE /v1/keys/{key_id}": Role.ADMIN,
}
"""`"METHOD /path"` (the route's path template) -> the least role that may call it."""

ERASE_ROLE = Role.ADMIN
"""`POST /v1/forget` with `mode: erase` (physical deletion) needs this role."""

VERIFIED_CLAIM_ROLE = Role.OPERATOR
"""Starting a write `verified` (`trust: verified`, source kind `operator`) needs this role."""

MCP_TOOL_ROUTES: dict[str, str] = {
    "assert_fact": "POST /v1/facts",
    "retract_fact": "POST /v1/facts/retract",
    "query_facts": "GET /v1/facts",
    "timeline": "GET /v1/entities/{name}/timeline",
    "fact_history": "GET /v1/facts/{fact_id}/history",
    "profile": "GET /v1/entities/{name}/profile",
    "recall": "POST /v1/recall",
    "remember": "POST /v1/ingest",
    "contradictions": "GET /v1/contradictions",
    "add_alias": "POST /v1/entities/{name}/aliases",
    "forget": "POST /v1/forget",
}
"""MCP tool -> the REST operation it mirrors (and whose role it needs)."""


def route_key(method: str, path: str) -> str:
    return f"{method.upper()} {path}"


def _flat_routes(routes: Iterable[object]) -> Iterator[tuple[str, set[str]]]:
    """(path, methods) of every route, also inside included routers (FastAPI keeps those as
    one entry of `app.routes` and expands them with `effective_route_contexts()`)."""
    for route in routes:
        expand = getattr(route, "effective_route_contexts", None)
        if expand is not None:
            for context in expand():
                yield context.path, set(getattr(context.original_route, "methods", None) or ())
        elif getattr(route, "path", None) is not None:
            yield route.path, set(getattr(route, "methods", None) or ())  # type: ignore[attr-defined]


def route_keys(routes: Iterable[object]) -> list[str]:
    """`"METHOD /path"` of every route of an app (HEAD is answered as GET)."""
    return [
        route_key(method, path)
        for path, methods in _flat_routes(routes)
        for method in sorted(methods)
        if method != "HEAD"
    ]


def unlisted_routes(routes: Iterable[object]) -> list[str]:
    """The app's operations that `ROUTE_ROLES` does not name (create_app refuses them)."""
    return [key for key in route_keys(routes) if key not in ROUTE_ROLES]


def refusal(role: Role, needed: Role, what: str) -> Forbidden:
    """The 403 of a call beyond the key's role; it names the role needed."""
    return Forbidden(
        "role_required",
        f"{what} needs the `{needed.value}` role; this key is `{role.value}`",
        {"required": needed.value, "role": role.value},
    )


def require(role: Role, needed: Role | None, what: str) -> None:
    if needed is not None and not role.allows(needed):
        raise refusal(role, needed, what)


def require_route(role: Role, key: str) -> None:
    """The role check of one REST operation (`"METHOD /path"`); an operation missing from the
    table is refused for everyone but `admin` (fail closed)."""
    require(role, ROUTE_ROLES.get(key, Role.ADMIN), key)


def require_claims(role: Role, ops: Iterable[Operation]) -> list[Operation]:
    """The operations as a key of `role` may write them. Below `operator`: `trust: verified`
    or source kind `operator` is a 403; a claim whose source kind would earn `verified` (no
    source, or `api`) starts `candidate` instead, so review mode holds it for an operator."""
    if role.allows(VERIFIED_CLAIM_ROLE):
        return list(ops)
    allowed = []
    for op in ops:
        kind = op.evidence.kind if op.evidence is not None else "api"
        if op.trust is Trust.VERIFIED:
            raise refusal(role, VERIFIED_CLAIM_ROLE, "marking a fact `verified`")
        if kind == "operator":
            raise refusal(role, VERIFIED_CLAIM_ROLE, "source kind `operator`")
        if op.op is Op.ASSERT and op.trust is None and kind == "api":
            op = replace(op, trust=Trust.CANDIDATE)
        allowed.append(op)
    return allowed


def require_ingest_kind(role: Role, kind: str) -> None:
    """Ingest whose source kind would earn `verified` (`operator`, `api`) needs `operator`."""
    if kind in ("operator", "api"):
        require(role, VERIFIED_CLAIM_ROLE, f"ingest with source kind `{kind}`")
