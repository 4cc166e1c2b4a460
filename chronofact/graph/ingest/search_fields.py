"""What recall searches an ingested message by, set before it is written: its `search_text`
(with the turn it answers; `recall.source_search`) and, with an embedder, its embedding and the
embeddings of the statements extracted from it."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from chronofact.extractors.base import speaker_line
from chronofact.graph.ingest.claims_to_ops import Unit
from chronofact.graph.models import Evidence, Operation
from chronofact.graph.recall.source_search import source_search_text
from chronofact.graph.write import Writer, embed_statements

SITTING = timedelta(hours=6)
"""A message's `search_text` includes the message before it in its conversation when that one
was said at most this long before (the same sitting, not last week's)."""


def _replies_to(message: Evidence, before: Evidence) -> bool:
    """Whether `before` is the turn `message` answers: both said by someone (a dialogue, not a
    list of notes or facts, where the line before is unrelated) in the same sitting."""
    if not (message.speaker and before.speaker):
        return False
    if message.observed_at is None or before.observed_at is None:
        return True
    return message.observed_at - before.observed_at <= SITTING


def with_search_text(units: list[Unit]) -> None:
    """Give each unit's source its `search_text` (in place; units in conversation order): the
    message, with the message before it in the same scope (the same request when it has none)
    when it replies to it (`_replies_to`), so that an answer is found by the question it
    answers."""
    previous: dict[str | None, Evidence] = {}  # scope -> its last message (None: this request)
    for unit in units:
        src = unit.source
        if src.text is None:
            continue
        before = previous.get(src.scope)
        if before is not None and not _replies_to(src, before):
            before = None
        unit.source = replace(
            src,
            search_text=source_search_text(
                src.text,
                src.speaker,
                before.text if before is not None else None,
                before.speaker if before is not None else None,
            ),
        )
        previous[src.scope] = src


def embedded(writer: Writer, group: list[Unit]) -> tuple[list[Operation], list[Evidence]]:
    """The group's operations and sources, embedded when the writer has an embedder: each
    statement (the primitive skips operations that already carry an embedding) and each
    message as `<speaker>: <text>` (what recall's message vector index searches), in one
    batch."""
    ops = [op for unit in group for op in unit.ops]
    sources = [unit.source for unit in group]
    if writer.embedder is None:
        return ops, sources
    said = [i for i, s in enumerate(sources) if s.text is not None and s.embedding is None]
    lines = [speaker_line(str(sources[i].text), sources[i].speaker) for i in said]
    vectors = embed_statements(writer.embedder, ops, also=lines)
    for i, vector in zip(said, vectors, strict=True):
        sources[i] = replace(sources[i], embedding=tuple(vector))
    return ops, sources
