"""The asked slot first: a question about a person's slot is answered by that person's fact on
that slot, before relations, other slots and messages.

"What does Amina's husband Idris drive?" recalls "Amina is married to Idris" (most of the
question's words), "Idris gets around by Toyota Hilux" and the message that said so; the
second answers it. This stage finds

- the **asked person**: the fact subject the question names last (`asked_subject`: Idris, not
  Amina; "Linh's aunt"; "Hannah" for "who is Hannah's manager?");
- the **asked slot**, by meaning: the MiniLM vector of the *bare* question against the
  canonical slots' prototypes (`asked_slot`). Bare (`bare_question`): its people and the date
  the basis was read from taken out ("Where did Arash's brother Kian work in April 2025?" is
  scored as "Where did she/he work?"), since names and dates outweigh the few words that say
  what is asked (the whole question scored `lives_in` first there). One batch of two short
  embeddings, only for a question that names a person the recalled facts are about. Whether
  the question asks a slot at all is still read from the whole question; when the bare one
  picks no answer, the whole question's choice stands. Among the asked person's
  facts that hold at the basis, the one whose slot scores highest is the answer when its score
  is at least `MIN_SCORE` and within `MARGIN` of the question's best slot (so a question about
  something no recalled fact holds, or about no slot at all, moves nothing);

and moves that fact (with the asked person's other holding facts on the same slots, in rank
order; asked about now, newest said first: `newest_first`) to the top - below only a fact of
the asked person whose predicate is outside the canonical slots and named by the question
("religion" in "which religion is X affiliated with?", which the slots cannot read). At a past
basis ("in March 2025") "holds" is the version valid then, so the state of March leads. Facts
that do not hold at the basis, negative facts (`not: ...`) and facts a later message outdates
(`present_first` marked them `earlier`: the extractor may have missed the change) never move
up. It looks among every ranked result (the `k` and the ten past it, whose details are
fetched anyway), then the list is cut to `k`: "What does Dana do for a living?" with k 1 returns
the occupation that ranked sixth (other facts about Dana share more words with the question). A
question with
no fact subject named in it, or whose vector cannot be scored (a caller-supplied embedding of
another model), is left alone. When no canonical slot's fact answers, a fact on an open-tail
slot the question names ("Which choir ...?": `choir`) leads (`open_named`), and so does the
time of a thing the question asks a time of ("When is Morag's pottery class?": `class_time`,
`asked_time`). A canonical answer gives way to an open-tail fact the question means in other
words ("Who supplies Fiona's energy?": her `energy_supplier`, not her project; `open_meant`),
unless the question says the canonical fact's predicate or that fact is a rival on the
question's topic told after them (asked about now) or before them (asked about a past date).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from chronofact.graph.entities import name_key
from chronofact.graph.recall.asked_slot import (
    NO_SLOT,
    SlotScores,
    answer_slots,
    slot_scores,
)
from chronofact.graph.recall.asked_subject import (
    asked_subject_keys,
    owner_of,
    people_keys,
    subject_key,
)
from chronofact.graph.recall.asked_time import time_of_thing_answer
from chronofact.graph.recall.bare_question import bare_forms
from chronofact.graph.recall.ended_below import ended_first
from chronofact.graph.recall.open_meant import open_meant_answer
from chronofact.graph.recall.open_named import (
    names_its_kind,
    open_named_answer,
    open_said_answer,
    says_predicate,
)
from chronofact.graph.recall.others_on_slot import others_on_slot_dropped
from chronofact.graph.recall.present_first import content_words, said_of
from chronofact.graph.recall.results import RecallResult
from chronofact.graph.time import from_db

__all__ = [
    "ASKS_A_SLOT",
    "MARGIN",
    "MIN_SCORE",
    "answering_facts",
    "asks_a_slot",
    "newest_first",
    "slot_first",
]

TextEmbedder = Callable[[str], list[float]]
TextsEmbedder = Callable[[list[str]], list[list[float]]]

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
MIN_SCORE = 0.3
"""A fact's slot must be at least this similar to the question."""
MARGIN = 0.06
"""... and at most this far below the question's best slot."""
MIN_BARE_SCORE = 0.5
"""The bar of `MIN_SCORE` on the bare question's scores: there a question about a slot scores
0.55-1.0 (the change sets' questions: 5th percentile 0.55), one about something else ~0.3-0.45
("How did she feel about the drummer?")."""


