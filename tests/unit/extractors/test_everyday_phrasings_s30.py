"""Hair colours, phone numbers, whom one reports to with words between, holidays booked and the
book one is reading (thirtieth session): sentences written for these tests, not taken from a
change set, each beside look-alikes that keep their reading."""

from __future__ import annotations

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.graph.slot_names import slot_family
from tests.unit.extractors.said import AT, WITH, Said, asserted, said


def _said(text: str, speaker: str = "Zoe") -> Said:
    return said(text, speaker)


def _claims_of(text: str) -> list[Claim]:
    return WITH.extract(Message(text, "Zoe", AT))


def _slots_of(claims: Said, value: str) -> set[str]:
    return {c[2] for c in claims if c[3] == value}


# -- hair colour ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "colour"),
    [
        ("my flatmate Jodie has bright pink hair.", "Jodie", "bright pink"),
        ("Jodie went platinum blonde for the wedding.", "Jodie", "platinum blonde"),
        ("dyed my hair copper last week, thoughts?", "Zoe", "copper"),
        ("my hair is blue now, don't laugh", "Zoe", "blue"),
        ("i've gone grey over the summer lol", "Zoe", "grey"),
        ("Mia bleached her hair platinum for the gig.", "Mia", "platinum"),
        ("Ada's hair is dark brown these days.", "Ada", "dark brown"),
        ("My daughter Lily has long curly red hair.", "Lily", "red"),
        ("Tomasz went red for Halloween, his hair looks mad.", "Tomasz", "red"),
    ],
)
def test_a_hair_colour_is_on_its_own_slot(text: str, who: str, colour: str) -> None:
    claims = _said(text)
    assert {c[3] for c in claims if c[1] == who and c[2] == "hair_colour"} == {colour}, claims
    assert not any(
        c[2] in ("occupation", "has_pet", "uses_phone", "uses_device") and colour in c[3]
        for c in claims
    ), claims


@pytest.mark.parametrize(
    "text",
    [
        "The light went red and I braked.",  # a colour not of hair
        "Mia went green with envy when she saw it.",
        "She went blonde.",  # no one named
        "Painted the kitchen blue at the weekend.",
        "my order went through, the blue one",
    ],
)
def test_no_hair_colour_is_read(text: str) -> None:
    assert not asserted(_said(text), "hair_colour")


# -- phone numbers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "number"),
    [
        ("my mobile is 07700 900123 if you need it for the form.", "Zoe", "07700 900123"),
        ("use 07700 900456 for me on any forms.", "Zoe", "07700 900456"),
        ("new number: +44 7700 900789", "Zoe", "+44 7700 900789"),
        ("Tariq's new number is 06 12 34 56 78, save it", "Tariq", "06 12 34 56 78"),
        ("call me on 0871 555 0199 after six", "Zoe", "0871 555 0199"),
        ("You can reach me at (555) 201-3344 on weekdays.", "Zoe", "(555) 201-3344"),
    ],
)
def test_a_phone_number_is_on_its_own_slot(text: str, who: str, number: str) -> None:
    claims = _said(text)
    assert {c[3] for c in claims if c[1] == who and c[2] == "phone_number"} == {number}, claims
    assert _slots_of(claims, number) == {"phone_number"}, claims


@pytest.mark.parametrize(
    "text",
    [
        "my order number is 112233445566, any news?",
        "use 4111 1111 1111 1111 for me",  # a card's digits, no phone's shape or word
        "the account number is 12345678 and the sort code 40-11-22",
        "we paid 1,250,000 for the house",
        "my flight is BA 2490 on the 12th",
        "Policy number 0044 5566 7788, can you call them for me?",
    ],
)
def test_no_phone_number_is_read(text: str) -> None:
    assert not asserted(_said(text), "phone_number")


def test_a_mobile_and_a_number_are_one_slot() -> None:
    assert {"mobile", "number", "mobile_number"} <= slot_family("phone_number")


