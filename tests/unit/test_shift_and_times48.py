"""Forty-eighth session: the shifts someone works, said by their pattern or their hours
(`shift_pattern`), and a question asking the time of a thing answered by that thing's time
(`asked_time`).

"I'm doing three nights on, four off at the hospital" and "Marek's on Sunday to Thursday
nights" were read as nothing, so a rota changed later had nothing to end; "When is Morag's
pottery class?" was led by "Morag does pottery", not by her class time."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.shift_pattern import shifts_said
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.extractors.learned import learned_reader
from chronofact.graph.recall.asked_time import time_of_thing_answer
from chronofact.graph.recall.slot_first import slot_first
from tests.unit.test_present_first import SEP, texts
from tests.unit.test_present_first import fact as dated_fact
from tests.unit.test_slot_first import fact

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed, single=embed_one, reader=learned_reader())


def _shifts(text: str, speaker: str = "Niamh", previous: str | None = None) -> set[tuple[str, str]]:
    before = Message(previous, speaker, AT) if previous else None
    return {
        (c.subject, str(c.object))
        for c in WITH.extract(Message(text, speaker, AT, before))
        if c.predicate == "shift" and c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "I'm doing three nights on, four off at the hospital.",
            ("Niamh", "three nights on, four off"),
        ),
        ("The rota this year is four on four off and I love it.", ("Niamh", "four on four off")),
        ("I do 4 on 4 off at the depot.", ("Niamh", "4 on 4 off")),
        (
            "The rota this year is four on four off. Four long nights, then I'm home.",
            ("Niamh", "four on four off, Four long nights"),
        ),
        (
            "I'm on permanent nights at the distribution centre, 10pm to 6am.",
            ("Niamh", "permanent nights, 10pm to 6am"),
        ),
        ("They've put us on a rotating pattern at work.", ("Niamh", "rotating pattern")),
        (
            "Graveyard pa rin ako, 10pm to 6am sa call centre",
            ("Niamh", "Graveyard, 10pm to 6am"),
        ),
        ("mid shift na ako, 2pm to 11pm", ("Niamh", "mid shift, 2pm to 11pm")),
        (
            "Marek's on Sunday to Thursday nights and we never see each other",
            ("Marek", "Sunday to Thursday nights"),
        ),
        (
            "Marek does weekends only since the summer, Friday Saturday Sunday nights",
            ("Marek", "weekends only"),
        ),
        (
            "My brother Sean is on nights at the bakery, 10pm to 6am.",
            ("Sean", "nights, 10pm to 6am"),
        ),
        (
            "My husband Ramon works night shift at the call center, 9pm to 6am Manila time.",
            ("Ramon", "night shift, 9pm to 6am"),
        ),
        (
            "Ramon's account moved to US Eastern hours, so he's 8pm to 5am now.",
            ("Ramon", "8pm to 5am"),
        ),
        ("Tayo's manager moved him to days, so he's 6am to 2pm now.", ("Tayo", "days, 6am to 2pm")),
        ("they moved me onto nights, 10pm to 6am, kill me", ("Niamh", "nights, 10pm to 6am")),
        (
            "New rota: we're on a 2-2-3 pattern now, every other weekend off.",
            ("Niamh", "2-2-3 pattern"),
        ),
        (
            "Doing twelve-hour nights at the care home, Friday to Sunday.",
            ("Niamh", "twelve-hour nights, Friday to Sunday"),
        ),
    ],
)
def test_a_shift_said_by_its_pattern_or_hours_is_read_with_whose_it_is(
    text: str, said: tuple[str, str]
) -> None:
    assert said in _shifts(text)


@pytest.mark.parametrize(
    "text",
    [
        "I drink weekends only these days.",
        "I go to the gym three days a week now.",
        "I work out three days a week.",
        "Traffic was awful from 7am to 9am on the way to work.",
        "The café is open weekends only.",
        "The meeting runs 2pm to 4pm at work tomorrow.",
        "I'll be doing nights next week, ugh.",
        "Is the rota four on four off where you are?",
        "Our gym is open 6am to 10pm now.",
        "Can you cover my shift 2pm to 10pm on Saturday?",
    ],
)
def test_hours_or_days_of_something_else_and_plans_are_no_shift(text: str) -> None:
    assert not {s for s in _shifts(text) if s[1] != "early shift"}


def test_a_pronoun_no_one_fits_gives_no_shift() -> None:
    # "She does twelve-hour shifts" opening a chat names nobody: not a person called "She"
    assert not {s for s in _shifts("She does twelve-hour shifts at St James's.") if s[0] == "She"}


def test_a_shift_reading_replaces_the_misreads_of_its_words() -> None:
    message = Message("Graveyard pa rin ako, 10pm to 6am sa call centre", "Rodel", AT)
    said = WITH.extract(message)
    assert ("usual_restaurant", "Graveyard") not in {(c.predicate, c.object) for c in said}
    # alone, the reader adds nothing when no shift is said
    assert shifts_said(Message("Lovely weather today", "Rodel", AT), []) == []


CLASS_THEN = fact("Morag's class is at Saturday mornings", "Morag", "class_time", "Saturday")
POTTERY = fact("Morag does pottery", "Morag", "hobby", "pottery")
LECTURE = fact("Ananya's lecture is at Tuesdays at 8", "Ananya", "lecture_time", "Tuesdays at 8")


def _now(results: list, question: str) -> list[str]:  # type: ignore[type-arg]
    return texts(slot_first(results, question, lambda: embed_one(question), embed_one, now=True))


def test_a_question_asking_the_time_of_a_thing_is_answered_by_that_things_time() -> None:
    results = [POTTERY, CLASS_THEN]
    assert _now(results, "When is Morag's pottery class?")[0] == CLASS_THEN.fact["statement"]
    assert _now(results, "What day is Morag's class?")[0] == CLASS_THEN.fact["statement"]
    lectures = [fact("Ananya studies at Leeds", "Ananya", "studies_at", "Leeds"), LECTURE]
    question = "When are Ananya's statistics lectures?"
    assert _now(lectures, question)[0] == LECTURE.fact["statement"]


def test_a_question_asking_no_time_or_another_thing_moves_no_time_first() -> None:
    results = [POTTERY, CLASS_THEN]
    always = lambda r: True  # noqa: E731
    assert time_of_thing_answer(results, "What does Morag do for fun?", always) == []
    assert time_of_thing_answer(results, "When is Morag's dentist appointment?", always) == []
    assert time_of_thing_answer(results, "Which class is Morag in?", always) == []
    assert time_of_thing_answer(results, "When is Morag's class?", always) == [1]


def _vehicles(text: str, speaker: str = "Usman") -> set[str]:
    return {
        str(c.object)
        for c in WITH.extract(Message(text, speaker, AT))
        if c.predicate == "vehicle" and c.action == "assert" and c.subject == speaker
    }


@pytest.mark.parametrize(
    ("text", "car"),
    [
        ("Yaar my Alto's AC is actually solid, drove to Islamabad in the June heat", "Alto"),
        ("our Octavia's clutch is making that noise again", "Octavia"),
        ("my old Fiesta's MOT is due next week", "Fiesta"),
        ("charging the Ioniq 5 at the mall is cheaper than petrol ever was", "Ioniq 5"),
        ("I keep charging the Tesla at the motorway services", "Tesla"),
    ],
)
def test_a_thing_named_with_a_cars_part_is_ones_car(text: str, car: str) -> None:
    assert car in _vehicles(text)


@pytest.mark.parametrize(
    "text",
    [
        "my Dad's engine is a mess",
        "My Sarah's birthday is tomorrow",
        "sold my Alto, its AC was dead anyway",
        "my Alto's AC was dead so I sold it",
        "they charged the Smiths for the damage on the motorway",
        "my Garmin's battery lasts two weeks, the range is mad",
        "charging the Kindle takes ages, gets me a week of reading",
    ],
)
def test_a_persons_things_are_no_car(text: str) -> None:
    assert not _vehicles(text)


def _claims(text: str, speaker: str = "Jo") -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, speaker, AT))
        if c.polarity
    }


def test_what_a_pet_eats_or_catches_is_no_pet() -> None:
    said = _claims("my sister's gecko eats crickets in front of me on purpose i swear", "Mariana")
    assert ("Mariana's sister", "has_pet", "gecko") in said
    assert not {c for c in said if c[2] == "crickets"}
    assert not {c for c in _claims("Biscuit chases squirrels all day") if c[2] == "squirrels"}
    # a pet called Mouse is still a pet
    assert ("Jo", "has_pet", "Mouse") in _claims("I have a cat called Mouse")


def test_a_pronoun_alone_is_no_value() -> None:
    said = _claims("the cat caught a mouse last night and left it on my pillow")
    assert not {c for c in said if c[2] == "it"}


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("my tennis coach moved my lesson to Friday", ("Jo", "hobby", "tennis")),
        (
            "My sister Amy is brilliant, her netball training is on Tuesdays",
            ("Amy", "hobby", "netball"),
        ),
        ("Tom's golf handicap is down to 12", ("Tom", "hobby", "golf")),
    ],
)
def test_a_pastime_said_by_what_one_has_of_it(text: str, said: tuple[str, str, str]) -> None:
    assert said in _claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "my old golf clubs are gathering dust in the garage",
        "Rajesh swapped his golf clubs for a pickleball paddle",
        "the football team lost again, typical",
        "my football team lost again, gutted",
        "my work team is great",
    ],
)
def test_gear_given_up_or_no_pastimes_gives_no_pastime(text: str) -> None:
    said = WITH.extract(Message(text, "Jo", AT))
    assert not {c.object for c in said if c.predicate == "hobby" and c.action == "assert"} & {
        "golf",
        "football",
    }


@pytest.mark.parametrize(
    ("text", "ticket", "state"),
    [
        ("Help me word an email asking why order #A-4410 was cancelled?", "A-4410", "cancelled"),
        (
            "Could you draft my release note for INFRA-902? It's in QA review.",
            "INFRA-902",
            "in qa review",
        ),
        (
            "What do I put in the comment for APP-58 since it's marked won't fix?",
            "APP-58",
            "won't fix",
        ),
    ],
)
def test_a_tickets_state_said_in_a_request_or_of_it_after_its_id(
    text: str, ticket: str, state: str
) -> None:
    assert (ticket, "status", state) in _claims(text)


def test_it_after_a_ticket_with_no_state_gives_none() -> None:
    said = _claims("I looked at OPS-4 yesterday. It's a mess honestly.")
    assert not {c for c in said if c[1] == "status"}


def test_a_fiancee_said_alone_says_one_is_engaged() -> None:
    said = _claims("my fiancée wants a june wedding, have you SEEN venue prices??", "Jamal")
    assert ("Jamal", "relationship_status", "engaged") in said
    assert not {c for c in _claims("my ex-fiancé still texts me") if c[1] == "relationship_status"}


@pytest.mark.parametrize(
    ("text", "speaker", "state"),
    [
        ("Aviva paid out on the burst pipe claim!! £4,200", "Julia", "paid out"),
        ("samsung rejected dad's fridge claim over 'improper installation'", "Noor", "rejected"),
        ("I cancelled my Amazon order, found it cheaper elsewhere", "Jo", "cancelled"),
    ],
)
def test_a_requests_state_said_by_what_was_done_to_it(text: str, speaker: str, state: str) -> None:
    assert any(c[1] == "status" and c[2] == state for c in _claims(text, speaker))


def test_what_may_be_done_to_a_request_asked_gives_no_state() -> None:
    assert not {
        c for c in _claims("did they approve your visa application yet?") if c[1] == "status"
    }


def test_a_meeting_time_said_later_beside_a_things_time_leads_when_asked_about_now() -> None:
    """ "our team sync is Tuesdays at 11", then "the team sync? it's Thursday 14:00 from this
    week" (read as a meeting time): asked about now, the time said last leads."""
    old = fact("Kateryna's sync is at Tuesdays at 11", "Kateryna", "sync_time", "Tuesdays at 11")
    new = dated_fact(
        "Kateryna's meeting is at Thursday 14:00",
        "Kateryna",
        "Thursday 14:00",
        SEP,
        True,
        "meeting_time",
    )
    assert _now([old, new], "When is Kateryna's team sync now?")[0] == new.fact["statement"]
    # with no time of the thing asked, a meeting time alone is not moved by this rule
    always = lambda r: True  # noqa: E731
    assert time_of_thing_answer([new], "When is Kateryna's team sync now?", always) == []


