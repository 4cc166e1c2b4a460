"""Offset-preserving masking of a sentence before the rules see it.

Temporal mentions (see :mod:`chronofact.extractors.temporal`, with a word that leads one:
"back in March") and negation cues ("not", "n't",
"never", "no longer", "no more", "don't", "anymore") are replaced by spaces, so the rules match
the bare statement and every offset still points into the original sentence.  A negation cue
inside a capitalised title ("Don't Be Cruel") is left alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronofact.extractors.temporal import TemporalMention

__all__ = ["MaskedSentence", "mask_sentence"]

_NEGATION_RE = re.compile(
    r"\b(?:do|does|did)\s*n[o']t\b|\b(?:don|doesn|didn)['\u2019]t\b"
    r"|\b(?:won['\u2019]t|can['\u2019]t|cannot|shan['\u2019]t)\b"
    r"|(?<=[a-z])n['\u2019]t\b"
    r"|\bnot\b|\bnever\b|\bNever\b|\bno\s+longer\b|\bno\s+more\b"
)
_SOFT_MASK_RE = re.compile(r"\bany\s*more\b")
_TIME_LEAD_RE = re.compile(
    r"(?:\b(?:way\s+)?back|\bearly|\blate|\bsometime|\baround|\bright|\bjust)\s*,?\s*$",
    re.IGNORECASE,
)
"""Words that lead a time and belong to it ("Back in March", "Early in 2024"): masked with it,
or a capitalised one would read as a name ("Back I moved to Leeds")."""


@dataclass(frozen=True)
class MaskedSentence:
    """The masked sentence text and the spans of the negation cues that were masked."""

    text: str
    negation_spans: list[tuple[int, int]]


def _mask(chars: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        chars[i] = " "


def _in_title(text: str, start: int, end: int) -> bool:
    """A capitalised cue followed by a capitalised word ("Don't Be Cruel")."""
    w = start
    while w > 0 and not text[w - 1].isspace():
        w -= 1
    if not text[w : w + 1].isupper():
        return False
    nxt = re.match(r"\s+(\S+)", text[end:])
    return bool(nxt and nxt.group(1)[:1].isupper() and nxt.group(1) != "I")


def mask_sentence(sentence: str, mentions: list[TemporalMention]) -> MaskedSentence:
    """Mask the temporal mentions, then the negation cues, of ``sentence``."""
    chars = list(sentence)
    for mm in mentions:
        lead = _TIME_LEAD_RE.search(sentence, max(0, mm.span[0] - 16), mm.span[0])
        _mask(chars, lead.start() if lead else mm.span[0], mm.span[1])
    neg_spans: list[tuple[int, int]] = []
    masked_so_far = "".join(chars)
    for nm in _NEGATION_RE.finditer(masked_so_far):
        if _in_title(masked_so_far, nm.start(), nm.end()):
            continue
        _mask(chars, nm.start(), nm.end())
        neg_spans.append(nm.span())
    for sm in _SOFT_MASK_RE.finditer(masked_so_far):
        _mask(chars, sm.start(), sm.end())
    return MaskedSentence("".join(chars), neg_spans)
