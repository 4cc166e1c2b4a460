"""A recall request (`RecallQuery`), its checks, and the trust floor it admits."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from chronofact.graph.errors import InvalidInput
from chronofact.graph.write import CANDIDATE_SOURCES, VERIFIED_SOURCES

TRUST_LEVELS: tuple[str, ...] = ("raw", "candidate", "verified")
"""Ordered trust floor for `min_trust`; `disputed` is admitted only when asked for."""


class RecallError(InvalidInput):
    """A recall request that cannot be answered as given (a 422 at the API)."""


@dataclass(frozen=True)
class RecallQuery:
    """One recall request, as the API and the CLI give it."""

    text: str
    tenant: str = "default"
    namespace: str = "default"
    k: int = 10
    valid_at: datetime | None = None
    known_at: datetime | None = None
    min_trust: str = "candidate"
    include_disputed: bool = False
    include_history: bool = True
    include_sources: bool = True
    token_budget: int = 800
    asked_at: datetime | None = None
    """When the question is asked: relative time in it ("last summer") is resolved against this
    (default now)."""
    embedding: Sequence[float] | None = None
    """A precomputed query embedding (benchmarks); computed locally when absent."""

    def check(self) -> None:
        """Raise `RecallError` when the request cannot be answered as given."""
        if not self.text.strip():
            raise RecallError("invalid_query", "query must not be empty")
        if not 1 <= self.k <= 100:
            raise RecallError("invalid_k", "k must be between 1 and 100")
        if self.token_budget < 0:
            raise RecallError("invalid_budget", "token_budget must not be negative")


def admitted_trusts(min_trust: str, include_disputed: bool) -> tuple[str, ...]:
    """Trust values a recall admits: `min_trust` and above (raw < candidate < verified), plus
    `disputed` only when asked for (`include_disputed`, or `min_trust="disputed"`)."""
    if min_trust == "disputed":
        return ("disputed", *TRUST_LEVELS)
    if min_trust not in TRUST_LEVELS:
        raise RecallError(
            "invalid_trust",
            f"min_trust must be one of raw, candidate, verified (or disputed); got {min_trust!r}",
        )
    admitted = TRUST_LEVELS[TRUST_LEVELS.index(min_trust) :]
    return ("disputed", *admitted) if include_disputed else admitted


def source_trust(kind: str | None) -> str:
    """The trust a source stands for: the starting trust its kind gives a claim."""
    if kind in VERIFIED_SOURCES:
        return "verified"
    if kind in CANDIDATE_SOURCES:
        return "candidate"
    return "raw"


def source_kind_params() -> dict[str, list[str]]:
    """Parameters of the source queries: which source kinds stand for which trust (in Cypher,
    as `source_trust` here)."""
    return {
        "verified_kinds": sorted(VERIFIED_SOURCES),
        "candidate_kinds": sorted(CANDIDATE_SOURCES),
    }
