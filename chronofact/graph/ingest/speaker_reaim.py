"""A value the extractor gave the speaker that belongs to the person the sentence is about
(pure; `change_resolution` applies it before change resolution).

"my brother Fraser's up in Inverness" stores where Fraser lives; a later "Fraser's come doon
to Glasgow, he's in Finnieston" is often read as the speaker living in Glasgow. When

- the claim is the speaker's, on a slot that holds one value at a time,
- the speaker holds no value on that slot, while exactly one person the sentence names (by
  name, or by the word of any relation the stored facts name them by: "dad" for "Sophie's
  dad is Ross", "landlord" for "Sophie's landlord is Mr Obi") holds one,
- and that person is named before the speaker speaks of themself in the sentence ("I",
  "I'm", "we" ...; "Ingrid and I are doing Portuguese now" is about Ingrid too, "I moved to
  Berlin near Fraser" is not),

the claim is that person's, so the new value replaces theirs (a sentence opening on "he",
"she", "they", "his", "her" or "their" is read with the one before it, where that person was
named). When no one
holds the slot (or the message says the speaker's own value again: "jordan's gone to Darwin!
we're still in toowoomba"), a clause opening on a person stored here makes the claim theirs
(`clause_owner`: "ciaran's gone and got himself a job with Ryanair"). A retract of the
speaker's that ends a value the speaker does not hold, held by exactly one other person, is
theirs ("Shep died in the summer" after "Peggy next door has an auld collie called Shep").
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence

from chronofact.extractors.change_words import TITLES
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_meaning import KIN_SAME
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.clause_owner import clause_opener
from chronofact.graph.ingest.same_slot import (
    Relations,
    may_replace_elsewhere,
    relations_of,
    same_person,
    slots_of,
)
from chronofact.graph.models import Op, Operation
from chronofact.graph.predicates import normalise_predicate

__all__ = ["reaimed"]

_SELF = re.compile(r"\b(?:i|i'm|im|i've|i'd|i'll|we|we're|we've|we'd|we'll)\b", re.IGNORECASE)
"""The speaker as the subject of a clause (not "me"/"my": "dad picked me up")."""


def _words_for(word: str) -> frozenset[str]:
    for group in KIN_SAME:
        if word in group:
            return group
    return frozenset({word})


def _first_at(words: Sequence[str], sentence: str) -> int | None:
    """Where the first of the words is said in the sentence (a whole word), or None."""
    found = [
        m.start()
        for w in words
        if w
        for m in [re.search(rf"\b{re.escape(w)}\b", sentence, re.IGNORECASE)]
        if m is not None
    ]
    return min(found) if found else None


_KIN_WORDS = frozenset().union(*KIN_SAME)
_TIES = frozenset(PERSON_ROLES.values())
"""Predicates of a speaker's relation to a person ("Siobhan's brother is Ciaran")."""


def _called(fact: CurrentFact, relations: Relations, speaker_key: str) -> list[str]:
    """The words a sentence may name the fact's subject by: its first name ("Fraser" for
    "Fraser Mackay"), the relation word of a speaker's relation ("dad" for "Sophie's dad"),
    and the relation word of a stored relation fact naming them ("Sophie's dad is Ross")."""
    key = fact.subject_key
    if key.startswith(speaker_key + " s "):
        said = key[len(speaker_key) + 3 :].split()
        return sorted(_words_for(said[0])) + said[1:] if said else []
    words = [w for w in fact.subject.replace(".", " ").split() if w.casefold() not in TITLES]
    out = [words[0].removesuffix("'s").removesuffix("’s")] if words else []
    for predicate, person in relations.get(speaker_key, ()):
        if person == key and (predicate in _KIN_WORDS or _RELATION_NOUN.fullmatch(predicate)):
            out += sorted(_words_for(predicate))  # "dad", "landlord", "flatmate" ...
    return out


_RELATION_NOUN = re.compile(r"[a-z]{3,}")
"""A stored relation's predicate that is one noun ("landlord", "flatmate", "coach"): the word
a sentence names that person by, whatever the relation ("lives_in" is no such word)."""
_PRONOUN_OPENS = re.compile(
    r"\s*(?:(?:he|she|they)(?:'s|'re|’s|’re)?|his|her|their)\b", re.IGNORECASE
)


_THIRD_PERSON = re.compile(r"\b(?:he|she|he's|she's|him|his|her)\b", re.IGNORECASE)


def _with_before(text: str, span: tuple[int, int]) -> str:
    """The sentence at `span`, with the sentence before it when it opens on "he", "she",
    "they" or "his", "her", "their", or speaks of a he or she and not of the speaker (who it
    is about was said there: "Ask my landlord. He moved to Lagos", "Mia got a new coach. Her
    lessons are on Mondays now", "Tane did his first ultra!! 50k with the Trail Runners lot
    he's been going with since winter")."""
    sentence = text[span[0] : span[1]]
    if not _PRONOUN_OPENS.match(sentence) and not (
        _THIRD_PERSON.search(sentence) and not _SELF.search(sentence)
    ):
        return sentence
    before = [(s, e) for s, e in split_sentences(text) if e <= span[0]]
    return text[before[-1][0] : span[1]] if before else sentence


