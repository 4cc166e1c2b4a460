"""Hairdressers by what they do, work one is moved onto, a colleague who left "us", pets called
"<name> the <kind>", schools by their own language's word, a named subject after an event,
living with someone named, teams one plays for (twenty-ninth session): sentences written for
these tests, not taken from a change set, each beside look-alikes that keep their reading."""

from __future__ import annotations

import pytest

from chronofact.extractors.learned.reader import whole_words
from chronofact.graph.slot_names import slot_family
from tests.unit.extractors.said import Said, asserted, said


def _said(text: str, speaker: str = "Zoe") -> Said:
    return said(text, speaker)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Mehmet round the corner cuts my hair now, half the price.", "Mehmet"),
        ("Ruby at the little salon on Mill Road does my hair these days.", "Ruby"),
        ("Got my hair cut by Priya yesterday, she's great.", "Priya"),
        ("Honestly Dana at Headmasters has done my hair for years.", "Dana at Headmasters"),
        ("I go to Marco on Via Roma for my cuts now.", "Marco"),
        ("Our salon closed so Anya next door cut our hair.", "Anya"),
        ("My stylist is Joe, he's brilliant.", "Joe"),
    ],
)
def test_who_does_my_hair_is_the_hairdresser(text: str, name: str) -> None:
    claims = _said(text)
    assert asserted(claims, "hairdresser") == {name}, claims
    assert not any(c[3] == name and c[2] in ("manager", "bank", "diet") for c in claims), claims


def test_my_barber_by_name_is_the_barber_one_slot_with_the_hairdresser() -> None:
    claims = _said("My barber Selim charges too much, but nobody does a skin fade like him.")
    assert asserted(claims, "barber") == {"Selim"}, claims
    assert "hairdresser" in slot_family("barber")


@pytest.mark.parametrize(
    "text",
    [
        "Mum does my hair for weddings.",  # a relation, read as one elsewhere
        "She cuts my hair every six weeks.",  # no one named
        "My boss Priya has great hair.",
        "Mum does Ava's hair every morning.",  # not the speaker's hair
    ],
)
def test_no_hairdresser_is_named(text: str) -> None:
    claims = _said(text)
    assert not asserted(claims, "hairdresser") and not asserted(claims, "barber"), claims


def test_a_sister_who_cuts_my_hair_stays_the_sister() -> None:
    claims = _said("My sister Ana cuts my hair for free.")
    assert ("assert", "Zoe", "sister", "Ana") in claims, claims


@pytest.mark.parametrize(
    ("text", "work"),
    [
        ("My supervisor moved me onto coastal dune erosion, a whole new thesis.", "dune erosion"),
        ("Got moved to the identity team after the July reorg.", "identity team"),
        ("My manager moved me onto the billing rewrite.", "billing rewrite"),
    ],
)
def test_work_one_is_moved_onto_is_the_speakers(text: str, work: str) -> None:
    claims = _said(text)
    assert any(work in v for v in asserted(claims, "project")), claims
    assert not any(c[2] == "project" and c[1] != "Zoe" for c in claims), claims


@pytest.mark.parametrize(
    "text", ["Mum put me onto the train at six.", "HR moved me to Lisbon in March."]
)
def test_being_put_somewhere_is_no_project(text: str) -> None:
    assert not asserted(_said(text), "project")


def test_a_colleague_who_left_us_for_a_firm_works_there() -> None:
    claims = _said("Lars left us for Klarna in June and the desk next to mine is empty now.")
    assert ("assert", "Lars", "works_at", "Klarna") in claims, claims
    assert not any(c[3] == "Klarna" and c[2] == "lives_in" for c in claims), claims


def test_left_me_for_someone_is_no_employer() -> None:
    assert not asserted(_said("Our nanny left us for a family in Chelsea."), "works_at")


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        ("Daisy the greyhound is settling in, she sleeps all day.", "Daisy"),
        ("Meet Biscuit the beagle, our newest family member!", "Biscuit"),
    ],
)
def test_a_pet_called_name_the_kind(text: str, pet: str) -> None:
    assert asserted(_said(text), "has_pet") == {pet}


@pytest.mark.parametrize(
    "text",
    [
        "Laika the dog was the first animal in space.",
        "Alexander the Great was a general.",
        "Ana the vet said he's fine.",
    ],
)
def test_no_pet_from_a_name_and_a_kind_in_the_past_or_a_title(text: str) -> None:
    assert not asserted(_said(text), "has_pet")


