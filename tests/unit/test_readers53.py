"""Fifty-third session: stumbles found by using the product. A thing whose slot by meaning holds
no time, said with its time alone ("our pub quiz is Wednesdays at 8 now"), is on at that time.
My own sentences."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _read(text: str, speaker: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, speaker, AT))
        if c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("our pub quiz is Wednesdays at 8 now", "Wednesdays at 8"),
        ("our pub quiz is on Wednesdays at 8.", "Wednesdays at 8"),
        ("The pub quiz is every Thursday now", "Thursday"),
    ],
)
def test_a_pastime_said_with_its_time_alone_is_on_at_that_time(text: str, when: str) -> None:
    read = _read(text, "Kemi")
    assert ("Kemi", "meeting_time", when) in read
    assert not any(p == "hobby" and when in v for _, p, v in read)


def test_a_pastime_said_with_more_than_its_time_is_no_meeting() -> None:
    assert not any(
        p == "meeting_time" for _, p, _ in _read("our pub quiz team is the Quizzly Bears", "Kemi")
    )


@pytest.mark.parametrize(
    "text",
    [
        "Sal is a wizard with a fade",
        "Tunde is a total legend",
        "honestly Bisi is a lifesaver",
        "Marco's a bit of a character",
    ],
)
def test_praise_is_no_kind_of_person(text: str) -> None:
    assert not any(p == "is_a" for _, p, _ in _read(text, "Kemi"))


def test_a_kind_of_person_is_still_read() -> None:
    assert ("Tunde", "occupation", "nurse") in _read("Tunde is a nurse", "Kemi")


def test_a_barber_named_and_praised_is_no_partner() -> None:
    read = _read("my barber Sal is a total legend", "Kemi")
    assert ("Kemi", "barber", "Sal") in read
    assert not any(p in ("partner", "married_to") for _, p, _ in read)


def test_a_partner_said_beside_a_haircut_is_kept() -> None:
    read = _read("got my hair cut by Priya, my wife", "Kemi")
    assert ("Kemi", "married_to", "Priya") in read


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("ugh my Redmi died, using my dad's old iPhone 8 till payday", "uses_phone", "iPhone 8"),
        ("on the Pixel 7 till Friday, then we'll see", "uses_phone", "Pixel 7"),
    ],
)
def test_a_value_said_with_how_long_it_lasts_is_read_without_it(
    text: str, slot: str, value: str
) -> None:
    """ "using my dad's old iPhone 8 till payday" had been read whole, "till payday" and all."""
    held = [v for _, p, v in _read(text, "Ravi") if p == slot]
    assert held and all(v.endswith(value) for v in held)
