"""Which words say that a slot's value changed, slot by slot (pure: a word table and two
tests; `change_meaning` reads it to end a value whose successor the message does not say).

"the deadline slipped", "my phone got stolen", "Dr Okafor retired", "the couch arrived",
"the ticket was resolved": each ends what the slot held, though the new value is not said
(or not readable). A change word alone is not enough -- "I moved my phone to the other desk"
says nothing of which phone I use -- so each slot group lists the words that change *its*
value: a phone is stolen, lost or replaced, not moved (nor broken: it may be mended); a
meeting is moved, pushed or rescheduled; an order arrives or is cancelled; a job is quit or
retired from.

Slots of a group are one for this test: "Dad retired from engineering" is about the job
whether the nearest slot by meaning is the employer or the occupation.

Some slots are *impersonal*: a meeting, a deadline, an order or a ticket is the speaker's
though the sentence's subject is the thing itself or an unnamed "they" ("Book club moved to
the cafe", "they extended the deadline", "the shop cancelled my order").
"""

from __future__ import annotations

import re

from chronofact.graph.slot_names import slots_of_predicate

__all__ = [
    "IMPERSONAL_SLOTS",
    "group_of",
    "is_impersonal",
    "names_slot",
    "new_state",
    "same_group",
    "says_slot_changed",
    "without_accessories",
]

_TIME_MOVES = (
    # "we moved!", "I moved out": a home, not a meeting
    r"(?<!\bwe\s)(?<!\bi\s)moved(?!\s+(?:out|in|house|away|abroad|back\s+home)\b)|"
    r"pushed(?:\s+back)?|postponed|rescheduled|delayed|slipped|extended|extension|"
    r"shifted|changed|switched|brought\s+forward|bumped"
)
_PLACE_MOVES = r"switched|moved|shifted|transferred|closed|cancell?ed|retired|left|quit"
_GROUPS: tuple[tuple[frozenset[str], str], ...] = (
    (
        frozenset({"works_at", "occupation"}),
        r"retired|quit|resigned|laid\s+off|fired|"
        r"stepped\s+down|promoted|bumped\s+up|became|left|stopped\s+(?:working|teaching)",
    ),
    (frozenset({"deadline"}), _TIME_MOVES),
    (frozenset({"meeting_time", "meeting_place"}), _TIME_MOVES + r"|relocated"),
    (
        frozenset({"order_status"}),
        r"delivered|arrived|shipped|dispatched|cancell?ed|refunded|"
        r"returned|showed\s+up|turned\s+up|out\s+for\s+delivery",
    ),
    (
        frozenset({"ticket_status"}),
        r"resolved|fixed|closed|reopened|escalated|approved|"
        r"rejected|cancell?ed|sorted",
    ),
    (
        frozenset({"partner", "relationship_status"}),
        r"divorced?|broke\s+up|split(?:\s+up)?|"
        r"separated|widowed|dumped",
    ),
    (
        frozenset({"uses_phone", "uses_laptop", "uses_device", "vehicle"}),
        r"stolen|lost|"
        r"totall?ed|written\s+off|wrote\s+off|replaced|"
        r"upgraded|switched|swapped|traded(?:\s+in)?|sold",
    ),
    # one's bank, gym, doctor and school change by the same words, yet each is a slot of its
    # own: "moved our savings to Swedbank" says nothing of the doctor
    *((frozenset({slot}), _PLACE_MOVES) for slot in ("bank", "gym", "doctor", "studies_at")),
    # "moved the couch into the spare room" moves a thing, not the speaker's home; "moved to
    # remote work" changes how one works
    (
        frozenset({"lives_in"}),
        r"moved(?!\s+(?:the|my|our|a|an|his|her|their|its|it|them|me|us|him|"
        r"this|that|some|all|everything)\b)(?!\s+to\s+(?:remote|hybrid|wfh|work|working|nights|"
        r"shifts?|part-?time|full-?time)\b)|relocated",
    ),
    (
        frozenset({"manager"}),
        r"left|quit|retired|resigned|replaced|moved\s+on|"
        r"(?:went|gone|off|out)\s+on\s+(?:\w+\s+)?leave|took\s+over|reassigned",
    ),
    # a team or a project one is moved onto ("they've moved me to the growth squad", "got
    # moved over to fraud", "reorg'd onto the platform team")
    (
        frozenset({"project"}),
        r"moved\s+(?:me|us|him|her|them|over|across|onto|on\s+to)|reassigned|rotated|"
        r"reorg'?d|reorganised|reorganized|pulled\s+off|rolled\s+off|transferred|switched",
    ),
)
_GROUP_RES = tuple(
    (slots, re.compile(rf"\b(?:{words})\b", re.IGNORECASE)) for slots, words in _GROUPS
)
IMPERSONAL_SLOTS = frozenset(
    {"deadline", "meeting_time", "meeting_place", "order_status", "ticket_status"}
)
"""Slots whose value belongs to the speaker whatever the sentence's grammatical subject."""


def group_of(predicate: str) -> frozenset[str]:
    """The canonical slots of the group a predicate's value is on (empty: none known)."""
    slots = slots_of_predicate(predicate)
    out: set[str] = set()
    for group, _ in _GROUP_RES:
        if group & slots:
            out |= group
    return frozenset(out)


def same_group(slot: str | None, predicate: str) -> bool:
    """The nearest slot of a clause is in the group of the predicate's slot."""
    return slot is not None and slot in group_of(predicate)


