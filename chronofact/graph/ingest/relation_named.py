"""Is a person named in a sentence by the word of the speaker's relation to them? (pure)

"Mum has a cockatiel now" names Sunita when "Priyanka's mum is Sunita" is stored and Priyanka
speaks: the relation's word, or a word of its kin group ("mom", "mother", "mam"), said as a
whole word. Any stored relation of one noun counts ("landlord", "coach"); a predicate of
several words ("works_with") names no one by its word. Calendar words ("June", "Monday") are
no one, though written with a capital.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from chronofact.extractors.change_words import word_set
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_meaning import KIN_SAME
from chronofact.graph.predicates import normalise_predicate

if TYPE_CHECKING:
    from chronofact.graph.ingest.change_plan import CurrentFact

__all__ = ["CALENDAR", "named_by_relation"]

CALENDAR = word_set(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday christmas easter"
)
"""Capitalised words that name a time, not a person."""
_ONE_NOUN = re.compile(r"[a-z]{3,}")


def _words_of(predicate: str) -> frozenset[str]:
    for group in KIN_SAME:
        if predicate in group:
            return group
    return frozenset({predicate}) if _ONE_NOUN.fullmatch(predicate) else frozenset()


def named_by_relation(
    fact: CurrentFact, facts: Sequence[CurrentFact], sentence: str, speaker_key: str | None
) -> bool:
    """The sentence names the fact's subject by the word of a relation the speaker's stored
    facts tie them by (see the module docstring)."""
    if not speaker_key or fact.subject_key == speaker_key:
        return False
    words: set[str] = set()
    for f in facts:
        if f.subject_key == speaker_key and f.object and name_key(f.object) == fact.subject_key:
            words |= _words_of(normalise_predicate(f.predicate))
    return any(re.search(rf"\b{re.escape(w)}\b", sentence, re.IGNORECASE) for w in words)
