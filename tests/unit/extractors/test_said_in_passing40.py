"""Readings of the fortieth session: the employer named after a job said in passing
(`title_in_passing`). Sentences written for these tests, beside look-alikes that must read
nothing."""

from __future__ import annotations

import pytest

from tests.unit.extractors.said import asserted, said


@pytest.mark.parametrize(
    ("text", "who", "employer"),
    [
        ("Dev has his first week as a senior consultant at KPMG, wish him luck", "Dev", "KPMG"),
        ("my first shift as a barista at Pret is on Monday", "Dhruv", "Pret"),
        ("Arjun's first flight as cabin crew with IndiGo is next Friday.", "Arjun", "IndiGo"),
        ("her first week as a nurse for the Royal Free went ok", "Dhruv's sister", "Royal Free"),
    ],
)
def test_the_employer_named_after_a_job_said_in_passing(text: str, who: str, employer: str) -> None:
    claims = said(text.replace("her first", "my sister's first"), "Dhruv")
    assert ("assert", who, "works_at", employer) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "Dev did his first week as a nurse for Christmas cover",
        "his first day as a carer at Sam's went fine",
        "I would love to work as a teacher at Eton",
        "she dressed up as a nurse at Halloween for the Scouts",
        "my first shift as a barista on Monday at 6",
    ],
)
def test_no_employer_said_after_a_job_in_passing(text: str) -> None:
    employers = asserted(said(text, "Dhruv"), "works_at")
    wrong = {"Christmas", "Sam's", "Sam", "Eton", "Halloween", "Scouts", "Monday"}
    assert not employers & wrong, employers


@pytest.mark.parametrize(
    "text",
    [
        "had a great time in Lisbon last week, the pastel de nata were unreal",
        "booked on Emirates via Dubai for the trip home",
        "our honeymoon in Bali was perfect",
        "three days at a conference in Berlin, my feet are dead",
    ],
)
def test_a_good_time_or_a_stopover_is_no_home(text: str) -> None:
    assert not asserted(said(text, "Kylie"), "lives_in")


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("I moved to Lisbon last week, loving it", "Lisbon"),
        ("time in Leeds is up, moving to York next month", "York"),
    ],
)
def test_a_move_said_beside_a_time_is_still_a_home(text: str, home: str) -> None:
    assert home in asserted(said(text, "Kylie"), "lives_in")


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I listen to The Rest Is History on my commute", "vehicle"),
        ("I watch Netflix on the train", "project"),
        ("reading Dune on the bus again", "project"),
    ],
)
def test_a_thing_heard_watched_or_read_is_no_way_of_getting_about_or_work(
    text: str, slot: str
) -> None:
    assert not asserted(said(text, "Kylie"), slot)


def test_a_piece_of_work_is_still_read_beside_a_podcast() -> None:
    projects = asserted(said("I am leading the checkout rebuild now", "Kylie"), "project")
    assert projects == {"checkout rebuild"}


@pytest.mark.parametrize(
    ("text", "who", "slot", "place"),
    [
        (
            "can you help me write an email to Arjun's class teacher at Greenfield Academy?",
            "Arjun",
            "studies_at",
            "Greenfield Academy",
        ),
        ("Tom's line manager at Aviva is a nightmare apparently", "Tom", "works_at", "Aviva"),
        ("my teacher at Goethe Institut says my German is improving", "Meera", "studies_at",
         "Goethe Institut"),
    ],
)  # fmt: skip
def test_someones_teacher_or_manager_at_a_place_puts_them_there(
    text: str, who: str, slot: str, place: str
) -> None:
    assert ("assert", who, slot, place) in said(text, "Meera")


@pytest.mark.parametrize(
    "text",
    ["The manager at Tesco was rude to me", "my old boss at Tesco rang", "The teacher at Eton"],
)
def test_no_ones_teacher_or_manager_at_a_place(text: str) -> None:
    claims = said(text, "Meera")
    assert not {
        c for c in claims if c[2] in ("works_at", "studies_at") and c[1] in ("Meera", "The")
    }


