"""A thing of the same kind as a current value, said in a clause that says something moved
on, is that value's replacement (pure but for the vectors and the slot test it is given;
`kindred_plan` calls it for the facts change resolution's cues and frames left alone).

"Kian got fed up with Airbus and jumped ship to Dassault", "Switched to Napier University as
of September", "she's living in Atlanta these days": no frame reads these, but the message is
about a subject with a current value on a one-value slot (Kian works at Airbus), a clause says
something moved on (`NOVELTY_RE`: now, these days, switched, jumped ship, became, ...), and it
names a thing *of the same kind* as that value: Dassault is to Airbus what Atlanta is to
Houston. Kind is measured by MiniLM: the cosine of the candidate's vector and the old value's.

A candidate is a run of content words (`_runs`) of such a clause about the fact's subject: its
name or relation word, a he/she/they after that person is named, the first person for the
speaker, or no subject at all when the clause opens with a verb ("Switched to ...") and so
continues the one before. Never a candidate: the old value or any value held now or read by
the message itself (a shared content word; but "plot 3" may follow "plot 14", `renumbered`),
a time ("since March"), a person the facts name, a thing left behind or met ("quit X", "gave
up X", "ran into X", "switched dentists"), an action ("doing", "posted"; a participle only on a
slot of states, a gerund only for a gerund), a lower-case word for a capitalised value unless
the whole chat is lower case, or anything in a clause that plans, asks, or tells of a trip, a
visit or a loan, or that is about someone else ("my friend switched to Klarna", "Ana's new
boyfriend ..."). The clause must also be about the fact's slot by meaning (`fits`).

The pair of fact and candidate with the highest score (cosine, plus `SHAPE_BONUS` when both are
written alike) wins when it reaches `MIN_KINDRED` (`MIN_KINDRED_ENDED` when the message already
ends the fact and only its new value is sought); one candidate replaces one fact.

Linear in the message: one token pass per clause, at most `MAX_CANDIDATES` candidates.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from functools import cache
from itertools import pairwise

import numpy as np

from chronofact.extractors.change_words import NOVELTY_RE, word_set
from chronofact.extractors.conversation.lexicon import (
    FATHER_KIN,
    INTERJECTIONS,
    KIN_ALONE,
    KIND_ALONE,
    MOTHER_KIN,
    PERSON_ROLES,
    category_slot,
)
from chronofact.extractors.conversation.mood import said_as_fact
from chronofact.extractors.conversation.value_groups import kinds
from chronofact.extractors.conversation.value_kind import kind_misfit
from chronofact.extractors.embeddings import model_path
from chronofact.extractors.temporal import extract_temporal
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words, fold
from chronofact.graph.predicates import normalise_predicate
from chronofact.graph.slot_names import slot_family

__all__ = [
    "MIN_KINDRED",
    "MIN_KINDRED_ENDED",
    "NOVELTY_RE",
    "SOLE_NAME_KIND",
    "SOLE_NAME_KIND_FITTING",
    "Kindred",
    "KindredFact",
    "SlotFit",
    "Vectors",
    "held_as",
    "kind_alike",
    "kindred_values",
    "names_lower_product",
    "opens_sentence",
    "plain_word",
    "renumbered",
    "sole_names",
    "tells_of_a_stay",
]

Vectors = Callable[[list[str]], "np.ndarray"]
"""Texts to unit vectors, one row each (MiniLM through the slot matcher's cache)."""
SlotFit = Callable[[str, int], bool]
"""Is this clause about the slot of the fact with this index (by meaning)?"""

MIN_KINDRED = 0.25
"""A candidate is of the old value's kind at this score (cosine plus the bonuses below) or
more, when no end is said yet."""
MIN_KINDRED_ENDED = 0.20
"""The bar when the message already ends the fact: only the new value is sought."""
MIN_SOLE_NAME = 0.10
"""The bar for a name when it is the only name the clauses about the subject say and the old
value is a name too: names of companies and places are often unknown to MiniLM ("Paystack"
and "Flutterwave" score 0.13), so the shape carries the decision."""
MAX_CANDIDATES = 24
"""At most this many candidates are embedded per message (bounded work)."""
MAX_PAIRS = 200
"""At most this many (fact, candidate) pairs are scored per message."""
MAX_RUN_WORDS = 4

_PLAN_WORDS = (
    r"\b(?:might|(?-i:may)|maybe|will|would|could|should|going\s+to|gonna|want(?:s|ed)?\s+to|"
    r"thinking\s+(?:about|of)|planning|hope|hoping|if|wish|considering|not\s+sure|looking|"
    r"searching|applying|interviewing|haven't|hasn't|hadn't|can't|cannot|couldn't|able\s+to)\b"
)
_PLANNED = re.compile(_PLAN_WORDS + r"|\?", re.IGNORECASE)
"""A plan, a wish, a search, a negation, an ability or a question: no new state said."""
_WEIGHED = re.compile(
    _PLAN_WORDS + r"|\b(?:any\s+good|worth|better|best|recommend\w*|rate|reviews?|vs|versus|or|"
    r"compare\w*|switch\w*|move|moving|join|joining|open|opening|sign\s+up|get|getting)\b",
    re.IGNORECASE,
)
"""In a question: a thing weighed or not yet one's own ("Is the Monzo app any good?", "should
we look at flats in Leeds?", "how do I open a Revolut account?"); a name asked about there is
no one's."""
_ONE_OFF = re.compile(
    r"\b(?:trip|holidays?|vacation|getaway|tonight|conference|visit(?:ing|ed)?|tried|trying|"
    r"(?:this|last|next|the)\s+weekend|for\s+(?:a\s+)?(?:few\s+)?(?:days?|nights?|week)|"
    r"back\s+(?:on|by|next|home)|rented|borrowed|borrowing|staying)\b",
    re.IGNORECASE,
)
"""A trip, a visit, a try or a loan: something passing, not a new state ("I'm in Paris now
for a conference", "rented a BMW for the trip")."""


def tells_of_a_stay(clause: str) -> bool:
    """The clause tells of a trip, a visit, a try or a loan (`_ONE_OFF`): a thing named
    there is no new state."""
    return _ONE_OFF.search(clause) is not None


_CLAUSE = re.compile(r"(?:[^,;:!?()\u2014\u2013\s-]|\s(?!-\s)|-(?!\s))+")
_TOKEN = re.compile(r"[^\W_][\w'’.&-]*", re.UNICODE)
_BREAK = word_set(
    "a an the my our your his her their its this that these those some any another every "
    "i i'm im i've i'd me we we're we've us you you're he he's she she's they they're them him "
    "it it's is are was were be been being am has have had do does did got get gets getting "
    "to at in on of for from with by into onto over about as than then so and or but because "
    "cuz since until till after before when while now nowadays these days lately currently "
    "anymore more "
    "no not longer instead just really honestly apparently finally again back also too very much "
    "lol haha omg btw tbh ok okay yeah yes well guess think anyway update news big quick all "
    "there here which who what where how why one ones way thing things stuff lot bit time "
    "last next week weeks month months year years day today yesterday tomorrow ago job jobs "
    "work place people full part summer spring autumn fall winter weekend weekends "
    "don't doesn't didn't can't won't isn't wasn't aren't never even still quite pretty such "
    "much many most less mostly mainly only like way sooo soo fully totally kinda sorta"
)
"""Words that end a run of content words: function words, fillers and time words."""
_CUE_WORDS = word_set(
    "switched switching swapped moved moving relocated transferred changed replaced traded "
    "became become joined new upgraded jumped ship went gone made promoted bumped snapped "
    "poached hired starting started ended retrained picked took gotten ditched dropped quit "
    "left gave finally extended pushed fed up care needed seems seem happier busier proud "
    "shifted signed opted"
)
"""Change and feeling words: never a value themselves."""
_LEFT_BEHIND = word_set(
    "from quit left leaving ditched dropped sold gave given stopped finished retired resigned "
    "out off gone without visited visiting met meeting saw seeing into "
    "don't doesn't didn't never not no changed switched swapped moved replaced traded shifted"
)
"""A run right after one of these is what was left (or someone met, or the thing that
changed: "switched dentists", "moved my membership"), not the new value; "into" only after
"ran"/"bumped" (`_MET`)."""
_CHANGED_AFTER = re.compile(
    r"\s+(?:(?:for|of)\s+(?:the\s+|our\s+|my\s+)?[\w-]+\s+)?(?:has\s+|have\s+|got\s+|just\s+)?"
    r"(?:changed|updated|expired)\b",
    re.IGNORECASE,
)
"""After a run: the run is what changed ("the Zoom link for the meetings changed"), not a new
value."""
_POSSESSIVE = re.compile(r"['’]s$")
_LOOK_BACK = 60
"""Characters before a run read for what governs it (a few words)."""
_PARTICLES = word_set("up in on of with out")
"""After a verb that leaves: "gave up X", "handed in X", "fed up with X"."""
_DETERMINERS = word_set("the a an my our his her their its that this")
_MET = re.compile(r"\b(?:ran|run|bumped|running)\s+into\s*$", re.IGNORECASE)
_ANSWERS = INTERJECTIONS | word_set(
    "yes yeah yep yup no nope nah ok okay sure well right haha lol nope honestly anyway so"
)
"""Words a clause may be made of that answer or voice a feeling and name no one."""
_FIRST = word_set("i i'm im i've i'd me my we we're we've us our myself")
_THIRD = word_set("he he's she she's they they're him her them his their")
_SECOND = word_set("you you're you've your ur u")


@dataclass(frozen=True)
class KindredFact:
    """What the kind test needs of a current fact."""

    index: int
    subject_key: str
    subject: str
    shown: str
    ended: bool
    """The message already ends it (only its new value is sought)."""
    takes_states: bool = False
    """Its slot holds states ("shipped", "resolved"), not things."""
    predicate: str = ""
    """Its slot, for the kinds of value it never holds (`value_kind.kind_misfit`)."""


@dataclass(frozen=True)
class Kindred:
    """A fact (by index) replaced by a value the message names, where it names it."""

    index: int
    value: str
    span: tuple[int, int]
    similarity: float


_SHORT_KIN = {"bro": "brother", "sis": "sister"}
"""Short relation words, said of one's own sibling often enough ("bro's apartment in denver");
`KIN_ALONE` leaves them out, since they address the one spoken to too."""


_PARENTS = frozenset({"parents", "folks"})


def names_holder(word: str, fact: KindredFact, speaker_key: str | None = None) -> bool:
    """`word` names the fact's person: their name, or their relation word ("Dad", "papa",
    "Abbu", "bro" for "Imran's dad" or "Imran's brother"; "mum", "dad" or "folks" for
    "Lucy's parents": "mum and dad's bungalow"). With `speaker_key`, a relation word names
    only the speaker's relative: Gethin's "Mam moved to Carmarthen" is not Rhiannon's parents'
    move."""
    key = name_key(word)
    words = fact.subject.split()
    if key == fact.subject_key or (words and key == name_key(words[0])):
        return True
    if speaker_key is not None and not fact.subject_key.startswith(f"{speaker_key} s "):
        return False
    relation = words[-1].casefold() if len(words) > 1 else ""
    kin = KIN_ALONE.get(word.casefold(), _SHORT_KIN.get(word.casefold()))
    if relation == "parents":
        return kin in MOTHER_KIN | FATHER_KIN or word.casefold() in _PARENTS
    return bool(relation) and kin == KIN_ALONE.get(relation, relation)


_LETTERS = re.compile(r"[^\W\d_]+")


def first_said(
    text: str,
    spans: Sequence[tuple[int, int]],
    facts: Sequence[KindredFact],
    read: Callable[[str, int, int, KindredFact], Kindred | None],
    speaker_key: str | None = None,
) -> list[Kindred]:
    """For each fact whose person the message names (`names_holder`, a relation word naming
    only the speaker's when `speaker_key` is given), the new value `read` finds in the first
    sentence that says one (`read(text, start, end, fact)`)."""
    words = _LETTERS.findall(text)
    out: list[Kindred] = []
    for fact in facts:
        if not any(names_holder(w, fact, speaker_key) for w in words):
            continue
        for start, end in spans:
            found = read(text, start, end, fact)
            if found is not None:
                out.append(found)
                break
    return out


@dataclass(frozen=True)
class _Candidate:
    text: str
    span: tuple[int, int]
    subject_key: str | None
    clause: str
    """The clause it was said in (which says something moved on), its time phrases cut."""
    asked: bool = False
    """Said in a question that weighs nothing and plans nothing, not as anyone's ("the Revolut
    app?"): held only beside a word of its slot (`held_as`)."""


SHAPE_BONUS = 0.05
"""Added when a candidate is written like the old value (both capitalised, or both not)."""


def _score(similarity: float, old: str, c: _Candidate) -> float:
    same_shape = old[:1].isupper() == c.text[:1].isupper()
    return similarity + (SHAPE_BONUS if same_shape else 0.0)


def _verb_like(run: str, old: str, takes_states: bool = False) -> bool:
    """A run opening with a verb form ("doing", "posted", "take") names an action, not a
    thing; a past participle is a value only on a slot of states ("resolved" for "on
    hold"), a gerund only where the old value is one ("bouldering" for "knitting")."""
    first = run.split()[0]
    if first.casefold() in _VERBS:
        return True
    if first[:1].isupper():
        return False
    if first.endswith("ed"):
        return not takes_states
    if first.endswith("ing"):
        return not old.split()[0].endswith("ing")
    return False


_VERBS = word_set(
    "go take make learn do get see try keep help work play start chase push find feel love "
    "like want need look use build buy give put run say tell think know come let show call "
    "pay move live eat already cover hit stay share post follow enjoy hope"
)


def _is_first_person(words: Sequence[str]) -> bool:
    return any(w in _FIRST for w in words)


def _mentions(words: Sequence[str], fact: KindredFact, speaker_key: str) -> bool:
    """The clause names the fact's subject: its first name, or for a relation of the speaker
    ("maria s parents") its relation word."""
    key = fact.subject_key
    if speaker_key and key.startswith(speaker_key + " s "):
        wanted = key[len(speaker_key) + 3 :].split()
    else:
        wanted = key.split()[:1]
    folded = {w.rstrip("s") if w.endswith("'s") else w for w in words}
    return bool(wanted) and all(w in folded or w + "'s" in words for w in wanted)


_OWNERS = word_set("my our his her their your")


def _relation_after(words: Sequence[str], owner: Callable[[str], bool]) -> bool:
    """A relation word ("boyfriend", "boss") one or two words after an owner word."""
    for i, w in enumerate(words):
        if owner(w) and any(b.removesuffix("'s") in PERSON_ROLES for b in words[i + 1 : i + 3]):
            return True
    return False


def _clause_subject(
    words: Sequence[str],
    others: Sequence[KindredFact],
    speaker_key: str,
    last_named: str | None,
    people: set[str],
) -> tuple[str | None, bool]:
    """Whose clause this is (a subject key, None for someone without facts), and whether
    the clause said it itself. A person named who has no facts here, or a he/she/they
    before anyone is named, makes the clause someone else's."""
    if _relation_after(words, lambda w: w.endswith("'s")):
        return None, True  # "Ana's new boyfriend": someone of Ana's
    for fact in others:
        if _mentions(words, fact, speaker_key):
            return fact.subject_key, True
    if _relation_after(words, lambda w: w in _OWNERS):
        return None, True  # "my friend switched to Klarna": a relation with no facts here
    if any(w in people for w in words if w != speaker_key):
        return None, True
    if any(w in _THIRD for w in words) and last_named is not None:
        return last_named, True
    if _is_first_person(words):  # "they made me tech lead": "they" is nobody here
        return speaker_key or None, True
    return None, False


def _opens_without_subject(words: Sequence[str]) -> bool:
    """A clause with no subject word of its own continues the one before ("..., switched to
    Monzo") only when it opens with a verb or a function word; a clause opening with a thing
    is about that thing ("Shopify's new office is nice"), one opening with he, she, they or
    you about someone the message has not named ("Appa has finally retired!! he's spending
    all his time in the garden now" is no new diet of the speaker's)."""
    if not words:
        return False
    first = words[0]
    if first in _THIRD or first in _SECOND:
        return False  # "he's spending all his time in the garden now": his, not the speaker's
    return first in _BREAK or first in _CUE_WORDS or first.endswith("ed")


def _runs(clause: str, offset: int) -> list[tuple[str, tuple[int, int]]]:
    """Runs of up to `MAX_RUN_WORDS` content words (a capitalised run keeps "of"/"&")."""
    out: list[tuple[str, tuple[int, int]]] = []
    run: list[re.Match[str]] = []

    def flush() -> None:
        if run:
            start = run[0].start()
            text = clause[start : run[-1].end()].rstrip(".'’")
            out.append((text, (offset + start, offset + start + len(text))))
            run.clear()

    tokens = list(_TOKEN.finditer(clause))
    for i, token in enumerate(tokens):
        word = fold(token.group()).rstrip(".")
        joins = (
            word in ("of", "&")
            and run
            and run[-1].group()[:1].isupper()
            and i + 1 < len(tokens)
            and tokens[i + 1].group()[:1].isupper()
        )
        if joins:
            run.append(token)
            continue
        if word in _BREAK or word in _CUE_WORDS or len(run) >= MAX_RUN_WORDS:
            flush()
            if word in _BREAK or word in _CUE_WORDS:
                continue
        run.append(token)
    flush()
    return out


def _left_behind(clause: str, start: int) -> bool:
    """The run at `start` (clause-relative) follows a word that leaves it behind."""
    before = clause[max(0, start - _LOOK_BACK) : start].rstrip()  # bounded: linear per clause
    if _MET.search(before):
        return True
    words = [fold(w) for w in _TOKEN.findall(before)][-4:]
    while words and words[-1] in _DETERMINERS:
        words.pop()
    if not words:
        return False
    if words[-1] in _LEFT_BEHIND and words[-1] != "into":
        return True  # "quit X", "switched dentists"
    particles = 0
    while particles < 2 and len(words) > 1 and words[-1] in _PARTICLES:
        words.pop()  # "gave up X", "given up on the Manics"
        particles += 1
    return particles > 0 and words[-1] in _LEFT_BEHIND


def _owned_relation(clause: str, start: int, run: str) -> bool:
    """The run at `start` (clause-relative) is a relation word after an owner ("his wife",
    "my boss"), who is a person; "became a doctor" names an occupation."""
    if fold(_POSSESSIVE.sub("", run)) not in PERSON_ROLES:
        return False
    before = [fold(w) for w in _TOKEN.findall(clause[max(0, start - _LOOK_BACK) : start])]
    return bool(before) and before[-1] in _OWNERS


def _without_times(body: str, at: int, times: Sequence[tuple[int, int]]) -> str:
    """The clause (at sentence offset `at`) with its time phrases cut out: "last month" pulls a
    clause towards the deadline slot, whatever else it says."""
    kept = list(body)
    for a, b in times:
        for i in range(max(a - at, 0), min(b - at, len(kept))):
            kept[i] = " "
    return " ".join("".join(kept).split())


_NUMBER = re.compile(r"\d+")


def renumbered(old: str, new: str) -> bool:
    """Another number for a numbered value ("plot 14" -> "plot 3", "4th floor" -> "2nd floor"):
    both hold numbers and they differ (whether the words beside them are one kind's is the
    caller's test)."""
    old_numbers, new_numbers = _NUMBER.findall(old), _NUMBER.findall(new)
    return bool(old_numbers) and bool(new_numbers) and old_numbers != new_numbers


def _candidates(
    text: str,
    spans: Sequence[tuple[int, int]],
    facts: Sequence[KindredFact],
    speaker_key: str,
    at: datetime,
    people: set[str],
    any_clause: bool = False,
    questions: bool = False,
) -> list[_Candidate]:
    """The candidates of every clause that says something moved on (of every clause but
    questions with `any_clause`, where a clause without a subject of its own is the
    speaker's; with `questions`, a question's or a plan's clauses too, a name not said as
    someone's marked `asked`: "the Revolut app?", against "on my Macquarie account?");
    every clause, read or not, names who a later he/she/they is."""
    others = [f for f in facts if f.subject_key != speaker_key]
    out: list[_Candidate] = []
    last_named: str | None = None
    for start, end in spans:
        sentence = text[start:end]
        said_new = any_clause or NOVELTY_RE.search(sentence) is not None
        reads = said_new and (questions or not sentence.rstrip().endswith("?"))
        times = [m.span for m in extract_temporal(sentence, at)] if reads else []
        carry: str | None = speaker_key or None
        for clause in _CLAUSE.finditer(sentence):
            body = clause.group()
            words = [fold(w) for w in _TOKEN.findall(body)]
            if all(w in _ANSWERS for w in words):
                continue  # "nope, switched to Vivantes": an answer leaves the speaker speaking
            who, said = _clause_subject(words, others, speaker_key, last_named, people)
            if said and who is not None and who != speaker_key:
                last_named = who
            if not reads:
                continue
            if not said:
                who = carry if any_clause or _opens_without_subject(words) else None
            carry = who
            if who is None or _ONE_OFF.search(body):
                continue
            asking = _PLANNED.search(body) is not None or (
                questions
                and sentence.rstrip().endswith("?")
                and _LAST_CLAUSE.fullmatch(sentence, clause.end()) is not None
            )
            if asking and not questions:
                continue
            if not any_clause and NOVELTY_RE.search(body) is None:
                continue
            found = _clause_candidates(body, start, clause.start(), who, times, people)
            if asking:  # "how do I set up PayID on my Macquarie account?": held, asked about
                weighed = _WEIGHED.search(sentence) is not None
                owned = [_POSSESSED.search(text, max(0, c.span[0] - 30), c.span[0]) for c in found]
                found = [
                    c if mine else replace(c, asked=True)
                    for c, mine in zip(found, owned, strict=True)
                    if mine or not weighed
                ]
            out += found
            if len(out) >= MAX_CANDIDATES:
                return out[:MAX_CANDIDATES]
    return out


_LAST_CLAUSE = re.compile(r"[\W_]*")
"""Only punctuation and spaces after a clause: it is its sentence's last."""
_POSSESSED = re.compile(
    r"\b(?:my|our|his|her|their|[A-Z][\w-]*['’]s)\s+(?:(?:new|current|usual|local)\s+)?$"
)
"""Right before a name: whose it is ("my Macquarie account", "Jean-Luc's Brompton")."""


_WHERE_NAMED_IS = re.compile(
    r"\b(?!(?:I|He|She|They|We|You|It|That|This|There|Here|Now)\b)(?-i:[A-Z])[\w'&.-]*"
    r"\s+(?:in|at|near|by|off|outside)\s+$"
)
"""A place said right after a name: where the named thing is, not a value of its own."""


_OPENING_VERB = re.compile(
    r"(?-i:[A-Z])[a-z]+(?:ed|ing)\s+(?:my|our|the|a|an|his|her|their|its|it|them|me|us)\b",
    re.IGNORECASE,
)
"""A capitalised verb form opening a clause before its object ("Updated my MacBook Air",
"Booking the Corolla in"): the subject is left unsaid, the word is no name."""


def _clause_candidates(
    body: str,
    start: int,
    offset: int,
    who: str,
    times: Sequence[tuple[int, int]],
    people: set[str],
) -> list[_Candidate]:
    """The runs of one clause (at `offset` in the sentence at `start` of the message) that may
    be a new value of `who`'s: not a time, not left behind, not a person the facts name."""
    untimed = _without_times(body, offset, times)
    out: list[_Candidate] = []
    for run, (s, e) in _runs(body, start + offset):
        rel = s - start
        if any(a <= rel < b or a < rel + (e - s) <= b for a, b in times):
            continue
        if _left_behind(body, rel - offset) or _CHANGED_AFTER.match(body, rel - offset + e - s):
            continue
        if not run.strip() or name_key(_POSSESSIVE.sub("", run)) in people:
            continue
        if _owned_relation(body, rel - offset, run):
            continue  # "with his wife": a person, never the value of a thing's slot
        if _WHERE_NAMED_IS.search(body, max(0, rel - offset - 60), rel - offset):
            continue  # "I go to Virgin Active in Braamfontein now": where the gym is
        if _OPENING_VERB.match(body, rel - offset) and not body[: rel - offset].strip():
            continue  # "Updated my MacBook Air to the new macOS": a verb, no new laptop
        out.append(_Candidate(run, (s, e), who, untimed))
    return out


def _the_slots_word(predicate: str, text: str) -> bool:
    """`text` is a word for the slot itself, a relation word of its family ("GP" for the
    doctor, "boss" for the manager), not a value of it."""
    role = PERSON_ROLES.get(" ".join(text.casefold().split()))
    return role is not None and role in slot_family(predicate) | {normalise_predicate(predicate)}


def kindred_values(
    text: str,
    spans: Sequence[tuple[int, int]],
    facts: Sequence[KindredFact],
    speaker_key: str,
    at: datetime,
    people: set[str],
    vectors: Vectors,
    fits: SlotFit,
    held_values: Sequence[str] = (),
    any_clause: bool = False,
    bar_of: Callable[[str], float] | None = None,
    questions: bool = False,
) -> list[Kindred]:
    """The facts the message replaces by a value of their kind (see the module docstring).
    `spans` are the message's sentences; `people` the name keys of persons it may name;
    `held_values` the values current facts hold (never a new value); `fits(clause, index)`
    says whether a clause is about the slot of fact `index` by meaning. With `any_clause`,
    every clause is read, not only those saying something moved on (`earlier_value`: the
    earlier message that named what a change replaced); `bar_of` gives a candidate's bar
    in place of the ones above."""
    if not facts:
        return []
    candidates = _candidates(text, spans, facts, speaker_key, at, people, any_clause, questions)
    held = set().union(*(content_words(f) for f in held_values))
    lower_chat = not any(ch.isupper() for ch in text)
    pairs: list[tuple[KindredFact, _Candidate]] = []
    for fact in facts:
        old = content_words(fact.shown)
        for c in candidates:
            words = content_words(c.text)
            shared = (words & old) | (words & held)
            if c.subject_key != fact.subject_key or (shared and not renumbered(fact.shown, c.text)):
                continue
            if fact.shown[:1].isupper() and not c.text[:1].isupper() and not lower_chat:
                continue  # a name's successor is a name, unless the chat is all lower case
            if _verb_like(c.text, fact.shown, fact.takes_states) or not fits(c.clause, fact.index):
                continue
            if name_key(c.text) in (fact.subject_key, speaker_key):
                continue
            if _the_slots_word(fact.predicate, c.text):
                continue  # "new GP as of this month, Dr Boateng": "GP" names the slot
            if fact.predicate and kind_misfit(fact.predicate, c.text) is not None:
                continue  # "Upgraded my laptop to 32GB of RAM": RAM is no laptop
            if not said_as_fact(text, *c.span):
                continue  # "he lived in Boston for college", "would love a cat"
            pairs.append((fact, c))
    if not pairs:
        return []
    pairs = pairs[:MAX_PAIRS]  # bounded embedding work whatever a subject holds
    texts = list(dict.fromkeys([t for f, c in pairs for t in (f.shown, c.text)]))
    rows = vectors(texts)
    row_of = {t: rows[i] for i, t in enumerate(texts)}
    scored = sorted(
        ((float(np.dot(row_of[f.shown], row_of[c.text])), f, c) for f, c in pairs),
        key=lambda x: -_score(x[0], x[1].shown, x[2]),
    )
    out: list[Kindred] = []
    used_facts: set[int] = set()
    used_spans: set[tuple[int, int]] = set()
    used_clauses: set[str] = set()  # a clause says one change
    names = Counter(f.index for f, c in pairs if f.shown[:1].isupper() and c.text[:1].isupper())
    for similarity, fact, c in scored:
        bar = MIN_KINDRED_ENDED if fact.ended else MIN_KINDRED
        if names[fact.index] == 1 and c.text[:1].isupper():
            bar = MIN_SOLE_NAME  # the one name said for a name ("ended up at Paystack")
        if bar_of is not None:
            bar = bar_of(c.text)
        if (
            _score(similarity, fact.shown, c) < bar
            or fact.index in used_facts
            or c.span in used_spans
            or c.clause in used_clauses
        ):
            continue
        used_facts.add(fact.index)
        used_spans.add(c.span)
        used_clauses.add(c.clause)
        out.append(Kindred(fact.index, c.text, c.span, similarity))
    return out


@cache
def _wordpieces() -> frozenset[str]:
    """MiniLM's whole-word vocabulary (lower case): the everyday words a name rarely is."""
    with (model_path() / "vocab.txt").open(encoding="utf-8") as handle:
        return frozenset(w for w in handle.read().split() if w.isalpha())


_CHAT_OPENERS = word_set("whats thats dont cant im ive pls plz lol omg hiya heya ok okay")


def plain_word(name: str) -> bool:
    """A single word that is an everyday word when not capitalised ("Remind", "Whats")."""
    word = name.casefold()
    return " " not in word and (word in _wordpieces() or word in _CHAT_OPENERS)


def opens_sentence(text: str, start: int) -> bool:
    """Nothing but spaces, quotes or emoji since the last sentence end before `start`."""
    before = text[max(0, start - 40) : start]
    return not re.search(r"[\w,]", re.split(r"[.!?\n]", before)[-1])


_NAME_HEAD = re.compile(r"(?:[A-Z0-9][\w'’&+.-]*)(?:\s+(?:(?:of|and|&)\s+)?[A-Z0-9][\w'’&+.-]*)*")
"""The capitalised head of a run ("KPMG office" -> "KPMG", "Third Space" stays whole)."""


def sole_names(
    text: str,
    spans: Sequence[tuple[int, int]],
    facts: Sequence[KindredFact],
    speaker_key: str,
    at: datetime,
    people: set[str],
    fits: SlotFit,
    vectors: Vectors,
    held_values: Sequence[str] = (),
) -> list[Kindred]:
    """For each fact, the one new name the message says of its subject that is of the held
    name's kind (`kind_alike` at `SOLE_NAME_KIND`; or the only name said of them at all, of a
    kind near enough, in a clause about the slot by meaning), said as a fact, when the message
    does not name the value held: "whats the easiest way to set up a standing order in the
    Monzo app" after "I bank with Barclays". Every clause but a trip's is read (in a question
    or a plan, a name said as someone's: "my Macquarie account?"; in a question that weighs
    nothing, also one beside a word of its slot: "in the Revolut app?"); the name must be held
    on the slot (`held_as`); a name's trailing common words are cut ("Monzo app" ->
    "Monzo"), a sentence's first word is no name when it is an everyday word ("Remind me
    ..."). A product named in lower case by its make and model ("my ford ranger",
    `_lower_product`) is a name of its slot's kind by the lexicon, on that slot only. The
    caller picks the slots."""
    if not facts:
        return []
    held = set().union(*(content_words(f) for f in held_values))
    names: dict[str, list[_Candidate]] = {}
    found = _candidates(
        text, spans, facts, speaker_key, at, people, any_clause=True, questions=True
    )
    lower: dict[tuple[int, int], str] = {}  # a lower-case product's span -> its slot
    for c in found:
        head = _NAME_HEAD.search(c.text)
        product = _lower_product(c.text) if head is None else None
        if (head is None and product is None) or c.subject_key is None:
            continue
        name = head.group().rstrip(".'’") if head is not None else c.text
        start = c.span[0] + (head.start() if head is not None else 0)
        if product is not None:
            lower[(start, start + len(name))] = product
        span = (start, start + len(name))
        if c.asked and not any(held_as(f.predicate, text, span, False) for f in facts):
            continue  # "How do I set up PayID ...?": asked about, beside no word of a slot
        words = content_words(name)
        if not words or words & held or name_key(name) in people:
            continue
        if _verb_like(name, "X") or not said_as_fact(text, start, start + len(name)):
            continue
        if opens_sentence(text, start) and plain_word(name):
            continue  # "Remind me to ...", "Whats a good ...": a sentence's first word
        cut = _Candidate(name, span, c.subject_key, c.clause, c.asked)
        named = names.setdefault(c.subject_key, [])
        if all(name_key(n.text) != name_key(name) for n in named):
            named.append(cut)
    out: list[Kindred] = []
    mentioned = content_words(text)
    for fact in facts:
        if content_words(fact.shown) & mentioned:
            continue  # the held value is named too: which one holds is not said
        named = [
            c
            for c in names.get(fact.subject_key, [])
            if name_key(c.text) not in (fact.subject_key, speaker_key)
            and not (fact.predicate and kind_misfit(fact.predicate, c.text) is not None)
        ]
        slot = normalise_predicate(fact.predicate)
        named = [c for c in named if lower.get(c.span, slot) == slot]
        scored = [
            (1.0 if c.span in lower else kind_alike(fact.shown, c.text, vectors), c) for c in named
        ]
        strong = [(alike, c) for alike, c in scored if alike >= SOLE_NAME_KIND]
        if len(strong) == 1:  # the one name of the held one's kind, whatever else is named
            alike, c = strong[0]
        elif len(scored) == 1 and len(names.get(fact.subject_key, [])) == 1:
            alike, c = scored[0]
            beside = held_as(fact.predicate, text, c.span, owned_shows=False)
            if alike < SOLE_NAME_KIND_FITTING or not (beside or fits(c.clause, fact.index)):
                continue  # of a kind near enough, beside a word of the slot or about it
        else:
            continue
        if held_as(fact.predicate, text, c.span, owned_shows=not c.asked):
            out.append(Kindred(fact.index, c.text, c.span, alike))
    return out


_PRODUCT_SLOTS = frozenset({"vehicle", "uses_phone", "uses_laptop"})
_TRANSIT = frozenset({"bus", "train", "tram", "metro", "subway", "tube", "ferry", "coach"})


def _lower_product(run: str) -> str | None:
    """The slot of a product named in lower case by its make and model ("ford ranger", "galaxy
    s24", "dell xps": two words at most four, the first a make the lexicon files under the
    slot); None for anything else ("bus service", "mountain bike", "new car")."""
    words = run.split()
    if not 2 <= len(words) <= 4 or run != run.casefold():
        return None
    make = words[0]
    slot = category_slot(make)
    if slot not in _PRODUCT_SLOTS or make in KIND_ALONE or make in _TRANSIT:
        return None
    return slot


def names_lower_product(text: str) -> bool:
    """The text names a product in lower case by its make ("my ford ranger"): the cheap test
    that sends a message with no capitalised word to `sole_names`."""
    words = _TOKEN.findall(text.casefold())
    return any(_lower_product(f"{a} {b}") is not None for a, b in pairwise(words))


_SLOT_WORDS: dict[str, str] = {
    "lives_in": r"flat|house|apartment|place|home|pad|street|neighbou?rs?|neighbou?rhood|"
    r"landlord|landlady|council|postcode|area",
    "works_at": r"office|offices|team|colleagues?|boss|manager|payroll|hr|badge|canteen|offsite|"
    r"all[- ]hands|standup|desk|onboarding|intranet|job|role|contract|shift|shifts|clients?|"
    r"review|appraisal|probation|lanyard|work",
    "studies_at": r"campus|lectures?|lecturer|modules?|course|class|classes|exams?|semester|term|"
    r"halls|dorm|uni|school|teacher|tutor|homework|uniform|assignment|dissertation|thesis",
    "bank": r"app|account|card|debit|overdraft|mortgage|savings|isa|banking|branch|transfer|"
    r"payid|login|statement",
    "gym": r"gym|class|classes|membership|session|sessions|pt|trainer|studio|locker|changing|"
    r"spin|induction",
    "doctor": r"surgery|clinic|practice|appointment|receptionist|prescription|referral|bloods",
    "dentist": r"surgery|clinic|practice|appointment|checkup|check-up|cleaning|filling|hygienist",
    "supports_team": r"fan|fans|shirt|jersey|kit|season|ticket|tickets|scarf|supporter|supporters",
    "vehicle": r"tyres?|tires?|service|mot|insurance|dealer|engine|mileage|boot|trunk|battery|"
    r"charger|charging|keys|lease|registration",
    "uses_phone": r"battery|screen|charger|case|storage|update|camera|contract|sim",
    "uses_laptop": r"battery|screen|charger|keyboard|trackpad|storage|update|fan|setup",
    "learning_language": r"verbs?|lessons?|class|classes|grammar|vocab|vocabulary|conjugations?|"
    r"homework|tutor|streak|teacher|course|flashcards|phrases|kanji|hiragana|katakana",
}
"""Words said right beside a name (three words either way) that show the subject holds it on
the slot: "the Leeds flat", "the Monzo app", "my commute to the KPMG office"."""
_SLOT_WORD_RE = {slot: re.compile(words, re.IGNORECASE) for slot, words in _SLOT_WORDS.items()}
_OWNED_BEFORE = re.compile(r"\b(?:my|our|his|her|their)\s+(?:[\w-]+\s+)?$", re.IGNORECASE)
_WORDS_AROUND = 3
_PLACES = frozenset({"lives_in", "works_at", "studies_at"})
"""Slots a name said as one's own does not show held ("my Leeds mates", "my Google interview"):
only a word of the slot beside it does."""


def held_as(predicate: str, text: str, span: tuple[int, int], owned_shows: bool = True) -> bool:
    """A name said in passing is held on the slot: said as someone's ("my Macquarie account",
    "her Brompton"; not for a place, `_PLACES`; not with `owned_shows` False, for a name asked
    about, where "my" may be the question's), or beside a word of the slot's (`_SLOT_WORDS`).
    A place named alone ("had a great time in Lisbon", "flying to Madrid tomorrow") is no home,
    a team named alone ("watching the Arsenal game") is no team supported."""
    owned = _OWNED_BEFORE.search(text, max(0, span[0] - 24), span[0]) is not None
    if owned and owned_shows and predicate not in _PLACES:
        return True  # not "my Leeds mates", "my Google interview"
    near = _SLOT_WORD_RE.get(predicate)
    if near is None:
        return False
    before = _TOKEN.findall(text[max(0, span[0] - 40) : span[0]])[-_WORDS_AROUND:]
    after = _TOKEN.findall(text[span[1] : span[1] + 40])[:_WORDS_AROUND]
    return any(near.fullmatch(w.rstrip(".'’")) for w in [*before, *after])


SOLE_NAME_KIND = 0.70
"""How alike the kinds of a held name and a name said in passing are at least (`kind_alike`)
for the name to replace it ("Barclays" / "Monzo" 0.75, "Bristol" / "Leeds" 0.92; "Barclays" /
"Tesco" 0.68, "Bristol" / "Ikea" 0.50) ..."""
SOLE_NAME_KIND_FITTING = 0.50
"""... or when the clause is about the slot by meaning."""


def kind_alike(held: str, said: str, vectors: Vectors) -> float:
    """How alike two names' kinds are: the correlation of their profiles over the labelled
    value groups (`value_groups.kinds`: per group, the mean cosine to its nearest labelled
    values). MiniLM's cosine of two names says little of their kind ("Barclays" / "Monzo"
    0.21, "Barclays" / "Leeds" 0.47); their nearness to the same groups says more."""
    rows = np.asarray(vectors([held, said]), dtype=np.float32)
    scores = kinds.scores(rows)
    profile = np.array([scores[g] for g in sorted(scores)], dtype=np.float32).T
    profile -= profile.mean(axis=1, keepdims=True)
    norms = np.linalg.norm(profile, axis=1)
    if float(norms.min()) < 1e-9:
        return 0.0
    return float(profile[0] @ profile[1] / (norms[0] * norms[1]))
