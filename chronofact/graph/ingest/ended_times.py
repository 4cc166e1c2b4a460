"""The time kept for a thing ends with the thing: "Chidi does football every Saturday" stores
football as a pastime and `football_time: Saturday`; when "Chidi has abandoned football for
taekwondo" ends the pastime, Saturday is no longer football's time (pure; `change_resolution`
calls it with the message's operations and the current facts).

A current fact of the same person on a predicate naming a time (`<thing>_time`, `_day`,
`_days`) is ended with a retract of the message whose value holds every word of `<thing>`
("league hockey" ends `hockey_time`), from the same time and with the same span.
"""

from __future__ import annotations

from collections.abc import Sequence

from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words
from chronofact.graph.ingest.change_plan import CurrentFact, already_handled, retract_of
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.predicates import normalise_predicate

__all__ = ["ended_times"]

_TIME_WORDS = ("time", "day", "days")


def _thing_of(predicate: str) -> frozenset[str]:
    """The words of the thing a time predicate is the time of ("football_time" -> football);
    empty for any other predicate, or for a bare "time"/"meeting_time"-like name of no thing."""
    head, _, last = normalise_predicate(predicate).rpartition("_")
    if last not in _TIME_WORDS or not head:
        return frozenset()
    return content_words(head.replace("_", " "))


def ended_times(
    source: Evidence, ops: Sequence[Operation], live: Sequence[CurrentFact], extractor: str
) -> list[Operation]:
    """Retracts of the times kept for the things the message's retracts end."""
    ends = [op for op in ops if op.op == Op.RETRACT]
    if not ends:
        return []
    out: list[Operation] = []
    for op in ends:
        key = name_key(op.subject)
        for words in _ended_values(op, key, live):
            out += _times_ended(op, key, words, live, [*ops, *out], source, extractor)
    return out


def _ended_values(op: Operation, key: str, live: Sequence[CurrentFact]) -> list[frozenset[str]]:
    """The words of each value a retract ends: its own, or, for a retract of a whole slot
    ("Chidi has abandoned football for taekwondo" read as the pastime ended), those of the
    person's current values on that slot."""
    if op.has_object:
        return [content_words(op.object if op.object is not None else str(op.value))]
    slot = normalise_predicate(op.predicate)
    return [
        content_words(f.shown)
        for f in live
        if f.subject_key == key and normalise_predicate(f.predicate) == slot
    ]


def _times_ended(
    op: Operation,
    key: str,
    words: frozenset[str],
    live: Sequence[CurrentFact],
    handled: Sequence[Operation],
    source: Evidence,
    extractor: str,
) -> list[Operation]:
    """Retracts of the person's time facts of the thing `words` names."""
    out: list[Operation] = []
    for fact in live:
        thing = _thing_of(fact.predicate)
        if (
            not thing
            or fact.subject_key != key
            or not thing <= words
            or already_handled([*handled, *out], fact)
            or op.period.start <= fact.valid_from
        ):
            continue
        span = op.evidence.span if op.evidence is not None and op.evidence.span else (0, 0)
        out.append(retract_of(fact, op.period.start, source, span, extractor))
    return out
