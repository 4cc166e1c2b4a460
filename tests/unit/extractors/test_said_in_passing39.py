"""Readings of the thirty-ninth session: the medicine someone is on (`medication`), a job said
in passing as what someone does a thing as (`title_in_passing`), a title kept with the name
read ("Dr Okafor"). Sentences written for these tests, beside look-alikes that must read
nothing."""

from __future__ import annotations

import time

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.medication import is_medicine
from tests.unit.extractors.said import AT, WITH, asserted, said


@pytest.mark.parametrize(
    ("text", "who", "medicine"),
    [
        ("still on sertraline, 50mg, seems to be doing the trick", "Kylie", "sertraline"),
        ("remind me to pick up my escitalopram script before 6", "Kylie", "escitalopram"),
        ("I'm on cetirizine every morning for the hay fever.", "Kylie", "cetirizine"),
        ("Started Mounjaro in June, down 6kg already", "Kylie", "Mounjaro"),
        ("my mum is on warfarin so she bruises easily", "Kylie's mom", "warfarin"),
        ("papa takes metformin twice daily for his sugar", "Kylie's dad", "metformin"),
        ("Dad swapped from amlodipine to ramipril back in April.", "Kylie's dad", "ramipril"),
        ("the GP put my dad on lisinopril", "Kylie's dad", "lisinopril"),
        ("My dad's GP has him on 5mg of amlodipine.", "Kylie's dad", "amlodipine"),
    ],
)
def test_the_medicine_someone_is_on(text: str, who: str, medicine: str) -> None:
    claims = said(text, "Kylie")
    held = {(c[1], c[3]) for c in claims if c[2] == "medication" and c[0] == "assert"}
    assert (who, medicine) in held, claims
    assert not [c for c in claims if c[2] != "medication" and medicine in c[3]], claims


def test_a_switch_ends_nothing_of_the_wrong_person() -> None:
    claims = said("doctor took papa off metformin in july and put him on insulin", "Vikram")
    assert ("assert", "Vikram's dad", "medication", "insulin") in claims, claims
    assert not [c for c in claims if c[1] == "Vikram" or "metformin" in c[3]], claims


def test_coming_off_a_medicine_ends_it() -> None:
    claims = said("I came off citalopram in March", "Kylie")
    assert ("end", "Kylie", "medication", "citalopram") in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "can I take ibuprofen while on sertraline?",
        "I was on citalopram for a year",
        "should I ask the GP about Ozempic",
        "I take the Northern line to work",
        "I'm on the early shift this week",
        "we're on holiday in Crete",
    ],
)
def test_no_medicine_taken_now(text: str) -> None:
    assert not asserted(said(text, "Kylie"), "medication")


def test_a_medicine_is_nobody() -> None:
    first = Message("my sister Jo takes Adderall for her ADHD", "Ana", AT)
    claims = WITH.extract(Message("She's on Yasmin now", "Ana", AT, first))
    assert not [c for c in claims if is_medicine(c.subject)], claims


@pytest.mark.parametrize(
    ("text", "who", "title"),
    [
        (
            "arvind has his first big client demo as product owner tomorrow, any tips",
            "Arvind",
            "product owner",
        ),
        ("Arjun's first flight as cabin crew with IndiGo is next Friday.", "Arjun", "cabin crew"),
        (
            "Femi says as a lecturer at UI he cant be using comic sans lol",
            "Femi",
            "lecturer",
        ),
        (
            "As the data scientist on our pricing team I have been asked to forecast demand.",
            "Dhruv",
            "data scientist",
        ),
    ],
)
def test_a_job_said_in_passing_with_as(text: str, who: str, title: str) -> None:
    claims = said(text, "Dhruv")
    assert ("assert", who, "occupation", title) in claims, claims


@pytest.mark.parametrize(
    "text",
    [
        "she went as a nurse for halloween",
        "I would love to work as a teacher at Eton",
        "as a kid I loved trains",
        "I was there as an intern at Google last year",
        "he's coming as my plus one",
        "my first meeting with Raj as my manager went fine",
    ],
)
def test_no_job_held_said_with_as(text: str) -> None:
    claims = said(text, "Dhruv")
    jobs = asserted(claims, "occupation")
    assert not jobs & {"nurse", "teacher", "intern", "plus one", "manager"}, claims


