"""Stumbles found using the product in the nineteenth session (a WhatsApp export of a teacher's
notes to an assistant, ingested with the CLI and asked over REST), end to end with the
conversation extractor: each message one `POST /v1/ingest`, then `GET /v1/facts` or
`POST /v1/recall`."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.chat_over_rest import held_values, say


def _chat(api: TestClient, *said: tuple[str, str]) -> None:
    for i, (text, at) in enumerate(said):
        say(api, f"s19-{i}", "Naledi", text, at, extractor="conversation")


def _recall(api: TestClient, question: str) -> dict[str, Any]:
    response = api.post("/v1/recall", json={"query": question, "k": 5})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def test_a_phone_contract_is_no_employer(api: TestClient) -> None:
    _chat(
        api,
        ("I'm Naledi, I teach maths at Parktown Girls.", "2025-02-03T08:12:00Z"),
        ("My phone contract is with Vodacom, renews in March.", "2025-02-03T08:15:00Z"),
    )
    assert held_values(api, "Naledi", "works_at") == ["Parktown Girls"]
    # a listed network goes to its kind's slot (`providers`, twenty-sixth session)
    assert held_values(api, "Naledi", "mobile_carrier") == ["Vodacom"]


def test_where_the_gym_is_is_not_home(api: TestClient) -> None:
    _chat(
        api,
        ("I live in Melville with my partner Sipho.", "2025-02-03T08:13:00Z"),
        ("Also I go to Virgin Active in Braamfontein most mornings now.", "2025-03-10T19:41:00Z"),
    )
    assert held_values(api, "Naledi", "lives_in") == ["Melville"]
    assert held_values(api, "Naledi", "gym") == ["Virgin Active"]


def test_a_favourite_said_in_other_words_is_one_slot(api: TestClient) -> None:
    _chat(
        api,
        ("My favourite movie is Tsotsi, I know every line.", "2025-02-03T08:16:00Z"),
        ("Honestly Inxeba is my new favourite film.", "2025-08-02T10:12:00Z"),
    )
    answer = _recall(api, "What is Naledi's favourite film?")
    top = answer["results"][0]
    assert top["kind"] == "fact" and "Inxeba" in top["fact"]["statement"]
    assert not any(
        r["kind"] == "fact" and r["current"] and "Tsotsi" in r["fact"]["statement"]
        for r in answer["results"]
    )


def test_a_later_message_on_the_asked_slot_leads_the_context(api: TestClient) -> None:
    """A new car said plainly, with no word of change and not read as a fact: the context
    names it before the car stored from January (`slot_news`)."""
    _chat(
        api,
        ("I drive an old Renault Clio, held together with tape.", "2025-01-10T10:00:00Z"),
        (
            "The Tesla charges in my driveway overnight, and I haven't seen a petrol station "
            "in weeks.",
            "2025-09-15T10:00:00Z",
        ),
    )
    context = _recall(api, "What car does Naledi drive?")["context"]
    assert "Tesla" in context and context.index("Tesla") < context.index("Clio")
