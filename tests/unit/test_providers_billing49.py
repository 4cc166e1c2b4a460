"""A provider that bills the speaker, is topped up, or whose SIM or signal the speaker has, is
the speaker's (`providers`): "BNP ... charged me", "Scottish Power sent another bill", "top up
the Optus prepaid", "I carry only Airtel SIM these days". A plain mention is still none."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _read(text: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object))
        for c in WITH.extract(Message(text, "Nia", AT))
        if c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Scottish Power sent another bill, I'm sure they're guessing the meter",
            ("Nia", "energy_supplier", "Scottish Power"),
        ),
        ("gonna top up the Optus prepaid before I go", ("Nia", "mobile_carrier", "Optus")),
        (
            "I carry only Airtel SIM these days, the data is steady",
            ("Nia", "mobile_carrier", "Airtel"),
        ),
        (
            "Scottish Power want £180 a month for a two bed flat",
            ("Nia", "energy_supplier", "Scottish Power"),
        ),
        # found ingesting a chat (session 51): the deed opens the sentence, "I" left out
        (
            "Sorted the energy finally, Octopus put a smart meter in and the bill dropped",
            ("Nia", "energy_supplier", "Octopus"),
        ),
        ("Vodafone sent me a new SIM", ("Nia", "mobile_carrier", "Vodafone")),
        (
            "Got the broadband sorted, Virgin Media came round to install it this morning",
            ("Nia", "internet_provider", "Virgin Media"),
        ),
    ],
)
def test_a_provider_that_bills_or_serves_the_speaker_is_theirs(
    text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in _read(text)


@pytest.mark.parametrize(
    "text",
    [
        "We had a big argument about the British Gas bills.",
        "British Gas sent an engineer to my neighbour's house",
        "Generali wanted 30% more at renewal in June, so I switched.",
    ],
)
def test_a_plain_mention_is_no_provider(text: str) -> None:
    held = ("energy_supplier", "mobile_carrier", "insurer", "car_insurer")
    assert not [f for f in _read(text) if f[1] in held and f[2] in text.split(" ", 2)[:2]]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Our health plan is with Bupa through my job", ("Nia", "health_insurer", "Bupa")),
        (
            "We moved the whole family to AXA after the claim mess with Bupa",
            ("Nia", "insurer", "AXA"),
        ),
    ],
)
def test_a_health_plan_or_a_claim_says_an_insurer(text: str, fact: tuple[str, str, str]) -> None:
    # found asking over MCP (session 51): both were read as a bank
    read = _read(text)
    assert fact in read
    assert not any(p == "bank" for _, p, _ in read)