@pytest.mark.parametrize(
    ("text", "way"),
    [
        ("Been catching the ferry from Bulimba instead and honestly it's lovely.", "ferry"),
        ("I'm getting the train in to work these days.", "train"),
    ],
)
def test_the_way_one_goes_said_by_the_catching(text: str, way: str) -> None:
    said = _claims(text, "Kylie")
    assert ("Kylie", "vehicle", way) in said
    assert not {c for c in said if c[1] == "lives_in"}  # where the ferry leaves from


def test_a_catching_asked_gives_no_way() -> None:
    said = _claims("Should I be taking the train to work instead?", "Kylie")
    assert not {c for c in said if c[1] == "vehicle"}


def test_the_one_replaced_gets_no_fact_of_their_replacements_name() -> None:
    said = _claims("Hannah's cover is a guy called Dev, he started managing our team", "Chloe")
    assert not {c for c in said if c[0] == "Hannah" and c[2] == "Dev"}


def test_who_owns_a_ticket_asks_whom_it_is_assigned_to() -> None:
    state = fact("SUP-3310 is open", "SUP-3310", "status", "open")
    owner = fact("SUP-3310 is assigned to Marcus", "SUP-3310", "assigned_to", "Marcus")
    assert _now([state, owner], "Who owns SUP-3310?")[0] == owner.fact["statement"]
    assert _now([state, owner], "What is the status of SUP-3310?")[0] == state.fact["statement"]


