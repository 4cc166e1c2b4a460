"""Issue 10 end to end over REST: a message that says a slot's value changed ends it even when
the extractor reads no new value -- a ticket named by its number, an order delivered, a
relation of the speaker ("Mum") whose person the facts know by name -- and a look-alike about
someone else's thing ends nothing."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.chat_over_rest import (
    M1_AT,
    M2_AT,
    current_holding,
    recall_results,
    say,
    told_then_asked,
)

ENDED = [
    ("Irene", "Support ticket 5093 about my printer is on hold.",
     "Re 5093: resolved this morning, printing fine.",
     "What is the status of ticket 5093?", "on hold"),
    ("Irene", "My mum Joy is a pharmacist.",
     "Mum retired from the pharmacy and now she's a potter.",
     "What does Joy do for work?", "pharmacist"),
    ("Irene", "The desk I ordered is on backorder.",
     "Great news: the desk got delivered today.",
     "What is the status of my desk order?", "backorder"),
]  # fmt: skip


@pytest.mark.parametrize(("speaker", "m1", "m2", "query", "old"), ENDED)
def test_a_said_change_leaves_no_current_fact_with_the_old_value(
    api: TestClient, speaker: str, m1: str, m2: str, query: str, old: str
) -> None:
    say(api, "m1", speaker, m1, M1_AT)
    assert current_holding(recall_results(api, query), old)  # stored and current before
    say(api, "m2", speaker, m2, M2_AT)
    results = recall_results(api, query)
    assert current_holding(results, old) == [], results


def test_someone_elses_delivery_ends_nothing(api: TestClient) -> None:
    results = told_then_asked(
        api,
        "Irene",
        "The desk I ordered is on backorder.",
        "my friend's desk got delivered today",
        "What is the status of my desk order?",
    )
    assert current_holding(results, "backorder"), results
