"""Reading the next chunk of a request while the chunk before it is written.

Extraction is CPU work in this process (the rules, and MiniLM passes that release the GIL);
writing is mostly waiting on Neo4j. So a long conversation is read chunk by chunk (`batch_size`
messages each, the batches `extract_many` reads anyway) and each chunk's units are written by
one worker thread, in order, while the main thread reads the next chunk. What is written is
the same as when the whole request is read first: the writes keep request order, a chunk's
change resolution sees what the chunks before it committed (`change_resolution` reads the
store), and which messages are new (`commit.new_units`, a 409 for a reused ref) is decided
for the whole request before anything is written.

A failure after a chunk committed is reported as for the groups of one chunk (`incomplete`):
what committed is named, and sending the same request again writes the rest.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import suppress

from chronofact.graph.ingest.claims_to_ops import Unit
from chronofact.graph.ingest.commit import Progress, write_units
from chronofact.graph.ingest.incomplete import incomplete
from chronofact.graph.ingest.result import IngestResult, count_totals
from chronofact.graph.models import Context
from chronofact.graph.write import Writer


def write_while_reading(
    writer: Writer,
    ctx: Context,
    chunks: Iterator[list[Unit]],
    batch_size: int,
    progress: Progress | None,
    counts: dict[str, int],
    writes: Sequence[bool] = (),
) -> IngestResult:
    """Write the units of each chunk `chunks` yields (stored nowhere yet), in order, one
    chunk in a worker thread while the next is read; what was done. `writes[k]`: whether
    chunk k has units to write (a failure counts at least one group for each such chunk not
    yet planned)."""
    result = IngestResult(counts=counts)
    planned: list[int] = []
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="ingest-write") as pool:
        pending: Future[None] | None = None
        try:
            for units in chunks:  # the next chunk is read here, while `pending` writes
                if pending is not None:
                    pending.result()
                pending = pool.submit(
                    write_units, writer, ctx, units, batch_size, progress, result, planned
                )
            if pending is not None:
                pending.result()
        except Exception as exc:
            if pending is not None:
                with suppress(Exception):  # a read failed: let the chunk being written end
                    pending.result()
            if not result.txs:
                raise  # nothing committed: the error as it is
            # the groups planned, and at least one for each chunk left with units to write
            known = sum(planned) + sum(1 for left in writes[len(planned) :] if left)
            raise incomplete(exc, result, max(known, len(result.txs) + 1)) from exc
    count_totals(result)
    return result
