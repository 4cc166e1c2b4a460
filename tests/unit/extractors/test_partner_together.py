"""The speaker's partner said by being together, with no partner word (`partner_together`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.partner_together import partner_together

AT = datetime(2025, 9, 15, tzinfo=UTC)


def _partners(text: str, speaker: str = "Mara") -> list[tuple[str, str, datetime | None]]:
    return [
        (c.subject, c.object or "", c.valid_from)
        for c in partner_together(Message(text, speaker, AT), [])
        if c.predicate == "partner" and c.action == "assert"
    ]


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("it's Sebas's birthday on Saturday and we've only been together since June", "Sebas"),
        ("Deniz wants to meet my parents next month, we've only been together since May", "Deniz"),
        ("Can you help me write an anniversary message for Rafael? Six months together", "Rafael"),
        ("Mathis and i are off to a wedding in Annecy, 6 months together, he is sweet", "Mathis"),
        ("Rory's been staying over most nights, think we're official", "Rory"),
        ("honestly Priya and I are a couple now, who knew", "Priya"),
    ],
)
def test_the_one_person_named_beside_being_together_is_the_partner(text: str, partner: str) -> None:
    assert [(s, p) for s, p, _ in _partners(text)] == [("Mara", partner)]


def test_the_partnership_holds_from_the_time_said() -> None:
    [(_, _, since)] = _partners("Deniz is lovely, we've been together since May")
    assert since == datetime(2025, 5, 1, tzinfo=UTC)
    [(_, _, since)] = _partners("Sam and I have been dating a while, we're official")
    assert since == AT


@pytest.mark.parametrize(
    "text",
    [
        "Tom and Jess have been together since May, so cute",  # not the speaker
        "Lisbon was amazing, we've been together in Porto too",  # a trip
        "Had dinner with my sister Paola and Tom, we've been together all day",  # kin named
        "we've been together three years and it's still great",  # no one named
        "Sam and Alex came round, we've been together since uni",  # two people
        "my parents' anniversary is on Friday, Dad booked Rossi's",  # theirs, not mine
        "Mara says we're official",  # the speaker's own name
        "Can you believe it? We're official!",  # sentence openers are no one
    ],
)
def test_nothing_without_one_partner_of_the_speaker(text: str) -> None:
    assert _partners(text) == []


def test_nothing_when_a_partner_is_already_read() -> None:
    from chronofact.extractors.claims import Claim

    held = Claim(
        subject="Mara", predicate="partner", object="Rory", value=None, polarity=True,
        valid_from=AT, valid_to=None, span=(0, 4), statement="Mara is dating Rory",
        confidence=0.8, action="assert",
    )  # fmt: skip
    message = Message("Rory's been staying over, think we're official", "Mara", AT)
    assert partner_together(message, [held]) == []
