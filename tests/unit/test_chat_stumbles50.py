"""Stumbles found ingesting a WhatsApp chat with the CLI and asking it in words: a club's book
with the month said before the verb, a class moved "again, it's ...", a switch to cycling in
read as a pastime (which then ended the speaker's bouldering), and "car" of "car park" read as
a job."""

from __future__ import annotations

from datetime import UTC, datetime

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.class_time import class_times
from chronofact.extractors.conversation.commute_mode import commute_modes
from chronofact.extractors.conversation.parking_said import parking_spots_said
from chronofact.extractors.conversation.reading_now import books_being_read
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2026, 3, 2, 9, tzinfo=UTC)


def test_a_clubs_book_with_the_month_before_the_verb() -> None:
    text = "Book club this month is doing Piranesi, has anyone started it?"
    out = books_being_read(Message(text, "Ines", AT), [])
    assert [(c.predicate, c.object) for c in out] == [("reading", "Piranesi")]


def test_a_class_moved_again() -> None:
    out = class_times(
        Message("ha. stats moved again, it's Thursday afternoons now", "Tomas", AT), []
    )
    assert [(c.predicate, c.object) for c in out] == [
        ("statistics_class_time", "Thursday afternoons")
    ]


def test_switching_to_cycling_in_is_the_way_to_work_not_a_pastime() -> None:
    text = "I've switched to cycling in now, the DART was a nightmare"
    misread = named_claim("Tomas", "hobby", "cycling in", "assert", AT, (17, 27))
    out = commute_modes(Message(text, "Tomas", AT), [misread])
    assert [(c.predicate, c.object) for c in out] == [("vehicle", "cycling")]


def test_car_of_car_park_is_no_job() -> None:
    text = "lucky. They moved me to level B2 at the office car park, it's so dark down there"
    misread = named_claim("Ines", "occupation", "car", "assert", AT, (7, 60))
    out = parking_spots_said(Message(text, "Ines", AT), [misread])
    assert [(c.predicate, c.object) for c in out] == [("parking_spot", "level B2")]
