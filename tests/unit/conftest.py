"""Fixtures shared by the unit tests (they need no Neo4j)."""

from __future__ import annotations

import pytest

from chronofact.extractors.conversation.slot_match import matcher_for
from chronofact.extractors.embeddings import embed
from chronofact.graph.ingest.change_meaning import GroupFit, SlotOf


@pytest.fixture(scope="module")
def slot_of() -> SlotOf:
    """Slots by meaning from the real MiniLM matcher, with no similarity floor (the change
    resolution applies its own)."""
    matcher = matcher_for(embed)

    def nearest(texts: list[str]) -> list[tuple[str | None, float]]:
        return matcher.nearest(texts, minimums=[0.0] * len(texts))

    return nearest


@pytest.fixture(scope="module")
def group_fit() -> GroupFit:
    """A text's similarity to a slot group by the real MiniLM matcher."""
    matcher = matcher_for(embed)

    def fit(text: str, group: frozenset[str]) -> float:
        ((_, sim),) = matcher.nearest([text], allowed=[group], minimums=[0.0])
        return sim

    return fit
