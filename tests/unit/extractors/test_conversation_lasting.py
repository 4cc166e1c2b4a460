"""The gate before slots by meaning (`lasting.can_state_lasting`): a clause goes to the slot
matcher only when it can state a lasting state. Sentences written for these tests (not from
LoCoMo or any bench set), varied in wording; no embedder is needed."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.extract import conversation_claims
from chronofact.extractors.conversation.generic_pass import read_clause
from chronofact.extractors.conversation.lasting import can_state_lasting
from chronofact.extractors.conversation.people import People
from chronofact.extractors.conversation.slot_match import ClauseRecorder

AT = datetime(2025, 9, 15, 12, tzinfo=UTC)


def _gate(body: str, verb_start: bool = False, when: str = "") -> bool:
    _, reading = read_clause(body, People("Maya"), None, verb_start, [when] if when else [])
    assert reading is not None, body
    return can_state_lasting(reading)


KEPT = [
    # a copula with a thing after it
    ("I'm a pharmacist at the children's hospital now", False),
    ("I'm on Vodafone these days", False),
    ("I am in charge of the spring fundraiser", False),
    # a present habit or state
    ("We swim at the lido on Saturdays", False),
    ("I usually ride an old Peugeot to the office", False),
    ("I have a tortoise called Shelly", False),
    # a change said by its verb
    ("I switched to a standing desk", False),
    ("I adopted two kittens from the shelter", False),
    ("took up archery over the summer", True),
    ("I got a new job at the harbour authority", False),
    # an end
    ("I'm done with the choir", False),
    ("cancelled my gym membership", True),
    # my X <verb>s ..., things in a state or due
    ("My pension goes into a Triodos account", False),
    ("Ticket 4410 is on hold", False),
    ("The sofa cover I ordered is out for delivery", False),
    ("My visa application was approved", False),
]

DROPPED = [
    # feelings, opinions, adjectives after a copula
    ("I'm so tired after the trip", False),
    ("I'm really grateful for my friends", False),
    ("I love how calm the lake looks", False),
    ("I think the new mayor is doing fine", False),
    # wishes, plans, ability, obligation, the future
    ("I want to learn the cello someday", False),
    ("I'll probably visit Oslo next year", False),
    ("I can't eat spicy food", False),
    ("I have to look into cheaper flights", False),
    ("I used to have a parrot", False),
    # one-off past events
    ("I went bowling with my cousins last night", False),
    ("We had a barbecue at the beach", False),
    ("I baked a lemon cake for the party", False),
    ("took my nephew to the zoo", True),
    # fragments and compliments
    ("playing cards with grandpa", True),
    ("at the street festival", True),
    ("Your patience is really appreciated", False),
    ("we learn a lot from mistakes", False),
    ("we ended up with pizza", False),
    ("I left for the airport at six", False),
]


@pytest.mark.parametrize(("body", "verb_start"), KEPT)
def test_lasting_clause_goes_to_the_matcher(body: str, verb_start: bool) -> None:
    assert _gate(body, verb_start)


@pytest.mark.parametrize(("body", "verb_start"), DROPPED)
def test_small_talk_clause_is_kept_from_the_matcher(body: str, verb_start: bool) -> None:
    assert not _gate(body, verb_start)


def test_a_deadline_with_a_date_passes_even_as_an_obligation() -> None:
    assert _gate("We need to file the report by June 3", when="June 3")
    assert not _gate("We need to file the report")


def test_only_lasting_clauses_are_embedded() -> None:
    """The recorder stands in for the matcher: it sees what would be embedded."""
    recorder = ClauseRecorder()
    text = (
        "I went to a concert yesterday, it was amazing. I'm so happy for you! "
        "I pedal a Gazelle to work these days."
    )
    conversation_claims(Message(text, "Maya", AT), recorder)
    assert len(recorder.texts) == 1
    assert "Gazelle" in recorder.texts[0]


def test_extract_many_reads_each_message_once_and_agrees_with_extract() -> None:
    """`extract_many` (one read per message, one embedding call for the batch) gives what
    `extract` gives message by message."""
    from chronofact.extractors.conversation import ConversationExtractor
    from chronofact.extractors.embeddings import embed

    extractor = ConversationExtractor(embedder=embed)
    first = Message("I'm on a Nokia G42 these days. We had pizza last night.", "Maya", AT)
    messages = [
        first,
        Message("I ride a Brompton to work now", "Maya", AT, first),
        Message("   ", "Maya", AT),
        Message("My visa application was approved.", "Ola", AT),
    ]
    batched = extractor.extract_many(messages)
    assert batched == [extractor.extract(m) for m in messages]
    assert any(c.predicate == "uses_phone" for c in batched[0])
    assert batched[2] == []
