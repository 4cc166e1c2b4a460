"""Text ingest: messages and documents -> claims -> operations and sources -> the write primitive.

Every path goes through `Writer.write`, so tombstones, the trust policy, contradiction
detection, corroboration and the audit record apply to ingested text exactly as to any other
write. This module only decides *what* to write:

**Sources.** Every message is kept as a `:Source` (kind = the source kind, `ref` = the message
id, `observed_at` = its timestamp, `speaker`), even when nothing can be extracted from it. A
document is split into chunks (paragraphs; a long paragraph into runs of whole sentences); each
chunk is a `:Source` with `ref` = `<document ref>#<n>` (n = 1, 2, ...) and the facts' evidence
spans are relative to the chunk. Secrets are redacted (`extractors.secrets.redact`) before any
text is stored; claims are extracted from the original text (the extractor drops every claim
that touches a secret) and their spans are mapped onto the redacted text, so a span always
points into the stored text.

**Claims -> operations.** `extractors.claims.extract_claims(text, speaker, observed_at)`
resolves first person to the speaker and relative time ("last May") against the message's own
timestamp. Each claim becomes an `assert` with:

- valid time: the claim's `[valid_from, valid_to)` when the text gives it; with no start, the
  fact is valid from the observation time (the message timestamp) onward; a claim that only
  gives an end that is already past when it is said ("I lived in Paris until 2020") starts at
  the beginning of time (its start is unknown). A claim whose period is empty is skipped.
- the claim's statement, polarity and confidence; evidence = the message (span = the sentence);
  trust is left to the primitive (conversation/user/message/chat -> candidate; document and
  anything else -> raw).
- origin (who stands behind it, for corroboration): the speaker when known; else the
  conversation (`<kind>:<conversation ref>`); for a document, the document (`<kind>:<ref>`),
  so the chunks of one document never corroborate each other.

**Order and transactions.** Messages are processed in timestamp order (stable for equal
timestamps). Consecutive messages are grouped into one write call each (`batch_size` messages;
all-or-nothing per group), applied in order, so a later statement overrides an earlier one. A
group also ends early when a message would write a (subject, predicate) that the group already
writes: every update then gets a transaction time strictly after the value it replaces, and
"what did we believe just before the update" (Q3/Q4) has an answer. With an embedder on the
writer, the statements of the next group are embedded in a worker thread while the current
group is written (the primitive does not embed again what already carries an embedding).

**Idempotence and conflicts.** Before anything is written, the sources a request would create
are looked up: a message whose `:Source` already exists with the same (redacted) text was
ingested before and is skipped (re-sending a conversation changes nothing); one whose `:Source`
exists with *another* text is a 409 (`source_conflict`), and nothing is written. Everything
else that can be checked is checked before the first write too, so a rejected request stores
nothing. A server failure between two groups can leave the earlier groups committed; sending
the same request again completes it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Any

from chronofact.extractors.claims import Claim, extract_claims, split_sentences
from chronofact.extractors.secrets import contains_secret, find_secrets
from chronofact.graph.entities import name_key
from chronofact.graph.errors import ChronofactError, Conflict, InvalidInput
from chronofact.graph.models import ChangeKind, Context, Evidence, Op, Operation, WriteResult
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.recall.source_search import source_search_text, speaker_line
from chronofact.graph.time import BEGINNING_OF_TIME, Period, TimeError, utc
from chronofact.graph.write import Writer, source_id, validate

__all__ = [
    "DEFAULT_BATCH_SIZE",
    "IngestResult",
    "Message",
    "SourceRef",
    "TxRecord",
    "claim_period",
    "document_chunks",
    "ingest_document",
    "ingest_messages",
    "redact_with_offsets",
]

DEFAULT_BATCH_SIZE = 200
MAX_CHUNK_CHARS = 2000
"""A paragraph longer than this is cut into runs of whole sentences of at most this length."""

Progress = Callable[[int], None]
"""Called after each committed group with the number of messages (or chunks) it held."""


@dataclass(frozen=True)
class Message:
    """One message of a conversation: `timestamp` must be timezone-aware."""

    id: str
    text: str
    timestamp: datetime
    speaker: str | None = None


@dataclass(frozen=True)
class SourceRef:
    """What a document or conversation is: its source kind and its reference."""

    kind: str = "document"
    ref: str | None = None


@dataclass(frozen=True)
class TxRecord:
    id: str
    time: datetime


@dataclass
class IngestResult:
    txs: list[TxRecord] = field(default_factory=list)
    """The write transactions, in order (one per group)."""
    facts: list[dict[str, Any]] = field(default_factory=list)
    """The FACT of every version that carries an extracted claim, in order, without repeats."""
    sources_stored: int = 0
    """Sources written by this ingest (a message or chunk already stored is not counted)."""
    blocked: list[dict[str, Any]] = field(default_factory=list)
    contradictions: list[dict[str, Any]] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    source_tx: dict[str, str] = field(default_factory=dict)
    """Source ref -> id of the transaction that wrote it (what "just before" means per message)."""

    @property
    def tx_ids(self) -> list[str]:
        return [t.id for t in self.txs]

    @property
    def last_tx(self) -> TxRecord | None:
        return self.txs[-1] if self.txs else None

    def tx_time(self, tx_id: str) -> datetime:
        return next(t.time for t in self.txs if t.id == tx_id)


# ---- secrets ---------------------------------------------------------------------------------
def redact_with_offsets(text: str) -> tuple[str, Callable[[int, bool], int]]:
    """Redact secrets (`[REDACTED:<kind>]`, as `secrets.redact`) and map offsets onto the result.

    The returned function maps an offset of `text` to the matching offset of the redacted text;
    an offset inside a secret maps to the start (`end=False`) or end (`end=True`) of its marker.
    """
    spans = find_secrets(text)
    if not spans:
        return text, lambda offset, end: offset
    parts: list[str] = []
    moves: list[tuple[int, int, int, int]] = []  # original (start, end) -> redacted (start, end)
    pos = 0
    out_len = 0
    for start, end, kind in spans:
        parts.append(text[pos:start])
        out_len += start - pos
        marker = f"[REDACTED:{kind}]"
        moves.append((start, end, out_len, out_len + len(marker)))
        parts.append(marker)
        out_len += len(marker)
        pos = end
    parts.append(text[pos:])

    def mapped(offset: int, end: bool) -> int:
        shift = 0
        for s, e, rs, re_ in moves:
            if offset >= e:
                shift = re_ - e
            elif offset > s:
                return re_ if end else rs
            else:
                break
        return offset + shift

    return "".join(parts), mapped


# ---- claims -> operations ----------------------------------------------------------------------
def claim_period(claim: Claim, observed_at: datetime) -> Period | None:
    """The valid period of a claim said at `observed_at` (see the module docstring)."""
    start = claim.valid_from
    end = claim.valid_to
    if start is None:
        start = observed_at if end is None or end > observed_at else BEGINNING_OF_TIME
    try:
        return Period.of(start, end)
    except TimeError:
        return None


@dataclass
class _Unit:
    """One message or document chunk: its source and the operations extracted from it."""

    source: Evidence
    ops: list[Operation]
    slots: frozenset[tuple[str, str]]
    claims: int
    skipped: int


def _operations(
    claims: Iterable[Claim],
    source: Evidence,
    observed_at: datetime,
    span_map: Callable[[int, bool], int],
    max_text: int,
) -> tuple[list[Operation], int]:
    ops: list[Operation] = []
    skipped = 0
    for claim in claims:
        period = claim_period(claim, observed_at)
        fields = (claim.subject, claim.object, claim.value, claim.statement)
        if period is None or any(f is not None and contains_secret(f) for f in fields):
            skipped += 1
            continue
        op = Operation(
            op=Op.ASSERT,
            subject=claim.subject,
            predicate=claim.predicate,
            period=period,
            object=claim.object,
            value=claim.value,
            polarity=claim.polarity,
            kind=ChangeKind.CHANGE,
            statement=claim.statement,
            evidence=Evidence(
                kind=source.kind,
                ref=source.ref,
                observed_at=observed_at,
                text=source.text,
                span=(span_map(claim.span[0], False), span_map(claim.span[1], True)),
                speaker=source.speaker,
                scope=source.scope,
                origin=source.origin,
            ),
            confidence=claim.confidence,
        )
        try:
            validate(op, max_text)
        except ChronofactError:
            skipped += 1
            continue
        ops.append(op)
    return ops, skipped


def _unit(
    ref: str,
    text: str,
    observed_at: datetime,
    speaker: str | None,
    kind: str,
    origin: str | None,
    max_text: int,
    scope: str | None = None,
) -> _Unit:
    redacted, span_map = redact_with_offsets(text)
    source = Evidence(
        kind=kind,
        ref=ref,
        observed_at=observed_at,
        text=redacted,
        speaker=speaker,
        scope=scope,
        origin=origin,
    )
    claims = extract_claims(text, speaker, observed_at) if text.strip() else []
    ops, skipped = _operations(claims, source, observed_at, span_map, max_text)
    slots = frozenset((name_key(op.subject), normalise_predicate(op.predicate)) for op in ops)
    return _Unit(source, ops, slots, len(claims), skipped)


# ---- writing -----------------------------------------------------------------------------------
def _stored_texts(writer: Writer, ctx: Context, sources: list[Evidence]) -> dict[str, str | None]:
    """Source id -> stored text, for the sources that already exist."""
    ids = [source_id(ctx, s) for s in sources]
    if not ids:
        return {}
    records, _, _ = writer.driver.execute_query(
        "UNWIND $ids AS id MATCH (s:Source {id: id}) "
        "WHERE s.tenant = $tenant AND s.namespace = $namespace "
        "RETURN s.id AS id, s.text AS text",
        ids=ids,
        tenant=ctx.tenant,
        namespace=ctx.namespace,
        database_=writer.database,
    )
    return {r["id"]: r["text"] for r in records}


def _new_units(
    writer: Writer, ctx: Context, units: list[_Unit], counts: dict[str, int]
) -> list[_Unit]:
    """Drop units stored before; refuse (409, nothing written) a ref reused for another text."""
    stored = _stored_texts(writer, ctx, [u.source for u in units])
    fresh: list[_Unit] = []
    conflicts: list[str] = []
    for unit in units:
        sid = source_id(ctx, unit.source)
        if sid not in stored:
            fresh.append(unit)
        elif stored[sid] == unit.source.text:
            counts["already_ingested"] += 1
        else:
            conflicts.append(unit.source.ref or "")
    if conflicts:
        shown = ", ".join(repr(c) for c in conflicts[:5])
        raise Conflict(
            "source_conflict",
            f"{len(conflicts)} source ref(s) already stored in namespace {ctx.namespace!r} "
            f"with another text ({shown}{', ...' if len(conflicts) > 5 else ''}); a ref names "
            "one text: message ids must be unique within a namespace (prefix them with the "
            "conversation, or use one namespace per conversation), and a changed document "
            "needs a new ref",
            details={"refs": conflicts},
        )
    return fresh


def _groups(units: list[_Unit], batch_size: int) -> list[list[_Unit]]:
    groups: list[list[_Unit]] = []
    current: list[_Unit] = []
    slots: set[tuple[str, str]] = set()
    for unit in units:
        if current and (len(current) >= batch_size or not slots.isdisjoint(unit.slots)):
            groups.append(current)
            current, slots = [], set()
        current.append(unit)
        slots.update(unit.slots)
    if current:
        groups.append(current)
    return groups


def _blocked_sources(result: WriteResult, refs: set[str]) -> int:
    """How many of this write's sources the primitive refused (tombstones): the entries of
    `blocked` that name a source (`{"source": <ref>, "reason", "topic"}`)."""
    return sum(1 for entry in result.blocked if entry.get("source") in refs)


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


def _with_search_text(units: list[_Unit]) -> None:
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


def _embedded(writer: Writer, group: list[_Unit]) -> tuple[list[Operation], list[Evidence]]:
    """The group's operations and sources, embedded when the writer has an embedder: each
    statement (the primitive skips operations that already carry an embedding) and each
    message as `<speaker>: <text>` (what recall's message vector index searches), in one
    batch."""
    ops = [op for unit in group for op in unit.ops]
    sources = [unit.source for unit in group]
    if writer.embedder is None:
        return ops, sources
    todo = [i for i, op in enumerate(ops) if op.embedding is None]
    said = [i for i, s in enumerate(sources) if s.text is not None and s.embedding is None]
    texts = [ops[i].statement or ops[i].default_statement() for i in todo]
    texts += [speaker_line(str(sources[i].text), sources[i].speaker) for i in said]
    if not texts:
        return ops, sources
    vectors = writer.embedder(texts)
    for i, vector in zip(todo, vectors[: len(todo)], strict=True):
        ops[i] = replace(ops[i], embedding=vector)
    for i, vector in zip(said, vectors[len(todo) :], strict=True):
        sources[i] = replace(sources[i], embedding=tuple(vector))
    return ops, sources


def _run(
    writer: Writer,
    ctx: Context,
    units: list[_Unit],
    batch_size: int,
    progress: Progress | None,
    counts: dict[str, int],
) -> IngestResult:
    """Write the groups in order. With an embedder, the next group is embedded (in a worker
    thread) while the current one is written."""
    if batch_size < 1:
        raise InvalidInput("invalid_batch_size", "batch_size must be at least 1")
    result = IngestResult(counts=counts)
    units = _new_units(writer, ctx, units, counts)
    _with_search_text(units)
    groups = _groups(units, batch_size)
    seen: set[str] = set()
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="ingest-embed") as pool:
        pending: Future[tuple[list[Operation], list[Evidence]]] | None = (
            pool.submit(_embedded, writer, groups[0]) if groups else None
        )
        try:
            for k, group in enumerate(groups):
                assert pending is not None
                ops, sources = pending.result()
                pending = (
                    pool.submit(_embedded, writer, groups[k + 1]) if k + 1 < len(groups) else None
                )
                written = writer.write(ctx, ops, sources=sources)
                _collect(result, written, sources, seen)
                counts["operations"] += len(ops)
                if progress is not None:
                    progress(len(group))
        finally:
            if pending is not None:
                pending.cancel()
    counts["transactions"] = len(result.txs)
    counts["facts"] = len(result.facts)
    counts["blocked"] = len(result.blocked)
    counts["contradictions"] = len(result.contradictions)
    counts["sources_stored"] = result.sources_stored
    return result


def _collect(
    result: IngestResult, written: WriteResult, sources: list[Evidence], seen: set[str]
) -> None:
    result.txs.append(TxRecord(written.tx_id, written.tx_time))
    refs = {s.ref for s in sources if s.ref is not None}
    result.sources_stored += len(sources) - _blocked_sources(written, refs)
    for ref in refs:
        result.source_tx[ref] = written.tx_id
    for fact in written.facts:
        if fact is not None and fact["id"] not in seen:
            seen.add(fact["id"])
            result.facts.append(fact)
    result.blocked.extend(written.blocked)
    result.contradictions.extend(written.contradictions)
    result.counts["created"] += len(written.created)
    result.counts["revoked"] += len(written.revoked)
    result.counts["corroborated"] += len(written.corroborated)


def _counts(**initial: int) -> dict[str, int]:
    counts = dict.fromkeys(
        (
            "claims",
            "skipped_claims",
            "operations",
            "already_ingested",
            "created",
            "revoked",
            "corroborated",
        ),
        0,
    )
    counts.update(initial)
    return counts


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
    ordered = sorted(messages, key=lambda m: utc(m.timestamp))
    units: list[_Unit] = []
    counts = _counts(messages=len(messages))
    for m in ordered:
        origin = None
        if not m.speaker and conversation_ref:
            origin = f"{source_kind}:{conversation_ref}"
        unit = _unit(
            m.id,
            m.text,
            utc(m.timestamp),
            m.speaker,
            source_kind,
            origin,
            writer.max_text,
            scope=conversation_ref,  # message ids are unique within their conversation
        )
        counts["claims"] += unit.claims
        counts["skipped_claims"] += unit.skipped
        units.append(unit)
    return _run(writer, ctx, units, batch_size, progress, counts)


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
            continue
        run_start: int | None = None
        run_end = start
        for s, e in split_sentences(text[start:end]):
            s, e = s + start, e + start
            if run_start is not None and e - run_start > max_chars:
                chunks.append((run_start, run_end))
                run_start = None
            if run_start is None:
                run_start = s
            run_end = e
        if run_start is not None:
            chunks.append((run_start, run_end))
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
) -> IngestResult:
    """Ingest a document written (or observed) at `observed_at`: one `:Source` per chunk
    (`ref` = `<document ref>#<n>`), claims from each chunk with spans relative to the chunk."""
    observed = utc(observed_at, "observed_at")
    source = source or SourceRef()
    ref = source.ref or document_ref(text)
    chunks = document_chunks(text)
    if not chunks:
        raise InvalidInput("empty_document", "the document has no text")
    counts = _counts(chunks=len(chunks))
    units: list[_Unit] = []
    for n, (start, end) in enumerate(chunks, start=1):
        unit = _unit(
            f"{ref}#{n}",
            text[start:end],
            observed,
            speaker,
            source.kind,
            f"{source.kind}:{ref}",
            writer.max_text,
        )
        counts["claims"] += unit.claims
        counts["skipped_claims"] += unit.skipped
        units.append(unit)
    return _run(writer, ctx, units, batch_size, progress, counts)
