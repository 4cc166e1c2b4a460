"""The new value of a slot a message ends, when the extractor did not read it as a claim
(pure: no graph access; `change_plan` calls it for each current fact a message ends).

"I don't live in Porto anymore, been in Valencia for a few months", "Dr. Haddad retired so
I'm with Dr. Lindqvist", "the deadline moved, it's June 20 now": the old value ends, and the
replacement is said in another clause or after the cue. A replacement is one of:

- the object of a *replacement frame*: "switched/moved on/changed to X", "switched from W
  to X", "I'm with X", "I run / lead / support X", "cheer for X", "I'm doing X", "been in X",
  "replaced by X", "it's X now", "X is home now", a name after "new <thing>" ("a new dentist,
  Dr. Laurent") (the pronoun, when there is one, must fit
  the fact's subject: "I" for the speaker's own fact, "he/she/they" for someone else's);
- a capitalised name in a clause that says *now* ("now", "these days", "nowadays",
  "currently"), not at the start of a sentence.

It must have the old value's shape (a date for a date, a capitalised name for a capitalised
name; a lower-case value only from a frame), must say something the old value does not
("almond milk" for "oat milk", not "Pixel" for "Pixel 7"), must not be the speaker, the
fact's subject or a value the message already puts on another slot, and must not be someone
met or somewhere visited ("my friend Carla", "met Jonas", "visited Madrid", "a trip to Rome").
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime

from chronofact.extractors.change_words import word_set
from chronofact.extractors.temporal import extract_temporal
from chronofact.graph.entities import name_key
from chronofact.graph.ingest.change_cues import content_words

__all__ = ["Replacement", "find_replacement"]

_PRONOUN = r"(?P<pro>i|we|he|she|they)(?:['’](?:m|s|re|ve)|(?<=i)m|\s+(?:am|is|are|have|has))?"
_FRAMES = (
    r"\b(?:switched|swapped|moved|changed|transferred)\s+(?:\w+\s+){0,2}?from\s+[^,;:.!?]{1,60}?\s+to",
    rf"\b(?:{_PRONOUN}\s+)?(?:now\s+)?(?:switched|switching|changed|moved|moving|shifted|"
    r"transferred|relocated|relocating|upgraded|converted)\s+(?:(?P<obj>me|us|him|her|them)\s+)?"
    r"(?:over\s+|on\s+|back\s+)?to",
    r"\b(?:joined|enrolled\s+(?:at|in)|signed\s+(?:up\s+)?(?:with|at|for)|"
    r"opened\s+(?:one|an?\s+(?:new\s+)?account)\s+(?:with|at))",
    r"\b(?:a|an|the)\s+(?:new\s+)?(?:\w+\s+){1,2}(?:called|named)",
    rf"\b{_PRONOUN}\s+(?:now\s+)?(?:with|doing|running|leading|heading|using|driving|"
    r"seeing|learning|studying|into|on|in|at|living\s+in|based\s+in|working\s+(?:at|for)|"
    r"cheering\s+for|rooting\s+for|following|supporting)",
    rf"\b{_PRONOUN}\s+(?:now\s+)?(?:run|lead|head|manage|support|follow|use|drive|see|"
    r"attend|do|cheer\s+for|root\s+for|go\s+to|work\s+(?:at|for)|live\s+in)",
    rf"\b(?:{_PRONOUN}\s+)?been\s+(?:in|at|with|doing|using|on|seeing|learning|driving|running|leading|"
    r"supporting|following|going\s+to|living\s+in)",
    r"\b(?:cheer(?:ing)?|root(?:ing)?)\s+for",
    r"(?:^|[,;:.!?]\s*)(?:and\s+|but\s+|so\s+)?(?:now\s+)?(?:doing|using|learning|driving|"
    r"seeing|running|leading|supporting|following|with)\b",
    r"\breplaced\s+(?:it\s+|him\s+|her\s+|them\s+)?(?:with|by)",
    r"\b(?:put|puts|placed|assigned|reassigned|paired)\s+(?P<obj>me|us|him|her|them)\s+"
    r"(?:with|under)",
    r"\b(?:promoted|bumped\s+up|moved\s+up|stepped\s+up)\s+to",
    r"\b(?:it|that|which)(?:['’]s|\s+is|\s+was)\s+(?:now\s+)?(?:moved\s+to\s+|on\s+|set\s+for\s+)?",
)
_FRAME_RES = tuple(re.compile(f + r"(?![\w'’])", re.IGNORECASE) for f in _FRAMES)
"""Each frame ends at a word's end ("I do" is not the start of "I don't")."""
_HOME_RE = re.compile(
    r"(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})\s+(?:is|['’]s)\s+(?:now\s+)?"
    r"(?:home|my\s+(?:new\s+)?\w+)\b"
    r"|(?P<hirer>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})\s+(?:hired|took\s+on)\s+(?:me|us|him|her)\b"
)
_NEW_NAMED_RE = re.compile(
    r"\bnew\s+(?:[a-z]+\s+)?[a-z]+\s*(?:[,:\u2014\u2013]|\s-|\bis\b|\bcalled\b|\bnamed\b)\s*",
    re.IGNORECASE,
)
"""A new thing named after it ("a new dentist, Dr. Laurent"): only a capitalised name."""
_MOVED_THING_TO_RE = re.compile(
    r"\b(?:switched|moved|shifted|transferred|changed)\s+(?:everything|it|all|"
    r"(?:my|our|the|his|her|their)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:over\s+)?to\s+",
    re.IGNORECASE,
)
"""A thing moved to a named place ("moved my membership to Third Space", "switched the
meetings to Zoom"): only a capitalised name (a lower-case one is as often a room or a desk)."""
_NOW_RE = re.compile(r"\b(?:now|these\s+days|nowadays|currently)\b", re.IGNORECASE)
_CLAUSE_RE = re.compile(r"[^,;:.!?()\u2014\u2013]+")
_NAME_RE = re.compile(
    r"(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\w'’.&-]*(?:\s+(?:[A-Z][\w'’&-]*|\d[\w-]*)){0,3}"
)
_SENTENCE_END = re.compile(r"(?<!\bMrs)(?<!\bProf)(?<=[a-z]{2})\.\s")
"""A full stop after a word ends a name ("Dr. Costa. Ferreira moved" -> "Dr. Costa")."""
_WORD_RE = re.compile(r"[\w'’-]+")
_DETERMINERS = word_set("the a an my our his her their this old")
_LOWER_STOP = word_set(
    "now these days nowadays currently instead anymore too also again for at in on with to "
    "and but so because since the a an my our it that this there here as like about "
    "i i'm im i've he he's she she's they they're we we're you you're it's who which when "
    "is are was were i\u2019m he\u2019s she\u2019s they\u2019re we\u2019re you\u2019re it\u2019s"
)
"""Where a lower-case value stops: a link word, or a new clause's subject or verb ("in a
relationship she's asking ..." -> "relationship")."""
_NOT_NAMES = word_set(
    "i i'm i've i'd im the my our we he she they it but so and now these monday tuesday "
    "wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december lol haha ok okay yeah yes no"
)
_MET_OR_VISITED = re.compile(
    r"\b(?:friend|friends|buddy|pal|mate|colleague|coworker|cousin|neighbou?r|met|meet|meeting|"
    r"visited|visiting|visit|trip|vacation|holiday|weekend|flew|saw|phoned|texted|"
    r"sister|brother|mom|mum|dad|wife|husband|son|daughter)\W+(?:\w+\W+)?$",
    re.IGNORECASE,
)
_FIRST = word_set("i we me us")
_NAME_JOINERS = word_set("of the de da du van von y and & dr mr mrs ms")
_TRIP_AFTER = re.compile(
    r"[^,;:.!?]*\b(?:trip|weekend|vacation|holiday|visit|conference|wedding|funeral|dinner|lunch|"
    r"coffee|drinks|party)\b",
    re.IGNORECASE,
)
_SUBJECT_PRONOUN = re.compile(r"\b(?P<pro>i|we|he|she|they)(?:['’]\w+)?\b", re.IGNORECASE)
_MAX_LOWER_WORDS = 3


