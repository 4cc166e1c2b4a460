"""A relative's home said by where they are (`kin_home`): "my parents are in Busan", "Mum is
still up in Inverness". Not a stay ("for two weeks", "this weekend"), a school year, a ward
or a department, and not the speaker's own "I'm in Paris"."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.kin_home import kin_homes
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)


def _homes(text: str, speaker: str = "Ji") -> set[tuple[str, str]]:
    return {
        (c.subject, str(c.object))
        for c in kin_homes(Message(text, speaker, AT), [])
        if c.predicate == "lives_in"
    }


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("my parents are in Busan, I go down on the KTX every Chuseok", ("Ji's parents", "Busan")),
        ("My dad's in Toowoomba and doesn't use email", ("Ji's dad", "Toowoomba")),
        ("Mum is still up in Inverness, rattling around that big house", ("Ji's mom", "Inverness")),
        ("my in-laws are down in Cornwall", ("Ji's in-laws", "Cornwall")),
        ("Nana's still in Kumasi, won't hear of moving", ("Ji's grandma", "Kumasi")),
        ("my brother Kwame is in Accra, he runs a shop there", ("Kwame", "Accra")),
        ("our grandparents are both back in San Juan", ("Ji's grandparents", "San Juan")),
        ("my mum and dad are in Tulsa", ("Ji's parents", "Tulsa")),
    ],
)
def test_a_relative_said_to_be_in_a_place_lives_there(text: str, home: tuple[str, str]) -> None:
    assert _homes(text) == {home}


@pytest.mark.parametrize(
    "text",
    [
        "Mum's in Spain for two weeks so I'm feeding the cat",
        "our kids are in London this weekend with their dad",
        "my sister's in Year 9 now, scary",
        "my son's in Reception at St Mary's",
        "my dad is in Hospital again",
        "my brother's in Sales at Unilever",
        "I'm in Paris, the food is unreal",
        "my friend is in Berlin",
        "my aunt is in Lagos on holiday",
        "Dad's in Manchester till Friday",
        "my cousin is in Madrid for work",
        "my wife is in Paris, missing her",
    ],
)
def test_a_stay_a_class_a_ward_or_the_speaker_is_no_home(text: str) -> None:
    assert _homes(text) == set()


def test_a_home_read_already_stays() -> None:
    held = [named_claim("Ji's parents", "lives_in", "Busan", "assert", AT, (0, 5))]
    assert kin_homes(Message("my parents are in Busan", "Ji", AT), held) == held


def test_the_speaker_is_not_given_a_relatives_home() -> None:
    misread = named_claim("Ji", "lives_in", "Phoenix", "assert", AT, (18, 25))
    out = kin_homes(Message("My in-laws are in Phoenix.", "Ji", AT), [misread])
    assert {(c.subject, str(c.object)) for c in out} == {("Ji's in-laws", "Phoenix")}
