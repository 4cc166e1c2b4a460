"""Stumbles found using the product in the eighteenth session (a WhatsApp export ingested with
the CLI, a chat told to an agent over MCP), end to end over REST with the conversation
extractor: each message one `POST /v1/ingest`, then what `GET /v1/facts` lists as current."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import held_values, say


def _chat(api: TestClient, *said: tuple[str, str, str]) -> None:
    for i, (speaker, text, at) in enumerate(said):
        say(api, f"s18-{i}", speaker, text, at, extractor="conversation")


def test_moving_savings_to_a_new_bank_keeps_the_doctor(api: TestClient) -> None:
    _chat(
        api,
        (
            "Henrik",
            "My doctor is Dr. Lindqvist. Our bank is Handelsbanken.",
            "2025-02-01T10:00:00Z",
        ),
        (
            "Henrik",
            "Dr. Lindqvist has retired, so now I see Dr. Amina Haddad instead.",
            "2025-04-14T09:00:00Z",
        ),
        (
            "Henrik",
            "Birgit and I moved our savings to Swedbank; Handelsbanken closed the local branch.",
            "2025-10-01T09:00:00Z",
        ),
    )
    assert held_values(api, "Henrik", "doctor") == ["Dr. Amina Haddad"]
    assert held_values(api, "Henrik", "bank") == ["Swedbank"]


def test_a_flatmate_moving_out_leaves_the_meeting_time(api: TestClient) -> None:
    _chat(
        api,
        ("Ines", "Our team handover meeting is every Tuesday at 7:30am.", "2025-03-03T08:42:00Z"),
        (
            "Ines",
            "Sam moved out last weekend, he's gone to Manchester for a job at the BBC.",
            "2025-04-21T21:15:00Z",
        ),
    )
    assert held_values(api, "Ines", "meeting_time") == ["every Tuesday at 7:30am"]


def test_a_move_for_a_job_names_the_employer(api: TestClient) -> None:
    _chat(
        api,
        ("Ines", "My flatmate Sam works at Sky in Leeds.", "2025-02-14T19:03:00Z"),
        (
            "Ines",
            "Sam moved to Manchester for a job at the BBC last month.",
            "2025-05-21T21:15:00Z",
        ),
    )
    assert held_values(api, "Sam", "works_at") == ["BBC"]
    assert held_values(api, "Sam", "lives_in") == ["Manchester"]


def test_a_promotion_keeps_the_employer(api: TestClient) -> None:
    _chat(
        api,
        ("Priya", "I'm a data analyst at Monzo and I live in Walthamstow.", "2025-01-06T09:00:00Z"),
        ("Priya", "I've been promoted to senior analyst!", "2025-05-20T12:00:00Z"),
    )
    assert held_values(api, "Priya", "works_at") == ["Monzo"]
    assert held_values(api, "Priya", "occupation") == ["senior analyst"]


def test_we_moved_is_a_new_home_and_no_meeting_moved(api: TestClient) -> None:
    _chat(
        api,
        ("Priya", "I live in Walthamstow.", "2025-01-06T09:00:00Z"),
        (
            "Priya",
            "We've switched climbing to Thursdays, the wall got too busy on Wednesdays.",
            "2025-03-04T19:00:00Z",
        ),
        (
            "Priya",
            "We moved! New flat is in Leyton, still close to the wall.",
            "2025-09-01T09:00:00Z",
        ),
    )
    assert held_values(api, "Priya", "lives_in") == ["Leyton"]
    assert held_values(api, "Priya", "meeting_time") == ["Thursdays"]
