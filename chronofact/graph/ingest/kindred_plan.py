"""The operations of a kindred replacement (`kindred_value`): after `change_plan`, a current
fact the message leaves current, or ends without a new value, is replaced by a value of its
kind that the message names in a sentence saying something moved on.

Only facts of the canonical slots that hold one thing at a time are replaced this way (a
hobby or a pet, which may be several, only when the message also says one gave way:
"instead", "anymore", "switched", ...); dates are left to the frames that read them. The
retract starts at the time the sentence names (else the message time), the new value at the
same instant; both carry the message as evidence, the retract the sentence's span and the
assert the value's.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.lexicon import (
    JOB_WORDS,
    MONTHS,
    PERSON_ROLES,
    TITLE_ABBREVIATIONS,
)
from chronofact.extractors.conversation.slot_match import SlotMatcher
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_plan import (
    MAX_SENTENCE_CHARS,
    CurrentFact,
    already_handled,
    end_time,
    ending_retract,
    read_on_another_slot,
    replacement_of,
    retract_of,
)
from chronofact.graph.ingest.kindred_value import KindredFact, kindred_values
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.predicates import Cardinality, builtin_cardinality, normalise_predicate
from chronofact.graph.slot_names import SLOT_FAMILIES, slots_of_predicate

__all__ = [
    "FIT_MARGIN",
    "KINDRED_SLOTS",
    "LOWER_CASE_SLOTS",
    "MIN_FIT",
    "STATE_SLOTS",
    "fits_slot",
    "kindred_ops",
    "people_of",
    "replaceable",
]

MIN_FIT = 0.20
"""A clause is about a slot by meaning at this similarity to its prototypes or more ..."""
FIT_MARGIN = 0.12
"""... and at most this far below the clause's nearest slot."""

KINDRED_SLOTS: frozenset[str] = frozenset(
    {s for s in SLOTS if s not in ("none", "meeting_time", "deadline")}
    | {p for family in SLOT_FAMILIES for p in family}
)
"""Slots whose value a thing of the same kind replaces."""
LOWER_CASE_SLOTS: frozenset[str] = frozenset(
    {
        "occupation",
        "role",
        "job_title",
        "diet",
        "relationship_status",
        "vehicle",
        "learning_language",
        "has_pet",
        "status",
        "order_status",
        "ticket_status",
    }
)
"""Slots whose lower-case values are words of a small kind ("vegan", "nurse", "shipped"), so a
lower-case value is replaced only there: elsewhere ("hobby", "meeting place", "project") a
lower-case value is as often a reading of small talk as a state, and so is its look-alike."""
_GAVE_WAY = re.compile(
    r"\b(?:instead|anymore|any\s+more|no\s+longer|switched|swapped|replaced|traded|gave\s+up|"
    r"stopped|quit|dropped|ditched|over\s+it|done\s+with)\b",
    re.IGNORECASE,
)
_DATE_LIKE = re.compile(
    rf"\b(?:{'|'.join(MONTHS)})\b|\d:\d\d|\b\d{{1,2}}(?:st|nd|rd|th)\b|\b(?:19|20)\d\d\b|"
    r"\d[/.-]\d|\bQ[1-4]\b",
    re.IGNORECASE,
)
"""A date, a time or a quarter ("March", "9:30", "3rd", "2025", "03/14", "Q3"); not a model
number ("iPhone 15", "Galaxy A52")."""
_PERSON_PREDICATES = frozenset(PERSON_ROLES.values())
STATE_SLOTS = frozenset({"status", "order_status", "ticket_status", "relationship_status"})
"""Slots that hold states ("shipped", "resolved", "single"), not things."""


def replaceable(fact: CurrentFact, text: str, any_case: bool = False) -> bool:
    """A value of its kind may take the fact's place: a one-value slot (a slot of several
    only when `text` says one gave way), not a date, and, unless `any_case`, a lower-case
    value only on `LOWER_CASE_SLOTS`."""
    predicate = normalise_predicate(fact.predicate)
    if predicate not in KINDRED_SLOTS or _DATE_LIKE.search(fact.shown):
        return False
    if not any_case and not fact.shown[:1].isupper() and predicate not in LOWER_CASE_SLOTS:
        return False
    if len(fact.shown) < 3:
        return False
    if builtin_cardinality(predicate) == Cardinality.MULTI:
        return _GAVE_WAY.search(text) is not None
    return True


def fits_slot(matcher: SlotMatcher, live: Sequence[CurrentFact]) -> Callable[[str, int], bool]:
    """Is a clause about the slot of `live[index]` by meaning: its best prototype among the
    slot's family scores `MIN_FIT` or more, within `FIT_MARGIN` of its nearest slot."""

    seen: dict[tuple[str, frozenset[str]], bool] = {}  # a few clauses, a few families

    def fits(clause: str, index: int) -> bool:
        family = slots_of_predicate(live[index].predicate)  # "status": order or ticket
        if not family:
            return False
        if (clause, family) not in seen:
            (_, best), (_, own) = matcher.nearest(
                [clause, clause], allowed=[None, family], minimums=[0.0, 0.0]
            )
            seen[clause, family] = own >= MIN_FIT and own >= best - FIT_MARGIN
        return seen[clause, family]

    return fits


