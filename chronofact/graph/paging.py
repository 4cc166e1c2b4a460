"""Bounded reads: a `Page` (limit and offset) asks for one page of a list, `Paged` is the answer.

A read asks Neo4j for `limit + 1` rows after skipping `offset`: the extra row only says that
there is more (`truncated`), and where the next page starts (`next_offset`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from chronofact.graph.errors import InvalidInput

DEFAULT_LIMIT = 1_000
"""Rows a point query, a timeline or a key history returns unless the caller asks for fewer."""

MAX_LIMIT = 10_000
"""The most rows one page may hold."""

MAX_OFFSET = 1_000_000
"""The furthest a page may start (paging deeper is a sign of a read that needs a filter)."""

T = TypeVar("T")


@dataclass(frozen=True)
class Paged(Generic[T]):
    """One page of a list: its items, whether more follow, and the offset of the next page."""

    items: list[T]
    truncated: bool = False
    next_offset: int | None = None


@dataclass(frozen=True)
class Page:
    """Which part of a list a read returns: at most `limit` items after skipping `offset`."""

    limit: int = DEFAULT_LIMIT
    offset: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.limit <= MAX_LIMIT:
            raise InvalidInput("invalid_limit", f"limit must be between 1 and {MAX_LIMIT}")
        if not 0 <= self.offset <= MAX_OFFSET:
            raise InvalidInput("invalid_offset", f"offset must be between 0 and {MAX_OFFSET}")

    def params(self) -> dict[str, Any]:
        """The query parameters: `skip` rows, then `fetch` (one more than the limit)."""
        return {"skip": self.offset, "fetch": self.limit + 1}

    def cut(self, rows: list[T]) -> Paged[T]:
        """The page of `rows` (fetched with `params`): the extra row means more follow."""
        if len(rows) <= self.limit:
            return Paged(rows)
        return Paged(rows[: self.limit], True, self.offset + self.limit)
