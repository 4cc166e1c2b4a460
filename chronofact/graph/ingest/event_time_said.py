"""A regular event's new time said right beside the event's own word: "Block my calendar before
the Monday team sync at 11:30" after "Our team sync is every Monday at 9:00"; "Remind me to prep
slides ahead of the Harare call at 4pm" after "My weekly call with the Harare office is
Thursdays at 2pm"; "starting this sprint the review moves to every other Thursday at 10am".

The extractor reads no time there (a request, a plan around the event, a time said in passing),
and the successor tagger, which reads names well, picks the wrong one of a sentence's several
times. Here a held time of a regular event (a slot of the `meeting_time` family: "sync_time",
"call_time", "meeting_time") is replaced when one sentence of the message

- names the event by a word of its slot ("sync", "call", "review", "standup"; "meet" and
  "meeting" for `meeting_time`, and for any event the person holds alone when the sentence says
  something changed: "since the summer break we've been meeting Tuesdays at half six");
- says a time (`temporal.weekly`) right after that word, with only linking words between ("at",
  "is now at", "moves to every other", "'s on"), or right before it ("the Monday team sync");
- names another day or clock time than the one held (`WeeklyTime.differs_from`): a day alone
  only when the sentence says something changed;
- is about the fact's own person (the speaker's event with no one else's name or "his"/"her"
  before the word; someone else's when the sentence names them); and
- plans, wishes or asks nothing of the event ("should we move the sync to 11?", "if the call
  is at 4"), and says no one-off ("today", "tomorrow", "this week") unless it says the change
  lasts ("from now on", "every").

Pure; each sentence is read once per held event (linear in the message).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from chronofact.extractors.change_words import NOVELTY_RE, word_set
from chronofact.extractors.temporal.weekly import WEEKLY_TIME, WeeklyTime, weekly_time
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.kindred_value import Kindred, KindredFact
from chronofact.graph.slot_names import slots_of_predicate

__all__ = ["event_times_said", "event_words"]

_EVENT_SLOT = "meeting_time"
_MEET = frozenset({"meet", "meets", "meeting", "meetings"})
_NO_EVENT = frozenset(
    {"time", "weekly", "daily", "monthly", "regular", "team", "my", "our", "the", "usual"}
)
"""Words of a slot's name that name no event ("weekly_team_sync_time" is the sync)."""
_WORD = re.compile(r"[^\W\d_]+(?:[-'\u2019][^\W\d_]+)*")
_LINKS = word_set(
    "at is are was 's ’s now moved moves moving got gets has have been to on starts start "
    "started begins begin kicks off every each other the pushed back forward shifted changed "
    "will be from also usually always normally"
)
"""Words that may stand between the event's word and the time said of it."""
_LEAD = word_set("the our my this every each other weekly team")
"""Words that may stand between a time said first and the event's word ("the Monday team
sync")."""
_PLAN = re.compile(
    r"\b(?:should|shall|could|might|maybe|perhaps|if|whether|would|wish|hope|propos\w*|"
    r"suggest\w*|thinking\s+(?:of|about)|want\s+to|wants\s+to|trying\s+to|asked\s+(?:if|to))\b",
    re.IGNORECASE,
)
_ONE_OFF = re.compile(
    r"\b(?:today|tonight|tomorrow|tmrw|yesterday|this\s+(?:week|once|time)|just\s+this|"
    r"only\s+this|next\s+week|last\s+week)\b",
    re.IGNORECASE,
)
_LASTING = re.compile(
    r"\b(?:from\s+now\s+on|going\s+forward|permanently|for\s+good|every|each|from\s+next|"
    r"starting)\b",
    re.IGNORECASE,
)
_SOMEONE_ELSES = re.compile(r"(?:\b(?:his|her|their)|[A-Z][\w-]*['\u2019]s)\s+(?:\w+\s+){0,2}$")
"""Right before the event's word: whose it is ("his standup", "Tom's weekly call")."""
_NEAR = 48
"""The most characters between the event's word and the time said of it."""


def event_words(predicate: str) -> frozenset[str]:
    """The words that name the event of a time slot: "team_sync_time" -> {sync},
    "meeting_time" -> {meet, meeting}."""
    words = {w for w in predicate.casefold().split("_") if w not in _NO_EVENT and len(w) > 2}
    if predicate.casefold() == _EVENT_SLOT or not words:
        return _MEET
    return frozenset(words | {w + "s" for w in words} | {w.replace("-", "") for w in words})


