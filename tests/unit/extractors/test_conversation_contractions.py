"""Who a clause is about when a name carries a contracted "'s" ("Bea's a Spurs fan now" is
"Bea is ..."), a possessive one ("Bea's brother") is a different subject, a relative is named
by a kin word alone ("Grandad", "Auntie": the speaker's relative), and an object stops before
a purpose infinitive ("to be near the kids"). Each row: (subject, predicate,
object-or-value, action) that must be among the claims; `absent` rows must not be."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 9, 15, 12, tzinfo=UTC)
EX = ConversationExtractor(embedder=embed)
Row = tuple[str, str, str | None, str]


def _rows(text: str, speaker: str = "Nadia") -> list[Row]:
    return [
        (c.subject, c.predicate, c.object if c.object is not None else c.value, c.action)
        for c in EX.extract(Message(text, speaker, AT))
    ]


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("Bea's a Spurs supporter now, don't ask.", ("Bea", "supports_team", "Spurs", "assert")),
        ("Olu's been in Nairobi since June.", ("Olu", "lives_in", "Nairobi", "assert")),
        ("Tomas's living in Brno these days.", ("Tomas", "lives_in", "Brno", "assert")),
        ("Greta's moved to Malmo, finally.", ("Greta", "lives_in", "Malmo", "assert")),
        ("Femi's started at Andela this week.", ("Femi", "works_at", "Andela", "assert")),
    ],
)
def test_a_contracted_is_after_a_name_leaves_the_name_as_subject(text: str, wanted: Row) -> None:
    rows = _rows(text)
    assert wanted in rows
    assert not any(r[0].endswith("'s") or r[0].endswith("\u2019s") for r in rows)


@pytest.mark.parametrize(
    "text",
    ["Bea's brother works at Lidl.", "Bea's flat in Leeds is tiny.", "Olu's car broke down."],
)
def test_a_possessive_name_is_not_the_subject_of_what_follows(text: str) -> None:
    assert not any(r[0] == "Bea" and r[1] in ("works_at", "lives_in") for r in _rows(text))
    assert not any(r[0] == "Olu" and r[1] == "vehicle" for r in _rows(text))


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("Grandad moved to Truro last spring.", ("Nadia's grandpa", "lives_in", "Truro", "assert")),
        ("Auntie relocated to Galway.", ("Nadia's aunt", "lives_in", "Galway", "assert")),
        ("auntie moved to Sligo in May", ("Nadia's aunt", "lives_in", "Sligo", "assert")),
    ],
)
def test_a_kin_word_alone_is_the_speakers_relative(text: str, wanted: Row) -> None:
    assert wanted in _rows(text)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("We moved to Cork to help my parents.", ("Nadia", "lives_in", "Cork", "assert")),
        ("I relocated to Leeds to be closer to work.", ("Nadia", "lives_in", "Leeds", "assert")),
        ("Mum moved to Bath to get some peace.", ("Nadia's mom", "lives_in", "Bath", "assert")),
    ],
)
def test_an_object_stops_before_a_purpose_infinitive(text: str, wanted: Row) -> None:
    assert wanted in _rows(text)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("Had lunch with Oskar today, he works at Volvo now.", ("Oskar", "works_at", "Volvo")),
        ("I called Ines last night, she lives in Porto these days.", ("Ines", "lives_in", "Porto")),
        ("met up with Lars on friday, he's at Ericsson now", ("Lars", "works_at", "Ericsson")),
    ],
)
def test_a_pronoun_finds_a_person_named_in_an_earlier_clause(
    text: str, wanted: tuple[str, str, str]
) -> None:
    rows = _rows(text)
    assert (*wanted, "assert") in rows
    assert not any(r[0] == "Nadia" and r[1] == wanted[1] for r in rows)


@pytest.mark.parametrize(
    "text",
    [
        "My sister Ana works with Tom, she lives in Porto.",
        "Ana had lunch with Tom, she works at Volvo now.",
    ],
)
def test_the_earlier_clauses_subject_stays_ahead_of_a_person_it_names(text: str) -> None:
    assert not any(r[0] == "Tom" for r in _rows(text))


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("My best friend Ines lives in Faro.", ("Ines", "lives_in", "Faro", "assert")),
        ("my oldest friend Tom works at Arup", ("Tom", "works_at", "Arup", "assert")),
    ],
)
def test_a_relation_with_an_adjective_names_the_person(text: str, wanted: Row) -> None:
    assert wanted in _rows(text)
