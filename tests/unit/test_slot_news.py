"""News on the asked slot, without Neo4j (`graph.recall.slot_news` through `present_first`): a
later message whose nearest slot is the one a question asks outdates the facts on that slot said
before it by the same person, with no word of change or shared word; it never moves above
another message, a fact on another slot or another person's fact; and the context lists it just
before the fact it outdates even when `slot_first` put that fact first."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from chronofact.extractors.embeddings import embed, embed_one
from chronofact.graph.reads import Basis
from chronofact.graph.recall import build_context
from chronofact.graph.recall.asked_slot import slot_scores
from chronofact.graph.recall.present_first import present_first
from chronofact.graph.recall.slot_news import asked_slot_of, slot_news_reader
from tests.unit.test_present_first import JAN, NOW, SEP, fact, message, texts

MARCH_25 = "2025-03-31T10:00:00.000000Z"


def _news_on(slot: str, texts_said: Sequence[str]) -> list[bool]:
    return slot_news_reader(slot, embed_one, embed)(texts_said)


def test_a_message_stating_the_new_state_is_news_on_its_slot() -> None:
    assert _news_on(
        "vehicle",
        [
            "The Tesla charges in my driveway overnight, no petrol station in weeks.",
            "I get to work in the Peugeot these days, it handles the hills.",
        ],
    ) == [True, True]
    assert _news_on("partner", ["Efua and I are seeing each other, it's lovely."]) == [True]
    assert _news_on(
        "vehicle", ["My sister's wedding was beautiful.", "Work has been busy this week."]
    ) == [False, False]


def test_small_talk_is_no_news_on_any_slot() -> None:
    """Small talk is near no slot, or as near two: "Welcome to the hybrid gang" (nearest the
    home, at 0.24) had led "Where does Tomás live?" above his current home."""
    assert _news_on("lives_in", ["Welcome to the hybrid gang"]) == [False]
    assert _news_on("vehicle", ["Amazing, tell her well done"]) == [False]
    assert _news_on("lives_in", ["The new flat in Walthamstow has a tiny garden"]) == [True]


def test_the_asked_slot_is_the_questions_nearest() -> None:
    assert asked_slot_of(slot_scores(embed_one("What car does Étienne drive?"), embed_one)) == (
        "vehicle"
    )
    assert asked_slot_of(slot_scores(embed_one("Where does Marta work?"), embed_one), 0.3) == (
        "works_at"
    )


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("What is Wen working on?", "project"),
        ("What does Wen work on?", "project"),
        ("What does Wen do for work?", "occupation"),
        ("How does Wen get to work?", "vehicle"),
    ],
)
def test_work_in_hand_is_asked_as_a_project(question: str, slot: str) -> None:
    """Using the product: "What does Wen work on?" had been read as asking for a vehicle."""
    assert asked_slot_of(slot_scores(embed_one(question), embed_one)) == slot


def test_news_outdates_the_earlier_fact_on_the_asked_slot() -> None:
    old = fact(
        "Étienne gets around by Renault Clio", "Étienne", "Renault Clio", JAN, predicate="vehicle"
    )
    news = message("m2", "Étienne", "The Tesla charges in my driveway overnight.", SEP)
    out = present_first([old, news], NOW, news=lambda: ("vehicle", _news_on_vehicle))
    assert texts(out) == [news.source.text, "Étienne gets around by Renault Clio"]  # type: ignore[union-attr]
    assert out[0].timeline == "latest" and out[1].timeline == "earlier"


def _news_on_vehicle(said: Sequence[str]) -> list[bool]:
    return _news_on("vehicle", said)


def test_news_moves_above_no_message_other_slot_or_other_person() -> None:
    earlier_message = message("m0", "Étienne", "I drive an old Renault Clio.", JAN)
    job = fact("Étienne works at Michelin", "Étienne", "Michelin", JAN)  # works_at
    hers = fact("Chloé gets around by Vespa", "Chloé", "Vespa", JAN, predicate="vehicle")
    news = message("m2", "Étienne", "The Tesla charges in my driveway overnight.", SEP)
    results = [earlier_message, job, hers, news]
    assert present_first(results, NOW, news=lambda: ("vehicle", _news_on_vehicle)) == results


def test_news_said_after_the_basis_does_not_lead() -> None:
    old = fact(
        "Étienne gets around by Renault Clio", "Étienne", "Renault Clio", JAN, predicate="vehicle"
    )
    news = message("m2", "Étienne", "The Tesla charges in my driveway overnight.", SEP)
    march = NOW.replace(year=2025, month=3, day=31)
    out = present_first([news, old], march, news=lambda: ("vehicle", _news_on_vehicle))
    assert texts(out)[0] == "Étienne gets around by Renault Clio"


def test_the_context_names_the_news_before_the_fact_slot_first_put_first() -> None:
    old = fact("Kofi is engaged to Abena", "Kofi", "Abena", JAN, predicate="engaged_to")
    news = message("m2", "Kofi", "Efua and I are seeing each other.", SEP)
    linked = present_first([old, news], NOW, news=lambda: ("partner", lambda s: [True] * len(s)))
    assert linked[0].source is not None  # the news leads
    by_slot_first = [linked[1], linked[0]]  # the asked slot's fact put first again
    context = build_context(by_slot_first, Basis(valid_at=NOW, known_at=None, as_of=NOW), None, 400)
    assert context.index("Efua") < context.index("Abena [")


def test_news_is_not_read_without_both_a_message_and_a_fact() -> None:
    asked: list[str] = []

    def news() -> tuple[str, Callable[[Sequence[str]], list[bool]]]:
        asked.append("read")
        return "vehicle", _news_on_vehicle

    only_messages = [message("m2", "Étienne", "The Tesla charges in my driveway overnight.", SEP)]
    only_facts = [fact("Étienne gets around by Renault Clio", "Étienne", "Renault Clio", JAN)]
    assert present_first(only_messages, NOW, news=news) == only_messages
    assert present_first(only_facts, NOW, news=news) == only_facts
    assert asked == []
