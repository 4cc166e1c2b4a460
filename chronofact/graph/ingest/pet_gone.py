"""A pet said to have gone to live elsewhere ends it (pure; `change_resolution` calls it with
the current facts).

The change cues end a pet that died, ran away or "went to live" with someone. Chat says the
same in plainer words: "Coco went to my parents' farm", "the tortoise went to the zoo",
"bruno went to my mom's", "the guinea pigs went to her cousin", "we had to give Paddy to my
brother". A stored pet (on `has_pet`, or on a predicate naming a kind of animal: "Rukky's cat
is Pepper") whose value a sentence names right before "went (off/back/over) to" or "is with /
lives with / moved in with", or between "give/gave/giving/given" and "to", is ended -- when
exactly one stored pet is named so, and not for a visit ("went to the vet", "went to my
mum's for the weekend", "to the groomer", "to daycare").

A pet whose home is gone or put to other use is gone (`_HOME_GONE`): "Nessie's old tank is a
hay box these days", "the fish tank had to go" (the one pet stored, when exactly one is).

A pet mourned is gone too (`_MOURNED`): "we still miss Pistachio", "Bess's funeral", "after
the goldfish funeral", "Rolo crossed the rainbow bridge", "we had to put Max down", "had Rolo
put to sleep"; not "I miss Bella when I'm away" (a pet missed for a while). A pet said by its
kind ("the goldfish", "the old girl") rather than its name is the one pet stored, when exactly
one is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.lexicon import CATEGORY_SLOTS
from chronofact.graph.ingest.change_cues import content_words, fold
from chronofact.graph.ingest.change_plan import CurrentFact, already_handled, end_time, retract_of
from chronofact.graph.models import Evidence, Operation
from chronofact.graph.predicates import normalise_predicate

__all__ = ["is_pet", "pet_gone", "pet_gone_said"]

MAX_TEXT = 2000
_LEFT_FOR = re.compile(
    r"\b(?P<w>[^\W\d_][\w'’-]*)"
    r"(?:\s+(?:the|our|my|his|her|their)(?:\s+[^\W\d_][\w'’-]*)?\s+(?P<a>[^\W\d_][\w'’-]*))?"
    r"\s+(?:(?:has|had|have)\s+)?(?:went|gone|moved)\s+"
    r"(?:(?:off|back|over|away)\s+)?(?:to|in\s+with)\b"
    r"|\b(?P<v>[^\W\d_][\w'’-]*)\s+(?:(?:has|have|had)\s+(?:been\s+)?)?"
    r"(?:(?:is|was|are)\s+)?(?:is|lives|lived|living|stays|stayed|staying)\s+with\b"
    r"|\b(?:quiet|empty|lonely|strange|weird|odd|different|sad|silent|the\s+same)\s+without\s+"
    r"(?:(?:the|our|my|his|her|their)\s+)?(?P<x>[^\W\d_][\w'’-]*)",
    re.IGNORECASE,
)
"""The word before "went to" / "moved in with" / "is with": the pet's name or kind, past an
apposition ("Noodle the corn snake went back to the pet shop"); the word after "quiet without"
("the house is very quiet without Thor": a home a pet has left)."""
_GIVEN = re.compile(
    r"\b(?:give|gave|giving|given|rehome|rehomed|rehoming)\s+(?P<g>(?:[\w'’-]+\s+){0,3}?)"
    r"(?:to|away)\b",
    re.IGNORECASE,
)
"""Up to three words given away or to someone: "give Paddy to", "gave the rabbit to"."""
_VISIT = re.compile(
    r"^\s*(?:the\s+|a\s+|his\s+|her\s+|their\s+|our\s+|my\s+)?(?:vet|vets|vet's|groomer|"
    r"groomers|groomer's|park|beach|daycare|kennel|kennels|doggy|dog|training|puppy|"
    r"surgery|hospital|clinic|show|shows)\b"
    r"|\bfor\s+(?:the|a)\s+(?:day|night|week|weekend|holidays?|summer)\b"
    r"|\bwhile\b|\btill\b|\buntil\b",
    re.IGNORECASE,
)
"""A visit, not a new home: where a pet goes for a while ("the vet", "for the weekend")."""
_AFTER = 60
"""How many characters after "went to" are read for a visit."""
_MOURNED = re.compile(
    r"\bstill\s+(?:really\s+|so\s+|sorely\s+)?miss(?:ing)?\s+(?:(?:the|our|my|his|her|their)\s+)?"
    r"(?:old\s+)?(?P<m>[^\W\d_][\w'’-]*)(?!\s+(?:when|while|whenever|during|till|until)\b)"
    r"|\b(?P<f>[^\W\d_][\w'’-]*?)(?:'s|’s)?\s+funeral\b"
    r"|\bfuneral\s+for\s+(?:(?:the|our|my|his|her|their)\s+)?(?P<o>[^\W\d_][\w'’-]*)"
    r"|\b(?P<r>[^\W\d_][\w'’-]*)\s+(?:has\s+|had\s+)?crossed\s+(?:over\s+)?the\s+rainbow\s+bridge"
    r"|\b(?:put|putting)\s+(?:(?:the|our|my|his|her|their)\s+)?(?:old\s+)?"
    r"(?P<d>[^\W\d_][\w'’-]*)\s+down\b"
    r"|\b(?P<s>[^\W\d_][\w'’-]*)\s+(?:was\s+|got\s+)?put\s+(?:down|to\s+sleep)\b",
    re.IGNORECASE,
)
"""A pet mourned: missed still, buried, gone over the rainbow bridge, put down (the word
named: its name or its kind)."""
_HOME = (
    r"(?:fish\s+|goldfish\s+|bird\s+|rabbit\s+|dog\s+)?"
    r"(?:tank|bowl|aquarium|cage|hutch|vivarium|terrarium|kennel)"
)
_HOME_GONE = re.compile(
    r"\b(?P<h>[^\W\d_][\w-]*)['\u2019]s\s+old\s+" + _HOME + r"\b"
    r"|\b(?:the|my|our|his|her|their)\s+(?:old\s+)?" + _HOME + r"\s+(?:(?:had|has)\s+to\s+go|"
    r"(?:has\s+|is\s+)?gone\b|went\s+(?:to|out|on)\b|"
    r"(?:got|was|has\s+been)\s+(?:sold|binned|given\s+away|"
    r"dumped))"
    r"|\b(?:the|my|our|his|her|their)\s+old\s+" + _HOME + r"\s+is\s+(?:a|an|now|just|where)\b",
    re.IGNORECASE,
)
"""A pet's home gone or put to other use: "Nessie's old tank is a hay box these days", "the
fish tank had to go", "the old hutch is a planter now", "Zaid's old tank is where the hamster
lives now" (the name said, or the home)."""
_KIND_WORDS = frozenset(w for w, slot in CATEGORY_SLOTS.items() if slot == "has_pet") | {
    *("girl", "boy", "fella", "pup", "kitty", "bird", "pony", "fish"),
}
"""Words that say a pet by its kind, not its name ("the goldfish", "the old girl")."""
_HOMED = "pet"
"""The word `_named` gives for a pet said by its home alone ("the fish tank had to go")."""


