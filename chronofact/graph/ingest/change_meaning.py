"""A change said without naming the old value ends the old value, when the clause is about
the old value's slot by meaning (pure: no graph access; `change_plan` calls it with the
current facts of the subjects a message is about and a slot matcher).

"We switched him to Riverside Academy", "moved again, this time to Leeds", "new job!! I'm at
Klarna now", "I became the deputy head": none names what held before, yet each ends it. For
each sentence of a message that

- has a *shift cue* (`SHIFT_RE`: switched, moved, transferred, changed, became, joined,
  instead, now, new, these days, ...), is not a question and not negated or planned
  ("might switch", "didn't move", "thinking about switching");
- is about a subject with current facts: the speaker (first person, or no subject at all:
  "switched to Climb Central"), or someone else the clause points at (a name or relation word
  it says -- "Auntie" for "my aunt", "grandma and grandpa" for "my grandparents", but not
  "his aunt" or "my friend's grandad" -- or "he/she/they/him/her/them" when one other
  subject has a fitting fact); a
  clause whose subject is someone without facts ("my friend switched to Klarna") is about
  nobody here;
- and is about a slot of that subject by meaning: the message puts a new value on a slot of
  the same family (`change_plan.slot_family`), or the sentence's nearest canonical slot
  (MiniLM, `slot_match`) at `MIN_CLAUSE_SIMILARITY` or more is in that family,

the current fact on that slot is ended, provided a new value is said for it (the message's
own assert on the family, or `change_replacement.find_replacement`). A slot that holds many
values at once (hobbies, pets) is ended only by a replacing cue ("instead", "switched",
"replaced", "traded"), not by "now"/"new". "we moved the couch", "new shoes!", "I'm at the
gym now" name no new value of a slot with a current fact, so they end nothing.

A question naming a current value answered "no" with a cue ("still at Boulder Lounge? nope,
switched to Climb Central") is `answered_no`'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from chronofact.extractors.change_words import PROMOTION_RE, word_set
from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words, fold, folded_words
from chronofact.graph.ingest.event_lead import speaker_after_event
from chronofact.graph.ingest.kept_alongside import holder_of, kept_alongside
from chronofact.graph.ingest.other_event_time import time_of_another_event
from chronofact.graph.ingest.shift_cues import first_cue
from chronofact.graph.ingest.slot_changes import (
    group_of,
    is_impersonal,
    names_slot,
    same_group,
    says_slot_changed,
)
from chronofact.graph.models import Op, Operation
from chronofact.graph.predicates import Cardinality, builtin_cardinality, normalise_predicate
from chronofact.graph.slot_names import slots_of_predicate

__all__ = [
    "MIN_CLAUSE_SIMILARITY",
    "GroupFit",
    "MeaningEnd",
    "SlotOf",
    "ends_by_meaning",
]


SlotOf = Callable[[list[str]], list[tuple[str | None, float]]]
"""Texts to (nearest canonical slot or None, similarity)."""
GroupFit = Callable[[str, frozenset[str]], float]
"""A text's similarity to the prototypes of the given canonical slots (its best of them)."""

