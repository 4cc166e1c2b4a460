"""Recall's reads of Neo4j, and what recall remembers between questions in one process.

`RecallCache` holds what one question learns that helps the next: per partition, the share of
the vector index's hits that passed the partition filter (it sizes the next first fetch), and
the indexes found missing (logged once). Create ONE per process, where the services are built,
and pass it to every `Recall` (`Recall(..., cache=...)`): a `Recall` is cheap and may be
created per request, its cache must not be. A `Recall` given none makes its own.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from typing import Any

from neo4j import Driver
from neo4j.exceptions import ClientError

from chronofact.graph.neo4j import read_rows
from chronofact.graph.write.tombstones import Tombstones

log = logging.getLogger("chronofact.recall")

HintKey = tuple[str, str, str]
"""(kind "fact" | "source", tenant, namespace)."""


@dataclass
class RecallCache:
    """What recall remembers across questions in one process (see the module docstring).

    Only hints live here: a wrong or missing one costs an extra index round, never a result."""

    share_hints: dict[HintKey, float] = field(default_factory=dict)
    """(kind, tenant, namespace) -> share of the vector index's hits that passed the partition
    filter last time: sizes the first fetch of the next question (trap 1 at scale)."""
    missing_indexes: set[str] = field(default_factory=set)
    """Indexes a channel found missing (logged once each)."""
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def share(self, key: HintKey) -> float | None:
        return self.share_hints.get(key)

    def remember_share(self, key: HintKey, share: float) -> None:
        self.share_hints[key] = share

    def first_miss(self, index: str) -> bool:
        """True the first time `index` is reported missing."""
        with self._lock:
            if index in self.missing_indexes:
                return False
            self.missing_indexes.add(index)
            return True


class RecallStore:
    """The named recall queries (`chronofact/cypher/recall_*.cypher`) over one database."""

    def __init__(self, driver: Driver, database: str, cache: RecallCache) -> None:
        self.driver = driver
        self.database = database
        self.cache = cache

    def rows(self, name: str, **params: Any) -> list[dict[str, Any]]:
        return read_rows(self.driver, name, params, self.database)

    def rows_if_indexed(self, name: str, index: str, **params: Any) -> list[dict[str, Any]]:
        """Like `rows`, but a missing index (not created yet) yields no rows, logged once."""
        try:
            return self.rows(name, **params)
        except ClientError as exc:
            message = str(exc.message or "")
            if "no such" in message.lower() or "does not exist" in message.lower():
                if self.cache.first_miss(index):
                    log.warning(
                        "recall: index %s is missing (run apply_schema); channel skipped",
                        index,
                    )
                return []
            raise

    def partition_size(self, name: str, tenant: str, namespace: str, cap: int) -> int:
        """Versions (sources) of a partition, counted up to `cap`."""
        rows = self.rows(name, tenant=tenant, namespace=namespace, cap=cap)
        return int(rows[0]["n"]) if rows else 0


@dataclass(frozen=True)
class Partition:
    """What a partition holds (read in `recall_understand`): its fact versions and sources,
    each counted up to a cap, and its forgotten topics."""

    facts: int
    sources: int
    tombstones: Tombstones

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Partition:
        return cls(
            facts=int(row["facts"]),
            sources=int(row["sources"]),
            tombstones=Tombstones.from_row(row["tombstones"], row["tombstone_secret"]),
        )
