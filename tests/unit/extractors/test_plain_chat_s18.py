"""Plain sentences from a chat exported from WhatsApp and ingested with the CLI (eighteenth
session), each mechanism with several wordings: who one lives with is no part of where
("in Headingley with two flatmates"), "gave up on X" ends X itself, the employer a move was
for ("moved to Leeds for a job at the BBC"), and a time value keeps no space a cut clause
left ("Mondays at 8 since I switched units"). Read by rules only, times by meaning too."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 1, 15, 9, tzinfo=UTC)
RULES = ConversationExtractor()
WITH = ConversationExtractor(embedder=embed)  # a meeting's time is read by meaning


def _claims(text: str, extractor: ConversationExtractor = RULES) -> set[tuple[str, str, str, str]]:
    return {
        (c.action, c.subject, c.predicate, str(c.object or c.value))
        for c in extractor.extract(Message(text, "Ines", AT))
        if c.polarity
    }


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("I live in Headingley with two flatmates, Chloe and Sam.", "Headingley"),
        ("We live in Leith with a couple of friends from uni.", "Leith"),
        ("I'm living in Brixton with three other nurses.", "Brixton"),
        ("I live in Porto with some people from work.", "Porto"),
    ],
)
def test_who_one_lives_with_is_no_part_of_the_home(text: str, home: str) -> None:
    assert ("assert", "Ines", "lives_in", home) in _claims(text)


@pytest.mark.parametrize(
    ("text", "predicate", "ended"),
    [
        ("I gave up on Japanese, I'm doing Korean now.", "learning_language", "Japanese"),
        ("Gave up on keto after a month.", "diet", "keto"),
        ("I've given up on Spanish for now.", "learning_language", "Spanish"),
    ],
)
def test_giving_up_on_a_thing_ends_the_thing_itself(text: str, predicate: str, ended: str) -> None:
    ends = {(p, v) for a, _, p, v in _claims(text) if a == "end"}
    assert (predicate, ended) in ends
    assert not any(v.lower().startswith("on ") for _, v in ends)


@pytest.mark.parametrize(
    ("text", "who", "home", "employer"),
    [
        ("I moved to Leeds for a job at the BBC.", "Ines", "Leeds", "BBC"),
        (
            "Sam moved to Manchester for a new role with Arup last month.",
            "Sam",
            "Manchester",
            "Arup",
        ),
        ("We relocated to Lisbon for my job at Farfetch.", "Ines", "Lisbon", "Farfetch"),
        (
            "My sister moved to Berlin for a position at Zalando.",
            "Ines's sister",
            "Berlin",
            "Zalando",
        ),
    ],
)
def test_the_employer_a_move_was_for(text: str, who: str, home: str, employer: str) -> None:
    said = _claims(text)
    assert ("assert", who, "lives_in", home) in said
    assert ("assert", who, "works_at", employer) in said


def test_a_move_for_a_job_unnamed_gives_no_employer() -> None:
    said = _claims("My sister moved to Berlin for a job.")
    assert ("assert", "Ines's sister", "lives_in", "Berlin") in said
    assert not any(p == "works_at" for _, _, p, _ in said)


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("Handover has moved to Mondays at 8 since I switched units.", "Mondays at 8"),
        ("The standup moved to 10 since the new manager started.", "10"),
    ],
)
def test_a_time_value_keeps_no_space_a_cut_clause_left(text: str, when: str) -> None:
    values = [v for _, _, p, v in _claims(text, WITH) if p.endswith("_time")]
    assert when in values
    assert all(v == v.strip() for v in values)


@pytest.mark.parametrize(
    ("text", "manager"),
    [
        ("The ward sister, Maureen, is my manager and she's lovely.", "Maureen"),
        ("The new head of department, Dr Osei, is my line manager now.", "Dr Osei"),
        ("Maureen, is my manager.", "Maureen"),
    ],
)
def test_a_role_set_off_before_the_name(text: str, manager: str) -> None:
    assert ("assert", "Ines", "manager", manager) in _claims(text)


def test_a_role_before_a_name_said_of_nothing_gives_no_manager() -> None:
    assert not any(p == "manager" for _, _, p, _ in _claims("The ward sister, Maureen, is lovely."))


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Our daughter Sofie is a midwife at Sahlgrenska and our son Nils teaches history.",
            {("Sofie", "works_at", "Sahlgrenska"), ("Nils", "occupation", "history teacher")},
        ),
        (
            "I work at Ikea and our neighbour Pia works at H&M.",
            {("Ines", "works_at", "Ikea"), ("Pia", "works_at", "H&M")},
        ),
    ],
)
def test_and_our_relative_opens_a_clause_of_their_own(
    text: str, facts: set[tuple[str, str, str]]
) -> None:
    said = {(s, p, v) for a, s, p, v in _claims(text) if a == "assert"}
    assert facts <= said
    assert not any(" and " in v for _, _, v in said)


@pytest.mark.parametrize(
    "text",
    [
        "Connor moved out of the dorms into an apartment off campus with 3 buddies.",
        "I finally moved out of my parents' place.",
    ],
)
def test_moving_out_of_an_unnamed_home_ends_the_home(text: str) -> None:
    ends = [(p, v) for a, _, p, v in _claims(text) if a == "end"]
    assert ("lives_in", "None") in ends


def test_leaving_a_lower_case_place_ends_no_job() -> None:
    assert not any(a == "end" for a, _, _, _ in _claims("I left the house at 8."))


def test_a_rule_claim_trimmed_keeps_no_cut_words_in_its_statement() -> None:
    text = (
        "Good morning. My name is Henrik, I'm 71 and retired from Volvo, where I was an engineer."
    )
    named = [c for c in RULES.extract(Message(text, "Henrik", AT)) if c.predicate == "name"]
    assert named and all(c.statement == "Henrik's name is Henrik" for c in named)


@pytest.mark.parametrize(
    ("text", "project"),
    [
        ("The CRM rollout is finished, finally.", "CRM rollout"),
        ("The website redesign is wrapped up.", "website redesign"),
        ("The data migration is complete.", "data migration"),
    ],
)
def test_a_project_said_finished_ends(text: str, project: str) -> None:
    ends = {(p, v) for a, _, p, v in _claims(text, WITH) if a == "end"}
    assert ("project", project) in ends


@pytest.mark.parametrize("text", ["The essay is finished.", "The painting is complete."])
def test_a_piece_of_work_finished_is_no_order(text: str) -> None:
    assert not any(p == "status" for _, _, p, _ in _claims(text, WITH))


def test_an_order_with_its_number_may_be_complete() -> None:
    assert ("assert", "5521", "status", "complete") in _claims("My order 5521 is complete.", WITH)


@pytest.mark.parametrize(
    ("text", "doctor"),
    [
        ("My obstetrician for this pregnancy is Dr Lawson.", "Dr Lawson"),
        ("My physio for the knee is Dr Chen.", "Dr Chen"),
    ],
)
def test_a_carer_for_a_purpose_is_one_s_doctor(text: str, doctor: str) -> None:
    assert ("assert", "Ines", "doctor", doctor) in _claims(text)


def test_a_project_led_at_work_is_the_project_itself() -> None:
    said = _claims("I'm leading the CRM rollout at work.")
    assert ("assert", "Ines", "project", "CRM rollout") in said


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("Giada's manager at the bank is Fabio.", "Giada"),
        ("My manager at the bank is Fabio.", "Ines"),
        ("My supervisor at the port is Fabio.", "Ines"),
    ],
)
def test_a_role_held_at_a_place_is_the_role(text: str, who: str) -> None:
    said = _claims(text)
    assert ("assert", who, "manager", "Fabio") in said
    assert not any(p == "bank" for _, _, p, _ in said)


def test_what_a_device_is_used_for_is_no_part_of_it() -> None:
    values = [v for a, _, _, v in _claims("I use a Samsung Galaxy Tab for reading the news.")]
    assert "Samsung Galaxy Tab" in values


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I work with Priya at Monzo, on the fraud team.", "Monzo"),
        ("I work with Tom Reyes at Arup.", "Arup"),
        ("I work at Goldman Sachs in London.", "Goldman Sachs in London"),
    ],
)
def test_who_one_works_with_is_no_employer(text: str, employer: str) -> None:
    assert ("assert", "Ines", "works_at", employer) in _claims(text)


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("The kitchen reno has to be finished by Easter, the builder says.", "Easter"),
        ("The report has to be complete by Friday.", "Friday"),
    ],
)
def test_finished_by_a_date_is_a_deadline(text: str, when: str) -> None:
    said = _claims(text, WITH)
    assert ("assert", "Ines", "deadline", when) in said
    assert not any(p == "project" for _, _, p, _ in said)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Wise is great btw, my manager there is Tom Okafor.", "manager", "Tom Okafor"),
        ("My doctor here is Dr Amin.", "doctor", "Dr Amin"),
    ],
)
def test_a_role_there_or_here_is_the_role(text: str, slot: str, value: str) -> None:
    assert ("assert", "Ines", slot, value) in _claims(text)


@pytest.mark.parametrize(
    ("text", "subject", "state"),
    [
        ("Ralf's ticket for the server outage is 'in progress'.", "Ralf's ticket", "in progress"),
        ('Order 5521 is "shipped".', "5521", "shipped"),
    ],
)
def test_a_state_in_quotes_is_the_state(text: str, subject: str, state: str) -> None:
    assert ("assert", subject, "status", state) in _claims(text, WITH)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("My only transport is a rusty old bike.", "vehicle", "bike"),
        ("My main transport these days is the bus.", "vehicle", "bus"),
        ("My tablet is an iPad Air now.", "uses_device", "iPad Air"),
    ],
)
def test_a_thing_named_by_what_it_is_for(text: str, slot: str, value: str) -> None:
    said = _claims(text)
    assert ("assert", "Ines", slot, value) in said
    assert not any(p == "is_a" for _, _, p, _ in said)


def test_a_rule_reading_beside_the_frames_occupation_is_dropped() -> None:
    said = _claims("My mum Lan teaches piano from home.")
    assert ("assert", "Lan", "occupation", "piano teacher") in said
    assert {p for _, s, p, _ in said if s == "Lan"} == {"occupation"}


@pytest.mark.parametrize(
    ("text", "subject", "state"),
    [
        ("My running shoes order is stuck at 'dispatched'.", "Ines's order", "dispatched"),
        ("The refund is marked as approved.", "Ines's request", "approved"),
        ("Bug 8812, the one I reported, is in triage.", "8812", "in triage"),
    ],
)
def test_a_state_said_after_stuck_at_marked_or_an_aside(
    text: str, subject: str, state: str
) -> None:
    assert ("assert", subject, "status", state) in _claims(text, WITH)


@pytest.mark.parametrize("text", ["I am stuck at home.", "My car is stuck in traffic."])
def test_stuck_somewhere_is_no_state(text: str) -> None:
    assert not any(p == "status" for _, _, p, _ in _claims(text, WITH))


@pytest.mark.parametrize(
    ("text", "who", "name", "kind"),
    [
        ("I have a goldfish named Bubbles.", "Ines", "Bubbles", "goldfish"),
        ("My son Emre has a hamster called Nugget.", "Emre", "Nugget", "hamster"),
        ("I've got a parrot called Kiwi now.", "Ines", "Kiwi", "parrot"),
        ("We live in Leith with a dog named Rex.", "Ines", "Rex", "dog"),
        ("Our cat, Miso, sleeps all day.", "Ines", "Miso", "cat"),
    ],
)
def test_a_pet_named_keeps_its_kind_in_the_statement(
    text: str, who: str, name: str, kind: str
) -> None:
    pets = [
        c
        for c in WITH.extract(Message(text, "Ines", AT))
        if c.predicate == "has_pet" and c.object == name
    ]
    assert pets and pets[0].subject == who
    assert pets[0].statement == f"{who} has a pet {kind}: {name}"


def test_who_lives_with_a_pet_is_no_part_of_the_home() -> None:
    said = _claims("We live in Leith with a dog named Rex.")
    assert ("assert", "Ines", "lives_in", "Leith") in said


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Supply teacher no longer: I'm head of maths at a school now.", "supply teacher"),
        ("Night nurse no more, thank goodness.", "night nurse"),
    ],
)
def test_a_title_said_alone_no_longer_ends(text: str, title: str) -> None:
    assert ("end", "Ines", "occupation", title) in _claims(text)


def test_a_feeling_no_longer_ends_no_title() -> None:
    assert not any(a == "end" for a, _, _, _ in _claims("No longer hungry."))


def test_a_device_used_reads_as_a_sentence() -> None:
    said = [
        c.statement
        for c in WITH.extract(Message("I read on a Kindle Paperwhite every night.", "Ines", AT))
    ]
    assert "Ines uses Kindle Paperwhite" in said


def test_a_title_before_a_name_set_off_is_that_person_s() -> None:
    from chronofact.config import get_settings
    from chronofact.extractors.registry import get_extractor

    reader = get_extractor("conversation", get_settings())
    said = reader.extract(Message("The ward sister, Maureen, is my manager.", "Ines", AT))
    titles = {(c.subject, str(c.object or c.value)) for c in said if c.predicate == "occupation"}
    assert not any(who == "Ines" for who, _ in titles)


@pytest.mark.parametrize(
    "text",
    [
        "Marit says the northern lights over the fjord are unreal",
        "Mum reckons the new bakery in town is overpriced",
    ],
)
def test_an_opinion_told_of_a_thing_is_no_reading(text: str) -> None:
    from chronofact.config import get_settings
    from chronofact.extractors.registry import get_extractor

    reader = get_extractor("conversation", get_settings())
    said = reader.extract(Message(text, "Ingrid", AT))
    assert not any(c.predicate in ("project", "works_at", "occupation") for c in said), said
