"""A value the extractor put on a slot its kind does not fit, moved to the slot the subject's
current facts say it belongs to (pure; `change_plan` applies it to a message's operations).

"transferred to TU Delft!!" reads as an employer; but the name is a school's, and the subject
studies somewhere now and works nowhere the facts know, so it is where the subject studies --
and so it replaces the school held until now.

"left Milan for Turin" reads as leaving an employer for another; but Milan is where the
subject lives now, so the move is of home: both values of that reading go to the home slot.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from chronofact.extractors.claims.sentences import sentence_around
from chronofact.graph.entities import name_key
from chronofact.graph.models import Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.slot_names import slot_family

if TYPE_CHECKING:
    from chronofact.graph.ingest.change_plan import CurrentFact

__all__ = ["as_home", "as_school"]

_SCHOOL_NAME = re.compile(
    r"\b(?:university|universit[aäé]t?|universidad|uni|college|school|academy|institute|"
    r"polytechnic|politecnico|hochschule|tu|eth|epfl|lycée|lycee|gymnasium)\b",
    re.IGNORECASE,
)
"""Words that make a name a school's ("TU Delft", "Imperial College")."""
_AT_WORK = re.compile(
    r"\b(?:job|jobs|work|working|works|worked|hired|employed|employer|position|role|"
    r"intern|internship|gig|shift|staff|lecturer|professor|teaching|still|also)\b",
    re.IGNORECASE,
)
"""A message that speaks of work (or keeps the old school) names an employer, even a
university ("got a job at Imperial College")."""


_STUDY_SAID = re.compile(
    r"\b(?:course|courses|degree|module|modules|lectures?|semester|term|first\s+year|"
    r"second\s+year|third\s+year|final\s+year|dissertation|thesis|major|exams?|studying|"
    r"undergrad|postgrad|masters|phd)\b",
    re.IGNORECASE,
)
"""Words of study in the sentence an employer was read from ("Transferred to Heriot-Watt over
the summer, their mechanical course suits me better")."""


def _sentence_read(op: Operation) -> str:
    """The sentence of the message the operation was read from (the whole text without a
    span)."""
    text = op.evidence.text if op.evidence is not None and op.evidence.text else ""
    span = op.evidence.span if op.evidence is not None else None
    if span is None:
        return text
    start, end = sentence_around(text, span[0])
    return text[start:end]


def as_school(op: Operation, facts: Sequence[CurrentFact]) -> Operation:
    """An employer read for a school's name ("transferred to TU Delft"), or in a sentence of
    study ("Transferred to Heriot-Watt, their mechanical course suits me better"), is where the
    subject studies, when the subject studies somewhere now and works nowhere the facts know
    and the sentence speaks of no work."""
    if (
        op.op != Op.ASSERT
        or op.object is None
        or normalise_predicate(op.predicate) not in (slot_family("works_at"))
    ):
        return op
    said = _sentence_read(op)
    if _AT_WORK.search(said) or not (_SCHOOL_NAME.search(op.object) or _STUDY_SAID.search(said)):
        return op
    key = name_key(op.subject)
    mine = [f for f in facts if f.subject_key == key]
    studies = [f for f in mine if normalise_predicate(f.predicate) in slot_family("studies_at")]
    works = [f for f in mine if normalise_predicate(f.predicate) in slot_family("works_at")]
    if len(studies) != 1 or works:
        return op
    return dataclasses.replace(op, predicate=studies[0].predicate, statement=None)


def _employer(op: Operation) -> bool:
    return op.object is not None and normalise_predicate(op.predicate) in slot_family("works_at")


def _where_read(op: Operation) -> tuple[str, tuple[int, int] | None]:
    return name_key(op.subject), op.evidence.span if op.evidence is not None else None


def as_home(ops: Sequence[Operation], facts: Sequence[CurrentFact]) -> list[Operation]:
    """Employer operations read where the subject's current home is named ("left Milan for
    Turin" when the subject lives in Milan): they, and the employer operations read from the
    same words (the same subject and evidence span), are on the home slot."""
    homes = {
        (f.subject_key, name_key(f.object)): f.predicate
        for f in facts
        if f.object is not None and normalise_predicate(f.predicate) in slot_family("lives_in")
    }
    moved: dict[tuple[str, tuple[int, int] | None], str] = {}
    for op in ops:
        home = homes.get((name_key(op.subject), name_key(op.object or ""))) if homes else None
        if home is not None and _employer(op):
            moved[_where_read(op)] = home
    if not moved:
        return list(ops)
    return [
        dataclasses.replace(op, predicate=moved[_where_read(op)], statement=None)
        if _employer(op) and _where_read(op) in moved
        else op
        for op in ops
    ]
