"""Present first for messages, without Neo4j (`chronofact.graph.recall.present_first`): the
results about one topic in timeline order at the basis, and the context built from them."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from chronofact.graph.reads import Basis
from chronofact.graph.recall import RecallResult, build_context
from chronofact.graph.recall.present_first import (
    asks_about_the_past,
    content_words,
    outdated_by,
    present_first,
    said_of,
    same_topic,
    says_change,
    says_new_state,
)
from chronofact.graph.recall.results import RecalledSource

NOW = datetime(2026, 1, 1, tzinfo=UTC)
MARCH = datetime(2025, 3, 31, tzinfo=UTC)
JAN = "2025-01-10T10:00:00.000000Z"
SEP = "2025-09-15T10:00:00.000000Z"


def message(sid: str, speaker: str, text: str, at: str) -> RecallResult:
    source = RecalledSource(sid, "conversation", sid, "c", at, speaker, text, "candidate")
    return RecallResult(kind="source", score=1.0, current=None, signals={}, source=source)


def fact(
    statement: str,
    subject: str,
    obj: str,
    said_at: str,
    current: bool = True,
    predicate: str = "works_at",
    polarity: bool = True,
) -> RecallResult:
    """A fact result as recall builds it, said (and valid from) `said_at`."""
    api: dict[str, Any] = {
        "id": statement,
        "statement": statement,
        "subject": {"id": subject, "name": subject},
        "object": {"id": obj, "name": obj},
        "predicate": predicate,
        "polarity": polarity,
        "trust": "candidate",
        "valid_from": said_at,
        "valid_to": None,
        "revoked_at": None,
        "sources": [{"id": "x", "observed_at": said_at, "speaker": subject, "ref": "x"}],
    }
    return RecallResult(kind="fact", score=1.0, current=current, signals={}, fact=api)


def texts(results: list[RecallResult]) -> list[str]:
    return [r.source.text if r.source else str((r.fact or {})["statement"]) for r in results]


def test_content_words_drop_stop_words_filler_short_words_and_names() -> None:
    words = content_words("I really live in Madrid now, Bruno!", frozenset({"bruno"}))
    assert words == frozenset({"live", "madrid"})


def test_same_topic_needs_the_same_person_and_a_shared_word() -> None:
    m1 = said_of(message("m1", "Bruno", "Home is a flat in Madrid.", JAN))
    m2 = said_of(message("m2", "Bruno", "Goodbye Madrid, hello Valencia.", SEP))
    other = said_of(message("m3", "Carla", "Madrid was sunny.", SEP))
    unrelated = said_of(message("m4", "Bruno", "The cat is asleep.", SEP))
    assert same_topic(m1, m2)
    assert not same_topic(m1, other)
    assert not same_topic(m1, unrelated)


def test_a_fact_is_about_its_subject_and_its_sources_speakers() -> None:
    said = said_of(fact("Alice works at Deloitte", "Alice", "Deloitte", JAN))
    assert said.who == frozenset({"alice"})
    assert said.at == datetime(2025, 1, 10, 10, tzinfo=UTC)
    assert "deloitte" in said.words


def test_change_cues() -> None:
    assert says_change("We moved from Austin to Denver.")
    assert says_change("I'm at Stripe now")
    assert says_change("Not vegan anymore")
    assert not says_change("Home is a tiny flat in Madrid.")
    assert not says_change("Nowhere else sells these")  # whole words only
    assert not says_change("Anything new since last time?")  # chat, not a change
    assert not says_change("Seven years now, and I love it")


def test_new_state_words() -> None:
    assert says_new_state("new dentist, Dr. Costa, way gentler than the old one")
    assert says_new_state("Italian is on hold since June, it's Korean flashcards every night.")
    assert says_new_state("picked up a Kia Sportage last week")
    assert not says_new_state("Anything new since last time?")  # a question
    assert not says_new_state("I went to the support group again.")  # again: no change
    assert not says_new_state("Home is a tiny flat in Madrid.")


def test_a_change_outdates_what_the_same_person_said_before_about_the_same_thing() -> None:
    old = message("m1", "Bruno", "Home is a tiny flat in Madrid.", JAN)
    other = message("m3", "Carla", "Madrid is lovely.", JAN)
    new = message("m2", "Bruno", "We said goodbye to Madrid, we live in Valencia now.", SEP)
    said = [said_of(r) for r in (old, other, new)]
    assert outdated_by(said, 2) == [0]
    assert outdated_by(said, 0) == []  # nothing said before it


def test_now_the_newer_message_leads_and_the_older_is_marked_earlier() -> None:
    old = message("m1", "Bruno", "Home is a tiny flat in Madrid.", JAN)
    new = message("m2", "Bruno", "We said goodbye to Madrid, we live in Valencia now.", SEP)
    noise = message("m3", "Carla", "Madrid is lovely in spring.", SEP)
    out = present_first([old, noise, new], NOW)
    assert texts(out) == [new.source.text, old.source.text, noise.source.text]  # type: ignore[union-attr]
    assert [r.timeline for r in out] == ["latest", "earlier", None]
    assert out[0].topic == out[1].topic is not None


def test_asked_about_the_past_the_message_of_that_time_leads() -> None:
    old = message("m1", "Bruno", "Home is a tiny flat in Madrid.", JAN)
    new = message("m2", "Bruno", "We said goodbye to Madrid, we live in Valencia now.", SEP)
    out = present_first([new, old], MARCH)
    assert texts(out) == [old.source.text, new.source.text]  # type: ignore[union-attr]
    assert [r.timeline for r in out] == ["latest", "later"]


def test_a_later_message_leads_the_fact_taken_from_an_older_one() -> None:
    stale = fact("Alice works at Deloitte", "Alice", "Deloitte", JAN)
    change = message("m2", "Alice", "Left Deloitte, starting at KPMG.", SEP)
    out = present_first([stale, change], NOW)
    assert [r.kind for r in out] == ["source", "fact"]
    assert out[1].timeline == "earlier"


def test_messages_without_a_change_word_keep_their_order() -> None:
    first = message("m1", "Caroline", "The support group was amazing.", JAN)
    second = message("m2", "Caroline", "I went to the support group again.", SEP)
    out = present_first([first, second], NOW)
    assert out == [first, second]


def test_only_the_change_moves_and_facts_keep_their_order() -> None:
    f1 = fact("Alice works at KPMG", "Alice", "KPMG", JAN)
    noise = message("n", "Bob", "Lunch?", SEP)
    f2 = fact("Alice likes KPMG", "Alice", "KPMG", JAN)
    m = message("m", "Alice", "KPMG is history, I moved to EY", SEP)
    out = present_first([f1, noise, f2, m], NOW)
    assert texts(out) == [
        m.source.text,
        f1.fact["statement"],
        noise.source.text,
        f2.fact["statement"],
    ]  # type: ignore[union-attr,index]
    assert [r.timeline for r in out] == ["latest", "earlier", None, "earlier"]


def test_context_names_the_later_message_before_the_fact_it_may_update() -> None:
    stale = fact("Alice works at Deloitte", "Alice", "Deloitte", JAN)
    change = message("m2", "Alice", "Left Deloitte; I am at KPMG these days.", SEP)
    old = message("m1", "Alice", "Deloitte keeps me busy", "2024-12-01T00:00:00.000000Z")
    assert says_change(change.source.text) and not says_change(old.source.text)  # type: ignore[union-attr]
    basis = Basis(valid_at=NOW, known_at=None, as_of=NOW)
    ordered = present_first([stale, old, change], NOW)
    context = build_context(ordered, basis, None, 400)
    lines = context.splitlines()[1:]
    assert lines[0].startswith('- Alice said on 2025-09-15 m2: "Left Deloitte; I am at KPMG')
    assert lines[1].startswith("- Alice works at Deloitte")
    assert "said before the newer message above" in lines[1]
    assert lines[2].startswith("- earlier: Alice said on 2024-12-01")


def test_past_tense_questions() -> None:
    assert asks_about_the_past("When did Caroline go to the support group?")
    assert asks_about_the_past("Where was Bruno living two years ago?")
    assert not asks_about_the_past("Where does Alice work?")
    assert not asks_about_the_past("Who is Dmitri engaged to?")


def test_under_a_window_a_change_said_inside_it_does_not_move_up() -> None:
    spring = datetime(2025, 3, 1, tzinfo=UTC)
    older = message("m1", "Bruno", "Home is a tiny flat in Madrid.", JAN)
    inside = message("m2", "Bruno", "Goodbye Madrid, I moved to Valencia.", "2025-03-15T00:00:00Z")
    assert present_first([older, inside], MARCH, since=spring) == [older, inside]
    moved = present_first([older, inside], MARCH)
    assert texts(moved) == [inside.source.text, older.source.text]  # type: ignore[union-attr]


def test_a_newer_message_saying_a_state_is_new_leads_when_a_state_is_asked() -> None:
    old = message("m1", "Beatriz", "Dentist appt with Dr. Lima tomorrow, pray for me", JAN)
    new = message("m2", "Beatriz", "new dentist, Dr. Costa, way gentler than the old one", SEP)
    elsewhere = message("m3", "Beatriz", "new shoes, love them", SEP)  # no shared word
    results = [old, elsewhere, new]
    out = present_first(results, NOW, asks_a_state=lambda: True)
    assert texts(out) == [new.source.text, old.source.text, elsewhere.source.text]  # type: ignore[union-attr]
    assert out[0].timeline == "latest" and out[1].timeline == "earlier"
    # a question about no state ("what did she say about the appointment?"): words decide
    assert present_first(results, NOW, asks_a_state=lambda: False) == results
    assert present_first(results, NOW) == results
