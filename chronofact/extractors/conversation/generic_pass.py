"""The generic pass: clauses the frames left empty, read by shape (`generic`) and put on a slot
by meaning (`slot_match`), all clauses of a message classified in one embedding call.

Without an embedder the pass does nothing but what the words alone decide (a thing with a
known category that is "on hold" / "over" ends its slot); the frames still run.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from chronofact.extractors.change_words import word_set
from chronofact.extractors.conversation.clauses import skip_aux
from chronofact.extractors.conversation.fans import read_fan
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.generic import (
    STATUS_SLOTS,
    Reading,
    read_person,
    read_thing,
    when_in,
)
from chronofact.extractors.conversation.generic_findings import findings
from chronofact.extractors.conversation.lasting import can_state_lasting
from chronofact.extractors.conversation.lexicon import CATEGORY_SLOTS, KIN_ALONE, PERSON_ROLES
from chronofact.extractors.conversation.pastime import pastime_findings, thing_of
from chronofact.extractors.conversation.people import SUBJECT_RE, People, Subject
from chronofact.extractors.conversation.slot_match import (
    END_MIN_SIMILARITY,
    MIN_SIMILARITY,
    NearestSlots,
    SlotMatcher,
)
from chronofact.extractors.conversation.special import own_thing

__all__ = ["Pending", "read_clause", "resolve", "texts_to_match"]

_EVENT = re.compile(
    r"\b(?P<ev>standup|stand-up|meeting|sync|call|class|appointment|review|retro|check-in|"
    r"one-on-one|session|interview|rehearsal|practice|lesson)s?\b",
    re.IGNORECASE,
)


_OWN = re.compile(r"(my|our|the|this|that|a|an)\s", re.IGNORECASE)
"""A clause led by a determiner: its subject is a thing, never a person's name."""


@dataclass
class Pending:
    """A clause waiting for its slot: the reading and who it is about."""

    reading: Reading
    subject: Subject
    clause_index: int
    found: list[Finding]


def read_clause(
    body: str,
    people: People,
    carry: Subject | None,
    verb_start: bool,
    mention_texts: list[str],
) -> tuple[Subject | None, Reading | None]:
    """The reading of a clause body (fillers skipped), and who it is about."""
    when = when_in(body, mention_texts)
    speaker = Subject(people.speaker) if people.speaker else None
    if verb_start:
        thing = read_thing(body, when)
        if thing is not None and speaker is not None and _thing_first(thing):
            return speaker, thing  # "grant proposal due October 1st": a thing, not a verb
        who = carry or speaker
        if who is None:
            return None, None
        aux = skip_aux(body)
        reading = read_person(body[aux.length :], aux.length, who.name, aux.copula, when)
        return who, _with_aux(reading, body[: aux.length])
    fan = read_fan(body, speaker.name) if speaker else None
    if fan is not None:
        return speaker, fan
    m = SUBJECT_RE.match(body)
    personal = m is not None and not m.group("name")
    if not personal:
        thing = read_thing(body, when)
        if thing is not None:
            return _owner(m, people) or speaker, thing
    own = None if personal else _OWN.match(body)
    if own is not None and _pet_led(body, own.end()):
        return None, None  # "my cat Luna loves the sofa": the pet's, read where pets are
    if own is not None and speaker is not None:
        # "My salary goes into my X account", "the client moved our call to ...": about the
        # speaker, but read as impersonal (only a date or time is taken from it)
        impersonal = own.group(1).lower() not in ("my", "our")
        reading = read_person(body, 0, speaker.name, False, when)
        return speaker, replace(reading, impersonal=impersonal) if reading else None
    if m is None:
        return None, None
    subject = people.resolve(m)
    if subject is None:
        return None, None
    aux = skip_aux(body[m.end() :])
    at = m.end() + aux.length
    reading = read_person(body[at:], at, subject.name, aux.copula, when)
    reading = _with_aux(reading, body[m.end() : at])
    named = bool(m.group("name")) and not m.group("and")
    return subject, replace(reading, named=named) if reading else None


_WORD_AT = re.compile(r"(?:(?:old|new|little|rescue|fat|lazy|naughty|baby)\s+)?(\w+)")


def _pet_led(body: str, at: int) -> bool:
    """A clause opening on "my"/"our" and a kind of pet ("my cat Luna loves the sofa", "our
    rescue greyhound sleeps all day"): about the pet, no thing of the speaker's doing."""
    if body[: at - 1].casefold() not in ("my", "our"):
        return False
    m = _WORD_AT.match(body, at)
    return m is not None and CATEGORY_SLOTS.get(m.group(1).casefold()) == "has_pet"


def _owner(m: re.Match[str] | None, people: People) -> Subject | None:
    """The person whose thing a clause opens on ("Hollie's audit report is due 31 October",
    "Esi's phone is an old iPhone 11"): the thing's state or date is theirs."""
    if m is None or not m.group("name") or not re.search(r"['\u2019]s$", m.group("name")):
        return None
    return people.resolve(m)


def _thing_first(reading: Reading) -> bool:
    """A lower-case clause that reads as a thing in a state, due on a date or of a known kind
    that ends ("couch finally arrived", "phone got stolen", "bike got nicked"), not as a verb
    first."""
    words = reading.thing.casefold().split()
    if reading.state and reading.obj.casefold() in _ARRIVAL_STATES and len(words) <= 2:
        return not _NOT_THINGS.intersection(words)  # "couch finally arrived"
    if reading.verb in _GATHERS and len(words) <= 3:
        return not _NOT_THINGS.intersection(words)  # "book club meets at the library"
    return reading.slot_hint == "deadline" or (reading.ending and reading.slot_hint is not None)


