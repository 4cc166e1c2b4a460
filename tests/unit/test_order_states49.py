"""An order or a request in a state it waits in: "in production", "stuck in customs",
"awaiting payment confirmation", "awaiting inspection" (`lexicon.STATES`), said of the thing
itself ("The custom sofa from the workshop in Dakar is still in production": `events`), and
no state said as a stretch of time ("Seven months of 'in production'": `state_stretch`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.state_stretch import no_stretch_states
from chronofact.extractors.conversation.statements import named_claim
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _states(text: str, speaker: str = "Ana") -> set[tuple[str, str]]:
    return {
        (c.subject, str(c.value or c.object))
        for c in WITH.extract(Message(text, speaker, AT))
        if c.predicate == "status" and c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "state"),
    [
        (
            "the bookshelf I ordered from the joiner is still in production, another month",
            ("Ana's order", "in production"),
        ),
        (
            "my new glasses are stuck in customs in Dublin, brilliant",
            ("Ana's glasses", "stuck in customs"),
        ),
        (
            "The custom sofa from the workshop in Dakar is still in production, 6 months minimum",
            ("Ana's sofa", "in production"),
        ),
        (
            "my sofa order from Urban Ladder still says 'in production', 10 weeks and counting",
            ("Ana's order", "in production"),
        ),
        (
            "my passport application is awaiting payment confirmation",
            ("Ana's request", "awaiting payment confirmation"),
        ),
        (
            "the warranty claim is awaiting inspection, they sent an assessor",
            ("Ana's request", "awaiting inspection"),
        ),
        ("the dining chairs are out for delivery today!", ("Ana's chairs", "out for delivery")),
        ("Order KC-2091 is awaiting payment, third day now.", ("KC-2091", "awaiting payment")),
        ("Dario's sofa was delivered on Friday", ("Dario's sofa", "delivered")),
        (
            "My flatmate Dario's custom sofa is backordered, maybe by summer",
            ("Dario's sofa", "backordered"),
        ),
    ],
)
def test_a_waiting_state_is_read(text: str, state: tuple[str, str]) -> None:
    assert state in _states(text)


@pytest.mark.parametrize(
    ("text", "state"),
    [
        (
            "Order 55821 delivered! Seven months of 'in production' and the sofa is finally home.",
            {("55821", "delivered")},
        ),
        (
            "KC-2091 got cancelled by the supplier after months of awaiting payment confirmation.",
            {("KC-2091", "cancelled")},
        ),
    ],
)
def test_a_state_said_as_a_stretch_of_time_is_none(text: str, state: set[tuple[str, str]]) -> None:
    assert _states(text) == state


def test_a_state_said_both_ways_stays() -> None:
    text = "Still in production. After weeks of in production I give up asking."
    held = [named_claim("Ana's order", "status", "in production", "assert", AT, (6, 19))]
    assert no_stretch_states(Message(text, "Ana", AT), held) == held


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("Argos order 88123 came today, only took a week", ("88123", "arrived")),
        ("refund approved at last, £45 back in my account", ("Ana's request", "approved")),
        ("visa approved!!! flying out in May", ("Ana's request", "approved")),
        ("the council complaint got upheld, they're fixing the road", ("Ana's request", "upheld")),
        ("the fridge turned up yesterday, two months late", ("Ana's fridge", "arrived")),
        ("the table's here, the courier left it in the rain though", ("Ana's table", "arrived")),
        ("the parcel is sitting at the depot, need to collect it", ("Ana's order", "at the depot")),
    ],
)
def test_a_new_state_said_in_a_headline_or_by_coming(text: str, state: tuple[str, str]) -> None:
    assert state in _states(text)


@pytest.mark.parametrize(
    "text",
    ["my brother turned up late again", "the plumber came yesterday", "was my refund approved?"],
)
def test_a_person_coming_or_a_question_is_no_state(text: str) -> None:
    assert _states(text) == set()