# -- reports to, with words between ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "boss"),
    [
        ("Ruth's so much happier reporting to Imran, she got home before 7 yesterday.", "Ruth",
         "Imran"),
        ("I'm loving reporting to Beatriz, she actually listens.", "Zoe", "Beatriz"),
        ("Ruth's happier now she reports to Imran.", "Ruth", "Imran"),
        ("my sister Ruth is much calmer reporting to Imran.", "Ruth", "Imran"),
        ("Kai used to report to Dana but now reports to Lee.", "Kai", "Lee"),
        ("I had lunch with Dana and now I report to Lee.", "Zoe", "Lee"),
    ],
)  # fmt: skip
def test_reporting_to_a_name_is_the_manager(text: str, who: str, boss: str) -> None:
    claims = _said(text)
    managers = {(c[1], c[3]) for c in claims if c[2] == "manager" and c[0] == "assert"}
    assert managers == {(who, boss)}, claims
    assert _slots_of(claims, boss) == {"manager"}, claims


@pytest.mark.parametrize(
    "text",
    [
        "I used to report to Dana.",  # then, not now
        "Jo reports to me now.",  # the speaker is the manager: read elsewhere, not as a name
        "I'll report to HR tomorrow about it.",
    ],
)
def test_no_manager_is_read_from_these(text: str) -> None:
    claims = _said(text)
    assert not any(c[2] == "manager" and c[3] in ("Dana", "HR") for c in claims), claims


def test_my_sister_who_reports_to_someone_stays_my_sister() -> None:
    claims = _said("my sister Ruth is much calmer reporting to Imran.")
    assert ("assert", "Zoe", "sister", "Ruth") in claims, claims


# -- holidays booked --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "place"),
    [
        ("Can you make a packing list? We're booked for Marrakech in October.", "Zoe",
         "Marrakech"),
        ("We're off to Tenerife in October instead, can you redo the list?", "Zoe", "Tenerife"),
        ("We're flying to Lisbon in March for our anniversary.", "Zoe", "Lisbon"),
        ("Our summer holiday is in Crete this year.", "Zoe", "Crete"),
        ("booked a week in Tenerife for October!", "Zoe", "Tenerife"),
        ("We booked flights to New York for Christmas.", "Zoe", "New York"),
        ("Mia is off to Japan next month, so jealous", "Mia", "Japan"),
    ],
)  # fmt: skip
def test_a_holiday_booked_is_no_home(text: str, who: str, place: str) -> None:
    claims = _said(text)
    assert {c[3] for c in claims if c[1] == who and c[2] == "holiday"} == {place}, claims
    assert "lives_in" not in _slots_of(claims, place), claims


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("I moved to Lisbon in March.", "Lisbon"),
        ("We live in Crete now, best decision ever.", "Crete"),
    ],
)
def test_a_move_stays_a_home(text: str, home: str) -> None:
    claims = _said(text)
    assert home in asserted(claims, "lives_in") and not asserted(claims, "holiday"), claims


@pytest.mark.parametrize(
    "text",
    ["off to Tesco, need anything?", "heading to the office now", "Off to Anna's for dinner."],
)
def test_an_errand_is_no_holiday(text: str) -> None:
    assert not asserted(_said(text), "holiday")


# -- the book one is reading ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("I'm halfway through Middlemarch, slow going. Can you give me a character list?",
         "Middlemarch"),
        ("Tomorrow, and Tomorrow, and Tomorrow is keeping me up at night, one more chapter "
         "every time.", "Tomorrow, and Tomorrow, and Tomorrow"),
        ("currently reading Piranesi, it's so good", "Piranesi"),
        ("I'm reading The Count of Monte Cristo and I love it", "The Count of Monte Cristo"),
        ("i'm halfway through Wolf Hall, the book is huge", "Wolf Hall"),
    ],
)  # fmt: skip
def test_the_book_being_read(text: str, title: str) -> None:
    claims = _said(text)
    assert asserted(claims, "reading") == {title}, claims
    assert _slots_of(claims, title) == {"reading"}, claims


@pytest.mark.parametrize(
    "text",
    [
        "halfway through Dry January and dying",  # no book
        "halfway through the Q3 report, send help",
        "Finished Piranesi on the train, loved it.",  # done, not being read
        "I'm reading the contract tonight.",
    ],
)
def test_no_book_is_read(text: str) -> None:
    assert not asserted(_said(text), "reading")


@pytest.mark.parametrize(
    "text",
    [
        "Oisín's gone off to Melbourne on the working holiday visa, flat share in St Kilda.",
        "Lukas works at Siemens, and I'm off to Lisbon for a conference next week.",
        "We're moving to Porto in March for good.",
    ],
)
def test_a_move_or_a_work_trip_is_no_holiday(text: str) -> None:
    assert not asserted(_said(text), "holiday")


