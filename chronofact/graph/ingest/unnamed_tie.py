"""A relative or partner named one way before and the other way now, when no stored fact ties
the relation word to the name (pure; `subject_alias` and `same_slot` ask it, only for a
message that says a change).

"Lily's doing year 11 at Brisbane State High" then "my niece started at Kelvin Grove College",
"Kemi is learning Mandarin" then "my wife paused Mandarin, she's learning German": the new
value is read for "<speaker>'s niece", the old one is held by Lily. "my sister is still at
Access Bank" then "Ngozi don resign! she joined Flutterwave": the new value is read for Ngozi,
the old one is held by "<speaker>'s sister". Either way the message says a change and only
one person could be meant, so the two names are one person:

- the relation word names no one yet: no relation fact of the speaker ties it (or another
  word for it) to a name ("Mwangi's wife is Wanjiru" is `subject_alias`'s own case);
- the one person the other name is: the only stored subject of the other kind holding a
  value on the claim's slot family -- a named person the speaker's relation facts do not
  name as someone else ("my colleague Kemi" is not "my wife"), or a relation of the speaker
  said without a name;
- the claim's own subject holds no value there, and a named person in the new message is
  otherwise unknown here (no stored fact of theirs at all).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from chronofact.extractors.change_words import word_set
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_meaning import KIN_SAME
from chronofact.graph.predicates import normalise_predicate

if TYPE_CHECKING:
    from chronofact.graph.ingest.change_plan import CurrentFact

__all__ = ["ALONE", "named_holder", "role_holders"]

_KIN_WORDS = frozenset().union(*KIN_SAME)
ALONE = _KIN_WORDS | word_set(
    "hubby wife husband spouse partner girlfriend boyfriend gf bf fiance fiancee fiancé fiancée "
    "son daughter niece nephew"
)
"""Relation words that name the speaker's relative or partner said alone as a subject ("Mam",
"Hubby"; not "boss", "doctor", "friend": whose is not said)."""


def _words_for(word: str) -> frozenset[str]:
    return next((group for group in KIN_SAME if word in group), frozenset({word}))


def _role_of(key: str, speaker_key: str) -> str | None:
    """ "fiona s niece" -> "niece" (one word after the speaker's "'s"); a relation word alone
    ("mam", "hubby") -> itself; else None."""
    mine = speaker_key + " s "
    if key.startswith(mine):
        rest = key[len(mine) :]
        return rest if rest and " " not in rest else None
    return key if key in ALONE else None


def _ties(facts: Sequence[CurrentFact], speaker_key: str) -> dict[str, set[str]]:
    """Relation word -> name keys the speaker's relation facts tie it to."""
    out: dict[str, set[str]] = {}
    for f in facts:
        if f.subject_key == speaker_key and f.object is not None:
            out.setdefault(normalise_predicate(f.predicate), set()).add(name_key(f.object))
    return out


def _named(key: str, speaker_key: str) -> bool:
    """A plain name: not the speaker, not someone's relation, not a kin word."""
    return bool(key) and key != speaker_key and " s " not in f" {key} " and key not in ALONE


def _tied(role: str, ties: dict[str, set[str]]) -> bool:
    return any(ties.get(word) for word in _words_for(role))


def named_holder(
    key: str, family: frozenset[str], facts: Sequence[CurrentFact], speaker_key: str
) -> str | None:
    """The one named person holding a value on `family` whom the speaker's relation `key`
    ("fiona s niece") may be, as stored (see the module docstring), or None."""
    role = _role_of(key, speaker_key)
    if role is None or not speaker_key:
        return None
    ties = _ties(facts, speaker_key)
    if _tied(role, ties):
        return None  # who it is is known: `subject_alias`
    holders = [f for f in facts if normalise_predicate(f.predicate) in family]
    if any(f.subject_key == key for f in holders):
        return None
    others = {name for names in ties.values() for name in names}
    named = {
        f.subject
        for f in holders
        if _named(f.subject_key, speaker_key) and f.subject_key not in others
    }
    return next(iter(named)) if len(named) == 1 else None


def role_holders(
    key: str, family: frozenset[str], facts: Sequence[CurrentFact], speaker_key: str
) -> set[str]:
    """The subject key of the one relation of the speaker said without a name ("chidi s
    sister") holding a value on `family` that the unknown named person `key` ("ngozi") may
    be (see the module docstring); empty when none, or not one."""
    if not speaker_key or not _named(key, speaker_key):
        return set()
    if any(f.subject_key == key for f in facts):
        return set()  # someone known here: their own
    ties = _ties(facts, speaker_key)
    if any(key in names for names in ties.values()):
        return set()
    roles = {
        f.subject_key
        for f in facts
        if normalise_predicate(f.predicate) in family
        and (role := _role_of(f.subject_key, speaker_key)) is not None
        and not _tied(role, ties)
    }
    return roles if len(roles) == 1 else set()
