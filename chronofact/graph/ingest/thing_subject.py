"""A claim whose subject is a thing the speaker holds, made the speaker's (pure;
`change_resolution` applies it before the other re-aims).

"we always end up at Nando's on a Friday" stores the speaker's usual restaurant; a later
"Nando's is dead to us after that chicken, Friday is Wagamama now" is often read with the
subject "Nando" (a possessive opening the clause reads as a person's), so the new value
went to a restaurant and the old one stayed current. When

- no stored fact is about the claim's subject,
- a current fact of the speaker's holds it as a thing (a restaurant, a gym, a band, an
  employer: any slot but one naming a person or a pet, who may have facts of their own:
  "my manager is Priya", then "Priya's moved to the data team"),
- and the claim is on another slot than that one ("Meenal's salary account is with ICICI"
  after "Vikram banks with Meenal", a misreading of "our colleague Meenal banks with HDFC",
  is Meenal's: a thing the speaker banks with has no bank of its own),

the claim is the speaker's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from chronofact.extractors.conversation.lexicon import KIN, PERSON_ROLES
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.subject_alias import restated
from chronofact.graph.models import Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.slot_names import slot_family

__all__ = ["things_reaimed"]

_PERSON_SLOTS = frozenset(
    {"partner", "married_to", "engaged_to", "friend", "has_pet", "nickname", "name", "manager"}
    | {"doctor", "dentist", "vet", "knows", "met", "dating"}
)
"""Slots whose value is a person or a pet, who may be the subject of facts of their own."""


def _names_a_person(predicate: str) -> bool:
    words = set(predicate.split("_"))
    return predicate in _PERSON_SLOTS or bool(words & (KIN | set(PERSON_ROLES)))


def things_reaimed(
    ops: Sequence[Operation], facts: Sequence[CurrentFact], speaker: str | None
) -> list[Operation]:
    """The operations, each about a thing the speaker holds made the speaker's (see the
    module docstring)."""
    if not speaker:
        return list(ops)
    speaker_key = name_key(speaker)
    subjects = {f.subject_key for f in facts}
    things: dict[str, set[frozenset[str]]] = {}
    for f in facts:
        predicate = normalise_predicate(f.predicate)
        if f.subject_key == speaker_key and f.object and not _names_a_person(predicate):
            things.setdefault(name_key(f.object), set()).add(slot_family(predicate))
    out: list[Operation] = []
    for op in ops:
        key = name_key(op.subject)
        held_on = things.get(key, set())
        if (
            op.op == Op.ASSERT
            and key != speaker_key
            and held_on
            and key not in subjects
            and slot_family(op.predicate) not in held_on
        ):
            op = dataclasses.replace(op, subject=speaker, statement=restated(op, speaker))
        out.append(op)
    return out
