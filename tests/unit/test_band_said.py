"""A favourite band said in a fan's words (`band_said`): "Ben&Ben is my comfort band",
"Fontaines D.C. are the best band in the world", "can't stop listening to Wet Leg". Not a
band's member, a shop, a question, a past love or a gig."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.band_said import bands_said
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _bands(text: str, speaker: str = "Jo") -> set[tuple[str, str]]:
    return {
        (c.subject, str(c.object))
        for c in WITH.extract(Message(text, speaker, AT))
        if c.predicate == "favourite_band" and c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "band"),
    [
        ("Ben&Ben is my comfort band, I've seen them live 4 times", ("Jo", "Ben&Ben")),
        (
            "Fontaines D.C. are the best band in the world and I'll fight anyone on it",
            ("Jo", "Fontaines D.C."),
        ),
        ("Ciara's been playing Fontaines D.C. on repeat in her room", ("Ciara", "Fontaines D.C.")),
        ("can't stop listening to Wet Leg, their new album is unreal", ("Jo", "Wet Leg")),
        ("my favourite band at the moment is Khruangbin, so chill", ("Jo", "Khruangbin")),
        ("been obsessed with Boygenius since the summer, that album!", ("Jo", "Boygenius")),
        (
            "Got tickets for Arctic Monkeys in Lisbon, my favourite band, I'm screaming.",
            ("Jo", "Arctic Monkeys"),
        ),
        (
            "Sorry Ben&Ben, SB19 has taken over my whole life. Bought tickets for their concert!",
            ("Jo", "SB19"),
        ),
    ],
)
def test_a_band_in_a_fans_words_is_the_favourite(text: str, band: tuple[str, str]) -> None:
    assert _bands(text) == {band}


@pytest.mark.parametrize(
    "text",
    [
        "Dave is my band's drummer, he's late again",
        "is Coldplay your favourite band?",
        "Oasis were my favourite band at school",
        "my favourite band is playing Dublin in May, can't wait",
        "This is my band, we play on Fridays",
        "Actually, my favourite band is playing tonight",
        "I'm really into Python these days, writing a little game",
        "been obsessed with Boygenius since the summer",
    ],
)
def test_a_member_a_question_a_past_love_or_a_gig_is_no_favourite(text: str) -> None:
    assert bands_said(Message(text, "Jo", AT), []) == []
