"""Whose value a message gives (thirteenth session, issue 10): a thing opened by someone's name
is theirs ("Hollie's audit report is due 31 October"), a pet said just before and named by a
pronoun is the speaker's ("got the kitten!! her name is Pepper"), a couple with the partner
unnamed ("Hamish and his wife separated"), and a bare reply to a question about someone ("does
she have a vet?" / "yeah Dr Walsh ...") is not the replier's. Sentences written for these
tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.answer_subject import Asked, asked_about
from chronofact.extractors.conversation.pets_passing import pet_named_after
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _said(text: str, speaker: str = "Sam") -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, speaker, AT))
        if c.action == "assert" and c.polarity
    }


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Hollie's audit report is due 31 October", ("Hollie", "deadline", "31 October")),
        ("Kagiso's visa docs are due 1 August", ("Kagiso", "deadline", "1 August")),
        ("Jia Hui's slides for the board are due 12 Sep", ("Jia Hui", "deadline", "12 Sep")),
    ],
)
def test_a_thing_opened_by_a_name_is_theirs(text: str, fact: tuple[str, str, str]) -> None:
    said = _said(text, "Liam")
    assert fact in said
    assert not any(s == "Liam" and p == fact[1] for s, p, _ in said)


def test_my_thing_stays_mine() -> None:
    assert ("Liam", "deadline", "30 June") in _said("my thesis is due 30 June", "Liam")


def test_a_thing_opened_by_the_is_no_ones() -> None:
    said = _said(
        "The funder's portal crashed for a week so they pushed the window back, the grant's "
        "due 2 December instead.",
        "Liam",
    )
    assert not any(s == "The" for s, _, _ in said), said


def test_a_verb_after_and_opens_a_new_value() -> None:
    """ "sold the fiat n got herself a campervan": the thing sold is "the fiat", not "fiat n
    got herself a campervan"."""
    from chronofact.extractors.conversation.trim import trim_object

    assert trim_object("the fiat n got herself a campervan") == "fiat"
    assert trim_object("the Golf and bought a Tesla") == "Golf"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("got the kitten!! her name is Pepper", "Pepper"),
        ("we adopted a puppy last week, he's called Bruno", "Bruno"),
        ("my cat is ancient. she's called Mochi", "Mochi"),
        ("rescued a beagle, we named him Dash", "Dash"),
    ],
)
def test_a_pet_named_by_a_pronoun(text: str, name: str) -> None:
    assert ("Sam", "has_pet", name) in _said(text)


@pytest.mark.parametrize(
    ("sentence", "before"),
    [
        ("her name is Freya", "met someone at work, "),  # no pet said
        ("her name is Ines", "got a dog. also a new colleague, "),  # a person after the pet
    ],
)
def test_a_person_named_by_a_pronoun_is_no_pet(sentence: str, before: str) -> None:
    assert pet_named_after(sentence, before) is None


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Hamish and his wife separated in May", "separated"),
        ("Tunde and his missus split up last month", "single"),
        ("Ama and her husband got divorced in June", "divorced"),
    ],
)
def test_a_couple_with_the_partner_unnamed(text: str, status: str) -> None:
    name = text.split()[0]
    assert (name, "relationship_status", status) in _said(text)


def _reply(question: str, answer: str) -> Message:
    asked = Message(question, "Bao", AT)
    return Message(answer, "Nneka", AT + timedelta(minutes=1), asked)


@pytest.mark.parametrize(
    ("question", "who"),
    [
        ("does she have a vet?", Asked(None)),
        ("lol ok. is he still at the bank?", Asked(None)),
        ("where's Tunde working now?", Asked("Tunde")),
        ("is Ana still at Google?", Asked("Ana")),
        ("where do you work now?", Asked("Nneka")),
        ("are you still in Cork?", Asked("Nneka")),
        ("where does your mum volunteer again?", Asked("Nneka's mom")),
        ("is ur brother still at Infosys?", Asked("Nneka's brother")),
        ("does your team still meet on Fridays?", Asked("Nneka")),
    ],
)
def test_whom_a_question_asks_about(question: str, who: Asked) -> None:
    assert asked_about(_reply(question, "yeah")) == who


@pytest.mark.parametrize(
    "question",
    ["how was Paris?", "did they hire anyone?", "no question here."],
)
def test_no_one_asked_about(question: str) -> None:
    assert asked_about(_reply(question, "yeah")) is None


def test_the_replier_says_whose() -> None:
    """A reply from the same speaker, or with no message before, asks nothing."""
    same = Message("yeah Dr Walsh", "Bao", AT, Message("does she have a vet?", "Bao", AT))
    assert asked_about(same) is None
    assert asked_about(Message("yeah Dr Walsh", "Nneka", AT)) is None