@pytest.mark.parametrize(
    "text",
    [
        "Ward manager changed the rota so it's four on four off now, I'm a zombie.",
        "Site manager said no to the overtime again.",
    ],
)
def test_a_role_opening_a_sentence_and_acting_is_no_job_of_the_speakers(text: str) -> None:
    assert not {c for c in _claims(text) if c[1] == "occupation"}


def test_a_role_one_says_one_has_is_still_ones_job() -> None:
    assert ("Jo", "occupation", "ward manager") in _claims(
        "I'm a ward manager now, started Monday."
    )


def test_a_car_given_up_in_another_clause_leaves_the_one_charged() -> None:
    said = _claims(
        "traded the Corolla in, charging the MG4 at Lidl is cheaper than petrol", "Niamh"
    )
    assert ("Niamh", "vehicle", "MG4") in said
    assert ("Niamh", "vehicle", "Lidl") not in said


def test_a_shift_one_was_moved_onto_is_the_one_whose_boss_moved_them() -> None:
    # a chat: the last person who spoke is not "him"
    said = WITH.extract(
        Message(
            "Conor's manager moved him to days, 7am to 3pm now",
            "Niamh",
            AT,
            Message("ugh nights are brutal", "Aoife", AT),
        )
    )
    assert {(c.subject, c.object) for c in said if c.predicate == "shift"} == {
        ("Conor", "days, 7am to 3pm")
    }


def test_another_persons_shift_said_beside_ones_own_leaves_it() -> None:
    said = _shifts("Piotr is still on nights, but I'm on days now and my supervisor is Agata.")
    assert said == {("Piotr", "nights"), ("Niamh", "days")}
