from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chronofact.extractors.claims import (
    Claim,
    extract_claims,
    normalise_predicate,
    split_sentences,
)

OBS = datetime(2023, 8, 10, 13, 56, tzinfo=UTC)


def d(y: int, m: int, day: int = 1) -> datetime:
    return datetime(y, m, day, tzinfo=UTC)


def single(text: str, speaker: str | None = "Caroline") -> Claim:
    claims = extract_claims(text, speaker, OBS)
    assert len(claims) == 1, claims
    return claims[0]


def key(c: Claim) -> tuple[str, str, str | None, str | None, bool]:
    return (c.subject, c.predicate, c.object, c.value, c.polarity)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I work at Acme.", ("Caroline", "works_at", "Acme", None, True)),
        ("I work for Acme Corp.", ("Caroline", "works_at", "Acme Corp", None, True)),
        ("Tom is employed by Google.", ("Tom", "works_at", "Google", None, True)),
        ("I live in Paris.", ("Caroline", "lives_in", "Paris", None, True)),
        ("My sister lives in Paris.", ("Caroline's sister", "lives_in", "Paris", None, True)),
        ("I'm married to John.", ("Caroline", "married_to", "John", None, True)),
        ("I was born in Dublin.", ("Caroline", "born_in", "Dublin", None, True)),
        (
            "Melanie studies at Stanford University.",
            ("Melanie", "studies_at", "Stanford University", None, True),
        ),
        ("I'm a software engineer.", ("Caroline", "occupation", None, "software engineer", True)),
        ("Anna is a teacher.", ("Anna", "occupation", None, "teacher", True)),
        ("I love hiking.", ("Caroline", "likes", None, "hiking", True)),
        (
            "I enjoy reading science fiction.",
            ("Caroline", "likes", None, "reading science fiction", True),
        ),
        ("I have a dog named Max.", ("Caroline", "has_pet", None, "dog named Max", True)),
        ("I have two kids.", ("Caroline", "has_child", None, "two kids", True)),
        ("Caroline is a citizen of Canada.", ("Caroline", "citizen_of", "Canada", None, True)),
        ("I speak French fluently.", ("Caroline", "speaks", "French", None, True)),
        ("I play the guitar.", ("Caroline", "plays", None, "guitar", True)),
        (
            "I'm a member of the chess club.",
            ("Caroline", "member_of", "the chess club", None, True),
        ),
        ("I hate spiders.", ("Caroline", "dislikes", None, "spiders", True)),
        ("I'm 32 years old.", ("Caroline", "age", None, "32", True)),
        ("My favourite colour is blue.", ("Caroline", "favourite_colour", None, "blue", True)),
        ("My sister is Anna.", ("Caroline", "sister", "Anna", None, True)),
        ("John's wife is Mary.", ("John", "spouse", "Mary", None, True)),
        ("I'm from Ireland.", ("Caroline", "comes_from", "Ireland", None, True)),
        (
            "I work as a nurse at the city hospital.",
            ("Caroline", "occupation", None, "nurse", True),
        ),
        ("Oh, I work at Acme now, and I love it.", ("Caroline", "works_at", "Acme", None, True)),
        (
            "I work at Acme, where I lead the design team.",
            ("Caroline", "works_at", "Acme", None, True),
        ),
    ],
)
def test_relations(text: str, expected: tuple[str, str, str | None, str | None, bool]) -> None:
    assert key(single(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I don't work at Acme anymore.", ("Caroline", "works_at", "Acme", None, False)),
        ("I no longer live in London.", ("Caroline", "lives_in", "London", None, False)),
        ("Caroline is not a citizen of France.", ("Caroline", "citizen_of", "France", None, False)),
        ("I never liked coffee.", ("Caroline", "likes", None, "coffee", False)),
        ("Tom doesn't speak German.", ("Tom", "speaks", "German", None, False)),
        ("The capital of France is not Lyon.", ("France", "capital", "Lyon", None, False)),
    ],
)
def test_negation_keeps_predicate(
    text: str, expected: tuple[str, str, str | None, str | None, bool]
) -> None:
    assert key(single(text)) == expected


def test_negated_statement_text() -> None:
    assert single("I don't work at Acme anymore.").statement == "Caroline does not work at Acme"
    assert single("I work at Acme.").statement == "Caroline works at Acme"


