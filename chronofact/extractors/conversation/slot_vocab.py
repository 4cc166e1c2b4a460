"""The canonical slot vocabulary: one slot per everyday category, each with a few prototype
sentences (matched to a clause by MiniLM cosine similarity, `slot_match`) and the kind of value
it takes.

Kinds (how `generic` reads a slot's value from a clause):
- ``entity``: a named organisation or place (the first capitalised phrase of the object);
- ``person``: a person's name ("Dr. Chen", "Raj");
- ``literal``: the object phrase itself ("pottery", "senior copywriter", "oat milk");
- ``state``: how a thing stands ("shipped", "on hold", "approved"), keyed by the thing;
- ``when``: a date or time ("September 30th", "Thursdays at 11am");
- ``none``: talk that states no lasting fact (the clause is left alone).

The prototypes are written in general words, not copied from any case set; what makes a clause
land on a slot is its meaning, so new phrasings of the same relation land on the same slot.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["SLOTS", "SlotSpec", "event_time_predicate", "is_time_predicate", "slot_kind"]


@dataclass(frozen=True)
class SlotSpec:
    """A canonical slot: the kind of value and the prototype sentences."""

    kind: str
    prototypes: tuple[str, ...]


def _s(kind: str, *prototypes: str) -> SlotSpec:
    return SlotSpec(kind, prototypes)


SLOTS: dict[str, SlotSpec] = {
    "works_at": _s(
        "entity",
        "I work at a company.",
        "My employer is a big firm.",
        "She got a job with a new employer.",
        "I was hired by a startup.",
        "He works for a bank as a developer.",
        "She teaches at a school.",
    ),
    "occupation": _s(
        "literal",
        "I work as a nurse.",
        "My job title is senior engineer.",
        "She is a teacher by profession.",
        "He got promoted to team leader.",
        "My profession is accountant.",
    ),
    "lives_in": _s(
        "entity",
        "I live in a city.",
        "We moved to another town.",
        "My home is in the capital.",
        "She relocated to a new country.",
        "Our flat is in the north of the city.",
    ),
    "studies_at": _s(
        "entity",
        "I study at the university.",
        "My son goes to the primary school.",
        "She is enrolled at a college.",
        "He is a student at the academy.",
    ),
    "partner": _s(
        "person",
        "I am dating someone.",
        "My girlfriend and I are together.",
        "My boyfriend is lovely.",
        "We are a couple.",
    ),
    "relationship_status": _s(
        "literal",
        "I am single.",
        "We got married.",
        "I am divorced now.",
        "We are engaged to be married.",
    ),
    "manager": _s(
        "person",
        "My boss is a good manager.",
        "I report to my team lead.",
        "My line manager is supportive.",
    ),
    "diet": _s(
        "literal",
        "I eat no meat.",
        "I am on a strict diet.",
        "I am vegetarian.",
        "I drink plant milk instead of dairy.",
        "I only eat fish and vegetables.",
    ),
    "has_pet": _s(
        "literal",
        "We have a dog.",
        "My cat sleeps all day.",
        "We adopted a puppy.",
        "I keep a pet rabbit.",
    ),
    "vehicle": _s(
        "literal",
        "I drive a car.",
        "I ride my bike to work.",
        "Our family car is an old estate.",
        "I commute on a motorbike.",
    ),
    "uses_phone": _s(
        "literal",
        "My phone is a smartphone.",
        "I use a mobile phone.",
        "I got a new phone.",
    ),
    "uses_laptop": _s(
        "literal",
        "My laptop is a notebook computer.",
        "I work on a laptop.",
        "I use a computer for work.",
    ),
    "uses_device": _s(
        "literal",
        "I read books on an e-reader.",
        "I use a tablet.",
        "My smartwatch tracks my steps.",
        "I track my workouts with a sports watch.",
        "I listen on my headphones.",
    ),
    "supports_team": _s(
        "entity",
        "I support a football club.",
        "I am a fan of the team.",
        "I cheer for my team every match.",
        "I follow a basketball team.",
    ),
    "hobby": _s(
        "literal",
        "In my free time I play a sport.",
        "My hobby is painting.",
        "On weekends I go hiking.",
        "I do crafts for fun in the evenings.",
        "I go running and swimming for exercise.",
    ),
    "learning_language": _s(
        "literal",
        "I am learning a foreign language.",
        "I take language lessons.",
        "I study a new language with an app.",
    ),
    "project": _s(
        "literal",
        "I lead the project at work.",
        "I am in charge of the campaign.",
        "I work on the migration project.",
        "I am heading the initiative.",
        "I am leading the rewrite of our software.",
    ),
    "gym": _s(
        "entity",
        "I work out at the gym.",
        "I train at a fitness club.",
        "I go to the gym near my home.",
    ),
    "doctor": _s(
        "person",
        "My doctor is Dr. Smith.",
        "I see a physiotherapist for my knee.",
        "My GP is at the local practice.",
        "I registered with a new doctor.",
    ),
    "bank": _s(
        "entity",
        "I bank with a bank.",
        "My bank account is with a bank.",
        "My salary goes into my bank account.",
        "I opened an account with a new bank.",
    ),
    "meeting_time": _s(
        "when",
        "The meeting is on Tuesday at 2pm.",
        "Our weekly call moved to Wednesday.",
        "The standup is at 9 every morning.",
    ),
    "meeting_place": _s(
        "literal",
        "The club meets at the pub.",
        "The group changed venue.",
        "We meet at the community hall.",
    ),
    "deadline": _s(
        "when",
        "The report is due on Friday.",
        "The deadline is next month.",
        "We have to submit it by the end of May.",
        "The deadline got pushed back.",
    ),
    "order_status": _s(
        "state",
        "My order has shipped.",
        "The parcel was delivered.",
        "The package is out for delivery.",
        "The item I ordered is on backorder.",
    ),
    "ticket_status": _s(
        "state",
        "The support ticket is open.",
        "The bug was fixed and merged.",
        "My request was approved.",
        "The issue is waiting for review.",
    ),
    # no slot: everyday talk that states no lasting fact (a clause nearest these is left alone)
    "none": _s(
        "none",
        "The weather is lovely today.",
        "I had pasta for lunch.",
        "We watched a film last night.",
        "That sounds like fun.",
        "Thanks, see you tomorrow.",
        "It was a long day.",
    ),
}


_TIME_PREDICATES = ("deadline", "launch_date")


def is_time_predicate(predicate: str) -> bool:
    """The predicate's value is itself a time (a deadline, a launch, `<event>_time`)."""
    return predicate in _TIME_PREDICATES or event_time_predicate(predicate)


def event_time_predicate(predicate: str) -> bool:
    """`<event>_time`: the time of a meeting or class ("standup_time"); not a favourite "of
    all time"."""
    return predicate.endswith("_time") and not predicate.endswith("_all_time")


def slot_kind(slot: str) -> str:
    """The kind of value a canonical slot holds ("entity", "person", "literal", ...); "literal"
    for a predicate outside the vocabulary."""
    return SLOTS[slot].kind if slot in SLOTS else "literal"
