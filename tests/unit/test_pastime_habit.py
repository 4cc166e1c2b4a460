"""A pastime said as a new passion or beside a habit of doing it (`pastime_habit`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.pastime_habit import pastimes_by_habit
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _pastimes(text: str) -> list[str]:
    out = pastimes_by_habit(Message(text, "Tom", AT), [])
    return [str(c.object) for c in out if c.predicate == "hobby"]


@pytest.mark.parametrize(
    ("text", "pastime"),
    [
        ("Sold the Warhammer army, drone photography is the new obsession.", "drone photography"),
        ("My new obsession is padel, honestly", "padel"),
        ("Now it's trail running with Sipho every Saturday at 6am.", "trail running"),
        ("Any bouldering spot near Shibuya? I go three times a week", "bouldering"),
        ("Help me pick a pottery wheel? I'm at the studio every Sunday", "pottery"),
        ("which app do you use for birding? I'm out with my binoculars every weekend", "birding"),
        ("cold water swimming is my new religion", "cold water swimming"),
        ("Which line is best for snapper when I go fishing off the rocks at Hellshire?", "fishing"),
        ("any tips for keeping warm when I go surfing in winter?", "surfing"),
        ("sorry i missed your call i was at choir practice, the alto part is killing me", "choir"),
        ("can't talk, just got back from netball training", "netball"),
        (
            "Sold most of the Warhammer army to fund a drone — drone photography is the new "
            "obsession.",
            "drone photography",
        ),
    ],
)
def test_the_speakers_pastime(text: str, pastime: str) -> None:
    assert _pastimes(text) == [pastime]


@pytest.mark.parametrize(
    "text",
    [
        "I used to go bouldering every week, knees said no",  # the past
        "I get so bored when I go shopping with my mum",  # no pastime of the lexicon
        "I was at driving practice all morning",  # no pastime of the lexicon
        "Any tennis or golf club near me? I go every weekend",  # two pastimes
        "My new thing is that I wake up at 5",  # no pastime
        "I go to the office every day, hate it",  # no pastime said
        "Sourdough is my new thing",  # no pastime of the lexicon, no -ing
        "I gave up pottery, now it's Netflix every night",  # no pastime
    ],
)
def test_no_pastime(text: str) -> None:
    assert _pastimes(text) == []


def test_a_habits_verb_read_as_a_pastime_or_a_diet_gives_way() -> None:
    text = "Any bouldering spot near Shibuya? I go three times a week"
    diet = named_claim("Tom", "diet", "go", "assert", AT, (36, 38))
    out = pastimes_by_habit(Message(text, "Tom", AT), [diet])
    assert [(c.predicate, c.object) for c in out] == [("hobby", "bouldering")]


def test_a_pastime_claim_of_some_of_its_words_gives_way() -> None:
    text = "Sold the Warhammer army, drone photography is the new obsession."
    part = named_claim("Tom", "hobby", "drone", "assert", AT, (26, 31))
    out = pastimes_by_habit(Message(text, "Tom", AT), [part])
    assert [str(c.object) for c in out] == ["drone photography"]
