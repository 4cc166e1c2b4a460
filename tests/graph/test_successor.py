"""A new value said in passing replaces the one held, through ingest over REST on the real
Neo4j: the successor tagger (`graph.ingest.successor_value`) reads what follows a value the
message ends ("Said goodbye to Deloitte ..., the onboarding at Siemens took ...") or that it
replaces without saying so ("my new flat in Bristol"); someone else's move changes nothing."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.chat_over_rest import M1_AT, M2_AT, held_values, say


def test_the_employer_after_a_notice_handed_in(api: TestClient) -> None:
    say(api, "m1", "Marisol", "I work at Deloitte in the audit team", M1_AT)
    later = "Said goodbye to Deloitte in June, the onboarding at Siemens took a whole week lol"
    say(api, "m2", "Marisol", later, M2_AT)
    assert held_values(api, "Marisol", "works_at") == ["Siemens"]


def test_a_new_home_said_in_passing(api: TestClient) -> None:
    say(api, "m1", "Tomasz", "I live in Leeds, near the university", M1_AT)
    say(
        api,
        "m2",
        "Tomasz",
        "Finally unpacked, my new flat in Bristol has a view of the harbour",
        M2_AT,
    )
    assert held_values(api, "Tomasz", "lives_in") == ["Bristol"]


def test_a_sisters_move_leaves_the_home_held(api: TestClient) -> None:
    say(api, "m1", "Tomasz", "I live in Leeds, near the university", M1_AT)
    say(api, "m2", "Tomasz", "My sister just moved to Bristol, so I'll visit more", M2_AT)
    assert held_values(api, "Tomasz", "lives_in") == ["Leeds"]
