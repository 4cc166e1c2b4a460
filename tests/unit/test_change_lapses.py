"""Lapses the cue reader ends by name: a pet or thing lost or handed on, a thing put away or
barely used, and a held value negated with a time word ("not <it> these days"); and the
look-alikes that must end nothing."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.change_cues import ended_names
from chronofact.graph.ingest.change_plan import plan_changes
from chronofact.graph.models import Evidence, Op
from tests.unit.change_plans import SEP, current_fact


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("we lost Biscuit over the summer, the flat is so quiet", "Biscuit"),
        ("Sadly lost our old tabby Pumpkin last week", "Pumpkin"),
        ("We lost Toffee in the spring, it's been hard", "beagle Toffee"),
        ("I left Ocado at the end of June", "Ocado"),
        ("Pepper passed on in March, we miss her loads", "Pepper"),
        ("My uncle gave Rex to a farm family in Wales", "Rex"),
        ("I gave my Kindle to my niece, reading on paper now", "Kindle"),
        ("She gave the Vespa away when she moved", "Vespa"),
        ("the Surface is in a drawer now, the iPad does everything", "Surface"),
        ("My old Canon is gathering dust since I got the Fuji", "Canon"),
        ("The Brompton is in storage, I drive to work now", "Brompton"),
        ("Too busy with the baby, I barely touch the piano", "piano"),
        ("honestly I hardly use Duolingo now", "Duolingo"),
        ("We barely go to Fitness First since the new place opened", "Fitness First"),
        ("weekends are for bouldering now, pottery wheel is collecting dust", "pottery"),
        ("the knitting needles are gathering dust since I took up yoga", "knitting"),
        ("my golf clubs are in storage, it's all padel now", "golf"),
        ("not netflix these days, we cancelled", "Netflix"),
        ("Not at Deloitte nowadays, I went freelance", "Deloitte"),
        ("I'm not working for Ocado these days", "Ocado"),
    ],
)
def test_a_lapse_ends_the_named_thing(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0]


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("I lost my keys at the gym again", "gym near the station"),
        ("I lost my Kindle in the car, found it later", "Kindle"),
        ("Liverpool lost again, what a week", "Liverpool"),
        ("we lost to Arsenal on penalties", "Arsenal"),
        ("I lost track of time playing chess", "chess"),
        ("lost at chess to my nephew, humbling", "chess"),
        ("I gave chess a proper go this winter", "chess"),
        ("Work gave me a Kindle for my birthday", "Kindle"),
        ("I gave Rex a bath, he hated it", "Rex"),
        ("The Surface isn't in a drawer, it's on my desk", "Surface"),
        ("I'm not sure about Netflix these days, the prices keep rising", "Netflix"),
        ("Not much time for the piano these days", "piano"),
        ("Duolingo is hardly perfect but I love it", "Duolingo"),
        ("Is the Brompton in storage?", "Brompton"),
    ],
)
def test_a_look_alike_lapse_ends_nothing(sentence: str, name: str) -> None:
    assert ended_names(sentence, [name]) == []


def _ended_by(text: str, subject: str) -> list[str | None]:
    facts = [
        current_fact(subject, "has_pet", "Zeus"),
        current_fact("Mr. Haddad", "has_pet", "Bramble"),
    ]
    source = Evidence(kind="conversation", ref="m2", observed_at=SEP, text=text, speaker="Dan")
    ops = plan_changes(source, [], facts, "conversation")
    return [op.object for op in ops if op.op == Op.RETRACT]


@pytest.mark.parametrize("subject", ["Mrs. Okonkwo", "Dr. Lindqvist", "Prof. Adeyemi"])
def test_a_person_named_with_a_title_is_mentioned_by_their_name(subject: str) -> None:
    name = subject.split()[1]
    assert _ended_by(f"{name} gave Zeus to her grandson last month.", subject) == ["Zeus"]
    assert _ended_by(f"{subject} gave Zeus to her grandson last month.", subject) == ["Zeus"]


def test_a_title_alone_does_not_mention_another_person_with_it() -> None:
    assert _ended_by("Mrs. Patel gave Zeus to her grandson.", "Mrs. Okonkwo") == []