@pytest.mark.parametrize(
    ("text", "slot", "who"),
    [
        (
            "help me write a polite but firm WhatsApp to my landlord Mrs D'Souza about the tap",
            "landlord",
            "Mrs D'Souza",
        ),
        ("help me write to my landlord, Mr O'Neill, about the boiler", "landlord", "Mr O'Neill"),
        ("remind me to text my flatmate Josh about the bills", "roommate", "Josh"),
        ("can you draft a message to my boss Trevor saying I am sick", "manager", "Trevor"),
    ],
)
def test_someone_of_the_speakers_named_in_a_request(text: str, slot: str, who: str) -> None:
    claims = said(text, "Aditya")
    assert ("assert", "Aditya", slot, who) in claims, claims
    assert not {c for c in claims if c[2] == "manager" and c[3] in ("D", "O")}, claims


@pytest.mark.parametrize(
    "text",
    [
        "help me plan a surprise for my friend Carla",
        "write a poem about a landlord called Mr Grey",
        "tell me about your landlord Mr Smith",
    ],
)
def test_no_one_of_the_speakers_named_in_a_request(text: str) -> None:
    claims = said(text, "Aditya")
    assert not {c for c in claims if c[1] == "Aditya" and c[2] in ("landlord", "friend")}, claims


@pytest.mark.parametrize(
    ("text", "slot", "then"),
    [
        (
            "Back when I was a teaching assistant I never had to do parents' evenings.",
            "occupation",
            "teaching assistant",
        ),
        (
            "back when I had the OnePlus 11 I never needed a charger in the day.",
            "uses_phone",
            "OnePlus",
        ),
        ("Back when I was single mum sent profiles every week.", "relationship_status", "single"),
    ],
)
def test_a_value_of_back_when_is_not_held_now(text: str, slot: str, then: str) -> None:
    held = asserted(said(text, "Aisha"), slot)
    assert not {v for v in held if then in v}, held


def test_now_as_a_title_is_the_job_now() -> None:
    text = "Now as a Year 2 teacher I've got 28 parents' evenings next week"
    assert "Year 2 teacher" in asserted(said(text, "Aisha"), "occupation")


def test_a_link_word_left_after_a_value_is_cut() -> None:
    text = "I work at Google and when I was a kid I loved trains"
    assert asserted(said(text, "Arnav"), "works_at") == {"Google"}


@pytest.mark.parametrize(
    ("text", "who", "slot", "new"),
    [
        ("Correction - Oleg isn't learning German now, it's Dutch!", "Oleg", "learning_language",
         "Dutch"),
        ("I no longer work at Google, it's Meta now", "Kateryna", "works_at", "Meta"),
        ("I'm not vegan anymore, it's pescatarian now", "Kateryna", "diet", "pescatarian"),
        ("I don't live in Leeds, it's Bradford actually", "Kateryna", "lives_in", "Bradford"),
    ],
)  # fmt: skip
def test_the_value_said_instead_of_one_denied(text: str, who: str, slot: str, new: str) -> None:
    assert ("assert", who, slot, new) in said(text, "Kateryna")


@pytest.mark.parametrize(
    ("text", "slot", "denied"),
    [
        (
            "Oleg isn't learning German, it's Duolingo that is failing him",
            "learning_language",
            "German",
        ),
        ("I'm not vegan anymore, it's a nightmare", "diet", "vegan"),
        ("I'm not a nurse anymore, it's all admin now", "occupation", "nurse"),
        ("I no longer work at Google, it's so much calmer", "works_at", "Google"),
    ],
)
def test_nothing_said_instead_of_a_denial(text: str, slot: str, denied: str) -> None:
    claims = said(text, "Kateryna")
    assert asserted(claims, slot) <= {denied}, claims


def test_a_choir_one_is_not_in_anymore_is_given_up() -> None:
    text = (
        "Gran's not in the Glasgow Gaelic Choir anymore, she joined the Southside Community "
        "Choir in May"
    )
    claims = said(text, "Mhairi")
    assert ("end", "Gran", "choir", "Glasgow Gaelic Choir") in claims, claims
    assert asserted(claims, "choir") == {"Southside Community Choir"}, claims


