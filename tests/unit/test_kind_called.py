"""A place or a carer named after its kind with "called" (`kind_called`): "moved to a small
boxing gym in Kapitolyo called Elorde" was read as the gym "Kapitolyo" or a home "Elorde"."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.kind_called import kinds_called
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _read(text: str, claims: list[object] | None = None) -> list[tuple[str, str, str]]:
    out = kinds_called(Message(text, "Pia", AT), claims or [])  # type: ignore[arg-type]
    return [(c.subject, c.predicate, str(c.object)) for c in out]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Lipat na ako last month to a small boxing gym in Kapitolyo called Elorde",
            ("Pia", "gym", "Elorde"),
        ),
        ("I moved to a small gym called Elorde last month", ("Pia", "gym", "Elorde")),
        (
            "Fees went up, so Alfie's with a childminder called Janice now",
            ("Alfie", "childcare", "Janice"),
        ),
        ("we joined a new church called Hillsong", ("Pia", "place_of_worship", "Hillsong")),
        ("I take Rex to a vet called Dr Byrne now", ("Pia", "vet", "Dr Byrne")),
    ],
)
def test_a_kind_called_a_name(text: str, read: tuple[str, str, str]) -> None:
    assert _read(text) == [read]


@pytest.mark.parametrize(
    "text",
    [
        "Should I try a gym called Elorde?",  # a question
        "There's a gym called Elorde on our street",  # no taking up said
        "I used to go to a gym called Elorde",  # the past
        "I moved to a new flat called The Willows",  # no kind of these
    ],
)
def test_no_kind_called(text: str) -> None:
    assert _read(text) == []


def test_claims_of_the_name_or_the_place_give_way() -> None:
    text = "Lipat na ako last month to a small boxing gym in Kapitolyo called Elorde"
    place = named_claim("Lipat", "gym", "Kapitolyo", "assert", AT, (0, 60))
    home = named_claim("Pia", "lives_in", "Elorde", "assert", AT, (0, 70))
    assert _read(text, [place, home]) == [("Pia", "gym", "Elorde")]
