"""Whom a value said as a fragment is about: the one person the talk before it was about.

Chat carries the subject of a sentence over to the next one and leaves it unsaid: "Uncle Kojo
sold the car in May. Shopkeeper these days", "Eoin's home! Back in Limerick since May", "Saw
Ewan Saturday. Charge nurse on the ward since June", "did Cathal ever get out of Ryanair. He
did! Aer Lingus since May", and names the topic before a dash: "About Yaw - head chef there
since Easter", "re Jess: Atlassian since July". Without a subject of its own, such a value is
not the speaker's: it continues the sentence before.

`fragment_topic` gives that person when
- the words before the value in its sentence are a topic marker with one name ("about Yaw -",
  "re Jess:", "as for Tunde,"), or no subject at all (nothing, or a few words such as "back in",
  "now at", "still with"), and no first-person word stands between the sentence start and the
  value's end;
- the sentence before names exactly one person (a name opening a clause before a verb or a
  "'s", or a name `people.names_in` finds inside it; no word of kin or role, nor the speaker)
  and has no first-person word; a sentence with only a "he"/"she" and no name ("He did!")
  points one sentence further back.
Otherwise None, and the caller keeps its own reading (the speaker). Linear, bounded by
`LOOK_BACK` sentences.
"""

from __future__ import annotations

import re

from chronofact.extractors.change_words import word_set
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    FIRST_PERSON,
    KIN_ALONE,
    PERSON_ROLES,
    category_slot,
    is_interjection,
)

__all__ = ["LOOK_BACK", "fragment_topic", "subjectless_lead"]

LOOK_BACK = 2
"""Sentences read back for the person a fragment continues."""

_SENTENCE_END = re.compile(r"[.!?\n]+\s")
_CLAUSE_END = re.compile(r"[.!?\n]+\s")
_FIRST_PERSON = re.compile(FIRST_PERSON, re.I)
_THIRD_PERSON = re.compile(r"\b(?:he|she|he's|she's|him|her)\b", re.I)
_TOPIC = re.compile(
    r"[\s,.!]*(?:about|re|regarding|as\s+for|speaking\s+of|news\s+(?:on|about)|update\s+on)"
    r"\s+(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s*(?:[-\u2013\u2014:,]|\.{2,})\s*",
    re.IGNORECASE,
)
_SUBJECTLESS = re.compile(
    r"[\s,.!:\-\u2013\u2014]*(?:(?:back|now|still|officially|finally|also|and|then|so|in|at|"
    r"with|on|a|an|the)\s+){0,3}",
    re.IGNORECASE,
)
"""Words before a value that give it no subject ("Back in Limerick", "now at Wits")."""
_CLAUSE_OPEN = re.compile(r"(?:^|[,;:!]\s+|\s[-\u2013\u2014]\s+|\s(?:and|but|so)\s+)")
_NAME_SUBJECT = re.compile(
    r"(?P<name>[A-Z][a-z][\w-]*(?:\s+[A-Z][a-z][\w-]*)?)(?:['\u2019]s\s+(?=(?:home|back|in|at|with|"
    r"on|now|a|an|got|been|gone|finally|just|still|off|out|over|[a-z]+ed)\b)|"
    r"\s+(?:is|was|has|had|got|"
    r"did|just|finally|sold|moved|left|quit|started|switched|joined|went|bought|passed|"
    r"retired|told|said|says)\b)"
)
"""A name opening a clause before a verb or a "'s" ("Uncle Kojo sold", "Eoin's home")."""
_INVERTED = re.compile(
    r"\b(?:did|does|has|is|was)\s+(?P<name>[A-Z][a-z][\w-]*)\s+(?:ever|still|finally|already|"
    r"get|go|move|leave|quit|start|find|end)\b"
)
"""A name asked about in a question said as a statement ("asking did Cathal ever get out")."""
_NAME_RUN = re.compile(
    r"(?<![\w'\u2019-])(?P<name>[A-Z][a-z][\w-]*(?:\s+[A-Z][a-z][\w-]*)?)(?![\w-])"
)
_TWO = re.compile(r"[A-Z][a-z][\w-]*\s+(?:and|&)\s+[A-Z][a-z]")
_PLACE_WORDS = word_set(
    "at in to for on of by from the a an into near via around outside across his her their "
    "our your its this that my joined left quit visited leave leaving join joining quitting about"
)
"""Before a capitalised word, these make it a place, a thing or an employer, not a person."""
_NOT_PERSONS = word_set(
    "he she they it we you this that there here what who where when why how yes no so "
    "mam ma mama mammy da pops bro sis"
) | frozenset(KIN_ALONE)
"""Words that open a clause as its subject but name no one the talk is about by name."""