def test_title_with_negation_word_is_not_negation() -> None:
    c = single("Don't Be Cruel was performed by Elvis Presley.", None)
    assert key(c) == ("Don't Be Cruel", "performed_by", "Elvis Presley", None, True)


@pytest.mark.parametrize(
    ("text", "valid_from", "valid_to"),
    [
        ("I have worked at Acme since 2019.", d(2019, 1), None),
        ("I lived in Tokyo from 2015 to 2018.", d(2015, 1), d(2019, 1)),
        ("I moved to Berlin last May.", d(2023, 5), None),  # onset: open end
        ("I got a job at Microsoft two weeks ago.", d(2023, 7, 27), None),
        ("Yesterday I started working at Google.", d(2023, 8, 9), None),
        ("I worked at Oracle in 2019.", d(2019, 1), d(2020, 1)),
        ("I will live in Rome until March 2024.", None, d(2024, 3)),
        ("I've been living in Madrid for the past 3 years.", d(2020, 8, 10), None),
        ("I work at Acme.", None, None),
    ],
)
def test_temporal_attachment(
    text: str, valid_from: datetime | None, valid_to: datetime | None
) -> None:
    c = single(text)
    assert (c.valid_from, c.valid_to) == (valid_from, valid_to)


def test_temporal_words_not_in_object() -> None:
    c = single("I moved to Berlin last May.")
    assert c.object == "Berlin"
    assert c.statement == "Caroline lives in Berlin"


@pytest.mark.parametrize(
    "text",
    [
        "Where do you work?",
        "Do you live in Paris?",
        "Where do you work",
        "He works at Acme.",  # unresolved pronoun
        "We live in Boston.",
        "I think I work too much.",
        "I would like to go home.",
        "I went to the store.",
        "I had a great time at the party!",
        "My password is hunter2.",
        "My api key is sk-abcdefghijklmnopqrstuvwxyz123456.",
        "Tom works at Acme, his password is hunter22.",
        "",
        "Hello!",
    ],
)
def test_no_claims(text: str) -> None:
    assert extract_claims(text, "Caroline", OBS) == []


def test_secret_object_dropped() -> None:
    text = "Tom works at AKIAIOSFODNN7EXAMPLE."
    assert extract_claims(text, "Caroline", OBS) == []


def test_first_person_without_speaker_dropped() -> None:
    assert extract_claims("I work at Acme.", None, OBS) == []
    assert key(single("Tom works at Acme.", None)) == ("Tom", "works_at", "Acme", None, True)


def test_multi_sentence_spans_point_into_original() -> None:
    text = "Hi there! I work at Acme.  Tom works for Google. He lives in Seattle."
    claims = extract_claims(text, "Caroline", OBS)
    assert [key(c) for c in claims] == [
        ("Caroline", "works_at", "Acme", None, True),
        ("Tom", "works_at", "Google", None, True),
    ]
    assert text[claims[0].span[0] : claims[0].span[1]] == "I work at Acme."
    assert text[claims[1].span[0] : claims[1].span[1]] == "Tom works for Google."


def test_clauses_give_separate_claims() -> None:
    claims = extract_claims("I live in Paris and I work at Acme.", "Caroline", OBS)
    assert [key(c) for c in claims] == [
        ("Caroline", "lives_in", "Paris", None, True),
        ("Caroline", "works_at", "Acme", None, True),
    ]


