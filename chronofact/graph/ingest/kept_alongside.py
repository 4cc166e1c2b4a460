"""Does a message keep a value alongside a new one, clause by clause? (pure)

A keep word ("still", "also", "as well", "both", "kept", a closing "too") keeps the value of
its own clause: "I'm still with HDFC for savings" keeps the speaker's HDFC. It does not keep
the values of the other clauses of the message, nor a value of someone other than who its
clause is about: in "my son still plays rugby, but I gave it up and swim now" the son keeps
rugby and the speaker's rugby may end; in "Ali is still at the bakery, but I moved to the
mill" nothing of the speaker's is kept.

A clause is about the holder of the value (`Holder`) unless what it says before its keep
word names someone else: for the speaker's own value, a relation ("my wife", "our
neighbour"), a third person ("he", "she", "they") or a capitalised name; for someone else's
value, the speaker ("I", "we": only when the message names the holder) or another
capitalised name. A clause about the holder keeps
the value when it names it (by a word's first four letters, "knit" for "knitting"), or when
it names nothing with a capital after the keep word ("still there", "kept the old one": the
value may be meant); "I'm still at Lidl" keeps no gym.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from chronofact.extractors.change_words import STOP
from chronofact.graph.ingest.cue_words import fold

__all__ = ["KEEP_RE", "Holder", "clauses", "holder_of", "kept_alongside"]

KEEP_RE = re.compile(
    r"\b(?:still|also|as\s+well|both|kept)\b|\btoo\b(?=\s*(?:[.,;!?]|$))", re.IGNORECASE
)
"""Words that keep a value alongside a new one."""
_CLAUSE_END = re.compile(
    r"[.;:!?,\n]+|\s[-–—]\s|\b(?:but|while|whereas|though|although|and|so)\b", re.IGNORECASE
)
_FIRST = re.compile(r"\b(?:i|i'm|i've|i'd|we|we're|we've|me|us)\b", re.IGNORECASE)
_THIRD = re.compile(r"\b(?:he|he's|she|she's|they|they're|his|her|their)\b", re.IGNORECASE)
_RELATION = re.compile(r"\b(?:my|our)\s+([a-z][\w-]*)", re.IGNORECASE)
_CAPITAL = re.compile(r"\b[A-Z][\w'’-]*")
_WORD = re.compile(r"[^\W_]+")
_STEM = 4


@dataclass(frozen=True)
class Holder:
    """Who holds a value: the speaker (`own`), else someone called by `names` (folded first
    name or relation words: "ali", "sister")."""

    own: bool
    names: frozenset[str] = frozenset()


def holder_of(subject: str, subject_key: str, speaker_key: str) -> Holder:
    """The holder of a value of `subject`: the speaker, a relation of the speaker ("Nia's
    partner": "partner"), or someone by the words of their name."""
    if speaker_key and subject_key == speaker_key:
        return Holder(own=True)
    if speaker_key and subject_key.startswith(speaker_key + " s "):
        return Holder(own=False, names=frozenset(subject_key[len(speaker_key) + 3 :].split()))
    return Holder(own=False, names=frozenset(_WORD.findall(fold(subject))))


def clauses(text: str) -> list[str]:
    """The clauses of `text`: split at sentence ends, commas, semicolons, dashes and "but",
    "while", "though", "and", "so" ..."""
    return [c for c in (part.strip() for part in _CLAUSE_END.split(text)) if c]


def _names(part: str) -> set[str]:
    """Capitalised words of `part` that are no stop word and not "I" (the folded names)."""
    out = set()
    for m in _CAPITAL.finditer(part):
        word = fold(m.group().removesuffix("'s").removesuffix("’s"))
        if word not in STOP and not _FIRST.fullmatch(word):
            out.add(word)
    return out


def _about_other(lead: str, holder: Holder, named: bool) -> bool:
    """What a clause says before its keep word names someone other than the holder (the
    speaker counts only when the message names the holder: `named`)."""
    if holder.own:
        if _FIRST.search(lead):
            return False
        relations = {fold(m.group(1)) for m in _RELATION.finditer(lead)}
        return bool(relations or _THIRD.search(lead) or _names(lead))
    said = {fold(w) for w in _WORD.findall(lead)}
    if said & holder.names or _THIRD.search(lead):
        return False
    return bool((named and _FIRST.search(lead)) or _names(lead) - holder.names)


def _names_value(clause: str, values: Iterable[frozenset[str]]) -> bool:
    stems = {w[:_STEM] for w in _WORD.findall(fold(clause))}
    return any(words and {w[:_STEM] for w in words} <= stems for words in values)


def kept_alongside(
    text: str,
    holder: Holder,
    values: Iterable[frozenset[str]],
    keep: re.Pattern[str] = KEEP_RE,
    message: str | None = None,
) -> bool:
    """Some clause of `text` with a keep word (`keep`) is about `holder` and keeps one of
    `values` (each a value's folded content words; see the module docstring). `message`:
    the whole message `text` is part of (whether it names the holder)."""
    wanted = [v for v in values if v]
    named = bool(holder.names & {fold(w) for w in _WORD.findall(message or text)})
    for clause in clauses(text):
        m = keep.search(clause)
        if m is None or _about_other(clause[: m.start()], holder, named):
            continue
        if _names_value(clause, wanted) or not _names(clause[m.end() :]):
            return True
    return False
