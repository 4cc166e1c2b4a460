"""Operator use cases: the review queue, tenant settings, predicate declarations,
contradictions (list and resolve), trust actions, entity merges and forgetting.

REST (`api/rest/routes_trust.py`, `routes_facts.py`, `routes_entities.py`), the CLI
(`api/cli/operator.py`) and MCP call these; none of them runs Cypher itself. Reads run one named
query from `cypher/`; writes that change facts go through the one write primitive
(`Writer.write`), so they are audited like every other write.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, LiteralString

from neo4j import Driver

from chronofact.graph.errors import Conflict, InvalidInput, NotFound
from chronofact.graph.forgetting import Erased, erase
from chronofact.graph.models import (
    Context,
    EntityMerge,
    Trust,
    TrustAction,
    TrustActionKind,
    WriteResult,
)
from chronofact.graph.neo4j import query, read_rows
from chronofact.graph.predicates import Cardinality, normalise_predicate
from chronofact.graph.reads import Reader
from chronofact.graph.time import from_db, iso
from chronofact.graph.write import Writer

ContradictionStatus = Literal["open", "resolved", "all"]
Side = Literal["claim", "against"]


@dataclass(frozen=True)
class TenantSettings:
    """A tenant's switches. `review`: default recall admits only verified facts."""

    review: bool


@dataclass(frozen=True)
class ReviewQueue:
    review: bool
    facts: list[dict[str, Any] | None]
    """Live facts awaiting an operator, candidate first, then raw, oldest first."""


@dataclass(frozen=True)
class PredicateDeclaration:
    name: str
    cardinality: str


