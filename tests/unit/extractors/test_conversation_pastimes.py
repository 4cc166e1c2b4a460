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
