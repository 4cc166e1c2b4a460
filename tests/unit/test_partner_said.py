"""A held partner replaced by someone new said in the words of a couple (`partner_said`).
Sentences written for these tests; each look-alike that must leave the partner alone has its
own case."""

from __future__ import annotations

import pytest

from chronofact.graph.entities import name_key
from chronofact.graph.ingest.kindred_value import KindredFact
from chronofact.graph.ingest.partner_said import partners_said


def _read(
    text: str,
    held: str,
    subject: str = "Marisol",
    known: tuple[str, ...] = (),
    predicate: str = "partner",
) -> list[str]:
    fact = KindredFact(0, name_key(subject), subject, held, False, False, predicate)
    people = {name_key(subject), name_key(held), *(name_key(k) for k in known)}
    return [k.value for k in partners_said(text, [fact], "marisol", people)]


@pytest.mark.parametrize(
    ("text", "held", "new"),
    [
        ("Recommend a romantic restaurant in Oaxaca for me and Andrés? It's our three-month "
         "mark.", "Diego", "Andrés"),
        ("Tomás actually does the dishes, which Andrés never did in two years of dating me.",
         "Andrés", "Tomás"),
        ("mi man dwayne cook ackee fi mi dis mawnin, heart full", "andre", "dwayne"),
        ("Still can't believe I'm Mrs Hashim Qureshi!", "Danish", "Hashim"),
        ("Saoirse's making me do a pottery class with her, that's how you know it's serious.",
         "Harriet", "Saoirse"),
    ],
)  # fmt: skip
def test_someone_new_said_as_one_of_a_couple_replaces_the_partner(
    text: str, held: str, new: str
) -> None:
    assert _read(text, held) == [new]


def test_someone_else_s_new_partner_needs_them_named() -> None:
    text = "Zoe brought Dan to the bbq, he's quieter than Marcus was. They're cute together."
    assert _read(text, "Marcus", subject="Zoe") == ["Dan"]
    assert _read("Dan came to the bbq, they're cute together.", "Marcus", subject="Zoe") == []


@pytest.mark.parametrize(
    ("text", "known"),
    [
        # the partner held, with a relative and a place
        ("Me and Andrés went to Goa with my cousin Meera for a date weekend.", ()),
        # a person the held facts already name
        ("Date night with Andrés, Priya is babysitting, so romantic.", ("Priya",)),
        # two new people: which one is not said
        ("Double date with Tom and Ana on Friday, so romantic.", ()),
        # nothing of a couple said
        ("Lunch with Tom at the canteen, he never stops talking.", ()),
    ],
)
def test_other_people_leave_the_partner(text: str, known: tuple[str, ...]) -> None:
    assert _read(text, "Andrés", known=known) == []


def test_other_slots_are_left() -> None:
    assert _read("Me and Tomás, three months in!", "Lisbon", predicate="lives_in") == []


@pytest.mark.parametrize(
    "text",
    [
        "Shaz and I are divorced now; she's got the house in Wollongong and I'm renting.",
        "Officially married since August, call me Mrs Ogunleye!",
    ],
)
def test_a_place_or_a_surname_is_no_new_partner(text: str) -> None:
    assert _read(text, "Shaz") == []


def test_someone_seen_is_no_new_partner() -> None:
    assert _read("I'm seeing Dr Patel on Monday about my knee, so romantic lol.", "Andrés") == []
