"""A name read on a sibling slot, moved to the slot the subject holds (pure but for the vectors
it is given; `change_resolution` applies it to a message's operations before the change plan).

Organisations and places sit on sibling slots (where one works, studies, banks, trains, lives,
which team one supports, which named project one is on), and a change is often said without
the slot's word: "Kyle switched to Capital One in july" reads as a home, "Chloe transferred to
Deakin" as an employer, "Lucy joined F45" as a workplace, "Thabo left Amakhosi for Sundowns"
as an employer. The wrong slot does two harms: a garbage fact, and the old value of the right
slot stays current. The subject's current facts say which slot is meant: the operation is
moved from slot P to slot Q when

- the subject holds one value on Q and nothing on P's family (P is not known of them);
- the value is of Q's kind rather than P's: the mean cosine of its nearest labelled values
  (`value_groups.kinds`) is higher for Q's group by `KIND_MARGIN`;
- the sentence, its value masked, does not say P's slot much more than Q's: the kind lead
  plus the sentence's lead for Q (its similarity to Q's prototypes less P's) is at least
  `-SENTENCE_SLACK` ("she got a job at Barclays" stays an employer beside a bank held);
- no job is said of the subject in the message ("started at Equinox as a trainer").

Only the slots of names (organisations, places, teams, projects) take part; one embedding
call for the values of the candidates (cached), one for their sentences.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.lexicon import JOB_WORDS
from chronofact.extractors.conversation.not_language import names_another_thing
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.conversation.value_fit import ValueMatcher
from chronofact.extractors.conversation.value_groups import group_of, kinds
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.kindred_value import kind_alike
from chronofact.graph.models import Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.slot_names import slot_family

__all__ = [
    "BOTH_LEAD",
    "EITHER_SLACK",
    "HELD_ALIKE",
    "KIND_MARGIN",
    "OTHER_SLOTS",
    "SENTENCE_SLACK",
    "SIBLING_SLOTS",
    "masked_sentence",
    "to_held_slot",
]

SIBLING_SLOTS = frozenset(
    {"works_at", "studies_at", "bank", "gym", "lives_in", "supports_team", "project"}
)
"""The slots of organisations, places, teams and named projects whose values a reading may
confuse ("Thabo left Amakhosi for Sundowns" read as an employer, with a team held)."""
KIND_MARGIN = 0.05
SENTENCE_SLACK = 0.05
OTHER_SLOTS = frozenset(
    {"gym", "meeting_place", "hobby", "vehicle", "occupation", "manager", "learning_language"}
)
"""Slots outside the siblings whose values a reading also confuses with a held one ("my
workouts happen at the Herzliya Country Club" read as a meeting place with a gym held, "My
badge says Mercari" as a vehicle with an employer held, "Ward sister since June" as a
manager with a job held): a move to or from one needs the value's kind and its sentence
together to lead by `BOTH_LEAD`, neither behind by more than `EITHER_SLACK`."""
BOTH_LEAD = 0.15
EITHER_SLACK = 0.06
_JOB_SLOTS = frozenset({"occupation", "role", "job_title"})
_NEVER_A_HOME = re.compile(
    r"\b(?:joined|joining|joins|hired|hiring|employ\w*|jobs?|works?\s+(?:at|for)|"
    r"working\s+(?:at|for)|signed\s+with|contract\s+with|poached)\b",
    re.IGNORECASE,
)
"""Words that say work and never a home: "he joined Baykar" stays an employer even when all
the subject is known for is a home (found using the product, twenty-first session)."""


@dataclasses.dataclass(frozen=True)
class _Candidate:
    index: int
    target: str
    held: str
    """The value the subject holds on `target`."""


def _job(op: Operation) -> bool:
    """A job said of the subject ("as a trainer"): a job slot's value ending on a job word."""
    said = (op.object or str(op.value or "")).casefold().split()
    return normalise_predicate(op.predicate) in _JOB_SLOTS and bool(said) and said[-1] in JOB_WORDS


def _candidates(ops: Sequence[Operation], live: Sequence[CurrentFact]) -> list[_Candidate]:
    held: dict[str, dict[str, list[CurrentFact]]] = {}
    for f in live:
        p = normalise_predicate(f.predicate)
        if p in SIBLING_SLOTS | OTHER_SLOTS:
            held.setdefault(f.subject_key, {}).setdefault(p, []).append(f)
    if not held:
        return []
    with_job = {name_key(op.subject) for op in ops if _job(op)}
    out: list[_Candidate] = []
    for i, op in enumerate(ops):
        p = normalise_predicate(op.predicate)
        key = name_key(op.subject)
        mine = held.get(key, {})
        if (
            op.op != Op.ASSERT
            or not op.polarity
            or op.object is None
            or p not in SIBLING_SLOTS | OTHER_SLOTS
            or any(q in mine for q in slot_family(p) | {p})
            or key in with_job
        ):
            continue
        said = name_key(op.object)
        targets = [
            q for q, facts in mine.items() if len(facts) == 1 and name_key(facts[0].shown) != said
        ]
        if len(targets) > 1 and p in SIBLING_SLOTS:  # a job held beside an employer: a name
            targets = [q for q in targets if q in SIBLING_SLOTS]  # read on a sibling stays one
        if len(targets) == 1:
            out.append(_Candidate(i, targets[0], mine[targets[0]][0].shown))
    return out