MIN_CLAUSE_SIMILARITY = 0.40
"""A sentence is about a slot by meaning at this cosine similarity to its prototypes."""
_REPLACING = re.compile(
    r"\b(?:switched|swapped|replaced|traded|instead|gave\s+up|stopped|quit|no\s+longer|"
    r"anymore|moved\s+on)\b",
    re.IGNORECASE,
)
"""Cues that replace one of many values (a hobby, a pet), unlike "now" or "new"."""
_FIRST = frozenset({"i", "i'm", "i've", "im", "we", "we're", "we've", "me", "us"})
_THIRD = frozenset({"he", "she", "they", "he's", "she's", "they're", "him", "her", "them"})
_OBJECT_PRONOUN = re.compile(
    r"\b(?:switched|moved|transferred|changed|enrolled|took)\s+(?:him|her|them)\b", re.IGNORECASE
)
_MOVED_ME = re.compile(
    r"\b(?:switched|moved|transferred|reassigned|put)\s+(?:me|us)\s+(?:over\s+|across\s+)?"
    r"(?:to|onto|into|on)\s+(?:[\w'-]+\s+){0,3}?(?:team|squad|project|crew|department|pod)s?\b",
    re.IGNORECASE,
)
"""Someone put the speaker on a team ("they've moved me to the growth squad")."""
_MY_OTHER = re.compile(r"\b(?:my|our|his|her|their)\b", re.IGNORECASE)
_PAST_VERBS = word_set("got found made took bought began started went did")
_KIN = word_set(
    "mum mom dad mother father parents grandma grandpa grandmother grandfather grandparents "
    "sister brother son daughter wife husband boyfriend girlfriend partner friend boss "
    "colleague neighbour neighbor aunt uncle cousin kid kids baby company team"
)
PERSON_WORDS = frozenset(PERSON_ROLES)
_FILLERS = word_set(
    "so and then just also finally officially well ok okay update news big good great guess "
    "what yeah yes oh lol haha omg btw anyway actually correction all a the got have has had "
    "i've recently again"
)
"""Words before a cue that leave the speaker as its subject ("big news: switched to ...")."""


@dataclass(frozen=True)
class MeaningFact:
    """What the meaning pass needs of a current fact."""

    index: int
    subject_key: str
    subject: str
    predicate: str
    shown: str


@dataclass(frozen=True)
class MeaningEnd:
    """A current fact (by index) a sentence ends by meaning, and where."""

    index: int
    span: tuple[int, int]


def _family(predicate: str, families: Callable[[str], frozenset[str]]) -> frozenset[str]:
    return families(normalise_predicate(predicate))


KIN_SAME = tuple(
    word_set(group)
    for group in (
        "aunt auntie aunty tita",
        "uncle unc tito",
        "grandad granddad grandpa gramps grandfather opa lolo abuelo nonno oupa",
        "grandma gran granny nan nana nanna grandmother oma lola nani dadi abuela nonna ouma gogo",
        "mum mom mother mama mam mummy mommy amma ammi ammu nanay",
        "dad father papa daddy pops appa baba abbu abba tatay",
        "brother bro bhaiya kuya",
        "sister sis didi akka",
        "cousin cuz",
        "mother_in_law mil",
        "father_in_law fil",
        "brother_in_law bil",
        "sister_in_law sil",
        "roommate flatmate housemate roomie",
    )
)
"""Words for one relation of the speaker ("Auntie" for "my aunt")."""
_BOTH = (("grandad", "grandma", "grandparents"), ("mum", "dad", "parents"))
"""Both of a pair said ("grandma and grandpa") name the pair ("my grandparents")."""


_OTHERS_RELATION = re.compile(
    r"\b(?:his|her|their|your|(?!(?:it|that|what|there|here|who|he|she)'s)\w+'s)\s+(\w+)"
)
"""A relation word of someone else ("my friend's grandad", "his aunt"): not the speaker's."""


_OWNER = re.compile(r"\b(\w+)'s\s+(\w+)")


def _said_words(sentence: str) -> set[str]:
    """The words of a sentence, possessive or contracted "'s" dropped ("Grandad's in ..."),
    with the other words for a relation word it says."""
    folded = fold(sentence)
    others = {m.group(1) for m in _OTHERS_RELATION.finditer(folded)}
    owners = {
        m.group(1) for m in _OWNER.finditer(folded) if m.group(2) not in _AFTER_CONTRACTION
    }  # "Thandi's assistant got promoted" is not about Thandi
    words = {w[:-2] if w.endswith("'s") else w for w in folded_words(sentence)} - others - owners
    for group in KIN_SAME:
        if words & group:
            words |= group
    words |= {pair for one, other, pair in _BOTH if one in words and other in words}
    return words


def _subject_words(fact: MeaningFact, speaker_key: str) -> set[str]:
    if speaker_key and fact.subject_key.startswith(speaker_key + " s "):
        return set(fact.subject_key[len(speaker_key) + 3 :].split())
    numbers = {w for w in fact.subject_key.split() if w.isdigit() and len(w) >= 3}
    return set(content_words(fact.subject)) | numbers  # "7781": a ticket's number


