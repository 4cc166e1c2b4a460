"""Checking an LLM's claims against the messages they claim to come from.

A claim is kept only when
- its message number names a message of the request;
- its span is real: `text[start:end]` is exactly its `quote` (a hallucinated or miscounted
  span is dropped, not repaired);
- every word of its subject and object occurs in the message, its speaker's name, or the
  message before it and that one's speaker (so "she" may resolve to a person named just
  before; nothing else the model knows from elsewhere gets in);
- its dates, when given, are ISO-8601 (a date that is not is dropped as unknown, the claim kept).
The claim's statement defaults to the quote.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.llm.answer import LLMAnswer, LLMClaim

__all__ = ["checked_claims", "words"]

_WORD = re.compile(r"\w+", re.UNICODE)


def words(text: str) -> set[str]:
    """The casefolded words of `text`."""
    return {w.casefold() for w in _WORD.findall(text)}


def _known_words(message: Message) -> set[str]:
    known = words(message.text) | words(message.speaker or "")
    if message.previous is not None:
        known |= words(message.previous.text) | words(message.previous.speaker or "")
    return known


def _date(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        parsed = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=UTC)


def _grounded(claim: LLMClaim, message: Message) -> bool:
    text = message.text
    if (
        not (0 <= claim.start < claim.end <= len(text))
        or text[claim.start : claim.end] != claim.quote
    ):
        return False
    known = _known_words(message)
    named = words(claim.subject) | words(claim.object or "")
    return bool(words(claim.subject)) and named <= known


def _claim(claim: LLMClaim) -> Claim:
    return Claim(
        subject=claim.subject.strip(),
        predicate=claim.predicate.strip(),
        object=claim.object.strip() if claim.object and claim.object.strip() else None,
        value=claim.value.strip() if claim.value and claim.value.strip() else None,
        polarity=claim.polarity,
        valid_from=_date(claim.valid_from),
        valid_to=_date(claim.valid_to),
        span=(claim.start, claim.end),
        statement=(claim.statement or claim.quote).strip(),
        confidence=claim.confidence,
        action=claim.action,
    )


def checked_claims(answer: LLMAnswer, messages: Sequence[Message]) -> tuple[list[list[Claim]], int]:
    """The claims of each message that pass the checks, and how many were dropped."""
    found: list[list[Claim]] = [[] for _ in messages]
    dropped = 0
    for claim in answer.claims:
        n = claim.message - 1
        if n >= len(messages) or not _grounded(claim, messages[n]):
            dropped += 1
            continue
        found[n].append(_claim(claim))
    return found, dropped
