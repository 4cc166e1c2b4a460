"""The name others call the speaker by (`conversation.nickname`): read on the `nickname` slot,
so a new one ends the old; a name no longer used, wished for, ordered or past gives nothing.
Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.nickname import nickname_said
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


@pytest.mark.parametrize(
    ("clause", "name"),
    [
        ("Everyone at the depot calls me Moss.", "Moss"),
        ("my mates call me Dee", "Dee"),
        ("The new crew calls me Bolt, and it stuck.", "Bolt"),
        ("the kids have started calling me Nana Jo", "Nana Jo"),
        ("I go by Sasha these days", "Sasha"),
        ("I'm known as Tink at work", "Tink"),
    ],
)
def test_a_name_others_call_the_speaker_by_is_the_nickname(clause: str, name: str) -> None:
    assert [(f.predicate, f.target) for f in nickname_said(clause)] == [("nickname", name)]


@pytest.mark.parametrize(
    "clause",
    [
        "nobody calls me Moss any more",
        "they used to call me Dee",
        "please call me Sasha",
        "Call me Sasha",
        "they called me Tink at school",
        "The plumber will call me Monday",
        "Mum calls me Monday",
        "He calls me back",
    ],
)
def test_a_name_not_used_now_or_no_name_is_no_nickname(clause: str) -> None:
    assert nickname_said(clause) == []


def test_the_nickname_is_the_speakers_and_not_a_person_of_theirs() -> None:
    said = {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message("My cousins call me Bibi.", "Beatriz", AT))
    }
    assert ("Beatriz", "nickname", "Bibi") in said
    assert not any(p in ("partner", "doctor", "occupation") for _, p, _ in said)