def _about(
    sentence: str, facts: Sequence[MeaningFact], speaker_key: str, lead: str = ""
) -> tuple[set[str], bool] | None:
    """(subject keys the sentence may be about, whether a pronoun picks among others);
    None when it is about someone with no facts here ("my friend switched"). `lead`: the
    clauses of its sentence before it, where it may name its subject ("Update on 7781:
    resolved")."""
    cue = first_cue(sentence)
    before = sentence[: cue.start()] if cue is not None else sentence
    words = _said_words(lead + " " + sentence)
    others = [f for f in facts if f.subject_key != speaker_key]
    named = {f.subject_key for f in others if _subject_words(f, speaker_key) & words}
    if named:
        return named, False
    said_before = set(folded_words(before))
    if _MOVED_ME.search(sentence):  # "they've moved me to the growth squad": the speaker
        return {speaker_key}, False
    if _OBJECT_PRONOUN.search(sentence) or said_before & _THIRD:
        return {f.subject_key for f in others}, True
    after = sentence[cue.end() :] if cue is not None else ""
    mine = _elliptic(before) or _my_thing(before) or speaker_after_event(before, after)
    if said_before & _FIRST or said_before <= _FILLERS or mine:
        return {speaker_key}, False
    return None


_MY_THING = re.compile(r"^\W*(?:(?:so|and|ugh|well|update)\W+)?(?:my|our)\s+(\w+)", re.IGNORECASE)


def _my_thing(before: str) -> bool:
    """The words before the cue open with the speaker's thing ("my phone got stolen"), not a
    relation of theirs ("my sister switched")."""
    m = _MY_THING.match(before)
    if m is None:
        return False
    word = fold(m.group(1))
    return word not in _KIN | PERSON_WORDS and not any(word in g for g in KIN_SAME)


def _elliptic(before: str) -> bool:
    """The clause starts with the speaker's verb, subject left out ("found a new dentist",
    "got a new car"), and names nobody else before the cue."""
    words = [w for w in folded_words(before) if w not in _FILLERS]
    if not words or not (words[0] in _PAST_VERBS or words[0].endswith("ed")):
        return False
    return not (set(words) & (_KIN | _THIRD) or _MY_OTHER.search(before))


def ends_by_meaning(
    text: str,
    sentences: Sequence[tuple[int, int]],
    facts: Sequence[MeaningFact],
    own: Sequence[Operation],
    speaker_key: str,
    slots_of: Sequence[tuple[str | None, float]],
    families: Callable[[str], frozenset[str]],
    has_new_value: Callable[[MeaningFact, tuple[int, int]], bool],
    group_fit: GroupFit | None = None,
) -> list[MeaningEnd]:
    """The facts the shift `sentences` end by meaning (see the module docstring).
    `slots_of[i]`: the nearest slot of sentence i; `has_new_value(fact, span)`: the message
    says a replacement for the fact (outside its own asserts); `group_fit`: how near a
    sentence is to a slot group, when its nearest slot is of another group."""
    out: list[MeaningEnd] = []
    taken: set[int] = set()
    named = {f.index for f in facts if _named_elsewhere(text, f, speaker_key)}
    for (start, end), (slot, sim) in zip(sentences, slots_of, strict=True):
        sentence = text[start:end]
        free = [f for f in facts if f.index not in taken]
        lead = text[max(text.rfind(c, 0, start) for c in ".!?\n") + 1 : start]
        changed = _changed_test(sentence, slot, sim, group_fit)
        matched = _matched(
            sentence, free, own, speaker_key, (slot, sim), families, named, lead, changed
        )
        for fact in matched:
            many = builtin_cardinality(normalise_predicate(fact.predicate)) == Cardinality.MULTI
            if many and _REPLACING.search(sentence) is None:
                continue
            if PROMOTION_RE.search(sentence) and _employer_kept(fact, own):
                continue  # "promoted to senior analyst": a new title at the same employer
            if time_of_another_event(fact.predicate, fact.subject_key, own, (start, end)):
                continue  # "sync moved to Wednesdays 2pm": the sync's time, not a deadline
            elsewhere = _change_read_elsewhere(own, fact, (start, end), families)
            said = _asserted_on_family(own, fact, families) or (
                not elsewhere and has_new_value(fact, (start, end))
            )
            unread = (
                _SAME.search(text) is None
                and _ends_unread(fact, matched, changed)
                and not elsewhere
            )
            if said or unread:
                taken.add(fact.index)
                out.append(MeaningEnd(fact.index, (start, end)))
    return out


