"""A new pastime said for the time an old one had: "every Sunday I'm at the beach for
volleyball", months later "the reason I wake at 5 on Sundays is surfing" -- Sundays are for
surfing now, so volleyball ended (pure; `pastime_swap` asks it when the message has no word of
replacement).

The old pastime's time is read from the speaker's earlier message naming it (the stored fact
keeps no time). Two sentences share a time when both name the same day of the week or the
weekend, and no part of the day tells them apart ("Saturday mornings" is not "Saturday
afternoons"). Both sentences must name the time; a pastime said with none ends nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.ingest.change_cues import content_words

__all__ = ["same_weekly_time", "weekly_times"]

MAX_TEXT = 2000
"""Only the start of a long message is read (bounded work)."""
_DAY = re.compile(
    r"\b(?P<d>mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?P<w>weekends?)\b", re.IGNORECASE
)
_PART = re.compile(r"\b(?P<p>morning|afternoon|evening|night)s?\b", re.IGNORECASE)


def weekly_times(sentence: str) -> tuple[frozenset[str], frozenset[str]]:
    """The days a sentence names ("sunday", "weekend") and its parts of the day."""
    days = frozenset(
        (m.group("d").casefold() + "day") if m.group("d") else "weekend"
        for m in _DAY.finditer(sentence)
    )
    parts = frozenset(m.group("p").casefold() for m in _PART.finditer(sentence))
    return days, parts


def _shared(
    a: tuple[frozenset[str], frozenset[str]], b: tuple[frozenset[str], frozenset[str]]
) -> bool:
    (days_a, parts_a), (days_b, parts_b) = a, b
    if not days_a & days_b:
        return False
    return not (parts_a and parts_b and not parts_a & parts_b)


def same_weekly_time(old: frozenset[str], new_sentence: str, earlier: Iterable[str]) -> bool:
    """The new pastime's sentence names the day an earlier message gave the old pastime
    (`old`: its content words) -- the latest earlier message that names it decides."""
    new_time = weekly_times(new_sentence)
    if not new_time[0]:
        return False
    for text in earlier:
        part = text[:MAX_TEXT]
        naming = [part[s:e] for s, e in split_sentences(part) if old & content_words(part[s:e])]
        if naming:
            return any(_shared(weekly_times(s), new_time) for s in naming)
    return False
