"""A clause of a message as the conversational pipeline reads it: its text, masked text,
offset, times and negations, and whether a negation governs a value (moved out of `extract`;
behaviour unchanged)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronofact.extractors.temporal import TemporalMention

__all__ = ["SaidClause"]

_COORDINATE = re.compile(
    r"\b(?:and|but|while|though|although|yet|if|unless|because|cos|coz|cause|so)\b", re.IGNORECASE
)
"""Words that start another part of a clause: a negation after one governs that part only
("works at Y and never talks about it", "a flight attendant since July if you don't mind")."""
_NO_LONGER = re.compile(
    r"\w+(?:\s+\w+)?\s+(?:anymore|any\s+more|any\s+longer|now)\b|not\s*$", re.IGNORECASE
)


@dataclass(frozen=True)
class SaidClause:
    original: str  # clause text, unmasked
    masked: str
    start: int  # offset of the clause in the message
    mentions: list[TemporalMention]
    negations: tuple[int, ...]  # where negations start, in the clause

    def negates(self, target: str | None, at: int | None = None) -> bool:
        """A negation governs the target: before it, or after it in the same coordinate part
        ("X works at Y and never talks about it" does not negate "works at Y"). A target not
        written in the clause (a value read from its words: "in a relationship" of "is seeing
        someone") is where its reading ended, `at` (in the clause), when given."""
        text = self.original.casefold()
        ends = [
            text.find(w) + len(w)
            for w in re.findall(r"\w{3,}", (target or "").casefold())
            if w in text
        ]
        if not ends and at is not None and 0 < at <= len(text):
            ends = [at]
        if not ends:
            return bool(self.negations)
        end = max(ends)
        return any(n < end or not self._apart(end, n) for n in self.negations)

    def _apart(self, end: int, negation: int) -> bool:
        """The negation at `negation` starts another part than the target ending at `end`: a
        coordinator or a subordinator between them, or a comma before a negation that is no
        "not ... anymore" ("my GP is Dr Brennan, never met him")."""
        if _COORDINATE.search(self.original, end, negation):
            return True
        return "," in self.original[end:negation] and not _NO_LONGER.match(self.original, negation)