def _candidate(result: RecallResult, asked: frozenset[str]) -> bool:
    """A fact about the asked person that may answer: holds at the basis, positive, and not
    outdated by a later message."""
    fact = result.fact
    return (
        fact is not None
        and result.current is True
        and fact.get("polarity", True) is not False
        and result.timeline != "earlier"
        and subject_key(result) in asked
    )


BARE_ASKS_A_SLOT = 0.65
"""The bare question's bar for asking a slot when the whole question's scores say it asks
none: "What does she do?" scores 0.71 (`occupation`), "What does she do to relax?" 0.50,
"What does she think about the election?" 0.45."""
ASKS_A_SLOT = 0.45
"""A question whose best canonical slot scores this or more asks about that state: 85% of the
change sets' "now" questions, 34% of LoCoMo dev's questions not in the past tense (at
`MIN_SCORE`, 0.3: 99.6% and 95%)."""


def asks_a_slot(scores: SlotScores | None) -> bool:
    """The question is about some canonical slot (a state: where one works, who one dates):
    its best slot is not `NO_SLOT` and scores `ASKS_A_SLOT` or more."""
    if scores is None or not scores.by_slot:
        return False
    return scores.best_slot != NO_SLOT and scores.best >= ASKS_A_SLOT


def _asks_some_slot(scores: SlotScores) -> bool:
    """The whole question is nearer some canonical slot than the "no lasting fact" prototypes,
    by at least `MIN_SCORE`."""
    return scores.by_slot.get(NO_SLOT, -1.0) < scores.best and scores.best >= MIN_SCORE


def _bare_asks_a_slot(bare: SlotScores | None) -> bool:
    """The bare question is near a canonical slot's question, by `BARE_ASKS_A_SLOT` or more:
    it asks that slot even when the whole question does not read so (a name the model knows
    little of drowns the few words that ask: "What does Suresh do?" scores 0.28 whole and 0.71
    bare, "What does Caroline do?" 0.52 whole)."""
    if bare is None or not bare.by_slot:
        return False
    return bare.by_slot.get(NO_SLOT, -1.0) < bare.best and bare.best >= BARE_ASKS_A_SLOT


def _slotted_candidates(
    results: Sequence[RecallResult], asked: frozenset[str]
) -> list[tuple[int, frozenset[str]]]:
    """Positions of the asked persons' candidate facts (`_candidate`) and the canonical slots
    of each one's predicate (those with none left out)."""
    out = []
    for i, r in enumerate(results):
        if _candidate(r, asked):
            slots = answer_slots(str((r.fact or {}).get("predicate") or ""))
            if slots:
                out.append((i, slots))
    return out


def answering_facts(
    results: Sequence[RecallResult],
    asked: frozenset[str],
    scores: SlotScores,
    bare: SlotScores | None = None,
) -> list[int]:
    """Positions of the facts that answer the asked slot of the asked persons (`asked`: their
    subject keys; rank order; empty when none does). `scores` are the whole question's: they
    tell whether it asks a slot at all. `bare` are the bare question's (`bare_vectors` scored),
    when it has a bare form: they tell which slot; its scores run higher than the whole
    question's (a pronoun reads like the prototypes), hence the higher `MIN_BARE_SCORE`.
    (`slot_first` falls back to the whole question's choice when the bare one finds none.)"""
    if not asked or not (_asks_some_slot(scores) or _bare_asks_a_slot(bare)):
        return []
    choice = bare if bare is not None else scores
    candidates = _slotted_candidates(results, asked)
    scored = [(i, choice.of(slots)) for i, slots in candidates]
    if not scored:
        return []
    if choice.best_slot == "partner" and not any("partner" in slots for _, slots in candidates):
        # "Who is Lerato's boyfriend?" after the break-up: "Lerato is single" answers it
        scored = [
            (i, choice.best if slots & _STATUS_SLOT else score)
            for (i, score), (_, slots) in zip(scored, candidates, strict=True)
        ]
    top = max(score for _, score in scored)
    floor = MIN_BARE_SCORE if bare is not None else MIN_SCORE
    if top < floor or top < choice.best - MARGIN:
        return []
    if _ended_scores(results, asked, choice).get(-1, -1.0) > top + ENDED_LEAD:
        return []  # the asked slot ended with no value after it: no other slot answers
    return [i for i, score in scored if score >= top]


