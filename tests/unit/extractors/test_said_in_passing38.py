"""Readings of the thirty-eighth session: a pet named after it is said ("adopted a stray kitten
and named it Pipoca"), a stay in hospital that is no job or home, and a value said alone that
takes no clause with it ("Aldi is my go-to now"). Sentences written for these tests, beside
look-alikes that must still read."""

from __future__ import annotations

import pytest

from chronofact.extractors.base import Message
from tests.unit.extractors.said import AT, WITH, asserted, said


@pytest.mark.parametrize(
    ("text", "owner", "name", "kind"),
    [
        (
            "My son adopted a stray kitten and named it Pipoca.",
            "Robin's son",
            "Pipoca",
            "stray kitten",
        ),
        ("We rescued a greyhound and called him Biscuit.", "Robin", "Biscuit", "greyhound"),
        ("I adopted a rabbit and named her Clover last spring.", "Robin", "Clover", "rabbit"),
    ],
)
def test_a_pet_named_after_it_is_said_is_its_owners(
    text: str, owner: str, name: str, kind: str
) -> None:
    claims = said(text, "Robin")
    pets = {(c[1], c[3]) for c in claims if c[2] == "has_pet" and c[0] == "assert"}
    assert (owner, name) in pets, claims
    assert not [v for _, v in pets if " and " in v], claims  # no "kitten and named it Pipoca"
    assert kind in {v for _, v in pets} | {name}, claims


def test_a_thing_named_is_no_pet() -> None:
    assert not asserted(said("I bought a bike and named it Rocket.", "Robin"), "has_pet")


@pytest.mark.parametrize(
    "text",
    [
        "Dad went into hospital on Friday.",
        "My mum is still in hospital after the fall.",
        "Tom was rushed to the hospital last night.",
        "Grandpa's back in hospital, they think it's his heart.",
    ],
)
def test_a_stay_in_hospital_is_no_job_or_home(text: str) -> None:
    claims = said(text, "Robin")
    assert not [c for c in claims if c[3].casefold().endswith("hospital")], claims


def test_a_job_at_the_hospital_still_reads() -> None:
    assert asserted(said("Dad works at the hospital now.", "Robin"), "works_at") == {"hospital"}


def test_a_value_said_alone_takes_no_clause() -> None:
    """After "I do my big shop at Tesco", "Aldi is my go-to now" had stored "Aldi is my go-to"
    as the speaker's employer."""
    before = Message("I do my big shop at Tesco.", "Robin", AT)
    claims = WITH.extract(Message("Aldi is my go-to now", "Robin", AT, before))
    assert not [c for c in claims if " is my" in str(c.object or c.value)], claims


@pytest.mark.parametrize(
    "text", ["I got into Leeds!", "Just landed in Lisbon, the light is unreal.", "Arrived in Oslo."]
)
def test_a_place_got_into_or_arrived_in_is_no_home(text: str) -> None:
    claims = said(text, "Robin")
    assert not asserted(claims, "lives_in") and not asserted(claims, "studies_at"), claims


def test_a_pastime_got_into_is_still_read() -> None:
    assert "climbing" in asserted(said("I got into climbing last year.", "Robin"), "hobby")


def test_a_relative_named_with_a_possessive_is_one_relative() -> None:
    """ "Grandma Rose's room is ready" had added a grandma "Rose's" beside "Rose"."""
    claims = said("Grandma Rose's room is ready, she moves in with us next week.", "Robin")
    assert asserted(claims, "grandma") == {"Rose"}, claims


@pytest.mark.parametrize(
    "text",
    [
        "Try Dev at QuickFix, he did ours.",
        "Just ask Priya at Halifax, she sorted mine.",
        "Check out Gymbox in Farringdon, it's cheap.",
    ],
)
def test_advice_to_the_listener_is_no_fact_of_the_speakers(text: str) -> None:
    assert not [c for c in said(text, "Tomas") if c[1] == "Tomas"], said(text, "Tomas")


def test_a_shift_said_alone_is_no_team() -> None:
    before = Message("Whoa!! Congrats! Days finally?", "Marisol", AT)
    claims = WITH.extract(Message("Earlies, 5am starts, but at least I'll see daylight", "Tomas",
                                  AT, before))  # fmt: skip
    assert not [c for c in claims if str(c.object or c.value).casefold() == "earlies"], claims


def test_a_time_of_day_is_trimmed_off_a_value() -> None:
    claims = said("Finally traded in the old Fiesta, picked up a secondhand Yaris Hybrid this "
                  "morning", "Marisol")  # fmt: skip
    assert asserted(claims, "vehicle") == {"Yaris Hybrid"}, claims


@pytest.mark.parametrize(
    ("text", "who", "month"),
    [
        (
            "Ines got the job at the Whittington btw, she starts on the children's ward in "
            "September",
            "Ines",
            9,
        ),
        ("My brother got a job at Ocado, he starts in March.", "Marisol's brother", 3),
    ],
)
def test_someone_elses_start_said_after_their_job_dates_it(text: str, who: str, month: int) -> None:
    claims = WITH.extract(Message(text, "Marisol", AT))
    jobs = [c for c in claims if c.predicate == "works_at" and c.subject == who]
    assert jobs and all(c.valid_from and c.valid_from.month == month for c in jobs), claims
    assert not [c for c in claims if c.predicate in ("deadline", "meeting_time")], claims


def test_a_daily_start_time_dates_no_job() -> None:
    claims = WITH.extract(Message("My sister works at Tesco, she starts at 6 every day", "M", AT))
    assert [c.valid_from for c in claims if c.predicate == "works_at"] == [AT], claims


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("last day on payments today! moving across to Rafa's fraud squad from Monday", "Wen"),
        ("Wen moved across to the fraud squad", "Wen"),
    ],
)
def test_a_move_across_to_a_squad_is_work_not_a_home(text: str, who: str) -> None:
    claims = said(text, "Wen")
    assert ("assert", who, "project", "fraud squad") in claims, claims
    assert not [c for c in claims if c[2] == "lives_in"], claims


def test_the_way_one_commutes_in_is_the_vehicle() -> None:
    claims = said("commuting in on the ferry + train from October", "Wen")
    assert asserted(claims, "vehicle") == {"ferry + train"}, claims


def test_commuting_in_a_city_is_no_vehicle() -> None:
    assert not asserted(said("commuting in Lisbon is awful", "Wen"), "vehicle")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I was at Adyen for four years before this", "Adyen"),
        ("I was with Monzo but switched to Starling", "Monzo"),
    ],
)
def test_where_one_was_is_not_where_one_is(text: str, value: str) -> None:
    claims = said(text, "Wen")
    assert not [c for c in claims if c[0] == "assert" and c[3] == value], claims
