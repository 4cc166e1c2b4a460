"""Ingesting a conversation: check the messages, order them by timestamp (stable for equal
timestamps) and turn each into a unit, then write the units in order.

Every message is kept as a `:Source` (kind = the source kind, `ref` = the message id,
`observed_at` = its timestamp, `speaker`), even when nothing can be extracted from it. Who
stands behind its claims (for corroboration) is the speaker when known, else the conversation
(`<kind>:<conversation ref>`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from chronofact.graph.errors import InvalidInput
from chronofact.graph.ingest.claims_to_ops import Unit, text_unit
from chronofact.graph.ingest.commit import DEFAULT_BATCH_SIZE, Progress, run
from chronofact.graph.ingest.result import IngestResult, new_counts
from chronofact.graph.models import Context
from chronofact.graph.time import utc
from chronofact.graph.write import Writer


@dataclass(frozen=True)
class Message:
    """One message of a conversation: `timestamp` must be timezone-aware."""

    id: str
    text: str
    timestamp: datetime
    speaker: str | None = None


def _check_messages(messages: Sequence[Message]) -> None:
    """Refuse an empty request, repeated or empty ids and naive timestamps."""
    if not messages:
        raise InvalidInput("empty_ingest", "an ingest needs at least one message")
    seen: set[str] = set()
    repeated: set[str] = set()
    for m in messages:
        (repeated if m.id in seen else seen).add(m.id)
    duplicates = sorted(repeated)
    if duplicates:
        raise InvalidInput(
            "duplicate_message_id",
            f"message ids must be unique; repeated: {duplicates[:5]}",
            details={"ids": duplicates},
        )
    for i, m in enumerate(messages):
        if not m.id.strip():
            raise InvalidInput("invalid_message_id", f"message {i} has an empty id")
        utc(m.timestamp, f"messages[{i}].timestamp")


def _message_units(
    messages: Sequence[Message],
    source_kind: str,
    conversation_ref: str | None,
    max_text: int,
    counts: dict[str, int],
) -> list[Unit]:
    """The units of the messages in timestamp order (stable); claims counted in `counts`."""
    units: list[Unit] = []
    for m in sorted(messages, key=lambda m: utc(m.timestamp)):
        origin = None
        if not m.speaker and conversation_ref:
            origin = f"{source_kind}:{conversation_ref}"
        unit = text_unit(
            m.id,
            m.text,
            utc(m.timestamp),
            m.speaker,
            source_kind,
            origin,
            max_text,
            scope=conversation_ref,  # message ids are unique within their conversation
        )
        counts["claims"] += unit.claims
        counts["skipped_claims"] += unit.skipped
        units.append(unit)
    return units


def ingest_messages(
    writer: Writer,
    ctx: Context,
    messages: Sequence[Message],
    source_kind: str = "conversation",
    conversation_ref: str | None = None,
    batch_size: int = DEFAULT_BATCH_SIZE,
    progress: Progress | None = None,
) -> IngestResult:
    """Ingest a conversation: every message becomes a `:Source`, its claims facts.

    Messages are applied in timestamp order (stable), `batch_size` per transaction at most.
    Raises a `ChronofactError` (nothing written) for duplicate ids in the request, for a message id
    stored before with another text (409), and `TimeError` for a naive timestamp.
    """
    _check_messages(messages)
    counts = new_counts(messages=len(messages))
    units = _message_units(messages, source_kind, conversation_ref, writer.max_text, counts)
    return run(writer, ctx, units, batch_size, progress, counts)
