"""Change resolution's plan for one message (`graph.ingest.change_plan`), without a graph:
which current facts a message ends, when, with what evidence, and what it leaves alone."""

from __future__ import annotations

from datetime import UTC, datetime

from chronofact.graph.ingest.change_plan import (
    CurrentFact,
    already_handled,
    plan_changes,
    slot_family,
)
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period

JAN = datetime(2025, 1, 10, 10, tzinfo=UTC)
SEP = datetime(2025, 9, 15, 10, tzinfo=UTC)


def _source(text: str, speaker: str = "Priya", at: datetime = SEP) -> Evidence:
    return Evidence(kind="conversation", ref="m2", observed_at=at, text=text, speaker=speaker)


def _fact(
    subject: str, predicate: str, obj: str | None = None, value: str | None = None
) -> CurrentFact:
    key = subject.casefold().replace("'", " ").replace(".", "")
    return CurrentFact(subject, " ".join(key.split()), predicate, obj, value, JAN, END_OF_TIME)


def _assert(subject: str, predicate: str, obj: str, polarity: bool = True) -> Operation:
    return Operation(
        Op.ASSERT, subject, predicate, Period.of(SEP, None), object=obj, polarity=polarity
    )


def _retract(subject: str, predicate: str, obj: str | None = None) -> Operation:
    return Operation(Op.RETRACT, subject, predicate, Period.of(SEP, None), object=obj)


def _added(ops: list[Operation]) -> list[tuple[str, str, str | None, object]]:
    return [(o.subject, o.predicate, o.object, o.value) for o in ops if o.op == Op.RETRACT]


def test_a_named_end_the_extractor_missed_is_added_with_the_message_as_evidence() -> None:
    text = "Not at Target anymore. Best Buy hired me."
    fact = _fact("Marcus", "occupation", value="at Target corporate")
    ops = plan_changes(_source(text, "Marcus"), [], [fact], "conversation")
    assert _added(ops) == [("Marcus", "occupation", None, "at Target corporate")]
    end = ops[0]
    assert end.period.start == SEP and end.period.end == END_OF_TIME
    assert end.evidence is not None and end.evidence.ref == "m2"
    assert end.evidence.span == (0, len("Not at Target anymore."))
    assert end.extractor == "conversation"


def test_the_end_is_at_the_time_said() -> None:
    fact = _fact("Ana", "manager", "Duncan")
    ops = plan_changes(
        _source("New boss: Priyanka replaced Duncan last week.", "Ana"), [], [fact], "c"
    )
    assert _added(ops) == [("Ana", "manager", "Duncan", None)]
    assert ops[0].period.start == datetime(2025, 9, 8, tzinfo=UTC)  # Monday of last week


def test_a_plain_mention_or_a_cue_about_something_else_ends_nothing() -> None:
    facts = [_fact("Priya", "works_at", "Shopify")]
    for text in (
        "Shopify's new office is nice.",
        "Shopify moved its office to Berlin.",
        "I quit smoking, and Shopify pays for the gym.",
        "I might quit Shopify.",
        "Did you leave Shopify?",
    ):
        assert _added(plan_changes(_source(text), [], facts, "c")) == [], text


def test_cue_and_name_must_share_a_sentence() -> None:
    facts = [_fact("Priya", "works_at", "Shopify")]
    text = "I quit. Shopify sent me a hoodie anyway."
    assert _added(plan_changes(_source(text), [], facts, "c")) == []


def test_what_the_extractor_already_ended_or_superseded_is_not_ended_again() -> None:
    fact = _fact("Priya", "works_at", "Shopify")
    text = "I quit Shopify and joined Stripe."
    superseding = [_assert("Priya", "works_at", "Stripe")]
    assert already_handled(superseding, fact)
    assert _added(plan_changes(_source(text), superseding, [fact], "c")) == []
    ended = [_retract("Priya", "works_at", "Shopify")]
    assert already_handled(ended, fact)
    planned = plan_changes(_source(text), ended, [fact], "c")
    assert planned[:1] == ended and _added(planned) == _added(ended)
    # the new value the extractor did not put on the slot is added (change_replacement)
    assert [(o.op, o.predicate, o.object) for o in planned[1:]] == [
        (Op.ASSERT, "works_at", "Stripe")
    ]
    assert already_handled([_retract("Priya", "works_at")], fact)
    hobby = _fact("Priya", "hobby", "tennis")  # many values at once: another one ends nothing
    assert not already_handled([_assert("Priya", "hobby", "golf")], hobby)


