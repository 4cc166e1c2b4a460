"""Names that begin with New, Old or Little keep that word, and a trip is no home (thirty-fourth
session: "I live in New York" had been read as York, "We went to Paris last week" as the
speaker's home). Sentences written for these tests, beside look-alikes that keep their
reading."""

from __future__ import annotations

import pytest

from tests.unit.extractors.said import asserted, said


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I live in New York.", "lives_in", "New York"),
        ("I moved to New Zealand last year.", "lives_in", "New Zealand"),
        ("We live in New Delhi now.", "lives_in", "New Delhi"),
        ("My sister lives in New Orleans.", "lives_in", "New Orleans"),
        ("I work at New Look.", "works_at", "New Look"),
        ("I study at New College.", "studies_at", "New College"),
        ("I work at Little Chef.", "works_at", "Little Chef"),
        ("I live near Old Street.", "lives_in", "Old Street"),
    ],
)
def test_a_name_keeps_its_first_word(text: str, slot: str, value: str) -> None:
    claims = said(text, "Ana")
    assert value in {c[3] for c in claims if c[2] == slot}, claims


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Just got a new iPhone.", "uses_phone", "iPhone"),
        ("Got a new Pixel last week.", "uses_phone", "Pixel"),
        ("Bought a new Tesla.", "vehicle", "Tesla"),
        ("I got a new job at Google.", "works_at", "Google"),
    ],
)
def test_new_before_a_thing_is_still_dropped(text: str, slot: str, value: str) -> None:
    assert asserted(said(text, "Ana"), slot) == {value}


@pytest.mark.parametrize(
    "text",
    [
        "We went to Paris last week.",
        "Flew to Lisbon on Friday for a wedding.",
        "We went to Old Trafford on Saturday.",
        "We are going to Rome in May.",
    ],
)
def test_a_trip_is_no_home(text: str) -> None:
    assert not asserted(said(text, "Mo"), "lives_in")


@pytest.mark.parametrize(
    ("text", "value"),
    [("I moved to Leeds.", "Leeds"), ("We live in Paris now.", "Paris")],
)
def test_a_move_is_still_a_home(text: str, value: str) -> None:
    assert asserted(said(text, "Mo"), "lives_in") == {value}


@pytest.mark.parametrize(
    ("text", "old"),
    [
        ("We moved here from Leeds two years ago.", "Leeds"),
        ("Came over from Lagos in 2019.", "Lagos"),
    ],
)
def test_a_home_moved_from_is_ended_not_held(text: str, old: str) -> None:
    claims = said(text, "Zo")
    assert ("end", "Zo", "lives_in", old) in claims and not asserted(claims, "lives_in"), claims


def test_a_move_from_one_place_to_another_still_reads_both() -> None:
    claims = said("moved down from Glasgow to London last year", "Zo")
    assert asserted(claims, "lives_in") == {"London"}, claims


def test_a_sentence_adverb_is_no_one() -> None:
    claims = said("Originally from Leeds, live in York now.", "Zo")
    assert asserted(claims, "lives_in") == {"York"} and {c[1] for c in claims} == {"Zo"}, claims


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Standup moved from 9:30 to 10am", "10am"),
        ("The standup moved from Monday to Tuesday at 10.", "Tuesday at 10"),
    ],
)
def test_a_time_moved_from_one_to_another_holds_the_new_time(text: str, value: str) -> None:
    assert asserted(said(text, "Bea"), "standup_time") == {value}


def test_a_span_of_time_is_not_a_move() -> None:
    # the weekday said after the clock time is part of it (`events.with_its_day`, session 51)
    assert asserted(said("Our sync is from 2 to 3pm on Tuesdays.", "Bea"), "sync_time") == {
        "from 2 to 3pm on Tuesdays"
    }


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("my first car was a rusty fiat panda, this one feels like a limo", "vehicle"),
        ("mom was a waitress before she trained, that's how she met dad", "occupation"),
        ("I was at Google before I joined Meta.", "works_at"),
        ("new phone case came today, bright orange lol", "uses_phone"),
        ("swapped my usual pasta brand for a nicer GF one", "diet"),
        ("the client added push notifications. same project, more work", "project"),
    ],
)
def test_a_past_value_or_a_thing_that_goes_with_one_is_no_value_now(text: str, slot: str) -> None:
    claims = said(text, "Bj")
    assert not [c for c in claims if c[2] == slot and c[0] == "assert"], claims
