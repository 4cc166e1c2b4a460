"""Ended below the present (`chronofact.graph.recall.ended_below`), without Neo4j: for a
question about now, a fact that no longer holds moves below the current facts of its subject
and the newer messages about it, and nothing else moves."""

from __future__ import annotations

import dataclasses

from chronofact.graph.recall import RecallResult
from chronofact.graph.recall.ended_below import ended_below, ended_first
from tests.unit.test_present_first import JAN, SEP, fact, message, texts

MAY = "2025-05-02T10:00:00.000000Z"


def test_an_ended_fact_moves_below_a_current_fact_of_its_subject() -> None:
    results = [
        fact("Lena lives in Porto", "Lena", "Porto", JAN, current=False),
        message("m0", "Omar", "Porto is lovely in spring", JAN),
        fact("Lena lives in Valencia", "Lena", "Valencia", SEP),
    ]
    assert texts(ended_below(results)) == [
        "Porto is lovely in spring",
        "Lena lives in Valencia",
        "Lena lives in Porto",
    ]


def test_an_ended_fact_moves_below_a_newer_message_about_it() -> None:
    results = [
        fact("Lena lives in Porto", "Lena", "Porto", JAN, current=False),
        message("m2", "Lena", "I don't live in Porto anymore, been in Valencia", SEP),
        message("m3", "Lena", "the weather is great", SEP),
    ]
    assert texts(ended_below(results)) == [
        "I don't live in Porto anymore, been in Valencia",
        "Lena lives in Porto",
        "the weather is great",
    ]


def test_older_messages_and_other_people_do_not_push_it_down() -> None:
    results: list[RecallResult] = [
        fact("Lena lives in Porto", "Lena", "Porto", MAY, current=False),
        message("m1", "Lena", "I live in Porto, right by the river", JAN),
        message("m2", "Omar", "I moved to Porto", SEP),
        fact("Omar lives in Porto", "Omar", "Porto", SEP),
    ]
    assert texts(ended_below(results)) == texts(results)


def test_current_facts_and_unrelated_results_keep_their_order() -> None:
    results = [
        fact("Lena works at Zalando", "Lena", "Zalando", JAN),
        fact("Lena lives in Valencia", "Lena", "Valencia", SEP),
        message("m1", "Lena", "hello there", SEP),
    ]
    assert texts(ended_below(results)) == texts(results)


def ended(statement: str, subject: str, obj: str, said_at: str, valid_to: str) -> RecallResult:
    """A fact whose version ended at `valid_to` (the change message's time, or the date it said)."""
    result = fact(statement, subject, obj, said_at, current=False)
    assert result.fact is not None
    return dataclasses.replace(result, fact={**result.fact, "valid_to": valid_to})


def test_an_ended_fact_moves_below_the_change_told_after_it_ended_in_other_words() -> None:
    # no content word shared: the extractor ended the fact but could not read the new city
    results = [
        ended("Yuki lives in Osaka", "Yuki", "Osaka", JAN, SEP),
        message("m2", "Yuki", "finally moved!! tokyo life begins", SEP),
    ]
    assert texts(ended_below(results)) == [
        "finally moved!! tokyo life begins",
        "Yuki lives in Osaka",
    ]
    # a stated end date before the message counts too
    results[0] = ended("Yuki lives in Osaka", "Yuki", "Osaka", JAN, MAY)
    assert texts(ended_below(results))[0] == "finally moved!! tokyo life begins"


def test_only_a_change_told_by_the_same_person_after_the_end_pushes_it_down() -> None:
    fact_first = ended("Yuki lives in Osaka", "Yuki", "Osaka", JAN, SEP)
    for other in (
        message("m2", "Yuki", "the ramen here is incredible", SEP),  # no change said
        message("m2", "Omar", "finally moved!! tokyo life begins", SEP),  # someone else
        message("m0", "Yuki", "I switched teams at work", MAY),  # before the end
    ):
        results = [fact_first, other]
        assert texts(ended_below(results)) == texts(results), other.source


def _ended(result: RecallResult, at: str) -> RecallResult:
    return dataclasses.replace(result, fact={**(result.fact or {}), "valid_to": at})


