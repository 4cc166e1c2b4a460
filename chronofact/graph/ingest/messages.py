"""Ingesting a conversation: check the messages, order them by timestamp (stable for equal
timestamps), let the extractor read them (`extract_many`, `batch_size` messages per call, each
message with the one before it in the conversation as `previous`; the first one with the
message of the conversation stored just before it, `previous.stored_previous`) and turn each
into a unit, then write the units in order.

Every message is kept as a `:Source` (kind = the source kind, `ref` = the message id,
`observed_at` = its timestamp, `speaker`), even when nothing can be extracted from it. Who
stands behind its claims (for corroboration) is the speaker when known, else the conversation
(`<kind>:<conversation ref>`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, runtime_checkable

from chronofact.extractors import base
from chronofact.extractors.base import Extractor
from chronofact.extractors.claims import Claim
from chronofact.extractors.registry import default_extractor
from chronofact.graph.errors import InvalidInput
from chronofact.graph.ingest.claims_to_ops import Unit, UnitSource, text_unit
from chronofact.graph.ingest.commit import DEFAULT_BATCH_SIZE, Progress, run
from chronofact.graph.ingest.previous import stored_previous
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


@runtime_checkable
class AttributingExtractor(Protocol):
    """An extractor that may hand some messages to another (the LLM one, falling back): it
    says which extractor read each message."""

    def extract_attributed(self, messages: Sequence[base.Message]) -> list[Read]: ...


Read = tuple[str, list[Claim]]
"""The name of the extractor that read a message, and the claims it found."""


def read_messages(
    extractor: Extractor, said: Sequence[base.Message], batch_size: int
) -> list[Read]:
    """Who read each message and its claims, `extract_many` over `batch_size` messages at a
    time (blank messages are not sent and have none)."""
    read: list[Read] = [(extractor.name, []) for _ in said]
    todo = [i for i, m in enumerate(said) if m.text.strip()]
    for start in range(0, len(todo), max(batch_size, 1)):
        chunk = todo[start : start + batch_size]
        batch = [said[i] for i in chunk]
        if isinstance(extractor, AttributingExtractor):
            found = extractor.extract_attributed(batch)
        else:
            found = [(extractor.name, list(c)) for c in extractor.extract_many(batch)]
        for i, read_of in zip(chunk, found, strict=True):
            read[i] = read_of
    return read


def _message_units(
    messages: Sequence[Message],
    source_kind: str,
    conversation_ref: str | None,
    extraction: tuple[Extractor, int, base.Message | None],
    max_text: int,
    counts: dict[str, int],
) -> list[Unit]:
    """The units of the messages in timestamp order (stable); claims counted in `counts`.
    The first message is read with `extraction`'s previous message (stored before it)."""
    extractor, batch_size, before = extraction
    ordered = sorted(messages, key=lambda m: utc(m.timestamp))
    said: list[base.Message] = []
    for m in ordered:
        said.append(base.Message(m.text, m.speaker, utc(m.timestamp), said[-1] if said else before))
    read = read_messages(extractor, said, batch_size)
    units: list[Unit] = []
    for m, message, (reader, claims_of) in zip(ordered, said, read, strict=True):
        origin = None
        if not m.speaker and conversation_ref:
            origin = f"{source_kind}:{conversation_ref}"
        # message ids are unique within their conversation
        where = UnitSource(m.id, source_kind, origin, scope=conversation_ref)
        # the previous message is context for the extractor only, not kept on the unit
        unit = text_unit(where, message, claims_of, reader, max_text)
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
    extractor: Extractor | None = None,
) -> IngestResult:
    """Ingest a conversation: every message becomes a `:Source`, its claims facts.

    `extractor` reads the messages (default: the configured one, `CHRONOFACT_EXTRACTOR`); every
    fact records its name. Messages are applied in timestamp order (stable), `batch_size` per
    transaction at most.
    Raises a `ChronofactError` (nothing written) for duplicate ids in the request, for a message id
    stored before with another text (409), and `TimeError` for a naive timestamp.
    """
    _check_messages(messages)
    counts = new_counts(messages=len(messages))
    extractor = extractor if extractor is not None else default_extractor()
    first = min(utc(m.timestamp) for m in messages)
    before = stored_previous(writer, ctx, source_kind, conversation_ref, first)
    units = _message_units(
        messages,
        source_kind,
        conversation_ref,
        (extractor, batch_size, before),
        writer.max_text,
        counts,
    )
    return run(writer, ctx, units, batch_size, progress, counts)