@dataclass(frozen=True)
class Replacement:
    """A value the message puts in place of an ended one, and where it is said."""

    value: str
    span: tuple[int, int]


def _shape(old: str, observed_at: datetime) -> str:
    """ "date" (a time is most of it), "name" (every word capitalised) or "lower"."""
    stripped = old.strip()
    said = sum(len(m.text) for m in extract_temporal(stripped, observed_at))
    said += sum(len(m.group()) for m in _WEEKDAYS_RE.finditer(stripped))
    if said * 2 >= len(stripped) or re.fullmatch(r"\d[\d/.:-]*|(?i:\w+day)", stripped):
        return "date"
    words = [w for w in re.findall(r"[\w'’]+", stripped) if w.casefold() not in _NAME_JOINERS]
    return "name" if words and all(_capitalised(w) for w in words) else "lower"


def _capitalised(word: str) -> bool:
    """Written as (part of) a name: "Pixel", "iPhone", the "7" of "Pixel 7"."""
    return word[:1].isupper() or word[1:2].isupper() or word.isdigit()


def _person_fits(pronoun: str | None, own: bool) -> bool:
    if pronoun is None:
        return True
    return (pronoun.casefold() in _FIRST) == own


def _object_after(text: str, at: int, shape: str) -> tuple[str, int, int] | None:
    """The value a frame ending at `at` governs: a capitalised run, else (a lower-case old
    value) up to three lower-case words before the clause ends."""
    clause = _CLAUSE_RE.match(text, at)
    if clause is None:
        return None
    words = list(_WORD_RE.finditer(clause.group()))
    while words and words[0].group().casefold() in _DETERMINERS:
        words.pop(0)
    if not words:
        return None
    first = at + words[0].start()
    name = _NAME_RE.match(text, first)
    if name is not None and name.group().split()[0].casefold() not in _NOT_NAMES:
        value = _SENTENCE_END.split(name.group(), maxsplit=1)[0].rstrip(".'’")
        return value, first, first + len(value)
    if shape != "lower":
        return None
    kept = []
    for w in words[:_MAX_LOWER_WORDS]:
        if w.group().casefold() in _LOWER_STOP:
            break
        kept.append(w)
    if not kept:
        return None
    return text[first : at + kept[-1].end()], first, at + kept[-1].end()


