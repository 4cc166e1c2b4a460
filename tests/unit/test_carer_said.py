"""Who looks after a child, said as the carer's doing (`carer_said`): "Mrs. Patterson watches
Eli Tuesdays and Thursdays" was read as a meeting at "Eli Tuesdays", "My mother-in-law watches
the twins while we're at work" as nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.carer_said import carers_said
from chronofact.extractors.conversation.statements import named_claim

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _read(text: str, claims: list | None = None) -> list[tuple[str, str, str]]:  # type: ignore[type-arg]
    out = carers_said(Message(text, "Ahmed", AT), claims or [])
    return [(c.subject, c.predicate, str(c.object)) for c in out]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Mrs. Patterson watches Eli Tuesdays and Thursdays so I can do in-office days",
            ("Eli", "childcare", "Mrs. Patterson"),
        ),
        (
            "My mother-in-law watches the twins while we're at work, alhamdulillah.",
            ("Ahmed's twins", "childcare", "mother-in-law"),
        ),
        ("Granny looks after Zara on Mondays", ("Zara", "childcare", "Ahmed's grandma")),
        ("Our nanny Rosa looks after the kids every day", ("Ahmed's kids", "childcare", "Rosa")),
    ],
)
def test_a_carer_by_their_doing(text: str, read: tuple[str, str, str]) -> None:
    assert _read(text) == [read]


@pytest.mark.parametrize(
    "text",
    [
        "Can Granny look after Zara tonight?",  # a question, a plan
        "I watch the kids on Saturdays",  # the speaker
        "Granny looked after Zara once and it was chaos",  # no standing arrangement
        "Arsenal has Saka on Saturdays",  # no care
    ],
)
def test_no_carer(text: str) -> None:
    assert _read(text) == []


def test_a_misread_time_of_the_child_gives_way_and_a_relation_stays() -> None:
    text = "Mrs. Patterson watches Eli Tuesdays and Thursdays so I can do in-office days"
    misread = named_claim("Ahmed", "meeting_time", "Eli Tuesdays", "assert", AT, (0, 50))
    assert _read(text, [misread]) == [("Eli", "childcare", "Mrs. Patterson")]
    text = "Our nanny Rosa looks after the kids every day"
    nanny = named_claim("Ahmed", "nanny", "Rosa", "assert", AT, (0, 14))
    assert ("Ahmed", "nanny", "Rosa") in _read(text, [nanny])


def test_a_carer_that_has_the_child_days_a_week() -> None:
    text = "Little Acorns have Alfie three days a week now, he loves the sandpit"
    misread = named_claim("Ahmed", "partner", "Acorns", "assert", AT, (0, 20))
    assert _read(text, [misread]) == [("Alfie", "childcare", "Little Acorns")]
