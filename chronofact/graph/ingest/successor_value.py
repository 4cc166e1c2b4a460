"""The new value of a held fact, read by the successor tagger where no reader found one.

Change resolution ends a held fact on a cue ("Since leaving Infosys ..."), and the readers,
`kindred_value` and `sole_names` look for what took its place in the shapes they know; often the
message says the new value in passing and no cue at all ("Finally unpacked, my new flat in
Bristol has a view of the harbour"). For each held fact no other reading replaced, the learned
successor tagger (`extractors.learned.successor`), told the held value and its slot, reads the
message for the words that follow it: a fact the message ends takes the surest run at
`SUCCESSOR_CHANCE`; one it does not end at `UNSAID_CHANCE`, and only when the message speaks of
the fact's subject (`_about`). The tagger's `CANDIDATES` surest runs are tried, surest first; a
value the tagger began inside a name is widened to the name's start ("Ranger" of "the Ford
Ranger": `reading_claims.name_start`), a project to its whole name, a diet to "... diet". A
value is dropped when it is:
- held again (`_held_again`: all its words are words of values held, or it opens on the held
  name's first word, "Tesco Express" for Tesco; on a slot of models only the same words and
  numbers are), the slot's own words, the fact's subject, the speaker or a person the facts
  name;
- of a kind the slot never holds (`value_kind.kind_misfit`: a time, a team, ...), a time on a
  slot of no time, a time said with no word of its event (a deadline's, a meeting's), or more
  than `MAX_WORDS` words;
- said as a wish, a plan or the past (`mood.said_as_fact`; a request's modal supposes
  nothing: "what should I wear to my first seminar at LSE"), in a sentence that tells of a
  trip, a visit, a try or a loan (`kindred_value.tells_of_a_stay`), right after a word of
  meeting, visiting or having been (`reading_claims.met_or_was_at`: "Met Jonas for coffee"), or
  right after words that leave it behind ("finally out of Kerry Group");
- someone else's (`reading_subject.subject_at`: "My sister just moved to Bristol"); where whose
  it is cannot be told, only a fact the message ends takes it;
- in lower case where the held value is a name, unless the whole chat is lower case and the
  message ends the fact ("my mountain bike needs new tyres" leaves the Toyota Hilux held).
Open-tail slots (a club role, an allotment plot: `open_tail`) are read for a fact the message
ends, or for a name held when the value's sentence says a change (`NOVELTY_RE`: "I'm with the
Braamfontein Striders now" after the Jozi Harriers), and take a value written as the held one
is (capitalised or not): the tagger learned the canonical slots' kinds, and "I switched to
decaf" is no allotment plot.
`kindred_plan` then applies the checks of every kindred replacement and writes the change.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import NOVELTY_RE
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import (
    DEADLINE_SAID,
    FIRST_PERSON,
    MEETING_SAID,
)
from chronofact.extractors.conversation.mood import said_as_fact
from chronofact.extractors.conversation.reading_claims import (
    diet_end,
    met_or_was_at,
    name_start,
    whole_project,
)
from chronofact.extractors.conversation.reading_subject import subject_at
from chronofact.extractors.conversation.recase import names_recased
from chronofact.extractors.conversation.slot_vocab import is_time_predicate
from chronofact.extractors.conversation.value_kind import kind_misfit
from chronofact.extractors.learned.successor import (
    SUCCESSOR_CHANCE,
    UNSAID_CHANCE,
    slot_text,
    successor_tagger,
)
from chronofact.extractors.temporal import extract_temporal
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words
from chronofact.graph.ingest.kindred_value import (
    Kindred,
    KindredFact,
    Vectors,
    kind_alike,
    tells_of_a_stay,
)
from chronofact.graph.ingest.open_tail import open_tail

__all__ = ["CANDIDATES", "MAX_WORDS", "successor_values"]

log = logging.getLogger("chronofact.graph.ingest")

_EVENT_WORDS = {"deadline": DEADLINE_SAID, "meeting_time": MEETING_SAID}
"""A new time replaces a time held only in a sentence that speaks of the event: a deadline's
or a meeting's words."""
MAX_WORDS = 5
"""A new value of more words is a clause, not a thing."""
_FIRST_PERSON = re.compile(FIRST_PERSON, re.IGNORECASE)
_THIRD_PERSON = re.compile(r"\b(?:he|she|they|he's|she's|they're|his|her|their|him|them)\b", re.I)