def test_the_subject_of_a_trip_is_who_goes() -> None:
    claims = _said("Oisín has gone off to Tenerife for a week in October, lucky him.")
    assert {(c[1], c[3]) for c in claims if c[2] == "holiday"} == {("Oisín", "Tenerife")}


def test_reporting_to_an_organisation_is_where_one_works() -> None:
    claims = _said("From Monday he reports to Equity Bank head office in Upper Hill.")
    assert not asserted(claims, "manager"), claims


def test_she_who_reports_is_the_first_named_not_the_one_escaped() -> None:
    claims = _said("Zoe escaped Kevin!! she switched teams, reports to Ruth now, so much happier")
    assert {(c[1], c[3]) for c in claims if c[2] == "manager"} == {("Zoe", "Ruth")}, claims


# -- a job said as what one does something as ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Running the kitchen as head chef is exhausting, no day off in weeks.", "head chef"),
        ("I'm running the ward as charge nurse now.", "charge nurse"),
        ("Back to managing the site as foreman, fun times.", "foreman"),
    ],
)
def test_a_title_said_as_what_one_does_it_as(text: str, title: str) -> None:
    claims = _said(text)
    assert asserted(claims, "occupation") == {title}, claims
    assert not asserted(claims, "project"), claims


@pytest.mark.parametrize(
    "text",
    [
        "Dressing up as a pirate for the party.",
        "Going as a guest to the wedding.",
        "Mum running the shop as manager is hilarious.",  # someone else's
        "Treating myself as a reward, new trainers!",
    ],
)
def test_no_title_of_the_speaker_is_read(text: str) -> None:
    claims = _said(text)
    assert not {c for c in claims if c[1] == "Zoe" and c[2] == "occupation"}, claims


# -- a best friend is one at a time, a thing lived with by its model ---------------------------


def test_a_best_friend_is_one_slot_a_mate_is_a_friend() -> None:
    assert ("assert", "Zoe", "best_friend", "Shreya") in _said("my best friend is Shreya.")
    assert ("assert", "Zoe", "best_friend", "Tolu") in _said("my bestie Tolu is moving to Leeds")
    assert ("assert", "Zoe", "friend", "Dev") in _said("my mate Dev works at Arup")


@pytest.mark.parametrize(
    ("text", "slot", "thing"),
    [
        ("The Xiaomi 14 has ads in the system apps, how do I turn them off?", "uses_phone",
         "Xiaomi 14"),
        ("the Octavia needs new tyres before winter", "vehicle", "Octavia"),
    ],
)  # fmt: skip
def test_a_thing_lived_with_is_the_speakers(text: str, slot: str, thing: str) -> None:
    assert asserted(_said(text), slot) == {thing}


def test_a_thing_considered_is_not_the_speakers() -> None:
    assert not asserted(_said("The Pixel 9 is such a good deal, should I get it?"), "uses_phone")


@pytest.mark.parametrize(
    ("text", "speaker", "managers"),
    [
        ("I report to Gemma, and Luke reports to Andy, it's a mess", "Sam",
         {("Sam", "Gemma"), ("Luke", "Andy")}),
        ("My manager is Radu, and my colleague Ioana reports to Radu as well.", "Bogdan",
         {("Bogdan", "Radu"), ("Ioana", "Radu")}),
    ],
)  # fmt: skip
def test_two_people_who_report_keep_their_managers(
    text: str, speaker: str, managers: set[tuple[str, str]]
) -> None:
    claims = said(text, speaker)
    assert {(c[1], c[3]) for c in claims if c[2] == "manager" and c[0] == "assert"} == managers


# -- a thing given to a relative, a new flat said in passing, a shared anniversary -------------


@pytest.mark.parametrize(
    ("text", "who", "slot", "thing"),
    [
        ("Got Mam a Samsung Galaxy Tab for her birthday, the bingo looks great.", "Zoe's mom",
         "uses_device", "Samsung Galaxy Tab"),
        ("we bought Dad an iPad for Christmas", "Zoe's dad", "uses_device", "iPad"),
        ("got my nan a Kindle, she loves it", "Zoe's grandma", "uses_device", "Kindle"),
    ],
)  # fmt: skip
def test_a_thing_given_to_a_relative_is_theirs(text: str, who: str, slot: str, thing: str) -> None:
    claims = _said(text)  # the maker's name may be read or left ("Galaxy Tab")
    assert any(c[1] == who and c[2] == slot and c[3] in thing for c in claims), claims
    assert not any(c[1] == "Zoe" and c[3] in thing for c in claims), claims


