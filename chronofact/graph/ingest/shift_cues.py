"""Which clauses of a message say that something shifted (pure): a *shift cue* (`SHIFT_RE`:
switched, moved, transferred, changed, became, joined, instead, now, new, these days, ...), not
the "now" of a duration ("for two years now"), not in a question, not negated or planned
("might switch", "didn't move", "thinking about switching"). `change_meaning` ends old values
by what these clauses are about; `answered_no` and `change_resolution` read the cues too."""

from __future__ import annotations

import re
from collections.abc import Sequence

from chronofact.extractors.change_words import NEGATORS, NO_LONGER_RE, word_set
from chronofact.graph.ingest.change_cues import folded_words

__all__ = ["MIN_CLAUSE_WORDS", "SHIFT_RE", "first_cue", "shift_sentences"]

SHIFT_RE = re.compile(
    r"\b(?:switched|switching|swapped|moved|moving|relocated|transferred|changed|replaced|"
    r"traded|became|become|joined|instead|now|nowadays|these\s+days|new|anymore|no\s+longer|"
    r"reassigned|reorg'?d|"
    r"upgraded|got\s+engaged|got\s+married|started\s+at|enrolled|stopped|quit|gave\s+up|"
    r"shifted|extended|postponed|rescheduled|delayed|slipped|pushed|cancell?ed|delivered|"
    r"arrived|resolved|fixed|retired|resigned|divorced?|stolen|promoted|rehomed|split|"
    r"broke\s+up|separated|bumped|shipped|dispatched|out\s+for\s+delivery)\b",
    re.IGNORECASE,
)
"""Words that say a slot now holds something else."""
_CLAUSE_BREAK = re.compile(r"(?:[,;\u2014\u2013]|:(?!\d))\s*")
MIN_CLAUSE_WORDS = 4
"""A cue's clause shorter than this runs on into the next one."""
_DURATION_NOW = re.compile(
    r"\b(?:for\s+(?:a\s+(?:while|bit|long\s+time)|ages|(?:\w+\s+){0,2}(?:years?|months?|"
    r"weeks?|days?))|by|until|till|up\s+to|since\s+\w+(?:\s+\w+)?)\s+now\b",
    re.IGNORECASE,
)
""""for a while now", "for two years now", "by now": a duration, not a shift to something new."""
_SEEKING = word_set("looking exploring searching seeking browsing applying interviewing")
"""Before a cue anywhere in its clause: looking for a change is not one ("I've been looking into
opportunities in tech for a while now")."""


def first_cue(sentence: str) -> re.Match[str] | None:
    """The first shift cue of a sentence that is not the "now" of a duration."""
    durations = [m.span() for m in _DURATION_NOW.finditer(sentence)]
    for cue in SHIFT_RE.finditer(sentence):
        if not any(start <= cue.start() < end for start, end in durations):
            return cue
    return None


_OWN_NEGATION = word_set("not don't doesn't didn't never isn't aren't wasn't no")
"""Negations that belong to a cue saying a state stopped ("I don't bake much anymore")."""


def _negated_or_planned(sentence: str) -> bool:
    cue = first_cue(sentence)
    words = folded_words(sentence[: (cue.start() if cue else 0)])
    ignored = _OWN_NEGATION if cue is not None and NO_LONGER_RE.fullmatch(cue.group()) else ()
    near = [w for w in words[-4:] if w not in ignored]
    return any(w in NEGATORS for w in near) or any(w in _SEEKING for w in words)


def shift_sentences(text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The clauses that say a shift (a cue, not in a question, not negated or planned), one
    per sentence: the clause of its first cue, run on into the next clause when it is under
    `MIN_CLAUSE_WORDS` words ("moved again, this time to Leeds")."""
    out = []
    for start, end in spans:
        sentence = text[start:end]
        cue = first_cue(sentence)
        if sentence.rstrip().endswith("?") or cue is None:
            continue
        bounds = [0, *(m.end() for m in _CLAUSE_BREAK.finditer(sentence)), len(sentence)]
        first = max(b for b in bounds if b <= cue.start())
        later = [b for b in bounds if b > cue.start()]
        stop = later[0]
        if len(folded_words(sentence[first:stop])) < MIN_CLAUSE_WORDS and len(later) > 1:
            stop = later[1]
        clause = sentence[first:stop]
        lead = len(clause) - len(clause.lstrip())
        if not _negated_or_planned(clause):
            tail = len(sentence[:stop].rstrip(",;: \u2014\u2013"))
            out.append((start + first + lead, start + tail))
    return out
