"""A time said for another event: "sync moved to Wednesdays 2pm from next week" reads the
sync's new time, and ends the meeting it is (`meeting_time`), never the budget's deadline that
the sentence's words happen to be near in meaning.

A fact on a time slot (a deadline, a meeting's time) is not ended by a sentence's meaning when
the same message asserts, for the same person and inside that sentence, a time on a slot that
is not the fact's: the time said belongs to that other event."""

from __future__ import annotations

from collections.abc import Sequence

from chronofact.graph.entities import name_key
from chronofact.graph.models import Op, Operation
from chronofact.graph.slot_names import slots_of_predicate

__all__ = ["TIMED_SLOTS", "time_of_another_event"]

TIMED_SLOTS = frozenset({"deadline", "meeting_time"})


def time_of_another_event(
    predicate: str, subject_key: str, own: Sequence[Operation], sentence: tuple[int, int]
) -> bool:
    """The fact (`predicate` of `subject_key`) is on a time slot, and the message asserts, for
    the same subject, a time on other time slots from words inside `sentence`."""
    mine = slots_of_predicate(predicate) & TIMED_SLOTS
    if not mine:
        return False
    for op in own:
        if op.op != Op.ASSERT or not op.polarity or name_key(op.subject) != subject_key:
            continue
        theirs = slots_of_predicate(op.predicate) & TIMED_SLOTS
        span = op.evidence.span if op.evidence is not None else None
        if not theirs or theirs & mine or span is None:
            continue
        if span[0] < sentence[1] and sentence[0] < span[1]:
            return True
    return False
