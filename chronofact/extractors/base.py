"""The one extractor interface: a message (text, speaker, time, the message before it) in,
claims with character spans out.

Every extractor -- the rule extractor, the conversational default and the optional LLM
extractor -- implements `Extractor`; ingest calls it once per message (or `extract_many` for
a batch, which an LLM extractor can send as fewer requests). Configuration picks one by name
(`CHRONOFACT_EXTRACTOR`), ingest may override it per request, and every stored fact records
the `name` of the extractor that produced it.

Contract for implementers:
- spans index `text` (never the previous message); a claim's span covers the words it came from;
- `valid_from` / `valid_to` are timezone-aware or None (None: from `observed_at` on);
- no network call unless the extractor is the LLM one; no model call beyond the local MiniLM;
- bounded, linear-time work in the length of `text`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, runtime_checkable

from chronofact.extractors.claims.claim import Claim

__all__ = ["Extractor", "Message", "extract_each", "speaker_line"]


@dataclass(frozen=True)
class Message:
    """What an extractor reads: one message, and the one before it for context."""

    text: str
    speaker: str | None
    observed_at: datetime
    previous: Message | None = None


@runtime_checkable
class Extractor(Protocol):
    """Text to claims. `name` is stored on every fact it produced (`extractor`)."""

    name: str

    def extract(self, message: Message) -> list[Claim]:
        """The claims of one message."""
        ...

    def extract_many(self, messages: Sequence[Message]) -> list[list[Claim]]:
        """The claims of each message, in order (may batch the work)."""
        ...


def warm_up(extractor: Extractor) -> None:
    """Compute now what an extractor computes once per process on its first message (its
    `warm()`, where it has one), so that the first ingest does not pay for it."""
    warm = getattr(extractor, "warm", None)
    if callable(warm):
        warm()


def extract_each(extractor: Extractor, messages: Sequence[Message]) -> list[list[Claim]]:
    """`extract_many` for an extractor that has no batching of its own."""
    return [extractor.extract(m) for m in messages]


def speaker_line(text: str, speaker: str | None) -> str:
    """A message as one line, `<speaker>: <text>` (the text alone without a speaker): what a
    message is embedded and searched by (`recall.source_search`), and what the learned reader
    reads, so that one MiniLM pass serves both."""
    return f"{speaker}: {text}" if speaker else text
