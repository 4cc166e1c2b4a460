"""A state said undone by its own word ends it (pure; `change_resolution` calls it with the
current facts).

"DB-303 is unblocked" says the ticket is no longer "blocked"; "SUP-318 got assigned to Anika"
says it is no longer "unassigned"; "the invoice is paid now" ends "unpaid"; "I got remarried"
ends "divorced" (a relationship status, one at a time). A stored one-word
state (any slot but family) whose word the message says with "un" put before it, or, for a
stored "un" word, without it (not after a negation: "still not assigned"), is ended -- when
its subject is named in the same clause (a ticket's key, a person's name) or is the speaker.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.lexicon import KIN
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_plan import CurrentFact, already_handled, end_time, retract_of
from chronofact.graph.ingest.cue_words import fold
from chronofact.graph.models import Evidence, Operation
from chronofact.graph.predicates import normalise_predicate

__all__ = ["state_undone", "undone_said"]

MAX_TEXT = 2000
_UNDONE = re.compile(
    r"\bun[a-z]{3,}(?:ed|en|id)\b"
    r"|\b(?:got|get|getting|now|just|i'm|am)\s+(?:re)?"
    r"(?:married|engaged|divorced|separated|single|widowed)\b",
    re.IGNORECASE,
)
"""The cheap test: an "un" word of a state ("unblocked", "unlocked", "unfrozen", "unpaid"), a
relationship status said to hold ("got remarried")."""
_STATE = re.compile(r"[a-z]{4,}")
_NEGATION = frozenset({"not", "never", "still", "yet", "isn't", "wasn't", "hasn't", "haven't"})
_WORD = re.compile(r"[\w'’-]+")
_FIRST_PERSON = frozenset({"i", "i'm", "i've", "me", "we", "we're", "we've", "us"})
_CLAUSE = re.compile(r"[,;:]|\bbut\b")
"""The state undone and its subject are said in one clause ("DB-404 is unblocked, DB-303 is
not")."""


def undone_said(text: str) -> bool:
    """The cheap test: the message may undo a stored state by an "un" word."""
    return _UNDONE.search(text[:MAX_TEXT]) is not None


_STATUSES = frozenset(
    {"single", "married", "remarried", "engaged", "divorced", "separated", "widowed"}
)
"""A relationship status, one at a time: another said of the same person ends the stored one
("Divorced" -> "I got remarried in August")."""
_BECOME = frozenset({"got", "get", "getting", "am", "i'm", "is", "are", "we're", "now", "just"})
"""Words before a status that say it holds ("got remarried", "I'm engaged", "now single")."""


def _negated(words: Sequence[str], i: int) -> bool:
    """A negation among the three words before the `i`th ("still not assigned")."""
    return bool(_NEGATION & set(words[max(0, i - 3) : i]))


def _another_status(words: Sequence[str], state: str) -> bool:
    """`state` is a relationship status and the words say another holds now (not negated)."""
    if state not in _STATUSES:
        return False
    for i, w in enumerate(words):
        other = "married" if w == "remarried" else w
        said = other in _STATUSES and other != state and i > 0 and words[i - 1] in _BECOME
        if said and not _negated(words, i):
            return True
    return False


def _undoes(words: Sequence[str], state: str) -> bool:
    """The words say `state` undone: "un" + it, or it without its "un" (not negated), or
    another relationship status said to hold."""
    if f"un{state}" in words or _another_status(words, state):
        return True
    if not state.startswith("un") or len(state) < 6:
        return False
    bare = state[2:]
    return any(w == bare and not _negated(words, i) for i, w in enumerate(words))


def _named(fact: CurrentFact, words: Sequence[str], speaker_key: str | None) -> bool:
    """The fact's subject is the speaker speaking in the first person, or is named in the
    clause (all its key's words)."""
    if speaker_key and fact.subject_key == speaker_key:
        return bool(_FIRST_PERSON & set(words))
    said = set(name_key(" ".join(words)).split())
    own = set(name_key(fact.subject).split())
    return bool(own) and own <= said


def state_undone(
    source: Evidence, ops: Sequence[Operation], facts: Sequence[CurrentFact], extractor: str
) -> list[Operation]:
    """Retracts of the stored states the message says undone (module docstring)."""
    at = source.observed_at
    text = (source.text or "")[:MAX_TEXT]
    if at is None or not text:
        return []
    live = [
        f
        for f in facts
        if f.holds_at(at)
        and _STATE.fullmatch(fold(f.shown).strip()) is not None
        and normalise_predicate(f.predicate) not in KIN
    ]
    if not live:
        return []
    speaker_key = name_key(source.speaker) if source.speaker else None
    out: list[Operation] = []
    for start, end in split_sentences(text):
        for clause in _CLAUSE.split(fold(text[start:end])):
            words = [w.replace("’", "'") for w in _WORD.findall(clause)]
            for fact in _undone_in(words, live, speaker_key, ops):
                when = end_time(text[start:end], at, fact)
                if when is not None:
                    out.append(retract_of(fact, when, source, (start, end), extractor))
                    live.remove(fact)
    return out


def _undone_in(
    words: Sequence[str],
    live: Sequence[CurrentFact],
    speaker_key: str | None,
    ops: Sequence[Operation],
) -> list[CurrentFact]:
    """The facts of `live` a clause's words say undone, of a subject it names."""
    out: list[CurrentFact] = []
    for fact in live:
        state = fold(fact.shown).strip()
        undone = _undoes(words, state) and _named(fact, words, speaker_key)
        if undone and not already_handled(ops, fact):
            out.append(fact)
    return out
