"""A value said to hold "since then" / "ever since" / "since" with no time after it holds
from the time said before it in the message.

"derek left in april, I'm under Fatima since", "we broke up in march and i've been seeing Tom
since then", "the wedding was in may. she's lived in Hyderabad ever since": the clause that
states the value names no time of its own (its claim starts at the message time), but its
"since" points back at the last time the message said before the value: Fatima is the manager
from April. Only a claim that starts at the message time is moved, only to a time before the
message, and only when the "since" stands in the claim's sentence ("moved in april. since
then I've been at Asda"); the time is the last one said before that "since".
Linear: one pass of the temporal reader over the message (bounded), one regex pass.
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import MAX_SENTENCE_CHARS, Claim
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.temporal import extract_temporal

__all__ = ["dated_since_then"]

_MAX_CHARS = MAX_SENTENCE_CHARS * 4
_BARE_SINCE = re.compile(
    r"\b(?:since\s+then|ever\s+since\s+then)\b"
    r"|\b(?:ever\s+since|ever\s+after|since)\b"
    r"(?=\s*(?:$|[.,;:!?)\u2014\u2013-]|\s(?:and|but|so|lol|haha|tbh|now|too|tho|though)\b)"
    r"|\s*\W*$)",
    re.IGNORECASE,
)
""""since then" anywhere; "since", "ever since" with nothing after them in their clause."""
_POINTS = frozenset({"point", "since", "range"})


def dated_since_then(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims`, those a bare "since" dates moved to start at the time said before them."""
    text = message.text[:_MAX_CHARS]
    if "since" not in text.casefold() or not claims:
        return claims
    marks = [m.start() for m in _BARE_SINCE.finditer(text)]
    if not marks:
        return claims
    at = message.observed_at
    times = [
        t
        for t in extract_temporal(text, at)
        if t.kind in _POINTS and t.start is not None and t.start < at
    ]
    if not times:
        return claims
    sentences = split_sentences(text)
    out: list[Claim] = []
    for claim in claims:
        start = claim.span[0]
        bounds = next(((s, e) for s, e in sentences if s <= start < e), (0, len(text)))
        marked = [p for p in marks if bounds[0] <= p < bounds[1]]
        before = [t for t in times if marked and t.span[1] <= marked[0]]
        if claim.action != "assert" or not claim.polarity or claim.valid_from != at or not before:
            out.append(claim)
            continue
        out.append(dataclasses.replace(claim, valid_from=before[-1].start))
    return out
