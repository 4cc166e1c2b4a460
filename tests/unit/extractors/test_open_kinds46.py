"""Forty-sixth session: kinds of fact outside the issue's list said in everyday words (a
band, a parking spot, a crop, a book club's book, a usual restaurant, a place of worship, a
running club, a nursery, a shift, a coffee), found by using the product with sentences
written for these tests.

The readers know the canonical slots only, so "the allotment is basically all runner beans"
was a hobby, "book club is doing Demon Copperhead" a gym, "we go to St Mary's on Sundays, the
10am service" a gym, "Leo's at Little Owls nursery" a school, "we're with Octopus for gas and
electric" a manager beside the energy supplier; "I park in bay 22", "switched to lates" and
"can't stop listening to Wet Leg, honestly my favourite band right now" gave nothing (the
last a denied favourite: "can't" read as a negation)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.open_kinds import open_kind_slot
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _said(text: str, speaker: str = "Dana") -> set[tuple[str, str, str, str]]:
    return {
        (c.action, c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, speaker, AT))
        if c.polarity
    }


def _slots(text: str, speaker: str = "Dana") -> set[str]:
    return {p for _, _, p, _ in _said(text, speaker)}


@pytest.mark.parametrize(
    ("sentence", "predicate", "value", "slot"),
    [
        ("the allotment is basically all runner beans this year", "hobby", "runner beans", "grows"),
        ("book club is doing Demon Copperhead this month", "gym", "Demon Copperhead", "reading"),
        ("Friday night is always Dishoom, we're regulars", "hobby", "Dishoom", "usual_restaurant"),
        ("we go to St Mary's on Sundays, the 10am service", "gym", "St Mary's", "place_of_worship"),
        ("they moved me to bay 7 on level 2", "lives_in", "bay 7 on level 2", "parking_spot"),
        ("been playing Wet Leg on repeat", "hobby", "Wet Leg", "favourite_band"),
    ],
)
def test_a_value_of_an_open_kind_leaves_the_slot_its_sentence_does_not_say(
    sentence: str, predicate: str, value: str, slot: str
) -> None:
    assert open_kind_slot(sentence, predicate, value) == slot


@pytest.mark.parametrize(
    ("sentence", "predicate", "value"),
    [
        ("My cousin trains at Muscle Temple in Irbid", "gym", "Muscle Temple"),  # a gym's words
        ("I've taken up gardening on the allotment", "hobby", "gardening"),  # a pastime
        ("we had dinner in Paris last week", "lives_in", "Paris"),  # a stay, not a restaurant
        ("the band played in Leeds, I live there now", "lives_in", "Leeds"),  # home's own words
        ("parked at the gym, then a class with the band", "gym", "Anytime"),  # two kinds said
        ("I park near the office", "works_at", "the office"),  # not a spot's shape
    ],
)
def test_a_value_stays_where_its_sentence_says_its_slot_or_no_one_kind(
    sentence: str, predicate: str, value: str
) -> None:
    assert open_kind_slot(sentence, predicate, value) is None


@pytest.mark.parametrize(
    ("text", "speaker", "expected"),
    [
        ("I park in bay 22 under the office", "Raj", ("Raj", "bay 22")),
        ("I always park on level 3 at the station car park", "Raj", ("Raj", "level 3")),
        ("my parking space is number 31 now", "Tom", ("Tom", "number 31")),
        ("Mum parks her car on level 3 at the hospital", "Ana", ("Ana's mom", "level 3")),
    ],
)
def test_a_parking_spot_is_read(text: str, speaker: str, expected: tuple[str, str]) -> None:
    held = {(s, v) for _, s, p, v in _said(text, speaker) if p == "parking_spot"}
    assert held == {expected}


@pytest.mark.parametrize(
    "text", ["we parked in a side street near the stadium", "the park was lovely today"]
)
def test_no_parking_spot_without_a_bay_or_a_level(text: str) -> None:
    assert "parking_spot" not in _slots(text)


@pytest.mark.parametrize(
    ("text", "speaker", "expected"),
    [
        ("ripped out the beans, trying squash on the plot instead", "Dana", ("Dana", "squash")),
        ("Growing tomatoes on the balcony this summer", "Mei", ("Mei", "tomatoes")),
        ("Mum's growing callaloo in the garden now", "Bev", ("Bev's mom", "callaloo")),
        ("we planted garlic in the raised beds", "Ana", ("Ana", "garlic")),
    ],
)
def test_a_crop_is_read(text: str, speaker: str, expected: tuple[str, str]) -> None:
    held = {(s, v) for _, s, p, v in _said(text, speaker) if p == "grows"}
    assert held == {expected}


@pytest.mark.parametrize(
    "text", ["I'm trying yoga instead", "trying sourdough this year", "growing up in Leeds was fun"]
)
def test_no_crop_without_growing_or_a_bed(text: str) -> None:
    assert "grows" not in _slots(text)


@pytest.mark.parametrize(
    ("text", "speaker", "expected"),
    [
        ("running with the Parkside Harriers on Tuesday nights", "Dana", "Parkside Harriers"),
        (
            "quit the Chasers, doing parkrun with Herne Hill Harriers now",
            "Ben",
            "Herne Hill Harriers",
        ),
        (
            "left the Harriers, joined Victoria Park Runners instead",
            "Dana",
            "Victoria Park Runners",
        ),
    ],
)
def test_a_running_club_is_read_by_its_name(text: str, speaker: str, expected: str) -> None:
    assert ("assert", speaker, "running_club", expected) in _said(text, speaker)


@pytest.mark.parametrize(
    "text",
    [
        "bought new Nike Runners for the marathon",  # shoes
        "got roses from Hillier Nursery",  # plants
    ],
)
def test_no_club_or_nursery_of_a_thing_bought(text: str) -> None:
    assert not _slots(text) & {"running_club", "childcare"}


@pytest.mark.parametrize(
    ("text", "speaker", "who", "name"),
    [
        ("Leo's at Little Owls nursery three days a week", "Dana", "Leo", "Little Owls nursery"),
        ("moved Leo to Busy Bees nursery, closer to work", "Dana", "Leo", "Busy Bees nursery"),
        (
            "the kids love Rainbow Daycare, Ama cries when I pick her up lol",
            "Kwame",
            "Ama",
            "Rainbow Daycare",
        ),
        (
            "my daughter started at Sunshine Daycare on Monday, she cried at drop off",
            "Dana",
            "Dana's daughter",
            "Sunshine Daycare",
        ),
    ],
)
def test_a_nursery_is_the_childs(text: str, speaker: str, who: str, name: str) -> None:
    assert ("assert", who, "childcare", name) in _said(text, speaker)


def test_a_preschool_stays_a_school() -> None:
    assert "childcare" not in _slots("My daughter Ayanda is at Greenside Preschool.")


@pytest.mark.parametrize(
    ("text", "speaker", "value"),
    [
        ("we go to St Mary's on Sundays, the 10am service", "Dana", "St Mary's"),
        ("we moved to St Paul's church near the new house", "Grace", "St Paul's church"),
    ],
)
def test_a_church_is_a_place_of_worship(text: str, speaker: str, value: str) -> None:
    said = _said(text, speaker)
    assert ("assert", speaker, "place_of_worship", value) in said
    assert not any(p == "lives_in" for _, _, p, _ in said)


def test_a_favourite_said_after_its_title_in_one_clause() -> None:
    said = _said("can't stop listening to Wet Leg, honestly my favourite band right now")
    assert ("assert", "Dana", "favourite_band", "Wet Leg") in said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I can't stop drinking oat lattes", ("drinks", "oat lattes")),
        ("I can't work at Google anymore", None),
    ],
)
def test_cant_stop_denies_nothing(text: str, expected: tuple[str, str] | None) -> None:
    claims = WITH.extract(Message(text, "Dana", AT))
    if expected is None:
        assert not any(c.action == "assert" and c.polarity for c in claims)
    else:
        assert any(
            c.polarity and (c.predicate, c.object) == expected and c.action == "assert"
            for c in claims
        )


@pytest.mark.parametrize(
    ("text", "drink"),
    [
        ("my usual at Blue Bottle is a cortado, no sugar", "cortado"),
        ("been off dairy so it's an oat flat white these days", "oat flat white"),
        ("so it's green tea now, doctor's orders", "green tea"),
    ],
)
def test_a_usual_drink_said_of_a_place_or_as_it_now(text: str, drink: str) -> None:
    said = _said(text)
    assert ("assert", "Dana", "drinks", drink) in said
    # the drink is no diet; "been off dairy" is one, dairy-free (`diet_off`)
    assert not any(p == "diet" and v != "dairy-free" for _, _, p, v in said)


@pytest.mark.parametrize(
    ("text", "shift"),
    [
        ("switched to lates, 2 till 10, so mornings are mine again", "lates"),
        ("I've moved onto nights at the hospital", "nights"),
        ("doing three 12-hour night shifts a week on the ward", "three 12-hour night shifts"),
    ],
)
def test_a_shift_taken_up(text: str, shift: str) -> None:
    said = _said(text, "Priya")
    assert ("assert", "Priya", "shift", shift) in said
    assert not any(p == "hobby" for _, _, p, _ in said)  # "doing" is no pastime


def test_a_provider_read_as_a_manager_is_the_provider() -> None:
    said = _said("we're with Octopus for gas and electric")
    assert ("assert", "Dana", "energy_supplier", "Octopus") in said
    assert "manager" not in {p for _, _, p, _ in said}


def test_stepping_back_gives_the_place_up() -> None:
    said = _said("stepped back from the food bank, I'm a reading helper at the primary school now")
    assert not any(v == "food bank" and a == "assert" for a, _, _, v in said)


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("new landlord is a lovely old man, Mr Adeyemi", "landlord", "Mr Adeyemi"),
        ("our new accountant is a woman called Ruth Okafor", "accountant", "Ruth Okafor"),
        ("Foxtons still haven't fixed the boiler, 9 days now", "landlord", "Foxtons"),
    ],
)
def test_who_serves_one_said_with_words_between(text: str, slot: str, name: str) -> None:
    assert ("assert", "Keisha", slot, name) in _said(text, "Keisha")


def test_another_persons_new_landlord_is_not_the_speakers() -> None:
    assert "landlord" not in _slots("Tom's new landlord is a lovely old man, Mr Adeyemi")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("book club is doing Yellowface this month, anyone read it?", "Yellowface"),
        ("book club ditched Yellowface for James by Percival Everett, way better", "James"),
        ("finally finished it, book club picked Intermezzo next", "Intermezzo"),
    ],
)
def test_a_book_clubs_book_is_the_one_read(text: str, title: str) -> None:
    said = _said(text, "Keisha")
    assert ("assert", "Keisha", "reading", title) in said
    assert "manager" not in {p for _, _, p, _ in said}  # "Everett" of the author


def test_a_drink_from_a_cafe_every_morning() -> None:
    said = _said("oat flat white from the Pret by the station, every single morning", "Keisha")
    assert ("assert", "Keisha", "drinks", "oat flat white") in said
    assert "diet" not in {p for _, _, p, _ in said}


@pytest.mark.parametrize(
    ("text", "speaker", "who", "title"),
    [
        (
            "My mum's book club is stuck on Wolf Hall, since Christmas",
            "Niamh",
            "Niamh's mom",
            "Wolf Hall",
        ),
        (
            "Mum's book club gave up on Wolf Hall, now they're on Lessons in Chemistry",
            "Niamh",
            "Niamh's mom",
            "Lessons in Chemistry",
        ),
        ("Our book club picked Americanah for the spring", "Funmi", "Funmi", "Americanah"),
    ],
)
def test_whose_book_club_reads_what(text: str, speaker: str, who: str, title: str) -> None:
    assert ("assert", who, "reading", title) in _said(text, speaker)


def test_a_book_clubs_day_is_no_book() -> None:
    assert "reading" not in _slots("book club is on Sundays now")


@pytest.mark.parametrize(
    ("text", "speaker", "who", "crop"),
    [
        (
            "The allotment is wall-to-wall potatoes this year, don't ask.",
            "Brenda",
            "Brenda",
            "potatoes",
        ),
        (
            "Winter patch is all broad beans. Dad's been helping",
            "Bronwyn",
            "Bronwyn",
            "broad beans",
        ),
        (
            "Mummy's garden is all callaloo these days, rows and rows",
            "Bev",
            "Bev's mom",
            "callaloo",
        ),
        ("The veggie patch is just zucchini this year", "Bronwyn", "Bronwyn", "zucchini"),
        ("so I stuck kale in the empty beds and it's gone mad", "Brenda", "Brenda", "kale"),
    ],
)
def test_the_crop_a_bed_is_all_of(text: str, speaker: str, who: str, crop: str) -> None:
    assert ("assert", who, "grows", crop) in _said(text, speaker)


@pytest.mark.parametrize(
    "text", ["the garden is all mud after the rain", "I put the kids in the bath"]
)
def test_no_crop_of_mud_or_kids(text: str) -> None:
    assert "grows" not in _slots(text, "Tom")


def test_a_barbers_named_by_its_kind() -> None:
    said = _said("Ahmed's closed, I go to Turkish Barbers by the station now", "Tom")
    assert ("assert", "Tom", "hairdresser", "Turkish Barbers") in said
    assert "works_at" not in {p for _, _, p, _ in said}


def test_a_church_switched_to_for_mass() -> None:
    said = _said("we've switched to St Joseph's for mass, it's walking distance", "Hannah")
    assert ("assert", "Hannah", "place_of_worship", "St Joseph's") in said


def test_the_child_named_nearest_the_nursery() -> None:
    said = _said("Sandra's retiring so Mia's going to Acorn Day Nursery from September", "Lena")
    assert ("assert", "Mia", "childcare", "Acorn Day Nursery") in said


def test_a_parking_space_one_is_in_now() -> None:
    said = _said("they reallocated the spaces, we're in space 3 now", "Ravi")
    assert {(p, v) for _, _, p, v in said} == {("parking_spot", "space 3")}


@pytest.mark.parametrize(
    ("text", "diet"),
    [
        ("off dairy for the skin, so it's black americanos now", "dairy-free"),
        ("I'm off sugar for Lent", "sugar-free"),
    ],
)
def test_a_diet_said_by_what_one_is_off(text: str, diet: str) -> None:
    said = _said(text, "Keisha")
    diets = {v for _, _, p, v in said if p == "diet"}
    assert diet in diets and not diets & {"dairy", "sugar"}


def test_a_nursery_a_child_loves_is_the_childs() -> None:
    said = _said("Jayden loves Little Stars nursery, they sent pics of him painting", "Keisha")
    assert ("assert", "Jayden", "childcare", "Little Stars nursery") in said


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("church was packed at Kingsway today, pastor went for 2 hours", "Kingsway"),
        ("mass was lovely at St Anne's this morning", "St Anne's"),
    ],
)
def test_a_church_one_was_at(text: str, place: str) -> None:
    said = _said(text, "Keisha")
    assert ("assert", "Keisha", "place_of_worship", place) in said
    assert not {s for _, s, _, _ in said if s.casefold() in {"church", "mass"}}


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("we do Friday dinners at Roti King, the kids demand it", "Roti King"),
        ("Friday dinners are at Dishoom now, Roti King's queue got silly", "Dishoom"),
    ],
)
def test_where_one_eats_is_no_employer(text: str, place: str) -> None:
    said = _said(text, "Amira")
    assert ("assert", "Amira", "usual_restaurant", place) in said
    assert "works_at" not in {p for _, _, p, _ in said}


def test_working_at_a_restaurant_stays_a_job() -> None:
    assert ("assert", "Amira", "works_at", "Dishoom") in _said(
        "I work at Dishoom as a waiter", "Amira"
    )


def test_a_crop_of_two_is_read_whole() -> None:
    text = "the allotment is all garlic and onions now, courgettes were a disaster"
    assert {(p, v) for _, _, p, v in _said(text, "Amira")} == {("grows", "garlic and onions")}


def test_a_nursery_on_weekdays() -> None:
    said = _said("Zainab's at Busy Bees nursery Mondays to Wednesdays now", "Amira")
    assert {(s, p, v) for _, s, p, v in said} == {("Zainab", "childcare", "Busy Bees nursery")}


def test_a_favourite_after_another_name_is_not_the_title_met_before() -> None:
    text = (
        "book club finally finished Wolf Hall, next up is The Women by Kristin Hannah, "
        "my favourite author"
    )
    said = _said(text, "Tom")
    assert ("assert", "Tom", "reading", "The Women") in said
    assert not any(p.startswith("favourite") and v == "Wolf Hall" for _, _, p, v in said)


def test_a_kind_described_is_no_name() -> None:
    text = "Karim retired, so I go to a Turkish barber two streets over, Mehmet's place."
    assert ("assert", "Youssef", "hairdresser", "Turkish barber") not in _said(text, "Youssef")


def test_eating_up_ones_weekends_is_no_restaurant() -> None:
    said = _said("Berlin Marathon training is eating all my weekends.", "Ivo")
    assert "usual_restaurant" not in {p for _, _, p, _ in said}


def test_a_place_the_kids_will_eat_at_is_a_restaurant() -> None:
    text = "we always end up at Nando's on a Friday, the kids won't eat anywhere else"
    assert ("assert", "Ola", "usual_restaurant", "Nando") in _said(text, "Ola")
