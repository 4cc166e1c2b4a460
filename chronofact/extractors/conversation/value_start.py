"""Where a value starts when the reader's span leaves its first words out (pure): a job's
modifier after "she's" or "as a" ("she's barangay captain", read as "captain"), the "in a" of
"in a relationship" (read as "relationship", which no one says a status is), a job's grade
("trainee solicitor", read as "solicitor") and a drink's milk, size or temperature ("my oat
latte", read as "latte")."""

from __future__ import annotations

import re

from chronofact.extractors.change_words import word_set

__all__ = ["drink_start", "grade_start", "job_complement_start", "status_start"]

_COMPLEMENT_BEFORE = re.compile(
    r"(?:\b(?:she|he|i|they|you)['\u2019](?:s|m|re)|\b(?:is|am|are|was|as|became|become|"
    r"becomes|now))(?:\s+(?:a|an))?\s+(?P<words>[a-z]{3,}(?:\s+[a-z]{3,})?)\s+$",
    re.IGNORECASE,
)
"""A copula, and one or two lower-case words right before a job ("she's barangay captain",
"as a nursing lecturer")."""
_NOT_MODIFIERS = word_set(
    "now still finally officially also just really basically technically currently actually "
    "literally properly the new our his her their your my its got gotten getting going gonna "
    "like kinda sorta working doing being been become became training studying full part time "
    "proud happy glad head senior junior chief lead not never always only even more most very "
    "some any one two three first second last next old former ex retired"
)
"""Words between a copula and a job that are no part of the job's name (grades are the grade
reader's, `grade_start`)."""


def job_complement_start(text: str, start: int) -> int:
    """Where a job read at `start` starts with the lower-case words said between a copula and
    it (the longest run of them that are no adverb, article or grade: "she's barangay
    captain", "he's now team captain"); `start` when there are none."""
    m = _COMPLEMENT_BEFORE.search(text, max(0, start - 40), start)
    if m is None:
        return start
    words = m.group("words").split()
    kept = 0
    for word in reversed(words):
        if word.casefold() in _NOT_MODIFIERS:
            break
        kept += 1
    if kept == 0:
        return start
    at = m.end("words")
    for word in reversed(words[-kept:]):
        at = text.rindex(word, 0, at)
    return at


_IN_A_BEFORE = re.compile(r"\bin\s+an?\s+$", re.IGNORECASE)


def status_start(text: str, start: int) -> int:
    """Where a relationship status read at `start` starts: at "in a" before "relationship"
    ("I'm in a relationship", read as "relationship"); `start` otherwise."""
    if not text[start:].casefold().startswith("relationship"):
        return start
    m = _IN_A_BEFORE.search(text, max(0, start - 8), start)
    return m.start() if m is not None else start


_DRINK_MODIFIERS = (
    r"oat|soy|soya|almond|coconut|skinny|whole|semi|iced|hot|extra-hot|decaf|double|triple|"
    r"single|large|small|medium|regular|grande|venti|tall|vanilla|caramel|hazelnut|spiced|"
    r"oat-milk|oatmilk|dirty|cold|sugar-free"
)
_MODIFIER_BEFORE = re.compile(rf"\b(?:{_DRINK_MODIFIERS})(?:\s+milk)?\s+$", re.IGNORECASE)


def drink_start(text: str, start: int) -> int:
    """Where a drink read at `start` starts with the words of milk, size or temperature said
    right before it (at most three: "my oat latte", "a large iced oat latte"); `start` when
    there are none."""
    return _start_past(_MODIFIER_BEFORE, text, start, 3, 20)


_GRADE_BEFORE = re.compile(
    r"\b(?:qualified|certified|licensed|registered|chartered|senior|junior|head|chief|lead|"
    r"principal|assistant|deputy|trainee|apprentice|graduate|associate|executive|sous)\s+$",
    re.IGNORECASE,
)
"""A word of grade said right before a job ("trainee solicitor", "registered nurse"): part of
the job's name, which the reader's span may leave out."""


def grade_start(text: str, start: int) -> int:
    """Where a job read at `start` starts with the words of grade said right before it (at most
    two: "senior associate director")."""
    return _start_past(_GRADE_BEFORE, text, start, 2, 16)


def _start_past(before: re.Pattern[str], text: str, start: int, times: int, reach: int) -> int:
    """`start` moved back past up to `times` words that `before` finds right before it, each
    within `reach` characters."""
    for _ in range(times):
        m = before.search(text, max(0, start - reach), start)
        if m is None:
            break
        start = m.start()
    return start