@pytest.mark.parametrize(
    ("text", "who", "place"),
    [
        ("Slept my first night in the new flat in Córdoba, the neighbours own a rooster.", "Zoe",
         "Córdoba"),
        ("Moving boxes into the new flat in Leith all weekend.", "Zoe", "Leith"),
        ("My sister is settling into the new flat in Leeds.", "Zoe's sister", "Leeds"),
    ],
)  # fmt: skip
def test_the_new_flat_in_a_place_is_a_home(text: str, who: str, place: str) -> None:
    claims = _said(text)
    assert {c[1] for c in claims if c[2] == "lives_in" and c[3] == place} == {who}, claims


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("Rafa surprised me with a trip to Cusco for our three-month anniversary!", "partner",
         "Rafa"),
        ("our first anniversary with Tom is on Friday, ideas?", "partner", "Tom"),
        ("Ines booked dinner for our wedding anniversary.", "married_to", "Ines"),
    ],
)  # fmt: skip
def test_a_shared_anniversary_names_the_partner(text: str, slot: str, name: str) -> None:
    claims = _said(text)
    assert ("assert", "Zoe", slot, name) in claims, claims
    assert not any(c[1] == name and c[2] == "studies_at" for c in claims), claims


@pytest.mark.parametrize(
    "text",
    [
        "Mum and Dad's anniversary is next week.",
        "Priya from work organised cake for my five-year work anniversary.",
        "Happy anniversary to us!",
    ],
)
def test_no_partner_is_named_by_these_anniversaries(text: str) -> None:
    claims = _said(text)
    assert not asserted(claims, "partner") and not asserted(claims, "married_to"), claims


# -- where one volunteers, said by the place ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "place"),
    [
        ("Saturdays I'm at the animal shelter walking dogs.", "Zoe", "animal shelter"),
        ("Since May I've been helping at the animal shelter in Vincennes on thursdays.", "Zoe",
         "animal shelter"),
        ("Mom's doing Tuesday shifts at the food bank, she loves it.", "Zoe's mom", "food bank"),
        ("saturdays are for marshalling at parkrun, love it.", "Zoe", "parkrun"),
        ("Priya is at the soup kitchen on Sundays now.", "Priya", "soup kitchen"),
        ("Can you help me make a rota for the Saturday shifts at the food bank?", "Zoe",
         "food bank"),
    ],
)  # fmt: skip
def test_a_place_volunteered_at(text: str, who: str, place: str) -> None:
    claims = _said(text)
    assert ("assert", who, "volunteers_at", place) in claims, claims
    assert not asserted(claims, "has_pet") and not asserted(claims, "hobby"), claims


@pytest.mark.parametrize(
    "text",
    [
        "We adopted Luna from the animal shelter in May.",  # a pet, not a place one helps at
        "I work at the hospice as a nurse.",  # a job
        "Got a job at the food bank warehouse, paid at last.",
        "Ran parkrun this morning, new PB!",
    ],
)
def test_no_place_volunteered_at(text: str) -> None:
    assert not asserted(_said(text), "volunteers_at")


# -- stumbles from a chat ingested with the CLI (thirtieth session) -----------------------------


def test_a_place_said_to_be_off_goes_nowhere() -> None:
    claims = _said("ugh Lisbon is off, we're off to Split in June instead. can you redo the list?")
    assert {(c[1], c[3]) for c in claims if c[2] == "holiday"} == {("Zoe", "Split")}, claims


@pytest.mark.parametrize(
    ("text", "boss"),
    [
        ("So much calmer reporting to Priyanka since the reorg in August, honestly", "Priyanka"),
        ("Loving reporting to Dana.", "Dana"),
    ],
)
def test_reporting_said_with_no_one_named_is_the_speakers(text: str, boss: str) -> None:
    claims = _said(text)
    assert {(c[1], c[3]) for c in claims if c[2] == "manager"} == {("Zoe", boss)}, claims


def test_reporting_since_a_time_starts_then() -> None:
    found = _claims_of("So much calmer reporting to Priyanka since the reorg in August")
    manager = [c for c in found if c.predicate == "manager"]
    assert manager and manager[0].valid_from is not None and manager[0].valid_from.month == 8
