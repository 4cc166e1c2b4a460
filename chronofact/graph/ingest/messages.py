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

import hashlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, runtime_checkable

from chronofact.extractors import base
from chronofact.extractors.base import Extractor
from chronofact.extractors.claims import Claim
from chronofact.extractors.registry import default_extractor
from chronofact.graph.errors import InvalidInput
from chronofact.graph.ingest.claims_to_ops import Unit, UnitSource, text_unit
from chronofact.graph.ingest.commit import DEFAULT_BATCH_SIZE, Progress, new_units
from chronofact.graph.ingest.pipeline import write_while_reading
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


ONE_MESSAGE_CHARS = 4000
"""A text told as one message (`one_message`) is at most this long."""


def one_message(text: str) -> bool:
    """A text short enough and without a paragraph break: one chat message, not a document."""
    return len(text) <= ONE_MESSAGE_CHARS and "\n\n" not in text.strip()


def message_id(speaker: str, at: datetime, text: str) -> str:
    """A stable id for a message given without one: the same words by the same speaker at the
    same time are the same message."""
    digest = hashlib.sha256(f"{speaker}\x1f{at.isoformat()}\x1f{text}".encode()).hexdigest()
    return "said-" + digest[:24]


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


def _said(messages: Sequence[Message], before: base.Message | None) -> list[base.Message]:
    """The messages as the extractor reads them, each with the one before it as `previous`
    (the first with `before`, stored before it)."""
    said: list[base.Message] = []
    for m in messages:
        said.append(base.Message(m.text, m.speaker, utc(m.timestamp), said[-1] if said else before))
    return said


def _where(m: Message, source_kind: str, conversation_ref: str | None) -> UnitSource:
    """Where a message's unit comes from: message ids are unique within their conversation;
    who stands behind a message without a speaker is the conversation."""
    origin = f"{source_kind}:{conversation_ref}" if not m.speaker and conversation_ref else None
    return UnitSource(m.id, source_kind, origin, scope=conversation_ref)


def _unit_chunks(
    said: Sequence[base.Message],
    wheres: Sequence[UnitSource],
    extraction: tuple[Extractor, int, int],
    fresh: set[str],
    counts: dict[str, int],
) -> Iterator[list[Unit]]:
    """The units of the messages stored nowhere yet (`fresh`: their ids), `batch_size`
    messages read at a time (`extraction`: extractor, batch size, longest text); claims
    counted in `counts`. The previous message is context for the extractor only, not kept on
    the unit."""
    extractor, batch_size, max_text = extraction
    for start in range(0, len(said), batch_size):
        chunk = said[start : start + batch_size]
        read = read_messages(extractor, chunk, batch_size)
        units: list[Unit] = []
        for message, where, (reader, claims_of) in zip(
            chunk, wheres[start : start + batch_size], read, strict=True
        ):
            unit = text_unit(where, message, claims_of, reader, max_text)
            counts["claims"] += unit.claims
            counts["skipped_claims"] += unit.skipped
            units.append(unit)
        yield [u for u in units if u.source.ref in fresh]


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
    transaction at most; the next `batch_size` messages are read while the last are written
    (`pipeline`).
    Raises a `ChronofactError` (nothing written) for duplicate ids in the request, for a message id
    stored before with another text (409), and `TimeError` for a naive timestamp.
    """
    _check_messages(messages)
    if batch_size < 1:
        raise InvalidInput("invalid_batch_size", "batch_size must be at least 1")
    counts = new_counts(messages=len(messages))
    extractor = extractor if extractor is not None else default_extractor()
    first = min(utc(m.timestamp) for m in messages)
    before = stored_previous(writer, ctx, source_kind, conversation_ref, first)
    ordered = sorted(messages, key=lambda m: utc(m.timestamp))
    said = _said(ordered, before)
    wheres = [_where(m, source_kind, conversation_ref) for m in ordered]
    # which messages are new, and no ref reused for another text (409), before anything is read
    pairs = zip(wheres, said, strict=True)
    heard = [text_unit(w, m, [], extractor.name, writer.max_text) for w, m in pairs]
    fresh = {str(u.source.ref) for u in new_units(writer, ctx, heard, counts)}
    chunks = _unit_chunks(said, wheres, (extractor, batch_size, writer.max_text), fresh, counts)
    writes = [
        any(w.ref in fresh for w in wheres[k : k + batch_size])
        for k in range(0, len(wheres), batch_size)
    ]
    return write_while_reading(writer, ctx, chunks, batch_size, progress, counts, writes)
