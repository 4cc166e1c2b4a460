"""The read side: the point query (Q1-Q4), one version, its history, an entity's timeline.

Each read runs one named query from `cypher/`, confined to one tenant and namespace. Lists are
bounded: a read returns one `Page` (default `DEFAULT_LIMIT` rows, at most `MAX_LIMIT`), and
the `*_page` variants say whether more follow (`Paged.truncated`, `Paged.next_offset`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from neo4j import Driver

from chronofact.graph.entities import alias_id, entity_id
from chronofact.graph.facts import fact_to_api
from chronofact.graph.neo4j import read_rows
from chronofact.graph.paging import Page, Paged
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
        page: Page | None = None,
    ) -> list[dict[str, Any]]:
        """Q1-Q4: the versions of `subject` (and `predicate`) that answer at `basis` (one page)."""
        return self.point_page(
            tenant, namespace, subject, predicate, basis, include_disputed, page
        ).items

    def point_page(
        self,
        tenant: str,
        namespace: str,
        subject: str,
        predicate: str | None,
        basis: Basis,
        include_disputed: bool = False,
        page: Page | None = None,
    ) -> Paged[dict[str, Any]]:
        """`point`, saying whether more versions follow the page."""
        page = page or Page()
        params: dict[str, Any] = {
            "tenant": tenant,
            "namespace": namespace,
            "subject_id": entity_id(tenant, namespace, subject),
            "alias_id": alias_id(tenant, namespace, subject),
            "predicate": normalise_predicate(predicate) if predicate else None,
            "valid_at": basis.valid_at,
            "include_disputed": include_disputed,
            **page.params(),
        }
        if basis.known_at is None:
            # one slot: a seek that skips the segments ending before valid_at
            rows = self._rows("facts_current_slot" if predicate else "facts_current", **params)
        else:
            rows = self._rows("facts_as_of", known_at=basis.known_at, **params)
        return page.cut([fact_to_api(r["fact"]) for r in rows])

    def get(self, tenant: str, namespace: str, fact_id: str) -> dict[str, Any] | None:
        rows = self._rows("fact_by_id", tenant=tenant, namespace=namespace, id=fact_id)
        return fact_to_api(rows[0]["fact"]) if rows else None

    def history(
        self, tenant: str, namespace: str, fact_id: str, page: Page | None = None
    ) -> dict[str, Any] | None:
        """A version, its lineage (ancestors and descendants, each at most `page.limit` long)
        and one page of its key's belief history; `truncated` when any of them was cut,
        `next_offset` where the key history's next page starts."""
        page = page or Page()
        fact = self.get(tenant, namespace, fact_id)
        if fact is None:
            return None
        lineage = self._rows(
            "fact_lineage", tenant=tenant, namespace=namespace, id=fact_id, fetch=page.limit + 1
        )
        ancestors = Page(page.limit).cut(
            sorted(lineage[0]["ancestors"], key=lambda a: (a["depth"], a["id"]))
        )
        descendants = Page(page.limit).cut(
            sorted(lineage[0]["descendants"], key=lambda a: (a["depth"], a["id"]))
        )
        rows = self._rows(
            "key_history", tenant=tenant, namespace=namespace, key=fact["key"], **page.params()
        )
        versions = page.cut([fact_to_api(r["fact"]) for r in rows])
        return {
            "fact": fact,
            "lineage": {"ancestors": ancestors.items, "descendants": descendants.items},
            "key_history": versions.items,
            "truncated": versions.truncated or ancestors.truncated or descendants.truncated,
            "next_offset": versions.next_offset,
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
        page: Page | None = None,
    ) -> tuple[datetime, list[dict[str, Any]]]:
        """The valid-time timeline of an entity's facts as known at `known_at` (default now)."""
        known, paged = self.timeline_page(
            tenant, namespace, subject, predicate, known_at, start, end, include_disputed, page
        )
        return known, paged.items

    def timeline_page(
        self,
        tenant: str,
        namespace: str,
        subject: str,
        predicate: str | None,
        known_at: datetime | None,
        start: datetime | None,
        end: datetime | None,
        include_disputed: bool = False,
        page: Page | None = None,
    ) -> tuple[datetime, Paged[dict[str, Any]]]:
        """`timeline`, saying whether more facts follow the page."""
        page = page or Page()
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
            **page.params(),
        )
        return known, page.cut([fact_to_api(r["fact"]) for r in rows])