def _whose(
    text: str,
    speaker: str | None,
    speaker_key: str,
    at: datetime,
    span: tuple[int, int],
    fact: KindredFact,
    sentence: tuple[int, int],
) -> bool:
    """The value said at `span` is the fact's subject's (`reading_subject.subject_at`): not
    "my sister just moved to Leeds" for the speaker's home; "yui says the rent in Fukuoka ..."
    for Yui's, her name read as if written with its capital. Where whose it is cannot be
    told, only a fact the message ends takes it."""
    named = names_recased(text, [fact.subject]) if fact.subject_key != speaker_key else text
    whose = subject_at(Message(named, speaker, at), span, fact.predicate, sentence)
    if whose is None:
        return fact.ended
    return name_key(whose) == fact.subject_key


_MODEL_SLOTS = frozenset({"vehicle", "uses_phone", "uses_laptop", "uses_device"})
"""Slots of things named by a brand and a model: a new model of the brand held is new ("Ford
Ranger" after "Ford Focus", "iPhone 15" after "iPhone 12")."""


def _held_again(value: str, shown: str, held: set[str], predicate: str = "") -> bool:
    """The value says nothing new: no word of it names a thing alone, all its words are words
    of the held value or of values held now, or it opens on the held value's first word
    ("Tesco Express" for Tesco; on a slot of models, only the same words and numbers are the
    same thing). "QA lead" after "junior QA tester", "Fitness First" after "Anytime
    Fitness" and "Project Kestrel" after "Project Falcon" (the held name's other words not
    said) are new."""
    if predicate in _MODEL_SLOTS:
        said = set(re.findall(r"[^\W_]+", value.casefold()))
        return not said or said <= set(re.findall(r"[^\W_]+", shown.casefold()))
    words = content_words(value) or frozenset(
        w.casefold() for w in re.findall(r"[^\W\d_]+", value) if w[:1].isupper() and len(w) > 2
    )  # "The Gym Group": its words are generic, its name is not
    if not value or not words:
        return True
    own = content_words(shown)
    if words <= own | held:
        return True
    held_words = re.findall(r"[^\W_]+", shown.casefold())
    said_words = re.findall(r"[^\W_]+", value.casefold())
    return (
        bool(held_words)
        and held_words[:1] == said_words[:1]
        and shown[:1].isupper()
        and set(held_words[1:]) <= set(said_words)  # "Project Kestrel" after "Project Falcon"
    )


_COMMON_WORDS = frozenset({"occupation", "diet", "hobby", "relationship_status"})
"""Slots of common words, capitalised only by chance (an organisation in a title: "Red Cross
blood drive marshal", then "a first aider"; a diet said first in a sentence)."""


def _named(value: str) -> bool:
    """The value is written as a name: capitalised, or a brand's camel case ("iPhone 15",
    "eBay")."""
    return value[:1].isupper() or _CAMEL.match(value) is not None


_CAMEL = re.compile(r"[a-z]{1,3}[A-Z]")


def _about(text: str, fact: KindredFact, speaker_key: str) -> bool:
    """The message may speak of the fact's subject: the speaker's fact in a message in the
    first person; another's in one that names them (a word of their name) or says he, she
    or they."""
    if fact.subject_key == speaker_key:
        return _FIRST_PERSON.search(text) is not None
    names = {w.casefold() for w in fact.subject.split() if len(w) > 1}
    said = {w.casefold() for w in re.findall(r"[^\W\d_]+", text)}
    return bool(names & said) or _THIRD_PERSON.search(text) is not None


def successor_values(
    text: str,
    speaker: str | None,
    at: datetime,
    facts: Sequence[KindredFact],
    people: set[str],
    held_values: Sequence[str],
    vectors: Vectors,
) -> list[Kindred]:
    """The new value of each fact in `facts` (the held facts no other reading replaced, each
    marked whether the message ends it) that the successor tagger reads in `text`, with the
    guards of the module's docstring; `people` are the name keys of persons the facts name,
    `held_values` the values held now, `vectors` MiniLM's unit vectors of texts."""
    tagger = successor_tagger()
    if tagger is None or not text.strip():
        return []
    speaker_key = name_key(speaker) if speaker else ""
    cued = NOVELTY_RE.search(text) is not None
    read = [
        f
        for f in facts
        if f.ended or (_about(text, f, speaker_key) and (cued or not open_tail(f.predicate)))
    ]
    if not read:
        return []
    held = set().union(*(content_words(v) for v in held_values))
    lower_chat = not any(ch.isupper() for ch in text)
    olds = np.asarray(vectors([f.shown for f in read]), np.float32)
    slots = np.asarray(vectors([slot_text(f.predicate) for f in read]), np.float32)
    out: list[Kindred] = []
    parts, chances = tagger.read(text, speaker, [f.shown for f in read], olds, slots)
    said = _Said(text, speaker, speaker_key, at, people, held, lower_chat)
    for fact, chance in zip(read, chances, strict=True):
        bar = SUCCESSOR_CHANCE if fact.ended else UNSAID_CHANCE
        found = tagger.find_all(text, parts, chance, bar, CANDIDATES)
        log.debug("successor of %r: %r", fact.shown, found)
        kept = [k for k in (said.kept(fact, f.span, f.chance) for f in found) if k is not None]
        if len(kept) > 1:  # "good with tortoises" over "a vet in Lavington", after a parrot
            kept.sort(key=lambda k: -kind_alike(fact.shown, k.value, vectors))
        out += kept[:1]
    return out


