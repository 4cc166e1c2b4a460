"""What an ingest did: its transactions, the facts it wrote and its counts."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from chronofact.graph.models import Evidence, WriteResult


@dataclass(frozen=True)
class TxRecord:
    id: str
    time: datetime


@dataclass
class IngestResult:
    txs: list[TxRecord] = field(default_factory=list)
    """The write transactions, in order (one per group)."""
    facts: list[dict[str, Any]] = field(default_factory=list)
    """The FACT of every version that carries an extracted claim, in order, without repeats."""
    sources_stored: int = 0
    """Sources written by this ingest (a message or chunk already stored is not counted)."""
    blocked: list[dict[str, Any]] = field(default_factory=list)
    contradictions: list[dict[str, Any]] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    source_tx: dict[str, str] = field(default_factory=dict)
    """Source ref -> id of the transaction that wrote it (what "just before" means per message)."""

    @property
    def tx_ids(self) -> list[str]:
        return [t.id for t in self.txs]

    @property
    def last_tx(self) -> TxRecord | None:
        return self.txs[-1] if self.txs else None

    def tx_time(self, tx_id: str) -> datetime:
        return next(t.time for t in self.txs if t.id == tx_id)


def new_counts(**initial: int) -> dict[str, int]:
    """The counts of an ingest before anything is extracted or written (`initial`: how many
    messages or chunks it has)."""
    counts = dict.fromkeys(
        (
            "claims",
            "skipped_claims",
            "operations",
            "already_ingested",
            "created",
            "revoked",
            "corroborated",
        ),
        0,
    )
    counts.update(initial)
    return counts


def _blocked_sources(result: WriteResult, refs: set[str]) -> int:
    """How many of this write's sources the primitive refused (tombstones): the entries of
    `blocked` that name a source (`{"source": <ref>, "reason", "topic"}`)."""
    return sum(1 for entry in result.blocked if entry.get("source") in refs)


def collect(
    result: IngestResult, written: WriteResult, sources: list[Evidence], seen: set[str]
) -> None:
    """Add one group's write to `result` (`seen`: the ids of the facts already listed)."""
    result.txs.append(TxRecord(written.tx_id, written.tx_time))
    refs = {s.ref for s in sources if s.ref is not None}
    result.sources_stored += len(sources) - _blocked_sources(written, refs)
    for ref in refs:
        result.source_tx[ref] = written.tx_id
    for fact in written.facts:
        if fact is not None and fact["id"] not in seen:
            seen.add(fact["id"])
            result.facts.append(fact)
    result.blocked.extend(written.blocked)
    result.contradictions.extend(written.contradictions)
    result.counts["created"] += len(written.created)
    result.counts["revoked"] += len(written.revoked)
    result.counts["corroborated"] += len(written.corroborated)


def count_totals(result: IngestResult) -> None:
    """Record the totals of a finished ingest in its counts."""
    counts = result.counts
    counts["transactions"] = len(result.txs)
    counts["facts"] = len(result.facts)
    counts["blocked"] = len(result.blocked)
    counts["contradictions"] = len(result.contradictions)
    counts["sources_stored"] = result.sources_stored
