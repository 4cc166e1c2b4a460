"""Readings of the thirty-seventh session: a value said in passing that the readers missed or
cut short. The time of an activity said alone (`activity_time`), a pastime taken to keenly
("gone all in on padel", `pastime`), a role said with "as ... i" or a club "of <Place>"
(`club_role`), who has a ticket by idiom (`ticket_owner`), a learned reading in a question
giving way to one said plainly, and a place name read from its last word ("Vila Madalena").
Sentences written for these tests, beside look-alikes that must give nothing."""

from __future__ import annotations

import pytest

from chronofact.extractors.base import Message
from tests.unit.extractors.said import AT, WITH, asserted, said


@pytest.mark.parametrize(
    ("text", "subject", "slot", "value"),
    [
        (
            "My daughter Leen has ballet on Wednesdays at 5.",
            "Leen",
            "ballet_time",
            "Wednesdays at 5",
        ),
        (
            "Leen's ballet is Saturday mornings at 9:30 this term, can you update my reminder?",
            "Leen",
            "ballet_time",
            "Saturday mornings at 9:30",
        ),
        ("I have piano every Tuesday at 4.", "Robin", "piano_time", "Tuesday at 4"),
        ("my football is Sunday mornings now.", "Robin", "football_time", "Sunday mornings"),
        (
            "Oskar does judo on Mondays and Thursdays.",
            "Oskar",
            "judo_time",
            "Mondays and Thursdays",
        ),
    ],
)
def test_an_activity_said_alone_has_its_time(
    text: str, subject: str, slot: str, value: str
) -> None:
    claims = said(text, "Robin")
    assert {(subject, value)} == {(c[1], c[3]) for c in claims if c[2] == slot}, claims


def test_the_activity_time_replaces_a_misread_meeting() -> None:
    """ "Leen's ballet is Saturday mornings at 9:30" had been a meeting at "Saturday" and a
    standup at "9:30"."""
    claims = said("Leen's ballet is Saturday mornings at 9:30.", "Robin")
    assert not [c for c in claims if c[2].endswith("_time") and c[2] != "ballet_time"], claims


@pytest.mark.parametrize(
    "text",
    [
        "Leen has ballet on Saturday this week.",
        "Leen has ballet on Saturday.",
        "Does Leen have ballet on Fridays?",
        "Leen will have ballet on Wednesdays from next term.",
        "Mum has yoga on Tuesdays.",
    ],
)
def test_one_occasion_or_a_question_gives_no_activity_time(text: str) -> None:
    claims = said(text, "Robin")
    assert not [c for c in claims if c[2] in ("ballet_time", "yoga_time")], claims


def test_an_event_word_after_the_activity_is_left_to_the_event_readers() -> None:
    claims = said("My daughter Lani has choir practice on Wednesdays at 5.", "Robin")
    assert asserted(claims, "practice_time") == {"Wednesdays at 5"}, claims
    assert not asserted(claims, "choir_time"), claims


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Tunde's gone all in on padel, he's at the courts four times a week.", "Tunde", "padel"),
        ("My sister got really into climbing last year.", "Robin's sister", "climbing"),
        ("Sam's got really into birdwatching since the move.", "Sam", "birdwatching"),
        ("I'm all in on pickleball these days.", "Robin", "pickleball"),
    ],
)
def test_a_pastime_taken_to_keenly_is_a_hobby(text: str, subject: str, value: str) -> None:
    claims = said(text, "Robin")
    assert (subject, value) in {(c[1], c[3]) for c in claims if c[2] == "hobby"}, claims


@pytest.mark.parametrize(
    "text", ["He's gone all in on the new job.", "I got into Leeds!", "We went into town."]
)
def test_taking_to_no_pastime_is_no_hobby(text: str) -> None:
    assert not asserted(said(text, "Robin"), "hobby")


