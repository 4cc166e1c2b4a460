"""One message or document chunk to a unit: its `:Source` (secrets redacted) and the
operations of the claims an extractor found in it, with evidence spans mapped onto the redacted
text.

Claims are extracted from the original text (the extractor drops every claim that touches a
secret); first person resolves to the speaker and relative time to the observation time. A claim
with `action == "assert"` becomes an assert over `claim_period`; one with `action == "end"`
(the slot stops holding) becomes a retract over `[valid_from, forever)` (valid_from: the
claim's, else the observation time), of the version with the claim's object/value when it names
one, else of every value of the slot. Every operation carries the name of the extractor, stored
as the fact's `extractor`. A claim with an empty period, a field that holds a secret or that the
write primitive would refuse is skipped (counted, not written).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.secrets import contains_secret, find_secrets
from chronofact.graph.entities import name_key
from chronofact.graph.errors import ChronofactError
from chronofact.graph.models import ChangeKind, Evidence, Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.slot_names import slots_of_predicate
from chronofact.graph.time import BEGINNING_OF_TIME, END_OF_TIME, Period, TimeError
from chronofact.graph.write import validate

SpanMap = Callable[[int, bool], int]
"""Maps an offset of a text to the matching offset of its redacted text (`end`: which side of a
redaction marker an offset inside a secret goes to)."""


def redact_with_offsets(
    text: str, spans: list[tuple[int, int, str]] | None = None
) -> tuple[str, SpanMap]:
    """Redact secrets (`[REDACTED:<kind>]`, as `secrets.redact`) and map offsets onto the result.

    The returned function maps an offset of `text` to the matching offset of the redacted text;
    an offset inside a secret maps to the start (`end=False`) or end (`end=True`) of its marker.
    `spans` are the text's secrets (`secrets.find_secrets`) when the caller has found them.
    """
    spans = find_secrets(text) if spans is None else spans
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


_DUE_SLOTS = frozenset({"deadline"})
"""Slots whose value is a date: a date said after "until" is the value, not when it ends."""


def claim_period(claim: Claim, observed_at: datetime) -> Period | None:
    """The valid period of a claim said at `observed_at`: the claim's `[valid_from, valid_to)`
    when the text gives it; with no start, valid from the observation time onward, except a
    claim that only gives an end already past when it is said ("I lived in Paris until 2020"),
    which starts at the beginning of time; on a deadline, the end a claim gives is its value
    ("gave me until 20 January"), so it holds on. None when the period is empty."""
    start = claim.valid_from
    end = claim.valid_to
    if end is not None and slots_of_predicate(claim.predicate) & _DUE_SLOTS:
        end = None  # "SARS gave me until 20 January": the date is the deadline, not its end
    if start is None:
        start = observed_at if end is None or end > observed_at else BEGINNING_OF_TIME
    try:
        return Period.of(start, end)
    except TimeError:
        return None


@dataclass
class Unit:
    """One message or document chunk: its source and the operations extracted from it."""

    source: Evidence
    ops: list[Operation]
    slots: frozenset[tuple[str, str]]
    """The (entity key, predicate) pairs its operations write."""
    claims: int
    skipped: int
    reader: str = ""
    """The name of the extractor that read it."""


def unit_slots(ops: Iterable[Operation]) -> frozenset[tuple[str, str]]:
    """The (entity key, predicate) pairs some operations write."""
    return frozenset((name_key(op.subject), normalise_predicate(op.predicate)) for op in ops)


def end_period(claim: Claim, observed_at: datetime) -> Period | None:
    """The period an `end` claim retracts: `[valid_from, forever)`, from the observation time
    when the claim gives no start. None when the start is at or past the end of time."""
    try:
        return Period.of(claim.valid_from or observed_at, END_OF_TIME)
    except TimeError:
        return None


def _operation(
    claim: Claim, period: Period, source: Evidence, span_map: SpanMap, extractor: str
) -> Operation:
    """The operation of one claim (an assert, or a retract for an `end` claim), its evidence
    the source (span: the claim's sentence)."""
    return Operation(
        op=Op.RETRACT if claim.action == "end" else Op.ASSERT,
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
            observed_at=source.observed_at,
            text=source.text,
            span=(span_map(claim.span[0], False), span_map(claim.span[1], True)),
            speaker=source.speaker,
            scope=source.scope,
            origin=source.origin,
        ),
        confidence=claim.confidence,
        extractor=extractor,
    )


_PIECE = re.compile(r"[^\s,.;:!?()\[\]\"']{4,}")


def _holds_a_piece(fields: Iterable[str | None], secrets: Sequence[str]) -> bool:
    """A claim's field holds a piece of a secret of its message: a word of four or more
    characters found inside one ("sk-proj", read by a learned reader from an API key, is no
    secret by itself). Whatever the extractor, nothing of a secret is stored."""
    if not secrets:
        return False
    joined = "\x00".join(secrets)
    return any(piece in joined for f in fields if f for piece in _PIECE.findall(f[:2000]))


def _operations(
    claims: Iterable[Claim],
    source: Evidence,
    observed_at: datetime,
    span_map: SpanMap,
    max_text: int,
    extractor: str,
    secrets: Sequence[str] = (),
) -> tuple[list[Operation], int]:
    """The operations of the claims that can be written, and how many were skipped (`secrets`:
    the texts of the secrets found in the message)."""
    ops: list[Operation] = []
    skipped = 0
    for claim in claims:
        if claim.action == "end":
            period = end_period(claim, observed_at)
        else:
            period = claim_period(claim, observed_at)
        fields = (claim.subject, claim.object, claim.value, claim.statement)
        if (
            period is None
            or any(f is not None and contains_secret(f) for f in fields)
            or _holds_a_piece(fields, secrets)
        ):
            skipped += 1
            continue
        op = _operation(claim, period, source, span_map, extractor)
        try:
            validate(op, max_text)
        except ChronofactError:
            skipped += 1
            continue
        ops.append(op)
    return ops, skipped


@dataclass(frozen=True)
class UnitSource:
    """Where a message or chunk comes from and how it is stored: `origin` is who stands behind
    its claims when not the speaker (for corroboration), `scope` where its ref is unique."""

    ref: str
    kind: str
    origin: str | None = None
    scope: str | None = None


def text_unit(
    where: UnitSource,
    message: Message,
    claims: list[Claim],
    extractor: str,
    max_text: int,
) -> Unit:
    """The unit of one message or chunk and the claims `extractor` found in it."""
    text, observed_at, speaker = message.text, message.observed_at, message.speaker
    found = find_secrets(text)
    redacted, span_map = redact_with_offsets(text, found)
    secrets = [text[a:b] for a, b, _ in found]
    source = Evidence(
        kind=where.kind,
        ref=where.ref,
        observed_at=observed_at,
        text=redacted,
        speaker=speaker,
        scope=where.scope,
        origin=where.origin,
    )
    ops, skipped = _operations(claims, source, observed_at, span_map, max_text, extractor, secrets)
    return Unit(source, ops, unit_slots(ops), len(claims), skipped, extractor)
