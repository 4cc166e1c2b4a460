"""A value the message ends, read again on a slot of another kind (pure; `change_resolution`
applies it last).

Not a value read again: the next stage of a tie to a person ("Married Luis" after dating or
being engaged to Luis).

"moved the mortgage away from Nordea" ends the bank stored as Nordea, and is sometimes also
read as "lives in Nordea"; "I left Acme, joined Globex" may read "Acme" as a client too. Such
an assert makes the old value current again under another slot. When the message ends a
stored value of a subject (its operations retract it, or put another value on its one-value
slot: `change_plan.already_handled`), a positive assert of that same value for the same
subject on a slot of another family is dropped -- unless it is said as a former tie ("my ex,
Tom", "my former boss Ana", a predicate of an ex or former one), which stays readable.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_plan import CurrentFact, already_handled
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.slot_names import slot_family

__all__ = ["old_read_again"]

_FORMER = re.compile(r"\b(?:ex|former|formerly|previous|previously|old|late)\b", re.IGNORECASE)
"""Words that say a tie of the past ("my ex, Tom", "the former owner")."""
_LOOK_BACK = 30
"""How many characters before the value a former-tie word is looked for."""
_PARTNER_TIES = frozenset(
    {"partner", "dating", "engaged_to", "fiance", "fiancee", "married_to", "spouse"}
)
"""One tie to a person in its stages: "Married Luis" ends dating or being engaged to Luis and
says the marriage, which is no old value read again (it had been dropped)."""


def _former_tie(op: Operation, text: str) -> bool:
    """The assert says a tie of the past: by its predicate ("ex_partner") or by a word such
    as "ex" or "former" just before its value in the text."""
    if _FORMER.search(normalise_predicate(op.predicate).replace("_", " ")):
        return True
    value = op.shown
    at = text.casefold().find(value.casefold())
    while at >= 0:
        if _FORMER.search(text[max(0, at - _LOOK_BACK) : at]):
            return True
        at = text.casefold().find(value.casefold(), at + 1)
    return False


def _read_again(op: Operation, ended: Sequence[CurrentFact]) -> bool:
    if op.op != Op.ASSERT or not op.polarity or (op.object is None and op.value is None):
        return False
    subject, said = name_key(op.subject), name_key(op.shown)
    predicate = normalise_predicate(op.predicate)
    return any(
        f.subject_key == subject
        and name_key(f.shown) == said
        and predicate not in slot_family(f.predicate)
        and not _next_stage(f.predicate, predicate)
        for f in ended
    )


def _next_stage(old: str, new: str) -> bool:
    """Both predicates are stages of one tie to a person (dating, engaged, married)."""
    ties = _PARTNER_TIES | slot_family("partner")
    return normalise_predicate(old) in ties and new in ties


def old_read_again(
    source: Evidence, ops: Sequence[Operation], live: Sequence[CurrentFact]
) -> list[Operation]:
    """The operations without the asserts that read an ended value again on a slot of another
    family (see the module docstring). `live`: the current facts at the message's time."""
    text = source.text or ""
    ended = [f for f in live if already_handled(ops, f)]
    if not ended:
        return list(ops)
    return [op for op in ops if not (_read_again(op, ended) and not _former_tie(op, text))]