@pytest.mark.parametrize(
    ("text", "doctor"),
    [
        ("Dr Okafor wants bloods done before my next appointment", "Dr Okafor"),
        ("booked in with Dr. Ahmed next week", "Dr. Ahmed"),
    ],
)
def test_a_title_stays_with_the_name_read(text: str, doctor: str) -> None:
    claims = said(text, "Lena")
    values = {c[3] for c in claims}
    assert doctor in values, claims
    assert doctor.split()[-1] not in values, claims


def test_hostile_text_stays_linear() -> None:
    text = "on " + "sertraline as a " * 3000 + "x"
    started = time.perf_counter()
    said(text, "Kylie")
    assert time.perf_counter() - started < 5.0


@pytest.mark.parametrize(
    ("text", "slot", "who"),
    [
        (
            "Help me prep for my first one-to-one with Raj tomorrow? He's my line manager.",
            "manager",
            "Raj",
        ),
        ("I saw Dr Patel today, she's my GP and she's lovely", "doctor", "Dr Patel"),
        ("My brother met Sam, he's my landlord", "landlord", "Sam"),
        ("Met Tom at a gig and he's my boyfriend now", "partner", "Tom"),
    ],
)
def test_a_relation_said_with_a_pronoun_after_the_name(text: str, slot: str, who: str) -> None:
    assert ("assert", "Ana", slot, who) in said(text, "Ana")


def test_a_relation_denied_with_a_pronoun_gives_nothing() -> None:
    assert not asserted(said("Raj? he's not my manager", "Ana"), "manager")


def test_moving_up_to_a_place_is_a_move_and_to_a_title_a_promotion() -> None:
    assert asserted(said("Rhys moved up to Manchester in june", "Gwen"), "occupation") == set()
    promoted = said("I got moved up to senior manager in May", "Gwen")
    assert ("assert", "Gwen", "occupation", "senior manager") in promoted


@pytest.mark.parametrize(
    "text",
    [
        "Help me write a cheeky message telling them I'll be cheering for RCB next season.",
        "Remind me to book Jide for a cut before the wedding",
        "Draft a comment on PAY-2207 tagging Sanjana, she owns it",
    ],
)
def test_a_request_s_opening_verb_is_no_one(text: str) -> None:
    opening = text.split()[0]
    assert not [c for c in said(text, "Ishaan") if c[1] == opening]


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("José Ruiz has diabetes and takes insulin.", "José Ruiz"),
        ("My dad has diabetes and takes insulin", "Kylie's dad"),
        ("my doctor put me on sertraline", "Kylie"),
        ("I have diabetes and take insulin.", "Kylie"),
    ],
)
def test_whose_medicine_a_sentence_says(text: str, who: str) -> None:
    claims = said(text, "Kylie")
    assert {c[1] for c in claims if c[2] == "medication"} == {who}, claims


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("what should i get Tahlia for our 3 month anniversary, budget around 150", "Tahlia"),
        ("need gift ideas for Tahlia, it's our 1 year anniversary next week", "Tahlia"),
        ("taking Priya out for our anniversary", "Priya"),
    ],
)
def test_a_gift_for_a_name_for_our_anniversary_says_the_partner(text: str, partner: str) -> None:
    assert ("assert", "Jack", "partner", partner) in said(text, "Jack")


@pytest.mark.parametrize(
    "text",
    ["what should i get Mum for her anniversary", "flowers for Ama for their anniversary"],
)
def test_someone_elses_anniversary_says_no_partner(text: str) -> None:
    assert not asserted(said(text, "Jack"), "partner")


@pytest.mark.parametrize(
    ("text", "who", "slot", "activity"),
    [
        (
            "Ethan's lacrosse tournament is in Peterborough on Saturday.",
            "Ethan",
            "hobby",
            "lacrosse",
        ),
        ("Isla's ballet recital is on friday, what should she wear", "Isla", "hobby", "ballet"),
        ("my karate grading is next week", "Jo", "hobby", "karate"),
        ("our netball match got rained off", "Jo", "hobby", "netball"),
        ("Mum's piano lessons are on tuesdays", "Jo's mom", "learning_instrument", "piano"),
    ],
)
def test_a_pastime_said_by_an_event_of_it(text: str, who: str, slot: str, activity: str) -> None:
    assert ("assert", who, slot, activity) in said(text, "Jo")


@pytest.mark.parametrize(
    "text",
    ["watching Arsenal's football game tonight", "Sunday's football match was brilliant"],
)
def test_a_teams_or_a_days_event_is_no_ones_pastime(text: str) -> None:
    claims = said(text, "Jo")
    assert not [c for c in claims if c[2] == "hobby" and c[3] == "football"], claims
