"""One person named one way in the first message and another way in the second, end to end
(two `POST /v1/ingest` calls with the conversation extractor, then `POST /v1/recall`): by the
family's word for them ("lola Pilar" / "lola"), by a name beside a kin word ("Mam (Siobhan)"),
by a shorter or fuller name ("Mo" / "Mohammed"), by a relation no fact ties to a name ("Lily"
/ "my niece"). The new value is current and the old one is not."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.chat_over_rest import current_holding, told_then_asked

CHANGES = [
    ("Jun", "lola Pilar is in Batangas, she has a sari-sari store",
     "lola moved to Quezon City to live with us", "Where does Pilar live?",
     "Batangas", "Quezon City"),
    ("Ananya", "Sanjay bhaiya is a junior analyst at his firm, still fetching chai for everyone",
     "they made bhaiya team lead in may!!! party at his place sunday, u coming?",
     "What is Sanjay's job title?", "junior analyst", "lead"),
    ("Fiona", "Lily's doing year 11 at Brisbane State High, very big school",
     "my niece started at Kelvin Grove College from term 3", "Which school does Lily go to?",
     "Brisbane State High", "Kelvin Grove"),
    ("Adebayo", "Kemi is learning Mandarin on Duolingo",
     "my wife paused Mandarin, she's learning German for the Berlin job",
     "What language is Kemi learning?", "Mandarin", "German"),
]  # fmt: skip


@pytest.mark.parametrize(("speaker", "m1", "m2", "query", "old", "new"), CHANGES)
def test_the_same_person_named_another_way_gets_the_new_value(
    api: TestClient, speaker: str, m1: str, m2: str, query: str, old: str, new: str
) -> None:
    results = told_then_asked(api, speaker, m1, m2, query, extractor="conversation")
    assert results and results[0]["kind"] == "fact", results[:1]
    assert new in results[0]["fact"]["statement"]
    assert not current_holding(results, old)
