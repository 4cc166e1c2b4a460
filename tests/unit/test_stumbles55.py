"""Fifty-fifth session: stumbles found by saying things as users do, checked with no reader and
with the shipped one."""

from __future__ import annotations

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.reader_misreads import misread
from tests.unit.asserted import AT, BOTH, read_by

_read = read_by


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


@BOTH
@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Dad's still doing bowls at Murrayfield club", "hobby", "bowls"),
        ("doing yoga at the Y on Mondays", "hobby", "yoga"),
        ("doing law at Coimbra", "studies_at", "Coimbra"),
        ("I'm doing a masters at UCL", "studies_at", "UCL"),
    ],
)
def test_a_pastime_done_somewhere_is_no_school(
    extractor: ConversationExtractor, text: str, slot: str, value: str
) -> None:
    read = _read(extractor, text, "Moira")
    assert any(r[2] == slot and r[3] == value for r in read), read
    if slot == "hobby":
        assert not {r for r in read if r[2] == "studies_at"}


@BOTH
@pytest.mark.parametrize(
    ("text", "subject", "old", "new"),
    [
        ("I've given up golf. I'm doing yoga instead", "Eilidh", "golf", "yoga"),
        (
            "Dad's given up bowls btw, his knee. he's doing the U3A walking group on Thursdays "
            "instead",
            "Eilidh's dad",
            "bowls",
            "walking",
        ),
    ],
)
def test_a_pastime_given_up_for_another_is_ended_by_name(
    extractor: ConversationExtractor, text: str, subject: str, old: str, new: str
) -> None:
    read = _read(extractor, text, "Eilidh")
    assert ("end", subject, "hobby", old) in read  # kept by name: known to have held
    assert ("end", subject, "hobby", "None") in read  # and every pastime ends, as before
    assert ("assert", subject, "hobby", new) in read


def test_a_name_that_ends_the_message_is_no_call() -> None:
    said = Claim("Asha", "streaming_service", "Netflix", None, True, AT, None, (0, 7), "", 0.6)
    assert not misread(Message("Netflix!", "Asha", AT), said, [])
    called = Claim("Moira", "studies_at", "EILIDH", None, True, AT, None, (0, 6), "", 0.6)
    assert misread(Message("EILIDH!!! so proud. Are you moving?", "Moira", AT), called, [])