@pytest.mark.parametrize(
    ("text", "slot", "role"),
    [
        (
            "as captain of the Lochside rowing club i finally get a parking spot.",
            "lochside_rowing_club_role",
            "captain",
        ),
        (
            "As treasurer of the PTA, my evenings are all spreadsheets.",
            "pta_role",
            "treasurer",
        ),
        (
            "I'm a regular member of the Rotary Club of Kandy.",
            "rotary_club_of_kandy_role",
            "regular member",
        ),
        (
            "they made me president of the Rotary Club of Kandy in July.",
            "rotary_club_of_kandy_role",
            "president",
        ),
    ],
)
def test_a_role_in_a_club_is_the_speakers(text: str, slot: str, role: str) -> None:
    claims = said(text, "Sunita")
    assert ("Sunita", role) in {(c[1], c[3]) for c in claims if c[2] == slot}, claims
    assert not asserted(claims, "gym"), claims  # "member of the Rotary Club of Kandy"


@pytest.mark.parametrize(
    ("text", "ticket", "holder"),
    [
        ("Anjali's got INFRA-2291, it's been open for weeks.", "INFRA-2291", "Anjali"),
        ("INFRA-2291 landed on Sunil's desk, good luck to him.", "INFRA-2291", "Sunil"),
        ("SUP-3310 went from Joanna to Marcus when she switched teams.", "SUP-3310", "Marcus"),
        ("OPS-12 is on Priya's plate now.", "OPS-12", "Priya"),
    ],
)
def test_who_has_a_ticket_said_by_idiom(text: str, ticket: str, holder: str) -> None:
    claims = said(text, "Robin")
    assert {(ticket, holder)} == {(c[1], c[3]) for c in claims if c[2] == "assigned_to"}, claims


@pytest.mark.parametrize("text", ["Tom got BUG-7 fixed yesterday.", "Monday got INC-44 sorted."])
def test_a_ticket_got_done_has_no_holder(text: str) -> None:
    assert not asserted(said(text, "Robin"), "assigned_to")


def test_a_reading_in_a_question_gives_way_to_one_said_plainly() -> None:
    """The learned reader read "starter feeding" in the question; "sourdough baking" is what
    the message says Hana does."""
    claims = said(
        "Hana's been all about sourdough baking since she hurt her shoulder in May, the flat "
        "smells amazing. Can you give me a starter feeding schedule?",
        "Yuki",
    )
    assert ("Hana", "sourdough baking") in {(c[1], c[3]) for c in claims if c[2] == "hobby"}


@pytest.mark.parametrize(
    ("text", "place"),
    [
        (
            "still getting Pinheiros parking fines forwarded to me even though i'm in Vila "
            "Madalena these days.",
            "Vila Madalena",
        ),
        ("I moved to San Francisco last year.", "San Francisco"),
    ],
)
def test_a_place_is_its_whole_name(text: str, place: str) -> None:
    assert asserted(said(text, "Gabriel"), "lives_in") == {place}


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("My rota is earlies all week.", "shift", "earlies"),
        ("I'm doing lates, two till ten, since the new manager came in.", "shift", "lates"),
        (
            "I'm on the early shift now and getting the Victoria line instead.",
            "vehicle",
            "Victoria line",
        ),
    ],
)
def test_more_habits_said_by_the_doing(text: str, slot: str, value: str) -> None:
    assert value in asserted(said(text, "Declan"), slot)


@pytest.mark.parametrize(
    "text",
    [
        "I'm doing days out with the kids this week.",
        "I'm at my sister's and my son is getting the 73 bus home.",
    ],
)
def test_more_habit_look_alikes_give_nothing(text: str) -> None:
    claims = said(text, "Declan")
    assert not [c for c in claims if c[1] == "Declan" and c[2] in ("shift", "vehicle")], claims


def test_a_denial_before_but_is_not_the_next_clauses() -> None:
    claims = said(
        "We didn't get the grant in the end, but I've been moved onto the urban tree planting "
        "scheme.",
        "Judith",
    )
    assert asserted(claims, "project") == {"urban tree planting scheme"}, claims


@pytest.mark.parametrize(
    ("text", "relation", "name"),
    [
        ("My little boy Milo goes to Little Acorns nursery three days a week.", "son", "Milo"),
        ("My little girl Ada started at Sunflower Montessori.", "daughter", "Ada"),
    ],
)
def test_a_little_boy_or_girl_is_a_child(text: str, relation: str, name: str) -> None:
    claims = said(text, "Rachel")
    assert ("Rachel", name) in {(c[1], c[3]) for c in claims if c[2] == relation}, claims


