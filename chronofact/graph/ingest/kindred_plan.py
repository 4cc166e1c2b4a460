"""The operations of a kindred replacement (`kindred_value`): after `change_plan`, a current
fact the message leaves current, or ends without a new value, is replaced by a value of its
kind that the message names in a sentence saying something moved on.

The readers are tried in turn, each on the facts the ones before left: values of the held
one's kind (`kindred_value`), a thing renumbered, the one new name said in passing, then the
held-value patterns (an event's time beside its word, a business said as the person's, a home
said beside them, a partner said as one of a couple: `event_time_said`, `business_said`,
`home_said`, `partner_said`), and last the successor tagger (`successor_value`), whose value
goes to one slot family only.

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
from datetime import datetime

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.lexicon import (
    JOB_WORDS,
    MONTHS,
    PERSON_ROLES,
    TITLE_ABBREVIATIONS,
)
from chronofact.extractors.conversation.open_thing import NUMBERED_KINDS
from chronofact.extractors.conversation.slot_match import SlotMatcher
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.business_said import businesses_said
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
from chronofact.graph.ingest.event_time_said import event_times_said
from chronofact.graph.ingest.home_said import homes_said
from chronofact.graph.ingest.kindred_value import (
    Kindred,
    KindredFact,
    kindred_values,
    renumbered,
    sole_names,
)
from chronofact.graph.ingest.open_tail import open_tail
from chronofact.graph.ingest.partner_said import partners_said
from chronofact.graph.ingest.successor_value import successor_values
from chronofact.graph.models import Evidence, Op, Operation
from chronofact.graph.predicates import Cardinality, builtin_cardinality, normalise_predicate
from chronofact.graph.slot_names import SLOT_FAMILIES, slot_family, slots_of_predicate

__all__ = [
    "FIT_MARGIN",
    "KINDRED_SLOTS",
    "LOWER_CASE_SLOTS",
    "MIN_FIT",
    "NAMED_IN_PASSING",
    "NUMBERED_THING",
    "STATE_SLOTS",
    "fits_slot",
    "kindred_ops",
    "open_kind",
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
_GIVEN_UP_BEFORE = re.compile(
    r"\b(?:(?:gave|given|giving|give)\s+up(?:\s+on)?|quit|quitting|ditched|ditching|dropped|"
    r"dumped|sold|selling|stopped|done\s+with)\s+(?:(?:the|my|our|his|her|their)\s+)?$",
    re.IGNORECASE,
)
"""Right before a successor value: the value is what was given up ("given up on the Manics");
not "took over the X", which is what one has now."""
_DATE_LIKE = re.compile(
    rf"\b(?:{'|'.join(MONTHS)})\b|\d:\d\d|\b\d{{1,2}}(?:st|nd|rd|th)\b(?!\s+(?:floor|year|grade))|"
    r"\b(?:19|20)\d\d\b|"
    r"\d[/.-]\d|\bQ[1-4]\b",
    re.IGNORECASE,
)
"""A date, a time or a quarter ("March", "9:30", "3rd", "2025", "03/14", "Q3"); not a model
number ("iPhone 15", "Galaxy A52") nor a floor or a year of study ("4th floor", "2nd year")."""
_PERSON_PREDICATES = frozenset(PERSON_ROLES.values())
STATE_SLOTS = frozenset({"status", "order_status", "ticket_status", "relationship_status"})
"""Slots that hold states ("shipped", "resolved", "single"), not things."""


NAMED_IN_PASSING = frozenset(
    {"works_at", "lives_in", "studies_at", "bank", "gym", "doctor", "dentist", "supports_team"}
    | {"vehicle", "uses_phone", "uses_laptop", "learning_language"}
)
"""Slots of names whose new value is often said in passing with no word of change ("my
commute to the KPMG office", "the Monzo app keeps logging me out"): the one new name the
message says of the subject, in a clause about the slot, replaces the one held
(`kindred_value.sole_names`)."""


def replaceable(fact: CurrentFact, text: str, any_case: bool = False) -> bool:
    """A value of its kind may take the fact's place: a one-value slot (a slot of several
    only when `text` says one gave way), not a date, and, unless `any_case`, a lower-case
    value only on `LOWER_CASE_SLOTS`."""
    predicate = normalise_predicate(fact.predicate)
    tail = open_tail(predicate)
    if (predicate not in KINDRED_SLOTS and not tail) or _DATE_LIKE.search(fact.shown):
        return False
    lower_ok = any_case or tail or predicate in LOWER_CASE_SLOTS  # open tail: `open_kind`
    if not lower_ok and not fact.shown[:1].isupper():
        return False
    if len(fact.shown) < 3 and not fact.shown.isupper():
        return False  # a scrap of a word; a name in capitals ("TD", "EE", "O2") is a name
    if builtin_cardinality(predicate) == Cardinality.MULTI:
        return _GAVE_WAY.search(text) is not None
    return True


def fits_slot(matcher: SlotMatcher, live: Sequence[CurrentFact]) -> Callable[[str, int], bool]:
    """Is a clause about the slot of `live[index]` by meaning: its best prototype among the
    slot's family scores `MIN_FIT` or more, within `FIT_MARGIN` of its nearest slot."""

    seen: dict[tuple[str, frozenset[str]], bool] = {}  # a few clauses, a few families

    def fits(clause: str, index: int) -> bool:
        if open_tail(live[index].predicate):
            return True  # no prototypes: `open_kind` tests the value itself
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


