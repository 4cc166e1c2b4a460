"""Plain everyday speech (seventeenth session): how a change is said in ordinary sentences of
the held-out register - a final day, teaching somewhere, a plural favourite, a second thing
done now after "and", a new role holder after a comma, a value closed by "completely", a
consequence said after "so", a relative by relation in the rule claims. Sentences written for
these tests (rules only); said on Friday 10 January 2025."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation import ConversationExtractor

AT = datetime(2025, 1, 10, 12, tzinfo=UTC)
RULES = ConversationExtractor()


def _claims(text: str, speaker: str = "Ana") -> set[tuple[str, str, str, str | None]]:
    return {
        (c.action, c.subject, c.predicate, c.object or (str(c.value) if c.value else None))
        for c in RULES.extract(Message(text, speaker, AT))
    }


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("Last Friday was my final day at Baxter.", "Baxter"),
        ("Today was my final shift at the Crown.", "Crown"),
        ("Yesterday was my very last day at Lidl.", "Lidl"),
    ],
)
def test_a_final_day_at_a_place_ends_the_job(text: str, employer: str) -> None:
    assert ("end", "Ana", "works_at", employer) in _claims(text)


@pytest.mark.parametrize(
    ("text", "subject", "school"),
    [
        ("I teach at Oakfield Academy.", "Ana", "Oakfield Academy"),
        ("I'm teaching at Oakfield Academy since September.", "Ana", "Oakfield Academy"),
        ("My wife teaches at Hillside School.", "Ana's wife", "Hillside School"),
        ("Tom is lecturing at Leeds Beckett now.", "Tom", "Leeds Beckett"),
    ],
)
def test_teaching_somewhere_is_a_job_there_not_a_school_attended(
    text: str, subject: str, school: str
) -> None:
    claims = _claims(text)
    assert ("assert", subject, "works_at", school) in claims
    assert ("assert", subject, "studies_at", school) not in claims


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("The Beatles are my favourite band.", "favourite_band", "The Beatles"),
        ("Tacos are my favourite food now.", "favourite_food", "Tacos"),
        ("Arctic Monkeys are my favourite band these days.", "favourite_band", "Arctic Monkeys"),
    ],
)
def test_a_plural_value_before_are_my(text: str, predicate: str, value: str) -> None:
    assert ("assert", "Ana", predicate, value) in _claims(text)


def test_these_are_my_names_no_value() -> None:
    assert _claims("These are my new shoes.") == set()


@pytest.mark.parametrize(
    ("text", "ended", "started"),
    [
        (
            "My brother quit the bank and drives a taxi now.",
            ("end", "Ana's brother", "bank", None),
            ("assert", "Ana's brother", "occupation", "taxi driver"),
        ),
        (
            "My uncle sold the garage and runs a café now.",
            None,
            ("assert", "Ana's uncle", "occupation", "café owner"),
        ),
        (
            "I stopped swimming and play tennis now.",
            ("end", "Ana", "hobby", None),
            ("assert", "Ana", "hobby", "tennis"),
        ),
    ],
)
def test_a_second_thing_done_now_after_and_is_its_own_clause(
    text: str,
    ended: tuple[str, str, str, str | None] | None,
    started: tuple[str, str, str, str],
) -> None:
    claims = _claims(text)
    assert started in claims
    if ended is not None:
        assert ended in claims
    assert not any(" and " in (c[3] or "") for c in claims)  # no "bank and drives a taxi"


@pytest.mark.parametrize(
    ("text", "predicate", "who"),
    [
        ("The house was sold, our new landlord is Mrs. Ahmed.", "landlord", "Mrs. Ahmed"),
        ("Roberto moved teams, my new lead is Fatima.", "manager", "Fatima"),
        ("Dr. Patel retired, my new dentist is Dr. Nguyen.", "dentist", "Dr. Nguyen"),
    ],
)
def test_a_new_role_holder_after_a_comma_is_its_own_clause(
    text: str, predicate: str, who: str
) -> None:
    assert ("assert", "Ana", predicate, who) in _claims(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Quit cola completely.", "cola"),
        ("I gave up beer altogether.", "beer"),
        ("Stopped drinking wine entirely.", "wine"),
    ],
)
def test_a_value_closed_by_completely_is_the_thing_alone(text: str, value: str) -> None:
    ends = {c[3] for c in _claims(text) if c[0] == "end" and c[2] == "drinks"}
    assert ends == {value}


@pytest.mark.parametrize(
    ("text", "diet"),
    [
        ("I started eating fish again, so I'm pescatarian now.", "pescatarian"),
        ("Started cutting out meat, so I'm vegetarian now.", "vegetarian"),
    ],
)
def test_a_word_of_the_slot_said_after_so_is_the_value_kept(text: str, diet: str) -> None:
    diets = {c[3] for c in _claims(text) if c[0] == "assert" and c[2] == "diet"}
    assert diets == {diet}


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My mum's doctor is Dr. Lee.", "Ana's mom"),
        ("My mother's doctor is Dr. Lee.", "Ana's mom"),
        ("My grandmother's doctor is Dr. Lee.", "Ana's grandma"),
    ],
)
def test_a_relative_by_relation_is_one_person_in_rule_claims(text: str, subject: str) -> None:
    assert ("assert", subject, "doctor", "Dr. Lee") in _claims(text)


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("I take the bus to uni.", "bus"),
        ("I get the train to work now.", "train"),
        ("My son takes the bus to school.", "bus"),
        ("I catch the tram into work these days.", "tram"),
    ],
)
def test_taking_transport_somewhere_daily_is_how_one_gets_there(text: str, mode: str) -> None:
    assert any(c[0] == "assert" and c[2] == "vehicle" and c[3] == mode for c in _claims(text))


@pytest.mark.parametrize(
    "text",
    [
        "Last Friday was my final day at Baxter & Co. On Monday I start at Linklaters.",
        "I left Baxter & Co. I'm at Linklaters now.",
        "Left Baxter Ltd. Now I work at Linklaters.",
    ],
)
def test_a_firm_suffix_before_a_sentence_opening_ends_the_sentence(text: str) -> None:
    claims = _claims(text, "Hana")
    assert ("assert", "Hana", "works_at", "Linklaters") in claims


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("My final day at Baxter & Co. On Monday I start.", 2),
        ("Joined Jones Bros. I love it.", 2),
        ("I work at Acme Inc. Europe is my region.", 1),
        ("I left Smith & Co. last month.", 1),
        ("Dr. Smith is my GP. I like him.", 2),
    ],
)
def test_sentences_after_a_firm_suffix(text: str, sentences: int) -> None:
    assert len(split_sentences(text)) == sentences


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        (
            "They moved me from the payments team to the search team.",
            "payments team",
            "search team",
        ),
        (
            "They moved me off the mobile app onto the billing project.",
            "mobile app",
            "billing project",
        ),
        ("I got moved off checkout to the search relaunch.", "checkout", "search relaunch"),
    ],
)
def test_moved_from_one_piece_of_work_to_another(text: str, old: str, new: str) -> None:
    claims = _claims(text)
    assert ("end", "Ana", "project", old) in claims
    assert ("assert", "Ana", "project", new) in claims


@pytest.mark.parametrize(
    "text",
    [
        "I moved my ISA from Nationwide to Santander.",
        "Moved my investments from Nationwide to Santander.",
    ],
)
def test_money_moved_from_one_bank_to_another(text: str) -> None:
    claims = _claims(text)
    assert ("end", "Ana", "bank", "Nationwide") in claims
    assert ("assert", "Ana", "bank", "Santander") in claims


@pytest.mark.parametrize(
    ("text", "ended", "started"),
    [
        ("We left Lisbon and settled in Porto.", "Lisbon", "Porto"),
        ("We left Bristol and settled in Bath.", "Bristol", "Bath"),
    ],
)
def test_a_home_left_and_another_settled_in(text: str, ended: str, started: str) -> None:
    claims = _claims(text)
    assert any(c[0] == "end" and c[3] == ended for c in claims)  # a home by its meaning later
    assert ("assert", "Ana", "lives_in", started) in claims
    assert not any(" and " in (c[3] or "") for c in claims)


def test_a_thing_put_away_is_given_up() -> None:
    claims = _claims("I put the violin away and picked up the saxophone.")
    assert ("end", "Ana", "learning_instrument", "violin") in claims


@pytest.mark.parametrize(
    ("text", "slot", "title"),
    [
        (
            "Saw Past Lives last night and it's my new favourite film.",
            "favourite_film",
            "Past Lives",
        ),
        ("Watched Dune last week, it's my favourite film now.", "favourite_film", "Dune"),
        (
            "I finally read Middlemarch. It's my new favourite book.",
            "favourite_book",
            "Middlemarch",
        ),
        (
            "We tried Dishoom on Friday and it's now our favourite restaurant.",
            "favourite_restaurant",
            "Dishoom",
        ),
    ],
)
def test_a_favourite_said_of_it_is_the_title_named_before(text: str, slot: str, title: str) -> None:
    assert ("assert", "Ana", slot, title) in _claims(text)


@pytest.mark.parametrize(
    "text", ["It's my favourite day of the week.", "Went to the gym, it's my new favourite thing."]
)
def test_no_title_named_before_no_favourite_value(text: str) -> None:
    assert not any(c[0] == "assert" and c[2].startswith("favourite") for c in _claims(text))


@pytest.mark.parametrize(
    ("text", "subject", "employer"),
    [
        ("Anna's new job is at the BBC.", "Anna", "BBC"),
        ("My job is at the NHS now.", "Ana", "NHS"),
        ("My new job is with the Met Office.", "Ana", "Met Office"),
    ],
)
def test_a_job_said_to_be_at_the_named_place(text: str, subject: str, employer: str) -> None:
    assert ("assert", subject, "works_at", employer) in _claims(text)


@pytest.mark.parametrize(
    ("text", "predicate", "value", "start"),
    [
        ("As of last month, I'm at Deloitte.", "works_at", "Deloitte", datetime(2024, 12, 1)),
        ("Starting last month, my manager is Priya.", "manager", "Priya", datetime(2024, 12, 1)),
        ("Since August, Mum has been living in Cork.", "lives_in", "Cork", datetime(2024, 8, 1)),
    ],
)
def test_a_time_opening_the_sentence_dates_the_clause_after_its_comma(
    text: str, predicate: str, value: str, start: datetime
) -> None:
    [claim] = [
        c
        for c in RULES.extract(Message(text, "Ana", AT))
        if c.predicate == predicate and c.action == "assert"
    ]
    assert (claim.object, claim.valid_from) == (value, start.replace(tzinfo=UTC))


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("I'm on the night shift at the Amazon warehouse.", "works_at", "Amazon warehouse"),
        ("My weekend job at Tesco pays the rent.", "works_at", "Tesco"),
        ("My day job at Tesco pays the rent.", "works_at", "Tesco"),
        ("I'm in my second year of medicine at Bristol.", "studies_at", "Bristol"),
    ],
)
def test_where_one_works_or_studies_said_in_passing(text: str, predicate: str, value: str) -> None:
    assert ("assert", "Ana", predicate, value) in _claims(text)
    assert not any(c[1] == "My" for c in _claims(text))  # "My" is no one


def test_lectures_as_a_noun_name_no_job() -> None:
    claims = _claims("Between lectures at Humboldt and my bar job, I barely sleep.", "Elias")
    assert not any(c[2] == "works_at" and c[3] == "Humboldt" for c in claims)


def test_sold_and_bought_stays_one_swap() -> None:
    claims = _claims("Felix sold his PS5 and bought a Steam Deck.", "Jonah")
    assert ("end", "Felix", "uses_console", "PS5") in claims
    assert ("assert", "Felix", "uses_console", "Steam Deck") in claims
