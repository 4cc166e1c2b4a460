"""Other people's lives told by the speaker, end to end (two `POST /v1/ingest` calls with the
conversation extractor, then `POST /v1/recall`; fifteenth session): a relative named by an
in-law's initials or a regional word ("my BIL Emeka", "my old man Steve", "My senior sister
Efua"), a subject carried over a sentence break ("Jun Hao collected his keys! staying in
Punggol"), and a pet's end said without its owner ("Shep died" after "Peggy ... has a collie
called Shep"). The new value is the relative's and current; the old one is not."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.chat_over_rest import current_holding, told_then_asked

CHANGES = [
    ("Nomvula", "My SIL Zodwa is a nurse at Bara, my brother Sipho teaches maths",
     "Zodwa has moved to Netcare, the shifts are better", "Where does Zodwa work?",
     "Bara", "Netcare"),
    ("Kofi", "My senior sister Efua is a staff nurse at Korle Bu. Plenty night shifts.",
     "Efua works at Ridge Hospital now, she says the shifts are better",
     "Where does Efua work?", "Korle Bu", "Ridge Hospital"),
    ("Mei Ling", "my colleague Jun Hao stays in Tampines, so far from office lor",
     "Jun Hao collected his BTO keys already! staying in Punggol, still far lah",
     "Where does Jun Hao live?", "Tampines", "Punggol"),
    ("Niamh", "Peggy next door has an auld collie called Shep, he minds the whole road",
     "Shep died in the summer, god rest him. Peggy's got a little terrier pup, Bonnie",
     "What dog does Peggy have?", "Shep", "Bonnie"),
]  # fmt: skip


@pytest.mark.parametrize(("speaker", "m1", "m2", "query", "old", "new"), CHANGES)
def test_the_relatives_new_value_is_current(
    api: TestClient, speaker: str, m1: str, m2: str, query: str, old: str, new: str
) -> None:
    results = told_then_asked(api, speaker, m1, m2, query, extractor="conversation")
    assert results and results[0]["kind"] == "fact", results[:1]
    assert new in results[0]["fact"]["statement"]
    assert not current_holding(results, old)
