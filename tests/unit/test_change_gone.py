"""More ways to say a thing ended (`change_words_gone`): disposed of or put away, a
membership let lapse or not renewed, a thing declared over -- and the look-alikes that end
nothing (a trip, a place a thing was put for now, a negation, "off sick")."""

from __future__ import annotations

import pytest

from chronofact.graph.ingest.change_cues import ended_names


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        # disposed of, put away
        ("the records went on eBay in the end", "records"),
        ("the old Canon is on Vinted, I shoot on my phone now", "Canon"),
        ("The Galaxy went in a drawer; the iPad Air is smoother", "Samsung Galaxy Tab"),
        ("the running shoes are in the cupboard since the knee op", "running shoes"),
        ("my Kindle sits in the attic now", "Kindle"),
        ("the PlayStation went to my nephew and I play on a Steam Deck", "PlayStation 5"),
        ("the Brompton went to her daughter when she got the e-bike", "Brompton"),
        ("the Roomba went back to the shop, it kept eating socks", "Roomba"),
        # a membership let lapse, not renewed
        ("Didn't renew the Hibs ticket; I'm going to Hearts games", "Hibs"),
        ("we did not renew the Netflix plan", "Netflix"),
        ("Let my Flyefit membership lapse; I'm at the Mardyke Arena", "Flyefit"),
        ("let the Spotify subscription expire in March", "Spotify"),
        ("my PureGym membership lapsed in June", "PureGym"),
        ("the Headspace trial expired", "Headspace"),
        # declared over
        ("Birkbeck is done with; I enrolled with the LSE instead", "Birkbeck"),
        ("The end of October deadline is off; now it's mid-December", "end of October"),
        ("the Friday standup's off, we do async updates", "Friday standup"),
        ("night shifts are behind me, thank god", "night shifts"),
        ("keto is a thing of the past", "keto"),
        ("extension came through, 2nd October is off the table", "2nd October"),
    ],
)
def test_a_thing_disposed_of_lapsed_or_declared_over_is_ended(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0], sentence


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("chucked my keys in the drawer", "keys"),
        ("Rex went to my mum's for the weekend", "Rex"),
        ("Ana is off to Lisbon on Friday", "Ana"),
        ("Ana is off sick today", "Ana"),
        ("my manager Ana is off this week", "Ana"),
        ("Ana was off with the flu", "Ana"),
        ("I let Ana borrow the car", "Ana"),
        ("let the Spotify app update overnight", "Spotify"),
        ("I never let my Flyefit membership lapse", "Flyefit"),
        ("might not renew the Hibs ticket", "Hibs"),
        ("the Friday standup is not off", "Friday standup"),
        ("is the Kindle in the attic?", "Kindle"),
        ("found the records on eBay for my brother", "records"),
    ],
)
def test_a_look_alike_of_disposal_or_lapse_ends_nothing(sentence: str, name: str) -> None:
    assert ended_names(sentence, [name]) == [], sentence


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        # put behind a newer favourite
        ("Dune has overtaken Little Women as my favourite", "Little Women"),
        ("Moby Dick overtook Emma as my favourite novel last year", "Emma"),
        ("Dune has dethroned Little Women as my top film", "Little Women"),
        ("saw Dune twice and it has taken the top spot from Little Women", "Little Women"),
        ("Nando's took the number one place from Wagamama", "Wagamama"),
        # waved off as for others
        ("Sam is into Paddington now, the Snail is for babies apparently", "Snail"),
        ("Noor loves Fleetwood; she says the Kinks are for old people", "Kinks"),
        ("Facebook is for boomers, I'm on Bluesky", "Facebook"),
    ],
)
def test_a_favourite_outranked_or_waved_off_is_ended(sentence: str, name: str) -> None:
    assert [e.index for e in ended_names(sentence, [name])] == [0], sentence


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("I overtook Tom on the last lap", "Tom"),
        ("Tom overtook the leader at the bend", "leader"),
        ("the pool is for babies before ten", "Dune"),
        ("is Emma for old people?", "Emma"),
    ],
)
def test_an_overtaking_or_a_for_whom_that_ranks_nothing_ends_nothing(
    sentence: str, name: str
) -> None:
    assert ended_names(sentence, [name]) == [], sentence
