"""A team said in a fan's words (`team_named`): "Alfie's obsessed with Arsenal", "Tariq's been a
Man City season ticket holder", "lives and breathes the Red Sox", "Sou Corinthians". Not a
city, a band or a culture without a sport ("obsessed with Newcastle, the city is gorgeous")."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.team_named import TEAMS, teams_named
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _read(text: str, speaker: str = "Sam") -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, speaker, AT))
        if c.action == "assert"
    }


def _teams(text: str, speaker: str = "Sam") -> set[tuple[str, str]]:
    return {(s, o) for s, p, o in _read(text, speaker) if p == "supports_team"}


@pytest.mark.parametrize(
    ("text", "team"),
    [
        ("Alfie's obsessed with Arsenal, his whole bedroom is red", ("Alfie", "Arsenal")),
        (
            "Tariq's been a Man City season ticket holder since he was twelve",
            ("Tariq", "Man City"),
        ),
        (
            "My sister Katie lives and breathes the Red Sox, she has a Fenway brick",
            ("Katie", "Red Sox"),
        ),
        ("Sou Corinthians, sofredor desde criança", ("Sam", "Corinthians")),
        ("we're a Chelsea household, my son has every kit", ("Sam", "Chelsea")),
        ("my dad bleeds Liverpool red, he cried at Anfield", ("Sam's dad", "Liverpool")),
        (
            "my brother supports Celtic, he has a season ticket at Parkhead",
            ("Sam's brother", "Celtic"),
        ),
        ("Leeds till I die, even in the Championship", ("Sam", "Leeds")),
        ("honestly I've been rooting for the Dodgers since I moved to LA", ("Sam", "Dodgers")),
        (
            "Katie switched sides, she married a guy from the Bronx and now she's at every "
            "Yankees game.",
            ("Katie", "Yankees"),
        ),
    ],
)
def test_a_team_in_a_fans_words_is_supported(text: str, team: tuple[str, str]) -> None:
    assert _teams(text) == {team}


@pytest.mark.parametrize(
    "text",
    [
        "I'm obsessed with Newcastle, the city is gorgeous",
        "she's really into Celtic music these days",
        "we're flying to Porto next week",
        "Arsenal announced a new manager",
        "obsessed with Melbourne, best coffee in the world",
    ],
)
def test_a_city_a_culture_or_news_is_no_team(text: str) -> None:
    assert teams_named(Message(text, "Sam", AT), []) == []


def test_the_team_takes_the_place_of_its_misreads() -> None:
    read = _read("Tariq's been a Man City season ticket holder since he was twelve")
    assert not [r for r in read if r[1] == "occupation"]
    assert ("Alfie", "likes", "Arsenal") not in _read("Alfie's obsessed with Arsenal")


def test_the_lexicon_holds_teams_of_many_sports() -> None:
    assert {"Arsenal", "Red Sox", "CSK", "Leinster", "Kaizer Chiefs", "Collingwood"} <= TEAMS