def _slot(op: Operation) -> frozenset[str]:
    return frozenset({normalise_predicate(op.predicate)})


def masked_sentence(text: str, op: Operation) -> str:
    """The sentence the operation was read from, its value said as "X"."""
    span = op.evidence.span if op.evidence is not None else None
    sentence = text
    if span is not None:
        for start, end in split_sentences(text):
            if start <= span[0] < end:
                sentence = text[start:end]
                break
    value = op.object or ""
    return re.sub(re.escape(value), "X", sentence, count=1, flags=re.IGNORECASE)


def to_held_slot(
    ops: Sequence[Operation],
    live: Sequence[CurrentFact],
    text: str,
    matcher: ValueMatcher,
) -> list[Operation]:
    """`ops` with the names read on a sibling slot moved to the slot the subject holds (see
    the module docstring); `matcher` embeds values and sentences."""
    found = _candidates(ops, live)
    if not found:
        return list(ops)
    values = [(ops[c.index].object or "").casefold() for c in found]
    scores = kinds.scores(matcher.vectors(values))
    sentences = [masked_sentence(text, ops[c.index]) for c in found]
    zero = [0.0] * len(found)
    own_fit = [s for _, s in matcher.nearest(sentences, [_slot(ops[c.index]) for c in found], zero)]
    to_fit = [
        s for _, s in matcher.nearest(sentences, [frozenset({c.target}) for c in found], zero)
    ]
    out = list(ops)
    for row, c in enumerate(found):
        own, to = group_of(normalise_predicate(ops[c.index].predicate)), group_of(c.target)
        if own is None or to is None:
            continue
        kind = float(scores[to][row] - scores[own][row])
        if c.target in slot_family("lives_in") and _NEVER_A_HOME.search(sentences[row]):
            continue
        if c.target == "learning_language" and names_another_thing(ops[c.index].object or ""):
            continue  # "doing Muay Thai since I gave up on the Korean": a pastime, no language
        sentence = to_fit[row] - own_fit[row]
        if _moves(ops[c.index], c.target, kind, sentence) or _alike_held(
            ops[c.index], c, kind, sentence, matcher
        ):
            op = ops[c.index]
            said = render(op.subject, c.target, op.object, "assert", True)
            out[c.index] = dataclasses.replace(op, predicate=c.target, statement=said)
    return out


HELD_ALIKE = 0.70
"""How alike the kinds of the value read and the value held on a sibling slot are at least
(`kindred_value.kind_alike`) for the value to move there with its sentence not against:
"Ollie's been at Clovelly Public since Term 3" read as a workplace with "Bondi Public" held as
Ollie's school, "Njoroge has his review at KCB" read as a school with "Equity Bank" held as his
employer. The labelled groups may score such a name near both slots; its likeness to the very
value held says more."""


def _alike_held(
    op: Operation, c: _Candidate, kind: float, sentence: float, matcher: ValueMatcher
) -> bool:
    """Between siblings, the value is of the held value's kind (`HELD_ALIKE`, or a word of the
    held name shared), neither its labelled groups (`kind`) nor the masked sentence is against
    the move (by `KIND_MARGIN`, `SENTENCE_SLACK`): "Manchester" in "Sam moved to Manchester for
    a job at the BBC" stays a home beside "Sky in Leeds" held as his employer."""
    siblings = normalise_predicate(op.predicate) in SIBLING_SLOTS and c.target in SIBLING_SLOTS
    if not siblings or sentence < -SENTENCE_SLACK or kind < -KIND_MARGIN or not op.object:
        return False
    if content_words(c.held) & content_words(op.object):
        return True  # "Clovelly Public" after "Bondi Public": a word of its kind shared
    return kind_alike(c.held, op.object, matcher.vectors) >= HELD_ALIKE


def _moves(op: Operation, target: str, kind: float, sentence: float) -> bool:
    """The value's kind lead and its masked sentence's lead for `target` move the operation:
    between siblings, the kind by `KIND_MARGIN` with the sentence not much against; with a
    slot of `OTHER_SLOTS`, both together by `BOTH_LEAD`, neither far behind."""
    if normalise_predicate(op.predicate) in SIBLING_SLOTS and target in SIBLING_SLOTS:
        return kind >= KIND_MARGIN and kind + sentence >= -SENTENCE_SLACK
    return kind + sentence >= BOTH_LEAD and min(kind, sentence) >= -EITHER_SLACK
