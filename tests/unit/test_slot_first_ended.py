"""The asked slot when it ended (`slot_first`, asked about now), without Neo4j: with no holding
fact on the asked slot, the asked person's ended fact on it answers ("it ended"), not a holding
fact of a slot near it in meaning; a holding fact on the asked slot still leads."""

from __future__ import annotations

import dataclasses

from chronofact.extractors.embeddings import embed_one
from chronofact.graph.recall import RecallResult
from chronofact.graph.recall.slot_first import slot_first
from tests.unit.test_present_first import SEP, texts
from tests.unit.test_slot_first import fact

MAY = "2025-05-30T10:00:00.000000Z"


def _ended(result: RecallResult, at: str) -> RecallResult:
    return dataclasses.replace(result, fact={**(result.fact or {}), "valid_to": at})


def ordered_now(results: list[RecallResult], question: str) -> list[str]:
    return texts(slot_first(results, question, lambda: embed_one(question), embed_one, now=True))


JOB = _ended(fact("Lukas works at Monzo", "Lukas", "works_at", "Monzo", current=False), MAY)
GYM = fact("Lukas goes to the gym Arch", "Lukas", "gym", "Arch")
CAT = fact("Lukas has a pet: Miso", "Lukas", "has_pet", "Miso")


def test_an_ended_fact_on_the_asked_slot_leads_a_holding_fact_of_a_near_slot() -> None:
    results = [GYM, CAT, JOB]
    assert ordered_now(results, "Where does Lukas work?")[0] == "Lukas works at Monzo"
    # the gym is what a gym question asks, whatever ended
    assert ordered_now(results, "Which gym does Lukas go to?")[0] == "Lukas goes to the gym Arch"


def test_a_holding_fact_on_the_asked_slot_still_leads_the_ended_one() -> None:
    wise = fact("Lukas works at Wise", "Lukas", "works_at", "Wise")
    assert ordered_now([GYM, JOB, wise], "Where does Lukas work?")[0] == "Lukas works at Wise"


def test_asked_about_the_past_or_another_person_nothing_moves() -> None:
    results = [GYM, CAT, JOB]
    question = "Where does Lukas work?"
    past = slot_first(results, question, lambda: embed_one(question), embed_one, now=False)
    assert texts(past) == texts(results)
    other = [GYM, _ended(fact("Omar works at Monzo", "Omar", "works_at", "Monzo", False), MAY)]
    assert ordered_now(other, question) == texts(other)


def test_a_holding_fact_told_since_the_end_on_a_near_slot_still_leads() -> None:
    # "Dropped INSEAD, I'm at LBS now": the new school read as an employer, told when the
    # old one ended, is likelier the answer than the ended school
    school = _ended(
        fact("Ibrahim studies at INSEAD", "Ibrahim", "studies_at", "INSEAD", False), SEP
    )
    lbs = fact("Ibrahim works at LBS", "Ibrahim", "works_at", "LBS")
    lbs = dataclasses.replace(
        lbs, fact={**(lbs.fact or {}), "sources": [{"observed_at": SEP, "speaker": "Ibrahim"}]}
    )
    results = [lbs, school]
    assert ordered_now(results, "Where is Ibrahim doing his MBA?")[0] == "Ibrahim works at LBS"
