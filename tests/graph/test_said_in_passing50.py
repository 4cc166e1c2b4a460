"""Fiftieth session, through ingest and recall over REST on the real Neo4j (sentences written
for these tests): a club's book, a parking spot, a class's time, an employer, a pastime and a
way to work said in passing are read and replaced; a thing said as left behind ("finally out of
Kerry Group") is no new value of another held fact."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, first_statement, held_values, say

_CHAT = [  # the WhatsApp chat ingested with the CLI that found this
    ("Ines Moreau", "Book club this month is doing Piranesi, has anyone started it?", "08:01"),
    ("Tomas Berg", "not yet. btw stats got bumped to Tuesdays at 2pm so I can sleep in", "08:03"),
    ("Ines Moreau", "lucky. They moved me to level B2 at the office car park", "08:05"),
    ("Tomas Berg", "I get the DART into town every morning anyway, no parking drama", "08:06"),
]


def test_a_clubs_book_is_replaced_and_a_job_left_is_no_book(api: TestClient) -> None:
    messages = [
        {"id": f"c{k}", "speaker": who, "text": text, "timestamp": f"2026-02-03T{at}:00Z"}
        for k, (who, text, at) in enumerate(_CHAT)
    ]
    messages.append(
        {
            "id": "c9",
            "speaker": "Ines Moreau",
            "text": "Glanbia took me on!! starting in April, finally out of Kerry Group",
            "timestamp": "2026-03-03T19:12:00Z",
        }
    )
    assert api.post("/v1/ingest", json={"messages": messages}).status_code == 201
    assert held_values(api, "Ines Moreau", "reading") == ["Piranesi"]
    assert held_values(api, "Ines Moreau", "works_at") == ["Glanbia"]
    later = "we've moved on to The Bee Sting, 600 pages, send help"
    say(api, "m3", "Ines Moreau", later, "2026-10-04T07:45:00Z")
    assert held_values(api, "Ines Moreau", "reading") == ["The Bee Sting"]


def test_a_parking_spot_is_replaced(api: TestClient) -> None:
    say(api, "m1", "Ines", "They moved me to level B2 at the office car park, so dark", M1_AT)
    later = "I'm on P3 at the hospital car park these days, the office one is full"
    say(api, "m2", "Ines", later, M2_AT)
    assert held_values(api, "Ines", "parking_spot") == ["P3"]
    assert held_values(api, "Ines", "occupation") == []
    assert "P3" in first_statement(api, "Where does Ines park?")


def test_a_class_time_is_replaced(api: TestClient) -> None:
    say(api, "m1", "Tomas", "btw stats got bumped to Tuesdays at 2pm so I can sleep in", M1_AT)
    say(api, "m2", "Tomas", "ha. stats moved again, it's Thursday afternoons now", M2_AT)
    assert held_values(api, "Tomas", "statistics_class_time") == ["Thursday afternoons"]
    assert "Thursday afternoons" in first_statement(api, "When is Tomas's statistics class?")


def test_a_way_to_work_is_replaced_and_a_pastime_stays(api: TestClient) -> None:
    say(api, "m1", "Tomas", "I get the DART into town every morning, no parking drama", M1_AT)
    say(api, "m2", "Tomas", "bouldering tonight? I go three times a week now", M1_AT)
    say(api, "m3", "Tomas", "I've switched to cycling in now, the DART was a nightmare", M2_AT)
    assert held_values(api, "Tomas", "vehicle") == ["cycling"]
    assert held_values(api, "Tomas", "hobby") == ["bouldering"]
