"""Typed records of the recall pipeline, from the rows its Cypher returns to fused candidates.

Rows cross from Neo4j as maps; each is turned into one of these once, where it is read
(`EntityMatch.from_row`, `Hit.from_row`), and the rest of the pipeline passes these.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from chronofact.graph.time import utc

CandidateKind = Literal["fact", "source"]


@dataclass(frozen=True)
class EntityMatch:
    """An entity named in the question (its whole name or an alias occurs in it)."""

    id: str
    name: str | None
    name_key: str | None
    aliases: tuple[str, ...] = ()
    speaker: bool = False
    """The entity said messages of the partition."""

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> EntityMatch:
        return cls(
            id=row["id"],
            name=row.get("name"),
            name_key=row.get("name_key"),
            aliases=tuple(str(a) for a in row.get("aliases") or []),
            speaker=bool(row.get("speaker")),
        )

    def names(self) -> tuple[str, ...]:
        """Its name (empty when it has none) and aliases."""
        return (self.name or "", *self.aliases)


@dataclass(frozen=True)
class Hit:
    """One row of a candidate channel: a fact version or a source, with its channel score.

    A fact hit carries what ranking needs (`key`, `trust`, `holds`, subject and object); a
    source hit its `speaker` and the admitted facts it yielded (`facts`, for folding)."""

    id: str
    score: float | None = None
    key: str | None = None
    trust: str | None = None
    holds: bool = False
    """The version is valid at the basis's `valid_at` (computed in Cypher: no datetime crosses
    the wire for a candidate; the driver turns each into an object slowly)."""
    subject_id: str | None = None
    object_id: str | None = None
    speaker: str | None = None
    facts: tuple[Hit, ...] = ()

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> Hit:
        return cls(
            id=row["id"],
            score=row.get("score"),
            key=row.get("key"),
            trust=row.get("trust"),
            holds=bool(row.get("holds")),
            subject_id=row.get("subject_id"),
            object_id=row.get("object_id"),
            speaker=row.get("speaker"),
            facts=tuple(cls.from_row(f) for f in row.get("facts") or []),
        )

    @property
    def value(self) -> float:
        """The channel score as a number (every channel scores its hits)."""
        return float(self.score)  # type: ignore[arg-type]


Lists = dict[str, list[Hit]]
"""Channel name -> its hits, best first."""


@dataclass
class Candidate:
    """A fact version or a source being fused and ranked."""

    kind: CandidateKind
    id: str
    score: float = 0.0
    ranks: dict[str, float] = field(default_factory=dict)
    key: str | None = None
    trust: str | None = None
    holds: bool = False
    """See `Hit.holds`."""
    about: tuple[str | None, ...] = ()
    """Subject and object ids (a fact), or the speaker's name key (a source)."""
    via_sources: list[str] = field(default_factory=list)
    """Ids of candidate sources folded into this fact (they rank its sources first)."""
    yielded: list[str] = field(default_factory=list)
    """A source: ids of the admitted facts it yielded."""
    yielded_hits: list[Hit] = field(default_factory=list)
    folded_into: list[str] = field(default_factory=list)
    """A source kept beside the facts it was folded into (one of them did not hold): their ids.
    It is returned only when none of them is shown as itself (`results.build_results`)."""

    def describe(self, hit: Hit) -> None:
        """Copy what ranking needs from a fact hit (once)."""
        if self.key is not None:
            return
        self.key = hit.key
        self.trust = hit.trust
        self.holds = hit.holds
        self.about = (hit.subject_id, hit.object_id)


Candidates = dict[tuple[str, str], Candidate]
"""(kind, id) -> candidate."""


@dataclass(frozen=True)
class Filters:
    """What every channel is confined to: the partition, the basis and the trust floor."""

    tenant: str
    namespace: str
    known_at: datetime | None
    valid_from: datetime
    valid_to: datetime
    trusts: tuple[str, ...]
    valid_at: datetime
    """The point basis: candidates report whether they hold at it (`holds`)."""

    def params(self) -> dict[str, Any]:
        return {
            "tenant": self.tenant,
            "namespace": self.namespace,
            "known_at": self.known_at,
            "valid_at": self.valid_at,
            "valid_from": self.valid_from,
            "valid_to": self.valid_to,
            "trusts": list(self.trusts),
        }


def row_time(value: Any) -> datetime | None:
    """A time from a row (neo4j DateTime, datetime, or `toString` ISO text), in UTC."""
    if value is None:
        return None
    if isinstance(value, str):
        return utc(datetime.fromisoformat(value))
    native: datetime = value.to_native() if hasattr(value, "to_native") else value
    return utc(native)
