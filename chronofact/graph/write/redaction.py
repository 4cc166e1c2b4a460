"""Secrets never reach the graph: every write (facts, batches, imports, ingest, MCP, CLI) has
its texts redacted here, inside `Writer.write`, before validation, embedding and storage.

What is redacted (`extractors.secrets.redact`, `[REDACTED:<kind>]` in place of the secret):
an operation's subject, object, literal text value and statement; a source's text, speaker and
search text; the audit reason of the write. A source whose text changed loses its evidence
span (its offsets pointed into the text before redaction). Ingest redacts its messages itself
first (keeping spans right); this pass then finds nothing more to do.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import overload

from chronofact.extractors.secrets import redact
from chronofact.graph.models import Context, Evidence, Operation


@dataclass
class Redactor:
    """`redact` with each distinct text looked at once: a batch names the same subjects,
    objects and source many times (an import of 2,000 operations about 500 people had 4,002
    texts to check and about 1,500 distinct ones). One per write, so nothing outlives it."""

    seen: dict[str, str] = field(default_factory=dict)

    @overload
    def __call__(self, text: str) -> str: ...
    @overload
    def __call__(self, text: str | None) -> str | None: ...
    def __call__(self, text: str | None) -> str | None:
        if not text:
            return text
        done = self.seen.get(text)
        if done is None:
            done = self.seen[text] = redact(text)
        return done


def redact_evidence(evidence: Evidence, redacted: Redactor | None = None) -> Evidence:
    """The source with its text, speaker and search text redacted (span dropped if moved)."""
    _redacted = redacted if redacted is not None else Redactor()
    text = _redacted(evidence.text)
    speaker = _redacted(evidence.speaker)
    search_text = _redacted(evidence.search_text)
    if (text, speaker, search_text) == (evidence.text, evidence.speaker, evidence.search_text):
        return evidence
    span = evidence.span if text == evidence.text else None
    return replace(evidence, text=text, speaker=speaker, search_text=search_text, span=span)


def redact_operation(op: Operation, redacted: Redactor | None = None) -> Operation:
    """The operation with its subject, object, text value, statement and source redacted."""
    _redacted = redacted if redacted is not None else Redactor()
    value = _redacted(op.value) if isinstance(op.value, str) else op.value
    evidence = redact_evidence(op.evidence, _redacted) if op.evidence is not None else None
    subject, obj, statement = _redacted(op.subject), _redacted(op.object), _redacted(op.statement)
    if (subject, obj, value, statement) == (op.subject, op.object, op.value, op.statement) and (
        evidence is op.evidence
    ):
        return op
    return replace(
        op, subject=subject, object=obj, value=value, statement=statement, evidence=evidence
    )


def redact_write(
    ctx: Context, ops: Sequence[Operation], sources: Sequence[Evidence]
) -> tuple[Context, list[Operation], list[Evidence]]:
    """The write's context (its audit reason), operations and sources, secrets redacted."""
    if ctx.reason:
        ctx = replace(ctx, reason=redact(ctx.reason))
    redacted = Redactor()
    return (
        ctx,
        [redact_operation(op, redacted) for op in ops],
        [redact_evidence(s, redacted) for s in sources],
    )
