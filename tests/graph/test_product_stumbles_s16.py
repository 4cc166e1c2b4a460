"""Stumbles found using the product in the sixteenth session (a group chat ingested with the
CLI, a chat told to an agent over MCP), end to end over REST with the conversation extractor:
each message one `POST /v1/ingest`, then what `GET /v1/facts` lists as current."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import object_names, say


def _chat(api: TestClient, *said: tuple[str, str, str]) -> None:
    for i, (speaker, text, at) in enumerate(said):
        say(api, f"s16-{i}", speaker, text, at, extractor="conversation")


def test_a_spelling_corrected_is_the_holders_and_ends_nothing_of_the_speaker(
    api: TestClient,
) -> None:
    _chat(
        api,
        ("Lena", "I'm a nurse at Charité in Berlin", "2025-01-08T08:00:00Z"),
        ("Lena", "my partner Jonas is a carpenter", "2025-01-08T08:01:00Z"),
        ("Lena", "Jonas is working for Holzbau Krause now", "2025-06-14T10:00:00Z"),
        ("Lena", "correction - the firm is called Holzbau Kraus, no e", "2025-11-02T12:00:00Z"),
    )
    assert object_names(api, "Lena", "works_at") == ["Charité"]
    assert object_names(api, "Jonas", "works_at") == ["Holzbau Kraus"]


def test_night_shifts_are_no_new_job_title(api: TestClient) -> None:
    _chat(
        api,
        ("Lena", "I'm a nurse at Charité in Berlin", "2025-01-08T08:00:00Z"),
        ("Lena", "switched to night shifts on the ICU from May", "2025-04-22T22:00:00Z"),
    )
    response = api.get("/v1/facts", params={"subject": "Lena", "predicate": "occupation"})
    assert [f["value"] for f in response.json()["facts"]] == ["nurse"]


def test_a_move_answering_still_at_an_employer_is_the_new_job(api: TestClient) -> None:
    _chat(
        api,
        ("Ciara", "I'm at Google now, on the payments team", "2025-01-05T09:00:00Z"),
        ("Tomás", "still at Google?", "2025-06-01T09:00:00Z"),
        ("Ciara", "nope, moved to Meta in march", "2025-06-01T09:01:00Z"),
    )
    assert object_names(api, "Ciara", "works_at") == ["Meta"]
    assert object_names(api, "Ciara", "lives_in") == []


def test_a_pronoun_after_an_employer_left_is_the_person(api: TestClient) -> None:
    _chat(
        api,
        ("Tomás", "lads, Niamh finally left Accenture", "2025-02-03T19:04:00Z"),
        ("Tomás", "she's at Stripe now, in the Dublin office", "2025-02-03T19:04:40Z"),
    )
    assert object_names(api, "Niamh", "works_at") == ["Stripe"]
    assert object_names(api, "Accenture", "works_at") == []
