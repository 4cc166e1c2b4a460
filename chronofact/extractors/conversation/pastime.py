"""A pastime said in a shape the frames only read for a known word, tested by meaning.

"I do ballet twice a week", "I'm in a choir", "I'm all about pottery now", "I knit a lot",
"started bouldering instead", "joined an amateur dramatics group", "Tunde's gone all in on
padel", "I've been bouldering 3x a week" (a thing one is doing, at `MIN_DOING_PASTIME`): the
frames know the shape
("do X", "into X") but put X on a slot only when the lexicon lists its word, and the clause as
a whole is too diluted for the slot matcher (a time, a place, a filler). Here the thing itself
is read from the shape (`candidate`) and put on `hobby` when its nearest word among the
lexicon's categories, by MiniLM, is a pastime (a hobby, an instrument, a console) at
`MIN_PASTIME` or more: ballet is nearest "dancing", embroidery "knitting", netball
"basketball"; the dishes, overtime, therapy, homework or a PhD are nearest a chore, work or
school word and stay unread. Only clauses no frame or slot read are tried.

A thing someone is learning ("I'm learning isiXhosa", "studying Frisian") is read the same
way: nearest a language word, it is a language learned; an instrument, an instrument; a
pastime, a hobby.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.generic import Reading, literal_of
from chronofact.extractors.conversation.lexicon import CATEGORY_SLOTS
from chronofact.extractors.conversation.slot_match import SlotMatcher

__all__ = ["MIN_PASTIME", "candidate", "pastime_findings", "thing_of"]

MIN_PASTIME = 0.45
"""The cosine the thing must reach with its nearest word, a pastime word."""
MIN_VERB_PASTIME = 0.6
"""The bar for a verb said alone ("I knit a lot"): a verb is near its own -ing form (knit /
knitting 0.84, swim / swimming 0.93), while "shower" is 0.47 from swimming, "pray" 0.48 from
meditation."""

MIN_DOING_PASTIME = 0.55
"""The bar for a thing one is doing ("doing long distance" is 0.46 from hiking, "doing
valentine's" 0.46 from tango; "been bouldering 3x a week" 0.75 from bouldering)."""

_PASTIME_SLOTS = frozenset({"hobby", "learning_instrument", "uses_console"})
_PASTIME_WORDS = (
    "singing theatre crafts gaming puzzles collecting drawing writing reading comedy improv"
)
"""General pastime words beside the lexicon's (which are mostly sports)."""
_OTHER_WORDS = (
    "chores housework dishes laundry homework paperwork errands shopping groceries cleaning "
    "overtime shifts meetings emails commuting taxes bills admin work job office deadline "
    "school exams studying therapy appointments sleep"
)
"""Things people do that are no pastime: chores, work, school, care."""

_GROUP = r"(?:choir|club|band|team|league|group|society|orchestra|troupe|ensemble|squad)"
_IN_GROUP = re.compile(
    r"(?:a|an|the|our|my|this)\s+(?P<o>(?:[\w'-]+\s+){0,3}?" + _GROUP + r")\b(?!\s+of\b)",
    re.IGNORECASE,
)
_NAMED_FIRST = re.compile(r"^(?:\S*[A-Z0-9]\S*\s+)+(?=[a-z])")
"""The names before a group's kind ("U3A walking group" -> "walking group")."""
_DROP_GROUP = re.compile(r"^(?P<o>.+?)\s+(?:group|society)$", re.IGNORECASE)
_KEEN = re.compile(
    r"(?:(?:all|really|so|very|totally|deep|deeply|big|heavily|properly|well)\s+)?"
    r"(?:into|about|obsessed\s+with|hooked\s+on|addicted\s+to|all[- ]in\s+on|"
    r"(?:mad|crazy|nuts)\s+about)\s+(?P<o>.+)$",
    re.IGNORECASE,
)
_TAKEN_TO = frozenset(["gone", "going", "went", "got", "getting", "gotten"])
_TAKEN_KEENLY = re.compile(
    r"(?:(?:really|so|properly|seriously|heavily|deep|deeply|big\s+time)\s+into|"
    r"(?:(?:completely|totally|fully)\s+)?all[- ]in\s+on|obsessed\s+with|hooked\s+on|"
    r"addicted\s+to|(?:mad|crazy|nuts)\s+about)\s+(?P<o>.+)$",
    re.IGNORECASE,
)
"""After a verb of taking to a thing ("he's gone all in on padel", "she got really into
climbing"): the thing, taken keenly; a plain "got into" or "went into" is no pastime ("got
into Leeds", "went into the office")."""
_DOING = re.compile(
    r"(?:doing|playing|practi[sc]ing)\s+(?:(?:a\s+(?:bit|lot)\s+of|lots\s+of|some|more)\s+)?"
    r"(?P<o>.+)$",
    re.IGNORECASE,
)
"""After a copula: a thing one is doing ("I've been doing stand-up comedy open mics", "she's
playing padel"), tested by meaning like a thing one is into."""
_LEARNING = re.compile(
    r"(?:learning|studying|practising|practicing|picking\s+up|brushing\s+up\s+on)\s+(?P<o>.+)$",
    re.IGNORECASE,
)
_DETERMINER = re.compile(r"(?:the|a|an|my|to|how|about)\b", re.IGNORECASE)
"""A language is learned without one ("learning the ropes", "learning to drive" are none)."""
_LEARN_VERBS = frozenset(["learn", "learns", "study", "studies"])
_LEARNT_SLOTS = {
    "learning_language": "learning_language",
    "learning_instrument": "learning_instrument",
    **{slot: "hobby" for slot in _PASTIME_SLOTS - {"learning_instrument"}},
}
"""A thing learned, by the slot of its nearest word: the slot it is learned on."""
_DO_VERBS = frozenset(
    ["do", "does", "play", "plays", "practise", "practises", "practice", "practices"]
)
_START_VERBS = frozenset(["started", "start", "starting", "began", "begun"])
_SELF_VERB = re.compile(r"[a-z]{3,}$")
_NOT_SELF = frozenset(
    [
        "be",
        "is",
        "am",
        "are",
        "was",
        "were",
        "have",
        "has",
        "had",
        "do",
        "does",
        "did",
        "go",
        "goes",
        "get",
        "gets",
        "got",
        "make",
        "makes",
        "work",
        "works",
        "love",
        "loves",
        "like",
        "likes",
        "enjoy",
        "enjoys",
        "hate",
        "hates",
        "miss",
        "misses",
        "feel",
        "feels",
        "think",
        "thinks",
        "know",
        "knows",
        "want",
        "wants",
        "need",
        "needs",
        "try",
        "tries",
        "see",
        "sees",
        "look",
        "looks",
        "talk",
        "talks",
        "say",
        "says",
        "mean",
        "means",
        "eat",
        "eats",
        "live",
        "lives",
        "stay",
        "stays",
        "sleep",
        "sleeps",
        "travel",
        "travels",
        "help",
        "helps",
        "pay",
        "pays",
        "use",
        "uses",
    ]
)
"""Verbs that are no pastime said alone ("I work a lot", "we talk a lot")."""
_ONLY_WHEN = re.compile(
    r"(?:a\s+lot|lots|loads|heaps|daily|weekly|every\b|each\b|most\b|once\b|twice\b|"
    r"\w+\s+times\b|(?:on|at|in|after|before|during)\s+(?:the\s+)?(?:weekends?|evenings?|"
    r"mornings?|nights?|night|lunch|work|school))",
    re.IGNORECASE,
)


_TIME_TAIL = re.compile(
    r"\s+(?:all|every|each|most|some|these|this|now|lately|again|nowadays)\b.*$", re.IGNORECASE
)
"""A time after the thing that the literal reader keeps ("crosswords all day")."""


def _thing(text: str) -> str:
    return _TIME_TAIL.sub("", text).strip(" .!?")


def _taken_keenly(verb: str, copula: bool, obj: str) -> str:
    """The thing taken to keenly after a verb of taking to it ("gone all in on padel", with
    "gone" read as the verb, or as the object's first word after "'s"), or ""."""
    if copula:
        verb, _, obj = obj.partition(" ")
    if verb.casefold() not in _TAKEN_TO:
        return ""
    keen = _TAKEN_KEENLY.match(obj.strip())
    return _thing(literal_of(keen.group("o"))) if keen else ""


def candidate(reading: Reading) -> tuple[str, str]:
    """The thing a clause may name as a pastime or a thing learned, by its shape, and the
    shape ("pastime", "verb" for a verb said alone, "doing" for a thing one is doing, "learning"),
    or ("", "")."""
    if reading.subject is None or reading.ending or reading.impersonal:
        return "", ""
    obj = reading.obj.strip()
    taken = _taken_keenly(reading.verb, reading.copula, obj)
    if taken:  # a bare name taking keenly to a thing is a person ("Tunde's gone all in on")
        return taken, "pastime"
    if reading.named:
        return "", ""
    if reading.copula:
        if reading.verb == "in":  # "I'm in a choir", "in the local running club"
            group = _IN_GROUP.match(obj)
            return (group.group("o"), "pastime") if group else ("", "")
        learning = _LEARNING.match(obj)
        if learning and not _DETERMINER.match(learning.group("o")):  # "learning isiXhosa"
            return _thing(literal_of(learning.group("o"))), "learning"
        keen = _KEEN.match(obj)
        if keen:
            return _thing(literal_of(keen.group("o"))), "pastime"
        doing = _DOING.match(obj)
        if doing is None:
            return "", ""
        group = _IN_GROUP.match(doing.group("o"))  # "he's doing the U3A walking group"
        if group:
            return _NAMED_FIRST.sub("", group.group("o")), "pastime"
        return _thing(literal_of(doing.group("o"))), "doing"
    if reading.verb in _LEARN_VERBS and not _DETERMINER.match(obj):
        return _thing(literal_of(obj)), "learning"
    if reading.verb == "joined":
        group = _IN_GROUP.match(obj)
        return (group.group("o"), "pastime") if group else ("", "")
    if reading.verb in _DO_VERBS or reading.verb in _START_VERBS:
        return _thing(literal_of(obj)), "pastime"
    alone = not obj or _ONLY_WHEN.match(obj)
    if alone and _SELF_VERB.match(reading.verb) and reading.verb not in _NOT_SELF:
        return reading.verb, "verb"  # "I knit a lot in the evenings", "I swim most mornings"
    return "", ""


def thing_of(reading: Reading) -> str:
    """The thing `candidate` would test ("" when none), to embed a batch in advance."""
    return candidate(reading)[0]


def _value(thing: str) -> str:
    dropped = _DROP_GROUP.match(thing)
    return dropped.group("o") if dropped else thing


class _Words:
    """The category words, the slot of each and their vectors, once per matcher."""

    def __init__(self, matcher: SlotMatcher) -> None:
        words = [*CATEGORY_SLOTS, *_PASTIME_WORDS.split(), *_OTHER_WORDS.split()]
        pastimes = frozenset(_PASTIME_WORDS.split())
        self.slots = [CATEGORY_SLOTS.get(w, "hobby" if w in pastimes else "") for w in words]
        self.matrix: npt.NDArray[np.float32] = matcher.vectors(words)


_words: dict[int, _Words] = {}
_lock = threading.Lock()


def _words_of(matcher: SlotMatcher) -> _Words:
    with _lock:
        key = id(matcher)
        if key not in _words:
            _words[key] = _Words(matcher)
        return _words[key]


def warm_pastime_words(matcher: SlotMatcher) -> None:
    """Embed the category words now (once per matcher) rather than on the first pastime."""
    _words_of(matcher)


def pastime_findings(readings: Sequence[Reading], matcher: SlotMatcher) -> list[list[Finding]]:
    """Per reading: a `hobby` (or learning) finding when its shape names a thing nearest a
    pastime (or a language or instrument) word."""
    said = [candidate(r) for r in readings]
    asked = [i for i, (thing, _) in enumerate(said) if thing]
    out: list[list[Finding]] = [[] for _ in readings]
    if not asked:
        return out
    words = _words_of(matcher)
    sims = matcher.vectors([said[i][0] for i in asked]) @ words.matrix.T
    for i, row in zip(asked, sims, strict=True):
        best = int(np.argmax(row))
        thing, shape = said[i]
        if shape == "learning":
            slot = _LEARNT_SLOTS.get(words.slots[best])
        else:
            slot = "hobby" if words.slots[best] in _PASTIME_SLOTS else None
        bar = {"verb": MIN_VERB_PASTIME, "doing": MIN_DOING_PASTIME}.get(shape, MIN_PASTIME)
        if slot is not None and float(row[best]) >= bar:
            value = _value(thing)
            out[i] = [Finding(slot, value, "assert", readings[i].end, True, None, 0.7)]
    return out
