"""A "no" that answers someone else's question in the message before ends the value the
question named (`change_meaning.answered_no_in_reply`, over REST): "you still at the Charité?"
- "nope, switched to Vivantes in June"."""

from __future__ import annotations

from fastapi.testclient import TestClient

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.ingest.answered_no import answered_no_in_reply
from tests.chat_over_rest import M1_AT, object_names, say

ASKED_AT = "2025-08-20T18:30:00Z"
REPLY_AT = "2025-08-20T18:33:00Z"


def _ended(asked: str, reply: str, names: list[str]) -> list[int]:
    return [k for k, _ in answered_no_in_reply(asked, reply, split_sentences(reply), names)]


def test_a_no_with_a_shift_ends_the_value_asked_about() -> None:
    names = ["Charité", "Berlin"]
    assert _ended("long time! you still at the Charité?", "nope, switched to Vivantes", names) == [
        0
    ]
    assert _ended("Still in Berlin?", "Nah, moved to Leipzig in May.", names) == [1]


def test_look_alikes_end_nothing() -> None:
    names = ["Charité"]
    assert _ended("you still at the Charité?", "yes, still there", names) == []
    assert _ended("you still at the Charité?", "nope, nothing changed", names) == []  # no shift
    assert _ended("The Charité is huge.", "nope, switched wards", names) == []  # not a question
    assert _ended("you still at the hospital?", "nope, switched to Vivantes", names) == []


def test_a_reply_over_rest_ends_the_speakers_value(api: TestClient) -> None:
    say(api, "c1", "Lena", "ok need to run, my shift at the Charité starts at 8", M1_AT)
    assert object_names(api, "Lena", "works_at") == ["Charité"]
    say(api, "c2", "Tariq", "long time! you still at the Charité?", ASKED_AT)
    say(api, "c3", "Lena", "nope, switched to Vivantes in June, way better rota", REPLY_AT)
    assert "Charité" not in object_names(api, "Lena", "works_at")
    assert object_names(api, "Lena", "works_at", valid_at="2025-03-01T00:00:00Z") == ["Charité"]


def test_the_asker_s_own_value_is_not_ended(api: TestClient) -> None:
    say(api, "c1", "Tariq", "my shift at the Charité starts at 8", M1_AT)
    say(api, "c2", "Tariq", "you still at the Charité?", ASKED_AT)
    say(api, "c3", "Lena", "nope, switched to Vivantes in June", REPLY_AT)
    assert object_names(api, "Tariq", "works_at") == ["Charité"]
