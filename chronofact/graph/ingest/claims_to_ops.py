"""One message or document chunk to a unit: its `:Source` (secrets redacted) and the assert
operations of the claims extracted from it, with evidence spans mapped onto the redacted text.

Claims are extracted from the original text (the extractor drops every claim that touches a
secret); first person resolves to the speaker and relative time to the observation time. The
valid period of a claim is `claim_period`; a claim with an empty period, a field that holds a
secret or that the write primitive would refuse is skipped (counted, not written).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime

from chronofact.extractors.claims import Claim, extract_claims
from chronofact.extractors.secrets import contains_secret, find_secrets
from chronofact.graph.entities import name_key
from chronofact.graph.errors import ChronofactError
from chronofact.graph.models import ChangeKind, Evidence, Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.time import BEGINNING_OF_TIME, Period, TimeError
from chronofact.graph.write import validate

SpanMap = Callable[[int, bool], int]
"""Maps an offset of a text to the matching offset of its redacted text (`end`: which side of a
redaction marker an offset inside a secret goes to)."""


def redact_with_offsets(text: str) -> tuple[str, SpanMap]:
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


def claim_period(claim: Claim, observed_at: datetime) -> Period | None:
    """The valid period of a claim said at `observed_at`: the claim's `[valid_from, valid_to)`
    when the text gives it; with no start, valid from the observation time onward, except a
    claim that only gives an end already past when it is said ("I lived in Paris until 2020"),
    which starts at the beginning of time. None when the period is empty."""
    start = claim.valid_from
    end = claim.valid_to
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


def _operation(claim: Claim, period: Period, source: Evidence, span_map: SpanMap) -> Operation:
    """The assert of one claim, its evidence the source (span: the claim's sentence)."""
    return Operation(
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
            observed_at=source.observed_at,
            text=source.text,
            span=(span_map(claim.span[0], False), span_map(claim.span[1], True)),
            speaker=source.speaker,
            scope=source.scope,
            origin=source.origin,
        ),
        confidence=claim.confidence,
    )


def _operations(
    claims: Iterable[Claim],
    source: Evidence,
    observed_at: datetime,
    span_map: SpanMap,
    max_text: int,
) -> tuple[list[Operation], int]:
    """The operations of the claims that can be written, and how many were skipped."""
    ops: list[Operation] = []
    skipped = 0
    for claim in claims:
        period = claim_period(claim, observed_at)
        fields = (claim.subject, claim.object, claim.value, claim.statement)
        if period is None or any(f is not None and contains_secret(f) for f in fields):
            skipped += 1
            continue
        op = _operation(claim, period, source, span_map)
        try:
            validate(op, max_text)
        except ChronofactError:
            skipped += 1
            continue
        ops.append(op)
    return ops, skipped


def text_unit(
    ref: str,
    text: str,
    observed_at: datetime,
    speaker: str | None,
    kind: str,
    origin: str | None,
    max_text: int,
    scope: str | None = None,
) -> Unit:
    """The unit of one message or chunk said by `speaker` at `observed_at`; `origin`: who stands
    behind its claims when not the speaker (for corroboration)."""
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
    return Unit(source, ops, slots, len(claims), skipped)
