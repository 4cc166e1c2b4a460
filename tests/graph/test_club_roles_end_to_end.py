"""Roles in clubs and committees, end to end with the conversation extractor (each message one
`POST /v1/ingest`, then `GET /v1/facts`): a role in a group is a slot of its own
(`<group>_role`), so it never ends the person's job, and a role in one group never ends a role
in another (`chronofact.extractors.conversation.club_role`)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import held_values, say


def _chat(api: TestClient, speaker: str, *said: tuple[str, str]) -> None:
    for i, (text, at) in enumerate(said):
        say(api, f"club-{speaker}-{i}", speaker, text, at, extractor="conversation")


def test_a_committee_role_leaves_the_jobheld_values(api: TestClient) -> None:
    _chat(
        api,
        "Wren",
        ("I'm a pharmacist at Boots on the high street.", "2025-01-06T09:00:00Z"),
        ("Took over as chair of the village hall committee last week!", "2025-03-12T20:00:00Z"),
    )
    assert held_values(api, "Wren", "occupation") == ["pharmacist"]
    assert held_values(api, "Wren", "works_at") == ["Boots"]
    assert held_values(api, "Wren", "village_hall_committee_role") == ["chair"]


def test_roles_in_two_groups_are_held_together_and_end_apart(api: TestClient) -> None:
    _chat(
        api,
        "Osei",
        ("The rowing club voted me in as treasurer on Sunday.", "2025-02-03T18:00:00Z"),
        ("They made me captain of the five-a-side team too.", "2025-02-20T18:00:00Z"),
        (
            "I stepped down as treasurer of the rowing club in May, Ama took over.",
            "2025-06-02T18:00:00Z",
        ),
    )
    assert held_values(api, "Osei", "rowing_club_role") == []
    assert held_values(api, "Osei", "five_a_side_team_role") == ["captain"]
    assert held_values(api, "Ama", "rowing_club_role") == ["treasurer"]
    assert held_values(api, "Osei", "occupation") == []


def test_asked_in_words_the_job_and_the_role_answer_apart(api: TestClient) -> None:
    _chat(
        api,
        "Bryn",
        ("I drive for DHL, mostly the Cardiff routes.", "2025-01-06T09:00:00Z"),
        ("I'm the treasurer of the PTA at Ysgol Gymraeg now.", "2025-04-01T19:00:00Z"),
    )
    response = api.post("/v1/recall", json={"query": "What role does Bryn have in the PTA?"})
    assert response.status_code == 200, response.text
    top = response.json()["results"][0]
    assert top["kind"] == "fact" and "treasurer" in top["fact"]["statement"]
    assert held_values(api, "Bryn", "works_at") == ["DHL"]


def test_asked_whether_one_still_holds_an_ended_role(api: TestClient) -> None:
    """ "Is Idris still treasurer of the bowls club?" after he stepped down with no new role:
    the ended role leads (it was under his current job, on the slot the words scored)."""
    _chat(
        api,
        "Idris",
        ("I'm a site manager at Balfour Beatty.", "2025-01-06T09:00:00Z"),
        ("The bowls club made me treasurer this week.", "2025-01-20T19:00:00Z"),
        ("I stepped down as treasurer of the bowls club in June.", "2025-06-30T19:00:00Z"),
    )
    response = api.post("/v1/recall", json={"query": "Is Idris still treasurer of the bowls club?"})
    assert response.status_code == 200, response.text
    top = response.json()["results"][0]
    assert top["kind"] == "fact" and "treasurer" in top["fact"]["statement"]
    assert top["current"] is False
