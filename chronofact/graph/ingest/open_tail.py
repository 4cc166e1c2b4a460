"""Two made-up predicates that name one slot ("favourite_movie" and "favourite_film",
"favourite_film_of_all_time" and "favourite_film", "car_insurance" and "car_insurer").

Most of what people tell us lands on the canonical slots (`graph.slot_names`), whose families
say which names are one slot. The open tail is what no family covers: a favourite band, a
coffee order, a vet. There the extractor names the slot after the words said, so the same slot
said twice in other words gets two predicates and the newer value would not end the older one.
Two such predicates are one slot when their words mean nearly the same (MiniLM, the model the
extractor already loads), and they share a word, so that "favourite film" and "favourite book"
(0.65) or "barber" and "hairdresser" (0.52) stay apart; a bare kind and the same kind said
with what it is for ("insurer" and "car_insurer", "instructor" and "driving_instructor") are
one slot whatever their words score. Pure apart from the cached model."""

from __future__ import annotations

import functools

from chronofact.graph.predicates import Cardinality, builtin_cardinality, normalise_predicate
from chronofact.graph.slot_names import slots_of_predicate

__all__ = ["PARAPHRASE", "open_paraphrase", "open_tail", "same_group_role"]

PARAPHRASE = 0.85
"""The least cosine of two predicates' words to be one slot: "favourite movie" / "favourite
film" 0.96, "favourite film of all time" / "favourite film" 0.90, "car insurance" / "car
insurer" 0.91; below it "favourite band" / "favourite group" 0.79, "favourite restaurant" /
"favourite cafe" 0.78, "favourite film" / "favourite show" 0.60."""


def open_tail(predicate: str) -> bool:
    """A one-value predicate of no canonical slot."""
    p = normalise_predicate(predicate)
    return bool(p) and builtin_cardinality(p) == Cardinality.SINGLE and not slots_of_predicate(p)


def _group_role(predicate: str) -> bool:
    """A role in a group (`conversation.club_role`): "pta_role", "rowing_club_role"."""
    return predicate.endswith("_role") and predicate != "role"


def _one_group(a: str, b: str) -> bool:
    """Two group roles name one group when one's name ends the other's ("club" and "cricket
    club", "youth fellowship" and "church youth fellowship"); "rowing club" and "chess club"
    are two groups, however alike their words."""
    words_a, words_b = a.split("_")[:-1], b.split("_")[:-1]
    short, long = sorted((words_a, words_b), key=len)
    return long[len(long) - len(short) :] == short


def same_group_role(a: str, b: str) -> bool:
    """`a` and `b` are two names of one group's role ("running_club_role" and
    "karsiyaka_running_club_role"): what `open_paraphrase` says of two group roles, without
    its embedding of other open-tail predicates (the store ends a role under its own name)."""
    a, b = normalise_predicate(a), normalise_predicate(b)
    return (
        a != b
        and open_tail(a)
        and open_tail(b)
        and _group_role(a)
        and _group_role(b)
        and _one_group(a, b)
    )


def _kind_of_other(bare: str, named: str) -> bool:
    """`bare` is one word that ends `named`, the same kind said with what it is for
    ("insurer" / "car_insurer", "instructor" / "driving_instructor")."""
    return "_" not in bare and named.endswith("_" + bare)


@functools.lru_cache(maxsize=4096)
def open_paraphrase(a: str, b: str) -> bool:
    """`a` and `b` are two names of one open-tail slot (see the module docstring)."""
    a, b = normalise_predicate(a), normalise_predicate(b)
    if a == b or not (open_tail(a) and open_tail(b)):
        return False
    if _group_role(a) and _group_role(b):
        return _one_group(a, b)
    words_a, words_b = set(a.split("_")), set(b.split("_"))
    if not words_a & words_b:
        return False
    if _kind_of_other(a, b) or _kind_of_other(b, a):
        return True
    from chronofact.extractors.embeddings import embed

    va, vb = embed([a.replace("_", " "), b.replace("_", " ")])  # unit length
    return sum(x * y for x, y in zip(va, vb, strict=True)) >= PARAPHRASE
