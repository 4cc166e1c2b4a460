"""A name spelt again: a correction of how a stored value is written is about whoever holds it
(pure; `change_resolution` applies it before the other re-aims).

Found using the product over MCP (sixteenth session): after "Jonas ... he's working for a big
firm in Potsdam now, Holzbau Krause", the message "correction - the firm is called Holzbau
Kraus, no e" was read as the speaker working at "Holzbau Kraus", which ended the speaker's own
employer. When

- the message says it corrects a spelling or a name ("correction", "called", "spelt",
  "spelled", "typo", "I mean", "sorry", "actually", "not ... but"),
- an assert's value is written almost like (`SIMILAR` or more, by `difflib`), but not the
  same as, a value stored on the same slot (or, when none is, on one other slot: the reader may
  put "the firm is called Holzbau Kraus" on the manager; it is then that slot's),
- and exactly one subject holds such a value,

the assert is that subject's: the corrected value replaces theirs, and nobody else's value
ends. Bounded: values of at most `MAX_CHARS` characters, a few dozen facts per message.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from difflib import SequenceMatcher

from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.models import Op, Operation
from chronofact.graph.predicates import normalise_predicate

__all__ = ["SIMILAR", "spelled_again"]

SIMILAR = 0.85
"""How alike two spellings of one name are at least ("Holzbau Kraus" / "Holzbau Krause" 0.96;
"Meta" / "Mega" 0.75 is not enough)."""
MAX_CHARS = 80
_CORRECTS = re.compile(
    r"\b(?:correction|corrected|called|spelt|spelled|spelling|typo|i\s+mean|sorry|actually|"
    r"misspelt|misspelled|not\s+\w+\s+but)\b",
    re.IGNORECASE,
)


def _shown(op: Operation) -> str:
    return (op.object if op.object is not None else str(op.value or "")).strip()


def _alike(a: str, b: str) -> bool:
    a, b = a.casefold(), b.casefold()
    if a == b or not a or not b or len(a) > MAX_CHARS or len(b) > MAX_CHARS:
        return False
    return SequenceMatcher(None, a, b, autojunk=False).ratio() >= SIMILAR


def spelled_again(ops: list[Operation], live: Sequence[CurrentFact], text: str) -> list[Operation]:
    """`ops` with each assert that corrects the spelling of a value one other subject holds
    made that subject's (see the module docstring)."""
    if not _CORRECTS.search(text[:2000]):
        return ops
    out: list[Operation] = []
    for op in ops:
        value = _shown(op)
        if op.op != Op.ASSERT or not op.polarity or not value:
            out.append(op)
            continue
        slot = normalise_predicate(op.predicate)
        holders = {
            f.subject_key: f
            for f in live
            if normalise_predicate(f.predicate) == slot and _alike(f.shown, value)
        }
        elsewhere = not holders  # read on another slot ("the firm is called X" as a manager)
        if elsewhere:
            holders = _held_elsewhere(live, value, op.object is not None)
        if len(holders) != 1 or name_key(op.subject) in holders:
            out.append(op)
            continue
        (holder,) = holders.values()
        if elsewhere:  # the holder's slot; the statement is rendered anew
            out.append(
                dataclasses.replace(
                    op, subject=holder.subject, predicate=holder.predicate, statement=None
                )
            )
            continue
        said = op.statement  # "Lena works at X" -> "Jonas works at X" (None: rendered anew)
        statement = (
            holder.subject + said[len(op.subject) :]
            if said is not None and said.startswith(op.subject)
            else None
        )
        out.append(dataclasses.replace(op, subject=holder.subject, statement=statement))
    return out


def _held_elsewhere(
    live: Sequence[CurrentFact], value: str, as_object: bool
) -> dict[str, CurrentFact]:
    """The one fact, on any slot whose values are of the same form (a thing named, or a
    literal), whose value the corrected one spells again (none when two subjects or two slots
    hold such a value: whose it is is unsure)."""
    found = [f for f in live if (f.object is not None) == as_object and _alike(f.shown, value)]
    if len({(f.subject_key, normalise_predicate(f.predicate)) for f in found}) != 1:
        return {}
    return {found[0].subject_key: found[0]}
