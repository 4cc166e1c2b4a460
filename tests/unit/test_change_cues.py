"""The pure decision of change resolution (`graph.ingest.change_cues`): does a sentence end a
named thing? Many phrasings each way; a false end is worse than a missed one."""

from __future__ import annotations

import time

import pytest

from chronofact.graph.ingest.change_cues import (
    content_words,
    ended_names,
    fold,
    has_change_cue,
)

ENDS = [
    ("I quit Shopify last month and I'm at Stripe now.", "Shopify"),
    ("Update: I no longer work for Allegro, I signed with Revolut in August.", "Allegro"),
    ("Not at Target anymore.", "at Target corporate"),
    ("I don't work at Target anymore.", "Target"),
    ("I'm not learning Italian any more.", "Italian"),
    ("Closed my Barclays account and opened one with Monzo.", "Barclays"),
    ("Cancelled PureGym, I go to the Anytime Fitness near the office now.", "PureGym"),
    ("I left CrossFit Harbour for a boxing gym called Iron Fist.", "CrossFit Harbour"),
    ("Dr. Russo moved away, so my physio is Dr. Chen now.", "Dr. Russo"),
    ("Dr. Patel retired, so I go to Dr. Nguyen now.", "Dr. Patel"),
    ("New boss: Priyanka replaced Duncan last week.", "Duncan"),
    ("Duncan was replaced by Priyanka.", "Duncan"),
    ("Italian is on hold; Portuguese is my new project.", "Italian with a tutor"),
    ("The robotics pilot ended.", "warehouse robotics pilot"),
    ("Sold the Civic, I bike everywhere now.", "2012 Honda Civic"),
    ("My Pixel broke so I got an iPhone.", "Pixel 7"),
    ("Tom and I broke up in March.", "Tom"),
    ("I broke up with Tom.", "Tom"),
    ("We switched from Barclays to Monzo.", "Barclays"),
    ("I switched to Monzo from Barclays.", "Barclays"),
    ("Barclays is no longer my bank.", "Barclays"),
    ("Ana is no longer a nurse, she became a doctor.", "nurse"),
    ("I gave up tennis this year.", "tennis"),
    ("We moved out of Lisbon in June.", "Lisbon"),
    ("We moved from Lisbon to Porto.", "Lisbon"),
    ("Duncan left the company last week.", "Duncan"),
    ("PureGym closed down.", "PureGym"),
    ("I stopped going to PureGym.", "PureGym"),
    ("I stopped seeing Dr. Okafor.", "Dr. Okafor"),
    ("I divorced Mark last year.", "Mark"),
    ("Mark and I divorced.", "Mark"),
    ("I transferred out of Maple Grove.", "Maple Grove Elementary"),
    ("The José Martí project got cancelled.", "Jose Marti project"),
    ("No more Italian for me.", "Italian"),
    ("i QUIT shopify.", "Shopify"),
    ("I’ve quit Shopify.", "Shopify"),
    ("Dropped Spanish after two weeks.", "Spanish"),
    ("I got rid of the Civic.", "Honda Civic"),
    ("Finally sold my old Vespa.", "Vespa"),
    ("We’re not with Vodafone anymore.", "Vodafone"),
    ("Sudoku got boring tbh, crosswords are my thing now.", "sudoku"),
    ("Lost interest in the ukulele over the summer.", "ukulele"),
    ("I've fallen out of love with padel, fell out of love with it fast.", "padel"),
    ("Got bored of Welsh on Duolingo.", "Welsh"),
    ("Grew out of Warhammer years ago.", "Warhammer"),
]

