"""Lasting states said in fixed everyday shapes (`conversation.shapes`, `special.possessive`):
the subject, verb or slot noun left out, or the value in an aside. Sentences written for these
tests (not from any bench set), each shape with small talk that only looks alike."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 3, 15, 12, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)
Row = tuple[str, str, str | None, str]


def _asserted(text: str) -> list[tuple[str, str | None]]:
    claims = WITH.extract(Message(text, "Maya", AT))
    return [
        (c.predicate, c.object or c.value)
        for c in claims
        if c.action == "assert" and c.polarity and c.subject == "Maya"
    ]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Been a barista at a coffee shop in Bristol for two years.", "occupation", "barista"),
        ("Been a night nurse at St Mary's since 2022.", "works_at", "St Mary's"),
        ("Real Betis is my team, have been since I was little.", "supports_team", "Real Betis"),
        ("Celtic all the way!", "supports_team", "Celtic"),
        ("Still divorced, still happy about it.", "relationship_status", "divorced"),
        ("married, two kids, living in Porto.", "relationship_status", "married"),
        ("My evenings are all about rock climbing.", "hobby", "rock climbing"),
        ("My current account is at Monzo.", "bank", "Monzo"),
        ("Our savings are with Nationwide.", "bank", "Nationwide"),
        ("I see a dermatologist, Dr. Okafor, twice a year.", "doctor", "Dr. Okafor"),
        ("We go to a vet, Dr. Brennan, near the park.", "vet", "Dr. Brennan"),
        (
            "I'm doing a traineeship through Leeds College of Building.",
            "studies_at",
            "Leeds College of Building",
        ),
        ("I log my rides with a Wahoo Elemnt.", "uses_device", "Wahoo Elemnt"),
        ("Shifted my savings to Nationwide last month.", "bank", "Nationwide"),
        ("I crochet in the evenings, mostly hats.", "hobby", "crochet"),
        ("I'm strictly vegan, have been for years.", "diet", "vegan"),
        (
            "I'm on a Samsung Galaxy S23, the screen is cracked though.",
            "uses_phone",
            "Samsung Galaxy S23",
        ),
        ("Our parent-teacher meetings happen in the school gym.", "meeting_place", "school gym"),
        ("The quiz night happens at the Crown every Thursday.", "meeting_place", "Crown"),
        ("I record my hikes with a Suunto 9.", "uses_device", "Suunto 9"),
        ("I'm the deputy head teacher these days.", "occupation", "deputy head teacher"),
        ("yep, still at Ocado, the night shifts are rough", "works_at", "Ocado"),
        ("Still at Shell in the trading team.", "works_at", "Shell"),
        ("Dr. Amadi is my GP.", "doctor", "Dr. Amadi"),
        ("my flat in Ghent is freezing this week", "lives_in", "Ghent"),
        ("me and the kids in our little house in Tamale, all good", "lives_in", "Tamale"),
        ("i report to a woman named Zanele", "manager", "Zanele"),
        ("I root for Boca, my grandfather did too.", "supports_team", "Boca"),
        ("Honestly I'm rooting for Ajax this season and always.", "supports_team", "Ajax"),
        ("I'm the area operations manager for Yorkshire.", "occupation", "area operations manager"),
        ("I lead the warehouse automation rollout.", "project", "warehouse automation rollout"),
        ("I'm learning English at the community centre.", "learning_language", "English"),
        ("Learning Welsh on Duolingo, slowly.", "learning_language", "Welsh"),
    ],
)
def test_shape_states_the_slot(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _asserted(text)


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("Been a long week at work.", {"occupation", "works_at"}),
        ("Been a while since we talked.", {"occupation", "works_at"}),
        ("Still tired from the trip.", {"relationship_status", "diet"}),
        ("Single file through the gate, please.", {"relationship_status"}),
        ("My weekend was all about cleaning.", {"hobby"}),
        ("It's all about balance.", {"hobby"}),
        ("My kids are at school today.", {"studies_at"}),
        ("My thoughts are with you.", {"bank"}),
        ("This is my favourite song.", {"favourite_song"}),
        ("I see a friend, Anna, on Sundays.", {"doctor", "therapist", "friend"}),
        ("I see a lot of my friends, Anna and Bob, every week.", {"doctor", "friend"}),
        ("Love all the way.", {"supports_team"}),
        ("I'm doing a course on pottery this weekend.", {"studies_at"}),
        ("My team is great this quarter.", {"supports_team"}),
        ("The accident happened in the car park.", {"meeting_place"}),
        ("The party happens at a bar near Anna's.", {"meeting_place"}),
        ("I log my hours with the timesheet app.", {"uses_device"}),
        ("I'm the worst at keeping plants alive.", {"occupation", "role"}),
        ("I'm the one who booked the table.", {"occupation", "role"}),
        ("I lead the way on the hike, everyone else is slow.", {"project"}),
        ("still at the airport, the flight is delayed", {"works_at"}),
        ("Still at it, nearly done.", {"works_at"}),
        ("I report to the front desk at nine.", {"manager"}),
        ("Tom is my Hero.", {"hero"}),
        ("my old flat in Leeds was so damp", {"lives_in"}),
        ("our holiday home in Spain is rented out", {"lives_in"}),
        ("Sold my house in Bristol last year.", {"lives_in"}),
        ("I miss my flat in Lyon.", {"lives_in"}),
    ],
)
def test_small_talk_states_nothing(text: str, slots: set[str]) -> None:
    assert not [row for row in _asserted(text) if row[0] in slots]


def test_a_name_ending_in_ed_is_still_a_name() -> None:
    claims = WITH.extract(Message("Fred moved to Leeds.", "Maya", AT))
    assert [(c.subject, c.predicate, c.object) for c in claims] == [("Fred", "lives_in", "Leeds")]


def test_a_past_aside_after_a_comma_is_no_new_state() -> None:
    claims = WITH.extract(
        Message("Parcel 40917 got cancelled, the lamp was out of stock.", "Maya", AT)
    )
    assert [(c.subject, c.value) for c in claims] == [("40917", "cancelled")]