def _change_read_elsewhere(
    own: Sequence[Operation],
    fact: MeaningFact,
    span: tuple[int, int],
    families: Callable[[str], frozenset[str]],
) -> bool:
    """The message's own operations already end a value of another slot inside the sentence
    ("fine for my commute. also I switched from T-Mobile to Visible"), or give the fact's
    subject a value of another slot there ("Also I'm doing a part-time MBA at Wits now", with
    an employer held): the change the sentence tells is that one, and no value of the fact's
    slot ends unread for it."""
    family = _family(fact.predicate, families)
    start, end = span
    return any(
        (
            op.op == Op.RETRACT
            or (op.op == Op.ASSERT and op.polarity and name_key(op.subject) == fact.subject_key)
        )
        and op.evidence is not None
        and op.evidence.span is not None
        and start <= op.evidence.span[0] < end
        and normalise_predicate(op.predicate) not in family
        for op in own
    )


def _employer_kept(fact: MeaningFact, own: Sequence[Operation]) -> bool:
    """An employer the message puts no other employer beside (a promotion keeps it)."""
    if normalise_predicate(fact.predicate) != "works_at":
        return False
    return not any(
        op.op == Op.ASSERT
        and name_key(op.subject) == fact.subject_key
        and normalise_predicate(op.predicate) == "works_at"
        for op in own
    )


def _matched(
    sentence: str,
    facts: Sequence[MeaningFact],
    own: Sequence[Operation],
    speaker_key: str,
    nearest: tuple[str | None, float],
    families: Callable[[str], frozenset[str]],
    named: set[int],
    lead: str,
    changed: Callable[[MeaningFact], bool],
) -> list[MeaningFact]:
    """The facts a shift sentence is about: of the subject it points at, on a slot it is
    about; failing that, the speaker's meeting, deadline, order or ticket when the sentence's
    subject is that thing or an unnamed "they" ("Book club moved to the cafe")."""
    slot, sim = nearest

    def on_slot(fact: MeaningFact) -> bool:
        return _matches(fact, own, slot, sim, families) or changed(fact) or fact.index in named

    about = _about(sentence, facts, speaker_key, lead)
    if about is not None:
        keys, by_pronoun = about
        candidates = [f for f in facts if f.subject_key in keys]
        matched = [f for f in candidates if on_slot(f)]
        if matched and not (by_pronoun and len({f.subject_key for f in matched}) != 1):
            return matched
    if not _impersonal_subject(sentence) or _names_a_person(sentence, own, speaker_key):
        return []
    mine = speaker_key + " s "  # "Omar's order": a thing of the speaker's
    return [
        f
        for f in facts
        if (f.subject_key == speaker_key or f.subject_key.startswith(mine))
        and is_impersonal(f.predicate)
        and on_slot(f)
    ]


def _named_elsewhere(text: str, fact: MeaningFact, speaker_key: str) -> bool:
    """A message with a shift that names the fact's value (in any clause: "shifted everything
    to ICICI, HDFC charges were too much") is about its slot, unless a clause about the
    fact's holder keeps it alongside ("still with HDFC for savings"; `kept_alongside`)."""
    words = content_words(fact.shown)
    if not words or not words <= set(folded_words(text)):
        return False
    holder = holder_of(fact.subject, fact.subject_key, speaker_key)
    return not kept_alongside(text, holder, [words])


_SAME = re.compile(r"\bsame\b", re.IGNORECASE)
"""'replaced under warranty, same model': the value did not change."""
MIN_CHANGED_SIMILARITY = 0.30
"""A sentence with a word that changes a slot's value ("slipped" for a deadline) is about
that slot at this similarity to the slot group's prototypes (its nearest slot)."""


GROUP_MARGIN = 0.10
"""... or within this much of its nearest slot of another group, when it says a change word
of its own group ("got an extension, dissertation due ..." is near studies too)."""