_GATHERS = word_set("meets gathers happens")


_NOT_THINGS = word_set(
    "finally just already now still it this that you i we they he she see get got"
)
_ARRIVAL_STATES = word_set("arrived delivered shipped dispatched backordered delayed")
"""States only a thing bought can be in ("felt accepted", "stay open", "see it done" are
no thing in a state)."""


def _with_aux(reading: Reading | None, aux: str) -> Reading | None:
    return replace(reading, aux=" ".join(aux.lower().split())) if reading else None


def _event_slot(slot: str, text: str) -> str:
    if slot != "meeting_time":
        return slot
    m = _EVENT.search(text)
    if m is None:
        return slot
    return m.group("ev").lower().replace("stand-up", "standup") + "_time"


def _asked(pending: list[Pending]) -> list[int]:
    """Indexes of the clauses that go to the slot matcher: those that can state a lasting
    state (`lasting`)."""
    return [i for i, p in enumerate(pending) if can_state_lasting(p.reading)]


def _status_slots(pending: list[Pending], slots: list[str | None], matcher: NearestSlots) -> None:
    """A thing said to be in a known state ("Warranty claim rejected", "the shoes arrived")
    is on a status slot whatever its words are nearest; which one (an order's or a
    request's) is decided by meaning among the status slots alone. A thing of a known
    category that ends ("Italian is on hold") keeps its own slot."""
    stated = [
        i
        for i, p in enumerate(pending)
        if p.reading.state
        and p.reading.subject is None
        and not _not_a_status_thing(p.reading.thing)
        and slots[i] not in STATUS_SLOTS
        and not (p.reading.ending and p.reading.slot_hint)
    ]
    if not stated:
        return
    texts = [pending[i].reading.text for i in stated]
    nearest = matcher.nearest(texts, [STATUS_SLOTS] * len(texts), [0.0] * len(texts))
    for i, (slot, _) in zip(stated, nearest, strict=True):
        slots[i] = slot


_PEOPLE_OR_EVENTS = frozenset([*PERSON_ROLES, *KIN_ALONE]) | word_set(
    "guest guests people friends kids children parents family everyone everybody team meeting "
    "flight train bus trip party class dinner lunch plan plans spring summer winter autumn fall "
    "day week weekend holiday baby"
)
"""Heads of a thing that arrives, is done or is cancelled without being an order or a
request: people, events, seasons ("the guests arrived", "my flight got cancelled")."""


def _not_a_status_thing(thing: str) -> bool:
    words = thing.casefold().split()
    if not words or words[-1] in _PEOPLE_OR_EVENTS:
        return True
    name_alone = len(words) == 1 and thing[:1].isupper()  # "Anna's arrived": a person
    return name_alone and not any(ch.isdigit() for ch in thing)


def texts_to_match(pending: list[Pending]) -> list[str]:
    """The clause texts `resolve` asks the matcher about (to embed a batch in advance), and
    the things a clause may name as a pastime (`pastime`)."""
    things = [t for t in (thing_of(p.reading) for p in pending) if t]
    return [pending[i].reading.text for i in _asked(pending)] + things


def resolve(pending: list[Pending], matcher: NearestSlots | None, speaker: str | None) -> None:
    """Fill `found` of each pending clause: its slot by meaning (or by its words alone when
    there is no matcher)."""
    if not pending:
        return
    slots: list[str | None] = [p.reading.slot_hint if matcher is None else None for p in pending]
    if matcher is not None:
        asked = _asked(pending)
        minimums = [
            END_MIN_SIMILARITY if pending[i].reading.ending else MIN_SIMILARITY for i in asked
        ]
        texts = [pending[i].reading.text for i in asked]
        nearest = matcher.nearest(texts, [None for _ in asked], minimums)
        for i, (slot, _) in zip(asked, nearest, strict=True):
            reading = pending[i].reading
            trusted = reading.subject or reading.slot_hint in ("meeting_place", "deadline")
            slots[i] = reading.slot_hint if reading.slot_hint and trusted else slot
        _status_slots(pending, slots, matcher)
    for p, slot in zip(pending, slots, strict=True):
        # a thing a person's name opens on is theirs ("Hollie's report is due ...": `_owner`)
        whose = p.subject.name if p.reading.subject is None and p.subject.name else speaker
        own = own_thing(p.reading.text) if whose == speaker and slot is not None else []
        if own:  # "my driving instructor is Mr Dube": the words name the slot, not its meaning
            p.found = own
            continue
        if slot is None:
            if p.reading.ending and p.reading.slot_hint:
                p.found = findings(p.reading, p.reading.slot_hint, whose)
            elif whose == speaker:  # "my phone contract is with Vodacom": an open slot
                p.found = own_thing(p.reading.text)
            continue
        found = findings(p.reading, slot, whose)
        p.found = [
            Finding(
                _event_slot(f.predicate, p.reading.text),
                f.target,
                f.action,
                f.end,
                f.literal,
                f.subject,
                f.confidence,
            )
            for f in found
        ]
    _pastimes([p for p in pending if all(f.predicate.endswith("_time") for f in p.found)], matcher)


def _pastimes(unread: list[Pending], matcher: NearestSlots | None) -> None:
    """Clauses nothing read that name a pastime by their shape ("I do ballet twice a week")."""
    if not unread or not isinstance(matcher, SlotMatcher):
        return
    for p, found in zip(
        unread, pastime_findings([p.reading for p in unread], matcher), strict=True
    ):
        p.found = p.found + found  # "joined a drama group, rehearsals are Tuesdays": both
