"""A "no" that answers a question about a current value, with a shift word, ends that value:
"still at Boulder Lounge? nope, switched to Climb Central" in one message, or "you still at the
Charité?" from someone else and "nope, switched to Vivantes in June" in the reply. A shift word
negated or hedged just before it ("nope, nothing changed") says no change."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from chronofact.extractors.change_words import NEGATORS
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.graph.ingest.change_cues import content_words, folded_words
from chronofact.graph.ingest.shift_cues import SHIFT_RE

__all__ = ["answered_no", "answered_no_in_reply", "opens_with_no"]

_NO_ANSWER = re.compile(r"^\W*(?:no+|nope|nah|not\s+anymore)\b", re.IGNORECASE)


def _negated_before(text: str, at: int) -> bool:
    """One of the two words before `at` negates or hedges ("nothing changed", "haven't
    moved", "might switch")."""
    return any(w in NEGATORS for w in folded_words(text[max(0, at - 40) : at])[-2:])


def _no_to(question: str, answer: str, names: Sequence[str]) -> list[int]:
    """Indexes of the `names` a question asks about that the answer says "no" to with a
    shift cue ("still at X?" - "nope, switched to Y")."""
    if not question.rstrip().endswith("?") or not _NO_ANSWER.search(answer):
        return []
    shifts = [m for m in SHIFT_RE.finditer(answer) if not _negated_before(answer, m.start())]
    if not shifts:
        return []  # "nope, nothing changed"
    asked = set(folded_words(question))
    return [
        k for k, name in enumerate(names) if content_words(name) and content_words(name) <= asked
    ]


def answered_no(
    text: str, spans: Sequence[tuple[int, int]], names: Sequence[str]
) -> list[tuple[int, tuple[int, int]]]:
    """(name index, span) for "still at X? nope, switched to Y": a question naming a current
    value, answered "no" by the next sentence with a shift cue."""
    out: list[tuple[int, tuple[int, int]]] = []
    for (qs, qe), (s, e) in itertools.pairwise(spans):
        out += [(k, (qs, e)) for k in _no_to(text[qs:qe], text[s:e], names)]
    return out


def opens_with_no(text: str) -> bool:
    """The message opens with "no" ("nope, ...", "nah", "not anymore")."""
    return _NO_ANSWER.search(text) is not None


def answered_no_in_reply(
    asked: str, text: str, spans: Sequence[tuple[int, int]], names: Sequence[str]
) -> list[tuple[int, tuple[int, int]]]:
    """(name index, span of the answer) for a reply whose first sentence says "no" to the
    question that ends the message before it ("you still at the Charité?" - "nope, switched
    to Vivantes in June"); `names` are the replying speaker's values."""
    asked_spans = split_sentences(asked)
    if not spans or not asked_spans:
        return []
    s, e = spans[0]
    qs, qe = asked_spans[-1]
    return [(k, (s, e)) for k in _no_to(asked[qs:qe], text[s:e], names)]
