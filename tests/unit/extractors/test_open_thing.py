"""A thing of one's own that no canonical slot covers, and its name (`open_thing`, asked last by
the generic pass): the slot is the thing's own words; a name is read, words of talk, people,
jobs and things of a known kind are not. Read by rules only, with the generic pass's matcher."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.open_thing import open_thing_slot, open_thing_value
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 1, 15, 9, tzinfo=UTC)
RULES = ConversationExtractor(embedder=embed)


def _claims(text: str) -> set[tuple[str, str, str]]:
    return {
        (c.subject, c.predicate, str(c.object or c.value))
        for c in RULES.extract(Message(text, "Naledi", AT))
        if c.polarity and c.action == "assert"
    }


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("My phone contract is with Kcell, renews in March.", "phone_contract", "Kcell"),
        # a listed provider goes to its kind's slot (`providers`), whatever words named it
        ("My phone contract is with Vodacom, renews in March.", "mobile_carrier", "Vodacom"),
        ("Airtel is my network now, the signal is finally decent.", "mobile_carrier", "Airtel"),
        ("My car insurance is with Direct Line since the renewal.", "car_insurer", "Direct Line"),
        ("My energy supplier is Octopus.", "energy_supplier", "Octopus"),
        ("My streaming service is Netflix.", "streaming_service", "Netflix"),
    ],
)
def test_a_thing_of_ones_own_and_its_name(text: str, slot: str, name: str) -> None:
    assert ("Naledi", slot, name) in _claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "My day was great.",
        "My point is that Vodacom is expensive.",
        "My daughter Ayanda is at Greenside Preschool.",  # a person named, no thing
        "Francesca is our marketing coordinator.",  # a job
        "I'm a Hearts supporter, my da's Hibs",  # a relative
    ],
)
def test_no_open_thing_without_a_thing_and_a_name(text: str) -> None:
    assert not any(
        p not in ("supports_team", "studies_at", "daughter", "occupation", "works_at")
        for _, p, _ in _claims(text)
    )


def test_a_known_slot_is_not_taken_for_an_open_one() -> None:
    assert ("Naledi", "works_at", "Infosys") in _claims(
        "My company is Infosys, been there since campus placement."
    )
    assert ("Naledi", "learning_language", "Greek") in _claims("My Monday lessons are Greek now.")


def test_the_slot_and_the_name_alone() -> None:
    assert open_thing_slot("phone contract") == "phone_contract"
    assert open_thing_slot("daughter Ayanda") is None
    assert open_thing_slot("point") is None
    assert open_thing_value("with Direct Line since the renewal") == "Direct Line"
    assert open_thing_value("a ThinkPad X1") == "ThinkPad X1"
    assert open_thing_value("terrible lately") is None


@pytest.mark.parametrize(
    ("text", "team"),
    [
        ("Liverpool is my club, always has been.", "Liverpool"),
        ("Karachi Kings are my side, and have been since March.", "Karachi Kings"),
    ],
)
def test_a_club_or_side_said_alone_is_the_team_one_supports(text: str, team: str) -> None:
    assert ("Naledi", "supports_team", team) in _claims(text)
    assert not any(p == "supports_team" for _, p, _ in _claims("My book club is the Readers."))


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("My driving instructor is Mr. Dube, very patient.", "driving_instructor", "Mr. Dube"),
        ("My piano teacher is Mrs Okoro.", "piano_teacher", "Mrs Okoro"),
        ("Our nanny is Thembi.", "nanny", "Thembi"),
        ("Our babysitter is Lerato from number 12.", "babysitter", "Lerato"),
    ],
)
def test_a_person_who_serves_one_is_read_on_the_slot_the_words_name(
    text: str, slot: str, name: str
) -> None:
    claims = _claims(text)
    assert ("Naledi", slot, name) in claims
    assert not any(p in ("doctor", "partner", "manager") for _, p, _ in claims)


def test_whose_job_it_is_is_no_slot_of_the_speakers() -> None:
    claims = _claims("Francesca is our marketing coordinator.")
    assert not any(p == "marketing_coordinator" for _, p, _ in claims)


def test_one_who_serves_one_said_name_first_is_ones_own() -> None:
    """Since the twenty-ninth session a driving instructor, a nanny or a babysitter is a person
    of one's own (`lexicon.PERSON_ROLES`), as "our driving instructor is Mr. Dube" says."""
    assert ("Naledi", "driving_instructor", "Mr. Dube") in _claims(
        "Mr. Dube is our driving instructor."
    )
