"""The asked slot first, end to end over REST (two `POST /v1/ingest` calls, then
`POST /v1/recall`): asked about a family member's slot, now and at a date of the first period,
the first result is that person's fact on that slot, not the relation that names them; a
question about what was said keeps a message first."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, say, statement


def recall(api: TestClient, query: str) -> list[dict[str, Any]]:
    response = api.post("/v1/recall", json={"query": query, "k": 5})
    assert response.status_code == 200, response.text
    results: list[dict[str, Any]] = response.json()["results"]
    return results


def test_a_family_members_slot_is_answered_by_their_fact_now_and_then(api: TestClient) -> None:
    say(api, "m1", "Ingrid", "My aunt Marit lives in Tromso.", M1_AT)
    say(api, "m2", "Ingrid", "Aunt Marit relocated to Trondheim for her new job.", M2_AT)
    now = recall(api, "Where does Ingrid's aunt Marit live?")
    assert now[0]["kind"] == "fact" and "Trondheim" in statement(now[0]), now[:2]
    assert now[0]["current"] is True
    then = recall(api, "Where did Ingrid's aunt Marit live in April 2025?")
    assert then[0]["kind"] == "fact" and "Tromso" in statement(then[0]), then[:2]


def test_a_question_about_a_message_does_not_put_a_slot_fact_above_it(api: TestClient) -> None:
    say(api, "m1", "Ingrid", "My aunt Marit lives in Tromso.", M1_AT)
    say(api, "m2", "Ingrid", "Marit says the northern lights over the fjord are unreal", M2_AT)
    results = recall(api, "What does Marit say about the northern lights?")
    kinds = [(r["kind"], statement(r)) for r in results]
    home = [i for i, r in enumerate(results) if "Tromso" in statement(r)]
    message = [i for i, r in enumerate(results) if r["kind"] == "source"]
    assert message and (not home or message[0] < home[0]), kinds


LIVING = [
    ("lives_in", "Cambridge"),
    ("dislikes", "living in a big city"),
    ("hobby", "living history reenactment"),
    ("has_pet", "Waffles"),
    ("partner", "Sam"),
    ("works_at", "HubSpot"),
    ("occupation", "senior PM"),
]


def _facts(api: TestClient, subject: str, rows: list[tuple[str, str]]) -> None:
    for predicate, obj in rows:
        written = api.post(
            "/v1/facts",
            json={"subject": subject, "predicate": predicate, "object": obj,
                  "valid_from": "2025-02-03T00:00:00Z"},
        )  # fmt: skip
        assert written.status_code == 201, written.text


def test_the_asked_slots_fact_ranked_past_k_still_answers(api: TestClient) -> None:
    """Facts sharing the question's words ("living") outrank the occupation in fusion; with
    `k` 1 the occupation came back not at all."""
    _facts(api, "Dana", LIVING)
    response = api.post("/v1/recall", json={"query": "What does Dana do for a living?", "k": 1})
    assert response.status_code == 200, response.text
    (only,) = response.json()["results"]
    assert "senior PM" in statement(only), only


def test_a_value_named_in_the_question_asks_its_slot(api: TestClient) -> None:
    """ "Is Dana still at Wayfair?" asks her employer: the answer is HubSpot, with Wayfair in
    its history, whatever the question's words score."""
    _facts(
        api, "Dana", [("works_at", "Wayfair"), ("manager", "Priya Shah"), ("lives_in", "Boston")]
    )
    moved = api.post(
        "/v1/facts",
        json={"subject": "Dana", "predicate": "works_at", "object": "HubSpot",
              "valid_from": "2025-06-16T00:00:00Z"},
    )  # fmt: skip
    assert moved.status_code == 201, moved.text
    results = recall(api, "Is Dana still at Wayfair?")
    assert "HubSpot" in statement(results[0]), [statement(r) for r in results]
