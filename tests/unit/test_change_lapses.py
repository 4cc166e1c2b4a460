"""Lapses the cue reader ends by name: a pet or thing lost or handed on, a thing put away or
barely used, and a held value negated with a time word ("not <it> these days"); and the
look-alikes that must end nothing."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.change_cues import ended_names


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
