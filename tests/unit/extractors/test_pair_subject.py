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
        ("Mum and Dad live in Masvingo now.", ("Chipo's mom", "Chipo's dad"), "Masvingo"),
    ],
)
def test_each_of_two_people_gets_the_claim(text: str, who: tuple[str, str], place: str) -> None:
    said = _said(text)
    for person in who:
        assert (person, "lives_in", place) in said
    assert not any(" and " in s for s, _, _ in said)


def _claim(subject: str, predicate: str, value: str) -> Claim:
    return Claim(subject, predicate, None, value, True, AT, None, (0, 10), "said", 0.8)


def test_a_couples_own_slot_is_left_to_couples() -> None:
    claims = [_claim("Farai and Rudo", "relationship_status", "engaged")]
    assert each_of_a_pair(Message("x", "Chipo", AT), claims) == claims


@pytest.mark.parametrize("subject", ["the kids and I", "Tom and his", "Tom and Tom"])
def test_a_pair_that_is_not_two_named_people_stays(subject: str) -> None:
    claims = [_claim(subject, "lives_in", "Leeds")]
    assert each_of_a_pair(Message("x", "Chipo", AT), claims) == claims