ENDED_LEAD = 0.02
"""How much nearer the question an ended fact's slot must be than every holding fact's for the
holding ones to move nothing ("Where does Lukas work?" after his job ended, with no new one
read: his gym, near "work" in meaning, is no answer)."""


def _ended_scores(
    results: Sequence[RecallResult], asked: frozenset[str], choice: SlotScores
) -> dict[int, float]:
    """The slot score of each of the asked persons' positive facts that no longer hold, by
    position, and the best of them at -1; left out, an ended fact that the nearest holding
    fact was told at or after the end of ("Dropped INSEAD, I'm at LBS now": LBS, read on a
    neighbouring slot, is likelier what replaced it than the ended school is the answer)."""
    holding = [(i, choice.of(slots)) for i, slots in _slotted_candidates(results, asked)]
    nearest = max((score for _, score in holding), default=None)
    told = [said_of(results[i]).at for i, score in holding if score == nearest]
    since = max((t for t in told if t is not None), default=None)
    out: dict[int, float] = {}
    for i, r in enumerate(results):
        fact = r.fact
        if fact is None or r.current is not False or subject_key(r) not in asked:
            continue
        if fact.get("polarity", True) is False:
            continue
        ended_at = from_db(fact.get("valid_to"))
        if since is not None and ended_at is not None and since >= ended_at:
            continue
        slots = answer_slots(str(fact.get("predicate") or ""))
        if slots:
            out[i] = choice.of(slots)
    if out:
        out[-1] = max(out.values())
    return out


def _told_later(results: Sequence[RecallResult], these: list[int], those: list[int]) -> bool:
    """One of the facts at `these` was told after every fact at `those`. Asked about now, a
    canonical answer told after the open-tail facts near the question is likelier the new value
    said in other words (a new church read as a home) than they are the answer; asked about a
    past date, open-tail facts told after the canonical answer are likelier what came after."""
    told = [said_of(results[i]).at for i in these]
    before = [said_of(results[i]).at for i in those]
    latest = max((t for t in before if t is not None), default=None)
    return latest is not None and any(t is not None and t > latest for t in told)


def _on_topic(results: Sequence[RecallResult], at: list[int], question: str) -> bool:
    """One of the facts at `at` shares a content word with the question, its people left out
    ("Ama lives in St Mary's Church" and "Which church does Ama go to?"; not "Nia works at
    Deliveroo" and "Who supplies Nia's energy?"): a rival answer, not an unrelated fact."""
    for i in at:
        said = said_of(results[i])
        names = frozenset(w for key in said.who for w in key.split())
        if said.words & content_words(question, names):
            return True
    return False


def _predicate_said(results: Sequence[RecallResult], at: list[int], question: str) -> bool:
    """The question says the predicate of one of the facts at `at` in its own words ("What is
    the status of Padraig's broadband complaint?" and `status`): no open-tail fact, however
    near in meaning ("broadband", his internet provider), is asked instead."""
    return any(
        says_predicate(str((results[i].fact or {}).get("predicate") or ""), question) for i in at
    )


def _canonical_best(
    results: Sequence[RecallResult], asked: frozenset[str], choice: SlotScores
) -> float:
    """The best score of the asked persons' canonical facts' slots, holding or ended (-1 with
    none): an open-tail fact must lead it to answer (`open_meant`); an ended job still answers
    "Where does she work?" before the place she volunteers."""
    holding = [choice.of(slots) for _, slots in _slotted_candidates(results, asked)]
    ended = _ended_scores(results, asked, choice).get(-1, -1.0)
    return max([*holding, ended])


def ended_answer(
    results: Sequence[RecallResult],
    asked: frozenset[str],
    scores: SlotScores,
    bare: SlotScores | None,
) -> int | None:
    """Asked about now, with no holding fact on the asked slot: the position of the asked
    person's ended fact on it ("Lukas works at Monzo", ended in May), when its slot is the
    question's (at least the floor, within `MARGIN` of the best slot) and no holding fact
    told since it ended is as near (`_ended_scores`). The answer is that it ended; it leads
    below only what `ended_below` keeps above it (what was said since)."""
    if not (_asks_some_slot(scores) or _bare_asks_a_slot(bare)):
        return None
    choice = bare if bare is not None else scores
    ended = _ended_scores(results, asked, choice)
    best = ended.pop(-1, -1.0)
    floor = MIN_BARE_SCORE if bare is not None else MIN_SCORE
    if best < floor or best < choice.best - MARGIN:
        return None
    holding = [choice.of(slots) for _, slots in _slotted_candidates(results, asked)]
    if holding and max(holding) + ENDED_LEAD >= best:
        return None
    return min(i for i, score in ended.items() if score >= best)


