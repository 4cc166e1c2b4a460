"""The rule extractor (`CHRONOFACT_EXTRACTOR=rules`): `claims.extract_claims` per message."""

from __future__ import annotations

from collections.abc import Sequence

from chronofact.extractors.base import Message, extract_each
from chronofact.extractors.claims import Claim, extract_claims

__all__ = ["RuleExtractor"]


class RuleExtractor:
    """Sentence rules over one message at a time; the message before is not used."""

    name = "rules"

    def extract(self, message: Message) -> list[Claim]:
        if not message.text.strip():
            return []
        return extract_claims(message.text, message.speaker, message.observed_at)

    def extract_many(self, messages: Sequence[Message]) -> list[list[Claim]]:
        return extract_each(self, messages)
