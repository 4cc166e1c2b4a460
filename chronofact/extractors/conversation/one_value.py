"""One message, one value per one-value slot: when a message's claims put two unrelated values
on the same person's one-value slot, only one is kept (pure; the last step of the
conversational extractor, after `value_fit`).

Two such values cannot both be current, and the store keeps whichever it writes last. In chat
the second is most often a thing of a nearby kind said beside the first ("I drive a Honda
Civic, my bike is a Trek", "I go to Planet Fitness, my climbing gym is Brooklyn Boulders",
"boss is Mr Tan. big boss Mr Lim.", "bought a Framework laptop for personal stuff ... work
Dell same"), so the value said first is kept, unless the message says the first one gave way
to a later one, or a later one is a word of the slot's own kind and the first is not (`_typed`):

- the first value's clause ends it ("Sorcha packed in the Irish classes, she's doing German",
  "data migration finally wrapped in april!! I'm leading the mobile redesign"), or
- a later value's clause says something is new and the first value's clause does not ("got
  the extension in May!! thesis now due October 31").

Values that share a word ("cafe owner", "full-time cafe owner") or that say nothing of their
own ("Mr") are not rivals; ended values and negations are left alone.

On a person's time slots (a meeting's time, a deadline, a launch) a value that is only a month
("july", "in june") beside one with a day or a clock time is when the change happened, not
the time itself ("Dan's team call shifted to Wednesday 1pm in july", "launch slipped to 30
September, heard in june"): it is dropped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import CUE_RE, NOVELTY_RE, word_set
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.lexicon import MONTHS, category_slot
from chronofact.extractors.conversation.slot_vocab import is_time_predicate
from chronofact.graph.predicates import Cardinality, builtin_cardinality, normalise_predicate

__all__ = ["one_value_each"]

_WORD = re.compile(r"[^\W_]+")
_EMPTY = word_set(
    "the a an my our his her their your its this that mr mrs ms miss dr prof sir madam "
    "and of in at on for with to"
)
_CLAUSE_END = re.compile(r"[.!?;,\n]|\s[-\u2013\u2014]\s")
_ENDED = re.compile(
    r"\b(?:wrapped|wound\s+down|over\s+with|leave|leaving|fired|ditched|dumped)\b", re.IGNORECASE
)
"""Endings beside the change cues: of a piece of work ("data migration finally wrapped"), of a
person one had ("I had to leave Dr. Mensah. The new cardiologist is Dr. Rosenthal")."""
_LOOK = 120
"""Characters looked at around a value for its clause (bounded)."""


def _words(value: str) -> frozenset[str]:
    return (
        frozenset(w for w in _WORD.findall(value.casefold()) if len(w) > 1 and not w.isdigit())
        - _EMPTY
    )


def _value(claim: Claim) -> str:
    return (claim.object or claim.value or "").strip()


def _rival(claim: Claim) -> bool:
    return (
        claim.action == "assert"
        and claim.polarity
        and claim.valid_to is None
        and bool(_words(_value(claim)))
        and builtin_cardinality(normalise_predicate(claim.predicate)) == Cardinality.SINGLE
    )


def _clause(text: str, claim: Claim) -> str:
    """The clause the claim's value is said in: its span, widened to the clause marks around
    it (at most `_LOOK` characters each way)."""
    start, end = max(0, claim.span[0]), min(len(text), max(claim.span[1], claim.span[0]))
    value = _value(claim).casefold()
    at = text.casefold().find(value, start, end + len(value)) if value else -1
    if at >= 0:
        start, end = at, at + len(value)
    marks = [m.end() for m in _CLAUSE_END.finditer(text, max(0, start - _LOOK), start)]
    first = marks[-1] if marks else max(0, start - _LOOK)
    after = _CLAUSE_END.search(text, end, end + _LOOK)
    return text[first : after.start() if after else min(len(text), end + _LOOK)]


def _ends(clause: str) -> bool:
    return CUE_RE.search(clause) is not None or _ENDED.search(clause) is not None


def _keeper(text: str, rivals: list[Claim]) -> Claim:
    """The value that stays: the first said, unless the message says it gave way (see the
    module docstring)."""
    first = rivals[0]
    said = _clause(text, first)
    if _ends(said):
        later = [c for c in rivals[1:] if not _ends(_clause(text, c))]
        if later:
            return later[0]
    if not NOVELTY_RE.search(said):
        newer = [c for c in rivals[1:] if NOVELTY_RE.search(_clause(text, c))]
        if newer:
            return newer[0]
    return _typed(first, rivals) or first


def _typed(first: Claim, rivals: list[Claim]) -> Claim | None:
    """A later value that is a common word of the slot's own kind when the first is not
    ("started eating fish again, so I'm pescatarian now": the diet is pescatarian), else None;
    a brand or a name ("got a Framework ..., work Dell same") is no such word."""
    slot = normalise_predicate(first.predicate)
    if category_slot(_value(first)) == slot:
        return None
    typed = [c for c in rivals[1:] if _value(c)[:1].islower() and category_slot(_value(c)) == slot]
    return typed[-1] if typed else None


_MONTH_ONLY = re.compile(
    rf"^(?:(?:in|since|from|by|early|mid|late|end\s+of|the|of)\s+)*(?:{'|'.join(MONTHS)}|"
    r"jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)$",
    re.IGNORECASE,
)
_SPECIFIC = re.compile(
    r"\d|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b(?:noon|midnight|tomorrow|tonight)\b",
    re.IGNORECASE,
)


def _change_months(claims: Sequence[Claim]) -> set[int]:
    """The month-only values on a person's time slots beside a specific time of theirs (see
    the module docstring), by id."""
    timed: dict[str, list[Claim]] = {}
    for c in claims:
        if (
            c.action == "assert"
            and c.polarity
            and is_time_predicate(normalise_predicate(c.predicate))
        ):
            timed.setdefault(c.subject.casefold(), []).append(c)
    out: set[int] = set()
    for said in timed.values():
        if any(_SPECIFIC.search(_value(c)) for c in said):
            out.update(id(c) for c in said if _MONTH_ONLY.match(_value(c)))
    return out


def one_value_each(message: Message, claims: Sequence[Claim]) -> list[Claim]:
    """The claims with, per (subject, one-value slot), the values that rival the kept one
    dropped (see the module docstring)."""
    groups: dict[tuple[str, str], list[Claim]] = {}
    for c in claims:
        if _rival(c):
            key = (c.subject.casefold(), normalise_predicate(c.predicate))
            groups.setdefault(key, []).append(c)
    dropped = _change_months(claims)
    for rivals in groups.values():
        if len(rivals) < 2:
            continue
        rivals.sort(key=lambda c: c.span[0])
        keep = _keeper(message.text, rivals)
        kept = _words(_value(keep))
        dropped.update(id(c) for c in rivals if c is not keep and not _words(_value(c)) & kept)
    if not dropped:
        return list(claims)
    return [c for c in claims if id(c) not in dropped]
