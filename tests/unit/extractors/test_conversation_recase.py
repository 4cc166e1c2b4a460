"""A person's name written with a capital in one message and in lower case in the next is the
same person (thirteenth session, issue 10: "ciaran's gone and got himself a job with Ryanair"
after "my brother Ciaran's at Aldi" gave the job to the speaker). `recase.recased` capitalises
those words again, same length; a pet's name, a word for no one, a thing of a known kind and a
relation word are left alone. Sentences written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.people import names_in
from chronofact.extractors.conversation.recase import persons_named, recased
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _before(text: str, speaker: str = "Sam") -> Message:
    return Message(text, speaker, AT)


@pytest.mark.parametrize(
    ("previous", "text", "expected"),
    [
        (
            "my brother Ciaran's been stacking shelves at Aldi",
            "ciaran's gone and got a job with Ryanair",
            "Ciaran's gone and got a job with Ryanair",
        ),
        (
            "Uche supports Arsenal, he never stops",
            "uche don turn City fan",
            "Uche don turn City fan",
        ),
        (
            "meera from my team is in Pune, Rohan is in Delhi",
            "so rohan shifted to Hyderabad",
            "so Rohan shifted to Hyderabad",
        ),
        ("Ikenna dey use Corolla", "ikenna sold it, he drives a lexus", None),
    ],
)
def test_a_name_said_before_is_capitalised_again(
    previous: str, text: str, expected: str | None
) -> None:
    out = recased(text, _before(previous))
    assert len(out) == len(text)
    if expected is not None:
        assert out == expected
    else:
        assert out.startswith("Ikenna sold it")


def test_the_previous_speaker_and_a_relation_said_in_lower_case() -> None:
    assert recased("did tomi call you back", _before("call me later", "Tomi")).startswith(
        "did Tomi"
    )
    said = "my sis jess is at Anytime Fitness, jess loves it"
    assert recased(said, None) == "my sis Jess is at Anytime Fitness, Jess loves it"


@pytest.mark.parametrize(
    ("previous", "text"),
    [
        ("I have a dog, Rex, and two cats", "rex passed in may"),  # a pet
        ("me and my sister have labs, mine is Max", "max crossed the rainbow bridge"),
        ("Honestly I'm fine with it", "honestly it's fine"),  # a word for no one
        ("Dad is retired now", "dad is bored"),  # a relation word
        ("She drives a Corolla", "the corolla died"),  # a thing of a known kind
        ("May is coming over", "in may we moved"),  # a name that is also a word
    ],
)
def test_no_person_no_change(previous: str, text: str) -> None:
    assert recased(text, _before(previous)) == text


def test_only_persons_are_named() -> None:
    names = persons_named("", _before("Femi is learning Portuguese for his Brazil trip"))
    assert "femi" in names
    assert "portuguese" not in names


def _claims(previous: str, text: str, speaker: str = "Sam") -> set[tuple[str, str, str]]:
    message = Message(text, speaker, AT, Message(previous, speaker, AT))
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(message)
        if c.action == "assert" and c.polarity
    }


@pytest.mark.parametrize(
    ("previous", "text", "fact"),
    [
        (
            "my boss Karen drives a Prius",
            "karen traded the prius for a Tesla in june",
            ("Karen", "vehicle", "Tesla"),
        ),
        (
            "Ikenna dey use Corolla, me I dey enter Bolt",
            "ikenna sold that corolla in may, he's driving Lexus RX",
            ("Ikenna", "vehicle", "Lexus RX"),
        ),
        (
            "Orla's engaged to yer man from Cork, I'm still seeing Dara",
            "orla called it all off in april, she's single and loving it",
            ("Orla", "relationship_status", "single"),
        ),
    ],
)
def test_the_lower_case_name_is_the_subject(
    previous: str, text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in _claims(previous, text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "orla called it all off in april, she's single and loving it",
            ("Orla", "relationship_status", "single"),
        ),
        (
            "ikenna sold that corolla in may, he's driving Lexus RX",
            ("Ikenna", "vehicle", "Lexus RX"),
        ),
        ("divya's manager is Nikhil since june", ("Divya", "manager", "Nikhil")),
        (
            "hamish and his wife separated in may. he's kipping on our couch",
            ("Hamish", "relationship_status", "separated"),
        ),
    ],
)
def test_a_lower_case_name_the_message_itself_shows(text: str, fact: tuple[str, str, str]) -> None:
    """No message before: the message shows the word is a person's (a past verb after it and
    a he or she later, a relation of theirs named, "X and his wife")."""
    said = {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, "Sam", AT))
        if c.action == "assert" and c.polarity
    }
    assert fact in said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("esi finally upgraded in july, she's on a Pixel 9", "Esi finally upgraded"),
        ("divya's manager changed, it's some Nikhil", "Divya's manager changed"),
        ("padraig's got himself an e-scooter", "Padraig's got himself"),
        ("brodie did his shoulder in june", "Brodie did his"),
    ],
)
def test_recased_by_the_message_alone(text: str, expected: str) -> None:
    assert recased(text, None).startswith(expected)


@pytest.mark.parametrize(
    "text",
    [
        "order shipped in june, she said it'd be late",  # a thing, not a person
        "rent increased again, landlord says sorry",  # no he or she after
        "pottery's been shelved since may",
    ],
)
def test_a_thing_opening_the_message_is_left_alone(text: str) -> None:
    assert recased(text, None) == text


def test_a_place_or_a_thing_is_no_one_a_pronoun_points_to() -> None:
    """ "near Norway", "his Brazil trip", "a Corolla": no person for a later he or she."""
    said = "kuya Paolo is a seaman, he's on a ship near Norway, saving for his Brazil trip"
    assert [m.name for m in names_in(said)] == ["Paolo"]
    assert [m.name for m in names_in("she still drives that Corolla, Ana says")] == ["Ana"]
    assert recased("kojo is in Achimota, his sister goes to Wesley", None).startswith("Kojo is")


@pytest.mark.parametrize(
    ("text", "other"),
    [
        ("Dev and I were roommates, he's in Austin now", "Dev"),
    ],
)
def test_a_pronoun_after_x_and_i_is_x(text: str, other: str) -> None:
    """ "X and I" (a lower-case X too) stays one subject, and a he or she after it is X."""
    from chronofact.extractors.conversation.extract import read_message

    draft = read_message(Message(text, "Chidi", AT))
    subjects = [c.subject for s in draft.sentences for c in s.found]
    subjects += [p.subject.name for s in draft.sentences for _, p in s.pending]
    assert other in subjects


def test_a_lower_case_name_and_i_stay_one_clause() -> None:
    from chronofact.extractors.conversation.clauses import clause_spans

    said = "dev and I were roommates in college, he's in Austin"
    assert said[slice(*clause_spans(said)[0])] == "dev and I were roommates in college"


def test_a_verb_after_my_relation_is_no_name() -> None:
    said = "my wife decides and I nod, my boss hates mondays"
    assert recased(said + ". Decides", None) == said + ". Decides"


def test_a_capitalised_word_opening_a_clause_is_a_name_only_with_a_he_or_she() -> None:
    """LoCoMo's "Dance is my stress relief", "Let's do it" name no one."""
    before = _before("Thanks Jon! Dance is my stress relief. Yeah, let's do it")
    assert recased("I love dance, let's go", before) == "I love dance, let's go"
    assert "femi" in persons_named("", _before("Femi is learning Portuguese for his trip"))


def test_a_word_inside_a_run_of_capitals_is_no_name() -> None:
    """FactConsolidation's "located in the city of New York City": "City" is no person, in
    the message before or in this one."""
    text = "The headquarters of MTV is located in the city of New York City."
    assert recased(text, _before("Jo moved to New York City, the city of dreams")) == text
    assert recased(text, None) == text
