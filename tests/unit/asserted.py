"""What the conversation extractor, with the shipped learned reader, asserts of one message:
the reading most unit tests of everyday phrasings check."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def asserted(text: str, speaker: str) -> set[tuple[str, str, str]]:
    """(subject, predicate, value) of each assert read from `text` said by `speaker` at `AT`."""
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, speaker, AT))
        if c.action == "assert"
    }


RULES = ConversationExtractor(embedder=embed, single=embed_one, reader=None)
"""The conversation extractor with no learned reader: what the rules alone read."""
BOTH = pytest.mark.parametrize("extractor", [RULES, WITH], ids=["rules", "reader"])
"""Run a test with the rules alone and with the shipped reader."""


def read_by(extractor: ConversationExtractor, text: str, speaker: str) -> set[tuple[str, ...]]:
    """(action, subject, predicate, value) of each claim `extractor` reads from `text`."""
    return {
        (c.action, c.subject, c.predicate, str(c.object or c.value))
        for c in extractor.extract(Message(text, speaker, AT))
    }