_WORK_MODE = re.compile(
    r"\b(?:remote|hybrid|wfh|work|working|nights|shifts?|part-?time|full-?time|flexi\w*|"
    r"freelanc\w*)\b",
    re.IGNORECASE,
)
"""Words of a way of working: a value made with one replaces no thing or place."""
_A_MODE = re.compile(
    r"\b(?:mode|silent|vibrate|airplane|aeroplane|do\s+not\s+disturb|settings?)$", re.IGNORECASE
)
"""A mode or a setting ("dark mode", "silent"): something is set otherwise, not replaced."""


_SHOUTED = word_set(
    "one two three four five ten not no yes never ever all so very really still now huge big "
    "omg lol wtf the and but this that what so much more most every once only just"
)
"""Words written in capitals for stress ("ONE loud argument", "did NOT"), never a name."""


def _acceptable(text: str, value: str, start: int, excluded: Collection[str], old: str) -> bool:
    """Not excluded, not the old value, not someone met or somewhere visited."""
    key = name_key(value)
    if not key or key in excluded:
        return False
    if content_words(value) <= content_words(old) or key == name_key(old):
        return False
    if _TRIP_AFTER.match(text, start + len(value)) is not None:
        return False
    if _WORK_MODE.search(value) and not _WORK_MODE.search(old):
        return False  # "we moved to remote work": how one works, not a new home
    if _A_MODE.search(value):
        return False  # "switched my phone to dark mode": the same phone, set otherwise
    if value.isupper() and value.casefold() in _SHOUTED:
        return False  # "we had ONE loud argument": a word said loud, no name
    return _MET_OR_VISITED.search(text[max(0, start - 40) : start]) is None


