"""Issue 10 end to end over REST (two `POST /v1/ingest` calls, then `POST /v1/recall`): a
change said without naming the old value ("We switched him to ...", "still at X? nope,
switched to Y", "switched from X to Y") ends the old value, and the new value is the current
first fact on the same slot; a change said of someone else ends nothing."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.chat_over_rest import (
    assert_new_value_leads,
    current_holding,
    told_then_asked,
)

UNNAMED = [
    ("Hana", "My daughter goes to Oakfield Primary.",
     "We switched her to Brookside School, much smaller classes.",
     "Which school does Hana's daughter go to?", "Oakfield", "Brookside"),
    ("Felix", "i climb at the Crag House most evenings",
     "still at Crag House? nah, switched to Vertical World",
     "Where does Felix climb?", "Crag House", "Vertical World"),
    ("Greta", "I drink soy milk with everything.",
     "Switched from soy milk to oat milk, way nicer.",
     "What milk does Greta drink?", "soy milk", "oat milk"),
]  # fmt: skip


@pytest.mark.parametrize(("speaker", "m1", "m2", "query", "old", "new"), UNNAMED)
def test_a_change_without_the_old_value_makes_the_new_one_current_first(
    api: TestClient, speaker: str, m1: str, m2: str, query: str, old: str, new: str
) -> None:
    assert_new_value_leads(told_then_asked(api, speaker, m1, m2, query), old, new)


def test_a_change_of_someone_else_ends_nothing(api: TestClient) -> None:
    results = told_then_asked(
        api,
        "Greta",
        "I work at Spotify.",
        "my friend switched to Klarna, she loves it",
        "Where does Greta work?",
    )
    assert current_holding(results, "Spotify"), results
    # the friend's new job may be kept as the friend's (the learned reader reads it), never
    # as Greta's
    greta = [
        r for r in results if r.get("kind") == "fact" and r["fact"]["subject"]["name"] == "Greta"
    ]
    assert not current_holding(greta, "Klarna"), results
