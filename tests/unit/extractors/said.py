"""What the product's conversation extractor reads from one message, as comparable tuples: the
shared helper of the everyday-phrasing test modules (one extractor, one message time)."""

from __future__ import annotations

from datetime import UTC, datetime

from chronofact.extractors.base import Message
from chronofact.extractors.registry import get_extractor

AT = datetime(2025, 9, 15, 12, tzinfo=UTC)
"""The time of every message (a second sitting's, as in the change sets)."""
WITH = get_extractor("conversation")
"""As the product reads: the rules and the learned reader."""

Said = set[tuple[str, str, str, str]]
"""(action, subject, predicate, object or value) of each claim."""


def said(text: str, speaker: str) -> Said:
    """The claims of `text` said by `speaker` at `AT`."""
    return {
        (c.action, c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, speaker, AT))
    }


def asserted(claims: Said, slot: str) -> set[str]:
    """The values `claims` assert on `slot`."""
    return {s[3] for s in claims if s[2] == slot and s[0] == "assert"}
