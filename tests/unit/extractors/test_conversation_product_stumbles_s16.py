"""Stumbles found by using the product (sixteenth session), each a rule with look-alikes that
must not give the fact: "X has been my <role> since T", an office of the employer moved to,
a start said in the message after the job, a short kin word before a name ("my bro Sanjay"),
and no "dating" ended by a spouse named in passing. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor

AT = datetime(2025, 1, 10, 12, tzinfo=UTC)
RULES = ConversationExtractor()


def _claims(text: str, speaker: str = "Lucia") -> list[Claim]:
    return RULES.extract(Message(text, speaker, AT))


def _said(text: str, predicate: str, speaker: str = "Lucia") -> list[tuple[str, str, str]]:
    return [
        (c.action, c.subject, str(c.object or c.value))
        for c in _claims(text, speaker)
        if c.predicate == predicate and c.polarity
    ]


@pytest.mark.parametrize(
    ("text", "predicate", "value", "year"),
    [
        ("Dr Ferrer has been my dentist since 2023", "dentist", "Dr Ferrer", 2023),
        ("Priya has been my manager since March 2024", "manager", "Priya", 2024),
        ("Monzo has been my bank since 2020", "bank", "Monzo", 2020),
        ("Dr Osei's been my GP since 2019", "doctor", "Dr Osei", 2019),
    ],
)
def test_someone_has_been_my_role_since_a_time(
    text: str, predicate: str, value: str, year: int
) -> None:
    found = [c for c in _claims(text) if c.predicate == predicate and c.action == "assert"]
    assert [(c.subject, c.object or c.value) for c in found] == [("Lucia", value)]
    assert found[0].valid_from is not None and found[0].valid_from.year == year


@pytest.mark.parametrize(
    ("text", "who", "place"),
    [
        ("I moved to the Leeds office", "Lucia", "Leeds office"),
        ("Kofi relocated to our Nairobi branch in March", "Kofi", "Nairobi branch"),
        ("moving to the Glasgow site next month, same team", "Lucia", "Glasgow site"),
        ("I moved to the new Pune campus", "Lucia", "Pune campus"),
    ],
)
def test_an_office_moved_to_is_where_one_works(text: str, who: str, place: str) -> None:
    assert ("assert", who, place) in _said(text, "work_location")
    assert [s for s in _said(text, "lives_in") if s[0] == "assert"] == []


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I moved to Leeds in March", "Leeds"),
        ("we moved to Cape Town, the office is in Claremont", "Cape Town"),
    ],
)
def test_a_town_moved_to_stays_a_home(text: str, place: str) -> None:
    assert ("assert", "Lucia", place) in _said(text, "lives_in")
    assert _said(text, "work_location") == []


def _conversation(*texts: str, speaker: str = "Lucia") -> list[list[Claim]]:
    messages: list[Message] = []
    for text in texts:
        messages.append(Message(text, speaker, AT, messages[-1] if messages else None))
    return [RULES.extract(m) for m in messages]


@pytest.mark.parametrize(
    ("first", "then", "who", "org", "start"),
    [
        (
            "my brother Kofi got a new job at Deloitte",
            "he starts on the 1st of june",
            "Kofi",
            "Deloitte",
            datetime(2025, 6, 1, tzinfo=UTC),
        ),
        (
            "Ama just got hired by MTN!!",
            "she starts on monday",
            "Ama",
            "MTN",
            datetime(2025, 1, 13, tzinfo=UTC),
        ),
        (
            "I got the job at Stripe",
            "I start on the 3rd of march",
            "Lucia",
            "Stripe",
            datetime(2025, 3, 3, tzinfo=UTC),
        ),
    ],
)
def test_a_start_said_after_the_job_dates_it(
    first: str, then: str, who: str, org: str, start: datetime
) -> None:
    later = _conversation(first, then)[1]
    jobs = [c for c in later if c.predicate == "works_at" and c.action == "assert"]
    assert [(c.subject, c.object, c.valid_from) for c in jobs] == [(who, org, start)]


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("my brother Kofi got a new job at Deloitte", "he starts running in the evenings"),
        ("we had lunch at Nando's", "he starts on the 1st of june"),
        ("my sister Ama joined PwC, my brother Kofi got a job at EY", "she starts in july"),
    ],
)
def test_no_start_dates_a_job_not_named_or_unsure(first: str, then: str) -> None:
    later = _conversation(first, then)[1]
    assert [c for c in later if c.predicate == "works_at"] == []


def test_a_start_said_by_someone_else_dates_nothing() -> None:
    first = Message("Ama just got hired by MTN!!", "Lucia", AT)
    then = Message("she starts monday", "Mary", AT, first)
    assert [c for c in RULES.extract(then) if c.predicate == "works_at"] == []


@pytest.mark.parametrize(
    ("text", "relation", "name", "predicate", "value"),
    [
        ("my bro Sanjay got a job at TCS", "brother", "Sanjay", "works_at", "TCS"),
        ("my sis Jess works at Deloitte", "sister", "Jess", "works_at", "Deloitte"),
        ("my cuz Bongani moved to Durban", "cousin", "Bongani", "lives_in", "Durban"),
    ],
)
def test_a_short_kin_word_before_a_name_makes_the_name_the_subject(
    text: str, relation: str, name: str, predicate: str, value: str
) -> None:
    assert ("assert", "Lucia", name) in _said(text, relation)
    assert ("assert", name, value) in _said(text, predicate)


def test_a_short_kin_word_said_to_the_listener_is_no_relative() -> None:
    assert [c for c in _claims("bro Wipro is history") if c.predicate == "brother"] == []


@pytest.mark.parametrize(
    "text",
    [
        "my wife Abena says hi",
        "my husband Jian eats everything",
        "had dinner with my fiancé Tomas and his parents",
    ],
)
def test_a_spouse_named_in_passing_ends_no_dating(text: str) -> None:
    assert [c for c in _claims(text) if c.action == "end"] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Lucas is my fiancé now", "Lucas"),
        ("Kofi and I got married in May, my husband Kofi says hi", "Kofi"),
        ("Ana proposed!! so my fiancée Ana is taking me to Lisbon", "Ana"),
    ],
)
def test_a_couple_said_to_have_become_engaged_or_married_ends_dating(text: str, name: str) -> None:
    assert ("end", "Lucia", name) in _said(text, "partner")