def test_a_new_value_on_a_compatible_slot_moves_onto_the_ended_slot() -> None:
    fact = _fact("Amir", "doctor", "Dr. Russo")
    own = [_assert("Amir", "physio", "Dr. Chen")]
    text = "Dr. Russo moved away, so my physio is Dr. Chen now."
    ops = plan_changes(_source(text, "Amir"), own, [fact], "c")
    assert _added(ops) == [("Amir", "doctor", "Dr. Russo", None)]
    assert [(o.predicate, o.object) for o in ops if o.op == Op.ASSERT] == [("doctor", "Dr. Chen")]
    assert "physio" in slot_family("doctor") and "role" in slot_family("occupation")
    assert "favourite_movie" in slot_family("favourite_film")  # one thing in two words
    assert "favourite_book" not in slot_family("favourite_film")


def test_an_unrelated_slot_is_not_moved() -> None:
    fact = _fact("Claire", "learning_language", "Italian with a tutor")
    own = [_assert("Claire", "project", "Portuguese")]
    ops = plan_changes(
        _source("Italian is on hold; Portuguese is my new project.", "Claire"), own, [fact], "c"
    )
    assert _added(ops) == [("Claire", "learning_language", "Italian with a tutor", None)]
    assert [o.predicate for o in ops if o.op == Op.ASSERT] == ["project"]


def test_an_extractor_end_naming_part_of_a_value_is_aimed_at_the_stored_value() -> None:
    fact = _fact("Leah", "uses_phone", "Pixel 7")
    own = [_retract("Leah", "uses_phone", "Pixel")]
    ops = plan_changes(_source("Dropped my Pixel in the lake.", "Leah"), own, [fact], "c")
    assert _added(ops) == [("Leah", "uses_phone", "Pixel 7", None)]


def test_a_value_held_by_several_subjects_ends_only_for_whom_the_sentence_is_about() -> None:
    mine = _fact("Priya", "works_at", "Shopify")
    anas = _fact("Ana", "works_at", "Shopify")
    ops = plan_changes(_source("Ana quit Shopify in May."), [], [mine, anas], "c")
    assert _added(ops) == [("Ana", "works_at", "Shopify", None)]
    ops = plan_changes(_source("I quit Shopify."), [], [mine, anas], "c")
    assert _added(ops) == [("Priya", "works_at", "Shopify", None)]


def test_the_speakers_relation_is_ended_when_the_sentence_names_the_relation() -> None:
    sons = _fact("Nadia's son", "studies_at", "Maple Grove Elementary")
    mine = _fact("Nadia", "works_at", "Maple Grove Elementary")
    text = "My son left Maple Grove in June."
    ops = plan_changes(_source(text, "Nadia"), [], [sons, mine], "c")
    assert _added(ops) == [("Nadia's son", "studies_at", "Maple Grove Elementary", None)]


def test_a_fact_that_does_not_hold_at_the_message_time_is_not_ended() -> None:
    later = CurrentFact(
        "Priya",
        "priya",
        "works_at",
        "Shopify",
        None,
        datetime(2025, 10, 1, tzinfo=UTC),
        END_OF_TIME,
    )
    assert _added(plan_changes(_source("I quit Shopify."), [], [later], "c")) == []


def test_a_new_value_moves_onto_a_slot_the_extractor_itself_ended() -> None:
    fact = _fact("Keiko", "occupation", "maths teacher")
    own = [_retract("Keiko", "occupation"), _assert("Keiko", "role", "deputy head")]
    ops = plan_changes(
        _source("Not a teacher anymore, deputy head now.", "Keiko"), own, [fact], "c"
    )
    assert [(o.op, o.predicate, o.object) for o in ops] == [
        (Op.RETRACT, "occupation", None),
        (Op.ASSERT, "occupation", "deputy head"),
    ]


def test_a_time_said_after_the_message_does_not_date_the_end() -> None:
    fact = _fact("Priya", "works_at", "Shopify")
    ops = plan_changes(_source("I quit Shopify and start at Stripe next month."), [], [fact], "c")
    assert _added(ops) == [("Priya", "works_at", "Shopify", None)]
    assert ops[0].period.start == SEP


def test_a_relative_who_moves_or_leaves_is_still_family() -> None:
    brother = _fact("Tariq", "brother", "Samir")
    sister = _fact("Tariq", "sister", "Nour")
    lead = _fact("Tariq", "manager", "Roberto")
    for text, fact in (
        ("and Samir moved to Hamburg, so no more Tuesday climbing for me", brother),
        ("Nour left for Canada last week.", sister),
    ):
        assert _added(plan_changes(_source(text, "Tariq"), [], [fact], "c")) == [], text
    # a work tie ends when the person moves on
    moved = plan_changes(_source("Roberto moved to another team.", "Tariq"), [], [lead], "c")
    assert _added(moved) == [("Tariq", "manager", "Roberto", None)]
