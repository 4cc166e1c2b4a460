"""The one write path. Every assert, retract, batch, import, trust action, merge and ingest goes
through `Writer.write`: one call, one Neo4j transaction, one transaction time.

Modules, one job each: `writer` (the transaction, step by step), `validate` (shape and limits),
`embedding` (statements to vectors, before the transaction), `clock` (transaction time and the
`:Tx` audit record), `tombstones` (forgotten topics), `merges` (entity merges), `keys` (key
resolution and locking), `planner` (the write primitive in memory, pure), `trust` (starting
trust and operator actions), `rows` and `store` (what is written), `result` (the write
result)."""

from chronofact.graph.write.clock import record_tx, tick_clock
from chronofact.graph.write.embedding import Embedder, embed_statements
from chronofact.graph.write.rows import source_id
from chronofact.graph.write.tombstones import Tombstones, Topic, store_tombstone
from chronofact.graph.write.trust import CANDIDATE_SOURCES, VERIFIED_SOURCES, starting_trust
from chronofact.graph.write.validate import MAX_TEXT, validate
from chronofact.graph.write.writer import Writer, WriteRequest

__all__ = [
    "CANDIDATE_SOURCES",
    "MAX_TEXT",
    "VERIFIED_SOURCES",
    "Embedder",
    "Tombstones",
    "Topic",
    "WriteRequest",
    "Writer",
    "embed_statements",
    "record_tx",
    "source_id",
    "starting_trust",
    "store_tombstone",
    "tick_clock",
    "validate",
]
