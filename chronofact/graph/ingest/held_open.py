"""A reading's guess moved to the open-tail slot its subject holds, when its sentence says
that slot (pure but for the vectors it is given; `change_resolution` applies it beside
`held_slot`, before the change plan).

The learned reader knows the canonical slots only. A value of the open tail (an insurer, a
barber, a landlord, a nickname) said without the slot's own words lands on the nearest slot it
knows: "the van is covered by Zurich now" as a vehicle, "we pay rent to Mr Ortiz" as a home,
"the lads at the club call him Bear" as a pet. The wrong slot does two harms: a garbage fact,
and the value held on the right slot stays current. When the subject holds a value on an
open-tail slot (named by the words of an earlier message: `van_insurance`, `landlord`,
`nickname`) or on a name of a canonical family that is no canonical slot (`childcare` of
`studies_at`: "they're at Bright Horizons now" read as a project), the guess is moved there
when its sentence, its value masked, reads as that slot's statement ("Omar's landlord is X") at
least `OPEN_AT_LEAST` and more than as the guessed slot's ("Omar lives in X") by `OPEN_LEAD`;
the value held is then ended by the slot's own one-value rule. A guess whose sentence reads no
less as the held slot's than as the guessed one's also moves when the subject holds nothing on
the guessed slot, the sentence says a change, and the successor tagger, told the held value,
reads the guess as what follows it (`_successor_agrees`: "she swapped me onto losartan" after
lisinopril, read as a vehicle); so does a name guessed as an employer in a sentence with no
word of work, by a subject holding no employer (`_named_of_no_work`: "it's called Loom Hair"
after the hairdresser Curl Haus); so does one whose sentence says the value held was left or went
off ("we sacked Keane & Daly in the end and went with a firm called Brennan Legal", read as a
manager, after the solicitor Keane & Daly; "Tayyabs has gone downhill, we go to Dishoom now",
read as a pastime, after the usual restaurant Tayyabs; a pastime guessed as a capitalised word
is taken as the name it is).

Never moved: a guess onto a held slot the same message asserts a value of, a claim read by
the rules' words (confidence `GUESS_BELOW` or more), a value
sharing a word with the value held (the old value named again: "it took the top spot from
Blue Velvet" read as "Velvet"), a guess onto a relation of the subject ("mum", "roommate"),
which names a person, not a thing of theirs. Several held open slots: the one the sentence
reads as most. One embedding call for the sentences and statements of all candidates.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

import numpy as np

from chronofact.extractors.change_words import NOVELTY_RE
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import KIN
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.conversation.value_fit import ValueMatcher
from chronofact.extractors.conversation.work_words import WORK_WORDS
from chronofact.extractors.learned.successor import UNSAID_CHANCE, slot_text, successor_tagger
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words
from chronofact.graph.ingest.change_plan import CurrentFact
from chronofact.graph.ingest.held_slot import masked_sentence
from chronofact.graph.ingest.open_tail import open_tail
from chronofact.graph.models import Op, Operation
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.slot_names import slot_family, slots_of_predicate

__all__ = ["GUESS_BELOW", "OPEN_AT_LEAST", "OPEN_LEAD", "to_held_open"]

GUESS_BELOW = 0.7
"""Claims under this confidence are guesses from meaning (the learned reader's 0.6), not read
by a slot's own words."""
OPEN_AT_LEAST = 0.45
OPEN_LEAD = 0.15
"""The masked sentence's cosine to the held open slot's statement, and its lead over the
guessed slot's statement, for a move."""


_HOUSEMATES = frozenset({"roommate", "flatmate", "housemate", "roomie", "lodger", "bandmate"})


@dataclasses.dataclass(frozen=True)
class _Candidate:
    index: int
    fact: CurrentFact


def _relation(predicate: str) -> bool:
    """A slot naming a relative or a friend of the subject ("mum", "roommate", "best_friend");
    one who serves them (a landlord, a vet) holds a place a new one takes."""
    return bool(set(predicate.split("_")) & (KIN | _HOUSEMATES))


def _named_by_words(predicate: str) -> bool:
    """A slot the extractor names by the words said: the open tail, or a name of a canonical
    slot's family that is no canonical slot itself ("childcare", "nursery" of `studies_at`),
    which the learned reader never guesses."""
    return open_tail(predicate) or (predicate not in SLOTS and bool(slots_of_predicate(predicate)))


def _candidates(ops: Sequence[Operation], live: Sequence[CurrentFact]) -> list[_Candidate]:
    held: dict[str, list[CurrentFact]] = {}
    for f in live:
        p = normalise_predicate(f.predicate)
        if _named_by_words(p) and not _relation(p):
            held.setdefault(f.subject_key, []).append(f)
    said_now = {
        (name_key(op.subject), normalise_predicate(op.predicate))
        for op in ops
        if op.op == Op.ASSERT and op.polarity and op.object
    }
    out: list[_Candidate] = []
    for i, op in enumerate(ops):
        said = op.object
        if (
            op.op != Op.ASSERT
            or not op.polarity
            or not said
            or op.confidence is None
            or op.confidence >= GUESS_BELOW
            or open_tail(normalise_predicate(op.predicate))
        ):
            continue
        words = content_words(said)
        for f in held.get(name_key(op.subject), []):
            slot = normalise_predicate(f.predicate)
            if (f.subject_key, slot) in said_now:
                continue  # the message names the slot's new value itself ("starts at Tiny Steps")
            if (
                slot != normalise_predicate(op.predicate)
                and normalise_predicate(op.predicate) not in slot_family(slot)
                and not (words & content_words(f.shown))
            ):
                out.append(_Candidate(i, f))
    return out


_LEFT = re.compile(
    r"\b(?:sacked|fired|ditched|dropped|dumped|left|quit|cancell?ed|ended|binned|got\s+rid\s+of|"
    r"gave\s+up(?:\s+on)?|stopped\s+(?:using|seeing)|(?:switched|moved|changed)\s+(?:away\s+)?"
    r"from)\s+(?:(?:the|our|my|old)\s+)*(?P<held>[^\s,.;!?]+)",
    re.IGNORECASE,
)
"""A verb of leaving or ending and the first word of what was left ("sacked Keane & Daly",
"ditched Dev", "switched from Aviva")."""


_WENT_OFF = re.compile(
    r"(?P<held>[^\s,.;!?]+)(?:['\u2019]s|\s+has|\s+have|\s+is|\s+are)?\s+(?:(?:really|totally|"
    r"completely|properly)\s+)?(?:gone\s+downhill|got\s+(?:worse|boring|rubbish|awful|too\s+\w+)|"
    r"closed(?:\s+down)?|shut(?:\s+down)?|went\s+bust|gone\s+bust)\b",
    re.IGNORECASE,
)
"""The last word of what went off or closed, before it ("Tayyabs has gone downhill", "Ali's
closed down")."""


def _left(sentence: str, held: str) -> bool:
    """The sentence says the held value was left, or went off: a verb of leaving before a word
    of it, or a word of it before "has gone downhill" / "closed down"."""
    words = content_words(held)
    return any(
        content_words(m.group("held")) & words
        for said in (_LEFT, _WENT_OFF)
        for m in said.finditer(sentence)
    )


def _slot_unknown(op: Operation, live: Sequence[CurrentFact]) -> bool:
    """The subject holds nothing on the guessed slot's family: the guess is all there is."""
    key, family = name_key(op.subject), slot_family(op.predicate)
    return not any(
        f.subject_key == key and normalise_predicate(f.predicate) in family for f in live
    )


def _successor_agrees(
    text: str, speaker: str | None, fact: CurrentFact, op: Operation, matcher: ValueMatcher
) -> bool:
    """The successor tagger, told the held value, reads the guessed value as what follows it
    (its surest run, at `UNSAID_CHANCE` or more, is a part of the guess), in a sentence that
    says a change (`NOVELTY_RE`): "she swapped me onto losartan" after lisinopril, read as a
    vehicle. Asked only where the masked sentence reads at least as much as the held slot's
    statement as the guessed one's ("I started a new job at X" stays an employer), or says
    the value held was left ("we sacked Keane & Daly and went with a firm called X")."""
    tagger = successor_tagger()
    span = op.evidence.span if op.evidence is not None else None
    guess = name_key(op.object or "")
    if tagger is None or span is None or not guess:
        return False
    if not NOVELTY_RE.search(text, *sentence_around(text, span[0])):
        return False
    vectors = np.asarray(matcher.vectors([fact.shown, slot_text(fact.predicate)]), np.float32)
    parts, chances = tagger.read(text, speaker, [fact.shown], vectors[:1], vectors[1:])
    found = tagger.find_all(text, parts, chances[0], UNSAID_CHANCE, 1)
    if not found:
        return False
    read = name_key(text[found[0].span[0] : found[0].span[1]])
    return bool(read) and f" {read} " in f" {guess} "


def _named_of_no_work(
    op: Operation, fact: CurrentFact, text: str, live: Sequence[CurrentFact]
) -> bool:
    """A name guessed as an employer, in a sentence with no word of work, by a subject with no
    employer held but a name held on an open-tail slot, is that slot's next value: the reader
    puts any organisation it cannot place on `works_at` ("it's called Loom Hair", after the
    hairdresser Curl Haus; "Telstra's pricier but worth every cent", after the mobile network
    Optus; "Jo at Kahu Legal", after the solicitor Harcourt Law). A claim read by the rules'
    words ("joined Hermes") is no guess and stays."""
    said = op.object or ""
    span = op.evidence.span if op.evidence is not None else None
    if (
        normalise_predicate(op.predicate) != "works_at"
        or span is None
        or not said[:1].isupper()
        or not fact.shown[:1].isupper()
        or not _slot_unknown(op, live)
    ):
        return False
    start, end = sentence_around(text, span[0])
    return WORK_WORDS.search(text, start, end) is None


def _as_named(op: Operation) -> Operation:
    """A pastime guessed as a word said ("we go to Dishoom now" read as the hobby "Dishoom"),
    as a name, so it may move to a held slot of names like any other guess."""
    said = op.value
    if (
        op.object is None
        and isinstance(said, str)
        and said[:1].isupper()
        and normalise_predicate(op.predicate) == "hobby"
    ):
        return dataclasses.replace(op, object=said, value=None)
    return op


def to_held_open(
    ops: Sequence[Operation],
    live: Sequence[CurrentFact],
    text: str,
    matcher: ValueMatcher,
    speaker: str | None = None,
) -> list[Operation]:
    """`ops` with the reader's guesses moved to the open-tail slot the subject holds when
    their sentence says it, or the successor tagger reads the guess as the held value's
    successor (see the module docstring); `matcher` embeds the texts."""
    original = list(ops)
    ops = [_as_named(op) for op in ops]
    found = _candidates(ops, live)
    if not found:
        return original
    rows: list[tuple[str, str, str]] = []
    for c in found:
        op = ops[c.index]
        sentence = masked_sentence(text, op)
        rows.append(
            (
                sentence,
                render(op.subject, c.fact.predicate, "X", "assert", True),
                render(op.subject, op.predicate, "X", "assert", True),
            )
        )
    texts = list(dict.fromkeys(t for row in rows for t in row))
    vectors = matcher.vectors(texts)
    at = {t: i for i, t in enumerate(texts)}
    best: dict[int, tuple[float, CurrentFact]] = {}
    for c, (sentence, held, guessed) in zip(found, rows, strict=True):
        to_held = float(np.dot(vectors[at[sentence]], vectors[at[held]]))
        to_guess = float(np.dot(vectors[at[sentence]], vectors[at[guessed]]))
        moves = to_held >= OPEN_AT_LEAST and to_held - to_guess >= OPEN_LEAD
        if (
            not moves
            and _slot_unknown(ops[c.index], live)
            and (to_held >= to_guess or _left(sentence, c.fact.shown))  # "sacked Keane & Daly"
        ):
            moves = _successor_agrees(text, speaker, c.fact, ops[c.index], matcher)
        if not moves:
            moves = _named_of_no_work(ops[c.index], c.fact, text, live)
        if moves and (c.index not in best or to_held > best[c.index][0]):
            best[c.index] = (to_held, c.fact)
    out = original
    for i, (_, fact) in best.items():
        op = ops[i]
        said = render(op.subject, fact.predicate, op.object, "assert", True)
        out[i] = dataclasses.replace(op, predicate=fact.predicate, statement=said)
    return out
