"""`warm_up` computes before the first message what the conversation extractor computes once
per process (the slots' prototype vectors, the category words' vectors): the API does it at
start and the ingest benchmark before timing, so that neither the first user's ingest nor a
throughput figure pays for it (twenty-eighth session: about 1.7 s on 2 cores)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from chronofact.extractors.base import Message, warm_up
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.rules import RuleExtractor

PROTOTYPES = sum(len(spec.prototypes) for spec in SLOTS.values())
WHEN = datetime(2025, 9, 15, 12, tzinfo=UTC)


def _counting() -> tuple[list[int], ConversationExtractor]:
    calls: list[int] = []

    def batch(texts: Sequence[str]) -> list[list[float]]:
        calls.append(len(texts))
        return embed(list(texts))

    def single(text: str) -> list[float]:
        calls.append(1)
        return embed_one(text)

    return calls, ConversationExtractor(embedder=batch, single=single)


def test_warm_up_embeds_the_prototypes_and_category_words_once() -> None:
    calls, extractor = _counting()
    warm_up(extractor)
    assert calls[0] == PROTOTYPES
    assert len(calls) == 2 and calls[1] > 100  # the category words, in one call
    warm_up(extractor)
    assert len(calls) == 2  # nothing again


def test_a_warm_extractor_embeds_only_the_message_clauses() -> None:
    calls, extractor = _counting()
    warm_up(extractor)
    warmed = len(calls)
    messages = [
        Message("Pottery has taken over my Sundays lately.", "Ines", WHEN),
        Message("I drive a little Fiat Panda to work.", "Ines", WHEN),
    ]
    claims = extractor.extract_many(messages)
    assert any(c.value or c.object for found in claims for c in found)
    after = calls[warmed:]
    assert after and max(after) <= 8  # the clauses of two short messages, no big table


def test_cold_and_warm_extractors_read_alike() -> None:
    _, cold = _counting()
    _, warm = _counting()
    warm_up(warm)
    message = Message("These days I'm mostly into bouldering and sourdough.", "Ana", WHEN)
    assert cold.extract(message) == warm.extract(message)


def test_an_extractor_without_warm_is_left_alone() -> None:
    warm_up(RuleExtractor())  # nothing to compute: no error
