"""A held job replaced by the business its person is said to have (`business_said`). Sentences
written for these tests; each look-alike that must leave the job alone has its own case."""

from __future__ import annotations

import pytest

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.business_said import businesses_said
from chronofact.graph.ingest.kindred_value import KindredFact


def _read(text: str, subject: str, held: str, predicate: str = "occupation") -> list[str]:
    fact = KindredFact(0, name_key(subject), subject, held, False, False, predicate)
    return [k.value for k in businesses_said(text, list(split_sentences(text)), [fact])]


@pytest.mark.parametrize(
    ("text", "subject", "held", "new"),
    [
        (
            "Help me write a nice review for Luis's surf school in Ericeira?",
            "Luis",
            "taxi driver",
            "surf school owner",
        ),
        (
            "papa's poultry farm don get 300 birds, egg dey everywhere",
            "Emeka's dad",
            "danfo driver",
            "poultry farm owner",
        ),
        (
            "Thirty years of marking and now Dad's frying chillies all day at his own hotpot "
            "restaurant!",
            "Li Na's dad",
            "maths teacher",
            "hotpot restaurant owner",
        ),
        (
            "Visited Uncle Emeka at his provisions shop in Ikeja, he loaded me with Milo.",
            "Emeka",
            "bus driver",
            "provisions shop owner",
        ),
        ("Grace opened a little bakery on Main Street.", "Grace", "nurse", "bakery owner"),
    ],
)
def test_a_business_said_as_the_person_s_replaces_their_job(
    text: str, subject: str, held: str, new: str
) -> None:
    assert _read(text, subject, held) == [new]


@pytest.mark.parametrize(
    ("text", "subject", "held"),
    [
        # someone else's business
        ("We ate at Tom's restaurant last night.", "Luis", "taxi driver"),
        # a plan, not a business
        ("Luis wants to open a surf school one day.", "Luis", "taxi driver"),
        # the job held is that business already
        ("Dad's farm had a great harvest.", "Ana's dad", "farmer"),
        # where one studies or works, not a business one keeps
        ("Luis's school is closed for the holidays.", "Luis", "taxi driver"),
        ("Luis's company is hiring again.", "Luis", "taxi driver"),
        # the person is not named in the message at all
        ("His own bakery is doing well.", "Luis", "taxi driver"),
    ],
)
def test_other_businesses_leave_the_job(text: str, subject: str, held: str) -> None:
    assert _read(text, subject, held) == []


def test_only_jobs_are_replaced() -> None:
    text = "Help me write a nice review for Luis's surf school in Ericeira?"
    assert _read(text, "Luis", "Lisbon", predicate="lives_in") == []