@pytest.mark.parametrize(
    ("text", "who", "school"),
    [
        (
            "Elif's been at Galatasaray Lisesi since the autumn term began.",
            "Elif",
            "Galatasaray Lisesi",
        ),
        ("Leon started at the Lycée Molière in September.", "Leon", "Lycée Molière"),
        ("Mia is at Goethe Gymnasium now.", "Mia", "Goethe Gymnasium"),
    ],
)
def test_a_school_by_its_own_languages_word(text: str, who: str, school: str) -> None:
    claims = _said(text)
    assert ("assert", who, "studies_at", school) in claims, claims
    assert not asserted(claims, "works_at"), claims


def test_teaching_at_a_school_abroad_stays_work() -> None:
    claims = _said("I work at Liceo Volta as a teacher.")
    assert asserted(claims, "works_at") == {"Liceo Volta"}, claims


def test_a_grandmother_by_her_own_languages_word_in_a_care_home() -> None:
    claims = _said("Grand-mère went into a care home in Annecy, the view is lovely.", "Pierre")
    assert ("assert", "Pierre's grandma", "lives_in", "Annecy") in claims, claims


@pytest.mark.parametrize(
    ("text", "who", "slot", "value"),
    [
        ("After the reorg Jussi sits under Petteri.", "Jussi", "manager", "Petteri"),
        ("Since the merger Ana reports to Kofi.", "Ana", "manager", "Kofi"),
        ("After the reorg Jussi moved to Leeds.", "Jussi", "lives_in", "Leeds"),
    ],
)
def test_a_named_subject_after_an_event(text: str, who: str, slot: str, value: str) -> None:
    assert ("assert", who, slot, value) in _said(text)


def test_sitting_under_a_table_is_no_manager() -> None:
    assert not asserted(_said("The cat sits under the table."), "manager")


@pytest.mark.parametrize(
    ("text", "who", "partner"),
    [
        ("Moved in with Freya last month, she has two cats.", "Zoe", "Freya"),
        ("My sister moved in with Marco in June.", "Zoe's sister", "Marco"),
    ],
)
def test_moving_in_with_someone_named_is_a_partner(text: str, who: str, partner: str) -> None:
    assert ("assert", who, "partner", partner) in _said(text)


@pytest.mark.parametrize(
    "text",
    [
        "We moved in with Tom and Jess in Leeds.",
        "Moved in with Freya's parents for the summer.",
        "I moved in with Dad after the divorce.",
    ],
)
def test_moving_in_with_family_or_two_friends_is_no_partner(text: str) -> None:
    assert not asserted(_said(text), "partner")


@pytest.mark.parametrize(
    ("text", "who", "team"),
    [
        ("My son Eli plays shortstop for the Tigers.", "Eli", "Tigers"),
        ("Eli got drafted by the Mariners this season.", "Eli", "Mariners"),
        ("I play five-a-side for the Red Lions on Tuesdays.", "Zoe", "Red Lions"),
    ],
)
def test_the_team_one_plays_for(text: str, who: str, team: str) -> None:
    claims = _said(text)
    assert any(c[1] == who and c[2] == "plays_for" and team in c[3] for c in claims), claims


def test_a_provider_named_with_a_dot_and_a_fixed_deal() -> None:
    claims = _said("We switched to E.ON Next for the fixed deal.")
    assert asserted(claims, "energy_supplier") == {"E.ON Next"}, claims
    assert not asserted(claims, "works_at"), claims


@pytest.mark.parametrize(
    ("text", "start", "end", "words"),
    [
        ("We switched to E.ON Next.", 15, 16, "E.ON"),
        ("I drive a VW ID.3 now.", 13, 15, "ID.3"),
        ("We moved to Lisbon.Loving it.", 12, 18, "Lisbon"),
        ("It was in Node.js land.", 10, 14, "Node"),
    ],
)
def test_a_dot_inside_a_name_joins_its_pieces(text: str, start: int, end: int, words: str) -> None:
    s, e = whole_words(text, start, end)
    assert text[s:e] == words


@pytest.mark.parametrize(
    ("text", "who", "drink"),
    [
        ("My usual is an oat flat white, extra hot.", "Zoe", "oat flat white"),
        ("My coffee order is a cortado.", "Zoe", "cortado"),
        ("peppermint tea is all i drink these days.", "Zoe", "peppermint tea"),
        ("I drink Earl Grey all day long.", "Zoe", "Earl Grey"),
        ("I've gone over to matcha in the mornings.", "Zoe", "matcha"),
        ("Every morning starts with a glass of çay.", "Zoe", "çay"),
        ("iced matcha latte every morning, i'm hooked.", "Zoe", "iced matcha latte"),
        (
            "Coffee run: my boss Lorena takes a double espresso, no sugar.",
            "Lorena",
            "double espresso",
        ),
    ],
)
def test_a_usual_drink(text: str, who: str, drink: str) -> None:
    claims = _said(text)
    assert ("assert", who, "drinks", drink) in claims, claims
    assert not any(c[3] == drink and c[2] in ("has_pet", "vehicle", "status") for c in claims)