def _word_key(word: str) -> str:
    return word.casefold().replace("-", "")


def _only(words: str, allowed: frozenset[str]) -> bool:
    return all(w.casefold() in allowed for w in _WORD.findall(words)) and not re.search(
        r"[.;!?()]", words
    )


def _time_beside(sentence: str, start: int, end: int) -> tuple[int, int] | None:
    """Where the time said of the event word at [start, end) of `sentence` is: the first time
    after it with only linking words between; else a time right before it, with a clock time
    after it joined on ("the Monday team sync at 11:30")."""
    after = None
    before = None
    for m in WEEKLY_TIME.finditer(sentence):
        if (
            m.start() >= end
            and m.start() - end <= _NEAR
            and _only(sentence[end : m.start()], _LINKS)
        ):
            after = (m.start(), m.end())
            break
        if m.end() <= start and start - m.end() <= 24 and _only(sentence[m.end() : start], _LEAD):
            before = (m.start(), m.end())
    if before is not None and after is not None:
        return (before[0], after[1])
    return after or before


def _theirs(sentence: str, word_start: int, fact: KindredFact, speaker_key: str) -> bool:
    """The event said at `word_start` is the fact's person's."""
    owner = _SOMEONE_ELSES.search(sentence[:word_start])
    named = {name_key(w) for w in _WORD.findall(sentence)}
    first = name_key(fact.subject.split()[0]) if fact.subject.split() else ""
    if fact.subject_key == speaker_key:
        return owner is None or first in {name_key(w) for w in _WORD.findall(owner.group())}
    return fact.subject_key in named or first in named


def _value(sentence: str, span: tuple[int, int]) -> str:
    """The time said, as one value: a day said before the event's word and a clock time after
    it become "<day> at <clock>"."""
    said = sentence[span[0] : span[1]]
    parts = [m.group() for m in WEEKLY_TIME.finditer(said)]
    value = " at ".join(p.removeprefix("at ").strip() for p in parts) if len(parts) == 2 else said
    return re.sub(r"^(?:at|@)\s+", "", value.strip(), flags=re.IGNORECASE)


def event_times_said(
    text: str,
    spans: Sequence[tuple[int, int]],
    facts: Sequence[KindredFact],
    speaker_key: str,
) -> list[Kindred]:
    """The new times said of the held regular events in `facts` (see the module docstring)."""
    timed = [f for f in facts if _EVENT_SLOT in slots_of_predicate(f.predicate)]
    alone = Counter(f.subject_key for f in timed)  # of the held times left to read
    out: list[Kindred] = []
    for fact in timed:
        held = weekly_time(fact.shown)
        if not held.days and not held.clocks:
            continue
        words = event_words(fact.predicate)
        if alone[fact.subject_key] == 1:
            words |= _MEET
        found = _said_in(text, spans, fact, words, held, speaker_key)
        if found is not None:
            out.append(found)
    return out


def _said_in(
    text: str,
    spans: Sequence[tuple[int, int]],
    fact: KindredFact,
    words: frozenset[str],
    held: WeeklyTime,
    speaker_key: str,
) -> Kindred | None:
    """The first sentence's new time of the fact's event, said beside one of `words`."""
    own = event_words(fact.predicate)
    for s, e in spans:
        sentence = text[s:e]
        changed = NOVELTY_RE.search(sentence) is not None
        if _PLAN.search(sentence) or (_ONE_OFF.search(sentence) and not _LASTING.search(sentence)):
            continue
        for w in _WORD.finditer(sentence):
            key = _word_key(w.group())
            if key not in words or (key in _MEET and key not in own and not changed):
                continue  # "meeting" names a held event alone only beside a change
            if not _theirs(sentence, w.start(), fact, speaker_key):
                continue
            span = _time_beside(sentence, w.start(), w.end())
            if span is None:
                continue
            value = _value(sentence, span)
            new = weekly_time(value)
            if not new.differs_from(held) or (not new.clocks and not changed):
                continue
            return Kindred(fact.index, value, (s + span[0], s + span[1]), 1.0)
    return None
