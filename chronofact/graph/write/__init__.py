"""The one write path. Every assert, retract, batch, import, trust action, merge and ingest goes
through `Writer.write`: one call, one Neo4j transaction, one transaction time."""

from chronofact.graph.write.writer import (
    CANDIDATE_SOURCES,
    VERIFIED_SOURCES,
    Embedder,
    Writer,
    record_tx,
    source_id,
    starting_trust,
    tick_clock,
    validate,
)

__all__ = [
    "CANDIDATE_SOURCES",
    "VERIFIED_SOURCES",
    "Embedder",
    "Writer",
    "record_tx",
    "source_id",
    "starting_trust",
    "tick_clock",
    "validate",
]
