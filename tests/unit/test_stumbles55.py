"""Fifty-fifth session: stumbles found by saying things as users do, checked with no reader and
with the shipped one."""

from __future__ import annotations

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed, embed_one
from tests.unit.asserted import AT, WITH

RULES = ConversationExtractor(embedder=embed, single=embed_one, reader=None)
BOTH = pytest.mark.parametrize("extractor", [RULES, WITH], ids=["rules", "reader"])


def _read(extractor: ConversationExtractor, text: str, speaker: str) -> set[tuple[str, ...]]:
    return {
        (c.action, c.subject, c.predicate, str(c.object or c.value))
        for c in extractor.extract(Message(text, speaker, AT))
    }


@BOTH
@pytest.mark.parametrize(
    ("text", "slot", "old", "new"),
    [
        (
            "finally dumped Showmax for Netflix, so much better",
            "streaming_service",
            "Showmax",
            "Netflix",
        ),
        (
            "ditched Netflix for Disney+, the kids wanted Bluey",
            "streaming_service",
            "Netflix",
            "Disney+",
        ),
        ("left Spotify for Apple Music", "music_streaming", "Spotify", "Apple Music"),
    ],
)
def test_a_swap_between_two_services_is_no_job(
    extractor: ConversationExtractor, text: str, slot: str, old: str, new: str
) -> None:
    read = _read(extractor, text, "Asha")
    assert ("assert", "Asha", slot, new) in read
    assert ("end", "Asha", slot, old) in read
    assert not {r for r in read if r[2] == "works_at"}


@BOTH
@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("left Netflix for Disney+, better offer and a bigger team", "Disney+"),
        ("left Ericsson, I'm at Spotify now", "Spotify"),
    ],
)
def test_a_move_said_with_work_words_stays_a_job(
    extractor: ConversationExtractor, text: str, job: str
) -> None:
    assert ("assert", "Asha", "works_at", job) in _read(extractor, text, "Asha")


@BOTH
@pytest.mark.parametrize(
    ("text", "subject", "hobby"),
    [
        ("Dad's joined the U3A walking group", "Eilidh's dad", "walking group"),
        ("I joined the Partick knitting circle", "Eilidh", "knitting circle"),
    ],
)
def test_a_leisure_group_joined_is_a_pastime(
    extractor: ConversationExtractor, text: str, subject: str, hobby: str
) -> None:
    read = _read(extractor, text, "Eilidh")
    assert ("assert", subject, "hobby", hobby) in read
    assert not {r for r in read if r[2] == "works_at"}


@BOTH
@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("Callum joined the Edinburgh Group, a PE firm", "Edinburgh Group"),
        ("Priya joined Deloitte in March", "Deloitte"),
    ],
)
def test_a_company_joined_stays_an_employer(
    extractor: ConversationExtractor, text: str, employer: str
) -> None:
    subject = text.split()[0]
    assert ("assert", subject, "works_at", employer) in _read(extractor, text, "Eilidh")


@BOTH
@pytest.mark.parametrize(
    "text",
    [
        "EILIDH!!! so proud. Does that mean you're leaving Edinburgh?",
        "Mum! look at this, the cat's in the sink again",
    ],
)
def test_a_name_called_out_is_no_fact(extractor: ConversationExtractor, text: str) -> None:
    read = _read(extractor, text, "Moira")
    assert not {r for r in read if r[3].casefold() in ("eilidh", "mum")}
