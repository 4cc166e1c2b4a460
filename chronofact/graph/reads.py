"""The read side: the point query (Q1-Q4), one version, its history, an entity's timeline.

Each read runs one named query from `cypher/`, confined to one tenant and namespace.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from neo4j import Driver

from chronofact.graph.entities import alias_id, entity_id
from chronofact.graph.facts import fact_to_api
from chronofact.graph.neo4j import read_rows
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.time import BEGINNING_OF_TIME, END_OF_TIME, iso, now_utc, utc


@dataclass(frozen=True)
class Basis:
    """The (valid time, known time) a read answered for. `known_at` None = latest."""

    valid_at: datetime
    known_at: datetime | None
    as_of: datetime  # the clock reading when `known_at` is latest

    @classmethod
    def resolve(cls, valid_at: datetime | None, known_at: datetime | None) -> Basis:
        """API.md: valid_at defaults to now; known_at to latest; known_at alone sets both."""
        now = now_utc()
        known = utc(known_at, "known_at") if known_at is not None else None
        if valid_at is not None:
            valid = utc(valid_at, "valid_at")
        else:
            valid = known if known is not None else now
        return cls(valid_at=valid, known_at=known, as_of=now)

    def to_api(self) -> dict[str, str | None]:
        return {
            "valid_at": iso(self.valid_at),
            "known_at": iso(self.known_at if self.known_at is not None else self.as_of),
        }


class Reader:
    def __init__(self, driver: Driver, database: str = "neo4j") -> None:
        self.driver = driver
        self.database = database

    def _rows(self, name: str, **params: Any) -> list[dict[str, Any]]:
        return read_rows(self.driver, name, params, self.database)

    def point(
        self,
        tenant: str,
        namespace: str,
        subject: str,
        predicate: str | None,
        basis: Basis,
        include_disputed: bool = False,
    ) -> list[dict[str, Any]]:
        """Q1-Q4: the versions of `subject` (and `predicate`) that answer at `basis`."""
        params: dict[str, Any] = {
            "tenant": tenant,
            "namespace": namespace,
            "subject_id": entity_id(tenant, namespace, subject),
            "alias_id": alias_id(tenant, namespace, subject),
            "predicate": normalise_predicate(predicate) if predicate else None,
            "valid_at": basis.valid_at,
            "include_disputed": include_disputed,
        }
        if basis.known_at is None:
            # one slot: a seek that skips the segments ending before valid_at
            rows = self._rows("facts_current_slot" if predicate else "facts_current", **params)
        else:
            rows = self._rows("facts_as_of", known_at=basis.known_at, **params)
        return [fact_to_api(r["fact"]) for r in rows]

    def get(self, tenant: str, namespace: str, fact_id: str) -> dict[str, Any] | None:
        rows = self._rows("fact_by_id", tenant=tenant, namespace=namespace, id=fact_id)
        return fact_to_api(rows[0]["fact"]) if rows else None

    def history(self, tenant: str, namespace: str, fact_id: str) -> dict[str, Any] | None:
        """A version, its lineage (ancestors and descendants) and its key's belief history."""
        fact = self.get(tenant, namespace, fact_id)
        if fact is None:
            return None
        lineage = self._rows("fact_lineage", tenant=tenant, namespace=namespace, id=fact_id)
        ancestors = sorted(lineage[0]["ancestors"], key=lambda a: (a["depth"], a["id"]))
        descendants = sorted(lineage[0]["descendants"], key=lambda a: (a["depth"], a["id"]))
        versions = [
            fact_to_api(r["fact"])
            for r in self._rows("key_history", tenant=tenant, namespace=namespace, key=fact["key"])
        ]
        return {
            "fact": fact,
            "lineage": {"ancestors": ancestors, "descendants": descendants},
            "key_history": versions,
        }

    def timeline(
        self,
        tenant: str,
        namespace: str,
        subject: str,
        predicate: str | None,
        known_at: datetime | None,
        start: datetime | None,
        end: datetime | None,
        include_disputed: bool = False,
    ) -> tuple[datetime, list[dict[str, Any]]]:
        """The valid-time timeline of an entity's facts as known at `known_at` (default now)."""
        known = utc(known_at, "known_at") if known_at is not None else now_utc()
        rows = self._rows(
            "entity_timeline",
            tenant=tenant,
            namespace=namespace,
            subject_id=entity_id(tenant, namespace, subject),
            alias_id=alias_id(tenant, namespace, subject),
            predicate=normalise_predicate(predicate) if predicate else None,
            known_at=known,
            **{
                "from": utc(start, "from") if start else BEGINNING_OF_TIME,
                "to": utc(end, "to") if end else END_OF_TIME,
            },
            include_disputed=include_disputed,
        )
        return known, [fact_to_api(r["fact"]) for r in rows]
