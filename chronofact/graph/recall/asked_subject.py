"""Whom a question asks about, among the subjects of the facts recalled for it.

"Where does Arash's brother Kian work?" names Arash and Kian; it asks about Kian. "Where does
Linh's aunt live?" asks about Linh's aunt, "Who is Hannah's manager?" about Hannah (her
`manager` slot). The rule: of the fact subjects whose whole name occurs in the question (as
words, case-, accent- and punctuation-insensitive: `entities.name_key`), the one named last
(its name ends latest; at a tie, the longer name); the other person of a relation fact counts
as named too ("Arash's brother is Kian"). A relation fact of the results can give the
asked person a second name: "Olu's dad is Femi" makes "Olu's dad" another name of Femi, so a
fact whose subject is "Olu's dad" is about the person "What does Olu's dad Femi do?" asks
about. So do other words for a relation and words of address or relation before the name
(`same_person`: "Emma's grandad" / "Emma's grandpa", "Mummy Halima" / "Halima"), and a thing
named by its owner ("Amit's order") is asked with its owner. When no subject's whole name is
said, a full name whose first word is ("Where does Ines work?" of "Ines Moreau", the name a
chat export gives a speaker) is the asked person, if no other full name starts with it. A
person named by a relation the results hold asks about the other person of it ("What does
Lena's brother do?" after "Lena's brother is Matthias" asks about Matthias), unless the
relation ends the question ("Who is Lena's brother?").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_meaning import KIN_SAME
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.recall.relation_below import RELATION_PREDICATES
from chronofact.graph.recall.results import RecallResult

__all__ = ["asked_subject_keys", "owner_of", "people_keys", "same_person", "subject_key"]

_KIN = {word: min(group) for group in KIN_SAME for word in group}
"""Each word for a relation of the speaker -> one form of it ("papa", "father" -> "dad")."""
_RELATION_WORDS = RELATION_PREDICATES | frozenset(_KIN) | frozenset(_KIN.values())
"""Words that name a person by a relation or address them ("cousin", "aunty", "mummy")."""


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


def _kin_words(text: str) -> str:
    """A name key with each relation word in one form ("grandad" and "grandpa" alike) and
    without a possessive left at its end (a subject written "Dave's" is Dave)."""
    words = [_KIN.get(w, w) for w in text.split()]
    return " ".join(words[:-1] if len(words) > 1 and words[-1] == "s" else words)


def same_person(key: str, other: str) -> bool:
    """Two name keys of one person: equal but for the word used for a relation ("emma s
        grandad" / "emma s grandpa"), or one is the other named with relation or address words
        before it ("mummy halima", "zainab s mum halima" / "halima"; "anna s cousin marta" /
        "marta"; at most one name among those words: "mary smith" is not "smith"), or a relation
    word alone is someone's relation ("nan" / "nadia s nan joan")."""
    key, other = _kin_words(key), _kin_words(other)
    if key == other:
        return True
    longer, shorter = (key, other) if len(key) > len(other) else (other, key)
    said = longer.split()
    if shorter in _KIN.values() and len(said) in (3, 4) and said[1:3] == ["s", shorter]:
        return True  # a relation word alone ("Nan") is someone's ("Nadia's nan Joan")
    if not longer.endswith(" " + shorter):
        return False
    before = longer[: -len(shorter) - 1].split()
    names = [w for w in before if w not in _RELATION_WORDS and w != "s"]
    return len(names) < len(before) and len(names) <= 1


def _forms(key: str) -> list[str]:
    """The ways a question may name the person of `key`: the key (relation words in one form)
    and the name after its last relation or address word ("nadia s nan joan": "joan")."""
    words = _kin_words(key).split()
    related = [i for i, w in enumerate(words) if w in _RELATION_WORDS]
    forms = [" ".join(words)]
    if related and related[-1] < len(words) - 1:
        forms.append(" ".join(words[related[-1] + 1 :]))
    return forms


def _named_last(keys: set[str], words: list[str]) -> str | None:
    """Of `keys`, the one whose name ends last in the question's `words` (at a tie, the
    longer); None when none occurs."""
    best: tuple[int, int, str] | None = None
    for key in keys:
        end = max(_end_of(form, words) for form in _forms(key))
        if end >= 0 and (best is None or (end, len(key)) > best[:2]):
            best = (end, len(key), key)
    return best[2] if best is not None else None


def _by_given_name(keys: set[str], words: list[str]) -> str | None:
    """The one full name (two or three plain words, no relation or possessive) whose first word
    the question says, when no other such name starts with that word; None otherwise."""
    given: dict[str, list[str]] = {}
    for key in keys:
        said = key.split()
        if 2 <= len(said) <= 3 and "s" not in said and not set(said) & _RELATION_WORDS:
            given.setdefault(said[0], []).append(key)
    named = [
        (max(i for i, w in enumerate(words) if w == g), ks) for g, ks in given.items() if g in words
    ]
    if not named:
        return None
    _, found = max(named)
    return found[0] if len(found) == 1 else None


def owner_of(key: str) -> str | None:
    """The owner of a thing named by its owner ("amit s order" -> "amit"; not a person named
    by a relation, "olu s dad"); None for any other name."""
    owner, sep, thing = key.rpartition(" s ")
    if not sep or not owner or not thing or " " in thing or thing in _RELATION_WORDS:
        return None
    return owner


def _named_by_relation(results: Sequence[RecallResult], best: str, words: list[str]) -> set[str]:
    """The other person of a relation fact of `best` when the question names them by it and
    asks something of them ("What does Lena's brother do?" after "Lena's brother is
    Matthias": Matthias); not when the relation ends the question, but for a time ("Who is
    Lena's brother?", "Who is Mariana's boyfriend now?" ask the relation itself)."""
    found = set()
    for r in results:
        holder, other = subject_key(r), _relation_object(r)
        if holder is None or other is None or not same_person(holder, best):
            continue
        predicate = normalise_predicate(str((r.fact or {}).get("predicate")))
        for name in dict.fromkeys((holder, holder.split()[0])):  # "Priya" of "Priya Nair"
            for relation in _relation_words(predicate):
                said = f"{_kin_words(name)} s {relation}".split()
                n = len(said)
                if any(
                    words[i : i + n] == said and not _only_when(words[i + n :])
                    for i in range(len(words) - n)
                ):
                    found.add(other)
    return found


_WHEN_WORD = re.compile(
    r"now|currently|nowadays|today|these|days|still|anymore|lately|recently|then|back|at|the|"
    r"moment|right|in|on|during|of|last|this|year|month|week|time|ago|before|after|early|late|"
    r"mid|end|start|beginning|summer|winter|spring|autumn|fall|jan(?:uary)?|feb(?:ruary)?|"
    r"mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|"
    r"nov(?:ember)?|dec(?:ember)?|\d+"
)
"""A word of a time said after a relation ("Who is Mariana's boyfriend now?", "... in March
2025?"): the relation still ends what is asked."""


def _only_when(tail: list[str]) -> bool:
    """The words after a relation name only a time, or nothing: the question asks who the
    relation is, not something of them."""
    return all(_WHEN_WORD.fullmatch(w) for w in tail)


_SAID_FOR: dict[str, tuple[str, ...]] = {}
for _word, _slot in PERSON_ROLES.items():
    if " " not in _word:
        _SAID_FOR[_slot] = (*_SAID_FOR.get(_slot, ()), _word)
"""Predicate -> the relation words said for it ("husband", "wife" for `married_to`), built
once."""


def _relation_words(predicate: str) -> list[str]:
    """The words a question names a relation by: its predicate's ("married to"), and the
    relation words said for it (`_SAID_FOR`)."""
    return [_kin_words(predicate.replace("_", " ")), *_SAID_FOR.get(predicate, ())]


def asked_subject_keys(results: Sequence[RecallResult], question: str) -> frozenset[str]:
    """The name keys of the person the question asks about: the fact subject named last in it,
    with its other names among the results (`same_person`, and from relation facts); empty
    when no subject is named."""
    words = _kin_words(name_key(question)).split()
    people = people_keys(results)
    best = _named_last(people, words)
    if best is None:  # "Where does Ines work?" of "Ines Moreau", a chat export's full name
        best = _by_given_name(people, words)
    things = {key: owner for key in people if (owner := owner_of(key)) is not None}
    if best is None:  # "Amit's order" named as "Amit's Fairphone preorder"
        owners = {owner + " s" for owner in things.values()}
        named = _named_last(owners, words)
        best = named[:-2] if named is not None else None
    if best is None:
        return frozenset()
    related = _named_by_relation(results, best, words)
    if len(related) == 1:
        best = related.pop()
    keys = {key for key in people if same_person(key, best)}
    keys |= {key for key, owner in things.items() if owner in keys or same_person(owner, best)}
    for r in results:
        holder, other = subject_key(r), _relation_object(r)
        if not holder or other is None:
            continue
        predicate = normalise_predicate(str((r.fact or {}).get("predicate")))
        named = f"{holder} s {predicate.replace('_', ' ')}"  # "olu s dad"
        if other in keys:
            keys.add(named)
        elif any(same_person(named, key) for key in keys):
            keys.add(other)  # "What car does Olu's dad drive?": Femi's car too
    keys |= {key for key in people if any(same_person(key, name) for name in keys)}
    return frozenset(keys)