class Operator:
    """What an operator does to a tenant's memory besides writing facts."""

    def __init__(
        self, driver: Driver, writer: Writer, reader: Reader, database: str = "neo4j"
    ) -> None:
        self.driver = driver
        self.writer = writer
        self.reader = reader
        self.database = database

    # ---- plumbing ------------------------------------------------------------------------
    def _read(self, query_name: str, **params: Any) -> list[dict[str, Any]]:
        return read_rows(self.driver, query_name, params, self.database)

    def _write(self, query_name: LiteralString, **params: Any) -> list[dict[str, Any]]:
        records, _, _ = self.driver.execute_query(
            query(query_name), params, database_=self.database
        )
        return [dict(r) for r in records]

    # ---- tenant settings and the review queue --------------------------------------------
    def settings(self, tenant: str) -> TenantSettings:
        rows = self._read("tenant_settings", tenant=tenant)
        return TenantSettings(review=bool(rows[0]["review"]))

    def set_settings(self, tenant: str, review: bool) -> TenantSettings:
        rows = self._write("set_tenant_settings", tenant=tenant, review=review)
        return TenantSettings(review=bool(rows[0]["review"]))

    def review_queue(self, tenant: str, namespace: str, limit: int = 50) -> ReviewQueue:
        """Live facts awaiting an operator (candidate first, then raw), oldest first."""
        if limit < 1:
            raise InvalidInput("invalid_limit", "limit must be at least 1")
        facts: list[dict[str, Any] | None] = []
        for trust in (Trust.CANDIDATE.value, Trust.RAW.value):
            rows = self._read(
                "review_queue",
                tenant=tenant,
                namespace=namespace,
                trust=[trust],
                limit=limit - len(facts),
            )
            facts.extend(self.reader.get(tenant, namespace, r["id"]) for r in rows)
            if len(facts) >= limit:
                break
        return ReviewQueue(review=self.settings(tenant).review, facts=facts)

    # ---- predicates ----------------------------------------------------------------------
    def predicates(self, tenant: str) -> list[PredicateDeclaration]:
        """The tenant's own declarations (everything else uses the built-in registry)."""
        return [
            PredicateDeclaration(name=r["name"], cardinality=r["cardinality"])
            for r in self._read("list_predicates", tenant=tenant)
        ]

    def declare_predicate(self, tenant: str, name: str, cardinality: str) -> PredicateDeclaration:
        """Declare a predicate single-valued (updates replace) or multi-valued (values coexist)."""
        normalised = normalise_predicate(name)
        if not normalised:
            raise InvalidInput("invalid_predicate", f"predicate {name!r} has no letters or digits")
        try:
            declared = Cardinality(cardinality)
        except ValueError as exc:
            raise InvalidInput(
                "invalid_cardinality", f"cardinality must be single or multi, not {cardinality!r}"
            ) from exc
        row = self._write(
            "declare_predicate", tenant=tenant, name=normalised, cardinality=declared.value
        )[0]
        return PredicateDeclaration(name=row["name"], cardinality=row["cardinality"])

    # ---- contradictions ------------------------------------------------------------------
    def contradictions(
        self,
        tenant: str,
        namespace: str,
        status: ContradictionStatus = "open",
        limit: int = 100,
    ) -> list[dict[str, Any]]:
        """Recorded disagreements with both sides (open ones by default), newest first."""
        rows = self._read(
            "open_contradictions",
            tenant=tenant,
            namespace=namespace,
            status=None if status == "all" else status,
            limit=limit,
        )
        found = []
        for r in rows:
            c = dict(r["c"])
            found.append(
                {
                    **c,
                    "created_at": iso(from_db(c.get("created_at"))),
                    "resolved_at": iso(from_db(c.get("resolved_at"))),
                    "claim": self.reader.get(tenant, namespace, r["claim"]),
                    "against": self.reader.get(tenant, namespace, r["against"]),
                }
            )
        return found

    def resolve_contradiction(self, ctx: Context, contradiction_id: str, keep: Side) -> WriteResult:
        """Keep one side: a kept side that is not verified yet is verified; a dropped side that
        is disputed is revoked. Either way the contradiction is resolved (one audited write)."""
        rows = self._read(
            "contradiction_by_id", tenant=ctx.tenant, namespace=ctx.namespace, id=contradiction_id
        )
        if not rows:
            raise NotFound("not_found", f"no contradiction {contradiction_id!r}")
        r = rows[0]
        if r["status"] != "open":
            raise Conflict("already_resolved", "this contradiction is already resolved")
        if keep not in ("claim", "against"):
            raise InvalidInput("invalid_side", f"keep must be claim or against, not {keep!r}")
        drop = "against" if keep == "claim" else "claim"
        actions: list[TrustAction] = []
        if from_db(r[f"{keep}_revoked"]) is None and r[f"{keep}_trust"] != "verified":
            actions.append(TrustAction(r[keep], TrustActionKind.VERIFY))
        if r[f"{drop}_trust"] == "disputed" and from_db(r[f"{drop}_revoked"]) is None:
            actions.append(TrustAction(r[drop], TrustActionKind.REVOKE))
        if not actions:
            raise Conflict("nothing_to_resolve", "both sides are no longer live")
        return self.writer.write(ctx, [], actions=actions)

    # ---- trust, merges, forgetting (through the write primitive) -------------------------
    def set_trust(self, ctx: Context, fact_id: str, action: str) -> WriteResult:
        """`verify` (a disputed claim becomes an ordinary assert), `dispute` or `revoke`."""
        try:
            kind = TrustActionKind(action)
        except ValueError as exc:
            raise InvalidInput(
                "invalid_action", f"action must be verify, dispute or revoke, not {action!r}"
            ) from exc
        return self.writer.write(ctx, [], actions=[TrustAction(fact_id, kind)])

    def merge_entities(self, ctx: Context, alias: str, into: str) -> WriteResult:
        """Make `alias` another name of `into`; live facts under `alias` are re-keyed."""
        return self.writer.write(ctx, [], merge=EntityMerge(alias=alias, into=into))

    def forget(self, ctx: Context, topic: str) -> WriteResult:
        """A tombstone for `topic` and the revocation of every live version mentioning it."""
        return self.writer.write(ctx, [], forget=topic)

    def erase(self, ctx: Context, topic: str) -> Erased:
        """Physically delete everything that mentions `topic` (see `graph/forgetting.py`)."""
        return erase(self.driver, ctx, topic, self.database)


def run_cypher(
    driver: Driver, statement: str, params: dict[str, Any], database: str = "neo4j"
) -> tuple[list[str], list[dict[str, Any]]]:
    """An operator's own Cypher statement (`chronofact cypher`): its column names and rows.
    The statement is the operator's text, run as given with `$parameters`."""
    records, _, keys = driver.execute_query(statement, params, database_=database)
    return list(keys), [dict(r) for r in records]
