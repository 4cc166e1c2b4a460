"""A held value said again is written as it is stored (pure; `change_resolution` applies it to
each message's asserts before the other re-aims).

Found with the no-change control (thirty-fourth session): a value said again could start a new
version that ended the one it repeats, so history showed a change that was none.

- **Another form of the same name.** One reader writes a diet as a literal ("I am vegetarian"),
  another as a named thing ("Still vegetarian after ten years"); the two payloads differ, so the
  second ended the first. An assert whose value has the name key of a value its subject holds on
  the same slot takes the held form (object or literal, its spelling).
- **Part of the held name, said inside it.** "Got the Kia Niro serviced" was read as the vehicle
  "Niro" and replaced "Kia Niro". An assert whose value is a run of the words of a held value on
  its subject's slot takes the held value when the message writes the value only inside the held
  name: "moved from New York to York" writes "York" on its own too, and stays a change. A car,
  phone or laptop may be called by part of its name anywhere ("I kept the Corolla" for a Toyota
  Corolla), unless a word before it says it is another one ("a new Corolla"); any held name
  may be said without the word of its kind ("Falcon's demo went great" for Project Falcon).

Bounded: values of at most `MAX_CHARS` characters, a message's first `MAX_TEXT` characters.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from chronofact.extractors.change_words import word_set
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.models import Op, Operation
from chronofact.graph.predicates import normalise_predicate

__all__ = ["in_stored_form"]

MAX_CHARS = 80
MAX_TEXT = 4000


def _shown(op: Operation) -> str:
    return (op.object if op.object is not None else str(op.value or "")).strip()


def _said_only_inside(part: str, whole: str, text: str) -> bool:
    """`whole` is written in `text`, and every time `part` is written it is inside `whole`."""
    bare = re.compile(r"(?<!\w)" + re.escape(part) + r"(?!\w)", re.IGNORECASE)
    spans = [
        m.span()
        for m in re.finditer(r"(?<!\w)" + re.escape(whole) + r"(?!\w)", text, re.IGNORECASE)
    ]
    if not spans:
        return False
    return all(any(a <= m.start() and m.end() <= b for a, b in spans) for m in bare.finditer(text))


_THING_SLOTS = frozenset({"vehicle", "uses_phone", "uses_laptop", "uses_device"})
_ANOTHER = re.compile(
    r"\b(?:new|newer|another|second|different|brand|replacement|next|other)\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)


def _thing_called_short(slot: str, part: str, text: str) -> bool:
    """A car, phone or laptop called by part of its name ("I kept the Corolla" for a Toyota
    Corolla), never after a word that says it is another one ("a new Corolla")."""
    if slot not in _THING_SLOTS:
        return False
    found = list(re.finditer(r"(?<!\w)" + re.escape(part) + r"(?!\w)", text, re.IGNORECASE))
    return bool(found) and not any(
        _ANOTHER.search(text, max(0, m.start() - 30), m.start()) for m in found
    )


_KIND_WORDS = word_set(
    "project team operation club fc afc group ltd limited inc plc llc gmbh bank app gym "
    "studio school academy university uni college hospital clinic surgery practice"
)


def _named_with_kind(part: str, whole: str) -> bool:
    """`whole` is `part` with a word of its kind before or after it ("Project Falcon" for
    "Falcon", "Barclays Bank" for "Barclays"): one name, said shorter."""
    p, w = name_key(part).split(), name_key(whole).split()
    if len(w) != len(p) + 1:
        return False
    return (w[1:] == p and w[0] in _KIND_WORDS) or (w[:-1] == p and w[-1] in _KIND_WORDS)


def _part_of(part: str, whole: str) -> bool:
    """The words of `part` are a run of the words of `whole`, fewer of them."""
    p, w = name_key(part).split(), name_key(whole).split()
    if not p or len(p) >= len(w):
        return False
    return any(w[i : i + len(p)] == p for i in range(len(w) - len(p) + 1))


def _held_as(op: Operation, held: CurrentFact) -> Operation:
    said, shown = _shown(op), held.shown
    statement = op.statement
    if statement is not None and said != shown:
        at = statement.rfind(said)
        statement = statement[:at] + shown + statement[at + len(said) :] if at >= 0 else None
    return dataclasses.replace(
        op,
        object=held.object,
        value=held.value if held.object is None else None,
        statement=statement,
    )


def in_stored_form(ops: list[Operation], live: Sequence[CurrentFact], text: str) -> list[Operation]:
    """`ops` with each assert that says a value its subject holds on the slot, in another form
    or by a part of its name written inside it, written as held (see the module docstring)."""
    text = text[:MAX_TEXT]
    out: list[Operation] = []
    for op in ops:
        said = _shown(op)
        if op.op != Op.ASSERT or not op.polarity or not said or len(said) > MAX_CHARS:
            out.append(op)
            continue
        subject, slot = name_key(op.subject), normalise_predicate(op.predicate)
        held = [
            f
            for f in live
            if f.subject_key == subject
            and normalise_predicate(f.predicate) == slot
            and len(f.shown) <= MAX_CHARS
        ]
        key = name_key(said)
        same = [f for f in held if name_key(f.shown) == key]
        if same:
            f = same[0]
            if (f.object, f.value if f.object is None else None) != (
                op.object,
                op.value if op.object is None else None,
            ):
                op = _held_as(op, f)
            out.append(op)
            continue
        wider = [
            f
            for f in held
            if _part_of(said, f.shown)
            and (
                _said_only_inside(said, f.shown, text)
                or _thing_called_short(slot, said, text)
                or _named_with_kind(said, f.shown)
            )
        ]
        out.append(_held_as(op, wider[0]) if len(wider) == 1 else op)
    return out