def test_a_drink_order_since_a_month_dates_from_it() -> None:
    from chronofact.extractors.base import Message
    from tests.unit.extractors.said import AT, WITH

    claims = WITH.extract(Message("My order since June is a dirty chai.", "Zoe", AT))
    drinks = [c for c in claims if c.predicate == "drinks"]
    assert [(c.object, c.valid_from and c.valid_from.month) for c in drinks] == [("dirty chai", 6)]


@pytest.mark.parametrize(
    "text",
    [
        "My order is delayed again.",  # an order's state, no drink
        "Grab me a latte on your way in?",
        "I moved to Leeds.",
    ],
)
def test_no_usual_drink(text: str) -> None:
    assert not asserted(_said(text), "drinks")


@pytest.mark.parametrize(
    ("text", "who", "where"),
    [
        ("I volunteer at the food bank on Saturdays.", "Zoe", "food bank"),
        (
            "My mom volunteers at the food bank on Elm Street every Tuesday.",
            "Zoe's mom",
            "food bank",
        ),
        ("I'm a volunteer at the animal shelter.", "Zoe", "animal shelter"),
        ("I volunteer every Sunday at St Mungo's.", "Zoe", "St Mungo's"),
    ],
)
def test_volunteering_is_its_own_slot(text: str, who: str, where: str) -> None:
    claims = _said(text)
    assert ("assert", who, "volunteers_at", where) in claims, claims
    assert not any(c[2] == "works_at" and c[0] == "assert" for c in claims), claims


def test_volunteering_beside_a_job_keeps_the_job() -> None:
    claims = _said("I work at Google and volunteer at the food bank on Saturdays.")
    assert asserted(claims, "works_at") == {"Google"}, claims
    assert asserted(claims, "volunteers_at") == {"food bank"}, claims


@pytest.mark.parametrize(
    ("text", "who", "slot", "thing"),
    [
        (
            "the Tesla Model 3 still feels like driving a spaceship.",
            "Zoe",
            "vehicle",
            "Tesla Model 3",
        ),
        (
            "The Nothing Phone (2) has this glyph light thing and I can't turn it off.",
            "Zoe",
            "uses_phone",
            "Nothing Phone (2)",
        ),
        ("Renata props her Surface Go on the spice rack.", "Renata", "uses_laptop", "Surface Go"),
    ],
)
def test_a_thing_lived_with_or_theirs(text: str, who: str, slot: str, thing: str) -> None:
    assert ("assert", who, slot, thing) in _said(text)


def test_someone_elses_thing_given_up_is_not_theirs_now() -> None:
    claims = _said("My brother sold his Ford Focus.")
    assert not any(c[0] == "assert" and c[2] == "vehicle" for c in claims), claims


@pytest.mark.parametrize(
    ("text", "slot", "amount"),
    [
        ("bumped the step goal to 12,000, my legs hate me.", "step_goal", "12,000"),
        ("GP upped my amlodipine to 10mg in April.", "amlodipine", "10mg"),
        ("Landlord put the rent up to €1,290 so my budget's wrecked.", "rent", "€1,290"),
        ("moved my alarm to 5:45.", "alarm", "5:45"),
    ],
)
def test_an_amount_one_keeps_set_anew(text: str, slot: str, amount: str) -> None:
    assert ("assert", "Zoe", slot, amount) in _said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I turned the heating up to 21 degrees.",
        "They moved the meeting to 3pm.",  # the events' to read, as a meeting time
        "We pushed the launch to 12 March.",  # a date: the deadline readers'
    ],
)
def test_no_amount_of_ones_own(text: str) -> None:
    claims = _said(text)
    assert not any(c[2] in ("heating", "meeting", "launch") for c in claims), claims


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("Our babysitter Kayla can do Friday.", "babysitter", "Kayla"),
        ("My dog walker Jordan is great.", "dog_walker", "Jordan"),
        ("My piano teacher Mrs Abbott says I'm ready.", "piano_teacher", "Mrs Abbott"),
        ("been seeing Miriam for therapy since May, way better fit.", "therapist", "Miriam"),
        ("Ayo did my fringe yesterday and it's perfect.", "hairdresser", "Ayo"),
    ],
)
def test_someone_who_serves_one_by_name(text: str, slot: str, name: str) -> None:
    claims = _said(text)
    assert asserted(claims, slot) == {name}, claims
    assert not asserted(claims, "partner") and not asserted(claims, "manager"), claims


