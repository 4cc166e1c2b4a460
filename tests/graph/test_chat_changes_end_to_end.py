"""Chat-style changes end to end (issue 10, round 2): two `POST /v1/ingest` calls with the
conversation extractor, then `POST /v1/recall`: the new value is the current first fact and no
fact holding only the old value stays current; a negative ("left my keys at home") ends
nothing."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.chat_over_rest import current_holding, told_then_asked

CHANGES = [
    ("Ana", "My sister lives in Porto.", "my sister moved out of Porto, she lives in Leeds now",
     "Where does Ana's sister live?", "Porto", "Leeds"),
    ("Nadia", "i work at zalando, customer ops team", "quit zalando lol. im at klarna now 🎉",
     "Where does Nadia work?", "zalando", "klarna"),
    ("Rui", "My dad drives a taxi in Lisbon.", "Dad stopped driving the taxi, he's a pastor now",
     "What does Rui's dad do?", "taxi", "pastor"),
]  # fmt: skip


@pytest.mark.parametrize(("speaker", "m1", "m2", "query", "old", "new"), CHANGES)
def test_a_chat_change_makes_the_new_value_current(
    api: TestClient, speaker: str, m1: str, m2: str, query: str, old: str, new: str
) -> None:
    results = told_then_asked(api, speaker, m1, m2, query, extractor="conversation")
    assert results and results[0]["kind"] == "fact", results[:1]
    assert new in results[0]["fact"]["statement"]
    assert not current_holding(results, old)


def test_left_my_keys_at_home_ends_nothing(api: TestClient) -> None:
    results = told_then_asked(
        api,
        "Maya",
        "I work at Shopify.",
        "ugh left my keys at home",
        "Where does Maya work?",
        extractor="conversation",
    )
    assert current_holding(results, "Shopify")
