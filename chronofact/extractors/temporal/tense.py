"""Which way a time without a direction points: ahead, back, or neither.

"On Monday", "at the weekend", "mid-January", "in the spring" and "at Christmas" name a time
that recurs; which one is meant is read from the words before it in its sentence: a word that
looks ahead ("moving", "will", "starts", "booked") picks the coming one, a past-tense word
("moved", "joined", "was") the last one, and the nearest such word wins.  A preposition that
points forward ("from", "starting", "by", "until") looks ahead when nothing else is said;
"since" right before it always looks back; a forward preposition after a change just made
("moved to 10am from Monday") looks ahead too. A word said as a noun ("the move", "the start
of term", "on leave") or as a gerund after "since"/"after" ("since moving to Van") looks
nowhere; "as of" alone picks the nearest ("as of August I'm at Capitec", said in September).
The window is bounded (100 characters, cut at the last sentence end), so the cost is constant
per time.
"""

from __future__ import annotations

import re

__all__ = ["AHEAD_RE", "direction_before"]

AHEAD_RE = re.compile(
    r"\b(?:will|'ll|going\s+to|gonna|starting|starts|start|begins?|beginning|"
    r"(?<!was\s)(?<!were\s)due|booked|scheduled|fly|flying|flies|moving|joining)\b[^.!?;]{0,60}$",
    re.IGNORECASE,
)
"""A word that looks ahead, earlier in the same sentence (the rule of "on Monday")."""

_NOUN_BEFORE = (
    r"(?<!\bthe\s)(?<!\ba\s)(?<!\bmy\s)(?<!\bour\s)(?<!\bhis\s)(?<!\bher\s)"
    r"(?<!\btheir\s)(?<!\bmat\s)(?<!\bon\s)"
)
"""Not after a determiner: "the move", "the start of", "on leave" are nouns of an event."""
_CUE_RE = re.compile(
    # "my last day (at X) is friday": the coming Friday ("last" alone points back)
    r"(?P<last_day>\blast\s+(?:ever\s+)?(?:day|shift)(?:\s+(?:at|with)\s+[\w&'.-]+)?"
    r"(?:\s+(?:is|will\s+be)|['\u2019]s)\b)|"
    r"(?P<ahead>(?<!\bdid\s)(?<!\bdidn't\s)(?<!\bdidnt\s)(?<!\bsince\s)(?<!\bafter\s)"
    + _NOUN_BEFORE
    + r"\b(?:will|going\s+to|gonna|about\s+to|plan(?:s|ning)?\s+to|hop(?:e|ing)\s+to|"
    r"want(?:s|ing)?\s+to|starting|starts|start(?!\s+of\b)|begins?|beginning(?!\s+of\b)|"
    r"(?<!was\s)(?<!were\s)due|"
    r"booked|scheduled|fly|flying|flies|moving|move|moves|joining|join|joins|leaving|leave|"
    r"leaves|heading|relocating|relocate|switching|switch|quitting|finishing|finish|"
    r"ends|expires?|can't\s+wait)\b|'ll\b)"
    r"|(?P<back>\b(?:was|were|had|did|been|went|got|left|began|became|took|made|came|quit|"
    r"met|saw|spent|found|bought|sold|won|lost|gave|told|said|felt|kept|ran|brought|"
    r"since|ago|last|(?!(?:need|feed|seed|speed|bed|red|shed|indeed|hundred|wed|led)\b)"
    r"[a-z]{2,}ed)\b)",
    re.IGNORECASE,
)
"""Words that point ahead or back; the one nearest the time decides. A verb after "did" points
back ("did switch in May")."""

_SENTENCE_END = re.compile(r"[.!?;]\s")
_SINCE_RE = re.compile(r"\b(?:ever\s+)?since\s+(?:the\s+)?$", re.IGNORECASE)
_FORWARD_RE = re.compile(
    r"\b(?:from|starting(?:\s+(?:from|on|in))?|by|until|till|til)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


_RESCHEDULED = re.compile(
    r"moved|changed|switched|pushed|shifted|bumped|rescheduled|updated|swapped", re.IGNORECASE
)
"""Past verbs of a change announced now that takes effect at a time after "from"."""


def direction_before(text: str, start: int) -> int:
    """+1 when the words before ``start`` (same sentence) look ahead, -1 back, 0 neither."""
    window = text[max(0, start - 100) : start]
    ends = [m.end() for m in _SENTENCE_END.finditer(window)]
    if ends:
        window = window[ends[-1] :]
    if _SINCE_RE.search(window):
        return -1
    cues = list(_CUE_RE.finditer(window))
    if not cues:
        return 1 if _FORWARD_RE.search(window) else 0
    if _FORWARD_RE.search(window) and _RESCHEDULED.fullmatch(cues[-1].group()):
        return 1  # "standup moved to 10am from monday": moved now, from the coming Monday
    return -1 if cues[-1].group("back") is not None else 1
