"""When a group of an ingest fails after earlier groups committed: an error that says which.

An ingest writes its groups one transaction each, so a failure in group k leaves groups
1..k-1 committed. The caller gets an error naming them (transactions, message or chunk refs),
with the partial result attached (`partial`), and is told to send the same request again:
the committed messages are skipped (their sources exist), the rest are written, nothing twice.
"""

from __future__ import annotations

import logging
from typing import Any

from chronofact.graph.errors import ChronofactError, Unavailable
from chronofact.graph.ingest.result import IngestResult, count_totals

log = logging.getLogger("chronofact.ingest")


class IngestIncomplete(Unavailable):
    """A group failed after earlier groups committed (HTTP 503): retrying completes it."""

    default_code = "ingest_incomplete"

    def __init__(self, message: str, details: Any, partial: IngestResult) -> None:
        super().__init__(None, message, details)
        self.partial = partial


def _committed(result: IngestResult, groups: int) -> dict[str, Any]:
    return {
        "groups": groups,
        "committed_groups": len(result.txs),
        "committed_txs": [t.id for t in result.txs],
        "committed_refs": sorted(result.source_tx),
    }


def incomplete(exc: Exception, result: IngestResult, groups: int) -> ChronofactError:
    """The error for `exc` raised by group `len(result.txs) + 1` of `groups`: a refusal keeps
    its kind and code, with what committed added to its message and details; anything else
    (Neo4j gone, a bug) becomes an `IngestIncomplete`."""
    count_totals(result)
    committed = _committed(result, groups)
    said = (
        f"{committed['committed_groups']} of {groups} groups committed "
        f"({len(committed['committed_refs'])} messages or chunks); send the same request "
        "again (same Idempotency-Key) to write the rest: what committed is skipped"
    )
    if isinstance(exc, ChronofactError):
        exc.message = f"{exc.message}; {said}"
        exc.details = {"error": exc.details, "ingest": committed}
        return exc
    log.error("ingest group %d of %d failed: %r", len(result.txs) + 1, groups, exc)
    return IngestIncomplete(
        f"ingest stopped at group {len(result.txs) + 1}: {said}",
        {"ingest": committed},
        result,
    )