_ACCESSORY_CHANGED = re.compile(
    r"\b(?:link|url|password|passcode|invite|agenda|dial-?in|code|slides|notes)s?"
    r"(?:\s+(?:for|to|of)\s+(?:the\s+|our\s+|my\s+)?[\w-]+)?"
    r"\s+(?:has\s+|have\s+|got\s+|just\s+|was\s+|were\s+)?(?:changed|moved|shifted|switched)\b",
    re.IGNORECASE,
)
"""A thing that goes with a meeting changed, not the meeting ("the Zoom link for the meetings
changed", "the agenda got moved around")."""
_ACCESSORY_MOVED = re.compile(
    r"\b(?:moved|shifted|switched|changed)\s+(?:the\s+|our\s+|my\s+)?(?:[\w-]+\s+)?"
    r"(?:link|url|password|passcode|invite|agenda|dial-?in|code|slides|notes|docs|doc)s?\b",
    re.IGNORECASE,
)
"""The same said verb first ("Moved the sync notes to Notion", "changed the Zoom link")."""
_SETTING_CHANGED = re.compile(
    r"\b(?:switched|changed|set|put|turned)\s+(?:my|the|our|his|her)\s+[\w-]+\s+"
    r"(?:to|on|onto|into|in)\s+(?:dark|light|silent|airplane|aeroplane|flight|night|"
    r"low[\s-]+power|power[\s-]+sav\w*|battery[\s-]+sav\w*|do\s+not\s+disturb|vibrate|"
    r"eco|sport|comfort|focus|guest|kids?|safe|developer)\b",
    re.IGNORECASE,
)
"""A thing put into another mode ("Switched my phone to dark mode"): the same thing."""
_THINGS = r"(?:phone|laptop|computer|pc|mac|macbook|tablet|ipad|car|van|bike|motorbike|scooter)"
_PARTS = (
    r"(?:ram|memory|ssd|storage|hard\s+drive|battery|screen|display|keyboard|trackpad|"
    r"touchpad|software|os|firmware|case|charger|tyres?|tires?|brakes?|brake\s+pads|clutch|"
    r"engine|exhaust|windscreen|windshield|wipers?|headlights?|mirror|seats?)"
)
_PART_VERB = (
    r"(?:(?:upgraded|upgrading|upgrade|replaced|replacing|replace|changed|changing|change|"
    r"swapped|swapping|swap|fixed|fixing|cracked|smashed|new)\s+"
    r"(?:the\s+|my\s+|our\s+|his\s+|her\s+|a\s+|its\s+)?)?"
)
_PART_CHANGED = re.compile(
    rf"\b{_PART_VERB}{_THINGS}(?:['’]s)?\s+{_PARTS}\b"
    rf"|\b{_PART_VERB}{_PARTS}\s+(?:for|on|of|in|to)\s+"
    rf"(?:the\s+|my\s+|our\s+|his\s+|her\s+)?{_THINGS}\b"
    rf"|\b{_PART_VERB}{_THINGS}\s+to\s+\d+\s*(?:gb|tb)\b",
    re.IGNORECASE,
)
"""A part of a phone, laptop or car changed, or its memory ("Upgraded the laptop RAM", "new
brake pads on the car", "upgraded my laptop to 32GB"): the same thing, with a new part."""


_SLOT_NOUNS: tuple[tuple[frozenset[str], re.Pattern[str]], ...] = (
    (
        frozenset({"project"}),
        re.compile(r"\b(?:team|squad|project|crew|department|dept|pod|tribe)s?\b", re.I),
    ),
)
"""Nouns that name a slot outright, whatever the clause's nearest slot by meaning ("moved me to
the growth squad" is about one's team, though it reads as near an employer)."""


def names_slot(clause: str, predicate: str) -> bool:
    """The clause names the predicate's slot by one of its nouns (`_SLOT_NOUNS`)."""
    slots = slots_of_predicate(predicate)
    return any(group & slots and rx.search(clause) for group, rx in _SLOT_NOUNS)


def says_slot_changed(clause: str, predicate: str) -> bool:
    """The clause has a word that changes the value of the predicate's slot (not one that
    changes a meeting's link or agenda)."""
    slots = slots_of_predicate(predicate)
    clause = without_accessories(clause)
    return any(group & slots and rx.search(clause) for group, rx in _GROUP_RES)


_STATE_SLOTS = frozenset({"order_status", "ticket_status"})


def without_accessories(clause: str) -> str:
    """The clause without what changes a thing that goes with a slot's value, or a mode it is
    put in ("the Zoom link changed", "Moved the sync notes to Notion", "Switched my phone to
    dark mode"): words that say nothing of the value itself."""
    for accessory in (_ACCESSORY_CHANGED, _ACCESSORY_MOVED, _SETTING_CHANGED, _PART_CHANGED):
        clause = accessory.sub(" ", clause)
    return clause


def new_state(clause: str, predicate: str) -> tuple[str, tuple[int, int]] | None:
    """On an order's or a ticket's status, the state word that changed it ("delivered",
    "resolved") and where the clause says it: the new value itself."""
    slots = slots_of_predicate(predicate)
    if not slots or not slots <= _STATE_SLOTS:
        return None
    for group, rx in _GROUP_RES:
        if group & slots and (m := rx.search(clause)) is not None:
            return m.group().casefold(), m.span()
    return None


def is_impersonal(predicate: str) -> bool:
    """The predicate's slot is a meeting, a deadline, an order or a ticket."""
    slots = slots_of_predicate(predicate)
    return bool(slots) and slots <= IMPERSONAL_SLOTS | {"status"}