def _one_valued(live: Sequence[CurrentFact]) -> set[tuple[str, str]]:
    """The (subject, slot) pairs holding exactly one current value (several current values on
    a one-value slot are a reading to leave alone, not one to replace); linear in `live`."""
    counts = Counter((f.subject_key, normalise_predicate(f.predicate)) for f in live)
    return {pair for pair, n in counts.items() if n == 1}


def people_of(facts: Sequence[CurrentFact], speaker_key: str) -> set[str]:
    """Name keys of the persons the facts name: their subjects, the people they relate."""
    out = {speaker_key} if speaker_key else set()
    for fact in facts:
        out.add(fact.subject_key)
        out.update(name_key(w) for w in fact.subject.split()[:1])
        if fact.object is not None and normalise_predicate(fact.predicate) in _PERSON_PREDICATES:
            out.add(name_key(fact.object))
    return out


_WORD = re.compile(r"[^\W\d_]+")


def _read_of_someone_else(
    text: str, span: tuple[int, int], ops: Sequence[Operation], fact: CurrentFact
) -> bool:
    """The words at `span` lie in what the message already reads as a value of another
    person's, whom that reading names there ("Beth's in Ancoats now"): the clause is about
    them, not about the fact's subject. A reading that does not name its subject there (the
    extractor took the speaker for "Bo retrained and is a paramedic now") blocks nothing."""
    for op in ops:
        if op.op != Op.ASSERT or op.evidence is None or op.evidence.span is None:
            continue
        start, end = op.evidence.span
        if name_key(op.subject) == fact.subject_key or not start <= span[0] < span[1] <= end:
            continue
        named = _WORD.findall(text[start:end])
        if any(name_key(w) == name_key(op.subject) for w in named):
            return True
    return False


_TITLE_SLOTS = frozenset({"occupation", "job_title", "role"})
"""Slots holding a job title."""


def _titled(fact: CurrentFact, value: str) -> bool:
    """A job title's successor is a job title: its last word a profession, a role or a title's
    abbreviation ("switched to night shifts" names no job; "now a staff nurse" does)."""
    if normalise_predicate(fact.predicate) not in _TITLE_SLOTS:
        return True
    words = value.split()
    return bool(words) and (
        words[-1].casefold() in JOB_WORDS or words[-1].upper() in TITLE_ABBREVIATIONS
    )


_RELATIONSHIP_STATE = re.compile(
    r"(?:single|dating|seeing\s+someone|engaged|married|wed|divorced|separated|widowed|"
    r"taken|attached|unattached|partnered|in\s+a\s+relationship|together|"
    r"(?:it['\u2019]?s\s+)?complicated)$",
    re.IGNORECASE,
)


def _a_relationship_state(fact: CurrentFact, value: str) -> bool:
    """A relationship status's successor is a relationship state ("The desk arrived and it's
    great" names none, though "great" is a word of single's kind)."""
    if normalise_predicate(fact.predicate) != "relationship_status":
        return True
    return _RELATIONSHIP_STATE.match(value.strip()) is not None


def kindred_ops(
    source: Evidence,
    ops: Sequence[Operation],
    facts: Sequence[CurrentFact],
    extractor: str,
    matcher: SlotMatcher,
) -> list[Operation]:
    """The retracts and asserts a kindred replacement adds to the message's planned `ops`."""
    at = source.observed_at
    text = source.text or ""
    if at is None or not text:
        return []
    holding = [f for f in facts if f.holds_at(at)]
    single = _one_valued(holding)
    live = [
        f
        for f in holding
        if replaceable(f, text) and (f.subject_key, normalise_predicate(f.predicate)) in single
    ]
    wanted: list[KindredFact] = []
    for k, fact in enumerate(live):
        ended = ending_retract(ops, fact) is not None
        if ended or not already_handled(ops, fact):
            states = normalise_predicate(fact.predicate) in STATE_SLOTS
            wanted.append(
                KindredFact(
                    k, fact.subject_key, fact.subject, fact.shown, ended, states, fact.predicate
                )
            )
    if not wanted:
        return []
    speaker_key = name_key(source.speaker) if source.speaker else ""
    spans = [(s, e) for s, e in split_sentences(text) if e - s <= MAX_SENTENCE_CHARS]
    people = people_of(facts, speaker_key) | {name_key(op.subject) for op in ops}
    held = [f.shown for f in holding]
    found = kindred_values(
        text,
        spans,
        wanted,
        speaker_key,
        at,
        people,
        matcher.vectors,
        fits_slot(matcher, live),
        held,
    )
    out: list[Operation] = []
    for kin in found:
        fact = live[kin.index]
        if read_on_another_slot(kin.span, ops, fact):
            continue  # "he's doing a PhD at TU Delft now" says where he studies
        if _read_of_someone_else(text, kin.span, ops, fact):
            continue  # "Beth's in Ancoats now" (Hannah speaking) says where Beth lives
        if not _titled(fact, kin.value):
            continue  # "switched to night shifts": how one works, not a new job title
        if not _a_relationship_state(fact, kin.value):
            continue  # "the desk arrived and it's great": no relationship status
        retract = ending_retract(ops, fact)
        if retract is not None:
            start = retract.period.start
        else:
            sentence = next(((s, e) for s, e in spans if s <= kin.span[0] < e), kin.span)
            when = end_time(text[sentence[0] : sentence[1]], at, fact)
            if when is None:
                continue
            start = when
            out.append(retract_of(fact, when, source, sentence, extractor))
        out.append(replacement_of(fact, kin.value, start, source, kin.span, extractor))
    return out