def bare_vectors(
    results: Sequence[RecallResult],
    question: str,
    embed: TextEmbedder,
    date_text: str | None,
    embed_many: TextsEmbedder | None = None,
) -> list[list[float]]:
    """The vectors of the question's bare forms (`bare_question`: its people and date taken
    out, once per pronoun pair); empty when it names nobody the results are about."""
    forms = bare_forms(question, people_keys(results), date_text)
    if not forms:
        return []
    return embed_many(forms) if embed_many is not None else [embed(f) for f in forms]


def _scores_of_forms(vectors: list[list[float]], embed: TextEmbedder) -> SlotScores | None:
    """Each slot's best score over the bare forms' vectors (the better of the "she" and "he"
    forms); None without any."""
    by_slot: dict[str, float] = {}
    for form_vector in vectors:
        scored = slot_scores(form_vector, embed)
        for slot, score in (scored.by_slot if scored else {}).items():
            by_slot[slot] = max(score, by_slot.get(slot, -2.0))
    return SlotScores(by_slot) if by_slot else None


def slot_first(
    results: Sequence[RecallResult],
    question: str,
    vector: Callable[[], list[float]],
    embed: TextEmbedder,
    date_text: str | None = None,
    embed_many: TextsEmbedder | None = None,
    now: bool = False,
) -> list[RecallResult]:
    """The results with the asked person's fact on the asked slot first (see the module
    docstring). `vector()` gives the question's vector (called only when a fact subject is
    named in the question); `embed` embeds the prototypes on first use and the bare question
    (`date_text`: the words the basis was read from, dropped from it), or `embed_many` the
    bare question's two forms in one batch when given (the same model as `embed`). `now`: the
    question asks about the present, so the answering facts go newest first (`newest_first`)."""
    if not any(r.fact is not None for r in results):
        return list(results)
    asked = asked_subject_keys(results, question)
    if not asked:
        return list(results)
    scores = slot_scores(vector(), embed)
    if scores is None or not _slotted_candidates(results, asked):
        # no canonical fact could answer (the bare question is not embedded): an open-tail one
        return _open_tail_first(results, question, asked)
    if open_said_answer(results, question, lambda r: _candidate(r, asked)):
        return _open_tail_first(results, question, asked, now)  # "Where does Mirela volunteer?"
    timed = time_of_thing_answer(results, question, lambda r: _candidate(r, asked))
    if timed:  # "When is Morag's pottery class?": her class_time, not her pottery
        return _first(results, newest_first(results, timed) if now else timed)
    forms = bare_vectors(results, question, embed, date_text, embed_many)
    bare = _scores_of_forms(forms, embed)
    if not (_asks_some_slot(scores) or _bare_asks_a_slot(bare)):
        return _open_tail_first(results, question, asked)
    own = frozenset(key for key in asked if owner_of(key) is None)
    first = _naming_a_value(results, question, own)
    if first and _named_word_asks_else(results, first, question, bare or scores):
        first = []  # "Which project does Thomas lead now?": "lead", his job, is the verb
    if not first:
        first = _answering(results, own, scores, bare) or _answering(results, asked, scores, bare)
        if first and not _predicate_said(results, first, question):
            # "Who supplies Fiona's energy?": her energy_supplier, by meaning, not her project
            meant = open_meant_answer(
                results,
                forms or [vector()],
                lambda r: _candidate(r, asked),
                _canonical_best(results, asked, bare or scores),
                embed,
                lambda predicate: names_its_kind(predicate, question),
            )
            # about now, what was told last is likelier the present; about a past date, what
            # was told first is likelier what held then (a value told later was often new)
            later, earlier = (first, meant) if now else (meant, first)
            rival = _told_later(results, later, earlier) and _on_topic(results, first, question)
            if meant and not rival:
                return _first(results, newest_first(results, meant) if now else meant)
    if not first and open_named_answer(results, question, lambda r: _candidate(r, asked)):
        return _open_tail_first(results, question, asked, now)
    if not first and now:
        at = ended_answer(results, own or asked, scores, bare)
        if at is None:
            return _asked_facts_first(results, asked, question)
        return ended_first(results, at)
    if not first:
        return _asked_facts_first(results, asked, question)
    if now:
        first = newest_first(results, first)
    held = _named_predicates(results, question, asked, first)
    above = [r for i, r in enumerate(results) if i in held]
    rest = [r for i, r in enumerate(results) if i not in first and i not in held]
    ordered = above + [results[i] for i in first] + rest
    if not now:
        return ordered
    return others_on_slot_dropped(ordered, range(len(above), len(above) + len(first)), asked)


