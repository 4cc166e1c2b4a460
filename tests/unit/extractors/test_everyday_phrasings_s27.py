"""Pay from an employer, a divorce said through, diets by their label, a choice after an end,
events with their place or recurring time, two states in one go, commutes, coaching for a
club, a doctor switched to, a team held since, one of a place's people (twenty-seventh
session): sentences written for these tests, not taken from a change set, each beside
look-alikes that must keep their reading."""

from __future__ import annotations

import pytest

from chronofact.extractors.base import Message
from tests.unit.extractors.said import AT, WITH, Said, asserted, said


def _said(text: str, speaker: str = "Tomasz") -> Said:
    return said(text, speaker)


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("First payslip from Allegro landed today, nice surprise.", "Allegro"),
        ("My first paycheck from Shopify just cleared!", "Shopify"),
        ("Salary from Kainos came in early this month.", "Kainos"),
    ],
)
def test_pay_from_an_employer_says_where_one_works(text: str, employer: str) -> None:
    assert ("assert", "Tomasz", "works_at", employer) in _said(text)


def test_ended_up_doing_reads_as_the_doing() -> None:
    said = _said("My cousin Ola ended up taking the offer from Northvolt.")
    assert ("assert", "Ola", "works_at", "Northvolt") in said, said


@pytest.mark.parametrize(
    "text",
    [
        "The divorce went through in June, so it's just me and the cat.",
        "My divorce is final as of last week.",
    ],
)
def test_a_divorce_said_through_ends_the_marriage(text: str) -> None:
    said = _said(text)
    assert ("assert", "Tomasz", "relationship_status", "divorced") in said, said
    assert ("end", "Tomasz", "married_to", "None") in said, said


@pytest.mark.parametrize(
    "text", ["The divorce is dragging on.", "My divorce lawyer is useless.", "Divorce is hard."]
)
def test_a_divorce_under_way_or_in_general_says_no_status(text: str) -> None:
    assert not asserted(_said(text), "relationship_status")


def test_a_diet_someone_else_went_on_is_not_the_speakers() -> None:
    said = _said("His wife is shocked, she's the one who went vegan lol")
    assert not any(s[1] == "Tomasz" and s[2] == "diet" for s in said), said


@pytest.mark.parametrize(
    ("text", "diet"),
    [
        ("I've given up low-carb and gone fully plant-based.", "plant-based"),
        ("I'm fully plant-based now.", "plant-based"),
        ("Went pescatarian in the spring.", "pescatarian"),
    ],
)
def test_a_diet_said_by_its_label(text: str, diet: str) -> None:
    said = _said(text)
    assert asserted(said, "diet") == {diet}, said
    assert not asserted(said, "hobby"), said


@pytest.mark.parametrize(
    ("text", "slot", "new"),
    [
        ("Gave up on Japanese and went with Korean.", "learning_language", "Korean"),
        ("Stopped the violin and went for the cello.", "learning_instrument", "cello"),
    ],
)
def test_a_choice_after_an_end_is_the_new_value(text: str, slot: str, new: str) -> None:
    assert ("assert", "Tomasz", slot, new) in _said(text)


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("The board meeting is held in Room 12C.", "Room 12C"),
        ("Team meetings are in the Orchard Room now.", "Orchard Room"),
    ],
)
def test_where_a_meeting_is_held(text: str, place: str) -> None:
    said = _said(text)
    assert asserted(said, "meeting_place") == {place}, said
    assert not any(s[2].endswith("_time") for s in said), said


@pytest.mark.parametrize(
    ("text", "slot", "when"),
    [
        ("Design review every Wednesday at 2 means no gym at lunch.", "review_time", "Wednesday"),
        ("Retro at 3:30 on Fridays, who picked that?", "retro_time", "Fridays"),
    ],
)
def test_a_recurring_time_said_beside_its_event(text: str, slot: str, when: str) -> None:
    values = asserted(_said(text), slot)
    assert any(when in v for v in values), values