def is_pet(fact: CurrentFact) -> bool:
    """A pet fact: on a pet predicate, or on a predicate naming a kind of animal ("cat")."""
    p = normalise_predicate(fact.predicate)
    words = p.split("_")
    return "pet" in words or "pets" in words or CATEGORY_SLOTS.get(words[-1]) == "has_pet"


def pet_gone_said(text: str) -> bool:
    """The cheap test: the message may say a pet went elsewhere."""
    part = text[:MAX_TEXT]
    return any(p.search(part) is not None for p in (_LEFT_FOR, _GIVEN, _MOURNED, _HOME_GONE))


def _named(sentence: str) -> list[str]:
    """The folded words a sentence says went elsewhere or were given away."""
    out: list[str] = []
    for m in _LEFT_FOR.finditer(sentence):
        if _VISIT.search(sentence[m.end() : m.end() + _AFTER]):
            continue
        out.append(fold(m.group("w") or m.group("v") or m.group("x") or ""))
        out.append(fold(m.group("a") or ""))  # "and the snake went to": the snake
    for m in _GIVEN.finditer(sentence):
        out.extend(fold(w) for w in m.group("g").split())
    for m in _MOURNED.finditer(sentence):
        out.append(fold(next(g for g in m.groups() if g)))
    for m in _HOME_GONE.finditer(sentence):  # "Zaid's old tank": the pet's, or its owner's
        out.extend([fold(m.group("h")), _HOMED] if m.group("h") else [_HOMED])
    return [w.removesuffix("'s").removesuffix("’s") for w in out if w]


def pet_gone(
    source: Evidence, ops: Sequence[Operation], facts: Sequence[CurrentFact], extractor: str
) -> list[Operation]:
    """Retracts of the stored pets the message says went elsewhere (module docstring)."""
    at = source.observed_at
    text = (source.text or "")[:MAX_TEXT]
    if at is None or not pet_gone_said(text):
        return []
    pets = [f for f in facts if f.holds_at(at) and is_pet(f)]
    out: list[Operation] = []
    for start, end in split_sentences(text):
        words = set(_named(text[start:end]))
        if not words:
            continue
        hit = [f for f in pets if content_words(f.shown) & words]
        if not hit and words & (_KIND_WORDS | {_HOMED}) and len(pets) == 1:
            hit = pets  # "after the goldfish funeral": the one pet stored
        if len(hit) != 1 or already_handled(ops, hit[0]):
            continue
        when = end_time(text[start:end], at, hit[0])
        if when is not None:
            out.append(retract_of(hit[0], when, source, (start, end), extractor))
            pets.remove(hit[0])
    return out