def _asked_facts_first(
    results: Sequence[RecallResult], asked: frozenset[str], question: str
) -> list[RecallResult]:
    """With no fact answering the asked slot, the asked person's holding facts before the facts
    of a person the question names only to say whose relative they are, the rest left where it
    ranks ("Who looks after Sean's son Eli during the day?" asks of Eli: his childcare, not
    Sean's meeting, which Sean's name ranked first)."""
    words = f" {name_key(question)} "
    theirs = [i for i, r in enumerate(results) if _candidate(r, asked)]
    naming = [
        i
        for i, r in enumerate(results)
        if r.fact is not None
        and (key := subject_key(r)) is not None
        and key not in asked
        and f" {key} s " in words
    ]
    if not theirs or not naming or min(naming) > min(theirs):
        return list(results)
    at = sorted(theirs + naming)
    out = list(results)
    for place, i in zip(at, theirs + naming, strict=True):
        out[place] = results[i]
    return out


def _open_tail_first(
    results: Sequence[RecallResult], question: str, asked: frozenset[str], now: bool = False
) -> list[RecallResult]:
    """The results with the asked person's facts on an open-tail slot the question names
    first (`open_named`; asked about now, the one said last first), else as they were."""
    first = open_named_answer(results, question, lambda r: _candidate(r, asked))
    return _first(results, newest_first(results, first) if now else first)


def _first(results: Sequence[RecallResult], first: list[int]) -> list[RecallResult]:
    """The results at `first` (in that order), then the rest in rank order."""
    return [results[i] for i in first] + [r for i, r in enumerate(results) if i not in first]


def _values(fact: dict[str, Any]) -> list[str]:
    obj = fact.get("object")
    name = obj.get("name") if isinstance(obj, dict) else obj
    return [str(v) for v in (name, fact.get("value")) if v]


def _naming_a_value(
    results: Sequence[RecallResult], question: str, asked: frozenset[str]
) -> list[int]:
    """Positions of the asked person's slot facts whose value, now or in their history, the
    question names as whole words ("Is Dana still at Wayfair?": her employer, Wayfair in its
    history, HubSpot now): the question asks that slot, whatever its words score. The longest
    value named wins ("Bergen Bygg" over "Bergen"). With none, an ended fact naming it
    (`_ended_named`)."""
    words = " " + " ".join(_WORD.findall(question.casefold())) + " "
    named: dict[int, int] = {}
    asks_whom = _ASKS_WHOM.match(question) is not None
    for i, slots in _slotted_candidates(results, asked):
        if asks_whom and slots <= _STATUS_SLOT:
            continue  # "Who is Shona engaged to?": her partner, not the status "engaged"
        versions = [results[i].fact or {}, *results[i].history]
        for value in (v for version in versions for v in _values(version)):
            said = " ".join(_WORD.findall(value.casefold()))
            if len(said) >= 3 and f" {said} " in words:
                named[i] = max(named.get(i, 0), len(said))
    if not named:
        named = _ended_named(results, words, asked)
    longest = max(named.values(), default=0)
    return [i for i, size in named.items() if size == longest]


_ASKS_WHICH = re.compile(r"\s*(?:which|what|where|who|whom|when|how)\b", re.IGNORECASE)
"""A question asking which thing, not whether one holds ("Is Idris still treasurer?")."""


