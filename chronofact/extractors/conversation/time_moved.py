"""A recurring time said to be no longer one time but another: "The team sync is no longer
Tuesday at 2pm; it's Wednesday at 11am from now on", "Retro's no longer Wednesday at 11, it's
Tuesday at 3 now", "Book club no longer meets on the first Sunday; it has moved to the last
Friday of the month".

The event readers read the first half as the end of a time whose value kept the words "no
longer" ("sync is at no longer Tuesday at 2pm"), and the new time after the comma was read as
nothing. Here, in a sentence where "no longer <time>" is followed by ", / ; it's / it is / it has
moved to / moved to / now <time>", the ended time of the sentence (a claim ending a time slot:
`slot_vocab.event_time_predicate`, or `meeting_time`) gets the old time as said, and the new
time is asserted on the same slot from the message time. Nothing is read when no claim of the
sentence ended a time slot (the event is not known). Pure; one pattern searched once over at
most `_READ_CHARS` (linear).
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.lexicon import WEEKDAYS
from chronofact.extractors.conversation.slot_vocab import event_time_predicate
from chronofact.extractors.conversation.statements import render

__all__ = ["times_moved", "to_time_of_a_move"]

_READ_CHARS = 1500
_DAY = rf"(?:{'|'.join(WEEKDAYS)})s?"
_CLOCK = r"\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?"
_TIME = (
    rf"(?:(?:every\s+|the\s+|on\s+)*(?:(?:first|second|third|fourth|last|other)\s+)?{_DAY}"
    r"(?:\s+(?:morning|afternoon|evening|night)s?)?(?:\s+of\s+(?:the|every)\s+month)?"
    rf"(?:\s+at\s+{_CLOCK})?|at\s+{_CLOCK})"
)
_MOVED = re.compile(
    rf"\bno\s+longer\s+(?:(?:meets|is|happens|runs)\s+)?(?:on\s+)?(?P<old>{_TIME})\s*[,;:]\s*"
    r"(?:but\s+|and\s+|so\s+)?(?:(?:now\s+)?it['\u2019]s|it\s+is|it\s+has\s+moved\s+to|it['\u2019]s"
    r"\s+moved\s+to|moved\s+to|now|we\s+(?:meet|do\s+it))\s+(?:on\s+)?(?P<new>" + _TIME + ")",
    re.IGNORECASE,
)


def _time_slot(claim: Claim) -> bool:
    return event_time_predicate(claim.predicate) or claim.predicate == "meeting_time"


def times_moved(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with a recurring time said to be no longer one time but another (see the
    module docstring)."""
    text = message.text[:_READ_CHARS]
    if "no longer" not in text.casefold():
        return claims
    out = list(claims)
    for start, end in split_sentences(text):
        m = _MOVED.search(text, start, end)
        if m is None:
            continue
        ended = [c for c in out if c.action == "end" and _time_slot(c) and start <= c.span[0] < end]
        if not ended:
            continue
        old, new = _said(m.group("old")), _said(m.group("new"))
        for c in ended:
            i = out.index(c)
            out[i] = dataclasses.replace(
                c,
                value=old,
                object=None,
                statement=render(c.subject, c.predicate, old, "end", True),
            )
            short = [d for d in out if _read_short(d, c, new)]
            out = [d for d in out if d not in short]
            if not any(
                d.subject == c.subject and d.predicate == c.predicate and d.action == "assert"
                for d in out
            ):
                out.append(
                    dataclasses.replace(
                        c,
                        action="assert",
                        value=new,
                        object=None,
                        valid_from=message.observed_at,
                        valid_to=None,
                        span=(m.start("new"), m.end("new")),
                        statement=render(c.subject, c.predicate, new, "assert", True),
                    )
                )
    return out


def _read_short(claim: Claim, ended: Claim, new: str) -> bool:
    """A claim of the new time read short ("Friday" of "the last Friday of the month") or on
    the plain meeting slot beside the event's own ("meeting_time" beside "sync_time")."""
    if claim.subject != ended.subject or claim.action != "assert" or not _time_slot(claim):
        return False
    said = str(claim.object or claim.value or "").casefold()
    if said not in new.casefold():
        return False
    if claim.predicate == ended.predicate:
        return said != new.casefold()
    return claim.predicate == "meeting_time"


def _said(time: str) -> str:
    return re.sub(r"^(?:on\s+|at\s+)", "", " ".join(time.split()), flags=re.IGNORECASE)


_FROM_TO = re.compile(r"^from\s+(?P<old>.+?)\s+(?:to|till|until)\s+(?P<new>.+)$", re.IGNORECASE)
"""A time value that kept both ends of a move ("from 9:30 to 10am")."""


_MOVE_WORD = re.compile(
    r"\b(?:moved|moving|shifted|changed|switched|pushed|pulled|bumped|rescheduled|brought)\b"
    r"[^.!?;]{0,40}?\bfrom\s",
    re.IGNORECASE,
)
"""A move said before "from" ("Standup moved from 9:30 to 10am"; not "from 2 to 3pm", a
span of time)."""


def to_time_of_a_move(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with an asserted time read as "from <old> to <new>" where the message says it
    moved ("Standup moved from 9:30 to 10am" had stored the time "from 9:30 to 10am") holding
    only the new time."""
    if not _MOVE_WORD.search(message.text[:_READ_CHARS]):
        return claims
    out: list[Claim] = []
    for c in claims:
        m = _FROM_TO.match(str(c.value or "")) if c.action == "assert" and _time_slot(c) else None
        if m is None or c.object is not None:
            out.append(c)
            continue
        new = _said(m.group("new"))
        out.append(
            dataclasses.replace(
                c, value=new, statement=render(c.subject, c.predicate, new, "assert", True)
            )
        )
    return out
