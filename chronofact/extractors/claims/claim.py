"""The claim: one subject-predicate-object assertion found in a text."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

__all__ = ["Claim"]


@dataclass(frozen=True)
class Claim:
    """One subject-predicate-object assertion found in a text."""

    subject: str
    predicate: str
    object: str | None
    value: str | None
    polarity: bool
    valid_from: datetime | None
    valid_to: datetime | None
    span: tuple[int, int]
    statement: str
    confidence: float
