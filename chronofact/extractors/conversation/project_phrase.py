"""A piece of work's whole name around the word the learned reader tagged: the reader tags one
word of a project ("I'm on the fraud model now" -> "fraud", "moved onto the urban tree planting
scheme" -> "tree"), and a project's name is the run of words after its article ("fraud model",
"urban tree planting scheme", "checkout rebuild").

The run grows left to the article, a possessive or a preposition before it (only when it
reaches one: a run of unknown words is left alone), and right over
plain words until a word of time, a link word, a verb or a stop ("now", "in July", "and",
"which", "is", a comma); at most `MAX_WORDS` words, so "the fraud model keeps crashing" gives
no sentence. Pure; one bounded token scan around the tagged span (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.change_words import word_set

__all__ = ["MAX_WORDS", "project_span"]

MAX_WORDS = 5
"""The most words a project's name runs to."""

_WORD = re.compile(r"[\w][\w'’&+-]*")
_OPENS = word_set(
    "the a an my our his her their this that on onto to of for with into from at in about "
    "i'm im i we you he she they it is are was were been be being am all just now "
    "lead leads leading led run runs running own owns owning manage manages managing build "
    "builds building do doing work works working join joined moved put"
)
"""Words before a name: where it opens."""
_ENDS = word_set(
    "now these days lately anymore instead as in at on onto into off by for from since until "
    "till through "
    "during and or but so which that who where when while because though although if "
    "is are was were be been being am has have had do does did will would can could should "
    "keeps kept went goes got gets needs needed looks looked seems seemed launched shipped "
    "started starts ended ends finished wrapped live going getting moving this next last "
    "with without too also again just already still yet poor honestly lol haha to the a an my "
    "our your his her their of about i you he she we they it keep failing today tonight rn "
    "every all day week month quarter year one thing stuff ever"
)
"""Words after a name: where it ends (time, links, verbs, asides)."""
_STOP = re.compile(r"[,.;:!?()\"—–]")


def project_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The span of the project's whole name around the tagged `text[start:end]`."""
    lo = max(0, start - 80)
    left = list(_WORD.finditer(text, lo, start))
    new_start = start
    taken = 0
    opened = False  # the run left of the tag reaches an opening word: "the fraud model"
    for m in reversed(left):
        between = text[m.end() : new_start]
        if _STOP.search(between) or m.group().casefold() in _OPENS:
            opened = True
            break
        if taken >= MAX_WORDS - 1:
            break
        new_start, taken = m.start(), taken + 1
    if not opened and left:  # "si ate nasa Globe account": no opening word, no left part
        new_start, taken = start, 0
    new_end = end
    for m in _WORD.finditer(text, end, min(len(text), end + 80)):
        between = text[new_end : m.start()]
        if _STOP.search(between) or m.group().casefold() in _ENDS or taken >= MAX_WORDS - 1:
            break
        new_end = m.end()
        taken += 1
    return new_start, new_end
