"""A held value named again where the message ends it is no new value (pure; `change_resolution`
applies it with the current facts).

The reader takes one value per message, and a message that says a change often names the old
thing in its ending words: "Finally packed in Kerry Group after the summer and Glanbia took me
on" read as works at "packed in Kerry Group", "Sold most of the Warhammer army to fund a
drone" as the pastime "Warhammer army". Written, such a value replaces the held one with a
variant of itself, so the old thing stays current in other words.

An assert is such a mention when its value's words hold, or are held by, the words of a value
the same person holds on the same slot family, not equal to them, and an ending word of
`change_words.CUE_RE` stands in the value or before it in its clause ("packed in", "sold
most of the"); a value named after the end ("Sold the Corolla, got a Corolla Cross") is a new
one. The assert is dropped and the held value ends with the message (or the time its sentence
says), as the issue asks of a message that clearly ends a slot whose new value is not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.extractors.change_words import CUE_RE
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words
from chronofact.graph.ingest.change_plan import CurrentFact, already_handled, end_time, retract_of
from chronofact.graph.ingest.same_slot import sentence_of
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.slot_names import slot_family

__all__ = ["ended_mentions"]

MAX_TEXT = 2000
_CLAUSE_BREAK = re.compile(r"[,;:.!?()\u2014\u2013]|\s-\s|\band\b|\bbut\b|\bso\b", re.IGNORECASE)


_NEW_VALUE_BEFORE = re.compile(r"\b(?:to|for|with|into|onto)\s+(?:the\s+|a\s+|an\s+)?$", re.I)
"""Words before a value that make it the new one of a movement ("moved me to plot 12")."""


def _ended_where_said(text: str, value: str) -> bool:
    """The value is said inside ending words: a cue in it or before it in its clause."""
    at = text.casefold().find(value.casefold())
    if at < 0:
        return False
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(text, 0, at)]
    clause = text[breaks[-1] if breaks else 0 : at + len(value)]
    if _NEW_VALUE_BEFORE.search(text, max(0, at - 12), at):
        return False  # "moved me to plot 12", "switched to Octopus": the new one
    return CUE_RE.search(clause) is not None


def _words(value: str) -> frozenset[str]:
    """The content words of a value, its numbers kept ("plot 12" is not "plot 9")."""
    numbers = frozenset(re.findall(r"\d+", value))
    return content_words(value) | numbers


def _held_variant(op: Operation, fact: CurrentFact) -> bool:
    if name_key(op.subject) != fact.subject_key:
        return False
    if fact.predicate != op.predicate and fact.predicate not in slot_family(op.predicate):
        return False
    said, held = _words(op.shown), _words(fact.shown)
    return bool(said and held) and said != held and (said <= held or held <= said)


def ended_mentions(
    source: Evidence, ops: Sequence[Operation], live: Sequence[CurrentFact], extractor: str
) -> list[Operation]:
    """`ops` without the asserts that name a held value where the message ends it, with the
    held values' ends (see the module docstring)."""
    text = (source.text or "")[:MAX_TEXT]
    at = source.observed_at
    if at is None or not text or CUE_RE.search(text) is None:
        return list(ops)
    kept: list[Operation] = []
    dropped: list[tuple[Operation, list[CurrentFact]]] = []
    for op in ops:
        held = (
            [f for f in live if _held_variant(op, f)]
            if op.op == Op.ASSERT and op.polarity and op.has_object
            else []
        )
        if held and _ended_where_said(text, op.shown):
            dropped.append((op, held))
        else:
            kept.append(op)
    ends: list[Operation] = []
    for op, held in dropped:
        start, end = sentence_of(op, text)
        for fact in held:
            when = end_time(text[start:end], at, fact)
            if when is not None and not already_handled([*kept, *ends], fact):
                ends.append(retract_of(fact, when, source, (start, end), extractor))
    return [*ends, *kept]
