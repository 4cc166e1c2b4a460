"""A start said in the third person present ("Sean starts at Lidl in May", "Ama begins at
KNUST in September") and a title said with its employer ("starts as a junior dev at Kainos",
"work as a swe at Meta"). Found using the product (sixteenth session): "he starts at Lidl in
May" gave nothing (the frames knew "start" and "started", not "starts"), and "junior dev at
Kainos" stayed one title ("dev" was no job word; a lower-case "swe" missed the capitalised
abbreviations). Sentences written for these tests, read by rules only."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.title_at import split_title_at

AT = datetime(2025, 1, 10, 9, tzinfo=UTC)
RULES = ConversationExtractor()


def _asserted(text: str) -> dict[tuple[str, str], tuple[str, str | None]]:
    """(subject, predicate) -> (object or value, the day it starts)."""
    return {
        (c.subject, c.predicate): (
            str(c.object or c.value),
            c.valid_from.date().isoformat() if c.valid_from else None,
        )
        for c in RULES.extract(Message(text, "Marta", AT))
        if c.action == "assert" and c.polarity
    }


@pytest.mark.parametrize(
    ("text", "subject", "employer", "day"),
    [
        ("Sean starts at Lidl in May", "Sean", "Lidl", "2025-05-01"),
        ("Niamh starts with Deloitte next month", "Niamh", "Deloitte", "2025-02-01"),
        ("Kofi begins at Ecobank in March", "Kofi", "Ecobank", "2025-03-01"),
        ("Ines starts working at Zara in June", "Ines", "Zara", "2025-06-01"),
    ],
)
def test_a_start_said_in_the_third_person(text: str, subject: str, employer: str, day: str) -> None:
    assert _asserted(text)[(subject, "works_at")] == (employer, day)


@pytest.mark.parametrize(
    ("text", "subject", "title", "employer"),
    [
        (
            "my daughter Ana starts as a junior dev at Kainos on monday",
            "Ana",
            "junior dev",
            "Kainos",
        ),
        ("I work as a swe at Meta", "Marta", "swe", "Meta"),
        ("Tunde starts as a senior dev with Paystack", "Tunde", "senior dev", "Paystack"),
        (
            "I work as a pharmacist at a Boots branch in Bristol and I live in Clifton",
            "Marta",
            "pharmacist",
            "Boots",
        ),
    ],
)
def test_a_title_and_its_employer_are_two_facts(
    text: str, subject: str, title: str, employer: str
) -> None:
    said = _asserted(text)
    assert said[(subject, "occupation")][0] == title
    assert said[(subject, "works_at")][0] == employer


@pytest.mark.parametrize(
    ("value", "split"),
    [
        ("junior dev at Kainos", ("junior dev", "Kainos")),
        ("sde at Amazon", ("sde", "Amazon")),
        ("QA engineer at Wise", ("QA engineer", "Wise")),
        ("dev at night", None),
        # the employer is the name: a branch, store or the town it is in is where, not who
        ("pharmacist at a Boots branch in Bristol", ("pharmacist", "Boots")),
        ("barista at Pret in Soho", ("barista", "Pret")),
        ("cashier at one of the Tesco stores", ("cashier", "Tesco")),
        ("developer at Bank of America", ("developer", "Bank of America")),
        ("teacher at a school", None),
    ],
)
def test_split_title_at(value: str, split: tuple[str, str] | None) -> None:
    assert split_title_at(value) == split


@pytest.mark.parametrize(
    ("text", "subject", "employer"),
    [
        (
            "Jonas is working for a big firm in Potsdam now, Holzbau Krause",
            "Jonas",
            "Holzbau Krause",
        ),
        ("I work at a bakery in town, Gail's", "Marta", "Gail's"),
        ("Kwame works at a small consultancy, Dalberg", "Kwame", "Dalberg"),
        ("Jonas works for a big firm now, and he loves it", "Jonas", "big firm"),
        ("I started at a startup called Kinderly", "Marta", "Kinderly"),
    ],
)
def test_an_employer_described_then_named_is_the_name(
    text: str, subject: str, employer: str
) -> None:
    """Found over MCP (sixteenth session): "working for a big firm in Potsdam now, Holzbau
    Krause" stored the employer "big firm in Potsdam"; without a name the description stays."""
    assert _asserted(text)[(subject, "works_at")][0] == employer