def subjectless_lead(lead: str) -> bool:
    """The words before a value give it no subject of its own."""
    m = _SUBJECTLESS.match(lead)
    return m is not None and m.end() == len(lead)


def _sentence_starts(text: str, end: int) -> list[int]:
    return [0] + [m.end() for m in _SENTENCE_END.finditer(text, 0, end)]


def _persons(sentence: str, speaker: str | None) -> set[str]:
    """The persons a sentence names (see the module docstring)."""
    said: list[str] = []
    for m in _NAME_RUN.finditer(sentence):
        words = m.group("name").split()
        if _free(sentence, m.start()):
            said.append(m.group("name"))
        elif len(words) == 2 and not sentence[: m.start()].strip():
            said.append(words[1])  # "Saw Ewan Saturday": a verb opens the sentence
    opening = (_NAME_SUBJECT.match(sentence, o.end()) for o in _CLAUSE_OPEN.finditer(sentence))
    said += [m.group("name") for m in opening if m is not None]
    said += [m.group("name") for m in _INVERTED.finditer(sentence)]
    if _TWO.search(sentence):
        return set()  # "Kojo and Ama came round": no one person
    out: set[str] = set()
    for name in said:
        name = re.sub(r"['\u2019]s$", "", name)
        words = [w for w in name.split() if w not in CAPITALISED_NOT_NAMES]  # "Ewan Saturday"
        if words and words[0].casefold() in PERSON_ROLES:
            words = words[1:]  # "Uncle Kojo": Kojo
        name = " ".join(words)
        if _a_person(name, speaker):
            out.add(name)
    return {n for n in out if not any(n != o and n in o.split() for o in out)}  # "Wei Ling"


def _free(sentence: str, at: int) -> bool:
    """A capitalised run at `at` is no place's or thing's name: it opens no sentence or clause
    (those are read by `_NAME_SUBJECT`) and no place word stands before it ("at Makati
    Medical", "of Ryanair")."""
    before = sentence[max(0, at - 12) : at]
    m = re.search(r"([A-Za-z']+)\s+$", before)
    if m is None or m.group(1).casefold() in _PLACE_WORDS:
        return False
    opens = not sentence[: at - len(m.group(0))].strip()  # "Saw Ewan Saturday"
    return m.group(1).islower() or (opens and m.group(1).isalpha())


def _a_person(name: str, speaker: str | None) -> bool:
    if not name or name == speaker or name in CAPITALISED_NOT_NAMES:
        return False
    first = name.split()[0]
    if first.casefold() in _NOT_PERSONS or first.casefold() in PERSON_ROLES:
        return False
    if is_interjection(first):
        return False
    return category_slot(name) is None


def fragment_topic(
    text: str, sentence_start: int, value_start: int, value_end: int, speaker: str | None
) -> str | None:
    """The person a subjectless value continues (see the module docstring), or None."""
    clause_end = _CLAUSE_END.search(text, value_end)
    if _FIRST_PERSON.search(text, sentence_start, clause_end.start() if clause_end else len(text)):
        return None  # "Shoprite for me these days"
    lead = text[sentence_start:value_start]
    topic = _TOPIC.match(lead)
    if topic is not None:
        rest = lead[topic.end() :]
        name = topic.group("name")
        return name if subjectless_lead(rest) and _a_person(name, speaker) else None
    if not subjectless_lead(lead):
        return None
    starts = [s for s in _sentence_starts(text, sentence_start) if s < sentence_start]
    end = sentence_start
    for start in reversed(starts[-LOOK_BACK:]):
        before = text[start:end]
        if _FIRST_PERSON.search(before):
            return None
        persons = _persons(before, speaker)
        if len(persons) == 1:
            return persons.pop()
        if persons or not _THIRD_PERSON.search(before):
            return None
        end = start
    return None
