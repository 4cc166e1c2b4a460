"""An end said of a value nothing stored holds: the value is kept as what held until the end
(pure but for the store lookup it is given; `change_resolution` applies it last).

"I cancelled Showmax o, Netflix has all the dramas", with no streaming service ever stored for
the speaker: the extractor's retract of Showmax finds nothing to end, and "what did she stream
in March?" had no answer, though the message says she had Showmax until now. The end is
knowledge about the past: the value is stored as held until the time the retract starts, from
a start nobody said (the beginning of time, as `said_ended` does for "I lived in Paris until
2020"), learned now, grounded in the sentence that ended it. (A change whose end the extractor
does not read, "sold the Activa, bought a Jupiter", is `earlier_value`'s.)

Only a retract naming a value (the extractor's `end` claim: "dumped Showmax", "no longer
vegan") of a subject that holds nothing on the slot's family or on the canonical slots its
predicate stands for (`married_to`: a partner's, a relationship status's), and holds the value
on no slot: neither in the store, ever (`SlotsWithHistory`: a value that ended long ago is
history already told), nor in the request before it, nor in the message's own asserts from
before the end (`earlier_value`'s; the new value said after it, "dumped Showmax for Netflix",
starts where the old one ends). One past fact per value ("Raj and I broke up" ends him
as partner, husband and fiance: the first is kept). Never a state's ("order 4411 is no longer
processing": a state, not a thing held), a relationship status's, or a time's (a meeting's
time is its event's, `ended_times`). At most `MAX_UNHELD` per message.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.extractors.conversation.slot_vocab import event_time_predicate
from chronofact.extractors.conversation.statements import render
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_plan import CHANGE_CONFIDENCE, CurrentFact
from chronofact.graph.ingest.earlier_value import SlotsWithHistory
from chronofact.graph.ingest.kindred_plan import STATE_SLOTS
from chronofact.graph.models import ChangeKind, Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.slot_names import slot_family, slots_of_predicate
from chronofact.graph.time import BEGINNING_OF_TIME, END_OF_TIME, Period

__all__ = ["MAX_UNHELD", "unheld_ends"]

MAX_UNHELD = 3
"""At most this many ended values of one message are stored as past."""

_NO_LONGER = re.compile(r"^\s*no longer:\s*", re.IGNORECASE)


def _slots(predicate: str) -> frozenset[str]:
    """The predicate, its family and the canonical slots it stands for ("married_to" is a
    partner's and a relationship status's)."""
    p = normalise_predicate(predicate)
    return frozenset({p}) | slot_family(p) | slots_of_predicate(p)


def _family_keys(subject_key: str, predicate: str) -> set[tuple[str, str]]:
    return {(subject_key, p) for p in _slots(predicate)}


def _candidates(
    ops: Sequence[Operation], facts: Sequence[CurrentFact]
) -> list[tuple[Operation, set[tuple[str, str]]]]:
    """The message's retracts of a named value on a slot its subject holds nothing on."""
    held = {key for f in facts for key in _family_keys(f.subject_key, f.predicate)}
    values = {(f.subject_key, name_key(f.shown)) for f in facts}
    asserted = [
        (o.period.start, _family_keys(name_key(o.subject), o.predicate))
        for o in ops
        if o.op == Op.ASSERT and o.polarity
    ]
    out: list[tuple[Operation, set[tuple[str, str]]]] = []
    for op in ops:
        if op.op != Op.RETRACT or not op.polarity or not op.has_object or op.evidence is None:
            continue
        # the message's own value before the end ("earlier_value"); not the new one after it
        before = {key for start, keys in asserted if start < op.period.start for key in keys}
        predicate = normalise_predicate(op.predicate)
        # a state, or a relationship status: "single" ended by "my gf Elif" is the extractor's
        # bookkeeping of the new partner, not a value anyone said ended
        if predicate in STATE_SLOTS or event_time_predicate(predicate):
            continue
        if op.period.end != END_OF_TIME or op.period.start <= BEGINNING_OF_TIME:
            continue
        keys = _family_keys(name_key(op.subject), predicate)
        said = (name_key(op.subject), name_key(op.shown))
        if keys & (held | before) or said in values:
            continue  # held on the slot, or the value held on another ("dating" for "partner")
        values.add(said)  # "Raj and I broke up": partner, married_to, engaged_to; one is kept
        out.append((op, keys))
    return out[:MAX_UNHELD]


def _statement(op: Operation) -> str:
    said = _NO_LONGER.sub("", op.statement or "")
    if said and op.statement and said != op.statement:
        return said
    return render(op.subject, normalise_predicate(op.predicate), op.shown, "assert", True)


def _past_op(op: Operation) -> Operation:
    """The value as held until the retract's start, grounded where the retract is."""
    return Operation(
        op=Op.ASSERT,
        subject=op.subject,
        predicate=op.predicate,
        period=Period.of(BEGINNING_OF_TIME, op.period.start),
        object=op.object,
        value=op.value if op.object is None else None,
        kind=ChangeKind.CHANGE,
        statement=_statement(op),
        evidence=op.evidence,
        confidence=min(op.confidence or CHANGE_CONFIDENCE, CHANGE_CONFIDENCE),
        extractor=op.extractor,
    )


def unheld_ends(
    ops: Sequence[Operation], facts: Sequence[CurrentFact], with_history: SlotsWithHistory
) -> list[Operation]:
    """The asserts of the ended values nothing held (see the module docstring)."""
    found = _candidates(ops, facts)
    if not found:
        return []
    asked = sorted({key for _, keys in found for key in keys})
    stored = with_history(asked)
    return [_past_op(op) for op, keys in found if not keys & stored]
