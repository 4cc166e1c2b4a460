"""Relations below the asked slot: "Tunde's friend is Chidinma" does not answer "where does
Chidinma work?".

A *relation fact* links two people by a kinship or social role (friend, daughter, sister,
colleague, partner ...). When the question names one of its people and asks about something
else (a word of the question other than the names is not in the relation: "work", not
"friend"), the relation fact moves just below

- the other facts whose subject is that person (they are about the person's own slots), and
- the messages said at or after it that name the person and a word of the asked slot
  ("Chidinma finally landed a role at Flutterwave" for "where does Chidinma work"
  needs "work" or one of its forms; `terms.term_variants`).

A question about the relation itself ("who is Tunde's friend?", "who is Chidinma?") leaves the
order alone. Only the final `k` is permuted; nothing else moves.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.recall.results import RecallResult
from chronofact.graph.recall.terms import query_terms, term_variants
from chronofact.graph.time import from_db

__all__ = ["RELATION_PREDICATES", "relation_below"]

_RELATION_TEXT = """
    sister brother mom mum mother dad father cousin aunt uncle niece nephew son daughter
    grandma grandmother grandpa grandfather friend best_friend colleague coworker neighbour
    neighbor stepmom stepdad stepbrother stepsister sibling kid child twin partner spouse wife
    husband boyfriend girlfriend fiance fiancee roommate flatmate boss manager parent relative
    brother_in_law sister_in_law mother_in_law father_in_law son_in_law daughter_in_law
    godmother godfather married_to engaged_to
"""
RELATION_PREDICATES = frozenset(_RELATION_TEXT.split())
"""Predicates that link two people by a role."""
_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def _words(text: str) -> frozenset[str]:
    return frozenset(_WORD.findall(text.casefold()))


def _name_words(entity: object) -> frozenset[str]:
    name = entity.get("name") if isinstance(entity, dict) else None
    return _words(str(name)) if name else frozenset()


def _is_relation(result: RecallResult) -> bool:
    fact = result.fact
    return (
        fact is not None and normalise_predicate(str(fact.get("predicate"))) in RELATION_PREDICATES
    )


def _said_at(result: RecallResult) -> datetime | None:
    if result.source is not None:
        return from_db(result.source.observed_at)
    sources = (result.fact or {}).get("sources") or []
    times = [t for t in (from_db(s.get("observed_at")) for s in sources) if t is not None]
    return max(times) if times else None


def _slot_forms(question: str, names: frozenset[str], relation: RecallResult) -> set[str]:
    """The forms of the question's words that are neither the names nor in the relation;
    empty when the question asks about the relation itself."""
    fact = relation.fact or {}
    said = _words(f"{fact.get('statement') or ''} {fact.get('predicate') or ''}".replace("_", " "))
    forms: set[str] = set()
    for term in query_terms(question):
        if term in names:
            continue
        variants = set(term_variants(term))
        if variants & said:
            return set()
        forms |= variants
    return forms


def _below(results: Sequence[RecallResult], i: int, question: str) -> list[int]:
    """The results the relation fact at `i` belongs below (none: it stays)."""
    fact = results[i].fact or {}
    people = _name_words(fact.get("subject")) | _name_words(fact.get("object"))
    names = people & _words(question)
    forms = _slot_forms(question, names, results[i]) if names else set()
    if not forms:
        return []
    at = _said_at(results[i])
    out = []
    for j, other in enumerate(results):
        if j == i:
            continue
        if other.fact is not None:
            if not _is_relation(other) and _name_words(other.fact.get("subject")) & names:
                out.append(j)
            continue
        newer = _said_at(other)
        words = _words((other.source.text if other.source is not None else None) or "")
        fresh = at is None or (newer is not None and newer >= at)
        if fresh and words & names and words & forms:
            out.append(j)
    return out


def relation_below(results: Sequence[RecallResult], question: str) -> list[RecallResult]:
    """The results with each relation fact moved below what answers the asked slot of the
    person the question names (see the module docstring)."""
    order = list(range(len(results)))
    for i in [k for k, r in enumerate(results) if _is_relation(r)]:
        below = _below(results, i, question)
        if not below:
            continue
        here = order.index(i)
        lowest = max(order.index(j) for j in below)
        if lowest > here:
            order.pop(here)
            order.insert(lowest, i)
    return [results[i] for i in order]