_SUCCESSOR_ONLY = frozenset({"meeting_time", "deadline"})
"""Time slots the kindred readers leave alone (a date said in passing is seldom a new
deadline) but the successor tagger, told the time held, may replace: "Can we plan my writing
weeks backwards from the 12 December hand-in?" after "My thesis is due on 30 May"."""


def _successor_only(fact: CurrentFact, text: str) -> bool:
    """A fact only the successor tagger may replace: a meeting's time or a deadline, or a
    value in lower case on a slot where the kindred readers take it for small talk ("payroll
    migration project": the tagger is told the held value and reads what follows it)."""
    if slots_of_predicate(fact.predicate) & _SUCCESSOR_ONLY:
        return len(fact.shown) >= 2
    return replaceable(fact, text, any_case=True)


_WED = frozenset({"married_to", "engaged_to"})


def _wed(fact: CurrentFact) -> bool:
    """A spouse or a fiancé(e) held: only a new partner said as one of a couple replaces them
    (`partner_said`), never a reading of kind or the successor tagger."""
    return normalise_predicate(fact.predicate) in _WED


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
        if name_key(op.subject) == name_key(text[span[0] : span[1]]):
            continue  # a reading about the value itself: a new partner's own pastime
        named = _WORD.findall(text[start:end])
        if any(name_key(w) == name_key(op.subject) for w in named):
            return True
    return False


def _kind_words(value: str) -> set[str]:
    """A value's words without numbers and plural s ("night shifts" -> night, shift)."""
    return {w.casefold().removesuffix("s") for w in _WORD.findall(value) if len(w) > 2}


def open_kind(fact: CurrentFact, value: str, text: str) -> bool:
    """On an open-tail slot, which no prototypes describe, a value of the fact's kind: it
    shares a word with the value held and differs from it ("plot 14" -> "plot 3", "4th floor"
    -> "2nd floor", "night shifts" -> "early shift"), or the message names the slot and the
    value is written as the held one is ("I've switched running clubs. The Tempelhof Runners
    meet right by my new flat"). MiniLM does not tell names of one kind from another's
    ("Lidl" / "Aldi" 0.21, "Tesco" / "Deloitte" 0.28), so a name alone is not enough."""
    predicate = normalise_predicate(fact.predicate)
    if not open_tail(predicate):
        return True
    old, new = _kind_words(fact.shown), _kind_words(value)
    if old & new and _fold_value(value) != _fold_value(fact.shown):
        return True
    slot_words = {w.removesuffix("s") for w in predicate.split("_") if len(w) > 2}
    named = slot_words <= _kind_words(text)
    same_case = value[:1].isupper() == fact.shown[:1].isupper()
    return named and same_case


