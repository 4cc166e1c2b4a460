"""A reference model of the bitemporal semantics, sharing no code with the service.

It only keeps the write log. The answer for a key at (valid time vt, known time tt) is found
by replaying, in order, the writes with tx_time <= tt whose period contains vt: an assert sets
the value, a retract clears it (a retract naming an object clears it only if the value at that
point has that object). So: the payload of the latest write with tx_time <= tt whose period
contains vt.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

Payload = tuple[str, bool]  # (object, polarity)


@dataclass(frozen=True)
class LoggedWrite:
    tx_time: datetime
    seq: int  # order inside one transaction
    subject: str
    predicate: str
    obj: str | None  # object asserted, or the object a retract is restricted to
    polarity: bool
    start: datetime
    end: datetime | None  # None = open
    retract: bool


@dataclass
class ReferenceModel:
    multi_valued: frozenset[str]
    log: list[LoggedWrite] = field(default_factory=list)

    def record(self, write: LoggedWrite) -> None:
        if self.log:
            last = self.log[-1]
            assert (write.tx_time, write.seq) > (last.tx_time, last.seq), "log out of order"
        self.log.append(write)

    def _slot(self, w: LoggedWrite, subject: str, predicate: str, obj: str | None) -> bool:
        """Does write `w` touch the key (subject, predicate[, obj])?"""
        if (w.subject, w.predicate) != (subject, predicate):
            return False
        if predicate in self.multi_valued:
            return w.obj is None or w.obj == obj  # a retract without object hits every object
        return True

    def value(
        self, subject: str, predicate: str, obj: str | None, vt: datetime, tt: datetime | None
    ) -> Payload | None:
        state: Payload | None = None
        for w in self.log:  # recorded in (tx_time, seq) order
            if tt is not None and w.tx_time > tt:
                break
            if not self._slot(w, subject, predicate, obj):
                continue
            if not (w.start <= vt and (w.end is None or vt < w.end)):
                continue
            if not w.retract:
                state = (w.obj or "", w.polarity)
            elif w.obj is None or (state is not None and state[0] == w.obj):
                state = None
        return state

    def answer(
        self, subject: str, predicate: str, vt: datetime, tt: datetime | None
    ) -> set[Payload]:
        """What the point query must return for (subject, predicate) at (vt, tt)."""
        if predicate not in self.multi_valued:
            found = self.value(subject, predicate, None, vt, tt)
            return {found} if found is not None else set()
        objects = {
            w.obj
            for w in self.log
            if (w.subject, w.predicate) == (subject, predicate) and w.obj is not None
        }
        answers = set()
        for obj in objects:
            found = self.value(subject, predicate, obj, vt, tt)
            if found is not None:
                answers.add(found)
        return answers