def test_templated_facts_share_keys() -> None:
    a = single("goaltender is associated with the sport of ice hockey.", None)
    b = single("goaltender is associated with the sport of pesäpallo.", None)
    assert (a.subject, a.predicate) == (b.subject, b.predicate) == ("goaltender", "sport")
    assert (a.object, b.object) == ("ice hockey", "pesäpallo")


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "obj"),
    [
        (
            "The name of the current head of state in Ireland is Michael D. Higgins.",
            "Ireland",
            "head_of_state",
            "Michael D. Higgins",
        ),
        (
            "The name of the current head of the South Korea government is Moon Jae-in.",
            "South Korea",
            "head_of_government",
            "Moon Jae-in",
        ),
        (
            "The author of Mrs. Warren's Profession is George Bernard Shaw.",
            "Mrs. Warren's Profession",
            "author",
            "George Bernard Shaw",
        ),
        ("The chief executive officer of Apple Inc. is Tim Cook.", "Apple Inc.", "ceo", "Tim Cook"),
        ("QuickTime was developed by Apple Inc..", "QuickTime", "developed_by", "Apple Inc."),
        (
            "Lyndon B. Johnson worked in the city of Washington, D.C..",
            "Lyndon B. Johnson",
            "work_location",
            "Washington, D.C.",
        ),
        (
            "The headquarters of University of Minnesota is located in the city of Minneapolis.",
            "University of Minnesota",
            "headquarters_location",
            "Minneapolis",
        ),
        (
            "The type of music that John McVie plays is rock music.",
            "John McVie",
            "genre",
            "rock music",
        ),
        (
            "The company that produced Ford Probe is Ford Motor Company.",
            "Ford Probe",
            "produced_by",
            "Ford Motor Company",
        ),
        (
            "The univeristy where Lou Reed was educated is Syracuse University.",
            "Lou Reed",
            "educated_at",
            "Syracuse University",
        ),
        (
            "Walter Chrysler's child is Walter Percy Chrysler Jr..",
            "Walter Chrysler",
            "child",
            "Walter Percy Chrysler Jr.",
        ),
        (
            "Sasanian Empire was founded by Ardashir I.",
            "Sasanian Empire",
            "founded_by",
            "Ardashir I",
        ),
        (
            "The author of Our Mutual Friend is Charles Dickens.",
            "Our Mutual Friend",
            "author",
            "Charles Dickens",
        ),
        (
            "Hines Ward plays the position of wide receiver.",
            "Hines Ward",
            "position",
            "wide receiver",
        ),
        ("The President of Azerbaijan is Ilham Aliyev.", "Azerbaijan", "president", "Ilham Aliyev"),
        ("The author of 1984 is George Orwell.", "1984", "author", "George Orwell"),
    ],
)
def test_templated_facts(text: str, subject: str, predicate: str, obj: str) -> None:
    c = single(text, None)
    assert (c.subject, c.predicate, c.object, c.value, c.polarity) == (
        subject,
        predicate,
        obj,
        None,
        True,
    )
    assert c.valid_from is None and c.valid_to is None


def test_split_sentences_abbreviations_and_lists() -> None:
    text = "0. L. Ron Hubbard was born in Tilden.\n1. Dr. Dre is a citizen of U.S.A. today. Ok"
    spans = split_sentences(text)
    assert [text[s:e] for s, e in spans] == [
        "L. Ron Hubbard was born in Tilden.",
        "Dr. Dre is a citizen of U.S.A. today.",
        "Ok",
    ]


@pytest.mark.parametrize(
    ("phrase", "predicate"),
    [
        ("works at", "works_at"),
        ("Worked for", "works_at"),
        ("is employed by", "works_at"),
        ("is a citizen of", "citizen_of"),
        ("is associated with the sport of", "sport"),
        ("is affiliated with the religion of", "religion"),
        ("was founded by", "founded_by"),
        ("lived in", "lives_in"),
        ("moved to", "lives_in"),
        ("loves", "likes"),
        ("The univeristy where", "university_where"),
        ("", "related_to"),
    ],
)
def test_normalise_predicate(phrase: str, predicate: str) -> None:
    assert normalise_predicate(phrase) == predicate


def test_naive_observed_at_rejected() -> None:
    with pytest.raises(ValueError):
        extract_claims("I work at Acme.", "Caroline", datetime(2023, 1, 1))


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200), st.one_of(st.none(), st.text(min_size=1, max_size=10)))
def test_never_raises_and_spans_valid(text: str, speaker: str | None) -> None:
    for c in extract_claims(text, speaker, OBS):
        assert 0 <= c.span[0] < c.span[1] <= len(text)
        assert 0.0 <= c.confidence <= 1.0
        assert (c.object is None) != (c.value is None)


_NAMES = st.sampled_from(["Anna", "Tom Smith", "Acme", "Paris", "New York", "Google"])


@settings(max_examples=60, deadline=None)
@given(
    _NAMES,
    st.sampled_from(["works at", "lives in", "is married to", "is a citizen of"]),
    _NAMES,
    st.text(alphabet="abc ,", max_size=10),
)
def test_span_contains_relation(subject: str, rel: str, obj: str, prefix: str) -> None:
    text = f"{prefix}. {subject} {rel} {obj}. Ok."
    claims = extract_claims(text, None, OBS)
    assert any(c.object == obj for c in claims)
    for c in claims:
        assert obj in text[c.span[0] : c.span[1]]
