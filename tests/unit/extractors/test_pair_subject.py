"""Two people said as one subject (`conversation.pair_subject`, twenty-first session): each
gets the claim; a couple's own slots are left to `couples`. Sentences written for these
tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.pair_subject import each_of_a_pair
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _said(text: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, "Chipo", AT))
        if c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "who", "place"),
    [
        ("Nyasha and Tatenda moved to Gweru last month.", ("Nyasha", "Tatenda"), "Gweru"),
        (
            "My brother Kuda and his wife Rumbi relocated to Mutare.",
            ("Kuda", "Rumbi"),
            "Mutare",
        ),
        ("Mum and Jake moved to Gweru last month.", ("Chipo's mom", "Jake"), "Gweru"),
    ],
)
def test_each_of_two_people_gets_the_claim(text: str, who: tuple[str, str], place: str) -> None:
    said = _said(text)
    for person in who:
        assert (person, "lives_in", place) in said
    assert not any(" and " in s for s, _, _ in said)


@pytest.mark.parametrize(
    "text",
    [
        "Mum and Dad live in Masvingo now.",
        "my mum and dad live in Masvingo",
        "My mom & dad moved to Masvingo last month.",
        "my folks live in Masvingo",
        "Amma and Appa moved to Masvingo last month.",
        "Mum and Dad sold the flat, they bought a little house in Masvingo",
        "Dad and Mum moved to Masvingo last year",
    ],
)
def test_a_mother_and_father_are_the_speakers_parents(text: str) -> None:
    """Forty-fifth session: the pair of parents is one subject, the one a question about
    them asks ("Where do Chipo's parents live?"); each apart had held "Chipo's mom" and
    "Chipo's dad", so "my parents moved" later ended neither."""
    said = _said(text)
    assert ("Chipo's parents", "lives_in", "Masvingo") in said
    homes = {s for s, p, _ in said if p == "lives_in"}
    assert not homes & {"Chipo", "Chipo's mom", "Chipo's dad"}


def _claim(subject: str, predicate: str, value: str) -> Claim:
    return Claim(subject, predicate, None, value, True, AT, None, (0, 10), "said", 0.8)


def test_a_couples_own_slot_is_left_to_couples() -> None:
    claims = [_claim("Farai and Rudo", "relationship_status", "engaged")]
    assert each_of_a_pair(Message("x", "Chipo", AT), claims) == claims


@pytest.mark.parametrize("subject", ["the kids and I", "Tom and his", "Tom and Tom"])
def test_a_pair_that_is_not_two_named_people_stays(subject: str) -> None:
    claims = [_claim(subject, "lives_in", "Leeds")]
    assert each_of_a_pair(Message("x", "Chipo", AT), claims) == claims
