"""Issue 10 end to end over REST (two `POST /v1/ingest` calls, then `POST /v1/recall`), the
kinds session 21's helper A fixed: "still" said of someone else keeps only their value
(`kept_alongside`); a value the message ends is not read again on another slot (`old_again`);
a role stored with a qualifier ("supervisor at the warehouse") is the role's slot
(`same_slot`); "Dad" names the person stored as the speaker's dad (`relation_named`); a
sentence opening on "his" is read with the one before it (`speaker_reaim`). Each case ends
the old value; a relation's value said with "still" stays current."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.chat_over_rest import current_holding, told_then_asked

CASES = [
    ("Lena", "I go to Gymbox before work.",
     "My cousin still goes to Gymbox, but I switched to Barry's in June.",
     "Which gym does Lena go to?", "Gymbox", "Lena's cousin"),
    ("Lena", "I'm with Handelsbanken for everything, mortgage included.",
     "The rates were better at Swedbank, so we moved the mortgage away from Handelsbanken "
     "in the spring. It took ages.",
     "Which bank is Lena with?", "Handelsbanken", None),
    ("Lena", "My supervisor at the warehouse is Piotr, he's fair.",
     "Piotr is still on nights, but I'm on days now and my supervisor is Agata.",
     # Piotr's own shift is said too ("still on nights"; read since the forty-eighth session)
     "Who is Lena's manager?", "Piotr", "Piotr's shift"),
    ("Lena", "My dad Yusuf has a budgie.",
     "The budgie died in March; Dad has a tortoise now.",
     "What pet does Yusuf have?", "budgie", None),
    ("Lena", "My son Euan's swimming lesson is on Monday at 5.",
     "Euan moved up a group. His lesson is on Thursday at 4 now.",
     "When is Euan's swimming lesson?", "Monday at 5", None),
]  # fmt: skip


@pytest.mark.parametrize(("speaker", "m1", "m2", "query", "old", "keeper"), CASES)
def test_the_speakers_old_value_ends_and_a_relations_stays(
    api: TestClient, speaker: str, m1: str, m2: str, query: str, old: str, keeper: str | None
) -> None:
    results = told_then_asked(api, speaker, m1, m2, query)
    held = current_holding(results, old)
    assert all(keeper and s.startswith(keeper) for s in held), results