_NAME_HEAD = re.compile(r"[A-Z0-9][\w'’&+.-]*(?:\s+(?:(?:of|and|&|the)\s+)?[A-Z0-9][\w'’&+.-]*)*")


def _name_only(fact: CurrentFact, kin: Kindred) -> Kindred:
    """An open-tail name's successor cut to its name ("Tempelhof Runners meet right" ->
    "Tempelhof Runners"): the words after a name are what it does, not more of it."""
    if not open_tail(fact.predicate) or not fact.shown[:1].isupper():
        return kin
    head = _NAME_HEAD.match(kin.value)
    if head is None or head.end() == len(kin.value):
        return kin
    name = head.group()
    return Kindred(kin.index, name, (kin.span[0], kin.span[0] + len(name)), kin.similarity)


def _fold_value(value: str) -> str:
    """A value compared: case and spacing aside."""
    return " ".join(value.casefold().split())


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


NUMBERED_THING = re.compile(
    r"\b(?:" + NUMBERED_KINDS + r")\s+(?:no\.?\s*|number\s+)?\d{1,4}[a-z]?\b|"
    r"\b\d{1,2}(?:st|nd|rd|th)\s+floor\b",
    re.IGNORECASE,
)
"""A thing said by its number in its kind's words ("plot 3", "band 6", "the 2nd floor"): a
message saying one is read for an open-tail value it renumbers, cue or none."""


_NUMBER_PARTS = re.compile(r"[\d\s.]+|\b(?:no|number)\b|(?<=\d)(?:st|nd|rd|th)\b")


def _thing_word(numbered: str) -> str:
    """The kind's word of a numbered thing ("Plot 3" -> plot, "2nd floor" -> floor)."""
    return _NUMBER_PARTS.sub("", numbered.casefold())


def _said_number(held: str, value: str) -> re.Match[str] | None:
    """Where in `value` the held value's kind is said under a number: "band 6" in "first band
    6 payslip" for "band 5"; "2nd floor" in "the 2nd floor" for "4th floor"."""
    kinds = {_thing_word(m.group()) for m in NUMBERED_THING.finditer(held)}
    for m in NUMBERED_THING.finditer(value):
        if _thing_word(m.group()) in kinds and renumbered(held, m.group()):
            return m
    return None


def _renumbered_in_passing(
    text: str,
    spans: Sequence[tuple[int, int]],
    wanted: Sequence[KindredFact],
    found: Sequence[Kindred],
    speaker_key: str,
    at: datetime,
    people: set[str],
    matcher: SlotMatcher,
) -> list[Kindred]:
    """An open-tail value said under another number with no word of change: "Plot 3 by the
    gate is mine" after "my allotment is plot 14". The thing's own word beside another number
    is the kind; every clause but
    questions, plans and others' is read (`any_clause`), and only such a value is taken, cut
    to the numbered thing itself."""
    done = {k.index for k in found}
    out: list[Kindred] = []
    for fact in wanted:
        numbered = NUMBERED_THING.search(fact.shown) is not None
        if fact.index in done or not open_tail(fact.predicate) or not numbered:
            continue

        def bar(value: str, held: str = fact.shown) -> float:
            return -1.0 if _said_number(held, value) is not None else 2.0

        for kin in kindred_values(
            text,
            spans,
            [fact],
            speaker_key,
            at,
            people,
            matcher.vectors,
            lambda clause, index: True,
            any_clause=True,
            bar_of=bar,
        ):
            m = _said_number(fact.shown, kin.value)
            if m is None:
                continue  # the bar took no other value
            start = kin.span[0] + m.start()
            out.append(Kindred(kin.index, m.group(), (start, start + len(m.group())), 1.0))
    return out


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def _one_reading_per_value(
    successors: Sequence[Kindred], taken: Sequence[tuple[int, int]], live: Sequence[CurrentFact]
) -> list[Kindred]:
    """The successor tagger's values that no other reading gave another fact (`taken`), and
    that it gives to facts of one slot family only, or to one fact far surer than to the others
    (`SURE_OVER_OTHERS`): "a parcel to my brother Kojo in Tamale" is Kojo's new home, not also
    the speaker's new partner and team; "the intro slide for Project Kestrel ... as the project
    lead" names a project (0.9999), not a job (0.72)."""
    free = [k for k in successors if not any(_overlap(k.span, t) for t in taken)]
    out: list[Kindred] = []
    for k in free:
        family = slot_family(live[k.index].predicate)
        others = [
            o
            for o in free
            if o is not k
            and _overlap(o.span, k.span)
            and slot_family(live[o.index].predicate) != family
        ]
        surest = k.similarity >= SURE_OVER_OTHERS[0] and all(
            o.similarity <= k.similarity - SURE_OVER_OTHERS[1] for o in others
        )
        if not others or surest:
            out.append(k)
    return out


