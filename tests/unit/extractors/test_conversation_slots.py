"""Slots by meaning: clauses no frame knows, read by shape and put on the nearest canonical slot
by MiniLM similarity (`generic`, `slot_match`). Sentences written for these tests (not from any
bench set). Also: the extractor without an embedder degrades to frames and words only."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.slot_match import SlotMatcher
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 9, 15, 12, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)
WITHOUT = ConversationExtractor()
Row = tuple[str, str, str | None, str]


def _rows(ex: ConversationExtractor, text: str) -> list[Row]:
    claims: list[Claim] = ex.extract(Message(text, "Maya", AT))
    return [(c.subject, c.predicate, c.object or c.value, c.action) for c in claims]


CASES: list[tuple[str, Row] | object] = [
    # hobby / sport, with trailing adverbials dropped
    pytest.param(
        "I bake sourdough bread at weekends.",
        ("Maya", "hobby", "sourdough bread", "assert"),
        marks=pytest.mark.xfail(
            strict=True,
            reason="similarity under MIN_SIMILARITY (0.42), raised from 0.35 so small talk does "
            "not become facts that lower LoCoMo recall (slot_match.MIN_SIMILARITY)",
        ),
    ),
    ("I'm through with tennis.", ("Maya", "hobby", "tennis", "end")),
    # order and ticket states, keyed by the id or by the kind of thing
    ("My passport application is pending.", ("Maya's request", "status", "pending", "assert")),
    (
        "The bookshelf I ordered is out for delivery.",
        ("Maya's order", "status", "out for delivery", "assert"),
    ),
    ("Parcel 55102 has been delivered.", ("55102", "status", "delivered", "assert")),
    # deadlines and meetings: the date or time said
    ("The grant proposal is due on March 3rd.", ("Maya", "deadline", "March 3rd", "assert")),
    (
        "Our sprint review moved to Fridays at 3pm.",
        ("Maya", "review_time", "Fridays at 3pm", "assert"),
    ),
    ("The dinner club meets at the Red Lion.", ("Maya", "meeting_place", "Red Lion", "assert")),
    # projects: the light verb is not the project
    (
        "I'm responsible for the annual budget review project.",
        ("Maya", "project", "annual budget review project", "assert"),
    ),
    # team, doctor, bank, language, devices
    ("Arsenal fan through and through.", ("Maya", "supports_team", "Arsenal", "assert")),
    ("I signed up with a new dentist, Dr. Moreau.", ("Maya", "doctor", "Dr. Moreau", "assert")),
    ("Closed my Santander account.", ("Maya", "bank", "Santander", "end")),
    ("Dutch is on hold for now.", ("Maya", "learning_language", "Dutch", "end")),
    ("I'm on a Fairphone 5 these days.", ("Maya", "uses_phone", "Fairphone 5", "assert")),
    ("I read comics on an iPad Mini.", ("Maya", "uses_device", "iPad Mini", "assert")),
]


@pytest.mark.parametrize(("text", "row"), CASES)
def test_slot_by_meaning(text: str, row: Row) -> None:
    assert row in _rows(WITH, text)


@pytest.mark.parametrize(
    "text", ["We had lasagne for dinner.", "The weather was awful on Tuesday.", "Thanks a lot!"]
)
def test_small_talk_gives_no_fact(text: str) -> None:
    assert _rows(WITH, text) == []


def test_a_change_of_a_many_valued_slot_ends_every_value() -> None:
    """ "Stopped X, took up Y": the hobby slot ends (every value), then Y starts."""
    rows = _rows(WITH, "I'm through with tennis, I've taken up archery.")
    assert ("Maya", "hobby", None, "end") in rows
    assert rows.index(("Maya", "hobby", None, "end")) < rows.index(
        ("Maya", "hobby", "archery", "assert")
    )


def test_without_an_embedder_frames_still_work_and_meaning_is_not_guessed() -> None:
    assert ("Maya", "works_at", "Stripe", "assert") in _rows(WITHOUT, "I work at Stripe.")
    assert _rows(WITHOUT, "I bake sourdough bread at weekends.") == []
    # a thing whose category the words say still ends its slot
    assert ("Maya", "learning_language", "Dutch", "end") in _rows(
        WITHOUT, "Dutch is on hold for now."
    )


def test_matcher_embeds_prototypes_once_and_batches_clauses() -> None:
    calls: list[int] = []

    def counting(texts: list[str]) -> list[list[float]]:
        calls.append(len(texts))
        return embed(texts)

    matcher = SlotMatcher(counting)
    first = matcher.nearest(["I drive a van to work.", "My dentist is Dr. Ode."])
    matcher.nearest(["We adopted a kitten."])
    prototypes = sum(len(spec.prototypes) for spec in SLOTS.values())
    assert calls == [prototypes, 2, 1]
    assert [slot for slot, _ in first] == ["vehicle", "doctor"]


@pytest.mark.parametrize(
    ("text", "slot", "place"),
    [
        ("yes, me and Biscuit in our tiny flat in Utrecht.", "lives_in", "Utrecht"),
        ("me and Tom in our little house near Ghent", "lives_in", "Ghent"),
    ],
)
def test_a_place_is_the_name_after_a_preposition_not_a_companion(
    text: str, slot: str, place: str
) -> None:
    """A place or an organisation read by meaning is the name said after 'in/at/near', not a
    bare name before it (before: 'Noor lives in Biscuit', the cat)."""
    claims = WITH.extract(Message(text, "Noor", AT, None))
    found = [c.object for c in claims if c.predicate == slot and c.subject == "Noor"]
    assert found == [place], claims
    assert all(c.object == place for c in claims if c.predicate == slot), claims  # Tom's too
