"""A change told as part of an exchange: a value said as a fragment continues the person the
sentence before was about (`fragment_subject`), a question told back with its answer is a
statement (`reported`), an order's or ticket's state is said of "it" after the thing was named
(`it_state`), and a topic's state answer may open on an adverb (`self_answer`). Sentences
written for this test (not from any bench set)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.fragment_subject import fragment_topic
from chronofact.extractors.conversation.reported import reported_statements

AT = datetime(2025, 9, 15, 10, tzinfo=UTC)
EX = ConversationExtractor()


def facts(text: str, speaker: str = "Ola") -> set[tuple[str, str, str, str]]:
    out = set()
    for c in EX.extract(Message(text=text, speaker=speaker, observed_at=AT)):
        out.add((c.subject, c.predicate, c.object or c.value or "", c.action))
    return out


def topic(text: str, value: str, speaker: str = "Ola") -> str | None:
    at = text.index(value)
    start = max(text.rfind(". ", 0, at), text.rfind("! ", 0, at))
    sentence_start = start + 2 if start >= 0 else 0
    return fragment_topic(text, sentence_start, at, at + len(value), speaker)


@pytest.mark.parametrize(
    ("text", "value", "who"),
    [
        ("Uncle Kojo sold the car in May. Shopkeeper these days", "Shopkeeper", "Kojo"),
        ("Eoin's home! Back in Limerick since May", "Limerick", "Eoin"),
        ("Saw Ewan Saturday. Charge nurse on the ward since June", "Charge nurse", "Ewan"),
        ("asked did Cathal ever leave Ryanair. He did! Aer Lingus since May", "Aer", "Cathal"),
        ("About Yaw - head chef there since Easter!", "head chef", "Yaw"),
        ("re Jess: Atlassian since July", "Atlassian", "Jess"),
        ("Wei Ling moved out of Tampines. Punggol now", "Punggol", "Wei Ling"),
    ],
)
def test_a_fragment_continues_the_one_person_said_before(text: str, value: str, who: str) -> None:
    assert topic(text, value) == who


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I sold my car. Back in Leeds since May", "Leeds"),  # the speaker's own
        ("Ewan's wedding was lovely. Back in Leeds since Monday", "Leeds"),  # a thing of his
        ("Kojo and Ama came round. Back in Leeds since May", "Leeds"),  # two people
        ("first shift at Makati Medical tomorrow!! Nurse at last", "Nurse"),  # a place
        ("Kojo sold the car. I'm at Shoprite now", "Shoprite"),  # a subject of its own
        ("Kojo sold the car. Shoprite for me these days", "Shoprite"),  # first person
    ],
)
def test_no_topic_when_the_talk_before_names_no_one_person(text: str, value: str) -> None:
    assert topic(text, value) is None


def test_the_carried_subject_reaches_the_rules() -> None:
    assert ("Eoin", "lives_in", "Limerick", "assert") in facts(
        "you'll never guess - Eoin's home! Back in Limerick since May"
    )
    assert ("Ola", "lives_in", "Leeds", "assert") in facts("I sold my car. Back in Leeds since May")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "lol you asked if I'm still with TCS - nope, took the Accenture offer in april",
            "I'm no longer with TCS. took the Accenture offer in april",
        ),
        (
            "you asked whether Kwame still lives in Leeds: nope, he moved to York",
            "Kwame no longer lives in Leeds. he moved to York",
        ),
        (
            "Mam was asking if im still at Infosys. nah, Wipro since march",
            "I'm no longer at Infosys. Wipro since march",
        ),
        (
            "you asked if I'm still living in Leeds - yep, still there",
            "I'm still living in Leeds. still there",
        ),
        ("you asked who I go for - it's the Giants these days", "I go for the Giants these days"),
        (
            "you were asking where Tunde's working. Paystack since june",
            "Tunde's working at Paystack since june",
        ),
    ],
)
def test_a_reported_question_with_its_answer_is_a_statement(text: str, said: str) -> None:
    assert [r.text for r in reported_statements(text)] == [said]


@pytest.mark.parametrize(
    "text",
    [
        "you asked if Wei Ling can come for dinner in town - even harder lah",
        "she asked if I wanted to come - nope, too tired",
        "you asked about the house - we gave it up in June",
        "you asked if I'm still with TCS - not sure what you mean",
    ],
)
def test_no_statement_from_a_question_about_no_state(text: str) -> None:
    assert reported_statements(text) == []


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "you asked if I'm still with TCS - nope, took the Accenture offer",
            ("Ola", "works_at", "TCS", "end"),
        ),
        ("Mam was asking if I'm still at Infosys. nah", ("Ola", "works_at", "Infosys", "end")),
        (
            "you asked if I'm still living in Leeds - yep, still there",
            ("Ola", "lives_in", "Leeds", "assert"),
        ),
        (
            "you were asking where Tunde's working. Paystack since june",
            ("Tunde", "works_at", "Paystack", "assert"),
        ),
    ],
)
def test_a_reported_question_answered_gives_its_fact(
    text: str, fact: tuple[str, str, str, str]
) -> None:
    assert fact in facts(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("that Jumia order 5582? they cancelled it in March", ("5582", "status", "cancelled")),
        ("ticket 4471? IT closed it", ("4471", "status", "closed")),
        ("ordered the blue one from Zara. it arrived", ("Ola's order", "status", "arrived")),
        ("that monitor? sent it back in April, refund came", ("Ola's order", "status", "returned")),
        ("ticket 77812, they marked it as fixed last month", ("77812", "status", "fixed")),
        ("INC-20931? finally resolved in April", ("INC-20931", "status", "resolved")),
        ("order 9912? already delivered", ("9912", "status", "delivered")),
    ],
)
def test_a_state_said_of_it_is_the_named_things(text: str, fact: tuple[str, str, str]) -> None:
    assert (*fact, "assert") in facts(text)


@pytest.mark.parametrize(
    "text",
    [
        "my order is taking forever, they haven't shipped it yet",
        "my ticket with IT about the laptop, they might close it next week",
        "I love my new phone, it's done wonders",
        "that monitor? no idea, haven't returned it",
    ],
)
def test_no_state_of_it_when_not_said_so(text: str) -> None:
    assert not [f for f in facts(text) if f[1] == "status"]


def reply(
    question: str, answer: str, asker: str = "Sam", replier: str = "Ravi"
) -> set[tuple[str, str, str, str]]:
    before = Message(text=question, speaker=asker, observed_at=AT)
    said = Message(text=answer, speaker=replier, observed_at=AT, previous=before)
    return {(c.subject, c.predicate, c.object or c.value or "", c.action) for c in EX.extract(said)}


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("still at Infosys?", "nope, wipro since march", ("Ravi", "works_at", "Infosys", "end")),
        (
            "are you still living in Leeds?",
            "nah moved to York in June",
            ("Ravi", "lives_in", "Leeds", "end"),
        ),
        ("u still at Accenture?", "no, Deloitte now", ("Ravi", "works_at", "Accenture", "end")),
        ("Is Kwame still in Leeds?", "nope, he moved", ("Kwame", "lives_in", "", "end")),
    ],
)
def test_a_question_before_denied_ends_its_value(
    question: str, answer: str, fact: tuple[str, str, str, str]
) -> None:
    assert fact in reply(question, answer)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("is Kwame still in Leeds?", "no, Kwame's the one in Leeds, I'm in York now"),
        ("still at Infosys?", "haha what do you think"),
        ("still at Infosys? asking for a friend", "nope"),  # the last sentence asks nothing
    ],
)
def test_no_end_from_a_reply_that_denies_nothing(question: str, answer: str) -> None:
    assert not [f for f in reply(question, answer) if f[3] == "end"]


def test_the_same_speaker_asking_is_no_question_answered() -> None:
    assert not [f for f in reply("still at Infosys?", "nope", asker="Ravi") if f[3] == "end"]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("still at Infosys? nope, Wipro since march", ("Ola", "works_at", "Infosys", "end")),
        ("still living in Leeds? nah, York since june", ("Ola", "lives_in", "Leeds", "end")),
    ],
)
def test_a_question_asked_and_denied_in_one_message(
    text: str, fact: tuple[str, str, str, str]
) -> None:
    assert fact in facts(text)
