"""Ending idioms the cue reader knows ("me and Woolworths are done", "packed in keto", "said
goodbye to the registrar rota", "ryan is old news"), a change stated before a questioning
aside ("..., who is actually on time??"), and the look-alikes that must end nothing."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.change_cues import ended_names
from chronofact.graph.ingest.named_ends import named_ends
from chronofact.graph.ingest.question_aside import statement_before_aside
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.time import END_OF_TIME, Period
from tests.unit.change_plans import SEP, current_fact, plan


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("me and Asda are done, the new lot pay better", "Asda"),
        ("Leon and I are done, it was a long time coming", "Leon"),
        ("she's packed in violin, it's all drums now", "violin"),
        ("Packed in paleo after a month, too much meat", "paleo"),
        ("jacked in my job at Tesco in March", "Tesco"),
        ("said goodbye to the night shifts, days only now", "night shifts at Guy's"),
        ("goodbye Clapham, hello Peckham", "Clapham"),
        ("farewell to Monzo, the fees got silly", "Monzo"),
        ("tbh Priya is old news, I've moved on", "Priya"),
        ("Dara and I called it quits in the spring", "Dara"),
        ("walked away from Accenture after six years", "Accenture"),
        ("finally ended things with Callum last week", "Callum"),
        ("Dr Hale retired and I got moved to Dr Singh, who is a delight??", "Dr Hale"),
        ("bad week, Nibbles passed 🐹 so it's just the cat now", "Nibbles"),
        ("we had to rehome Bruno when the baby came", "Bruno"),
        ("Dami handed Apollo over to the new team in May", "Apollo"),
        ("Mama don leave choir o, na golf she dey do now", "choir"),
        ("I'm off the Heathrow project at last, new client from June", "Heathrow expansion"),
        ("got pulled off Falcon and put on the payments work", "Project Falcon"),
        ("Baba has turned his back on Arsenal, it's Spurs now", "Arsenal"),
    ],
)
def test_an_ending_idiom_ends_the_named_thing(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0]


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("I miss Woolworths' free fruit so much", "Woolworths"),
        ("Asda and I are done with the stock take, finally home", "Asda"),
        ("we all packed in the Civic for the trip to Leeds", "Civic"),
        ("said goodbye to the night shifts on the ward, see you monday", "night shifts"),
        ("said goodbye to Leon at the airport, he's in Rome till Friday", "Leon"),
        ("goodbye for now Clapham, back after the holidays", "Clapham"),
        ("the Tesco news is old news by now", "Tesco"),
        ("did you say goodbye to Accenture, and when?", "Accenture"),
        ("you left Shopify, right?", "Shopify"),
        ("Has Dr Hale retired, who is your GP now?", "Dr Hale"),
        ("Toffee would have loved this beach, honestly", "Toffee"),
        ("Nibbles passed by the window and stared at me", "Nibbles"),
        ("Leon passed his driving test!!", "Leon"),
        ("we might have to rehome Bruno if the landlord says no", "Bruno"),
        ("Dami handed Apollo a win with that demo", "Apollo"),
        ("handed in my notice at Infosys today", "Infosys"),
        ("I'm off to Lisbon for the weekend, see you monday", "Lisbon"),
        ("I'm off work today so Falcon can wait", "Project Falcon"),
        ("I'm off sick, Heathrow will survive without me", "Heathrow expansion"),
    ],
)
def test_a_look_alike_ends_nothing(sentence: str, name: str) -> None:
    assert ended_names(sentence, [name]) == []


def test_passed_alone_ends_a_pet_never_a_partner() -> None:
    facts = [
        current_fact("Nadia", "has_pet", obj="Gerald"),
        current_fact("Nadia", "partner", obj="Leon"),
    ]
    ends = named_ends("Gerald passed. Leon passed!! so proud", [(0, 14), (15, 37)], facts, "Nadia")
    assert [facts[k].shown for k in ends] == ["Gerald"]


def test_a_question_without_an_aside_is_no_statement() -> None:
    assert statement_before_aside("still at Shopify or did you quit?") == ""
    assert statement_before_aside("Dr Hale left, who knew?") == "Dr Hale left"


def test_a_value_the_message_ends_is_not_read_anew_on_another_slot() -> None:
    facts = [current_fact("Nadia", "diet", value="paleo")]
    misread = Operation(
        op=Op.ASSERT,
        subject="Nadia",
        predicate="gym",
        period=Period.of(SEP, END_OF_TIME),
        object="paleo",
        evidence=Evidence(kind="conversation", ref="m2"),
        extractor="conversation",
    )
    ops = plan("packed in paleo in march, it was too much faff", facts, _no_slot, [misread])
    assert [(op.op, op.predicate) for op in ops] == [(Op.RETRACT, "diet")]


def test_another_subjects_value_is_kept() -> None:
    facts = [current_fact("Nadia", "diet", value="paleo")]
    theirs = Operation(
        op=Op.ASSERT,
        subject="Ama",
        predicate="diet",
        period=Period.of(SEP, END_OF_TIME),
        value="paleo",
        evidence=Evidence(kind="conversation", ref="m2"),
        extractor="conversation",
    )
    ops = plan("I packed in paleo in march, Ama does paleo now", facts, _no_slot, [theirs])
    assert (Op.ASSERT, "Ama") in [(op.op, op.subject) for op in ops]
    assert (Op.RETRACT, "Nadia") in [(op.op, op.subject) for op in ops]


def _no_slot(texts: list[str]) -> list[tuple[str | None, float]]:
    return [(None, 0.0) for _ in texts]
