"""The subject a change cue ends (`change_cues`): the named thing just before the cue ("Dr.
Patel retired", "the Galaxy went in a drawer", "the end of October deadline is off"), when what
follows the cue lets its subject be what ended ("moved away", not "moved its office"). Pure and
linear in the sentence."""

from __future__ import annotations

from collections.abc import Sequence

from chronofact.extractors.change_words import (
    AFTER_SUBJECT_CUE,
    BEFORE_WINDOW,
    DETERMINERS,
    GENERIC,
    LEAVE_OK_OBJECTS,
    PLACES,
    POSSESSIVE_OK,
    SPELL,
    SUBJECT_BRIDGE,
    Cue,
    word_set,
)
from chronofact.extractors.change_words_gone import PUT_AWAY_PLACES, PUT_VERBS
from chronofact.graph.ingest.cue_words import Word

__all__ = ["cue_subject"]


def _fits(words: Sequence[Word], cue: Cue, start: int, end: int) -> bool:
    """What follows a cue lets its subject be what ends: nothing, a time or particle word
    ("moved away", "left last week"), "the company" ..., "my"/"our" for some cues."""
    nxt = end
    if cue.bounded or nxt >= len(words) or words[nxt].clause != words[start].clause:
        return True
    after = words[nxt].text
    if cue.words == ("left",) and after in PLACES:
        return False
    if after in AFTER_SUBJECT_CUE:
        return True
    if after in {"my", "our"} and cue.words in POSSESSIVE_OK:
        return True
    return after in DETERMINERS and nxt + 1 < len(words) and words[nxt + 1].text in LEAVE_OK_OBJECTS


_SUBJECT_WORDS = SUBJECT_BRIDGE | SPELL


_PUT_AWAY = frozenset(
    {("collecting", "dust"), ("gathering", "dust"), *(tuple(p.split()) for p in PUT_AWAY_PLACES)}
)
"""Lapses said of a thing's gear as readily as of the thing ("the pottery wheel is gathering
dust"); a place put away in also after a verb of putting ("the Galaxy went in a drawer":
`PUT_VERBS`)."""


_SAID_AFTER_VERB = frozenset(tuple(p.split()) for p in PUT_AWAY_PLACES[1:-1])
"""Places put away in that end the thing only as a subject, after a verb ("are", "went")."""
_BE = word_set("is was are were been got has have had")
_SLOT_HEADS = word_set("deadline date appointment booking trial ticket pass")
"""A slot's own noun after the value it holds ("the end of October deadline is off", "the
Headspace trial expired")."""


def cue_subject(
    words: Sequence[Word],
    cue: Cue,
    start: int,
    end: int,
    mentions: dict[int, list[int]],
    passive: bool,
) -> list[int]:
    """The names that are the cue's subject: just before it (past "is", "was", "got" ...),
    not possessive, and the cue without an object of its own ("moved its office")."""
    if not passive and not _fits(words, cue, start, end):
        return []
    clause = words[start].clause
    i = start - 1
    skipped = 0
    spell = False  # "the vegan thing lasted": "lasted" ends a spell, not "the festival"
    gear = cue.words in _PUT_AWAY  # "pottery wheel is collecting dust": its gear
    put = gear and cue.words[0] in {"in", "under"}
    # "the shoes are in the cupboard" ends the shoes; "chucked my keys in the drawer" does not
    verb = cue.words not in _SAID_AFTER_VERB
    while i >= 0 and words[i].clause == clause and skipped <= BEFORE_WINDOW:
        if i in mentions and not verb:
            return []
        if i in mentions:
            # "euan's out the picture", "Craig's gone abroad": "'s" right before the cue is
            # "is"/"has", not a possessive ("Shopify's office moved")
            owner = words[i].possessive and i < start - 1
            ends = not owner and (spell or not cue.bounded)
            return list(mentions[i]) if ends else []
        spell = spell or words[i].text in SPELL
        verb = verb or words[i].text in PUT_VERBS | _BE
        if put and words[i].text in PUT_VERBS:
            pass  # "the Galaxy went in a drawer", "the ThinkPad sits in the cupboard"
        elif gear and not words[i].capital and words[i].text not in _SUBJECT_WORDS | GENERIC:
            gear = False  # one word of the thing's gear ("wheel", "needles") may stand between
        elif words[i].text not in _SUBJECT_WORDS | GENERIC | _SLOT_HEADS:
            return []
        skipped += 1
        i -= 1
    return []
