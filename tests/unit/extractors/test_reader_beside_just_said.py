"""The learned reader's value next to what the speaker just said (twelfth session, a WhatsApp
chat ingested with the CLI): "guess who's moving to Porto" then "end of the month, the Lisbon rent
is insane" stored Lisbon as where Rui lives now. A value of the same kind read in the very next
message of the same speaker, with no word of a change, is a thing named beside it. Sentences
written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from chronofact.config import get_settings
from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.registry import get_extractor

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)


def _chat(lines: list[tuple[str, str]]) -> list[list[Claim]]:
    said: list[Message] = []
    for n, (speaker, text) in enumerate(lines):
        said.append(Message(text, speaker, AT + timedelta(minutes=n), said[-1] if said else None))
    return get_extractor("conversation", get_settings()).extract_many(said)


def _values(claims: list[Claim], predicate: str) -> set[str]:
    return {
        str(c.object or c.value)
        for c in claims
        if c.predicate == predicate and c.action == "assert" and c.polarity
    }


@pytest.mark.parametrize(
    ("first", "then", "predicate", "kept", "beside"),
    [
        (
            "guess who is moving to Porto",
            "end of the month, the Lisbon rent is insane",
            "lives_in",
            "Porto",
            "Lisbon",
        ),
        (
            "I'm moving to Porto in May",
            "Lisbon is just too expensive for us",
            "lives_in",
            "Porto",
            "Lisbon",
        ),
    ],
)
def test_a_value_named_beside_what_was_just_said_is_no_change(
    first: str, then: str, predicate: str, kept: str, beside: str
) -> None:
    one, two = _chat([("Rui", first), ("Rui", then)])
    assert kept in _values(one, predicate), one
    assert beside not in _values(two, predicate), two


def test_a_change_said_in_the_next_message_is_still_read() -> None:
    one, two = _chat([("Rui", "I live in Porto"), ("Rui", "actually we moved to Braga last week")])
    assert "Porto" in _values(one, "lives_in"), one
    assert "Braga" in _values(two, "lives_in"), two


def test_the_speakers_last_message_counts_with_a_reply_between() -> None:
    one, _, three = _chat(
        [
            ("Rui", "guess who's moving to Porto"),
            ("Ines", "no way, you?? when"),
            ("Rui", "end of the month, the Lisbon rent is insane"),
        ]
    )
    assert "Porto" in _values(one, "lives_in"), one
    assert "Lisbon" not in _values(three, "lives_in"), three
