"""Plain sentences a user told the assistant (seventeenth session, a chat over MCP), each
mechanism with several wordings: a name set off by commas after a relation ("My sister, Ama,
lives in Kumasi"), a child named by birth order ("my eldest, Kojo"), a year of study ("in his
final year at the University of Ghana"), a post taken as a title ("accepted a post as deputy
head at Wesley Girls"), the way to school ("I get to school by trotro"), a pet named beside
the household ("we live in East Legon with our two boys and a dog named Rex"), and a name
followed by the next clause ("Abeokuta and refuses to ..."). Read by rules only."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.trim import trim_object
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 1, 15, 9, tzinfo=UTC)
RULES = ConversationExtractor()
WITH = ConversationExtractor(embedder=embed)  # a thing's state is read by meaning


def _said(text: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in RULES.extract(Message(text, "Kwabena", AT))
        if c.action == "assert" and c.polarity
    }


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "My sister, Ama, lives in Kumasi.",
            {("Kwabena", "sister", "Ama"), ("Ama", "lives_in", "Kumasi")},
        ),
        (
            "My friend, Sam, is a nurse.",
            {("Kwabena", "friend", "Sam"), ("Sam", "occupation", "nurse")},
        ),
        (
            "My eldest, Kojo, is in his final year at the University of Ghana.",
            {("Kwabena", "child", "Kojo"), ("Kojo", "studies_at", "University of Ghana")},
        ),
        (
            "Our youngest, Esi, goes to Ridge Church School.",
            {("Kwabena", "child", "Esi"), ("Esi", "studies_at", "Ridge Church School")},
        ),
        ("my eldest brother Kweku works at Ecobank", {("Kweku", "works_at", "Ecobank")}),
        ("I'm in my second year at Ashesi.", {("Kwabena", "studies_at", "Ashesi")}),
    ],
)
def test_who_is_named_and_what_they_do(text: str, facts: set[tuple[str, str, str]]) -> None:
    assert facts <= _said(text)


@pytest.mark.parametrize(
    ("text", "title", "employer"),
    [
        (
            "Big change: I have accepted a post as deputy head at Wesley Girls in Cape Coast.",
            "deputy head",
            "Wesley Girls",
        ),
        ("I've taken a job as head of science at Mfantsipim.", "head of science", "Mfantsipim"),
        ("I accepted an offer as a data analyst at Ecobank.", "data analyst", "Ecobank"),
        ("I work as director of operations for Jumia.", "director of operations", "Jumia"),
    ],
)
def test_a_post_taken_as_a_title(text: str, title: str, employer: str) -> None:
    said = _said(text)
    assert ("Kwabena", "occupation", title) in said
    assert ("Kwabena", "works_at", employer) in said


def test_ama_got_a_new_job_as_a_nurse() -> None:
    assert ("Ama", "occupation", "nurse") in _said("Ama got a new job as a nurse.")


@pytest.mark.parametrize(
    ("text", "how"),
    [
        ("I get to school by trotro most days.", "trotro"),
        ("Ama goes to work on a motorbike.", "motorbike"),
        ("Now I go to the office in my Honda Civic.", "Honda Civic"),
    ],
)
def test_the_way_to_school_or_work(text: str, how: str) -> None:
    assert any(p == "vehicle" and v == how for _, p, v in _said(text))


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        ("We live in East Legon with our two boys and a dog named Rex.", "Rex"),
        ("I share the flat with my sister and a cat called Miso.", "Miso"),
    ],
)
def test_a_pet_named_beside_the_household(text: str, pet: str) -> None:
    assert ("Kwabena", "has_pet", pet) in _said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I went for a walk with a dog called Bruno from next door.",
        "Sam lives with a dog named Rex.",
    ],
)
def test_a_dog_met_or_someone_elses_is_no_pet_of_the_speaker(text: str) -> None:
    assert not any(s == "Kwabena" and p == "has_pet" for s, p, _ in _said(text))


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        ("Abeokuta and refuses to get a smartphone", "Abeokuta"),
        ("University of Lagos studying law", "University of Lagos"),
        ("Leeds and loving it", "Leeds"),
        ("Trinidad and Tobago", "Trinidad and Tobago"),
        ("Marks and Spencer", "Marks and Spencer"),
    ],
)
def test_a_name_then_the_next_clause(raw: str, value: str) -> None:
    assert trim_object(raw) == value


def _ended(text: str, speaker: str = "Owen") -> set[tuple[str, str, str | None]]:
    return {
        (c.subject, c.predicate, c.object or c.value)
        for c in WITH.extract(Message(text, speaker, AT))
        if c.action == "end"
    }


@pytest.mark.parametrize(
    ("text", "project"),
    [
        (
            "The billing migration is done, so now I'm leading the data platform rebuild.",
            "billing migration",
        ),
        ("The website redesign has been cancelled.", "website redesign"),
        ("the app rewrite is done", "app rewrite"),
    ],
)
def test_a_project_said_over_ends_the_project(text: str, project: str) -> None:
    assert ("Owen", "project", project) in _ended(text)
    assert not any(c.predicate == "status" for c in WITH.extract(Message(text, "Owen", AT)))


def test_an_order_said_done_is_still_the_orders_state() -> None:
    said = {
        (c.subject, c.predicate, c.value)
        for c in WITH.extract(Message("My order is done.", "Owen", AT))
    }
    assert ("Owen's order", "status", "done") in said


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I've cut out red meat completely and I'm mostly eating fish now.", "diet", "red meat"),
        ("I cut out dairy last year.", "diet", "dairy"),
        ("I cut out fish too, so I'm fully vegetarian now", "diet", "fish"),
        ("I cut out coffee.", "drinks", "coffee"),
        ("I gave up carbs.", "diet", "carbs"),
    ],
)
def test_cut_out_ends_what_one_eats_or_drinks(text: str, slot: str, value: str) -> None:
    ended = _ended(text)
    assert any(p == slot and v == value for _, p, v in ended)
    assert not any(p == "has_pet" for _, p, _ in ended)


def test_cut_out_of_no_food_ends_nothing() -> None:
    assert _ended("I cut out the middleman and sold it myself.") == set()


# ---- implied changes (a change set in the held-out set's register, t17c, read for kinds) ----


@pytest.mark.parametrize(
    ("text", "subject", "employer"),
    [
        ("My first week at Kakao was a blur, but the people are lovely.", "Kwabena", "Kakao"),
        ("Soo-ah spent her first day at LG Display on Monday.", "Soo-ah", "LG Display"),
        ("first day at Wise tomorrow, nervous!", "Kwabena", "Wise"),
        ("Since March my shifts are at the Antonius hospital.", "Kwabena", "Antonius hospital"),
        ("my shifts are mostly at St James's now", "Kwabena", "St James's"),
    ],
)
def test_a_first_day_or_the_shifts_say_where_one_works(
    text: str, subject: str, employer: str
) -> None:
    assert (subject, "works_at", employer) in _said(text)


@pytest.mark.parametrize(
    "text",
    ["Our first week at Center Parcs was lovely.", "It was my first day at the beach this year."],
)
def test_a_first_week_on_holiday_is_no_job(text: str) -> None:
    assert not any(p == "works_at" for _, p, _ in _said(text))


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("Bruno and I celebrated six months together in Lisbon last week.", "Bruno"),
        ("Tom and I just celebrated our first anniversary.", "Tom"),
        ("Ana and I hit two years together in May.", "Ana"),
    ],
)
def test_time_together_celebrated_names_the_partner(text: str, partner: str) -> None:
    assert ("Kwabena", "partner", partner) in _said(text)


def test_a_win_celebrated_together_names_no_partner() -> None:
    assert not any(p == "partner" for _, p, _ in _said("Sam and I celebrated the win together."))


@pytest.mark.parametrize(
    ("text", "ended", "month"),
    [
        ("Dad spends his mornings at the golf club since he retired in May.", "occupation", 5),
        (
            "Dad's pension has been paid into Japan Post Bank since he retired in July.",
            "works_at",
            7,
        ),
    ],
)
def test_an_event_told_after_since_is_read(text: str, ended: str, month: int) -> None:
    claims = RULES.extract(Message(text, "Julia", datetime(2025, 9, 15, tzinfo=UTC)))
    [end] = [c for c in claims if c.action == "end" and c.predicate == ended]
    assert end.subject == "Julia's dad"
    assert end.valid_from is not None and end.valid_from.month == month


def test_the_clause_dated_by_since_keeps_its_date() -> None:
    claims = RULES.extract(
        Message(
            "I've become a Union Berlin fan since I moved to Köpenick in the spring.",
            "Hanna",
            datetime(2025, 9, 15, tzinfo=UTC),
        )
    )
    starts = {c.predicate: c.valid_from for c in claims if c.action == "assert"}
    assert starts["supports_team"] is not None and starts["supports_team"].month == 3
    assert starts["lives_in"] is not None and starts["lives_in"].month == 3


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("My visa application is approved.", "approved"),
        ("The refund is pending.", "pending"),
        ("my passport renewal is still processing", "processing"),
    ],
)
def test_a_requests_state_is_kept(text: str, state: str) -> None:
    said = {(c.subject, c.predicate, c.value) for c in WITH.extract(Message(text, "Kim", AT))}
    assert ("Kim's request", "status", state) in said


@pytest.mark.parametrize(
    "text",
    [
        "Jae-won's appraisal was done by his manager.",
        "The Sony chapter is closed.",
        "The party was cancelled.",
    ],
)
def test_the_state_of_no_request_is_no_fact(text: str) -> None:
    assert not any(c.predicate == "status" for c in WITH.extract(Message(text, "Kim", AT)))


# ---- the speaker's own life (t17a, read for kinds) ----


def test_a_day_said_to_be_the_last_day_ends_the_job_and_an_offer_taken_starts_one() -> None:
    said = RULES.extract(
        Message(
            "Friday was my last day at Infosys. Wipro made me a better offer and I took it.",
            "Rahul",
            AT,
        )
    )
    got = {(c.action, c.subject, c.predicate, c.object) for c in said}
    assert ("end", "Rahul", "works_at", "Infosys") in got
    assert ("assert", "Rahul", "works_at", "Wipro") in got
    assert not any(c.subject in ("Friday", "Wipro") for c in said)


@pytest.mark.parametrize(
    ("text", "employer"),
    [("Yesterday was my first day at Monzo!", "Monzo"), ("Today is my last day at Aldi.", "Aldi")],
)
def test_a_day_said_first_or_last_is_about_the_speaker(text: str, employer: str) -> None:
    assert any(
        c.subject == "Kwabena" and c.predicate == "works_at" and c.object == employer
        for c in RULES.extract(Message(text, "Kwabena", AT))
    )


@pytest.mark.parametrize(
    "text", ["Golf took up the whole day.", "Monday was chaos.", "Chess keeps me sane."]
)
def test_a_pastime_or_a_day_opening_a_sentence_is_no_one(text: str) -> None:
    assert all(c.subject == "Kwabena" for c in RULES.extract(Message(text, "Kwabena", AT)))


@pytest.mark.parametrize(
    ("text", "subject", "doctor"),
    [
        ("Irene's cardiologist is Dr. Brennan now.", "Irene", "Dr. Brennan"),
        ("Lily's paediatrician is Dr Harper.", "Lily", "Dr Harper"),
        ("My physio is Tom Reilly.", "Kwabena", "Tom Reilly"),
        ("Mr Hughes's cardiologist is Dr Pryce now.", "Mr Hughes", "Dr Pryce"),
    ],
)
def test_a_specialist_is_the_doctor_of_whose_it_is(text: str, subject: str, doctor: str) -> None:
    assert (subject, "doctor", doctor) in _said(text)


def test_a_named_persons_manager_is_theirs() -> None:
    assert ("Connor", "manager", "Tanya") in _said(
        "Connor's supervisor these days is a woman called Tanya."
    )


@pytest.mark.parametrize(
    ("text", "subject", "home"),
    [
        (
            "We moved Grandma Soon-ja to Daegu in May so she's closer to my aunt.",
            "Soon-ja",
            "Daegu",
        ),
        ("We moved Dad to Hove in June.", "Kwabena's dad", "Hove"),
        ("HR moved Ama to Accra.", "Ama", "Accra"),
    ],
)
def test_someone_moved_by_others_lives_there(text: str, subject: str, home: str) -> None:
    assert (subject, "lives_in", home) in _said(text)


def test_a_child_moved_by_name_is_no_home_moved() -> None:
    said = _said("We moved Anika to Greenfield International, she seems much happier there.")
    assert not any(p == "lives_in" for _, p, _ in said)


@pytest.mark.parametrize(
    ("text", "subject", "when"),
    [
        (
            "My colleague Farah has to hand in the audit report by 15 November.",
            "Farah",
            "15 November",
        ),
        ("My flatmate Ruby has a portfolio deadline of 10 October.", "Ruby", "10 October"),
        ("My brother Jiho's visa application is due by 1 October.", "Jiho", "1 October"),
        ("I have to hand in the audit report by 15 November.", "Kwabena", "15 November"),
        ("The report is due on 3 March.", "Kwabena", "3 March"),
    ],
)
def test_a_deadline_is_whose_it_is(text: str, subject: str, when: str) -> None:
    claims = WITH.extract(Message(text, "Kwabena", AT))
    assert (subject, "deadline", when) in {(c.subject, c.predicate, c.value) for c in claims}


def test_a_time_said_of_mine_after_anothers_is_the_speakers() -> None:
    text = "Nnamdi's standup moved to 10am, lucky man. mine is still 8:30"
    claims = WITH.extract(Message(text, "Amaka", AT))
    assert not any(c.subject == "Nnamdi" and c.value == "8:30" for c in claims)


def test_a_relatives_name_keeps_its_apposition() -> None:
    """FactConsolidation's "Walter Chrysler's child is Charles Frederick, Duke of
    Holstein-Gottorp": a relative is not read as a relation of service is (the name would be
    cut at its comma)."""
    said = RULES.extract(
        Message("Walter Chrysler's child is Charles Frederick, Duke of Holstein-Gottorp.", "G", AT)
    )
    assert any(
        c.subject == "Walter Chrysler" and c.object == "Charles Frederick, Duke of Holstein-Gottorp"
        for c in said
    )