def test_a_little_girl_said_of_oneself_is_no_child() -> None:
    assert not asserted(said("When I was a little girl I lived in Leeds.", "Rachel"), "daughter")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My son Alfie gets his hair cut at Kutz on the high street.", "Kutz"),
        ("My rota is earlies all week.", "earlies"),
    ],
)
def test_a_place_or_a_word_is_no_pet(text: str, value: str) -> None:
    assert value not in asserted(said(text, "Dave"), "has_pet")


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        ("We got a new puppy called Biscuit.", "Biscuit"),
        ("my dog biscuit is a menace", "biscuit"),
        ("Our cat Miso loves the radiator.", "Miso"),
    ],
)
def test_a_pet_by_its_name_is_kept(text: str, pet: str) -> None:
    assert pet in asserted(said(text, "Dave"), "has_pet")


@pytest.mark.parametrize(
    ("text", "action", "who", "project"),
    [
        (
            "My boss pulled me off the tram depot job and put me on the new hospital wing in "
            "Winterthur.",
            "end",
            "Stefan",
            "tram depot job",
        ),
        (
            "My boss pulled me off the tram depot job and put me on the new hospital wing in "
            "Winterthur.",
            "assert",
            "Stefan",
            "new hospital wing",
        ),
        ("They've moved Kai onto the loyalty app, poor guy.", "assert", "Kai", "loyalty app"),
        (
            "They assigned me to the payments migration in June.",
            "assert",
            "Stefan",
            "payments migration",
        ),
    ],
)
def test_a_project_one_was_put_on(text: str, action: str, who: str, project: str) -> None:
    claims = said(text, "Stefan")
    assert (action, who, "project", project) in claims, claims
    assert not [c for c in claims if c[2] == "project" and c[1] != who], claims


@pytest.mark.parametrize(
    "text",
    [
        "The doctor put me on antibiotics.",
        "They put me on hold for an hour.",
        "They put me on the rota for Sundays.",
        "She put me on the waiting list.",
        "They put me on a diet.",
    ],
)
def test_put_on_no_project(text: str) -> None:
    assert not asserted(said(text, "Stefan"), "project")


def test_the_doctor_whose_list_one_is_put_on() -> None:
    claims = said(
        "Dr. Okafor moved to a practice in Leeds in March, so I've been put on Dr. Hughes' list.",
        "Margaret",
    )
    assert asserted(claims, "doctor") == {"Dr. Hughes"}, claims


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Our book club meets the first Tuesday of every month.", "first Tuesday of every month"),
        ("Book club moved to the last Sunday of the month.", "last Sunday of the month"),
    ],
)
def test_a_weekday_of_the_month_keeps_its_month(text: str, value: str) -> None:
    assert asserted(said(text, "Lucy"), "meeting_time") == {value}


@pytest.mark.parametrize(
    ("text", "who", "slot", "thing"),
    [
        (
            "I ordered a blue sofa from IKEA, and my sister is moving in.",
            "Kerem",
            "ordered",
            "blue sofa",
        ),
        ("so in May I changed the order to the grey sofa.", "Kerem", "ordered", "grey sofa"),
        ("My brother Noam ordered the grey sofa.", "Noam", "ordered", "grey sofa"),
        (
            "Noam changed his sofa order to the green velvet one.",
            "Noam",
            "ordered",
            "green velvet sofa",
        ),
        ("Funmi changed her order to the gold dress.", "Funmi", "ordered", "gold dress"),
        ("My mum ordered a blender from Jumia.", "Kerem's mom", "ordered", "blender"),
        ("My auntie ordered a blender from Jumia.", "Kerem's aunt", "ordered", "blender"),
        ("I've ordered a Hisense TV from Jumia, 43 inch", "Kerem", "ordered", "Hisense TV"),
        (
            "Steph cancelled the bike and ordered a rowing machine instead.",
            "Steph",
            "ordered",
            "rowing machine",
        ),
        (
            "Order 7745 is a set of red curtains for my grandma.",
            "7745",
            "order_for",
            "red curtains",
        ),
        ("I changed order 8812 to the green armchair.", "8812", "order_for", "green armchair"),
        ("I changed order 8812 to the green armchair.", "Kerem", "ordered", "green armchair"),
        ("so I changed order 7745 to white blinds.", "7745", "order_for", "white blinds"),
        (
            "I ordered a blue sofa from the outlet, order number 8812.",
            "8812",
            "order_for",
            "blue sofa",
        ),
    ],
)
def test_a_thing_ordered(text: str, who: str, slot: str, thing: str) -> None:
    claims = said(text, "Kerem")
    assert (who, thing) in {(c[1], c[3]) for c in claims if c[2] == slot}, claims
    assert not asserted(claims, "has_pet"), claims


