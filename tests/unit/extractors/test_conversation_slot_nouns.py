"""The noun of what someone has, opening a clause in lower case before "is" ("hobby is
photography", "crit is Thursdays 3pm"), is no person's name, as the service reads chat (rules,
MiniLM and the learned reader). Found in the t14 sets' start run (fourteenth session):
"hobby is photography, work is accounting lol" made a person "Hobby". Sentences written for
these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 3, 4, 18, tzinfo=UTC)
EXTRACTOR = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("hobby is photography, work is accounting lol", "Hobby"),
        ("diet is mostly plants these days", "Diet"),
        ("therapist is Dr Okafor now", "Therapist"),
        ("commute is the 55 bus", "Commute"),
    ],
)
def test_the_noun_of_what_someone_has_is_no_name(text: str, noun: str) -> None:
    subjects = {c.subject for c in EXTRACTOR.extract(Message(text, "Sam", AT))}
    assert noun not in subjects, subjects
