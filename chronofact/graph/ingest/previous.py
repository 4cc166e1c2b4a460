"""The message before a request: a single-message `POST /v1/ingest` carries no earlier turn,
so the extractor reads its first message with the most recent message of the same
conversation stored before it (`cypher/previous_message.cypher`): same tenant, namespace,
source kind and scope (conversation ref), said before it and at most `PREVIOUS_WINDOW` before
(an earlier sitting is not what "he" in a reply refers to). One indexed read per request.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from chronofact.extractors import base
from chronofact.graph.models import Context
from chronofact.graph.neo4j.queries import read_rows
from chronofact.graph.time import BEGINNING_OF_TIME, from_db
from chronofact.graph.write import Writer

__all__ = ["PREVIOUS_WINDOW", "stored_previous"]

PREVIOUS_WINDOW = timedelta(hours=24)
"""A stored message said longer than this before the request's first one is not its context."""


def _window_start(before: datetime) -> datetime:
    """`PREVIOUS_WINDOW` before `before`, or the first instant when that is earlier (a message
    said on 0001-01-01 has no day before it)."""
    if before - BEGINNING_OF_TIME <= PREVIOUS_WINDOW:
        return BEGINNING_OF_TIME
    return before - PREVIOUS_WINDOW


def stored_previous(
    writer: Writer, ctx: Context, kind: str, scope: str | None, before: datetime
) -> base.Message | None:
    """The most recent stored message of the conversation said before `before` (within
    `PREVIOUS_WINDOW`), as an extractor reads it; None when there is none."""
    rows = read_rows(
        writer.driver,
        "previous_message",
        {
            "tenant": ctx.tenant,
            "namespace": ctx.namespace,
            "kind": kind,
            "scope": scope,
            "before": before,
            "after": _window_start(before),
        },
        writer.database,
    )
    if not rows:
        return None
    said = from_db(rows[0]["observed_at"])
    if said is None:
        return None
    return base.Message(str(rows[0]["text"]), rows[0]["speaker"], said)
