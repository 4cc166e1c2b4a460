"""A value the extractor read from the very sentence that says it ended (pure; `change_resolution`
applies it after change resolution).

"dr naidoo emigrated ne, so it's dr mthembu for me" is sometimes read as "Bongani's doctor is
naidoo" (and nothing of Mthembu). Written as it is, that makes the old value current again. When
the sentence an assert was read from ends its value by a change cue (`change_cues.ended_names`:
"Dr Naidoo emigrated", "quit Shopify", "Rex died"), the assert is a fact of the past: it held
until the time the sentence says (else the message time), from a start nobody said (the
beginning of time, as for "I lived in Paris until 2020"). Only an assert with no period of its
own (valid from the message on), ended by a cue that moves nothing ("switched to Dr. Kapoor"
names where one went) and named by words said once in the sentence.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from chronofact.extractors.change_words import CUES
from chronofact.extractors.claims.sentences import sentence_at
from chronofact.graph.ingest.change_cues import content_words, ended_names, folded_words
from chronofact.graph.ingest.change_plan import end_time, fact_of
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.slot_names import slots_of_predicate
from chronofact.graph.time import BEGINNING_OF_TIME, END_OF_TIME, Period

__all__ = ["said_ended"]


def _sentence(text: str, span: tuple[int, int] | None) -> str | None:
    found = sentence_at(text, span[0]) if span is not None else None
    return text[found[0] : found[1]] if found else None


_MOVING = frozenset(" ".join(c.words) for c in CUES if c.moving)
_STATES = frozenset({"status"}) | slots_of_predicate("status")
"""A thing's state (`status` and the slots it stands for: an order's, a ticket's): its words
("closed", "cancelled", "done") say a state, not its end."""


def _ends_alone(sentence: str, value: str) -> bool:
    """The sentence ends the value by a cue that moves nothing ("emigrated", "died", "quit";
    not "switched to Dr. Kapoor", whose value is where one went), naming it by words said once
    ("Tanaka-san retired so now I report to Mori-san" names both by "san")."""
    ended = ended_names(sentence, [value])
    if not ended or any(e.cue in _MOVING for e in ended):
        return False
    said = folded_words(sentence)
    return all(said.count(w) <= 1 for w in content_words(value))


def said_ended(source: Evidence, ops: Sequence[Operation]) -> list[Operation]:
    """The operations, each assert whose own sentence ends its value made a fact of the past
    (see the module docstring)."""
    at = source.observed_at
    text = source.text or ""
    if at is None or not text:
        return list(ops)
    out: list[Operation] = []
    for op in ops:
        out.append(op)
        if not (op.op == Op.ASSERT and op.polarity and op.has_object):
            continue
        if normalise_predicate(op.predicate) in _STATES:
            continue  # "PAY-311 merged and closed": two states, neither ended by the other
        if op.period.start != at or op.period.end != END_OF_TIME or op.evidence is None:
            continue
        sentence = _sentence(text, op.evidence.span)
        shown = op.object if op.object is not None else str(op.value)
        if sentence is None or not _ends_alone(sentence, shown):
            continue
        fact = dataclasses.replace(fact_of(op), valid_from=BEGINNING_OF_TIME)
        when = end_time(sentence, at, fact)
        if when is not None:
            out[-1] = dataclasses.replace(op, period=Period.of(BEGINNING_OF_TIME, when))
    return out
