"""Stumbles found using the product in the seventeenth session (plain chats ingested with the
CLI, one told to an agent over MCP), end to end over REST with the conversation extractor:
each message one `POST /v1/ingest`, then what `GET /v1/facts` lists as current."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import held_values, object_names, say


def _chat(api: TestClient, *said: tuple[str, str, str]) -> None:
    for i, (speaker, text, at) in enumerate(said):
        say(api, f"s17-{i}", speaker, text, at, extractor="conversation")


def test_an_arrival_said_to_be_great_leaves_the_relationship_status(api: TestClient) -> None:
    _chat(
        api,
        ("Owen", "I'm single at the moment, focusing on work.", "2025-01-20T10:00:00Z"),
        (
            "Owen",
            "I ordered a standing desk from IKEA, it's been dispatched.",
            "2025-01-20T10:04:00Z",
        ),
        ("Owen", "The desk arrived yesterday and it's great.", "2025-03-01T10:00:00Z"),
    )
    assert held_values(api, "Owen", "relationship_status") == ["single"]


def test_a_project_said_done_ends_the_project_and_no_ticket(api: TestClient) -> None:
    _chat(
        api,
        ("Owen", "At work I'm leading the billing migration project.", "2025-01-20T10:03:00Z"),
        (
            "Owen",
            "I raised a ticket with IT, INC-2231, and it's still open.",
            "2025-01-20T10:05:00Z",
        ),
        (
            "Owen",
            "The billing migration is done, so now I'm leading the data platform rebuild.",
            "2025-07-01T10:00:00Z",
        ),
    )
    assert held_values(api, "Owen", "project") == ["data platform rebuild"]
    assert held_values(api, "INC-2231", "status") == ["open"]


def test_a_promotion_keeps_the_employer_named_after_a_branch(api: TestClient) -> None:
    _chat(
        api,
        (
            "Marta",
            "I work as a pharmacist at a Boots branch in Bristol and I live in Clifton.",
            "2025-02-03T09:00:00Z",
        ),
        (
            "Marta",
            "Good news, I passed my exams and I'm now the pharmacy manager at the branch.",
            "2025-05-20T18:00:00Z",
        ),
    )
    assert object_names(api, "Marta", "works_at") == ["Boots"]
    assert held_values(api, "Marta", "occupation") == ["pharmacy manager"]


def test_a_child_named_by_birth_order_studies_and_then_works(api: TestClient) -> None:
    _chat(
        api,
        (
            "Kwabena",
            "My eldest, Kojo, is in his final year at the University of Ghana.",
            "2025-01-15T08:03:00Z",
        ),
        ("Kwabena", "Kojo started at MTN last week.", "2025-10-01T18:00:00Z"),
    )
    assert object_names(api, "Kojo", "works_at") == ["MTN"]
    assert object_names(api, "Kwabena", "studies_at") == []
