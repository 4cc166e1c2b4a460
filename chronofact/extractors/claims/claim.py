"""The claim: one subject-predicate-object assertion found in a text."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

__all__ = ["Claim", "ClaimAction"]

ClaimAction = Literal["assert", "end"]
"""`assert`: the claim holds from `valid_from` (a new value of a single-valued predicate ends
the old one by the write primitive). `end`: the slot (subject, predicate) stops holding at
`valid_from` -- only the version with `object`/`value` if one is given, else every live value
("I left Feedzai", "Ana is no longer a nurse", "we split up"); written as a retract."""


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
    action: ClaimAction = "assert"