@pytest.mark.parametrize(
    "text", ["Our call on Monday was great.", "My sync at 3 was cancelled, finally some peace."]
)
def test_a_one_off_event_has_no_lasting_time(text: str) -> None:
    assert not any(s[2].endswith("_time") for s in _said(text))


def test_who_has_a_ticket_is_no_second_state() -> None:
    assert ("assert", "OPS-41", "status", "open") in _said("OPS-41 is open and assigned to me.")


@pytest.mark.parametrize(
    ("text", "ticket", "state"),
    [
        ("BUG-311 got merged and deployed yesterday.", "BUG-311", "deployed"),
        ("Ines's PAY-88 was approved and merged on Friday.", "PAY-88", "merged"),
    ],
)
def test_the_later_of_two_states_holds(text: str, ticket: str, state: str) -> None:
    said = _said(text)
    assert ("assert", ticket, "status", state) in said, said


@pytest.mark.parametrize(
    ("text", "how"),
    [
        ("Cycling to work since June, way faster.", "Cycling"),
        ("I take the S-Bahn to work.", "S-Bahn"),
        ("I'm walking to work these days.", "walking"),
    ],
)
def test_how_one_gets_to_work(text: str, how: str) -> None:
    assert asserted(_said(text), "vehicle") == {how}


def test_commuting_from_a_place_is_living_there() -> None:
    said = _said("My colleague Farah commutes from Reading every day.")
    assert ("assert", "Farah", "lives_in", "Reading") in said, said
    assert not asserted(said, "vehicle"), said


@pytest.mark.parametrize(
    ("text", "club"),
    [
        ("I coach the under-10 girls' team at Clapton FC.", "Clapton FC"),
        ("I work at Leeds United.", "Leeds United"),
    ],
)
def test_work_for_a_club_is_an_employer(text: str, club: str) -> None:
    assert ("assert", "Tomasz", "works_at", club) in _said(text)


def test_a_club_one_lives_in_is_no_home() -> None:
    assert not asserted(_said("I live in Leeds United."), "lives_in")


def test_a_titled_doctor_switched_to() -> None:
    said = _said("My mum switched to Dr. Okafor, the surgery is closer.")
    assert ("assert", "Tomasz's mom", "doctor", "Dr. Okafor") in said, said


@pytest.mark.parametrize(
    ("text", "team"),
    [
        ("Kojo has supported Hearts of Oak since March.", "Hearts of Oak"),
        ("I've followed Celtic all my life.", "Celtic"),
    ],
)
def test_a_team_held_since(text: str, team: str) -> None:
    assert team in asserted(_said(text), "supports_team")


def test_a_team_supported_once_is_not_held() -> None:
    assert not asserted(_said("I supported Arsenal as a kid."), "supports_team")


@pytest.mark.parametrize(
    ("text", "slot", "place"),
    [
        ("My son is a Warwick student now.", "studies_at", "Warwick"),
        ("She's an Ocado employee these days.", "works_at", "Ocado"),
    ],
)
def test_one_of_a_places_people(text: str, slot: str, place: str) -> None:
    said = _said(text, "Tomasz") | _said(f"My sister Ewa is busy. {text}", "Tomasz")
    assert any(s[2] == slot and s[3] == place for s in said), said


@pytest.mark.parametrize("text", ["I'm a Taylor Swift fan.", "He's a huge Beyonce fan."])
def test_a_singers_fan_supports_no_team(text: str) -> None:
    assert not asserted(_said(text), "supports_team")


@pytest.mark.parametrize(
    ("text", "bank"),
    [
        ("Finally got a Starling account sorted and closed the old one.", "Starling"),
        ("Set up a Chase account last week.", "Chase"),
    ],
)
def test_a_bank_named_before_account(text: str, bank: str) -> None:
    assert asserted(_said(text), "bank") == {bank}


def test_an_app_account_is_no_bank() -> None:
    assert not asserted(_said("I got an Instagram account."), "bank")