def test_a_choir_never_sung_in_is_nothing() -> None:
    assert not asserted(said("I was never in the Rock Choir", "Mhairi"), "choir")


def test_a_life_as_a_job_is_the_job_now() -> None:
    text = "Dad is loving life as an Uber driver yaar, already got 4.9 stars"
    assert "Uber driver" in asserted(said(text, "Arjun"), "occupation")


@pytest.mark.parametrize(
    "text", ["my old job as a waiter was awful", "my summer job as a lifeguard was the best"]
)
def test_an_old_job_said_with_as_is_no_job_now(text: str) -> None:
    assert not asserted(said(text, "Arjun"), "occupation") & {"waiter", "lifeguard"}


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("help me write a cover letter for my new job at Deloitte", "works_at", "Deloitte"),
        ("remind me to take my Ozempic before dinner", "medication", "Ozempic"),
    ],
)
def test_a_request_says_what_is_the_speakers(text: str, slot: str, value: str) -> None:
    assert value in asserted(said(text, "Kylie"), slot)


@pytest.mark.parametrize(
    ("text", "slot", "who"),
    [
        (
            "set a reminder for my hair appointment with Danielle on Saturday at 10",
            "hairdresser",
            "Danielle",
        ),
        ("remind me about my therapy session with Aoife tomorrow", "therapist", "Aoife"),
    ],
)
def test_a_carer_seen_by_first_name_in_a_request(text: str, slot: str, who: str) -> None:
    claims = said(text, "Keisha")
    assert ("assert", "Keisha", slot, who) in claims, claims
    assert not asserted(claims, "partner"), claims


@pytest.mark.parametrize(
    "text",
    [
        "can you move my physio session with Marta to Friday?",
        "cancel my hair appointment with Danielle",
        "remind me about my hair appointment with Monday morning",
    ],
)
def test_no_carer_from_an_appointment_moved_or_without_a_name(text: str) -> None:
    claims = said(text, "Keisha")
    assert not {c for c in claims if c[2] in ("hairdresser", "doctor")}, claims


@pytest.mark.parametrize(
    ("text", "who", "home"),
    [
        ("we upped sticks to Cork in May", "Yusuf", "Cork"),
        ("Uncle Hamza upped sticks to Istanbul, says he is never coming back", "Hamza", "Istanbul"),
        ("my uncle Hamza emigrated to Istanbul", "Hamza", "Istanbul"),
    ],
)
def test_upping_sticks_or_emigrating_to_a_place_is_a_home(text: str, who: str, home: str) -> None:
    assert ("assert", who, "lives_in", home) in said(text, "Yusuf")


@pytest.mark.parametrize(
    ("text", "who"),
    [
        (
            "set a daily reminder at 8am for me to check Frank has taken his losartan",
            "Frank",
        ),
        ("I have taken my losartan", "Dolores"),
        ("Mary keeps forgetting to take her losartan", "Mary"),
    ],
)
def test_whose_medicine_taken(text: str, who: str) -> None:
    assert ("assert", who, "medication", "losartan") in said(text, "Dolores")


@pytest.mark.parametrize(
    ("text", "home"),
    [
        (
            "can you suggest some good weekend treks near Bengaluru? I've been living here 2 "
            "months and haven't explored anything yet",
            "Bengaluru",
        ),
        ("best curry in Leeds? I live here now", "Leeds"),
    ],
)
def test_living_here_after_a_place_is_a_home(text: str, home: str) -> None:
    assert home in asserted(said(text, "Ravi"), "lives_in")


def test_staying_here_after_a_place_is_no_home() -> None:
    text = "any good bars in Leeds? we're staying here for the weekend"
    assert not asserted(said(text, "Ravi"), "lives_in")


@pytest.mark.parametrize(
    "text",
    [
        "They've moved Bisi off Harmattan — she's leading Project Sahel now.",
        "They've moved Bisi to Lagos. She's leading Project Sahel now.",
    ],
)
def test_she_after_someone_moved_is_that_person_not_the_place(text: str) -> None:
    claims = said(text, "Tunde")
    assert ("assert", "Bisi", "project", "Project Sahel") in claims, claims
    assert not {c for c in claims if c[1] in ("Harmattan", "Lagos", "Sahel")}, claims


