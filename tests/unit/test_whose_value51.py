"""Whose a value is, from the words around it (`reading_subject`, `kin_named`, `people`):
found where development cases wrote a new value under someone it is not about. A name in a
later clause ("..., so Chuseok is only an hour away") is no subject of the value before it; a
kin word alone opening a clause in dialect ("Granny seh ...", "Mi granny live ...") is; a
word after an article is no name ("the wean's german teacher"); "the landlord moved to Spain"
is the landlord's move, not the speaker's."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.kin_named import kin_named
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _read(text: str, speaker: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object))
        for c in WITH.extract(Message(text, speaker, AT))
        if c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "home"),
    [
        (
            "mom and dad bought an apartment in Daejeon to be close to my brother's kids, so "
            "Chuseok is only an hour on the train this year",
            "Daejeon",
        ),
        ("Mom and dad bought a place in Daejeon, so Chuseok is easy now", "Daejeon"),
    ],
)
def test_a_name_in_a_later_clause_is_no_subject_of_the_value(text: str, home: str) -> None:
    read = _read(text, "Ji-woo")
    assert ("Ji-woo's parents", "lives_in", home) in read
    assert not any(s == "Chuseok" for s, _, _ in read)


def test_a_fronted_value_is_still_the_named_persons() -> None:
    assert ("Tunde", "works_at", "Zenith") in _read("At Zenith, Tunde finally got promoted", "Ji")


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("Granny seh di snow inna Brampton a go kill har, she call mi every morning", "Brampton"),
        ("Mi granny live inna Mandeville, nice an cool up deh inna di hills", "Mandeville"),
    ],
)
def test_a_kin_word_opening_a_dialect_clause_is_its_subject(text: str, home: str) -> None:
    read = _read(text, "Nia")
    assert ("Nia's grandma", "lives_in", home) in read
    assert not any(p == "grandma" for _, p, _ in read)  # "seh", "live": no names
    assert ("Nia", "lives_in", home) not in read


def test_a_lower_case_word_after_a_capitalised_kin_title_is_no_name() -> None:
    assert kin_named("Granny seh di snow a go kill har") == []
    assert kin_named("Mi granny live inna Mandeville") == []
    assert kin_named("uncle osaze moved to Abuja") == [("uncle", "Osaze", 11)]
    assert kin_named("Granny Morag moved to Oban") == [("grandma", "Morag", 12)]


def test_a_word_after_an_article_is_no_name() -> None:
    read = _read("the wean's german teacher says he sounds like a glaswegian robot", "Ewan")
    assert not any(s == "Wean" for s, _, _ in read)


@pytest.mark.parametrize(
    ("text", "subject", "slot", "value"),
    [
        ("the landlord moved to Spain", "Ewan's landlord", "lives_in", "Spain"),
        ("The boss is now at Google", "Ewan's boss", "works_at", "Google"),
    ],
)
def test_a_clause_opening_on_the_relation_is_the_relations(
    text: str, subject: str, slot: str, value: str
) -> None:
    read = _read(text, "Ewan")
    assert (subject, slot, value) in read
    assert ("Ewan", slot, value) not in read


def test_the_relation_said_to_be_someone_is_no_owner() -> None:
    read = _read(
        "The building was sold in June; the landlord is a company called Kuzey Emlak.", "Ewan"
    )
    assert not any(s == "Ewan's landlord" for s, _, _ in read)
