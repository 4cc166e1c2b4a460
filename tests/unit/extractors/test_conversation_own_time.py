"""A time said beside a value but of another thing does not date it (`conversation.own_time`):
an event in the next part of the sentence, an anniversary, an occasion looked ahead to. A time
that only leads to the value or says its start still dates it. Pure tests on hand-made claims
(the module looks at any extractor's claims), and a few through the extractor. Sentences
written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.own_time import own_times
from chronofact.extractors.temporal import extract_temporal

JAN = datetime(2025, 1, 10, 10, tzinfo=UTC)
SEP = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _dated(text: str, value: str, predicate: str, at: datetime, said: str) -> datetime | None:
    """The start of a claim on `value` dated by the time `said`, after `own_times`."""
    (time,) = [m for m in extract_temporal(text, at) if said in m.text]
    claim = Claim(
        subject="Ana",
        predicate=predicate,
        object=value,
        value=None,
        polarity=True,
        valid_from=time.start,
        valid_to=None,
        span=(0, text.find(value) + len(value)),
        statement=f"Ana {predicate} {value}",
        confidence=0.8,
    )
    (out,) = own_times(Message(text, "Ana", at), [claim])
    return out.valid_from


@pytest.mark.parametrize(
    ("text", "value", "predicate", "said"),
    [
        (
            "I'm learning German, B1 exam in March, wish me luck",
            "German",
            "learning_language",
            "March",
        ),
        ("Nomsa is engaged to Sipho, wedding's next year", "Sipho", "engaged_to", "next year"),
        ("the Corolla's on its last legs, NCT is in April", "Corolla", "vehicle", "April"),
        ("my GP is Dr Walsh; my checkup is in February", "Dr Walsh", "doctor", "February"),
        (
            "I bank with Equity, plus my sister's wedding is in March so money's tight",
            "Equity",
            "bank",
            "March",
        ),
    ],
)
def test_an_event_in_the_next_part_does_not_date_the_value(
    text: str, value: str, predicate: str, said: str
) -> None:
    assert _dated(text, value, predicate, JAN, said) == JAN


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("married 12 years this summer, Dublin's been good to us", "summer"),
        ("in a relationship w Noah, 2 years in march, he's the best", "march"),
        ("married to Tom, ten years in June", "June"),
    ],
)
def test_an_anniversary_is_no_start(text: str, said: str) -> None:
    value = "Noah" if "Noah" in text else "Tom" if "Tom" in text else "married"
    assert _dated(text, value, "relationship_status", JAN, said) == JAN


@pytest.mark.parametrize(
    ("text", "value", "said", "start"),
    [
        ("I'm at Stripe now, joined in March", "Stripe", "March", datetime(2025, 3, 1)),
        ("moved to Leeds, been there since May", "Leeds", "May", datetime(2025, 5, 1)),
        ("new job at Monzo, first day was 2 June", "Monzo", "June", datetime(2025, 6, 2)),
        (
            "Kelvin changed to Xiaomi already, since June holidays",
            "Xiaomi",
            "June",
            datetime(2025, 6, 1),
        ),
        (
            "Joined TCS on 14 July. The notice period was 90 days",
            "TCS",
            "July",
            datetime(2025, 7, 14),
        ),
        (
            "lachie's in Perth, FIFO work, moved over at the end of March",
            "Perth",
            "March",
            datetime(2025, 3, 25),
        ),
        (
            "Caleb took the job in Denver, his lease there started July 1",
            "Denver",
            "July",
            datetime(2025, 7, 1),
        ),
        (
            "Ritu's on a MacBook Pro, the company issued it on 1st August",
            "MacBook Pro",
            "August",
            datetime(2025, 8, 1),
        ),
        (
            "after her fall in June, Kamla moved in with my mama in Delhi",
            "Delhi",
            "June",
            datetime(2025, 6, 1),
        ),
    ],
)
def test_a_time_of_the_value_still_dates_it(
    text: str, value: str, said: str, start: datetime
) -> None:
    assert _dated(text, value, "works_at", SEP, said) == start.replace(tzinfo=UTC)


EXTRACTOR = ConversationExtractor()


def test_through_the_extractor() -> None:
    """The rules' own claims: German is learnt from the message; a time of the value stays."""
    found = EXTRACTOR.extract(Message("I'm learning German, B1 exam in March", "Anil", JAN))
    german = [c for c in found if c.object == "German" or c.value == "German"]
    assert german and all(c.valid_from == JAN for c in german)
    found = EXTRACTOR.extract(Message("I moved to Leeds in March, the rent is lower", "Anil", SEP))
    leeds = [c for c in found if c.object == "Leeds"]
    assert leeds and all(c.valid_from == datetime(2025, 3, 1, tzinfo=UTC) for c in leeds)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Our Jack's still driving buses for Arriva, bless him, 30 years this spring",
         "bus driver"),
        ("Jack drives buses for Arriva, 30 years this spring", "bus driver"),
        ("I've been at Tesco ten years this month", "Tesco"),
    ],
)  # fmt: skip
def test_an_anniversary_dates_no_value_said_in_other_words(text: str, value: str) -> None:
    """Forty-fifth session, found using the product: "30 years this spring" dated a job read
    from "driving buses" (said in other words than its value) from March."""
    found = EXTRACTOR.extract(Message(text, "Maureen", JAN))
    held = [c for c in found if (c.object or c.value) == value]
    assert held and all(c.valid_from == JAN for c in held)