_LEFT_JUST_BEFORE = re.compile(
    r"\b(?:out\s+of|away\s+from|left|quit|quitting|leaving|ditched|done\s+with|free\s+of|"
    r"rid\s+of|escaped|escaping)\s+(?:(?:the|my|our|that|this)\s+)?$",
    re.IGNORECASE,
)
"""Words right before a value that leave it behind ("finally out of Kerry Group")."""

CANDIDATES = 3
"""How many of the tagger's surest runs are tried, surest first; of those the guards keep, the
one whose kind is likest the held value's (`kindred_value.kind_alike`) is the new value."""


@dataclass(frozen=True)
class _Said:
    """The message and what the guards need of it, to test a value the tagger read."""

    text: str
    speaker: str | None
    speaker_key: str
    at: datetime
    people: set[str]
    held: set[str]
    lower_chat: bool

    def kept(self, fact: KindredFact, span: tuple[int, int], chance: float) -> Kindred | None:
        """The value at `span` as the fact's new value, or None when a guard refuses it."""
        text = self.text
        start, end = span
        start = name_start(text, sentence_around(text, start)[0], start)  # "the Ford Ranger"
        value = text[start:end].strip()
        if fact.predicate == "project":  # "the fleet electrification project", not "fleet"
            start, end, value = whole_project(text, start, end, value)
        if fact.predicate == "diet":  # "Mediterranean diet": the diet's name
            end = diet_end(text, end)
            value = text[start:end].strip()
        if _held_again(value, fact.shown, self.held, fact.predicate):
            return None
        if name_key(value) in self.people | {fact.subject_key, self.speaker_key}:
            return None
        timed = is_time_predicate(fact.predicate)
        if len(value.split()) > MAX_WORDS or (not timed and extract_temporal(value, self.at)):
            return None
        sentence = sentence_around(text, start)
        event = _EVENT_WORDS.get(fact.predicate)
        if event is not None and not event.search(text, *sentence):
            return None  # "off to Lisbon on 12 December": a date, not the one held
        if fact.predicate and kind_misfit(fact.predicate, value, text, (start, end)) is not None:
            return None
        if not said_as_fact(text, start, end, requests=True):
            return None
        if tells_of_a_stay(text[sentence[0] : sentence[1]]):
            return None
        if met_or_was_at(text, sentence[0], start):
            return None
        if _LEFT_JUST_BEFORE.search(text, max(sentence[0], start - 40), start):
            return None  # "finally out of Kerry Group": a thing left, no new value
        if not _whose(text, self.speaker, self.speaker_key, self.at, (start, end), fact, sentence):
            return None
        lower_for_a_name = (
            _named(fact.shown) and not _named(value) and fact.predicate not in _COMMON_WORDS
        )
        if lower_for_a_name and not (self.lower_chat and fact.ended):
            return None
        if open_tail(fact.predicate) and _named(value) != _named(fact.shown):
            return None  # an open-tail slot's kind is only known by the value held
        unsaid = open_tail(fact.predicate) and not fact.ended
        if unsaid and not (_named(fact.shown) and NOVELTY_RE.search(text, *sentence)):
            return None  # "I'm with the Striders now": a name, a change said where it is
            # ("I switched to decaf" is no allotment plot's)
        said = set(re.findall(r"[^\W_]+", value.casefold()))
        if said <= set(fact.predicate.casefold().split("_")):
            return None  # "stepped down as treasurer of the rowing club": the slot's own words
        return Kindred(fact.index, value, (start, end), chance)
