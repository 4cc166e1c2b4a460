"""Whom a question asks about, among the subjects of the facts recalled for it.

"Where does Arash's brother Kian work?" names Arash and Kian; it asks about Kian. "Where does
Linh's aunt live?" asks about Linh's aunt, "Who is Hannah's manager?" about Hannah (her
`manager` slot). The rule: of the fact subjects whose whole name occurs in the question (as
words, case-, accent- and punctuation-insensitive: `entities.name_key`), the one named last
(its name ends latest; at a tie, the longer name); the other person of a relation fact counts
as named too ("Arash's brother is Kian"). A relation fact of the results can give the
asked person a second name: "Olu's dad is Femi" makes "Olu's dad" another name of Femi, so a
fact whose subject is "Olu's dad" is about the person "What does Olu's dad Femi do?" asks
about.
"""

from __future__ import annotations

from collections.abc import Sequence

from chronofact.graph.entities import name_key
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.recall.relation_below import RELATION_PREDICATES
from chronofact.graph.recall.results import RecallResult

__all__ = ["asked_subject_keys", "people_keys", "subject_key"]


def subject_key(result: RecallResult) -> str | None:
    """The name key of a fact result's subject (None for a message or a nameless subject)."""
    name = ((result.fact or {}).get("subject") or {}).get("name")
    return name_key(str(name)) or None if name else None


def _relation_object(result: RecallResult) -> str | None:
    """The name key of the other person of a relation fact ("Kian" of "Arash's brother is
    Kian"), else None."""
    fact = result.fact or {}
    other = (fact.get("object") or {}).get("name")
    if (
        not other
        or normalise_predicate(str(fact.get("predicate") or "")) not in RELATION_PREDICATES
    ):
        return None
    return name_key(str(other)) or None


def _people(result: RecallResult) -> list[str]:
    """The name keys a fact result names as people: its subject, a relation's other person."""
    return [k for k in (subject_key(result), _relation_object(result)) if k is not None]


def people_keys(results: Sequence[RecallResult]) -> set[str]:
    """The name keys of every person the fact results name (subjects, relations' others)."""
    return {k for r in results for k in _people(r)}


def _end_of(key: str, question: list[str]) -> int:
    """The word position just after the last occurrence of `key` in `question` (-1: absent)."""
    words = key.split()
    n = len(words)
    ends = [i + n for i in range(len(question) - n + 1) if question[i : i + n] == words]
    return max(ends, default=-1)


def asked_subject_keys(results: Sequence[RecallResult], question: str) -> frozenset[str]:
    """The name keys of the person the question asks about: the fact subject named last in it,
    with its other names from relation facts among the results (empty: no subject named)."""
    words = name_key(question).split()
    best: tuple[int, int, str] | None = None
    for key in people_keys(results):
        end = _end_of(key, words)
        if end >= 0 and (best is None or (end, len(key)) > best[:2]):
            best = (end, len(key), key)
    if best is None:
        return frozenset()
    asked = best[2]
    keys = {asked}
    for r in results:
        holder = subject_key(r)
        if holder and _relation_object(r) == asked:
            predicate = normalise_predicate(str((r.fact or {}).get("predicate")))
            keys.add(f"{holder} s {predicate.replace('_', ' ')}")  # "olu s dad"
    return frozenset(keys)
