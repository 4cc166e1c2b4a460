"""Facts said in passing, so that a first message is stored and a later change has something
to replace (`conversation.thing_state`, `.owned`, `.routines`, the frames and shapes added
with them). Sentences written for these tests (none from a bench set), each kind with small
talk that only looks alike and must give nothing on that slot."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 3, 15, 12, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _claims(text: str, previous: str | None = None) -> list[Claim]:
    before = Message(previous, "Maya", AT) if previous else None
    return WITH.extract(Message(text, "Maya", AT, previous=before))


def _asserted(text: str) -> set[tuple[str, str, str | None]]:
    return {
        (c.subject, c.predicate, c.object or c.value)
        for c in _claims(text)
        if c.action == "assert" and c.polarity
    }


def _slots(text: str) -> set[str]:
    return {c.predicate for c in _claims(text)}


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Bought a desk lamp on Etsy, it's dispatched", "Maya's order", "dispatched"),
        ("Logged bug JIRA-221 with the platform team, it's in review.", "JIRA-221", "in review"),
        ("Filed a ticket with Adobe about billing, it's still open.", "Maya's ticket", "open"),
        ("Warranty claim for the fridge: rejected.", "Maya's request", "rejected"),
        ("Order 5521 (the blender) is cancelled.", "5521", "cancelled"),
        ("My case with the insurer, #77120, is still pending.", "#77120", "pending"),
        ("the website says my parcel is delayed", "Maya's order", "delayed"),
        ("IT resolved my laptop ticket", "Maya's ticket", "resolved"),
    ],
)
def test_state_of_a_thing_said_across_clauses(text: str, subject: str, value: str) -> None:
    assert (subject, "status", value) in _asserted(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ordered pizza, it's not delivered yet",
        "Bought a new rug, it's done",
        "Order of the day: pending questions",
        "Raised this with my manager, I'm done with it",
    ],
)
def test_no_state_without_a_thing_and_its_state(text: str) -> None:
    assert "status" not in _slots(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("my trusty Honda Jazz just passed its MOT again", "vehicle", "Honda Jazz"),
        ("riding my Brompton to the office most days", "vehicle", "Brompton"),
        ("sent from my iPhone 12, sorry for typos", "uses_phone", "iPhone 12"),
        ("writing this on my ThinkPad X1 between meetings", "uses_laptop", "ThinkPad X1"),
        ("I get about on my e-scooter", "vehicle", "e-scooter"),
        ("My vehicle is a Renault Kangoo, great for the dogs.", "vehicle", "Renault Kangoo"),
    ],
)
def test_vehicle_or_device_named_as_mine(text: str, slot: str, value: str) -> None:
    assert ("Maya", slot, value) in _asserted(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("my Galaxy S21 got stolen at the gig", "uses_phone"),
        ("sold my old Honda Jazz last week", "vehicle"),
        ("my brother's Pixel 7 is great", "uses_phone"),
        ("typing this on the train", "uses_laptop"),
        ("cycling to the park on Sunday", "vehicle"),
    ],
)
def test_no_owned_thing_when_given_up_someone_elses_or_unnamed(text: str, slot: str) -> None:
    assert not any(s == slot and a == "assert" for s, a in _slot_actions(text))


def _slot_actions(text: str) -> list[tuple[str, str]]:
    return [(c.predicate, c.action) for c in _claims(text) if c.subject == "Maya" and c.polarity]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("7am workouts at PureGym most days", "gym", "PureGym"),
        ("Member at the YWCA near the station.", "gym", "YWCA"),
        ("Saturday mornings are Korean lessons", "learning_language", "Korean"),
        ("babbel streak 40 days on Dutch", "learning_language", "Dutch"),
        ("trying to learn Greek before the wedding", "learning_language", "Greek"),
        ("GP appointment with Dr Okoro on Monday", "doctor", "Dr Okoro"),
        ("Project Heron is my responsibility now", "project", "Project Heron"),
        ("management handed me the billing migration to run", "project", "billing migration"),
        ("Currently I own the onboarding revamp.", "project", "onboarding revamp"),
        ("I'm the one leading our ERP rollout", "project", "ERP rollout"),
        ("I do payroll for Unilever", "works_at", "Unilever"),
        ("i do frontend stuff for zalando", "works_at", "zalando"),
        ("My cousin Ama stays in Tamale.", "lives_in", "Tamale"),
        ("my flat in leeds has mould again", "lives_in", "Leeds"),
        ("my new obsession is bouldering", "hobby", "bouldering"),
        ("Crochet is my thing on weekdays.", "hobby", "crochet"),
        ("Hearts forever 💙", "supports_team", "Hearts"),
    ],
)
def test_routines_and_memberships(text: str, slot: str, value: str) -> None:
    asserted = {(p, v) for _, p, v in _asserted(text)}
    assert (slot, value) in asserted


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("Member of the Labour party", "gym"),
        ("therapy sessions at St Mary's", "gym"),
        ("morning sessions at the library", "gym"),
        ("my son's French class is on Monday", "learning_language"),
        ("I teach Spanish classes at the community centre", "learning_language"),
        ("I want to learn Greek someday", "learning_language"),
        ("dentist appointment with Lima tomorrow", "dentist"),
        ("Meera is my baby", "project"),
        ("I do pilates at Core Collective", "works_at"),
        ("I do hot yoga at a studio called Flow", "works_at"),
        ("I do my shopping at Lidl", "works_at"),
        ("she stays in on fridays", "lives_in"),
        ("my flat in town is freezing", "lives_in"),
        ("Sarcasm is my thing", "hobby"),
    ],
)
def test_routine_look_alikes_give_nothing(text: str, slot: str) -> None:
    assert slot not in {p for _, p, _ in _asserted(text)}


@pytest.mark.parametrize(
    ("text", "relation", "name"),
    [
        ("Zara (my sister) works at Monzo", "sister", "Zara"),
        ("Leo (my bf) is making pasta tonight", "partner", "Leo"),
        ("Pepper (our dog) is snoring on the sofa", "has_pet", "Pepper"),
        ("Lunch with my manager Priya later", "manager", "Priya"),
        ("Movie night with my girlfriend Ines tonight", "partner", "Ines"),
        ("Me and Tomasz are together, five years now", "partner", "Tomasz"),
        ("Ana and I have been together since uni.", "partner", "Ana"),
    ],
)
def test_relation_named_in_passing(text: str, relation: str, name: str) -> None:
    assert ("Maya", relation, name) in _asserted(text)


def test_a_friend_met_in_passing_is_no_kept_relation() -> None:
    assert "friend" not in _slots("I visited my friend Carla in Lyon last week")
    assert "colleague" not in _slots("had lunch with my colleague Ben")


def test_together_at_a_place_is_no_couple() -> None:
    assert "partner" not in _slots("Jo and I were together at school")
    assert "partner" not in _slots("me and Sam are together at the party")


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("ok essay due May 2nd, back to work", "deadline", "May 2nd"),
        ("The report has to be in by March 3.", "deadline", "March 3"),
        ("Married nine years this June", "relationship_status", "married"),
        ("The choir meets every Tuesday in the church hall", "meeting_place", "church hall"),
        ("The choir meets every Tuesday in the church hall", "meeting_time", "every Tuesday"),
    ],
)
def test_objects_are_the_thing_itself(text: str, slot: str, value: str) -> None:
    assert (slot, value) in {(p, v) for _, p, v in _asserted(text)}


@pytest.mark.parametrize(
    ("text", "slot"),
    [("phone got nicked at the station", "uses_phone"), ("car got written off", "vehicle")],
)
def test_a_thing_of_a_kind_that_ends_ends_its_slot(text: str, slot: str) -> None:
    ends = [c for c in _claims(text) if c.action == "end" and c.predicate == slot]
    assert ends and ends[0].object is None and ends[0].value is None
    assert not any(c.action == "assert" and c.predicate == slot for c in _claims(text))


def test_titled_names_and_product_names_are_whole() -> None:
    assert ("Maya", "neighbour", "Mrs. Adeyemi") in _asserted("My neighbour Mrs. Adeyemi has a cat")
    assert ("Maya", "uses_laptop", "ThinkPad") in _asserted("I do everything on a ThinkPad.")
    hobbies = {v for _, p, v in _asserted("I do hot yoga at a studio called Flow") if p == "hobby"}
    assert hobbies == {"hot yoga"}
    assert "I've" not in {c.object for c in _claims("went to live with my mum, I've got a parrot")}


def test_misread_objects_are_not_stored() -> None:
    assert ("occupation", "new intake teacher") not in {
        (p, v) for _, p, v in _asserted("I'm a nurse educator now, teaching the new intake.")
    }
    assert "married_to" not in _slots("Married nine years this June")
    breakup = _claims("Karim and me are done, since the summer.")
    assert any(c.action == "end" and c.predicate == "partner" for c in breakup)
    assert "partner" not in {c.predicate for c in _claims("ugh I'm done, since the summer.")}
