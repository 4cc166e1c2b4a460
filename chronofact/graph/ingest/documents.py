"""Ingesting a document: split it into chunks (paragraphs; a long paragraph into runs of whole
sentences), each a `:Source` with `ref` = `<document ref>#<n>` (n = 1, 2, ...) and evidence spans
relative to the chunk. Who stands behind its claims is the document (`<kind>:<ref>`), so the
chunks of one document never corroborate each other.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime

from chronofact.extractors import base
from chronofact.extractors.base import Extractor
from chronofact.extractors.claims import split_sentences
from chronofact.extractors.registry import default_extractor
from chronofact.graph.errors import InvalidInput
from chronofact.graph.ingest.claims_to_ops import Unit, UnitSource, text_unit
from chronofact.graph.ingest.commit import DEFAULT_BATCH_SIZE, Progress, run
from chronofact.graph.ingest.messages import read_messages
from chronofact.graph.ingest.result import IngestResult, new_counts
from chronofact.graph.models import Context
from chronofact.graph.time import utc
from chronofact.graph.write import Writer

_HEADING = re.compile(r"#{1,6}\s[^\n]*$")
"""A chunk that is a Markdown heading alone ("# Notes on the family, March 2025"): stored as a
source, read for no claim (its date is no deadline, its words no fact)."""

MAX_CHUNK_CHARS = 2000
"""A paragraph longer than this is cut into runs of whole sentences of at most this length."""


@dataclass(frozen=True)
class SourceRef:
    """What a document or conversation is: its source kind and its reference."""

    kind: str = "document"
    ref: str | None = None


def _sentence_runs(text: str, start: int, end: int, max_chars: int) -> list[tuple[int, int]]:
    """`text[start:end]` as runs of whole sentences of at most `max_chars` (a single longer
    sentence is a run of its own)."""
    runs: list[tuple[int, int]] = []
    run_start: int | None = None
    run_end = start
    for s, e in split_sentences(text[start:end]):
        s, e = s + start, e + start
        if run_start is not None and e - run_start > max_chars:
            runs.append((run_start, run_end))
            run_start = None
        if run_start is None:
            run_start = s
        run_end = e
    if run_start is not None:
        runs.append((run_start, run_end))
    return runs


def document_chunks(text: str, max_chars: int = MAX_CHUNK_CHARS) -> list[tuple[int, int]]:
    """`(start, end)` of the chunks of a document: paragraphs (blank-line separated, trimmed);
    a paragraph longer than `max_chars` becomes runs of whole sentences of at most `max_chars`
    (a single longer sentence is a chunk of its own)."""
    chunks: list[tuple[int, int]] = []
    pos = 0
    n = len(text)
    while pos < n:
        nxt = _next_blank_line(text, pos)
        start, end = pos, nxt[0]
        pos = nxt[1]
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if start >= end:
            continue
        if end - start <= max_chars:
            chunks.append((start, end))
        else:
            chunks.extend(_sentence_runs(text, start, end, max_chars))
    return chunks


def _next_blank_line(text: str, pos: int) -> tuple[int, int]:
    """(end of the paragraph starting at `pos`, start of the next one)."""
    i = pos
    n = len(text)
    while i < n:
        j = text.find("\n", i)
        if j < 0:
            return n, n
        k = j + 1
        while k < n and text[k] in " \t\r":
            k += 1
        if k < n and text[k] == "\n":
            while k < n and text[k] in " \t\r\n":
                k += 1
            return j, k
        i = k
    return n, n


def document_ref(text: str) -> str:
    """The ref of a document that came without one: a hash of its text."""
    return "doc-" + hashlib.sha256(text.encode()).hexdigest()[:16]


def ingest_document(
    writer: Writer,
    ctx: Context,
    text: str,
    observed_at: datetime,
    source: SourceRef | None = None,
    speaker: str | None = None,
    batch_size: int = DEFAULT_BATCH_SIZE,
    progress: Progress | None = None,
    extractor: Extractor | None = None,
) -> IngestResult:
    """Ingest a document written (or observed) at `observed_at`: one `:Source` per chunk
    (`ref` = `<document ref>#<n>`), claims from each chunk with spans relative to the chunk,
    read by `extractor` (default: the configured one) with the chunk before as `previous`;
    a heading alone gives no claim."""
    observed = utc(observed_at, "observed_at")
    source = source or SourceRef()
    ref = source.ref or document_ref(text)
    chunks = document_chunks(text)
    if not chunks:
        raise InvalidInput("empty_document", "the document has no text")
    counts = new_counts(chunks=len(chunks))
    extractor = extractor if extractor is not None else default_extractor()
    said: list[base.Message] = []
    for start, end in chunks:
        said.append(base.Message(text[start:end], speaker, observed, said[-1] if said else None))
    read = [
        (reader, [] if _HEADING.match(chunk.text) else claims)
        for chunk, (reader, claims) in zip(
            said, read_messages(extractor, said, batch_size), strict=True
        )
    ]
    units: list[Unit] = []
    for n, (chunk, (reader, claims_of)) in enumerate(zip(said, read, strict=True), start=1):
        where = UnitSource(f"{ref}#{n}", source.kind, f"{source.kind}:{ref}")
        unit = text_unit(where, chunk, claims_of, reader, writer.max_text)
        counts["claims"] += unit.claims
        counts["skipped_claims"] += unit.skipped
        units.append(unit)
    return run(writer, ctx, units, batch_size, progress, counts)
