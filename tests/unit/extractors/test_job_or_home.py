""" "Moved to X" and "left X" say a home or a job alike (`job_or_home`). Found using the
product (sixteenth session): "still at Google?" / "nope, moved to Meta in march" stored "Ciara
lives in Meta", and "left Dublin and moved to Cork" ended an employer "Dublin". Sentences
written for these tests; the service's extractor (rules, slots by meaning, the reader)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 6, 1, 9, tzinfo=UTC)
EXTRACTOR = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _claims(text: str, previous: Message | None = None) -> set[tuple[str, str, str]]:
    message = Message(text, "Ciara", AT, previous)
    return {
        (c.action, c.predicate, str(c.object or c.value))
        for c in EXTRACTOR.extract(message)
        if c.polarity
    }


@pytest.mark.parametrize(
    ("text", "left", "new"),
    [
        ("left Google, moved to Meta in march", "Google", "Meta"),
        ("quit my job at Aldi and moved to Lidl", "Aldi", "Lidl"),
        ("I'm not at Deloitte anymore, moved to Kainos", "Deloitte", "Kainos"),
        ("quit Tesco and moved over to Sainsbury's", "Tesco", "Sainsbury's"),
    ],
)
def test_a_move_after_an_employer_ended_is_the_new_job(text: str, left: str, new: str) -> None:
    said = _claims(text)
    assert ("end", "works_at", left) in said
    assert ("assert", "works_at", new) in said
    assert ("assert", "lives_in", new) not in said


def test_a_move_answering_whether_one_is_still_at_an_employer_is_the_new_job() -> None:
    asked = Message("still at Google?", "Tomás", AT)
    said = _claims("nope, moved to Meta in march", asked)
    assert ("end", "works_at", "Google") in said
    assert ("assert", "works_at", "Meta") in said


@pytest.mark.parametrize(
    ("text", "left", "new"),
    [
        ("left Dublin and moved to Cork", "Dublin", "Cork"),
        ("we left London and moved to Leeds in the spring", "London", "Leeds"),
    ],
)
def test_a_city_left_is_a_home_left(text: str, left: str, new: str) -> None:
    said = _claims(text)
    assert ("end", "lives_in", left) in said
    assert ("assert", "lives_in", new) in said
    assert not any(p == "works_at" for _, p, _ in said)


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("I left Google and moved to Lisbon", "Lisbon"),
        ("we moved to Stoneybatter in december", "Stoneybatter"),
        ("moved to Potsdam last month, the commute is fine", "Potsdam"),
    ],
)
def test_a_place_moved_to_stays_a_home(text: str, home: str) -> None:
    said = _claims(text)
    assert ("assert", "lives_in", home) in said
    assert ("assert", "works_at", home) not in said


def test_a_clear_employer_moved_to_is_a_job() -> None:
    assert ("assert", "works_at", "Ryanair") in _claims("moved to Ryanair last month")


@pytest.mark.parametrize(
    ("text", "new"),
    [
        (
            "whoa congrats! I left Erasmus btw, I'm at the Maasstad now, way fewer nights",
            "Maasstad",
        ),
        ("I left Barclays in May, I'm at Monzo now", "Monzo"),
    ],
)
def test_at_a_place_after_the_job_ended_is_the_new_job(text: str, new: str) -> None:
    """ "I'm at the Maasstad now" after leaving an employer: the new workplace, not a school
    (the learned reader read the Maasstad as a school)."""
    said = _claims(text)
    assert ("assert", "works_at", new) in said
    assert ("assert", "studies_at", new) not in said