def _sentence_span(op: Operation, text: str) -> tuple[int, int] | None:
    said = op.evidence.span if op.evidence is not None else None
    if said is None:
        return None
    for start, end in split_sentences(text):
        if start <= said[0] < end:
            return start, end
    return None


def _holder(
    op: Operation,
    facts: Sequence[CurrentFact],
    relations: Relations,
    speaker_key: str,
    sentence: str,
) -> CurrentFact | None:
    """The one fact of a person the sentence names first, on the claim's slot, or None."""
    slots = slots_of(op.predicate)
    if _held(op, facts, speaker_key):
        return None  # the speaker holds a value there: the claim may well be theirs
    me = _SELF.search(sentence)
    named: list[CurrentFact] = []
    for fact in facts:
        if fact.subject_key == speaker_key or not slots & slots_of(fact.predicate):
            continue
        at = _first_at(_called(fact, relations, speaker_key), sentence)
        if at is not None and (me is None or at < me.start()):
            named.append(fact)
    people = [
        f
        for k, f in enumerate(named)
        if not any(same_person(f.subject_key, g.subject_key, relations) for g in named[:k])
    ]
    return people[0] if len(people) == 1 else None


def reaimed(
    ops: Sequence[Operation], facts: Sequence[CurrentFact], text: str, speaker: str | None
) -> list[Operation]:
    """The operations, each claim of the speaker that belongs to the one person its sentence
    is about re-aimed at that person (see the module docstring)."""
    speaker_key = name_key(speaker) if speaker else ""
    if not speaker_key or not facts:
        return list(ops)
    relations = relations_of(facts)
    people = _people(facts, relations, speaker_key)

    def same(key: str, other: str) -> bool:
        return same_person(key, other, relations)

    out: list[Operation] = []
    for op in ops:
        sentence = _sentence_span(op, text) if may_replace_elsewhere(op) else None
        who = None
        if sentence is not None and name_key(op.subject) == speaker_key:
            holder = _holder(op, facts, relations, speaker_key, _with_before(text, sentence))
            who = holder.subject if holder is not None else None
            if who is None and not _held(op, facts, speaker_key, text):
                who = clause_opener(op, sentence, text, people, same)  # "ciaran's gone and ..."
        if who is None and op.op == Op.RETRACT and name_key(op.subject) == speaker_key:
            who = _value_holder(op, facts, speaker_key, same)  # "Shep died": Peggy's Shep
        if who is None:
            out.append(op)
            continue
        said = op.statement
        opens = said is not None and said.startswith(op.subject)
        statement = who + said[len(op.subject) :] if said is not None and opens else None
        out.append(dataclasses.replace(op, subject=who, statement=statement))
    return out


def _value_holder(
    op: Operation,
    facts: Sequence[CurrentFact],
    speaker_key: str,
    same: Callable[[str, str], bool],
) -> str | None:
    """The one other person holding the value the speaker's retract ends, when the speaker
    holds no such value: "Shep died in the summer" ends the dog of Peggy's, whose Shep is
    stored ("Peggy next door has an auld collie called Shep"), not a dog of the speaker's."""
    value = op.object if op.object is not None else op.value
    if value is None or not str(value).strip():
        return None
    said, slots = str(value).casefold(), slots_of(op.predicate)
    holders = [f for f in facts if slots & slots_of(f.predicate) and f.shown.casefold() == said]
    if any(f.subject_key == speaker_key for f in holders):
        return None
    people = [
        f
        for k, f in enumerate(holders)
        if not any(same(f.subject_key, g.subject_key) for g in holders[:k])
    ]
    return people[0].subject if len(people) == 1 else None


def _held(
    op: Operation, facts: Sequence[CurrentFact], speaker_key: str, text: str | None = None
) -> bool:
    """The speaker holds a value on the op's slot: the claim may well be theirs -- unless the
    message says that value again ("jordan's gone to Darwin! we're still in toowoomba": the
    speaker's stays, so Darwin is someone else's)."""
    slots = slots_of(op.predicate)
    held = [f for f in facts if f.subject_key == speaker_key and slots & slots_of(f.predicate)]
    if text is None or not held:
        return bool(held)
    said = text.casefold()
    return not any(len(f.shown) > 2 and f.shown.casefold() in said for f in held)


def _people(
    facts: Sequence[CurrentFact], relations: Relations, speaker_key: str
) -> list[tuple[str, list[str]]]:
    """The persons the stored facts name other than the speaker, with the words a sentence may
    name them by: each fact's subject (`_called`), and each person a relation fact of the
    speaker's names ("Siobhan's brother is Ciaran": Ciaran), by first name."""
    out: dict[str, tuple[str, list[str]]] = {}
    for fact in facts:
        key = fact.subject_key
        if key != speaker_key and " s " not in key and key not in out:
            out[key] = (fact.subject, _called(fact, relations, speaker_key))
    for fact in facts:
        if fact.subject_key != speaker_key or fact.object is None:
            continue
        if normalise_predicate(fact.predicate) in _KIN_WORDS | _TIES:
            key = name_key(fact.object)
            if key and key not in out and key != speaker_key:
                out[key] = (fact.object, fact.object.split()[:1])
    return list(out.values())