SURE_OVER_OTHERS = (0.99, 0.2)
"""A value the successor tagger reads for facts of several slot families goes to the one it
reads at this chance or more, when it reads it for every other at least this much less."""


ANOTHER_SLOT_MARGIN = 0.2
"""How much nearer the slots of the message's other readings a sentence must be than the held
fact's slot for a successor value there to be that other slot's talk: "bought an iPhone 15
last week, the Tecno is now my backup" is 0.44 from the phone and 0.07 from the gym; a class
moved to Saturday mornings is as near a meeting's time as a class's (0.26 each), and "the whole
terrace is methi" nearer a diet than a vehicle misread there."""
ANOTHER_PART_MARGIN = 0.1
"""... and the part of the sentence the value is said in nearer it by this much: "the Tecno is
now my backup" 0.24 from the phone and 0.08 from the gym; "the casino at PUC is so much
better, actual vegetarian options" is a diet's sentence (0.46 against 0.06 for a school), but
the part PUC is said in is of neither (0.07 and 0.09), so PUC may still be the new school."""


def _sentence_of_another_slot(
    text: str,
    spans: Sequence[tuple[int, int]],
    span: tuple[int, int],
    ops: Sequence[Operation],
    fact: CurrentFact,
    matcher: SlotMatcher,
) -> bool:
    """The value's sentence is where the message reads a new value of the fact's subject on a
    slot of another family, and none on the fact's, and it is about that other slot by meaning
    (the sentence nearer it by `ANOTHER_SLOT_MARGIN`, the value's part of it by
    `ANOTHER_PART_MARGIN`): a value the successor tagger reads there for a fact
    the message does not end is no successor ("the Tecno is now my backup" after a new
    iPhone: no new gym)."""
    sentence = next(((s, e) for s, e in spans if s <= span[0] < e), None)
    own = slots_of_predicate(fact.predicate)
    if sentence is None or not own:
        return False
    family = slot_family(fact.predicate)
    others: frozenset[str] = frozenset()
    for op in ops:
        if op.op != Op.ASSERT or op.evidence is None or op.evidence.span is None:
            continue
        if name_key(op.subject) != fact.subject_key:
            continue
        if not sentence[0] <= op.evidence.span[0] < sentence[1]:
            continue
        if normalise_predicate(op.predicate) in family:
            return False
        others |= slots_of_predicate(op.predicate)
    if not others - own:
        return False
    said = text[sentence[0] : sentence[1]]
    part = _part_around(text, sentence, span)
    fits = matcher.nearest(
        [said, said, part, part],
        allowed=[own, others - own, own, others - own],
        minimums=[0.0] * 4,
    )
    return (
        fits[1][1] >= fits[0][1] + ANOTHER_SLOT_MARGIN
        and fits[3][1] >= fits[2][1] + ANOTHER_PART_MARGIN
    )


_PART_BREAK = re.compile(r"[,;:!?]|\b(?:and|but|so)\b", re.IGNORECASE)


