"""The prototype vectors of the slots are embedded once per batch embedder, whatever the single
embedder beside it: change resolution's matcher (`matcher_for(embed)`) and the extractor's
(`matcher_for(embed, embed_one)`) share them, and each matcher keeps its own clause vectors
(fifteenth session, ingest throughput)."""

from __future__ import annotations

from chronofact.extractors.conversation.slot_match import SlotMatcher, matcher_for
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.extractors.embeddings import embed, embed_one

CLAUSES = [
    "I drive a van to work.",
    "My dentist is Dr. Ode.",
    "We adopted a kitten.",
    "I'm learning Portuguese on weekends.",
    "I bank with Monzo these days.",
]
PROTOTYPES = sum(len(spec.prototypes) for spec in SLOTS.values())


def test_two_matchers_of_one_embedder_embed_the_prototypes_once() -> None:
    calls: list[int] = []

    def counting(texts: list[str]) -> list[list[float]]:
        calls.append(len(texts))
        return embed(texts)

    def single(text: str) -> list[float]:
        return embed_one(text)

    batch_only = matcher_for(counting)
    with_single = matcher_for(counting, single)
    assert batch_only is not with_single
    assert matcher_for(counting) is batch_only
    first = batch_only.nearest(CLAUSES)
    assert calls == [PROTOTYPES, len(CLAUSES)]
    second = with_single.nearest(CLAUSES[:2])
    # the prototypes are not embedded again; the clauses are (each matcher its own cache)
    assert calls == [PROTOTYPES, len(CLAUSES)]
    assert [s for s, _ in second] == [s for s, _ in first[:2]]


def test_shared_prototypes_give_what_a_matcher_of_its_own_gives() -> None:
    def batch(texts: list[str]) -> list[list[float]]:
        return embed(texts)

    own = SlotMatcher(batch)
    matcher_for(batch).nearest(["warm the shared prototypes"])
    shared = matcher_for(batch, embed_one)
    allowed = [None, frozenset({"doctor", "dentist"}), None, None, frozenset({"bank"})]
    minimums = [0.0, 0.42, 0.5, 0.35, 0.0]
    assert shared.nearest(CLAUSES, allowed, minimums) == own.nearest(CLAUSES, allowed, minimums)
    assert shared.nearest(CLAUSES) == own.nearest(CLAUSES)
