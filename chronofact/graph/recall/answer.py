"""What a recall returns (`RecallAnswer`); `presenter.present_recall` gives its API shape."""

from __future__ import annotations

from dataclasses import dataclass, field

from chronofact.graph.recall.basis import RecallBasis
from chronofact.graph.recall.channels import Diagnostics
from chronofact.graph.recall.hits import EntityMatch
from chronofact.graph.recall.results import RecallResult


@dataclass(frozen=True)
class RecallAnswer:
    """The answer to one recall request."""

    basis: RecallBasis
    results: list[RecallResult]
    """Best first, at most `k`."""
    context: str
    context_tokens: int
    entities: list[EntityMatch]
    """Entities named in the question."""
    channels: Diagnostics = field(default_factory=dict)
    """How the vector channels ran (`mode`, partition size, index fetches)."""
    timings_ms: dict[str, float] = field(default_factory=dict)
    """Wall time of each stage on the critical path, and `total`."""
    work_ms: dict[str, float] = field(default_factory=dict)
    """Run time of each piece of work on the pool (they overlap)."""
