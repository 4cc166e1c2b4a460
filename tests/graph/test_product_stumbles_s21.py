"""Stumbles found using the product in the twenty-first session (a WhatsApp export between two
friends, ingested with the CLI and asked over REST), end to end with the conversation
extractor: each message one `POST /v1/ingest`, then `GET /v1/entities/{name}/timeline`."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import held_values, say


def _chat(api: TestClient, *said: tuple[str, str]) -> None:
    for i, (text, at) in enumerate(said):
        say(api, f"s21-{i}", "Hakan", text, at, extractor="conversation")


def test_a_home_said_with_now_and_a_job_is_the_place_alone(api: TestClient) -> None:
    """ "he's in Ankara now working for Aselsan" was a home called "Ankara now working for
    Aselsan"; its end by "isn't at Aselsan anymore" then moved the new employer onto the home."""
    _chat(
        api,
        ("My cousin Emre left Izmir, he's in Bursa now working for Tofaş.", "2025-03-11T12:30:00Z"),
        ("Emre isn't at Tofaş anymore, he joined Karsan last month.", "2025-11-05T13:10:00Z"),
    )
    assert held_values(api, "Emre", "lives_in") == ["Bursa"]
    assert held_values(api, "Emre", "works_at") == ["Karsan"]


def test_a_new_employer_joined_is_never_moved_onto_the_home(api: TestClient) -> None:
    _chat(
        api,
        ("My sister Sena lives in Eskişehir.", "2025-02-01T10:00:00Z"),
        ("Sena joined Arçelik in the summer, she loves it.", "2025-09-01T10:00:00Z"),
    )
    assert held_values(api, "Sena", "lives_in") == ["Eskişehir"]
    assert held_values(api, "Sena", "works_at") == ["Arçelik"]


def test_a_club_role_ends_when_the_club_is_named_shorter(api: TestClient) -> None:
    _chat(
        api,
        ("I've been made treasurer of the Bostanlı cycling club.", "2025-01-14T08:11:00Z"),
        ("Stepped down as treasurer of the cycling club, Ozan took over.", "2025-06-30T22:10:00Z"),
    )
    assert held_values(api, "Hakan", "bostanli_cycling_club_role") == []
    assert held_values(api, "Ozan", "cycling_club_role") == ["treasurer"]
