"""What change resolution adds to one message's operations, given the current facts of the
subjects it is about (pure: no graph access; `change_resolution` loads the facts).

For a message with a change cue that ends the object of a current fact (`change_cues`), and
whose own operations do not already end or supersede that fact:

- a retract of that fact's value from the time said in the sentence (else the message time),
  its evidence the message (span: the sentence);
- an assert of the message on a *compatible* slot of the same subject ("physio" for an ended
  "doctor", "role" for an ended "occupation") is moved onto the ended fact's slot, so the new
  value takes the old one's place.

With a slot matcher (`slot_of`), a change that does not name the old value ("We switched him
to Riverside Academy") ends the fact of the slot the clause is about by meaning
(`change_meaning`); "new <slot noun>" ends the one held on a one-holder slot ("new boss
started monday", `new_holder`); a question naming a current value answered "no" with a
shift cue ("still at X? nope, switched to Y") ends that value; a person held on a slot said
to be replaced by someone named ("Hannah's cover is Dev") is ended and the one named takes
the slot (`replaced_person`). An assert of the message
that repeats a value the plan ends on the same slot is dropped.

Apart from cues: a retract the extractor made is aimed at the stored value it names (its
spelling as stored: "Salsa" for "salsa"; "Pixel" for the one "Pixel 7" stored there).

When one named value is held by several subjects, only those the sentence is about are ended
(the speaker when it speaks in the first person, a subject named in it); if none is, nothing is.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.temporal import extract_temporal
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.answered_no import answered_no, answered_no_in_reply
from chronofact.graph.ingest.change_cues import content_words, has_change_cue
from chronofact.graph.ingest.change_meaning import (
    GroupFit,
    MeaningFact,
    SlotOf,
    ends_by_meaning,
)
from chronofact.graph.ingest.change_replacement import Replacement, find_replacement
from chronofact.graph.ingest.named_ends import dismissed_ends, named_ends, wedding_off_ends
from chronofact.graph.ingest.new_holder import new_holder_ends
from chronofact.graph.ingest.replaced_person import replaced_people
from chronofact.graph.ingest.shift_cues import shift_sentences
from chronofact.graph.ingest.slot_changes import new_state
from chronofact.graph.ingest.slot_repair import as_home, as_school
from chronofact.graph.ingest.subject_alias import aliased
from chronofact.graph.ingest.untimed import without_times
from chronofact.graph.models import ChangeKind, Evidence, Literal, Op, Operation
from chronofact.graph.predicates import Cardinality, builtin_cardinality, normalise_predicate
from chronofact.graph.slot_names import SLOT_FAMILIES, slot_family, slots_of_predicate
from chronofact.graph.time import END_OF_TIME, Period

__all__ = [
    "SLOT_FAMILIES",
    "CurrentFact",
    "already_handled",
    "end_time",
    "ending_retract",
    "plan_changes",
    "read_on_another_slot",
    "replacement_of",
    "retract_of",
    "slot_family",
]

CHANGE_CONFIDENCE = 0.7
"""The confidence of a retract change resolution adds."""
MAX_SENTENCE_CHARS = 1000
"""Longer sentences are not read for changes (bounded work per message)."""


@dataclass(frozen=True)
class CurrentFact:
    """A current fact of a subject a message may be about."""

    subject: str
    subject_key: str
    predicate: str
    object: str | None
    value: Literal | None
    valid_from: datetime
    valid_to: datetime

    @property
    def shown(self) -> str:
        return self.object if self.object is not None else str(self.value)

    def holds_at(self, at: datetime) -> bool:
        return self.valid_from <= at < self.valid_to


def fact_of(op: Operation) -> CurrentFact:
    """An assert as the fact it will be once written (its subject, slot, value and period)."""
    return CurrentFact(
        subject=op.subject,
        subject_key=name_key(op.subject),
        predicate=op.predicate,
        object=op.object,
        value=op.value if op.object is None else None,
        valid_from=op.period.start,
        valid_to=op.period.end,
    )


def _payload(obj: str | None, value: Literal | None) -> str | None:
    if obj is not None:
        return "o:" + name_key(obj)
    if value is not None:
        return "v:" + str(value).casefold().strip()
    return None


def _fact_payload(fact: CurrentFact) -> str | None:
    return _payload(fact.object, fact.value)


def _same_slot(op: Operation, fact: CurrentFact) -> bool:
    return name_key(op.subject) == fact.subject_key and normalise_predicate(
        op.predicate
    ) == normalise_predicate(fact.predicate)


def _ends_anothers(ops: Sequence[Operation], fact: CurrentFact) -> bool:
    """The message's own reading ends the fact's value on its slot for someone else ("Farid
    left Grab" read as Farid's end): the value named is theirs, not the fact's subject's."""
    payload = _fact_payload(fact)
    return any(
        op.op == Op.RETRACT
        and name_key(op.subject) != fact.subject_key
        and normalise_predicate(op.predicate) == normalise_predicate(fact.predicate)
        and _payload(op.object, op.value) == payload
        for op in ops
    )


def already_handled(ops: Sequence[Operation], fact: CurrentFact) -> bool:
    """The message's own operations end or supersede `fact`: a retract of its slot (of its
    value, or of every value), a negative assert of its value, or another value on its slot
    when the slot holds one value at a time."""
    payload = _fact_payload(fact)
    for op in ops:
        if not _same_slot(op, fact):
            continue
        other = _payload(op.object, op.value)
        if op.op == Op.RETRACT and (other is None or other == payload):
            return True
        if op.op == Op.ASSERT and other == payload and not op.polarity:
            return True
        single = builtin_cardinality(normalise_predicate(fact.predicate)) == Cardinality.SINGLE
        if op.op == Op.ASSERT and other != payload and op.polarity and single:
            return True
    return False


_TIMED_SLOTS = frozenset({"deadline", "meeting_time"})


def end_time(sentence: str, observed_at: datetime, fact: CurrentFact) -> datetime | None:
    """When the sentence says the fact ended: the start of the first time it names between
    the fact's start and the message ("last month"), else the message time; None when that
    is not after the fact's start. A later time it names is about something else ("start at
    Stripe next month"); on a deadline or a meeting time, a time said is the new value ("due
    31 January now"), so the message time it is."""
    timed = bool(slots_of_predicate(fact.predicate) & _TIMED_SLOTS)
    for mention in [] if timed else extract_temporal(sentence, observed_at):
        start = mention.start
        if start is not None and fact.valid_from < start <= observed_at:
            return start
    return observed_at if observed_at > fact.valid_from else None


def retract_of(
    fact: CurrentFact, start: datetime, source: Evidence, span: tuple[int, int], extractor: str
) -> Operation:
    return Operation(
        op=Op.RETRACT,
        subject=fact.subject,
        predicate=fact.predicate,
        period=Period.of(start, END_OF_TIME),
        object=fact.object,
        value=None if fact.object is not None else fact.value,
        kind=ChangeKind.CHANGE,
        evidence=dataclasses.replace(source, span=span),
        confidence=CHANGE_CONFIDENCE,
        extractor=extractor,
    )


_TITLE_BEFORE = re.compile(r"\b(?-i:Dr|Mr|Mrs|Ms|Prof)\.?\s$")
"""A person's title right before a name read without it ("Dr Kaur", read as "Kaur")."""


def replacement_of(
    fact: CurrentFact,
    value: str,
    start: datetime,
    source: Evidence,
    span: tuple[int, int],
    extractor: str,
) -> Operation:
    """The assert of `value` on the fact's slot from `start` (an entity when the old value
    was one, else a literal), its evidence the message at `span` (a "+" right after a name and
    a title right before it are its own: "Disney+", "Dr Kaur")."""
    entity = fact.object is not None
    predicate = normalise_predicate(fact.predicate)
    text = source.text or ""
    if (
        value[-1:].isalnum()
        and text[span[1] : span[1] + 1] == "+"
        and text.endswith(value, 0, span[1])
    ):
        value, span = value + "+", (span[0], span[1] + 1)  # "Disney+", read as "Disney"
    titled = _TITLE_BEFORE.search(text, max(0, span[0] - 6), span[0]) if span[0] else None
    if titled is not None and text.startswith(value, span[0]):
        value, span = text[titled.start() : span[1]], (titled.start(), span[1])  # "Dr Kaur"
    return Operation(
        op=Op.ASSERT,
        subject=fact.subject,
        predicate=fact.predicate,
        period=Period.of(start, END_OF_TIME),
        object=value if entity else None,
        value=None if entity else value,
        statement=render(fact.subject, predicate, value, "assert", True),
        kind=ChangeKind.CHANGE,
        evidence=dataclasses.replace(source, span=span),
        confidence=CHANGE_CONFIDENCE,
        extractor=extractor,
    )


def _retargeted(op: Operation, facts: Sequence[CurrentFact]) -> Operation:
    """A retract aimed at the stored value it names (see the module docstring)."""
    if op.op != Op.RETRACT or (op.object is None and op.value is None):
        return op
    on_slot = [f for f in facts if _same_slot(op, f)]
    wanted = _payload(op.object, op.value)
    same = [f for f in on_slot if _fact_payload(f) == wanted]
    if same:  # as stored: a literal's key is its exact spelling ("Salsa" ends no "salsa")
        return op if op.object is not None else dataclasses.replace(op, value=same[0].value)
    if not on_slot:
        return op
    words = content_words(op.object if op.object is not None else str(op.value))
    named = [f for f in on_slot if words & content_words(f.shown)]
    if len(named) != 1:
        return op
    fact = named[0]
    value = None if fact.object is not None else fact.value
    return dataclasses.replace(op, object=fact.object, value=value)


def _ended_by(ops: Sequence[Operation], fact: CurrentFact) -> bool:
    """The operations retract the fact and put no new value on its slot."""
    payload = _fact_payload(fact)
    retracted = False
    for op in ops:
        if not _same_slot(op, fact):
            continue
        if op.op == Op.ASSERT and op.polarity:
            return False
        other = _payload(op.object, op.value)
        retracted = retracted or (op.op == Op.RETRACT and other in (None, payload))
    return retracted


def _move_to_slot(ops: list[Operation], fact: CurrentFact, moved: set[int]) -> None:
    """The first positive assert of the fact's subject on a compatible other slot is moved
    onto the fact's slot (in place), unless it was moved already (its index in `moved`: an
    assert fills one ended slot, "occupation" or "teaches", not both)."""
    family = slot_family(fact.predicate)
    target = normalise_predicate(fact.predicate)
    for i, op in enumerate(ops):
        p = normalise_predicate(op.predicate)
        if (
            i not in moved
            and op.op == Op.ASSERT
            and op.polarity
            and name_key(op.subject) == fact.subject_key
            and p != target
            and p in family
            and _payload(op.object, op.value) != _fact_payload(fact)
        ):
            ops[i] = dataclasses.replace(op, predicate=fact.predicate)
            moved.add(i)
            return


def plan_changes(
    source: Evidence,
    ops: Sequence[Operation],
    facts: Sequence[CurrentFact],
    extractor: str,
    slot_of: SlotOf | None = None,
    group_fit: GroupFit | None = None,
    asked: str | None = None,
) -> list[Operation]:
    """The message's operations with change resolution applied (see the module docstring):
    retracts it adds come first, then its own operations (retargeted, moved to the ended
    slot). `source` is the message as stored (its text is what spans index). With `slot_of`
    (a slot matcher), a change said without naming the old value ends it by meaning
    (`change_meaning`). `asked` is the message before it by someone else: a "no" to its
    question about one of the speaker's values ends that value."""
    at = source.observed_at
    text = source.text or ""
    live = [f for f in facts if at is None or f.holds_at(at)]
    said = aliased(ops, live, source.speaker, cued=True)
    own = [as_school(_retargeted(op, live), live) for op in said]
    own = as_home(own, live)
    moved: set[int] = set()
    for fact in live:
        if _ended_by(own, fact):
            _move_to_slot(own, fact, moved)
    if at is None or not live:
        return [*own, *replacements(source, own, live, extractor)]
    spans = [(s, e) for s, e in split_sentences(text) if e - s <= MAX_SENTENCE_CHARS]
    ended: dict[int, tuple[int, int]] = {}
    if has_change_cue(text):
        named = named_ends(text, spans, live, source.speaker).items()
        ended.update((k, span) for k, span in named if not _ends_anothers(own, live[k]))
    for ends in (dismissed_ends, wedding_off_ends):
        for k, span in ends(text, spans, live, source.speaker).items():
            ended.setdefault(k, span)
    for k, span in new_holder_ends(text, spans, live, source.speaker).items():
        ended.setdefault(k, span)
    for k, span in answered_no(text, spans, [f.shown for f in live]):
        ended.setdefault(k, span)
    taking: list[tuple[int, str, tuple[int, int]]] = []  # a person said to replace one held
    for k, person, span in replaced_people(text, spans, live, source.speaker):
        if not any(_same_slot(op, live[k]) and op.op == Op.ASSERT for op in own):
            taking.append((k, person, span))
            ended.setdefault(k, span)
    if asked and source.speaker:
        mine = [k for k, f in enumerate(live) if f.subject_key == name_key(source.speaker)]
        for j, span in answered_no_in_reply(asked, text, spans, [live[k].shown for k in mine]):
            ended.setdefault(mine[j], span)
    if slot_of is not None:
        for k, span in _meaning_ends(source, spans, live, own, ended, (slot_of, group_fit)):
            ended.setdefault(k, span)
    added: list[Operation] = []
    for k, (start, end) in ended.items():
        fact = live[k]
        if already_handled(own, fact):
            continue
        when = end_time(text[start:end], at, fact)
        if when is None:
            continue
        added.append(retract_of(fact, when, source, (start, end), extractor))
        _move_to_slot(own, fact, moved)
    for k, person, (start, end) in taking:  # from the time the held one ended
        when = end_time(text[start:end], at, live[k]) or at
        own.append(replacement_of(live[k], person, when, source, (start, end), extractor))
    kept = [op for op in own if not _reasserts(op, added)]
    planned = [*added, *kept]
    return [*planned, *replacements(source, planned, live, extractor)]


def _reasserts(op: Operation, retracts: Sequence[Operation]) -> bool:
    """A positive assert of a value the plan ends for the same subject ("switched from oat
    milk to almond milk" read as "oat milk" again; "packed in paleo" read as a gym "paleo")."""
    if op.op != Op.ASSERT or not op.polarity:
        return False
    said = _shown_key(op)
    subject = name_key(op.subject)
    return bool(said) and any(
        name_key(r.subject) == subject and _shown_key(r) == said for r in retracts
    )


def _shown_key(op: Operation) -> str:
    """The folded value an operation names ("" for none)."""
    if op.object is None and op.value is None:
        return ""
    return name_key(op.object if op.object is not None else str(op.value))


def _meaning_ends(
    source: Evidence,
    spans: Sequence[tuple[int, int]],
    live: Sequence[CurrentFact],
    own: Sequence[Operation],
    ended: dict[int, tuple[int, int]],
    matchers: tuple[SlotOf, GroupFit | None],
) -> list[tuple[int, tuple[int, int]]]:
    """Facts (by index in `live`) a shift sentence ends by meaning (`change_meaning`)."""
    text = source.text or ""
    at = source.observed_at
    shifts = shift_sentences(text, spans)
    if not shifts or at is None:
        return []
    speaker_key = name_key(source.speaker) if source.speaker else ""
    facts = [
        MeaningFact(k, f.subject_key, f.subject, f.predicate, f.shown)
        for k, f in enumerate(live)
        if k not in ended and not already_handled(own, f)
    ]
    if not facts:
        return []
    excluded = {speaker_key} | {
        name_key(op.object if op.object is not None else str(op.value))
        for op in own
        if op.op == Op.ASSERT and op.has_object
    }

    def has_new_value(fact: MeaningFact, span: tuple[int, int]) -> bool:
        found = find_replacement(
            text,
            fact.shown,
            own=fact.subject_key == speaker_key,
            excluded=excluded | {fact.subject_key},
            observed_at=at,
        )
        return found is not None

    said = [text[s:e] for s, e in shifts]
    untimed = [without_times(t, at) for t in said]
    slot_of, group_fit = matchers
    slots = slot_of(said + [u for u, t in zip(untimed, said, strict=True) if u != t])
    timeless = iter(slots[len(said) :])
    first = slots[: len(said)]
    ends = ends_by_meaning(
        text, shifts, facts, own, speaker_key, first, slot_family, has_new_value, group_fit
    )
    # "shifted everything to ICICI last month": the time pulls the clause towards deadlines;
    # only the sentences that said a time are read again (a sentence without one has no
    # second reading: read with no slot, any slot group near it by 0.3 had matched, and
    # "switched to Body Pro gym" ended a phone)
    timed = [i for i, (u, t) in enumerate(zip(untimed, said, strict=True)) if u != t]
    second = [next(timeless) for _ in timed]
    done = {e.index for e in ends}
    again = ends_by_meaning(
        text,
        [shifts[i] for i in timed],
        facts,
        own,
        speaker_key,
        second,
        slot_family,
        has_new_value,
        group_fit,
    )
    ends += [e for e in again if e.index not in done]
    return [(e.index, e.span) for e in ends if not _kept_by_its_sentence(text, live[e.index].shown)]


_INTO = (
    r"\b(?:moved|moving|relocated|switched|changed|transferred|came|come)\s+"
    r"(?:[\w'’]+\s+){0,3}?(?:to|into|over\s+to|back\s+to)\s+(?:the\s+)?"
)
"""Before the held value: it is where a change went ("used to live in Auckland before we
moved to Wellington", Wellington held): the change brought it, it does not end it."""
_ACTING = (
    r"\s+(?:has\s+|had\s+|just\s+|finally\s+)?(?:referred|sent|recommended|introduced|"
    r"prescribed|booked|signed|passed|put|told|asked|emailed|called|messaged|gave|checked)\s+"
    r"(?:me|us|him|her|them|my|our)\b"
)
"""After the held value: it is said doing something for its holder ("Dr Brown referred me to
a new physio, Sarah", "Monzo sent me a new card"): it is still there, whatever new one is
named (a shift said by meaning does not end it; an end cue of its own still does)."""


_HOME_NOW = (
    r"\s+(?:is|['\u2019]s)\s+(?:officially\s+|finally\s+)?(?:now\s+)?(?:(?:my|our)\s+(?:new\s+)?)?"
    r"home\b"
)
"""After the held value: it is said to be home now ("moved in!! Leith is home now", Leith held
since the keys came): the move was into it."""


def _kept_by_its_sentence(text: str, value: str) -> bool:
    """The message says the held value as where a change went (`_INTO` before it, `_HOME_NOW`
    after it) or as doing something for its holder (`_ACTING` after it)."""
    if not value or len(value) > 80:
        return False
    said = re.escape(value)
    rx = rf"{_INTO}{said}(?!\w)|(?<!\w){said}(?:{_ACTING}|{_HOME_NOW})"
    return re.search(rx, text[:4000], re.IGNORECASE) is not None


def read_on_another_slot(
    span: tuple[int, int], ops: Sequence[Operation], fact: CurrentFact, text: str = ""
) -> bool:
    """The words at `span` lie in what the message already reads as a value of the fact's
    subject on a slot of another family: "Karim quit ASML, he's doing a PhD at TU Delft now"
    says where Karim studies, so "PhD" is no new employer. Given the message's `text`, words
    of another part of the sentence than the value read (a comma, "and" or "but" between
    them) are not in it: "the casino at PUC is so much better, actual vegetarian options"
    reads a diet, and PUC may still be a new school."""
    family = slot_family(fact.predicate)
    for op in ops:
        if op.op != Op.ASSERT or op.evidence is None or op.evidence.span is None:
            continue
        if name_key(op.subject) != fact.subject_key or normalise_predicate(op.predicate) in family:
            continue
        start, end = op.evidence.span
        if start <= span[0] and span[1] <= end and not _apart(text, span, op, (start, end)):
            return True
    return False


_PARTS_APART = re.compile(r"[,;:!?]|\b(?:and|but)\b", re.IGNORECASE)


def _apart(text: str, span: tuple[int, int], op: Operation, within: tuple[int, int]) -> bool:
    """The words at `span` and the value `op` read (found in `text` within `within`) are in
    different parts of the sentence."""
    value = op.object or (str(op.value) if op.value is not None else "")
    if not text or not value:
        return False
    at = text.casefold().find(value.casefold(), *within)
    if at < 0:
        return False
    gap = (span[1], at) if span[1] <= at else (at + len(value), span[0])
    return gap[0] <= gap[1] and _PARTS_APART.search(text, *gap) is not None


def ending_retract(ops: Sequence[Operation], fact: CurrentFact) -> Operation | None:
    """The retract that ends the fact, when the operations put no new value on its slot."""
    if not _ended_by(ops, fact):
        return None
    payload = _fact_payload(fact)
    for op in ops:
        if (
            op.op == Op.RETRACT
            and _same_slot(op, fact)
            and _payload(op.object, op.value) in (None, payload)
        ):
            return op
    return None


def _state_said(text: str, retract: Operation, fact: CurrentFact) -> Replacement | None:
    """The state word of an order or a ticket in the sentence that ends its status ("the
    sofa got delivered")."""
    span = retract.evidence.span if retract.evidence is not None else None
    if span is None:
        return None
    said = new_state(text[span[0] : span[1]], fact.predicate)
    if said is None:
        return None
    word, (a, b) = said
    return Replacement(word, (span[0] + a, span[0] + b))


def replacements(
    source: Evidence, ops: Sequence[Operation], facts: Sequence[CurrentFact], extractor: str
) -> list[Operation]:
    """Asserts of the new value the message says for each fact its operations end without
    a new value on the slot (`change_replacement.find_replacement`), from the end's time."""
    at = source.observed_at
    text = source.text or ""
    if at is None or not text:
        return []
    speaker_key = name_key(source.speaker) if source.speaker else ""
    excluded = {speaker_key} | {
        name_key(op.object if op.object is not None else str(op.value))
        for op in ops
        if op.op == Op.ASSERT and op.has_object
    }
    out: list[Operation] = []
    filled: set[tuple[str, str]] = set()
    for fact in facts:
        slot = (fact.subject_key, normalise_predicate(fact.predicate))
        retract = None if slot in filled else ending_retract(ops, fact)
        if retract is None:
            continue
        own = fact.subject_key == speaker_key
        found = find_replacement(
            text, fact.shown, own=own, excluded=excluded | {fact.subject_key}, observed_at=at
        )
        if found is None:
            found = _state_said(text, retract, fact)
        if found is None or read_on_another_slot(found.span, ops, fact):
            continue
        filled.add(slot)
        excluded.add(name_key(found.value))
        start = retract.period.start
        out.append(replacement_of(fact, found.value, start, source, found.span, extractor))
    return out