def _named_word_asks_else(
    results: Sequence[RecallResult], named: list[int], question: str, choice: SlotScores
) -> bool:
    """The values a question asking which thing names are each one lower-case word ("lead"), on
    a canonical slot the question's meaning puts more than `MARGIN` below its best slot: the
    word is said as another part of speech and names no value ("Which project does Thomas lead
    now?" asks his project, not his job "lead"; "Is Idris still treasurer?" asks the job)."""
    if not _ASKS_WHICH.match(question):
        return False  # "Is Idris still treasurer ...?": the word is the thing asked
    asked = " " + " ".join(_WORD.findall(question.casefold())) + " "
    for i in named:
        fact = results[i].fact or {}
        said = [
            v
            for version in (fact, *results[i].history)
            for v in _values(version)
            if f" {' '.join(_WORD.findall(v.casefold()))} " in asked
        ]
        if not said or any(len(v.split()) > 1 or not v.islower() for v in said):
            return False
        slots = answer_slots(str(fact.get("predicate") or ""))
        if not slots or choice.of(slots) >= choice.best - MARGIN:
            return False  # an open-tail slot ("treasurer" of a club role) is not judged here
    return True


_ASKS_WHOM = re.compile(r"\s*(?:to\s+|with\s+)?(?:who|whom)\b", re.IGNORECASE)
"""A question asking for a person: a status word it names ("engaged", "married") is the
relation it asks along, not the answer."""

_STATUS_SLOT = frozenset({"relationship_status"})
"""The slot an ended value gives way to a holding fact of another predicate on: a partner now
answers "Is Oscar single?"; a job now does not answer "Is Idris still treasurer?"."""


def _ended_named(
    results: Sequence[RecallResult], words: str, asked: frozenset[str]
) -> dict[int, int]:
    """When no current fact names it: the asked person's ended facts whose value the question
    names ("Is Mehmet still treasurer of the running club?" after he stepped down, with no
    one value after it): the answer is that it ended. Not an ended relationship status when a
    partner holds now ("Is Oscar single?" after "Oscar is dating Freya" ended "Oscar is
    single": the partner answers). Position -> length of the value said."""
    holding = frozenset().union(*(slots for _, slots in _slotted_candidates(results, asked)))
    named: dict[int, int] = {}
    for i, r in enumerate(results):
        fact = r.fact
        if fact is None or r.current is True or subject_key(r) not in asked:
            continue
        if answer_slots(str(fact.get("predicate") or "")) & holding & _STATUS_SLOT:
            continue
        if fact.get("polarity", True) is False:
            continue
        for value in _values(fact):
            said = " ".join(_WORD.findall(value.casefold()))
            if len(said) >= 3 and f" {said} " in words:
                named[i] = max(named.get(i, 0), len(said))
    return named


def _answering(
    results: Sequence[RecallResult],
    asked: frozenset[str],
    scores: SlotScores,
    bare: SlotScores | None,
) -> list[int]:
    """`answering_facts` by the bare question's slot, else by the whole question's. The
    engine asks first for the person's own facts, then with the things they own ("Amit's
    order"): "When are Olamide's brand guidelines due?" is her deadline, not her order's
    status."""
    by_bare = answering_facts(results, asked, scores, bare) if bare is not None else []
    return by_bare or answering_facts(results, asked, scores)


def newest_first(results: Sequence[RecallResult], first: list[int]) -> list[int]:
    """The answering facts at `first`, the one said last first (then the one valid from
    latest; rank order at a tie). Two facts of one person hold on one slot when a change was
    read but the old value was not ended ("has a pet: Gerald", then "Gerald passed ... the
    rabbit I got in June": "has a pet: Hopsalot"); asked about now, what was said last is the
    likelier present."""

    def when(i: int) -> tuple[datetime, datetime]:
        fact = results[i].fact or {}
        said = said_of(results[i]).at or _EPOCH
        return said, from_db(fact.get("valid_from")) or _EPOCH

    return sorted(first, key=lambda i: when(i), reverse=True) if len(first) > 1 else first


def _named_predicates(
    results: Sequence[RecallResult], question: str, asked: frozenset[str], first: list[int]
) -> set[int]:
    """Facts of the asked person ranked above the answer whose predicate is outside the
    canonical slots and named by the question ("religion" for "which religion is X affiliated
    with?"): the question may ask that open-tail predicate, so they stay above."""
    words = set(_WORD.findall(question.casefold()))
    top = min(first)
    held = set()
    for i, r in enumerate(results[:top]):
        predicate = str((r.fact or {}).get("predicate") or "")
        parts = set(_WORD.findall(predicate.casefold().replace("_", " ")))
        if subject_key(r) in asked and not answer_slots(predicate) and parts <= words:
            held.add(i)
    return held