def test_a_gym_named_temple_is_no_place_of_worship() -> None:
    said = _said("My cousin Zaid trains at Muscle Temple in Irbid.")
    assert ("assert", "Zaid", "gym", "Muscle Temple") in said, said
    assert not asserted(said, "place_of_worship"), said
    assert asserted(_said("We go to Temple Beth El on Saturdays."), "place_of_worship")


def test_a_thing_done_with_a_doctor_is_no_one() -> None:
    said = _said("Physio with Dr. Ruiz on Mondays is sorting out my shoulder.")
    assert not any(s[1] == "Physio" for s in said), said


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("Crunch time: the new app has to ship by 3 March or we lose the contract.", "3 March"),
        ("The grant report needs to be submitted by 14 July.", "14 July"),
        ("The client agreed to slide us to 9 December, phew.", "9 December"),
    ],
)
def test_a_deadline_said_as_what_is_due(text: str, when: str) -> None:
    assert asserted(_said(text), "deadline") == {when}


def test_a_titled_doctor_registered_with() -> None:
    assert ("assert", "Tomasz", "doctor", "Dr. Moyo") in _said("I'm registered with Dr. Moyo.")


@pytest.mark.parametrize(
    ("text", "slot", "new", "month"),
    [
        (
            "Dr Byrne retired at the end of April so I'm registered with Dr Shah now.",
            "doctor",
            "Dr Shah",
            4,
        ),
        ("Lotte left in May, so Bram is my manager.", "manager", "Bram", 5),
    ],
)
def test_a_role_filled_after_its_holder_left_starts_then(
    text: str, slot: str, new: str, month: int
) -> None:
    claims = [c for c in WITH.extract(Message(text, "Tomasz", AT)) if c.predicate == slot]
    started = [c for c in claims if c.action == "assert" and (c.object or c.value) == new]
    assert started and started[0].valid_from is not None, claims
    assert started[0].valid_from.month == month, claims


def test_a_boss_who_retired_is_the_boss_no_more() -> None:
    said = _said("My boss Joost retired in June and Priya is my manager now.")
    assert ("end", "Tomasz", "manager", "Joost") in said, said
    assert ("assert", "Tomasz", "manager", "Priya") in said, said
    assert ("assert", "Tomasz", "manager", "Joost") not in said, said


def test_a_thing_now_someone_elses_is_not_held() -> None:
    said = _said("The new tablet arrived! The iPad is my partner's now, she uses it for recipes.")
    assert "iPad" not in asserted(said, "uses_device"), said


def test_a_thing_said_to_have_changed_to_a_value() -> None:
    assert ("assert", "Tomasz", "mobile_carrier", "Three") in _said(
        "My network has switched to Three."
    )


def test_what_another_and_the_speaker_share_is_both_of_theirs() -> None:
    said = _said("Zofia and I both work at Allegro now.")
    assert ("assert", "Tomasz", "works_at", "Allegro") in said, said
    assert ("assert", "Zofia", "works_at", "Allegro") in said, said
    wed = _said("Zofia and I got married in June.")
    assert not any(s[1] == "Zofia" and s[2] != "relationship_status" for s in wed), wed


def test_a_value_that_is_a_sentence_is_no_value() -> None:
    said = _said("I'm vegan now, and honestly I don't miss cheese at all.")
    assert not any(s[3].startswith("I ") for s in said), said


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        ("Rex died in March. Nala, a collie pup, follows me everywhere now.", "Nala"),
        ("Two rabbits, Bean and Sprout, live in the garden since June.", "Bean and Sprout"),
        ("Our cat, Miso, is ten.", "Miso"),
    ],
)
def test_a_pet_is_named_by_the_name_beside_its_kind(text: str, pet: str) -> None:
    values = asserted(_said(text), "has_pet")
    assert values and all(v in pet for v in values), values  # a name, never the kind


def test_a_name_before_other_words_is_no_pet() -> None:
    said = _said("After Dr. Li left Paws, my wife moved the dogs to Coastal Vets.")
    assert "Paws" not in asserted(said, "has_pet"), said