@pytest.mark.parametrize(
    "text",
    [
        "Should I order the red one?",
        "I'll order pizza tonight.",
        "The general ordered the troops to retreat.",
        "Order 5521 was shipped yesterday.",
        "We ordered takeaway.",
    ],
)
def test_no_thing_ordered(text: str) -> None:
    claims = said(text, "Kerem")
    assert not [c for c in claims if c[2] in ("ordered", "order_for")], claims


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        ("My neighbour Rhys keeps chickens.", "chickens"),
        ("Budgies went to my sister; I keep chickens now.", "chickens"),
        ("My son adopted a stray kitten he found outside school and named it Pipoca.", "Pipoca"),
    ],
)
def test_kept_animals_and_named_pets(text: str, pet: str) -> None:
    assert pet in asserted(said(text, "Hilde"), "has_pet")


def test_an_activity_with_its_time_is_no_job() -> None:
    """Found over MCP: "my son Tiago has judo on Tuesdays at 6" had stored "Tiago works as
    judo", which led "When is Tiago's judo?"."""
    claims = said("my son Tiago has judo on Tuesdays at 6, he loves it", "Ines")
    assert asserted(claims, "judo_time") == {"Tuesdays at 6"}, claims
    assert not asserted(claims, "occupation"), claims


@pytest.mark.parametrize(
    ("text", "slot", "partner"),
    [
        (
            "Noor isn't my girlfriend anymore — she's my fiancée as of last weekend!",
            "engaged_to",
            "Noor",
        ),
        ("I met Tom at a gig, and he's my boyfriend now.", "partner", "Tom"),
    ],
)
def test_a_partner_said_by_a_pronoun_after_the_name(text: str, slot: str, partner: str) -> None:
    assert asserted(said(text, "Felix"), slot) == {partner}


@pytest.mark.parametrize(
    "text",
    ["My sister Ana met Tom, and he's my husband's cousin.", "Is she my girlfriend? No idea."],
)
def test_no_partner_by_a_pronoun(text: str) -> None:
    claims = said(text, "Felix")
    assert not [c for c in claims if c[2] in ("partner", "married_to", "engaged_to")], claims


def test_an_employer_named_before_its_place() -> None:
    """The reader read the place ("Belo Horizonte") as the employer; the organisation named
    with "in" after it is (the change set t22a's case, where the reader's reading is that)."""
    before = Message(
        "My brother Caio works for Petrobras, offshore rotations, two weeks on and two off.",
        "Mateus",
        AT,
    )
    text = "Caio finally got off the rigs, he's been with Vale in Belo Horizonte since July."
    claims = WITH.extract(Message(text, "Mateus", AT, previous=before))
    assert {c.object for c in claims if c.predicate == "works_at"} == {"Vale"}, claims


@pytest.mark.parametrize(
    "text", ["Priya says she's not my girlfriend.", "Priya swears she's not my girlfriend."]
)
def test_no_partner_said_not_to_be(text: str) -> None:
    assert not asserted(said(text, "Felix"), "partner")


def test_a_pastime_read_beside_an_activity_time_stays() -> None:
    """ "I have piano every Tuesday at 4": the hobby read of piano is kept beside its time."""
    claims = said("I have piano every Tuesday at 4.", "Ama")
    assert asserted(claims, "piano_time") == {"Tuesday at 4"}, claims
    assert "piano" in asserted(claims, "hobby") | asserted(claims, "learning_instrument"), claims
