"""A favourite named in the ways people name one (`favourite_named`): the title first ("Arctic
Monkeys are officially my favourite band"), a title taking another's place ("Dangal replaced
Lagaan as my number one film"), the favourite said after the title's sentence ("Gojira have been
on repeat all summer, my favourite band by far") and of "it" ("I've fallen for Middlemarch; it's
my new favourite book"). Read by rules only."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.favourite_named import (
    favourite_named_before,
    favourite_title_first,
)

AT = datetime(2025, 1, 15, 9, tzinfo=UTC)
RULES = ConversationExtractor()


def _claims(text: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in RULES.extract(Message(text, "Ana", AT))
        if c.polarity and c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "slot", "title"),
    [
        ("Arctic Monkeys are officially my favourite band.", "favourite_band", "Arctic Monkeys"),
        ("Perfect Days is my favourite film.", "favourite_film", "Perfect Days"),
        ("Parasite is my new favourite movie.", "favourite_film", "Parasite"),
        (
            "Paddington 2 is my all-time favourite film after the summer rewatch.",
            "favourite_film",
            "Paddington 2",
        ),
        ("Half of a Yellow Sun is easily my fave novel.", "favourite_book", "Half of a Yellow Sun"),
        ("Dishoom has become my favourite restaurant.", "favourite_restaurant", "Dishoom"),
        ("After that gig in June, Wet Leg are my favourite band.", "favourite_band", "Wet Leg"),
    ],
)
def test_the_title_said_first(text: str, slot: str, title: str) -> None:
    assert ("Ana", slot, title) in _claims(text)


@pytest.mark.parametrize(
    ("text", "slot", "title"),
    [
        ("Dangal replaced Lagaan as my number one film.", "favourite_film", "Dangal"),
        (
            "Middlemarch has overtaken Persuasion as my favourite book.",
            "favourite_book",
            "Middlemarch",
        ),
        (
            "Fontaines D.C. knocked Radiohead off as my top band.",
            "favourite_band",
            "Fontaines D.C.",
        ),
    ],
)
def test_a_title_taking_anothers_place(text: str, slot: str, title: str) -> None:
    claims = _claims(text)
    assert ("Ana", slot, title) in claims
    assert not any(p == slot and v != title for _, p, v in claims)


@pytest.mark.parametrize(
    ("text", "slot", "title"),
    [
        (
            "Gojira have been on repeat all summer, my favourite band by far.",
            "favourite_band",
            "Gojira",
        ),
        (
            "Stray Kids have taken over my playlists, my new favourite band.",
            "favourite_band",
            "Stray Kids",
        ),
        (
            "I've fallen for Middlemarch; it's my new favourite book.",
            "favourite_book",
            "Middlemarch",
        ),
        ("Watched Aftersun twice, it's now my favourite film.", "favourite_film", "Aftersun"),
    ],
)
def test_the_favourite_said_after_the_title(text: str, slot: str, title: str) -> None:
    assert ("Ana", slot, title) in _claims(text)


@pytest.mark.parametrize(
    "clause",
    [
        "It is my favourite film.",  # a pronoun is no title
        "Honestly my favourite film is hard to pick.",
        "Half of a Yellow Sun overtook Things Fall Apart as my favourite this summer.",  # no thing
        "Kafka on the Shore is my favourite Murakami.",  # a name is no kind of thing
        "The weather is my favourite topic.",  # lower-case opener: no title
    ],
)
def test_no_favourite_without_a_title_and_a_thing(clause: str) -> None:
    assert favourite_title_first(clause) == []


def test_the_appositive_needs_the_title_to_open_its_sentence() -> None:
    assert (
        favourite_named_before("my favourite band by far.", "we were on repeat all summer, ") == []
    )
    found = favourite_named_before(" my favourite band by far.", "Gojira have been loud, ")
    assert [(f.predicate, f.target) for f in found] == [("favourite_band", "Gojira")]


def test_long_hostile_text_is_read_in_bounded_time() -> None:
    import time

    text = "Aa " * 5000 + "is my favourite band" + ", my favourite band" * 300
    started = time.perf_counter()
    RULES.extract(Message(text[:20000], "Ana", AT))
    favourite_title_first(text)
    favourite_named_before(", my favourite band by far", text)
    assert time.perf_counter() - started < 5.0


@pytest.mark.parametrize(
    ("before", "clause", "title"),
    [
        (
            "My son dragged me to a Wolf Alice gig in May and ",
            "now they're my favourite band.",
            "Wolf Alice",
        ),
        ("Went to a Wolf Alice gig last week and ", "they're my favourite band now", "Wolf Alice"),
        (
            "A friend took me to Dishoom for my birthday and ",
            "now it's my favourite restaurant",
            "Dishoom",
        ),
    ],
)
def test_the_title_met_by_being_taken_to_it_is_the_favourite(
    before: str, clause: str, title: str
) -> None:
    assert [f.target for f in favourite_named_before(clause, before)] == [title]


def test_now_before_it_needs_a_title_met() -> None:
    assert (
        favourite_named_before("now it's my favourite band.", "I have a new job at Acme and ") == []
    )
