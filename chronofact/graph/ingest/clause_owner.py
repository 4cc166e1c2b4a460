"""The person a clause opens on, when the extractor gave its value to the speaker (pure;
`speaker_reaim` asks it when no one holds the claim's slot).

A message read months after the one that named someone has no earlier turn to tell that a
lower-case word is a name: "ciaran's gone and got himself a job with Ryanair", "meera shifted
to Hyderabad", "hollie's deadline got pulled forward to 30 September" are read as the
speaker's. The stored facts know them: when

- the claim is the speaker's, on a slot that holds one value at a time,
- the clause of its value opens on a lower-case word (its possessive "'s" aside; a capitalised
  one the extractor reads as a name itself) that names exactly one
  person other than the speaker among the stored facts here: the subject of a fact, by its
  first name or the relation word the speaker's relation facts name them by ("dad"), or a
  person a relation fact of the speaker's names ("Siobhan's brother is Ciaran"),
- and no first-person word stands between that opening and the value ("ciaran's at Aldi and
  I'm at Ryanair" is the speaker's Ryanair),

the claim is that person's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from chronofact.extractors.change_words import word_set
from chronofact.graph.entities import name_key
from chronofact.graph.models import Operation

__all__ = ["clause_opener"]

_BREAK = re.compile(
    r"[,;:.!?()\u2014\u2013]|\s-\s|\s(?:but|while|though|so|cos|coz|because|whereas)\s",
    re.IGNORECASE,
)
"""Where a clause with its own subject may begin (not "and": "ciaran's gone and got ...")."""
_FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|im|i've|ive|i'd|me|my|mine|myself|we|we're|we've|us|our)\b", re.IGNORECASE
)
_FILLERS = word_set(
    "so and also then plus well anyway btw oh omg lol haha ok okay yeah yes guess what update "
    "news apparently honestly turns out"
)
_WORD = re.compile(r"[A-Za-z][\w-]*(?:['\u2019]s)?")
_POSSESSIVE = re.compile(r"['\u2019]s$")
_JOINED = re.compile(r"\s+(?:and|&|n|with)\s", re.IGNORECASE)


def _value_at(text: str, start: int, end: int, value: str) -> int:
    """Where the value is said between start and end (the last such place), or -1."""
    if not value:
        return -1
    return text.casefold().rfind(value.casefold(), start, end)


def _opening_word(text: str, start: int, end: int) -> str | None:
    """The first word of text[start:end] past fillers, its possessive aside (casefolded), when
    written in lower case (a capitalised one the extractor read as a name already); None when
    it is one of two subjects ("fraser and ewan are in Glasgow")."""
    for m in _WORD.finditer(text, start, end):
        word = _POSSESSIVE.sub("", m.group()).casefold()
        if word not in _FILLERS:
            if not m.group()[:1].islower() or _JOINED.match(text, m.end(), end):
                return None
            return word
    return None


def clause_opener(
    op: Operation,
    sentence: tuple[int, int],
    text: str,
    people: Sequence[tuple[str, list[str]]],
    same: Callable[[str, str], bool],
) -> str | None:
    """The person (as stored) the clause of the op's value opens on, or None (see the module
    docstring); `people` are the persons stored here other than the speaker, each with the
    words it is said by; `same` tells two name keys of one person."""
    value = op.object if op.object is not None else (str(op.value) if op.value else "")
    span = op.evidence.span if op.evidence is not None else None
    if span is None or not value:
        return None
    at = _value_at(text, sentence[0], min(sentence[1], max(span[1], span[0] + len(value))), value)
    if at < 0:
        return None
    breaks = [m.end() for m in _BREAK.finditer(text, sentence[0], at)]
    start = breaks[-1] if breaks else sentence[0]
    if _FIRST_PERSON.search(text, start, at):
        return None
    word = _opening_word(text, start, at)
    if word is None:
        return None
    named = [name for name, words in people if word in {w.casefold() for w in words}]
    if not named:
        return None
    first = name_key(named[0])
    if any(not same(first, name_key(other)) for other in named[1:]):
        return None  # two people said by that word
    return max(named, key=len)  # "Wei Ling" rather than "Wei"