def test_what_ones_accountant_did_is_ones_own() -> None:
    claims = _said("Our accountant got the July 31 deadline pushed to October 31.")
    assert ("assert", "Zoe", "deadline", "October 31") in claims, claims


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I'm an accountant at KPMG.", "occupation", "accountant"),
        ("My sister is a cleaner.", "occupation", "cleaner"),
        ("I've been seeing Tom for a few months now.", "partner", "Tom"),
    ],
)
def test_a_job_word_or_a_date_keeps_its_reading(text: str, slot: str, value: str) -> None:
    assert value in asserted(_said(text), slot)


@pytest.mark.parametrize(
    ("text", "slot", "title"),
    [
        ("Favourite band? Arctic Monkeys, always.", "favourite_band", "Arctic Monkeys"),
        ("favourite film: Paddington 2, no contest.", "favourite_film", "Paddington 2"),
        (
            "Favourite book of all time: The Remains of the Day.",
            "favourite_book",
            "The Remains of the Day",
        ),
        ("can't stop playing Gojira, best band going.", "favourite_band", "Gojira"),
        ("Watched Dune again, best film ever.", "favourite_film", "Dune"),
    ],
)
def test_a_favourite_said_as_a_label_or_the_best(text: str, slot: str, title: str) -> None:
    claims = _said(text)
    assert asserted(claims, slot) == {title}, claims
    assert not asserted(claims, "supports_team") and not asserted(claims, "has_pet"), claims


@pytest.mark.parametrize(
    "text",
    [
        "Favourite part? The ending.",
        "My favourite thing: Sunday mornings.",
        "What's your favourite band?",
        "The weather was awful, best week ever though.",
    ],
)
def test_no_favourite_from_a_label_without_a_title_of_a_kind(text: str) -> None:
    assert not any(c[2].startswith("favourite_") for c in _said(text))


def test_proposing_to_someone_is_an_engagement() -> None:
    assert ("assert", "Lucas", "engaged_to", "Harper") in _said("Lucas proposed to Harper!!")


def test_proposing_an_idea_is_no_engagement() -> None:
    assert not asserted(_said("I proposed to the board that we move."), "engaged_to")


def test_an_event_someone_has_had_on_a_day_since_a_time() -> None:
    claims = _said("Nils has had the architecture review on Thursdays since the summer.")
    assert ("assert", "Nils", "review_time", "Thursdays") in claims, claims


@pytest.mark.parametrize(
    ("text", "work"),
    [
        ("the data warehouse rebuild is eating all my time.", "data warehouse rebuild"),
        ("Got pulled off Atlas in July; the billing rewrite is mine.", "billing rewrite"),
        (
            "The migration is done and the checkout redesign has taken over my life.",
            "checkout redesign",
        ),
        ("Ollie's on the hospital extension in Swindon these days.", "hospital extension"),
    ],
)
def test_a_piece_of_work_said_by_what_it_does_to_ones_time(text: str, work: str) -> None:
    assert work in asserted(_said(text), "project")


def test_a_launch_mine_to_lose_is_no_piece_of_work_taken() -> None:
    assert not asserted(_said("The launch is mine to lose."), "project")


@pytest.mark.parametrize(
    ("text", "who", "slot", "name"),
    [
        ("We take him to the vet clinic at Mauerpark these days.", "Zoe", "vet", "Mauerpark"),
        ("My aunt Efua sings in the choir at Holy Trinity.", "Efua", "choir", "Holy Trinity"),
        ("Aunt Efua joined the choir at St Mary's after she moved.", "Efua", "choir", "St Mary's"),
    ],
)
def test_a_choir_or_a_vet_by_where_it_is(text: str, who: str, slot: str, name: str) -> None:
    assert ("assert", who, slot, name) in _said(text)


def test_a_choir_at_work_names_no_choir() -> None:
    assert not asserted(_said("I joined the choir at work."), "choir")