KEEPS = [
    ("The chess club never gets boring.", "chess"),
    ("I'm not bored of pottery at all.", "pottery"),
    ("Shopify's new office is nice.", "Shopify"),
    ("I work at Shopify.", "Shopify"),
    ("Shopify moved its office to Berlin.", "Shopify"),
    ("Shopify's office moved to Berlin.", "Shopify"),
    ("Shopify moved offices.", "Shopify"),
    ("I left my Pixel at home.", "Pixel 7"),
    ("I dropped my Pixel on the floor but it's fine.", "Pixel 7"),
    ("I dropped off the kids at Maple Grove.", "Maple Grove Elementary"),
    ("I didn't quit Shopify.", "Shopify"),
    ("I never left Shopify.", "Shopify"),
    ("I might leave Shopify.", "Shopify"),
    ("I might quit Shopify next year.", "Shopify"),
    ("I'm going to quit Shopify.", "Shopify"),
    ("Thinking about whether I should quit Shopify.", "Shopify"),
    ("If I quit Shopify, what then?", "Shopify"),
    ("Did you quit Shopify?", "Shopify"),
    ("I have two weeks left at Shopify.", "Shopify"),
    ("We left Lisbon for the weekend.", "Lisbon"),
    ("I stopped at Target to buy milk.", "Target"),
    ("I moved to Lisbon in 2019, best decision.", "Lisbon"),
    ("I switched to Monzo.", "Monzo"),
    ("I left Shopify's loyalty program.", "Shopify"),
    ("Priyanka replaced the printer.", "Priyanka"),
    ("Duncan quit smoking.", "Duncan"),
    ("I love Shopify and I quit smoking.", "Shopify"),
    ("I quit, Shopify was draining me.", "Shopify"),
    ("Went to PureGym, then stopped by the bakery.", "PureGym"),
    ("I left the gym early.", "PureGym"),
    ("Italian is fun; I moved my lessons to Monday.", "Italian"),
    ("Tom moved in with me.", "Tom"),
    ("Ana left at 5 to catch the train.", "Ana"),
    ("Barclays sent me a letter.", "Barclays"),
    ("Maple Street was closed for roadworks, so we drove around.", "Maple Grove Elementary"),
    ("I turned left at the Barclays.", "Barclays"),
    ("The Honda dealer closed early.", "2012 Honda Civic"),
    ("My gym closed early today.", "PureGym"),
    ("I left Stripe for Shopify.", "Shopify"),
    ("Nobody quit Shopify this year.", "Shopify"),
]


@pytest.mark.parametrize(("sentence", "name"), ENDS)
def test_a_cue_governing_the_named_thing_ends_it(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0], sentence


@pytest.mark.parametrize(("sentence", "name"), KEEPS)
def test_a_mention_without_a_change_of_it_ends_nothing(sentence: str, name: str) -> None:
    assert ended_names(sentence, [name]) == [], sentence


def test_only_the_old_value_of_a_move_ends() -> None:
    names = ["Shopify", "Stripe"]
    assert [e.index for e in ended_names("I left Shopify for Stripe.", names)] == [0]
    names = ["Barclays", "Monzo"]
    assert [e.index for e in ended_names("Switched to Monzo from Barclays.", names)] == [0]
    assert [e.index for e in ended_names("Priyanka replaced Duncan.", ["Priyanka", "Duncan"])] == [
        1
    ]


def test_the_cue_that_ended_it_is_named() -> None:
    assert ended_names("Not at Target anymore.", ["Target"])[0].cue == "not ... anymore"
    assert ended_names("Dr. Patel retired.", ["Dr. Patel"])[0].cue == "retired"


def test_names_are_folded_and_generic_words_do_not_name() -> None:
    assert fold("José’s CAFÉ") == "jose's cafe"
    assert content_words("2012 Honda Civic") == {"honda", "civic"}
    assert content_words("Dr. Okafor") == {"okafor"}
    assert content_words("the gym") == frozenset()
    assert ended_names("I quit the gym.", ["The Gym"]) == []


def test_the_cheap_test_finds_every_cue_word() -> None:
    for sentence, _ in ENDS:
        assert has_change_cue(sentence), sentence
    assert not has_change_cue("Shopify's new office is nice.")


def _seconds(repeats: int) -> float:
    sentence = "I quit " + "Shopify and left Stripe, " * repeats + "stuff."
    started = time.perf_counter()
    ended_names(sentence, ["Shopify", "Stripe"])
    return time.perf_counter() - started


def test_time_grows_linearly_with_the_sentence() -> None:
    small = min(_seconds(500) for _ in range(3))
    large = min(_seconds(2000) for _ in range(3))
    assert large < 10 * small, (small, large)  # 4x the words: linear ~4x, quadratic ~16x


def test_one_handed_a_thing_is_no_lapse() -> None:
    """ "was handed to the security team": the team got it (twenty-fifth session: the ticket's
    new holder was ended and the old one kept); "gave Coco to her daughter" still ends Coco."""
    sentence = "INC-4471 was taken off the network team and handed to the security team."
    names = ["network team", "security team"]
    assert 1 not in [e.index for e in ended_names(sentence, names)]
    assert [e.index for e in ended_names("We gave Coco to her daughter.", ["Coco"])] == [0]