def test_an_ended_fact_moves_below_a_current_fact_said_since_by_the_same_person() -> None:
    # "Sato-san retired at the end of June, Watanabe runs the team now": the fact read from
    # what ended "Takeshi's manager is Sato-san" is about Sato-san, said by Takeshi
    manager = _ended(fact("Takeshi's manager is Sato-san", "Takeshi", "Sato-san", JAN, False), SEP)
    retired = fact("Sato-san retired, Watanabe runs the team", "Sato-san", "team", SEP)
    retired = dataclasses.replace(
        retired,
        fact={**(retired.fact or {}), "sources": [{"observed_at": SEP, "speaker": "Takeshi"}]},
    )
    assert texts(ended_below([manager, retired])) == [
        "Sato-san retired, Watanabe runs the team",
        "Takeshi's manager is Sato-san",
    ]


def test_a_current_fact_said_before_the_end_or_by_another_person_does_not_push_it_down() -> None:
    manager = _ended(fact("Takeshi's manager is Sato-san", "Takeshi", "Sato-san", JAN, False), SEP)
    before = fact("Sato-san likes golf", "Sato-san", "golf", MAY)
    before = dataclasses.replace(
        before,
        fact={**(before.fact or {}), "sources": [{"observed_at": MAY, "speaker": "Takeshi"}]},
    )
    other = fact("Omar lives in Porto", "Omar", "Porto", SEP)
    assert texts(ended_below([manager, before, other])) == texts([manager, before, other])


def _pet_gone() -> RecallResult:
    gone = ended("Piet has a cat", "Piet", "cat", JAN, MAY)
    assert gone.fact is not None
    return dataclasses.replace(gone, fact={**gone.fact, "predicate": "has_pet"})


def test_an_ended_fact_stays_above_current_facts_on_other_known_slots() -> None:
    # the cat is gone; the flat and the job, told before it went, did not replace it
    results = [
        _pet_gone(),
        fact("Piet lives in Utrecht", "Piet", "Utrecht", JAN, predicate="lives_in"),
        fact("Piet works at Philips", "Piet", "Philips", JAN, predicate="works_at"),
    ]
    assert texts(ended_below(results)) == texts(results)


def test_a_current_fact_told_since_it_ended_goes_above_it_unless_later_on_another_slot() -> None:
    # told since the change: likelier what replaced it, on its slot or an unknown one, or on
    # any slot when told with the end; a fact on another known slot told months later
    # ("Piet took up rowing", his cat gone in May) replaced nothing
    results = [
        _pet_gone(),
        fact("Piet took up rowing", "Piet", "rowing", SEP, predicate="hobby"),
    ]
    assert texts(ended_below(results)) == texts(results)
    results[1] = fact("Piet took up rowing", "Piet", "rowing", SEP, predicate="took_up")
    assert texts(ended_below(results)) == ["Piet took up rowing", "Piet has a cat"]
    results[1] = fact("Piet took up rowing", "Piet", "rowing", MAY, predicate="hobby")
    assert texts(ended_below(results)) == ["Piet took up rowing", "Piet has a cat"]


def test_an_ended_fact_still_moves_below_its_own_slot_or_an_unknown_one() -> None:
    gone = _pet_gone()
    own = [gone, fact("Piet has a parrot", "Piet", "parrot", SEP, predicate="has_pet")]
    assert texts(ended_below(own)) == ["Piet has a parrot", "Piet has a cat"]
    unknown = [gone, fact("Piet adopted a parrot", "Piet", "parrot", SEP, predicate="adopted")]
    assert texts(ended_below(unknown)) == ["Piet adopted a parrot", "Piet has a cat"]


def test_ended_first_leads_below_only_what_it_belongs_below() -> None:
    job = ended("Lukas works at Monzo", "Lukas", "Monzo", JAN, MAY)
    results = [
        fact("Lukas goes to the gym Arch", "Lukas", "Arch", JAN, predicate="gym"),
        message("m1", "Lukas", "handed in my notice at Monzo, last day is the 30th", MAY),
        job,
        message("m2", "Omar", "anyone want pizza", SEP),
    ]
    assert texts(ended_first(results, 2)) == [
        "handed in my notice at Monzo, last day is the 30th",
        "Lukas works at Monzo",
        "Lukas goes to the gym Arch",
        "anyone want pizza",
    ]