def test_a_model_number_stays_with_its_name() -> None:
    said = _said("My pride and joy is a red Mazda CX-30 now.")
    assert "Mazda CX-30" in asserted(said, "vehicle")
    # "Her pride and joy ..." read the car as a person "Joy"'s until the fifty-fourth session,
    # when a name in lower case opening a clause became a name only in a chat written in lower
    # case; with no one "her" is, it reads nothing
    assert not any(s[1] == "Joy" for s in _said("Her pride and joy is a red Mazda CX-30 now."))


def test_shifts_worked_somewhere_are_a_job() -> None:
    said = _said("Night shifts at St Mary's Hospice since May, and the pace suits me.")
    assert ("assert", "Tomasz", "works_at", "St Mary's Hospice") in said, said


@pytest.mark.parametrize(
    ("text", "who", "job"),
    [
        (
            "Dad is retired and volunteers at the library three days a week.",
            "Tomasz's dad",
            "retired",
        ),
        ("My father retired in July.", "Tomasz's dad", "retired"),
        ("Dad retired from plumbing and now runs a bakery.", "Tomasz's dad", "bakery owner"),
    ],
)
def test_retired_is_what_one_does_unless_another_job_is_said(text: str, who: str, job: str) -> None:
    said = _said(text)
    assert {s[3] for s in said if s[1] == who and s[2] == "occupation" and s[0] == "assert"} == {
        job
    }, said


def test_a_retired_racer_is_no_retirement() -> None:
    said = _said("We got a greyhound!! retired racer, named him Bolt")
    assert "retired" not in asserted(said, "occupation"), said


@pytest.mark.parametrize(
    ("text", "who", "slot", "when"),
    [
        (
            "My son Kofi has football practice on Tuesdays at 4.",
            "Kofi",
            "practice_time",
            "Tuesdays at 4",
        ),
        ("Ama has piano lessons on Thursdays.", "Ama", "lesson_time", "Thursdays"),
    ],
)
def test_someones_event_said_with_its_time(text: str, who: str, slot: str, when: str) -> None:
    assert ("assert", who, slot, when) in _said(text)


def test_a_pronouns_one_off_meeting_has_no_lasting_time() -> None:
    assert not any(s[2].endswith("_time") for s in _said("She has a meeting at 3."))


def test_a_pet_introduced_after_one_ended_is_the_new_one() -> None:
    said = _said("Bingo passed in May. Kwasi, a ridgeback pup, rules the house now.")
    assert ("end", "Tomasz", "has_pet", "Bingo") in said, said
    assert ("assert", "Tomasz", "has_pet", "Kwasi") in said, said
    assert not asserted(_said("Rex died. Anyway, a new chapter begins."), "has_pet")


def test_a_chat_opener_is_no_value() -> None:
    said = _said("Heads-up, design review's on Mondays now.")
    assert not any(s[3].casefold() == "heads-up" for s in said), said


def test_retired_reads_as_retired() -> None:
    claims = WITH.extract(Message("My father retired in July.", "Tomasz", AT))
    assert "Tomasz's dad is retired" in {c.statement for c in claims}


@pytest.mark.parametrize(
    "text",
    [
        "Dr. Novak retired in June, so I see Dr. Lindqvist now.",
        "Mensah retired in June, so Efua is my manager now.",
    ],
)
def test_a_role_holder_who_retired_is_no_answer(text: str) -> None:
    said = _said(text)
    assert "retired" not in {s[3] for s in said if s[2] == "occupation"}, said


def test_a_relative_who_retired_is_retired() -> None:
    said = _said("My uncle Adebayo retired in May.")
    assert ("assert", "Adebayo", "occupation", "retired") in said, said


@pytest.mark.parametrize(
    "text", ["Paolo retired in March.", "Ingrid retired in July and Marco runs the team now."]
)
def test_someone_not_family_who_retired_is_no_retirement_fact(text: str) -> None:
    assert "retired" not in {s[3] for s in _said(text) if s[2] == "occupation"}