def test_a_person_on_holiday_holds_no_meeting_time() -> None:
    claims = _said("Carol is on holiday next week.")
    assert not any(c[2].endswith("_time") for c in claims), claims


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("I'M ENGAGED!!! proposed to Adjoa in August at Labadi beach", "Adjoa"),
        ("I got married to Tom in Lisbon.", "Tom"),
    ],
)
def test_where_a_partner_was_asked_is_no_part_of_their_name(text: str, partner: str) -> None:
    claims = _said(text)
    assert partner in asserted(claims, "engaged_to") | asserted(claims, "married_to"), claims
    assert not any(" in " in c[3] or " at " in c[3] for c in claims if c[2] == "engaged_to")


@pytest.mark.parametrize(
    ("text", "way"),
    [
        ("Cycling the canal route to work is so much nicer.", "Cycling"),
        ("the 36 bus gets me to the office in ten minutes, lifesaver in this rain.", "36 bus"),
        ("The Northern line takes me to work.", "Northern line"),
    ],
)
def test_the_way_to_work_said_by_the_going(text: str, way: str) -> None:
    assert asserted(_said(text), "vehicle") == {way}


@pytest.mark.parametrize(
    "text",
    ["Driving to the station was a nightmare today.", "Running to catch the bus to work."],
)
def test_one_trip_is_no_way_of_going(text: str) -> None:
    claims = _said(text)
    assert not {"Driving", "Running"} & asserted(claims, "vehicle"), claims


@pytest.mark.parametrize(
    ("text", "who", "slot", "grade"),
    [
        ("I'm a blue belt in judo and my grading is in March.", "Zoe", "belt", "blue belt"),
        ("Brown belt since the March grading, sensei is thrilled.", "Zoe", "belt", "Brown belt"),
        ("Maya is a brown belt now.", "Maya", "belt", "brown belt"),
        ("Isla's moved up to Stage 5, she's a fish.", "Isla", "stage", "Stage 5"),
        ("Theo passed Grade 4 piano last week.", "Theo", "grade", "Grade 4"),
    ],
)
def test_a_grade_held(text: str, who: str, slot: str, grade: str) -> None:
    assert ("assert", who, slot, grade) in _said(text)


@pytest.mark.parametrize(
    "text", ["I wear a black belt with my grey suit.", "The band played Level 42 songs."]
)
def test_no_grade_held(text: str) -> None:
    claims = _said(text)
    assert not asserted(claims, "belt") and not asserted(claims, "level"), claims


def test_a_grade_after_a_word_that_opens_the_sentence_is_the_speakers() -> None:
    claims = _said("Also I'm a blue belt in judo now, grading went well.")
    assert ("assert", "Zoe", "belt", "blue belt") in claims, claims
    assert not any(c[3] == "judo" and c[2] in ("occupation", "works_at") for c in claims)


def test_a_grade_or_a_drink_said_after_and() -> None:
    claims = _said(
        "Cycling to work is nicer. And iced oat latte every morning, and brown belt since July!"
    )
    assert ("assert", "Zoe", "drinks", "iced oat latte") in claims, claims
    assert ("assert", "Zoe", "belt", "brown belt") in claims, claims


def test_a_bike_named_on_the_way_to_work_stays_the_way() -> None:
    assert asserted(_said("cycling to work on my old Raleigh every day"), "vehicle") == {"Raleigh"}


def test_a_tickets_level_is_no_grade_of_ones_own() -> None:
    assert not asserted(_said("eir bumped my ticket up to Level 2 in may"), "level")


def test_another_person_named_after_a_comma_is_their_own_clause() -> None:
    claims = _said("Rui cuts my hair now, Sofia moved to Porto.")
    assert ("assert", "Sofia", "lives_in", "Porto") in claims, claims
    assert not any(c[1] == "Rui" and c[2] == "lives_in" for c in claims), claims


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Tanya's basically my best friend, we talk every single day.", "best_friend", "Tanya"),
        ("Marco is officially my boss now.", "manager", "Marco"),
        ("Hard Fork is the only podcast on my commute these days.", "podcast", "Hard Fork"),
        ("The Rest Is History is my commute podcast.", "podcast", "The Rest Is History"),
        ("massaman curry is my favourite food, fight me.", "favourite_food", "massaman curry"),
        ("can't stop playing Fontaines D.C., best band going.", "favourite_band", "Fontaines D.C."),
    ],
)
def test_one_of_ones_own_said_first(text: str, slot: str, value: str) -> None:
    assert value in asserted(_said(text), slot)


def test_it_basically_my_fault_names_no_one() -> None:
    assert not _said("It's basically my fault.")


def test_cant_stop_playing_names_no_one_stop() -> None:
    assert not any(c[1] == "stop" for c in _said("can't stop playing Fontaines D.C."))
