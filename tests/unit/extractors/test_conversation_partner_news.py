"""A partner's news told by the one it happened to (twelfth session, using the product): "Sarah
broke up with me" ended a partner called "me"; "Tom proposed" and "so... I'm engaged??" gave
nothing. Each with look-alikes that must not give the fact. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.clauses import is_question
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _claims(text: str, speaker: str = "Maya") -> list[Claim]:
    return WITH.extract(Message(text, speaker, AT))


def _said(text: str, speaker: str = "Maya") -> set[tuple[str, str, str, str]]:
    return {
        (c.action, c.subject, c.predicate, str(c.object or c.value))
        for c in _claims(text, speaker)
        if c.polarity
    }


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("Sarah broke up with me last week", "Sarah"),
        ("ugh, Jake dumped me", "Jake"),
        ("Leo has left me. for good this time", "Leo"),
        ("Priya finally ditched me", "Priya"),
        ("Dimitri walked out on me in March", "Dimitri"),
    ],
)
def test_a_partner_who_ended_it_is_the_speakers_partner_ended(text: str, partner: str) -> None:
    said = _said(text)
    assert ("end", "Maya", "partner", partner) in said, said
    assert ("assert", "Maya", "relationship_status", "single") in said, said
    assert not any(obj.lower() in ("me", "us") for _, _, _, obj in said), said


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("Tom proposed last night!!", "Tom"),
        ("Priya proposed to me on the beach", "Priya"),
        ("Kwame popped the question at dinner", "Kwame"),
        ("Luis asked me to marry him and I said yes", "Luis"),
        ("Ife got down on one knee in front of everyone", "Ife"),
    ],
)
def test_a_proposal_to_the_speaker_makes_them_engaged(text: str, partner: str) -> None:
    said = _said(text)
    assert ("assert", "Maya", "engaged_to", partner) in said, said
    assert ("assert", "Maya", "relationship_status", "engaged") in said, said


@pytest.mark.parametrize(
    "text",
    [
        "Tom proposed but I said no",
        "Tom proposed, I turned him down",
        "my brother proposed to his girlfriend",
        "Tom proposed to Ana at the wedding",
        "my boss proposed a new schedule",
        "Sarah broke up with Tom",
        "Jake left me a voicemail",
        "Leo left me hanging all day",
    ],
)
def test_no_engagement_or_break_up_of_the_speakers_where_none_was_said(text: str) -> None:
    said = _said(text)
    assert not any(s == "Maya" and p == "engaged_to" for _, s, p, _ in said), said
    assert ("assert", "Maya", "relationship_status", "engaged") not in said, said
    assert ("assert", "Maya", "relationship_status", "single") not in said, said


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("so... I'm engaged??", False),
        ("I got the job at Monzo?!", False),
        ("omg we're moving to Leeds!?", False),
        ("my sister is pregnant??", False),
        ("are you moving to Leeds??", True),
        ("you're moving to Leeds??", True),
        ("I work at Monzo?", True),
        ("where do you work?!", True),
        ("Is Ana at Monzo now??", True),
    ],
)
def test_ones_own_news_said_in_wonder_states(text: str, asks: bool) -> None:
    assert is_question(text) is asks


def test_news_said_in_wonder_gives_the_fact() -> None:
    assert ("assert", "Maya", "relationship_status", "engaged") in _said("so... I'm engaged??")
    assert ("assert", "Maya", "works_at", "Monzo") in _said("I got the job at Monzo?!")


@pytest.mark.parametrize(
    "text",
    [
        "engaged?? \U0001f48d Tom asked in Noosa in July",
        "so um. engaged??",
        "married?! still can't believe it",
        "divorced!! finally",
    ],
)
def test_a_status_said_alone_in_wonder_is_the_speaker_s(text: str) -> None:
    statuses = {v for a, s, p, v in _said(text) if p == "relationship_status" and s == "Maya"}
    assert statuses & {"engaged", "married", "divorced"}


@pytest.mark.parametrize("text", ["engaged? who told you that", "vegan? me? never"])
def test_a_status_asked_alone_is_no_fact(text: str) -> None:
    assert not {p for _, _, p, _ in _said(text)} & {"relationship_status", "diet"}