def _changed_test(
    sentence: str, slot: str | None, sim: float, group_fit: GroupFit | None
) -> Callable[[MeaningFact], bool]:
    """Whether the sentence is about a fact's slot group by meaning and says its value
    changed (a word of that group's, `slot_changes`)."""

    def changed(fact: MeaningFact) -> bool:
        if not says_slot_changed(sentence, fact.predicate):
            return False
        if names_slot(sentence, fact.predicate):
            return True
        if sim >= MIN_CHANGED_SIMILARITY and same_group(slot, fact.predicate):
            return True
        if group_fit is None:
            return False
        near = group_fit(sentence, group_of(fact.predicate))
        return near >= MIN_CHANGED_SIMILARITY and near >= sim - GROUP_MARGIN

    return changed


def _ends_unread(
    fact: MeaningFact, matched: Sequence[MeaningFact], changed: Callable[[MeaningFact], bool]
) -> bool:
    """The sentence says the fact's slot changed though no new value is read: the old value
    ends when it is its subject's only value in the slot's group ("my phone got stolen")."""
    if not changed(fact):
        return False
    group = group_of(fact.predicate)
    rivals = [
        f
        for f in matched
        if f.subject_key == fact.subject_key and group & slots_of_predicate(f.predicate)
    ]
    return len(rivals) == 1


_NOT_IMPERSONAL = word_set("he she he's she's him his her hers") | _KIN
"""Before a cue, a person: the change is theirs ("her deadline moved", "my boss moved it")."""


def _impersonal_subject(sentence: str) -> bool:
    """No person before the cue: the subject is a thing or an unnamed "they"."""
    cue = first_cue(sentence)
    before = sentence[: cue.start()] if cue is not None else sentence
    words = {w[:-2] if w.endswith("'s") else w for w in folded_words(before)}
    own_kin = words & (_KIN - _THINGS)
    owned = [m.group(1) for m in _OTHERS_RELATION.finditer(fold(before))]
    return (
        not own_kin
        and not (words & _NOT_IMPERSONAL - _THINGS)
        and all(w in _AFTER_CONTRACTION for w in owned)
    )


def _names_a_person(sentence: str, own: Sequence[Operation], speaker_key: str) -> bool:
    """Before the cue, someone the message itself tells a fact of ("Sam moved out last
    weekend, he's gone to Manchester"): a person's change, not a meeting's or an order's."""
    cue = first_cue(sentence)
    words = set(folded_words(sentence[: cue.start()] if cue is not None else sentence))
    return any(
        name_key(op.subject) != speaker_key
        and not is_impersonal(op.predicate)
        and content_words(op.subject) <= words
        for op in own
        if content_words(op.subject)
    )


_THINGS = word_set("company team")
_AFTER_CONTRACTION = word_set(
    "been got gone finally just already now officially on in at off back over not being a an"
)
"""After "'s", words that make it "is"/"has", not a possessive ("the ticket's been resolved")."""


def _asserted_on_family(
    own: Sequence[Operation], fact: MeaningFact, families: Callable[[str], frozenset[str]]
) -> bool:
    """The message asserts another value for the fact's subject on a slot of its family."""
    family = _family(fact.predicate, families)
    shown = name_key(fact.shown)
    return any(
        op.op == Op.ASSERT
        and op.polarity
        and name_key(op.subject) == fact.subject_key
        and normalise_predicate(op.predicate) in family
        and name_key(op.object if op.object is not None else str(op.value)) != shown
        and not (content_words(op.object or str(op.value)) & content_words(fact.shown))
        for op in own
    )


def _matches(
    fact: MeaningFact,
    own: Sequence[Operation],
    slot: str | None,
    sim: float,
    families: Callable[[str], frozenset[str]],
) -> bool:
    """The sentence is about the fact's slot: a new value on its family, or its meaning."""
    if _asserted_on_family(own, fact, families):
        return True
    family = _family(fact.predicate, families) | slots_of_predicate(fact.predicate)
    return slot is not None and sim >= MIN_CLAUSE_SIMILARITY and slot in family
