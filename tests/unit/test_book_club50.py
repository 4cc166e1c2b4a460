"""A book club's book said without the words "book club" next to it, or in another language's
words for it (`reading_now`): the club's pick, "we're doing <Title>", "this month it's <Title>
by <Author>", "<Name> está lendo <Title> pro clube do livro"."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.reading_now import books_being_read

AT = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _read(text: str, speaker: str = "Rosa") -> list[tuple[str, str]]:
    claims = books_being_read(Message(text, speaker, AT), [])
    return [(c.subject, str(c.object)) for c in claims if c.predicate == "reading"]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Book group this month: we're doing Piranesi, and honestly I'm loving it", "Piranesi"),
        ("We've moved on to The Bee Sting, 600 pages, send help", "The Bee Sting"),
        (
            "This month it's Small Things Like These by Claire Keegan, short one thank god",
            "Small Things Like These",
        ),
        ("Our reading group picked Babel for October and I haven't even opened it", "Babel"),
        ("We're reading Homegoing for club this month, the first chapter wrecked me", "Homegoing"),
        ("Club pick for November is Orbital, which I already read on the plane", "Orbital"),
        ("Next month's pick is The God of the Woods, everyone's excited", "The God of the Woods"),
        ("has anyone started Wolf Hall? it's our book club pick till March", "Wolf Hall"),
        ("the leesclub picked Kiln, which nobody has heard of", "Kiln"),
        ("We're on chapter 12 of The Women for book club", "The Women"),
        ("This month's book is Orbital, short and weird", "Orbital"),
        ("Book club tonight, we're discussing Kiln", "Kiln"),
        ("The book group are tackling Middlemarch next", "Middlemarch"),
    ],
)
def test_a_clubs_book_is_read_for_the_speaker(text: str, title: str) -> None:
    assert _read(text) == [("Rosa", title)]


def test_someone_named_reading_for_a_club_reads_it_themselves() -> None:
    assert _read("Bia está lendo Torto Arado pro clube do livro") == [("Bia", "Torto Arado")]
    assert _read("Mum's reading Orbital for book group, she hates it") == [
        ("Rosa's mom", "Orbital")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "We're doing Sunday lunch at Mum's this week",
        "We've moved on to Phase Two of the rollout, finally",
        "This round it's Arsenal at home, should be a good one",
        "We're doing Hamilton on Saturday, got the tickets at last",
        "Jo is reading Spanish at Leeds",  # a degree, in a message of no book
        "Kiln is the pick this month? I thought it was Babel",  # asked
    ],
)
def test_no_book_without_a_book_or_a_club(text: str) -> None:
    assert _read(text) == []
