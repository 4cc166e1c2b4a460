"""The last step of reading a message: its claims tidied (pure).

Claims naming a secret are dropped, repeats are dropped, a value that is a clause of its own
("he cycles now" read after "sold the vespa,") or a pronoun alone ("it") is dropped, a kind
of thing said beside a name on a slot of one value is dropped, and ends come first (a slot ends,
then its new value starts); for a slot of many values that the message both ends and
asserts, the end takes every value ("stopped X, took up Y"), the end of X by name kept beside
it."""

from __future__ import annotations

import re
from dataclasses import replace

from chronofact.extractors.claims import Claim
from chronofact.extractors.secrets import contains_secret
from chronofact.graph.predicates import Cardinality, builtin_cardinality

__all__ = ["tidied", "unique_claims"]


def tidied(claims: list[Claim]) -> list[Claim]:
    """The claims without secrets or repeats, ends first (see the module docstring)."""
    kept = [c for c in claims if not _secret(c) and not _a_clause(c) and not _a_pronoun(c)]
    return unique_claims(_ordered(_named_first(unique_claims(kept))))


_PRONOUN_AND_VERB = re.compile(r"(?:he|she|they|we|you)\s+[a-z]", re.IGNORECASE)


def _a_clause(c: Claim) -> bool:
    """An assert whose value opens on a subject pronoun and a word: a clause, no thing."""
    said = c.object if c.object is not None else c.value
    return c.action == "assert" and bool(said) and _PRONOUN_AND_VERB.match(said or "") is not None


_PRONOUNS = frozenset(
    [
        "it",
        "its",
        "them",
        "this",
        "that",
        "these",
        "those",
        "him",
        "her",
        "me",
        "us",
        "you",
        "one",
        "everything",
        "something",
        "nothing",
        "anything",
    ]
)


def _a_pronoun(c: Claim) -> bool:
    """A claim whose value is a pronoun alone ("left it on my pillow" read as leaving an
    employer called "it"): it names no thing."""
    said = c.object if c.object is not None else c.value
    return isinstance(said, str) and said.strip().casefold() in _PRONOUNS


def _named_first(claims: list[Claim]) -> list[Claim]:
    """A slot of one value given both a kind of thing and a name in one message keeps the name
    ("just started uni, he's doing law at Coimbra": Coimbra, not "uni")."""
    named = {
        (c.subject, c.predicate) for c in claims if c.action == "assert" and c.polarity and c.object
    }
    return [
        c
        for c in claims
        if not (
            c.action == "assert"
            and c.object is None
            and (c.subject, c.predicate) in named
            and builtin_cardinality(c.predicate) is Cardinality.SINGLE
        )
    ]


def _ordered(claims: list[Claim]) -> list[Claim]:
    """Ends first (a slot ends, then its new value starts); for a slot of many values that the
    message both ends and asserts, the end takes every value ("stopped X, took up Y"; the end
    of X by name is kept beside it, so X is known to have held when nothing stored it), but a pet
    ended by its name stays that pet ("Biscuit passed away. We got a cat called Pepper": a
    second dog lives on)."""
    asserted = {(c.subject, c.predicate) for c in claims if c.action == "assert" and c.polarity}
    out: list[Claim] = []
    for c in claims:
        key = (c.subject, c.predicate)
        multi = builtin_cardinality(c.predicate) is Cardinality.MULTI
        named_pet = c.predicate == "has_pet" and c.object is not None
        any_value = multi and key in asserted and not named_pet
        if c.action == "end" and any_value and (c.object or c.value):
            out.append(c)  # the value said ended is kept by name too (`unheld_end`)
            c = replace(c, object=None, value=None)
        out.append(c)
    return [c for c in out if c.action == "end"] + [c for c in out if c.action != "end"]


def _secret(c: Claim) -> bool:
    return any(
        f is not None and contains_secret(f) for f in (c.subject, c.object, c.value, c.statement)
    )


def unique_claims(claims: list[Claim]) -> list[Claim]:
    """The claims without repeats (same subject, predicate, value, action and polarity), in
    order."""
    seen: set[tuple[object, ...]] = set()
    out: list[Claim] = []
    for c in claims:
        key = (c.subject, c.predicate, c.object, c.value, c.action, c.polarity)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out
