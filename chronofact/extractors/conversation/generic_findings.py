"""Findings of a generic reading (`generic.Reading`) once its slot is known: a person's value
read by the slot's kind, or a thing's state, due date, meeting time or place (keyed by the
thing's id or kind).
"""

from __future__ import annotations

import re
from dataclasses import replace

from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.frames import PROJECT_HEADS
from chronofact.extractors.conversation.generic import (
    AT_PLACE,
    Reading,
    is_date_like,
    literal_of,
    value_of,
)
from chronofact.extractors.conversation.generic_guards import described, passing_remark
from chronofact.extractors.conversation.kin_words import CANONICAL_KIN
from chronofact.extractors.conversation.lexicon import (
    CATEGORY_SLOTS,
    KIND_ALONE,
    WANTS_DONE,
    category_slot,
)
from chronofact.extractors.conversation.people import ROLE_ALT
from chronofact.extractors.conversation.slot_vocab import slot_kind

__all__ = ["findings"]


_PLACE_SLOTS = frozenset({"lives_in", "works_at"})
_KIND_SLOTS = frozenset({"learning_language", "learning_instrument", "diet", "drinks", "hobby"})
"""A home or employer whose whole name is a word of one of these kinds is that instead."""
_BARE_VERBS = frozenset({"go", "goes", "get", "gets", "do", "does", "have", "has", "make", "take"})
"""A verb read alone as the value of a clause ("I always go to Tesco for milk"): no value."""
_FOOD_SLOTS = frozenset({"diet", "drinks"})
"""Slots near in meaning where the value's own word decides ("oat milk" is a drink)."""
_PROJECT_THING = re.compile(rf"\b{PROJECT_HEADS}$", re.IGNORECASE)
_OVER = frozenset(
    {
        "done",
        "finished",
        "complete",
        "completed",
        "over",
        "shipped",
        "launched",
        "live",
        "cancelled",
        "canceled",
        "delivered",
        "wrapped up",
        "scrapped",
        "shelved",
    }
)
"""A project's states that say it is over: "the billing migration is done" ends the project
the speaker was on, it is no request's status."""
_WORK_DONE = frozenset({"finished", "complete", "wrapped up"})
"""States of a piece of work, not of an order or a request unless it has a number ("order 5521
is complete")."""
_MINE = re.compile(r"\s*(?:mine|ours)\b", re.IGNORECASE)
"""A time said of "mine" after another's ("Nnamdi's standup moved to 10am. mine is still 8:30")."""
_REQUEST = re.compile(
    r"\b(?:request|application|claim|refund|complaint|case|appeal|visa|permit|passport|licen[cs]e|"
    r"loan|mortgage|transfer|return|exchange|booking|reservation|repair|report|issue|bug|query|"
    r"enquiry|inquiry|form|submission|petition|order|parcel|package|delivery|payment|invoice|"
    r"reimbursement|paperwork|renewal|upgrade|install(?:ation)?)s?\b",
    re.IGNORECASE,
)
"""Things whose state is tracked as a request's ("my visa application is approved", "the refund
went through"); the state of any other thing ("the appraisal was done") is no fact kept."""
_JOB_NOUN = re.compile(r"\s+(?:role|position|post|job|gig)$", re.IGNORECASE)
"""A title said with the word for a job after it: the title is what comes before."""


_MOVING = frozenset({"moved", "moving", "move", "moves", "relocated", "relocating"})
_SENDING = frozenset({"sent", "sending", "send", "sends"})
"""One sent somewhere is at school there ("sent our son to Queens College"), or on a trip."""
_ONE_MOVED = re.compile(
    rf"(?:my|our)\s+(?P<role>{ROLE_ALT})\s+(?:(?:over|back|down|up|out)\s+)?(?:to|into)\s+",
    re.IGNORECASE,
)


def _one_moved(reading: Reading, slot: str) -> tuple[str, Reading] | None:
    """A relative the subject moves to a place or a school ("we moved my mum to Abuja", "sent
    our son to Queens College"): the relative (whose home or school it is) and the reading of
    the rest."""
    verb = reading.verb.casefold()
    moved = verb in _MOVING and slot in ("lives_in", "studies_at")
    sent = verb in _SENDING and slot == "studies_at"
    m = _ONE_MOVED.match(reading.obj) if moved or sent else None
    if m is None or reading.subject is None:
        return None
    role = m.group("role").casefold()
    whose = f"{reading.subject}'s {CANONICAL_KIN.get(role, role)}"
    return whose, replace(reading, obj=reading.obj[m.end() :])


_TIME_LEAD = ("on ", "at ", "every ")
_TIME_TAIL = (" now", " these days", " from now on")


def _only_a_time(reading: Reading) -> bool:
    """What is said of a thing is its time alone ("our pub quiz is Wednesdays at 8 now"): the
    thing's slot by meaning (a quiz is a pastime) holds no time, the time is when it is on."""
    said = reading.obj.strip().rstrip(".!").casefold()
    for lead in _TIME_LEAD:
        said = said.removeprefix(lead)
    for tail in _TIME_TAIL:
        said = said.removesuffix(tail)
    return bool(reading.when.strip()) and said.strip() == reading.when.strip().casefold()


def findings(reading: Reading, slot: str, speaker: str | None) -> list[Finding]:
    """The findings of a reading on `slot` (a relative moved there: theirs, `_one_moved`)."""
    moved = _one_moved(reading, slot)
    if moved is None:
        return _findings(reading, slot, speaker)
    whose, rest = moved
    return [replace(f, subject=whose) for f in _findings(rest, slot, speaker)]