@pytest.mark.parametrize(
    "text",
    [
        "Since Josh moved out the kitchen's spotless. Rohan, the new flatmate, labels everything",
        "Rohan, my flatmate, labels everything",
    ],
)
def test_a_flatmate_set_off_after_the_name(text: str) -> None:
    assert ("assert", "Ollie", "roommate", "Rohan") in said(text, "Ollie")


@pytest.mark.parametrize("text", ["Sam, the new manager, is strict", "Carla, my friend, is here"])
def test_no_ones_tie_set_off_after_a_name(text: str) -> None:
    claims = said(text, "Ollie")
    assert not {c for c in claims if c[1] == "Ollie" and c[2] in ("manager", "friend")}, claims


def test_a_meetings_time_after_a_clause_of_its_own() -> None:
    text = "Can't do brunch Wednesday, sprint planning is Wednesday at 2 these days"
    assert asserted(said(text, "Hassan"), "planning_time") == {"Wednesday at 2"}


@pytest.mark.parametrize(
    ("text", "practice"),
    [
        (
            "Can you remind me what to ask at my cleaning at Parkside Dental on Friday?",
            "Parkside Dental",
        ),
        ("remind me about my check-up at the Smile Dental Clinic", "Smile Dental Clinic"),
    ],
)
def test_a_dental_practice_visited_in_a_request(text: str, practice: str) -> None:
    assert ("assert", "Hyun", "dentist", practice) in said(text, "Hyun")


def test_a_check_up_at_a_place_not_dental_is_no_dentist() -> None:
    assert not asserted(said("remind me about my check-up at Specsavers", "Hyun"), "dentist")


def test_a_dental_practice_texted_is_the_dentist_not_an_employer() -> None:
    text = (
        "help me word a text to Bright Dental saying i cant make my checkup, need something after 5"
    )
    claims = said(text, "Yusuf")
    assert asserted(claims, "dentist") == {"Bright Dental"}, claims
    assert not asserted(claims, "works_at"), claims


def test_a_dental_practice_worked_at_is_the_employer() -> None:
    claims = said("I work at Bright Dental as a receptionist", "Yusuf")
    assert asserted(claims, "works_at") == {"Bright Dental"}, claims


def test_an_instrument_said_by_a_graded_exam() -> None:
    text = "Dami's grade 3 drums exam is next week, neighbours hate us"
    assert ("assert", "Dami", "learning_instrument", "drums") in said(text, "Tunde")


def test_a_number_ported_between_networks_is_the_speakers() -> None:
    text = "Ported my number from Airtel to Telkom last month. How do I check my data balance?"
    claims = said(text, "Yusuf")
    assert ("assert", "Yusuf", "mobile_carrier", "Telkom") in claims, claims
    assert not {c for c in claims if c[1] == "Airtel"}, claims


def test_a_therapy_session_on_a_day_with_a_doctor() -> None:
    text = "Can you help me list what to cover in Thursday's therapy session with Dr. Mensah?"
    assert ("assert", "Harpreet", "therapist", "Dr Mensah") in said(text, "Harpreet")


@pytest.mark.parametrize("lead", ["quick correction, ", "small update: ", "Wee correction - "])
def test_a_correction_or_update_said_first_is_no_subject(lead: str) -> None:
    claims = said(lead + "Oleg isn't learning German now, it's Dutch!", "Nkechi")
    assert ("assert", "Oleg", "learning_language", "Dutch") in claims, claims


def test_the_place_after_dentist_at_is_the_dentist() -> None:
    claims = said("dentist at SmileCare tmrw, havent flossed in a month oops", "Suki")
    assert asserted(claims, "dentist") == {"SmileCare"}, claims
    assert not asserted(claims, "works_at"), claims


def test_a_dental_nurse_at_a_place_works_there() -> None:
    claims = said("my sister is a dental nurse at SmileCare", "Suki")
    assert not asserted(claims, "dentist"), claims
