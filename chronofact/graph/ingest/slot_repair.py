"""A value the extractor put on a slot its kind does not fit, moved to the slot the subject's
current facts say it belongs to (pure; `change_plan` applies it to a message's operations).

"transferred to TU Delft!!" reads as an employer; but the name is a school's, and the subject
studies somewhere now and works nowhere the facts know, so it is where the subject studies --
and so it replaces the school held until now.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from chronofact.graph.entities import name_key
from chronofact.graph.models import Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.slot_names import slot_family

if TYPE_CHECKING:
    from chronofact.graph.ingest.change_plan import CurrentFact

__all__ = ["as_school"]

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


def as_school(op: Operation, facts: Sequence[CurrentFact]) -> Operation:
    """An employer read for a school's name ("transferred to TU Delft") is where the subject
    studies, when the subject studies somewhere now and works nowhere the facts know."""
    if (
        op.op != Op.ASSERT
        or op.object is None
        or normalise_predicate(op.predicate) not in (slot_family("works_at"))
    ):
        return op
    said = op.evidence.text if op.evidence is not None else None
    if not _SCHOOL_NAME.search(op.object) or _AT_WORK.search(said or ""):
        return op
    key = name_key(op.subject)
    mine = [f for f in facts if f.subject_key == key]
    studies = [f for f in mine if normalise_predicate(f.predicate) in slot_family("studies_at")]
    works = [f for f in mine if normalise_predicate(f.predicate) in slot_family("works_at")]
    if len(studies) != 1 or works:
        return op
    return dataclasses.replace(op, predicate=studies[0].predicate, statement=None)
