"""A change that names a new value where nothing was stored: the value it replaced, said
earlier in passing, is read back from the speaker's earlier messages.

"typing this on my Pixel 6, battery is dying again", months later "caved and got an iPhone 15":
the second message says the slot moved on and names its new value, but no frame read the first,
so nothing was stored for "what phone did Chen use in June?". The change tells what to look for:
a thing of the new value's kind (MiniLM cosine, as in `kindred_value`), said by the same
speaker before, in a clause about the same subject and, by meaning, the same slot. Found, it
is stored as what held from the earlier message's time until the change: learned now (the
write is new knowledge about the past, nothing stored is edited), grounded in the earlier
message at the value's span.

When no earlier message names it, the changing sentence itself may: "sold the Activa last
week, bought a Jupiter" ends the Activa by a cue right before its name, so the Activa is stored
as held until the change, from a start nobody said (`_ended_here`; an end the extractor read
as its own claim is `unheld_end`'s).

Only for an assert of the message's own on a slot that holds one thing at a time
(`kindred_plan.replaceable`) that never held a value for the subject (no fact of the request,
no key in the store: a gap between two values is left a gap), said in a sentence that says
something moved on (`NOVELTY_RE`) or ended (`change_cues.has_change_cue`). At most
`MAX_LOOK_BACK` earlier messages are read (the newest first; the first that names a value
wins), at most `MAX_NEWS` values looked for per message: bounded work whatever the
conversation holds.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from datetime import datetime

from chronofact.extractors.claims.sentences import sentence_at, split_sentences
from chronofact.extractors.conversation.slot_match import SlotMatcher
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.conversation.value_kind import kind_misfit
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words, ended_names, has_change_cue
from chronofact.graph.ingest.change_plan import (
    CHANGE_CONFIDENCE,
    MAX_SENTENCE_CHARS,
    CurrentFact,
    fact_of,
)
from chronofact.graph.ingest.kindred_plan import STATE_SLOTS, fits_slot, people_of, replaceable
from chronofact.graph.ingest.kindred_value import NOVELTY_RE, KindredFact, kindred_values
from chronofact.graph.models import ChangeKind, Evidence, Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.time import BEGINNING_OF_TIME, Period

__all__ = [
    "MAX_LOOK_BACK",
    "MAX_NEWS",
    "MIN_EARLIER",
    "EarlierMessages",
    "SlotsWithHistory",
    "earlier_ops",
]

_SAID_BY_SHAPE = frozenset({"shift"})
"""Slots whose values the readers know by their shape (a rota, hours: `shift_pattern`), not by
a kind of thing: the nearest earlier words by meaning are no value of theirs ("he's always on my
case" was read back as the shift before "I'm on days now")."""


MAX_LOOK_BACK = 8
"""At most this many earlier messages of the speaker are read for one message."""
MAX_NEWS = 3
"""At most this many new values of one message are looked back for."""
MIN_EARLIER = 0.35
"""An earlier thing is of the new value's kind at this score or more (cosine plus
`kindred_value.SHAPE_BONUS`; a bar above `kindred_value.MIN_KINDRED`: the earlier message
need not say anything changed) ..."""
MIN_NAMED_AGAIN = 0.20
"""... or at this score when the changing message names it again ("Knees said no more golf")."""

EarlierMessages = Callable[[str], Sequence[Evidence]]
"""A speaker's messages said before the one being read, newest first, as stored."""
SlotsWithHistory = Callable[[list[tuple[str, str]]], set[tuple[str, str]]]
"""Which (subject key, predicate) slots have ever held a value in the store (even one that
ended long ago: a gap between values is not filled from an earlier message)."""


def _sentence_of(text: str, span: tuple[int, int] | None) -> str:
    if span is None:
        return text
    for start, end in split_sentences(text):
        if start <= span[0] < end:
            return text[start:end]
    return text


def _news(
    source: Evidence,
    ops: Sequence[Operation],
    facts: Sequence[CurrentFact],
    with_history: SlotsWithHistory,
) -> list[Operation]:
    """The message's asserts of a one-value slot nothing is known for, said as a change."""
    text = source.text or ""
    known = {(f.subject_key, normalise_predicate(f.predicate)) for f in facts}
    out: list[Operation] = []
    for op in ops:
        if op.op != Op.ASSERT or not op.polarity or not op.has_object or op.evidence is None:
            continue
        fact = fact_of(op)
        if (fact.subject_key, normalise_predicate(op.predicate)) in known:
            continue
        if normalise_predicate(op.predicate) in _SAID_BY_SHAPE:
            continue
        if not replaceable(fact, text, any_case=True):
            continue
        sentence = _sentence_of(text, op.evidence.span)
        if NOVELTY_RE.search(sentence) is None and not has_change_cue(sentence):
            continue  # "sold the Activa, bought a Jupiter": an end cue says it too
        out.append(op)
    out = out[:MAX_NEWS]
    if not out:
        return []
    slots = [(name_key(op.subject), normalise_predicate(op.predicate)) for op in out]
    held = with_history(slots)
    return [op for op, slot in zip(out, slots, strict=True) if slot not in held]


def _earlier_op(
    op: Operation,
    said: Evidence,
    value: str,
    span: tuple[int, int],
    since: datetime | None = None,
) -> Operation:
    """What held from the earlier message (or `since`) until the change."""
    start = since if since is not None else said.observed_at
    assert start is not None
    entity = op.object is not None
    return Operation(
        op=Op.ASSERT,
        subject=op.subject,
        predicate=op.predicate,
        period=Period.of(start, op.period.start),
        object=value if entity else None,
        value=None if entity else value,
        kind=ChangeKind.CHANGE,
        statement=render(op.subject, normalise_predicate(op.predicate), value, "assert", True),
        evidence=dataclasses.replace(said, span=span),
        confidence=CHANGE_CONFIDENCE,
        extractor=op.extractor,
    )


def earlier_ops(
    source: Evidence,
    ops: Sequence[Operation],
    facts: Sequence[CurrentFact],
    matcher: SlotMatcher,
    earlier: EarlierMessages,
    with_history: SlotsWithHistory,
) -> list[Operation]:
    """The asserts of earlier values the message's changes imply (see the module docstring)."""
    if source.observed_at is None or not source.speaker:
        return []
    news = _news(source, ops, facts, with_history)
    if not news:
        return []
    speaker_key = name_key(source.speaker)
    people = people_of(facts, speaker_key)
    held = [f.shown for f in facts]
    named = content_words(source.text or "")
    out: list[Operation] = []
    for op in news:
        fact = fact_of(op)
        wanted = [
            KindredFact(
                0,
                fact.subject_key,
                fact.subject,
                fact.shown,
                ended=False,
                takes_states=normalise_predicate(op.predicate) in STATE_SLOTS,
                predicate=op.predicate,
            )
        ]
        fits = fits_slot(matcher, [fact])
        for said in earlier(source.speaker)[:MAX_LOOK_BACK]:
            text = said.text or ""
            if said.observed_at is None or said.observed_at >= op.period.start or not text:
                continue
            spans = [(s, e) for s, e in split_sentences(text) if e - s <= MAX_SENTENCE_CHARS]
            found = kindred_values(
                text,
                spans,
                wanted,
                speaker_key,
                said.observed_at,
                people,
                matcher.vectors,
                fits,
                [fact.shown, *held],
                any_clause=True,
                bar_of=lambda value: (
                    MIN_NAMED_AGAIN if content_words(value) & named else MIN_EARLIER
                ),
                questions=True,
            )
            if found:
                out.append(_earlier_op(op, said, found[0].value, found[0].span))
                break
        else:
            ended = _ended_here(source, op, people)
            if ended is not None:
                out.append(ended)
    return out


_CAPITALISED = re.compile(r"\b[A-Z][\w&'\u2019.-]*(?:\s+[A-Z0-9][\w&'\u2019.-]*){0,3}")
_DETERMINERS = r"(?:(?:the|my|our|his|her|their|that|this|old|trusty|beloved)\s+){0,2}"
_OWN_CLAUSE = (
    r"(?:^|[,;:]\s*|\b(?:and|so|then)\s+)(?:(?:I|we)\s+)?"
    r"(?:(?:finally|just|also|already|have|had|'ve|\u2019ve)\s+){0,2}"
)
"""The end cue opens its clause, said by no one but the speaker ("Mum sold the Polo, so I
bought a Jupiter" is Mum's car)."""


def _ended_here(source: Evidence, op: Operation, people: set[str]) -> Operation | None:
    """The value the changing sentence itself ends before its new one ("sold the Activa last
    week, bought a Jupiter"; "got rid of the Polo"), when no earlier message named it: a name
    right after the end cue (a determiner between at most), not the new value, its subject or
    a person, of a kind the slot may hold, the cue opening its clause in the speaker's words;
    held until the change, from a start nobody said (the beginning of time, as
    `said_ended`)."""
    text = source.text or ""
    if op.evidence is None or op.evidence.span is None:
        return None
    found = sentence_at(text, op.evidence.span[0])
    if found is None or found[1] - found[0] > MAX_SENTENCE_CHARS:
        return None
    start, end = found
    sentence = text[start:end]
    new_words = content_words(op.shown)
    new_at = sentence.find(op.shown)
    before_new = len(sentence) if new_at < 0 else new_at
    others = people | {name_key(op.subject)}
    names = [
        m
        for m in _CAPITALISED.finditer(sentence)
        if not content_words(m.group()) & new_words
        and name_key(m.group()) not in others
        and m.end() <= before_new
    ]
    predicate = normalise_predicate(op.predicate)
    for ended in ended_names(sentence, [m.group() for m in names]):
        name = names[ended.index]
        cue = r"\s+".join(re.escape(w) for w in ended.cue.split())
        said = re.compile(
            rf"{_OWN_CLAUSE}{cue}\s+{_DETERMINERS}{re.escape(name.group())}\b", re.IGNORECASE
        )
        if said.search(sentence) is None:
            continue
        if kind_misfit(predicate, name.group(), sentence, name.span()) is not None:
            continue
        span = (start + name.start(), start + name.end())
        return _earlier_op(op, source, name.group(), span, BEGINNING_OF_TIME)
    return None
