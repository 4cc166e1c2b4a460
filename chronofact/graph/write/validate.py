"""What a write must satisfy before it opens a transaction: the operations' shape and limits,
and the request as a whole (something to do, a usable topic, an import time not in the future)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime

from chronofact.graph.entities import name_key
from chronofact.graph.errors import InvalidInput, TooLarge
from chronofact.graph.models import Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.time import now_utc, utc

MAX_TEXT = 4096
"""The default limit on the length of a subject, object, statement or literal value."""

EMBEDDING_DIMENSIONS = 384


def validate(op: Operation, max_text: int = MAX_TEXT) -> None:
    """Reject what must never be stored, with a message that says what to fix."""
    if not op.subject.strip():
        raise InvalidInput("invalid_subject", "subject must not be empty")
    if not normalise_predicate(op.predicate):
        raise InvalidInput(
            "invalid_predicate", f"predicate {op.predicate!r} has no letters or digits"
        )
    if op.object is not None and op.value is not None:
        raise InvalidInput("invalid_object", "give either object (an entity) or value (a literal)")
    if op.op is Op.ASSERT and not op.has_object:
        raise InvalidInput("missing_object", "an assert needs an object or a value")
    if op.object is not None and not name_key(op.object):
        raise InvalidInput("invalid_object", "object must contain letters or digits")
    _check_lengths(op, max_text)
    _check_literal(op.value)
    if op.confidence is not None and not 0.0 <= op.confidence <= 1.0:
        raise InvalidInput("invalid_confidence", "confidence must be between 0 and 1")
    if op.embedding is not None and len(op.embedding) != EMBEDDING_DIMENSIONS:
        raise InvalidInput(
            "invalid_embedding", f"an embedding must have {EMBEDDING_DIMENSIONS} dimensions"
        )


INT64 = (-(2**63), 2**63 - 1)
"""The integers Neo4j can store."""


def _check_literal(value: object) -> None:
    """A literal Neo4j can store: integers in 64 bits, finite floats."""
    if isinstance(value, bool):
        return
    if isinstance(value, int) and not INT64[0] <= value <= INT64[1]:
        raise InvalidInput(
            "value_out_of_range",
            "an integer value must fit in 64 bits (-2^63 .. 2^63-1); send a larger one as text",
        )
    if isinstance(value, float) and not math.isfinite(value):
        raise InvalidInput("value_out_of_range", "a number value must be finite")


def _check_lengths(op: Operation, max_text: int) -> None:
    for name, text in (
        ("subject", op.subject),
        ("object", op.object),
        ("statement", op.statement),
        ("value", op.value if isinstance(op.value, str) else None),
    ):
        if text is not None and len(text) > max_text:
            raise TooLarge(
                "value_too_large",
                f"{name} is {len(text)} characters; the limit is {max_text}",
            )


def validate_request(
    ops: Sequence[Operation],
    max_text: int,
    something_else: bool,
    forget: str | None,
) -> None:
    """A write needs an operation or `something_else` (sources, actions, a topic, a merge); a
    topic to forget needs words; every operation must pass `validate`."""
    if not ops and not something_else:
        raise InvalidInput("empty_batch", "a write needs at least one operation")
    if forget is not None and not name_key(forget):
        raise InvalidInput("invalid_topic", "a topic to forget must contain letters or digits")
    for op in ops:
        validate(op, max_text)


def import_time(tx_time: datetime | None) -> datetime | None:
    """The transaction time an import supplies (UTC), refused when it lies in the future."""
    if tx_time is None:
        return None
    imported = utc(tx_time, "tx_time")
    if imported > now_utc():
        raise InvalidInput(
            "tx_time_in_future", "an imported transaction time cannot be in the future"
        )
    return imported
