"""A beginning said before the verb of a relation: "I've started following Brighton", "Ana
began supporting Arsenal". Found using the product (seventeenth session): the frames knew
"I follow Brighton" and a few "started ..." phrasings of their own, so "I've started following
Brighton" gave nothing from the rules and the learned reader's guess ("lives in Brighton") won.
Sentences written for these tests, read by rules only."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor

AT = datetime(2025, 9, 15, 9, tzinfo=UTC)
RULES = ConversationExtractor()


def _asserted(text: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in RULES.extract(Message(text, "Dan", AT))
        if c.action == "assert" and c.polarity
    }


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I've started following Brighton.", ("Dan", "supports_team", "Brighton")),
        ("Ana has started supporting Arsenal", ("Ana", "supports_team", "Arsenal")),
        (
            "After last season I can't watch Everton any more, I've started following Brighton.",
            ("Dan", "supports_team", "Brighton"),
        ),
        ("my son began playing for Hibs", ("Dan's son", "plays_for", "Hibs")),
        ("Kemi is starting using a Kindle", ("Kemi", "uses_device", "Kindle")),
    ],
)
def test_a_relation_begun_before_its_verb(text: str, fact: tuple[str, str, str]) -> None:
    assert fact in _asserted(text)


@pytest.mark.parametrize(
    "text",
    [
        "I started thinking about moving to Leeds.",
        "I've started wondering whether to quit.",
        "She began laughing at the whole thing.",
    ],
)
def test_a_beginning_of_no_relation_gives_nothing(text: str) -> None:
    assert not {f for f in _asserted(text) if f[1] in {"lives_in", "works_at", "supports_team"}}