_WEEKDAYS_RE = re.compile(
    r"\b(?:(?:every|first|second|third|fourth|last)\s+(?:\w+\s+)?)?"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b(?:\s+of\s+the\s+month)?",
    re.IGNORECASE,
)
"""A weekday, plural or with its rhythm ("on Fridays", "the last Friday of the month"): the
time of a meeting, which the temporal reader does not take as one instant."""


def _dates(text: str, old: str, observed_at: datetime) -> list[tuple[str, int, int]]:
    found = [
        (m.text, *m.span)
        for m in extract_temporal(text, observed_at)
        if m.kind != "duration" and name_key(m.text) != name_key(old)
    ]
    for m in _WEEKDAYS_RE.finditer(text):
        if name_key(m.group()) == name_key(old):
            continue
        covered = [f for f in found if m.start() <= f[1] and f[2] <= m.end()]
        overlaps = any(f[1] < m.end() and m.start() < f[2] for f in found if f not in covered)
        if not overlaps:  # "the last Friday of the month" over "last Friday"
            found = [f for f in found if f not in covered] + [(m.group(), m.start(), m.end())]
    return sorted(found, key=lambda f: f[1])


def _frame_candidates(text: str, shape: str, own: bool) -> list[tuple[str, int, int]]:
    out: list[tuple[str, int, int]] = []
    matches = sorted((m for r in _FRAME_RES for m in r.finditer(text)), key=lambda m: m.start())
    for m in matches:
        pronoun = m.groupdict().get("obj") or m.groupdict().get("pro")
        if not _person_fits(pronoun, own):
            continue
        found = _object_after(text, m.end(), shape)
        if found is not None:
            out.append(found)
    for m in _MOVED_THING_TO_RE.finditer(text):
        found = _object_after(text, m.end(), "name")
        if found is not None:
            out.append(found)
    if shape == "name":
        for m in _NEW_NAMED_RE.finditer(text):
            found = _object_after(text, m.end(), shape)
            if found is not None:
                out.append(found)
    for m in _HOME_RE.finditer(text):
        group = "name" if m.group("name") else "hirer"
        out.append((m.group(group), m.start(group), m.end(group)))
    return out


def _now_names(text: str, own: bool) -> list[tuple[str, int, int]]:
    """Capitalised names (not starting a sentence) in clauses that say now, and whose
    pronouns fit the fact's subject."""
    out: list[tuple[str, int, int]] = []
    for clause in _CLAUSE_RE.finditer(text):
        if not _NOW_RE.search(clause.group()):
            continue
        pronouns = [m.group("pro") for m in _SUBJECT_PRONOUN.finditer(clause.group())]
        if not all(_person_fits(p, own) for p in pronouns):
            continue
        for m in _NAME_RE.finditer(clause.group()):
            start = clause.start() + m.start()
            before = text[:start].rstrip()
            if not before or before[-1] in ".!?" or m.group().split()[0].casefold() in _NOT_NAMES:
                continue
            value = m.group().rstrip(".'’")
            out.append((value, start, start + len(value)))
    return out


def find_replacement(
    text: str,
    old: str,
    *,
    own: bool,
    excluded: Collection[str],
    observed_at: datetime,
) -> Replacement | None:
    """The replacement of `old` the message says (see the module docstring), or None.
    `own`: the ended fact is the speaker's; `excluded`: name keys that cannot be the value
    (the speaker, the subject, values the message puts on other slots)."""
    shape = _shape(old, observed_at)
    if shape == "date":
        candidates = _dates(text, old, observed_at)
    else:
        candidates = _frame_candidates(text, shape, own)
        if shape == "name":
            candidates += _now_names(text, own)
    for value, start, end in candidates:
        if _acceptable(text, value, start, excluded, old):
            return Replacement(value, (start, end))
    return None
