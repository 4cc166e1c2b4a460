"""Readings of the forty-third session: a person's title kept with the name ("Ms Rajeswari"),
a place's name read whole from a sentence's first word ("Mount Maunganui"), and, for the
successor tagger, a brand's camel case as a name ("iPhone 15"), a lower-case name of the
fact's subject ("yui says ...") and an open-tail value said with a change. Sentences written
for these tests, beside look-alikes that must read nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np
import numpy.typing as npt
import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.people import title_start
from chronofact.extractors.conversation.reading_claims import name_start
from chronofact.extractors.conversation.recase import names_recased
from chronofact.extractors.embeddings import embed
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.kindred_value import KindredFact
from chronofact.graph.ingest.successor_value import successor_values
from tests.unit.extractors.said import AT as SAID_AT
from tests.unit.extractors.said import WITH, asserted, said

AT = datetime(2025, 9, 15, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "name", "titled"),
    [
        ("Ms Rajeswari my RO very on the ball", "Rajeswari", "Ms Rajeswari"),
        ("our new landlady is Mrs. Okonkwo from upstairs", "Okonkwo", "Mrs. Okonkwo"),
        ("the form goes to Mr Abernethy now", "Abernethy", "Mr Abernethy"),
        ("Dr Mehta moved to the Croydon practice", "Mehta", "Dr Mehta"),
        ("I told Mum Okonkwo was late", "Okonkwo", "Okonkwo"),  # no title before it
    ],
)
def test_a_title_said_before_a_name_is_kept(text: str, name: str, titled: str) -> None:
    at = text.index(name)
    assert text[title_start(text, at) : at + len(name)] == titled


@pytest.mark.parametrize(
    ("text", "value", "whole"),
    [
        ("Mount Maunganui beach is ten mins from my door", "Maunganui", "Mount Maunganui"),
        ("Port Harcourt is home now, since March", "Harcourt", "Port Harcourt"),
        ("Lake Tahoe cabin is ours for the winter", "Tahoe", "Lake Tahoe"),
        ("Mostly Leith these days, the flat's tiny", "Leith", "Leith"),  # no place's first word
        ("Honestly Bondi is the best beach", "Bondi", "Bondi"),
    ],
)
def test_a_place_name_is_read_from_the_sentences_first_word(
    text: str, value: str, whole: str
) -> None:
    at = text.index(value)
    assert text[name_start(text, 0, at) : at + len(value)] == whole


def test_a_lower_case_name_of_a_stored_person_is_recased() -> None:
    text = "yui says the rent in fukuoka is half what she paid"
    recased = names_recased(text, ["Yui"])
    assert recased.startswith("Yui says") and len(recased) == len(text)
    assert names_recased("will you come? may be late", ["Will May"]) == (
        "will you come? may be late"  # words that are also no one's name stay as written
    )


def _vectors(texts: list[str]) -> npt.NDArray[np.float32]:
    return np.asarray(embed(texts), np.float32)


def _read(speaker: str, subject: str, old: str, predicate: str, text: str) -> list[str]:
    fact = KindredFact(0, name_key(subject), subject, old, False, False, predicate)
    people = {name_key(subject)} if subject != speaker else set()
    found = successor_values(text, speaker, AT, [fact], people, [old], _vectors)
    return [k.value for k in found]


@pytest.mark.parametrize(
    ("speaker", "subject", "old", "predicate", "text", "new"),
    [
        (
            "Ines",
            "Ines",
            "Pixel 7",
            "uses_phone",
            "the iPhone 14 camera is so much better, my photos of the kids finally look good",
            "iPhone 14",
        ),
        (
            "Bilal",
            "Tariq",
            "Lahore",
            "lives_in",
            "tariq says the flat in Karachi is tiny but the sea breeze is lush",
            "Karachi",
        ),
    ],
)
def test_the_successor_reads_a_camel_case_brand_and_a_lower_case_subject(
    speaker: str, subject: str, old: str, predicate: str, text: str, new: str
) -> None:
    assert _read(speaker, subject, old, predicate, text) == [new]


@pytest.mark.parametrize(
    ("speaker", "subject", "old", "predicate", "text"),
    [
        (
            "Ines",
            "Ines",
            "Pixel 7",
            "uses_phone",
            "my sister's iPhone 14 camera is so much better than mine",
        ),
        ("Bilal", "Tariq", "Lahore", "lives_in", "tariq says I should visit Karachi some day"),
        ("Bilal", "Tariq", "Lahore", "lives_in", "my flat in Karachi is tiny, tariq laughed"),
    ],
)
def test_no_successor_for_someone_elses_thing_or_a_plan(
    speaker: str, subject: str, old: str, predicate: str, text: str
) -> None:
    assert _read(speaker, subject, old, predicate, text) == []


# ---- said by the rules (the product's conversation extractor) -----------------------------


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Our solicitor is Harper & Lowe, slow as anything.", "solicitor", "Harper & Lowe"),
        ("Our accountant is Patel & Co, they do the tax return", "accountant", "Patel & Co"),
        ("My accountant is Brian Walsh at Walsh Partners", "accountant", "Brian Walsh"),
        ("My lawyer is Ms Adeyemi from Baker Street Law", "lawyer", "Ms Adeyemi"),
        ("Our letting agent is Foxtons", "letting_agent", "Foxtons"),
    ],
)
def test_a_firm_or_person_who_serves_one_is_on_the_roles_slot(
    text: str, slot: str, value: str
) -> None:
    claims = said(text, "Eleanor")
    assert ("assert", "Eleanor", slot, value) in claims, claims
    assert not asserted(claims, "occupation") & {value, "Lowe", "Walsh"}, claims


@pytest.mark.parametrize(
    "text",
    [
        "Francesca is our accountant now",  # whose job it is: no slot of ours
        "My accountant is on holiday until May",
        "my accountant is useless",
    ],
)
def test_no_firm_is_read_where_none_is_named(text: str) -> None:
    claims = said(text, "Eleanor")
    assert not asserted(claims, "accountant"), claims


@pytest.mark.parametrize(
    ("text", "who", "slot", "value"),
    [
        (
            "she's been a flight attendant with Aer Lingus since July if you don't mind",
            "Orla's sister",
            "works_at",
            "Aer Lingus",
        ),
        ("I work at Tesco because I don't have a degree yet", "Orla", "works_at", "Tesco"),
        ("I'm at Lidl now so I can't do Saturdays", "Orla", "works_at", "Lidl"),
    ],
)
def test_a_negation_after_if_or_because_governs_its_own_part(
    text: str, who: str, slot: str, value: str
) -> None:
    claims = said(text.replace("she's", "my sister's", 1), "Orla")
    assert ("assert", who, slot, value) in claims, claims


@pytest.mark.parametrize(
    "text", ["I don't work at Tesco", "Tesco isn't where I work", "I'm not at Tesco anymore"]
)
def test_a_negation_of_the_value_itself_still_negates(text: str) -> None:
    claims = WITH.extract(Message(text, "Orla", SAID_AT))
    held = [c for c in claims if c.object == "Tesco" and c.action == "assert" and c.polarity]
    assert not held, claims


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Priya put me in charge of the loyalty points revamp", "project", "loyalty points revamp"),
        ("Tom moved me onto the data platform team last month", "project", "data platform team"),
        ("Priya made me team lead in June", "occupation", "team lead"),
    ],
)
def test_what_someone_put_the_speaker_on_is_the_speakers(text: str, slot: str, value: str) -> None:
    claims = said(text, "Abhi")
    assert ("assert", "Abhi", slot, value) in claims, claims


@pytest.mark.parametrize(
    ("text", "who", "value"),
    [
        ("Priya is in charge of the revamp", "Priya", "revamp"),
        ("Tom moved to the data platform team", "Tom", "data platform team"),
    ],
)
def test_what_someone_took_on_themself_stays_theirs(text: str, who: str, value: str) -> None:
    claims = said(text, "Abhi")
    assert ("assert", who, "project", value) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "Chidi has abandoned football for taekwondo, he kicks everything",
        "Chidi ditched football for taekwondo.",
    ],
)
def test_one_pastime_left_for_another(text: str) -> None:
    assert asserted(said(text, "Nneka"), "hobby") == {"taekwondo"}


@pytest.mark.parametrize(
    "text", ["Chidi ditched football for a job at the garage", "Chidi left the choir for uni"]
)
def test_a_pastime_left_for_no_pastime_asserts_none(text: str) -> None:
    assert not asserted(said(text, "Nneka"), "hobby")


@pytest.mark.parametrize(
    ("old", "predicate", "text", "new"),
    [
        (
            "Hackney Harriers",
            "running_club",
            "I'm with the Victoria Park Striders now, Tuesday track sessions are brutal",
            ["Victoria Park Striders"],
        ),
        # no change said where the name is
        (
            "Hackney Harriers",
            "running_club",
            "The Victoria Park Striders had a great race on Sunday",
            [],
        ),
        # a change said, but the value held is no name: no kind to go by
        ("plot 14", "allotment", "I switched to decaf in May, sleeping better now.", []),
    ],
)
def test_an_open_tail_name_is_replaced_where_a_change_is_said(
    old: str, predicate: str, text: str, new: list[str]
) -> None:
    assert _read("Ines", "Ines", old, predicate, text) == new


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("Got my first job as a trainee solicitor in Glasgow", "trainee solicitor"),
        ("qualified electrician at last, my mum is chuffed", "qualified electrician"),
        ("I'm a senior data analyst now at Monzo", "senior data analyst"),
    ],
)
def test_a_job_is_read_with_its_grade(text: str, job: str) -> None:
    assert job in asserted(said(text, "Callum"), "occupation")


def test_what_someone_put_the_speaker_onto_is_read_as_the_speakers() -> None:
    text = "the ankle swelling drove me mad so the GP swapped me onto ramipril. BP grand now"
    claims = said(text, "Niamh")
    read = [c for c in claims if c[3] == "ramipril"]
    assert read and all(c[1] == "Niamh" for c in read), claims
    claims = said("my sister moved to Leeds in June", "Niamh")
    assert ("assert", "Niamh's sister", "lives_in", "Leeds") in claims, claims


def test_what_a_thing_of_ones_own_is_for_is_no_part_of_its_slot() -> None:
    claims = said("our solicitor for the house is Keane & Daly, slow as anything", "Niamh")
    assert ("assert", "Niamh", "solicitor", "Keane & Daly") in claims, claims