def _findings(reading: Reading, slot: str, speaker: str | None) -> list[Finding]:
    kind = slot_kind(slot)
    if kind == "none":
        return []
    if reading.subject is None and kind not in ("state", "when") and _only_a_time(reading):
        return _thing_findings(replace(reading, ending=False), "meeting_time", "when", speaker)
    if reading.subject is None and reading.owned and speaker and kind not in ("state", "when"):
        if reading.ending and reading.thing:  # "my bike got stolen": the bike ends, not "stolen"
            kind_alone = reading.thing.casefold() in KIND_ALONE
            thing = None if kind_alone else reading.thing
            return [Finding(slot, thing, "end", reading.end, literal=True, confidence=0.7)]
        reading = replace(reading, subject=speaker)  # "my physio is Dr. Chen"
    if reading.subject is None:
        return _thing_findings(reading, slot, kind, speaker)
    if kind == "state" or (reading.impersonal and kind != "when"):
        return []
    if passing_remark(reading.subject, reading.verb, reading.obj, reading.named, slot, kind):
        return []
    if kind == "when":
        return _thing_findings(replace(reading, ending=False), slot, kind, speaker)
    value = value_of(reading, kind, slot)
    if value.casefold() in _BARE_VERBS:
        return []  # "I always go to Tesco for milk": a verb, no diet
    if kind == "literal" and described(value):
        return []  # "she's very thorough": a description, no job or state
    if slot in _FOOD_SLOTS and category_slot(value) in _FOOD_SLOTS:
        slot = category_slot(value) or slot  # "stick with oat milk": what one drinks
    own = CATEGORY_SLOTS.get(value.lower()) if value else None
    if slot in _PLACE_SLOTS and own in _KIND_SLOTS and own is not None:
        slot, kind = own, "literal"  # "moved on to Portuguese": a language, not a home
    literal = kind in ("literal", "when")
    if reading.ending:
        return [Finding(slot, value or None, "end", reading.end, literal=literal, confidence=0.7)]
    if slot == "occupation":
        value = _JOB_NOUN.sub("", value)  # "got the head of department role"
    if slot == "relationship_status" and value.casefold() == "relationship":
        value = "in a relationship"  # "I'm in a relationship now": the status, as said
    if not value or value.casefold() in KIND_ALONE:
        return []  # "new phone who dis", "I have a car": no particular one
    return [Finding(slot, value, "assert", reading.end, literal=literal, confidence=0.7)]


_FROM_WHEN = re.compile(
    r"\b(?:from|since|starting|as\s+of|until|till|til)\s+(?:this\s+|next\s+)?$", re.I
)
"""Just before a time: the start or end of something ("back on days from Monday"), not the
time a meeting is held ("the standup moved to 10am from Monday" is read at "10am")."""


def _before_when(reading: Reading) -> str:
    at = reading.text.find(reading.when)
    return reading.text[:at] if at > 0 else ""


def _thing_findings(reading: Reading, slot: str, kind: str, speaker: str | None) -> list[Finding]:
    if reading.ending and reading.slot_hint is not None:
        # "Italian is on hold", "the ThinkPad is retired": the thing's own slot ends; a thing
        # named by its kind alone ("phone got stolen") ends whichever one was held
        kind_alone = reading.thing.casefold() in KIND_ALONE
        thing = None if kind_alone else reading.thing
        return [Finding(reading.slot_hint, thing, "end", reading.end, literal=True)]
    if speaker is None:
        return []
    if kind == "state":
        state = value_of(reading, kind)
        if not state:
            return []
        if not reading.ident and _PROJECT_THING.search(reading.thing) and state.lower() in _OVER:
            return [Finding("project", reading.thing, "end", reading.end, literal=True)]
        if not reading.ident and state.lower() in _WORK_DONE:
            return []  # "the essay is finished": a piece of work, no order's or request's state
        # keyed by the id, else by the kind of thing: a later message about "the parcel"
        # supersedes one about "my order of shoes"
        noun = "order" if slot == "order_status" else "request"
        if noun == "request" and re.search(r"\bticket\b", reading.thing, re.IGNORECASE):
            noun = "ticket"  # "my support ticket": the key a later "closed my ticket" uses
        elif noun == "request" and not reading.ident and not _REQUEST.search(reading.thing):
            return []  # "Jae-won's appraisal was done": no request of anyone's
        subject = reading.ident or f"{speaker}'s {noun}"
        return [Finding("status", state, "assert", reading.end, literal=True, subject=subject)]
    if kind == "when" and reading.when:
        predicate = "deadline" if slot == "deadline" else "meeting_time"
        if predicate == "meeting_time" and _FROM_WHEN.search(_before_when(reading)):
            return []  # "back on days from Monday": when something starts, no meeting's time
        # a person's own time ("My colleague Farah has to hand in the audit by 15 November")
        # is theirs, resolved as the clause's subject; a thing's is the speaker's
        theirs = (
            reading.subject
            and not _MINE.match(reading.text)
            and not WANTS_DONE.search(reading.text)  # "Mrs Owusu wants the reports by Friday"
        )
        whose = None if theirs and not category_slot(reading.subject or "") else speaker
        return [
            Finding(predicate, reading.when, "assert", reading.end, literal=True, subject=whose)
        ]
    said_place = reading.verb in ("meets", "meet", "changed") or reading.slot_hint == slot
    if slot == "meeting_place" and said_place:
        # "meets the first Wednesday of the month at the library": the place is what follows
        # "at"/"in", wherever it stands; a time alone is when it meets, not where
        at = AT_PLACE.search(" " + reading.obj.strip())
        place = literal_of(at.group("p")) if at else ""
        out = [Finding(slot, place, "assert", reading.end, literal=True, subject=speaker)]
        if reading.when and is_date_like(reading.when):
            out.append(Finding("meeting_time", reading.when, "assert", reading.end, True, speaker))
        return [f for f in out if f.target]
    return []
