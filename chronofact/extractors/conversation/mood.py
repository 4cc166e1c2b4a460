"""How a clause holds its value: as a fact now, as a fact of the past, or only as a wish, a plan
or a condition (pure; applied to every claim of a message, whatever read it).

Only an assert with no period of its own (valid from the message on) is looked at, in the part
of its clause around its value (cut at a comma, a dash, "but", "and", "so" or a sentence end):

- **wished, planned or supposed** ("might switch to Monzo", "thinking of getting a dog", "been
  begging for a PS5", "if it dies I'll probably get a Corolla", "he'd have gone to TCS", "maybe
  Pune next year"): a word of a wish, a plan or a condition before the value in its part. No
  fact: the claim is left out.
- **of the past** ("used to do ballet as a kid", "lived in Leeds years ago", "he lived in Boston
  for college", "my personal one was a Dell years ago", "I worked at Tesco as a kid"): "used to"
  or a past verb of a lasting state (lived, worked, studied, owned, dated, attended, supported;
  not "drove", which also moves: "drove to Austin in May") before the value, or
  "was/were/had/did/played/went" with a time of the past said without a date ("years ago", "as a
  kid", "back in the day", "when I was little"). Not after
  "have"/"has" ("I've lived here for years" holds now), nor a time after "since" ("a fan since I
  was a kid" is a start). On a slot of many values the claim holds until the message, from a
  start nobody said; on a slot of one value it is left out (written over an unknown past it would
  cut the history of the value that holds now).

Each look is bounded (80 characters either side of the value), so the cost is linear.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.temporal import TemporalMention, extract_temporal
from chronofact.graph.predicates import Cardinality, builtin_cardinality

__all__ = ["as_said", "hypothetical_before", "said_as_fact", "times_of_clause", "value_at"]

_WINDOW = 80

_HYPOTHETICAL = re.compile(
    r"\b(?:[Mm]aybe|[Pp]erhaps|[Pp]ossibly|[Mm]ight|[Cc]ould|[Ww]ould|[Ss]hould|[Ii]f|[Uu]nless|"
    r"[Ww]hether|someday|one\s+day|[Hh]opefully|wish(?:es|ed|ing)?|hop(?:e|es|ing)\s+(?:to|for)|"
    r"dream(?:s|ing|t)?\s+(?:of|about)|thinking\s+(?:of|about)|considering|tempted|"
    r"plan(?:s|ned|ning)?\s+(?:to|on)|want(?:s|ed|ing)?\s+(?:to|a|an)|wanna|"
    r"(?:'d|\u2019d)\s+(?:love|like|rather|have|go|get|be)|begging\s+for|saving\s+(?:up\s+)?for|"
    r"eyeing|threatening\s+to|talking\s+about|keeps?\s+(?:saying|talking)|"
    r"(?:i|he|she|we|they|you|I|He|She|We|They|You)\s+may\s+(?!\d)\w+)\b"
)
"""A word of a wish, a plan, a supposition or a condition ("might", "thinking of", "if", "I'd
love"); lower case but for the words that open a sentence, so "Hope" or "Will" stay names."""

_PART_BREAK = re.compile(
    r"[,;:!?.\u2014\u2013()]|\s-\s|"
    r"\b(?:but|and|so|then|though|although|because|cos|coz|cause|since)\b",
    re.IGNORECASE,
)

_STRONG_PAST = re.compile(
    r"\b(?:used\s+to|usedta|lived|worked|studied|owned|dated|attended|supported|banked)\b",
    re.IGNORECASE,
)
"""Past verbs of a lasting state: what they held is over ("he lived in Boston for college")."""
_WEAK_PAST = re.compile(
    r"\b(?:was|were|had|did|played|went|was\s+doing|were\s+doing)\b(?!\s+(?:to|been|just|"
    r"finally|officially|\w+(?:ed|en)\b|made|born|given|told|put|sent|let|got)\b)",
    re.IGNORECASE,
)
"""Past verbs that hold a state, but often an event too ("was promoted", "had to"): a fact of
the past only with a time of the past said without a date."""
_PERFECT_BEFORE = re.compile(
    r"(?:\b(?:have|has|'ve|\u2019ve|'s|\u2019s|having)|(?<=\w)(?:'ve|\u2019ve))\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)
_VAGUE_PAST = re.compile(
    r"\b(?:as\s+an?\s+(?:kid|child|boy|girl|teen|teenager|student|baby|youngster|undergrad)|"
    r"when\s+(?:i|he|she|we|they)\s+(?:was|were)\s+(?:a\s+)?(?:kid|child|young|younger|little|"
    r"small|teen|teenager|student|in\s+\w+|at\s+\w+)|growing\s+up|"
    r"(?:many\s+|some\s+|a\s+few\s+|several\s+)?years\s+(?:ago|back)|ages\s+ago|"
    r"(?:a\s+)?long\s+(?:time\s+)?ago|back\s+in\s+the\s+day|back\s+then|in\s+the\s+old\s+days|"
    r"before\s+(?:i|he|she|we|they)\s+(?:was|were)\s+born|in\s+(?:my|his|her|their|our)\s+"
    r"(?:twenties|teens|thirties|youth|younger\s+days|uni\s+days|school\s+days)|"
    r"once\s+upon\s+a\s+time|in\s+a\s+past\s+life|in\s+the\s+past|previously|formerly|"
    r"before\s+(?:i|he|she|we|they|you)\s+\w+|"  # "was a waitress before she trained"
    r"(?:my|his|her|our|their)\s+(?:very\s+)?(?:first|old|previous|former)\s+\w+\s+(?:was|were))\b",
    re.IGNORECASE,
)
"""A time of the past said without a date."""
_SINCE_BEFORE = re.compile(r"\b(?:since|from|for)\s+(?:like\s+)?$", re.IGNORECASE)
_NOW_WORDS = re.compile(r"\b(?:now|still|currently|these\s+days|nowadays)\b", re.IGNORECASE)


def _part(text: str, start: int, end: int) -> tuple[str, str]:
    """The words of the value's part before it and after it (bounded, cut at a break)."""
    before = text[max(0, start - _WINDOW) : start]
    breaks = list(_PART_BREAK.finditer(before))
    if breaks:
        before = before[breaks[-1].end() :]
    after = text[end : end + _WINDOW]
    cut = _PART_BREAK.search(after)
    return before, after[: cut.start()] if cut else after


def hypothetical_before(text: str, pos: int) -> bool:
    """A word of a wish, a plan or a condition in the part of ``text`` before ``pos``."""
    before, _ = _part(text, pos, pos)
    return _HYPOTHETICAL.search(before) is not None


_OF_AN_OCCASION = re.compile(
    r"\b(?:for|before|ahead\s+of|in\s+time\s+for|ready\s+for)\s+(?:the|our|my|his|her|their|"
    r"your|a|an|this|that)\s+(?:(?!(?:is|are|was|were|be|been|due|set|now)\b)[\w'-]+\s+){1,2}"
    r"(?:(?:in|on|at|of)\s+)?$",
    re.IGNORECASE,
)
"""A time said of an occasion the clause looks ahead to ("learning Japanese for the trip in
autumn", "before the wedding in June"): the occasion's time, not the claim's."""


_TO_DO = re.compile(
    r"\b(?:remind(?:s|ed|ing)?\s+(?:me|us|him|her|them)|(?:don'?t|do\s+not|never)\s+forget|"
    r"(?:(?:need|needs|have|has|got)\s+to|gotta|must)(?!\s+be\b)|let'?s|pls|please|plz|to-?do|"
    r"(?:can|could|will|would)\s+you)\b",
    re.IGNORECASE,
)
"""A word of a to-do, a reminder or a request ("remind me in march to book a cleaning", "need
to renew it in May", "can you book it for June"): a time after it is the errand's, not the
fact's; "has to be in by March 3" says a due date, no errand."""


_DUE = re.compile(r"(?:\b(?:by|before|due|until|till)\s+)$", re.IGNORECASE)


def _an_errands_time(sentence: str, m: TemporalMention) -> bool:
    """A time after a word of a to-do, unless it is when the to-do is due ("need to submit
    by 30th Sept": a deadline is that time)."""
    if m.text.casefold().startswith(("by ", "before ", "due ", "until ", "till ")):
        return False
    if _DUE.search(sentence, max(0, m.span[0] - 12), m.span[0]):
        return False
    return _TO_DO.search(_part(sentence, m.span[0], m.span[0])[0]) is not None


def times_of_clause(
    sentence: str, mentions: Sequence[TemporalMention], start: int, end: int
) -> list[TemporalMention]:
    """The times said in the clause ``[start, end)`` of ``sentence`` that can date its claims:
    not one said after a word of a wish, a plan or a condition ("lives in Bengaluru, maybe Pune
    next year": next year is Pune's, a possibility), nor one of an occasion looked ahead to
    ("for our trip in October"), nor one of a to-do ("remind me in march to ...")."""
    return [
        m
        for m in mentions
        if start <= m.span[0] < end
        and not hypothetical_before(sentence, m.span[0])
        and not _an_errands_time(sentence, m)
        and not _OF_AN_OCCASION.search(sentence, max(0, m.span[0] - _WINDOW), m.span[0])
    ]


def _vague_past(part: str) -> bool:
    return any(not _SINCE_BEFORE.search(part, 0, m.start()) for m in _VAGUE_PAST.finditer(part))


def _of_the_past(before: str, after: str) -> bool:
    if _NOW_WORDS.search(before) or _NOW_WORDS.search(after):
        return False
    strong = [
        m for m in _STRONG_PAST.finditer(before) if not _PERFECT_BEFORE.search(before, 0, m.start())
    ]
    if strong:
        return True
    weak = [
        m for m in _WEAK_PAST.finditer(before) if not _PERFECT_BEFORE.search(before, 0, m.start())
    ]
    return bool(weak) and (_vague_past(before) or _vague_past(after))


_REQUEST = re.compile(
    r"\b(?:can|could|would|will)\s+(?:you|u|ya)\b|\b(?:you|u)\s+(?:could|can|would)\b|"
    r"\b(?:how|what|which|when|where|who)\b(?:\s+\w+){0,3}?\s+(?:should|could)\s+(?:i|we)\b",
    re.IGNORECASE,
)
"""A request to the one listening ("could you explain ...", "reckon you could draft ...", "what
should I wear to ..."): its modal asks for help and supposes nothing of what is said after
it."""


def said_as_fact(text: str, start: int, end: int, requests: bool = False) -> bool:
    """Whether the value said at ``[start, end)`` of ``text`` is said as a fact that holds now:
    not wished, planned or supposed, and not of the past (read for a value nothing extracted,
    as ingest's `earlier_value` and `kindred_value` do). With `requests`, the modal of a
    request ("could you", "what should I") is no supposition: "what should I wear to my
    first seminar at LSE" says LSE as a fact."""
    before, after = _part(text, start, end)
    if requests:
        before = _REQUEST.sub(" ", before)
    return not (_HYPOTHETICAL.search(before) or _of_the_past(before, after))


def value_at(text: str, claim: Claim) -> tuple[int, int] | None:
    """Where the claim's value is said in its span (the last place), or None."""
    shown = claim.object if claim.object is not None else claim.value
    if not shown:
        return None
    lo, hi = max(0, claim.span[0]), min(len(text), claim.span[1] + len(shown))
    at = text.lower().rfind(shown.lower(), lo, hi)
    return None if at < 0 else (at, at + len(shown))


_CONTRAST_IN_VALUE = re.compile(r"\s*,?\s+(?:but\s+)?not\s+\S.*$", re.IGNORECASE)


def _without_contrast(c: Claim) -> Claim:
    """ "Thursday not Tuesday" -> "Thursday": the value is what comes before the contrast."""
    shown = c.object if c.object is not None else c.value
    cut = _CONTRAST_IN_VALUE.search(shown) if shown else None
    if shown is None or cut is None or cut.start() == 0:
        return c
    kept = shown[: cut.start()]
    statement = c.statement.replace(shown, kept)
    if c.object is not None:
        return dataclasses.replace(c, object=kept, statement=statement)
    return dataclasses.replace(c, value=kept, statement=statement)


def _dated_past(message: Message, c: Claim, where: tuple[int, int]) -> Claim:
    """A state of the past said with its time ("I worked at Google in 2019", "lived in Leeds
    back in 2010") held over that time, not from it on."""
    lo, hi = max(0, where[0] - _WINDOW), min(len(message.text), where[1] + _WINDOW)
    for m in extract_temporal(message.text[lo:hi], message.observed_at):
        if m.kind in ("point", "duration_ago") and m.start == c.valid_from and m.end is not None:
            return dataclasses.replace(c, valid_to=m.end)
    return c


def as_said(message: Message, claims: Sequence[Claim]) -> list[Claim]:
    """The claims, those only wished, planned or supposed left out and those of the past held
    until the message or over the time said (see the module docstring)."""
    at = message.observed_at
    out: list[Claim] = []
    for c in map(_without_contrast, claims):
        looked = c.action == "assert" and c.polarity and c.valid_to is None
        where = value_at(message.text, c) if looked else None
        if where is None:
            out.append(c)
            continue
        before, after = _part(message.text, *where)
        if c.valid_from is not None and c.valid_from != at:
            out.append(_dated_past(message, c, where) if _of_the_past(before, after) else c)
        elif _HYPOTHETICAL.search(before):
            continue
        elif not _of_the_past(before, after):
            out.append(c)
        elif builtin_cardinality(c.predicate) is Cardinality.MULTI:
            out.append(dataclasses.replace(c, valid_from=None, valid_to=at))
    return out
