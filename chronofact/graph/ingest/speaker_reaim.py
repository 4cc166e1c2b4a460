"""A value the extractor gave the speaker that belongs to the person the sentence is about
(pure; `change_resolution` applies it before change resolution).

"my brother Fraser's up in Inverness" stores where Fraser lives; a later "Fraser's come doon
to Glasgow, he's in Finnieston" is often read as the speaker living in Glasgow. When

- the claim is the speaker's, on a slot that holds one value at a time,
- the speaker holds no value on that slot, while exactly one person the sentence names (by
  name, or by the relation word the stored facts name them by: "dad" for "Sophie's dad is
  Ross") holds one,
- and that person is named before the speaker speaks of themself in the sentence ("I",
  "I'm", "we" ...; "Ingrid and I are doing Portuguese now" is about Ingrid too, "I moved to
  Berlin near Fraser" is not),

the claim is that person's, so the new value replaces theirs.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from chronofact.extractors.change_words import TITLES
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_meaning import KIN_SAME
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.same_slot import (
    Relations,
    may_replace_elsewhere,
    relations_of,
    same_person,
    slots_of,
)
from chronofact.graph.models import Operation

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
        if person == key and predicate in _KIN_WORDS:
            out += sorted(_words_for(predicate))
    return out


def _sentence_of(op: Operation, text: str) -> str | None:
    said = op.evidence.span if op.evidence is not None else None
    if said is None:
        return None
    for start, end in split_sentences(text):
        if start <= said[0] < end:
            return text[start:end]
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
    if any(f.subject_key == speaker_key and slots & slots_of(f.predicate) for f in facts):
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
    out: list[Operation] = []
    for op in ops:
        sentence = _sentence_of(op, text) if may_replace_elsewhere(op) else None
        holder = None
        if sentence is not None and name_key(op.subject) == speaker_key:
            holder = _holder(op, facts, relations, speaker_key, sentence)
        if holder is None:
            out.append(op)
            continue
        said = op.statement
        statement = (
            holder.subject + said[len(op.subject) :]
            if said is not None and said.startswith(op.subject)
            else None
        )
        out.append(dataclasses.replace(op, subject=holder.subject, statement=statement))
    return out
