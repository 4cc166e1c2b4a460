"""Pastimes said in shapes the frames read only for a listed word (`conversation.pastime`),
and partners said after a break-up in everyday words (`cross_clause`, `people`). Sentences
written for these tests (not from any bench set), with near-misses that must not be read."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 3, 15, 12, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _claims(text: str, predicate: str, action: str = "assert") -> list[str | None]:
    return [
        c.object or c.value
        for c in WITH.extract(Message(text, "Maya", AT))
        if c.predicate == predicate and c.action == action and c.polarity
    ]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I do capoeira-style ballet twice a week at a studio.", "capoeira-style ballet"),
        ("I do embroidery most evenings", "embroidery"),
        ("I'm in the local orchestra.", "local orchestra"),
        ("I'm in a netball team on Wednesdays.", "netball team"),
        ("I joined a hiking club in March.", "hiking club"),
        ("I'm all about calligraphy these days", "calligraphy"),
        ("I'm big into skateboarding now.", "skateboarding"),
        ("I swim most mornings before work.", "swim"),
        ("I draw every evening.", "draw"),
        ("I've joined a choir at church.", "choir"),
    ],
)
def test_pastime_by_shape_and_meaning(text: str, value: str) -> None:
    assert value in _claims(text, "hobby")


@pytest.mark.parametrize(
    "text",
    [
        "I'm in a meeting till three.",
        "I'm in a team of five at work.",
        "I'm in a band of misfits at work lol",
        "I do overtime most weeks.",
        "I started therapy in March.",
        "I shower every morning.",
        "I work a lot on weekends.",
        "I pray every night.",
        "I do admin for a charity.",
        "I'm in a WhatsApp group for the building.",
    ],
)
def test_not_a_pastime(text: str) -> None:
    assert _claims(text, "hobby") == []


def test_new_partner_after_a_lower_case_break_up() -> None:
    text = "tomas and i are done. been on a couple of dates with Ines since june"
    assert "Tomas" in _claims(text, "partner", "end")
    assert _claims(text, "partner") == ["Ines"]


def test_we_are_not_together_then_someone_met_and_named() -> None:
    text = "We're not together anymore. I met someone through work, his name is Dario."
    assert _claims(text, "partner", "end") == [None]
    assert _claims(text, "partner") == ["Dario"]


@pytest.mark.parametrize(
    "text",
    [
        "We're still together, ten years now.",
        "We weren't together at the party.",
        "I met someone at the conference, her name is Olga.",  # no break-up said
        "I've been with Deloitte since 2020.",
        "work and i are done for today",
    ],
)
def test_no_partner_change(text: str) -> None:
    assert _claims(text, "partner", "end") == []
    assert _claims(text, "partner") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Our spaniel, Bramble, is terrified of the hoover.", "Bramble"),
        ("I love my cat, Mochi, to bits.", "Mochi"),
        ("The tortoise, Shelby, escaped again lol", "Shelby"),
        ("my rabbit chews every cable in the flat", "rabbit"),
        ("our puppy has a vet check on Monday", "puppy"),
    ],
)
def test_pet_named_in_passing(text: str, value: str) -> None:
    assert value in _claims(text, "has_pet")


@pytest.mark.parametrize(
    "text",
    [
        "the dog next door barks all night",
        "my cat food order is late",
        "The vet, Dr. Moss, was lovely.",
        "my dog walker quit",
    ],
)
def test_no_pet_in_passing(text: str) -> None:
    assert _claims(text, "has_pet") == []


def test_rip_ends_a_pet_only() -> None:
    assert _claims("RIP Toffee, best girl. Miss her every day", "has_pet", "end") == ["Toffee"]
    assert _claims("rip my knees after that hike", "has_pet", "end") == []


@pytest.mark.parametrize(
    ("text", "team"),
    [
        ("I've become a Hertha fan since the move.", "Hertha"),
        ("I became a Real Sociedad supporter after living in San Sebastián", "Real Sociedad"),
        ("Celtic til I die.", "Celtic"),
        ("Hockey-wise I'm a Canucks girl", "Canucks"),
        ("I'm a Saracens man when it comes to rugby", "Saracens"),
    ],
)
def test_team_in_everyday_shapes(text: str, team: str) -> None:
    assert team in _claims(text, "supports_team")


@pytest.mark.parametrize(
    "text",
    ["I'm a Mac guy, always have been.", "I'm a Cambridge man, went there in the 90s.",
     "Love you til I die x"],
)  # fmt: skip
def test_no_team(text: str) -> None:
    assert _claims(text, "supports_team") == []


def test_when_someone_works_is_no_occupation() -> None:
    assert _claims("My brother Tariq works nights at the depot.", "occupation") == []
    assert _claims("I work weekends mostly.", "occupation") == []


def test_a_drink_by_its_word_stays_on_drinks() -> None:
    assert _claims("I stick with soy milk in my tea.", "drinks") == ["soy milk"]
    assert _claims("I stick with soy milk in my tea.", "diet") == []


def test_a_time_read_from_a_clause_stays_beside_a_pastime() -> None:
    assert _claims("book club is on Sundays now", "meeting_time") == ["Sundays"]
    assert _claims("Our standup moved to Mondays at 10.", "standup_time") == ["Mondays at 10"]
    assert _claims("I've joined a jazz band, rehearsals are Mondays.", "hobby") == ["jazz band"]


def test_a_pet_described_is_not_also_its_kind() -> None:
    assert "dog" not in _claims("My dog is a collie called Bess.", "has_pet")


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I'm studying Afrikaans at night school", "learning_language", "Afrikaans"),
        (
            "I'm learning Luxembourgish for the citizenship test",
            "learning_language",
            "Luxembourgish",
        ),
        ("Sunday afternoons are for gardening", "hobby", "gardening"),
        ("weekend mornings are for parkrun", "hobby", "parkrun"),
    ],
)
def test_learned_and_free_time(text: str, slot: str, value: str) -> None:
    assert value in _claims(text, slot)


@pytest.mark.parametrize(
    "text",
    ["I'm learning the ropes at work", "I'm learning to drive", "I'm learning patience lol",
     "Sunday mornings are for family"],
)  # fmt: skip
def test_nothing_learned_nor_pastime(text: str) -> None:
    assert _claims(text, "hobby") == [] and _claims(text, "learning_language") == []


def test_a_language_moved_on_to_is_no_home() -> None:
    text = "I can chat in Yoruba now so I've moved on to Portuguese."
    assert _claims(text, "learning_language") == ["Portuguese"]
    assert _claims(text, "lives_in") == []


def test_a_partner_said_with_a_courting_cue() -> None:
    text = "guess who's off the market! been with Dayo since june, he's lovely"
    assert _claims(text, "partner") == ["Dayo"]
    assert _claims("Been with Accenture since 2019, off the market for recruiters", "partner") == []


def test_a_partner_named_ends_single_only() -> None:
    text = "Been seeing Tomasz since the summer, he's great."
    assert _claims(text, "relationship_status", "end") == ["single"]
    assert _claims("My boss Tomasz is great.", "relationship_status", "end") == []


def test_a_body_part_is_no_subject() -> None:
    text = "Ankle's wrecked so no more netball for me, took up rowing instead."
    assert "rowing" in _claims(text, "hobby")
    assert all(c.subject == "Maya" for c in WITH.extract(Message(text, "Maya", AT)))
