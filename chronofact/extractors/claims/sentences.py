"""Sentence splitting, with the span of every sentence in the original text.

A text splits on newlines and on "."/"!"/"?" followed by white space and an upper-case letter,
digit or quote -- except after initials ("L. Ron Hubbard"), dotted abbreviations ("D.C.",
"S.H.I.E.L.D.") and a list of common abbreviations ("Mr.", "Dr.", "Inc.", "St.").  Leading list
markers ("12. ", "- ", "* ") are not part of a sentence.
"""

from __future__ import annotations

import re

__all__ = ["is_abbreviation", "sentence_around", "sentence_at", "sentence_text", "split_sentences"]

_ABBREVIATIONS = frozenset(
    {
        "mr",
        "mrs",
        "ms",
        "dr",
        "prof",
        "st",
        "jr",
        "sr",
        "inc",
        "ltd",
        "co",
        "corp",
        "vs",
        "etc",
        "mt",
        "ft",
        "no",
        "gen",
        "col",
        "lt",
        "sgt",
        "capt",
        "rev",
        "hon",
        "dept",
        "univ",
        "bros",
        "approx",
        "est",
        "fig",
        "vol",
        "jan",
        "feb",
        "mar",
        "apr",
        "jun",
        "jul",
        "aug",
        "sep",
        "sept",
        "oct",
        "nov",
        "dec",
        "e.g",
        "i.e",
        "ave",
        "blvd",
        "rd",
        "messrs",
        "mme",
        "mlle",
        "dra",
        "sra",
        "srta",
        "dott",
        "drs",
        "gov",
        "sen",
        "rep",
        "pres",
        "op",
        "ph",
        "b.a",
        "m.a",
        "a.m",
        "p.m",
    }
)
# A boundary is a whole run of [.!?] (a match may only start where a run starts, and the run is
# taken possessively), so a long run of punctuation is read once: linear time, no backtracking.
_BOUNDARY_RE = re.compile(r"(?<![.!?])[.!?]++(?=[\s\"')\]]|$)|\n")
_LONGEST_ABBREVIATION = 32  # how far back a single '.' looks for its token (bounded work)
_LONGEST_LIST_NUMBER = 6
_LIST_MARKER_RE = re.compile(r"(?:\d{1,6}[.)]|[-*\u2022])\s+")


def is_abbreviation(text: str, dot_pos: int) -> bool:
    """Whether the single '.' at ``dot_pos`` ends an abbreviation/initial."""
    j = dot_pos
    floor = max(0, dot_pos - _LONGEST_ABBREVIATION)
    while j > floor and not text[j - 1].isspace():
        j -= 1
    if j == floor and j > 0 and not text[j - 1].isspace():
        # a token longer than any abbreviation: dotted ("example.com/...") or not, read no further
        return "." in text[floor:dot_pos]
    token = text[j:dot_pos]
    if not token:
        return False
    if len(token) == 1 and token.isalpha() and token.isupper():
        return True  # an initial: "L. Ron Hubbard"
    if "." in token:
        return True  # "D.C", "S.H.I.E.L.D", "U.S"
    return token.lower().lstrip("(\"'") in _ABBREVIATIONS


_FIRM_SUFFIX_RE = re.compile(r"(?<![\w.])(?:Co|Inc|Ltd|Corp|Bros|LLC|PLC)$", re.IGNORECASE)
_OPENER_RE = re.compile(
    r"\s+(?:I|I'm|I've|I'll|We|We're|We've|On|Now|Then|But|So|And|My|Our|He|She|They|It|"
    r"It's|This|That|Since|From|Starting|Today|Yesterday|Tomorrow|Next|Last)\b"
)
"""A firm's name ends a sentence when the next begins as sentences do: "my final day at Baxter &
Co. On Monday I start at Linklaters" (not "Acme Inc. Europe")."""


def _firm_then_opener(text: str, dot_pos: int) -> bool:
    """The dot at ``dot_pos`` closes a firm's suffix ("Co.", "Ltd.") and a sentence opens next."""
    return (
        _FIRM_SUFFIX_RE.search(text, max(0, dot_pos - 5), dot_pos) is not None
        and _OPENER_RE.match(text, dot_pos + 1) is not None
    )


def _is_list_number(text: str, dot_pos: int) -> bool:
    """A "12." list marker at the start of a line."""
    j = dot_pos
    floor = max(0, dot_pos - _LONGEST_LIST_NUMBER - 1)
    while j > floor and text[j - 1].isdigit():
        j -= 1
    if j == dot_pos or (j == floor and j > 0 and text[j - 1].isdigit()):
        return False
    k = j
    while k > 0 and text[k - 1] in " \t":
        k -= 1
    return k == 0 or text[k - 1] == "\n"


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Return ``(start, end)`` spans of the sentences of ``text``.

    Spans exclude surrounding white space and leading list markers and
    include the final punctuation.
    """
    spans: list[tuple[int, int]] = []
    start = 0
    n = len(text)
    for m in _BOUNDARY_RE.finditer(text):
        if m.group() == "\n":
            end = m.start()
            nxt = m.end()
        else:
            end = m.end()
            nxt = m.end()
            if m.group() == ".":
                if (
                    is_abbreviation(text, m.start()) and not _firm_then_opener(text, m.start())
                ) or _is_list_number(text, m.start()):
                    continue
                k = nxt
                while k < n and text[k] in " \t\"')]":
                    k += 1
                if (
                    k < n
                    and text[k] != "\n"
                    and not (text[k].isupper() or text[k].isdigit() or text[k] in "\"'([")
                ):
                    continue
        _add_span(text, start, end, spans)
        start = nxt
    _add_span(text, start, n, spans)
    return spans


def _add_span(text: str, start: int, end: int, out: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    m = _LIST_MARKER_RE.match(text, start, end)
    if m and m.end() < end:
        start = m.end()
    if start < end:
        out.append((start, end))


def sentence_at(text: str, at: int) -> tuple[int, int] | None:
    """The ``(start, end)`` span of the sentence of ``text`` holding offset ``at``
    (`split_sentences`), or None when ``at`` is in none (white space between sentences)."""
    for start, end in split_sentences(text):
        if start <= at < end:
            return (start, end)
    return None


def sentence_around(text: str, at: int) -> tuple[int, int]:
    """The ``(start, end)`` span of the sentence holding offset ``at`` (`sentence_at`), or of
    the whole text when ``at`` is in none."""
    return sentence_at(text, at) or (0, len(text))


def sentence_text(text: str, at: int) -> str:
    """The text of the sentence holding offset ``at`` (`sentence_around`)."""
    start, end = sentence_around(text, at)
    return text[start:end]


def clause_around(
    text: str, sentence: tuple[int, int], at: int, breaks: re.Pattern[str]
) -> tuple[int, int]:
    """The ``(start, end)`` span of the clause of ``text[sentence[0]:sentence[1]]`` holding
    offset ``at``: between the last match of ``breaks`` ending at or before it and the first
    one starting at or after it (a comma, "but", "so" ...). Linear in the sentence."""
    lo, hi = sentence
    for m in breaks.finditer(text, sentence[0], sentence[1]):
        if m.end() <= at:
            lo = m.end()
        elif m.start() >= at:
            hi = m.start()
            break
    return lo, hi
