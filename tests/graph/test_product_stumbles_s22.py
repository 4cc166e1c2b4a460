"""Stumbles found using the product in the twenty-second session (a Telegram export of a flat's
group chat, ingested with the CLI and asked over REST and MCP), end to end with the conversation
extractor: each message one `POST /v1/ingest`, then the timeline or `POST /v1/recall`."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import held_values, recall_results, say, statement


def _chat(api: TestClient, speaker: str, *said: tuple[str, str]) -> None:
    for i, (text, at) in enumerate(said):
        say(api, f"s22-{speaker}-{i}", speaker, text, at, extractor="conversation")


def test_a_flatmate_met_at_the_gym_is_no_partner(api: TestClient) -> None:
    """ "I cancelled PureGym, doing the Arch with Lukas now" made Lukas her partner."""
    _chat(
        api,
        "Priya",
        ("I'm still at PureGym tbh, too lazy to change", "2025-03-02T12:05:00Z"),
        ("I cancelled PureGym, doing the Arch with Lukas now", "2025-07-01T09:30:00Z"),
    )
    assert held_values(api, "Priya", "partner") == []
    assert held_values(api, "Priya", "gym") == ["Arch"]


def test_asked_where_someone_works_after_the_job_ended_the_ended_job_answers(
    api: TestClient,
) -> None:
    """With no new employer read, "Where does Lukas work?" led with his gym, said before."""
    _chat(
        api,
        "Lukas",
        ("I do backend stuff for Monzo, mostly from home", "2025-02-03T19:07:02Z"),
        ("just signed up at The Arch climbing gym, 20 mins on the bike", "2025-03-02T12:00:00Z"),
        ("heads up, I handed in my notice at Monzo. last day is the 30th", "2025-05-11T10:10:10Z"),
        ("got a cat!!! her name is Miso", "2025-08-02T11:00:00Z"),
    )
    assert held_values(api, "Lukas", "works_at") == []
    facts = [r for r in recall_results(api, "Where does Lukas work?") if r["kind"] == "fact"]
    assert "Monzo" in statement(facts[0]) and facts[0]["current"] is False, facts[:2]


def test_a_meeting_moved_leaves_the_deadline_alone(api: TestClient) -> None:
    """ "sync moved to Wednesdays 2pm from next week" ended the budget's deadline too: its
    words are near a deadline's in meaning, and the time said was the sync's."""
    _chat(
        api,
        "Dana",
        ("weekly sync with the Lisbon team is Tuesdays at 3pm", "2025-01-06T08:10:00Z"),
        ("also the Q1 budget has to be with finance by 31 January", "2025-01-06T08:12:00Z"),
        ("finance pushed the budget deadline to 14 February, phew", "2025-02-03T09:00:00Z"),
        (
            "sync moved to Wednesdays 2pm from next week because of daylight saving",
            "2025-03-01T08:00:00Z",
        ),
    )
    assert held_values(api, "Dana", "deadline") == ["14 February"]
    assert held_values(api, "Dana", "meeting_time") == []
    assert held_values(api, "Dana", "sync_time") == ["Wednesdays 2pm"]
