"""An end read from text that names no value ends what held when it happened, end to end over
REST: "left in january", said of a job first said to hold in February, is about an earlier
job and erases nothing (it had erased the February job: its whole valid time retracted); said
of a job held since the start of January, it ends it. Written chats for this test."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import say


def _works(api: TestClient, person: str, at: str | None = None) -> list[str]:
    params = {"subject": person, "predicate": "works_at", **({"valid_at": at} if at else {})}
    response = api.get("/v1/facts", params=params)
    assert response.status_code == 200, response.text
    return [f["object"]["name"] for f in response.json()["facts"]]


def test_an_end_dated_before_a_job_began_leaves_the_job(api: TestClient) -> None:
    say(api, "w1", "Ines", "ok so update, I'm officially at Feedzai now", "2025-02-12T19:04:00Z")
    say(api, "w2", "Rui", "congrats!!! what happened with the old place?", "2025-02-12T19:05:00Z")
    say(api, "w3", "Ines", "left in january, couldn't take the reorg", "2025-02-12T19:06:00Z")
    assert _works(api, "Ines") == ["Feedzai"]


def test_an_end_in_the_month_a_job_was_said_ends_it(api: TestClient) -> None:
    """ "in January" reads as January 1st, before the job was first said (January 10th): the
    job is still what it ends."""
    say(
        api,
        "v1",
        "Tomas",
        "I work at Allegro, the office is near the river",
        "2025-01-10T10:00:00Z",
    )
    say(api, "v2", "Tomas", "I quit in January, been freelancing since", "2025-09-15T10:00:00Z")
    assert _works(api, "Tomas") == []