def _part_around(text: str, sentence: tuple[int, int], span: tuple[int, int]) -> str:
    """The part of the sentence the value is said in, between breaks (a comma, "and", "but",
    "so")."""
    start = sentence[0]
    for m in _PART_BREAK.finditer(text, sentence[0], span[0]):
        start = m.end()
    end = _PART_BREAK.search(text, span[1], sentence[1])
    return text[start : end.start() if end is not None else sentence[1]].strip()


def _said_of_held(
    text: str,
    spans: Sequence[tuple[int, int]],
    pending: Sequence[KindredFact],
    speaker_key: str,
    known: set[str],
) -> list[Kindred]:
    """The new values the held-value patterns read: an event's time beside its word, a job's
    business said as the person's, someone's home beside them, a partner said as one of a
    couple (`known`: the people the held facts name, not the message's own)."""
    return [
        *event_times_said(text, spans, pending, speaker_key),
        *businesses_said(text, spans, pending),
        *homes_said(text, spans, pending, speaker_key),
        *partners_said(text, pending, speaker_key, known),
    ]


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
        if (replaceable(f, text) or _successor_only(f, text) or _wed(f))
        and (f.subject_key, normalise_predicate(f.predicate)) in single
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
    known = people_of(facts, speaker_key)  # the held facts' people
    people = known | {name_key(op.subject) for op in ops}  # and the message's own
    held = [f.shown for f in holding]
    fits = fits_slot(matcher, live)  # one cache of clause fits for both readings below
    by_rules = [f for f in wanted if replaceable(live[f.index], text)]
    found = kindred_values(
        text, spans, by_rules, speaker_key, at, people, matcher.vectors, fits, held
    )
    # "swapped to plot 3" replaces "plot 14"; "swapped to decaf" does not; a rejected value
    # ("The committee moved me to plot 12": "committee") leaves the renumbering to be read
    found = [k for k in found if open_kind(live[k.index], k.value, text)]
    found += _renumbered_in_passing(text, spans, by_rules, found, speaker_key, at, people, matcher)
    done = {k.index for k in found}
    passing = [
        f
        for f in by_rules
        if f.index not in done
        and normalise_predicate(f.predicate) in NAMED_IN_PASSING
        and f.shown[:1].isupper()
    ]
    found += sole_names(
        text,
        spans,
        passing,
        speaker_key,
        at,
        people,
        fits,
        matcher.vectors,
        held,
    )
    done = {k.index for k in found}
    pending = [f for f in wanted if f.index not in done]
    patterned = _said_of_held(text, spans, pending, speaker_key, known)
    found += patterned
    done = {k.index for k in found}
    successors = successor_values(
        text,
        source.speaker,
        at,
        [f for f in wanted if f.index not in done and not _wed(live[f.index])],
        people,
        held,
        matcher.vectors,
    )
    # "I've given up on the Manics": what is given up follows nothing
    successors = [k for k in successors if not _GIVEN_UP_BEFORE.search(text, 0, k.span[0])]
    found += _one_reading_per_value(successors, [k.span for k in found], live)
    out: list[Operation] = []
    for kin in found:
        fact = live[kin.index]
        renumbering = open_tail(fact.predicate) and _said_number(fact.shown, kin.value)
        if (
            read_on_another_slot(kin.span, ops, fact, text)
            and not renumbering
            and kin not in patterned
        ):
            continue  # "he's doing a PhD at TU Delft now" says where he studies; "moved me
            # to plot 12, more sun" still renumbers the plot, whatever else was read there;
            # "dad's provisions shop in Kaduna" is his business, wherever he is read to live
        if _read_of_someone_else(text, kin.span, ops, fact):
            continue  # "Beth's in Ancoats now" (Hannah speaking) says where Beth lives
        unsaid = kin in successors and ending_retract(ops, fact) is None
        if unsaid and _sentence_of_another_slot(text, spans, kin.span, ops, fact, matcher):
            continue  # "bought an iPhone 15, the Tecno is now my backup": no new gym
        if not _titled(fact, kin.value):
            continue  # "switched to night shifts": how one works, not a new job title
        if not _a_relationship_state(fact, kin.value):
            continue  # "the desk arrived and it's great": no relationship status
        kin = _name_only(fact, kin)
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
