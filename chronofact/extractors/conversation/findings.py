"""What a frame found in a clause, before it becomes a claim."""

from __future__ import annotations

from dataclasses import dataclass, replace

__all__ = ["Finding"]


@dataclass(frozen=True)
class Finding:
    """A relation found in a clause; offsets index the clause text."""

    predicate: str
    target: str | None
    action: str  # "assert" | "end"
    end: int  # where the words it came from end (clause offset)
    literal: bool = False
    subject: str | None = None  # overrides the clause subject
    confidence: float = 0.8
    kind: str = ""  # the kind of a pet named ("goldfish" for "a goldfish named Bubbles")

    def shifted(self, by: int) -> Finding:
        """The finding with its offset moved by `by` (a clause read from a later start)."""
        return replace(self, end=self.end + by)
