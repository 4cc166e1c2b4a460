"""One regular event's time said under two names (pure; `same_slot` asks it).

The extractor names the slot of a regular event's time after the event when the sentence names
one ("piano_lesson", "choir_practice", "weekly_sales_review", "standup_time") and with the
generic `meeting_time` when it does not ("it's Friday 7pm since June"). A new time on one name
replaces the time stored on another for the same person when

- the new time's sentence names the stored event by a word of its own ("Kayla's piano teacher
  changed her slot to Saturdays 10am" with "piano_lesson" stored; "Pieter's sales review is
  Tuesday 3pm" with "weekly_sales_review"), or
- one of the two is the generic `meeting_time`, the person holds only that one event time,
  and the message says something changed ("since June", "pushed", "moved", "now": the word
  net `NOVELTY_RE`; or "since" in the new time's sentence: "thu 2pm since the reorg").

An event slot is a predicate ending in `_time`, or one outside the slot vocabulary whose stored
value is a day or a clock time ("Saturday mornings at 9"): never a deadline, a launch date or
a slot of the vocabulary ("gym", "doctor").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from chronofact.extractors.change_words import NOVELTY_RE, STOP, word_set
from chronofact.extractors.conversation.lexicon import MONTHS
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.graph.entities import name_key
from chronofact.graph.predicates import normalise_predicate

if TYPE_CHECKING:
    from chronofact.graph.ingest.change_plan import CurrentFact

__all__ = ["GENERIC_TIME", "event_slot", "one_event", "same_event_named"]

GENERIC_TIME = "meeting_time"
_TIME = "_time"
_CLOCK = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)s?\b|"
    r"\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|\b\d{1,2}:\d\d\b|\b(?:noon|midday)\b",
    re.IGNORECASE,
)
"""A day of the week or a clock time ("Saturdays", "5pm", "9:15", "noon")."""
_CLAUSE_ENDS = (",", ";", ".", "?", "!", " - ", "(", ")")
_WORD = re.compile(r"[^\W\d_]+(?:['’][a-z]+)?")
_QUIET = (
    STOP
    | word_set("it's its now since from till until got get gets getting has have had every")
    | word_set("each week weeks month this next last morning mornings evening evenings at")
    | frozenset(m.casefold() for m in MONTHS)
)
"""Words of a time's clause that name no thing (function words, times, change words)."""
_SINCE = re.compile(r"\bsince\b", re.IGNORECASE)
"""A time said to hold since something ("thu 2pm since the reorg"): a change."""
_OTHER_TIMES = frozenset({"deadline", "launch_date", "due_date", "birth_date", "birthday"})
_PLAIN_WORDS = frozenset(
    {"meeting", "time", "session", "slot", "weekly", "daily", "regular", "the", "my", "s"}
)
"""Words of an event's name that name no event of their own ("weekly", "session")."""


def _clock(value: str) -> bool:
    return _CLOCK.search(value[:200]) is not None


def event_slot(predicate: str, value: str) -> bool:
    """The predicate holds a regular event's time: `<event>_time`, or a predicate outside
    the slot vocabulary whose value is a day or a clock time."""
    p = normalise_predicate(predicate)
    if p in _OTHER_TIMES:
        return False
    if p.endswith(_TIME):
        return True
    return p not in SLOTS and _clock(value)


def _event_words(predicate: str) -> frozenset[str]:
    """The words naming the event of an event slot ("weekly_sales_review" -> sales, review)."""
    p = normalise_predicate(predicate).removesuffix(_TIME)
    return frozenset(w for w in p.split("_") if len(w) > 2 and w not in _PLAIN_WORDS)


def _names_something(sentence: str, value: str, subject: str) -> bool:
    """The clause of the time names a thing besides the time, its person and words of a
    change or of time ("the review is friday 9am now" names the review; "It's Friday 7pm
    since June" names nothing)."""
    at = sentence.casefold().find(value.casefold())
    if at < 0:
        return True
    start = max((sentence.rfind(c, 0, at) for c in _CLAUSE_ENDS), default=-1) + 1
    ends = [i for i in (sentence.find(c, at + len(value)) for c in _CLAUSE_ENDS) if i >= 0]
    clause = sentence[start : min(ends, default=len(sentence))]
    plain = _QUIET | set(name_key(value).split()) | set(name_key(subject).split())
    words = _WORD.findall(NOVELTY_RE.sub(" ", _CLOCK.sub(" ", clause.casefold())))
    return any(len(w) > 2 and w not in plain for w in words)


def one_event(key: str, live: Sequence[CurrentFact]) -> bool:
    """The person of `key` holds exactly one event time."""
    held = [f for f in live if f.subject_key == key and event_slot(f.predicate, f.shown)]
    return len(held) == 1


def same_event_named(
    new_predicate: str,
    new_value: str,
    fact: CurrentFact,
    sentence: str,
    message: str,
    live: Sequence[CurrentFact],
) -> bool:
    """A new event time (`new_predicate`, `new_value`, read from `sentence` of `message`) is
    the time of the stored event `fact` under another name (see the module docstring)."""
    if not (event_slot(new_predicate, new_value) and event_slot(fact.predicate, fact.shown)):
        return False
    new_p, old_p = normalise_predicate(new_predicate), normalise_predicate(fact.predicate)
    if new_p == old_p:
        return False
    said = set(name_key(sentence[:1000]).split())
    if _event_words(old_p) & said:
        return True
    said_in = sentence if new_value.casefold() in sentence.casefold() else message[:2000]
    if new_p == GENERIC_TIME and _names_something(said_in, new_value, fact.subject):
        return False  # "the review is friday 9am now": another event, named
    generic = GENERIC_TIME in (new_p, old_p)
    return (
        generic
        and one_event(fact.subject_key, live)
        and (NOVELTY_RE.search(message[:2000]) is not None or _SINCE.search(sentence) is not None)
    )
