"""A job title said without an article: "I'm head chef", "I'm senior engineer now at MTN",
or alone after a promotion ("got promoted!! senior data analyst as of last week")."""

from __future__ import annotations

import re

from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import (
    JOB_WORDS,
    TITLE_ABBREVIATIONS,
)
from chronofact.extractors.conversation.trim import trim_object

__all__ = ["bare_title"]

_NOT_TITLE_WORDS = frozenset(
    ["so", "too", "very", "not", "just", "the", "a", "an", "my", "in", "on", "at", "of", "to"]
)
_BARE_TITLE = re.compile(
    r"(?:now\s+)?(?P<t>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}?(?:\s+[A-Z]{2,4})?)(?:\s+(?:at|for|with)\s+"
    r"(?:the\s+)?(?P<o>[A-Z][^,;]*?))?(?:\s+(?:now|again|these\s+days|since\b[^,;]*|as\s+of\b[^,;]*))?"
    r"(?:\s+(?:at|for|with)\s+(?:the\s+)?(?P<o2>[A-Z][^,;]*?))?\s*[.!]*\s*(?:$|[,;])"
)
_UNSURE_ALONE = frozenset(
    re.findall(
        r"\w+",
        "head chief lead partner principal associate executive assistant rep agent owner driver "
        "officer director planner operator founder mentor specialist coordinator",
    )
)
"""A title said without an article ("I'm head chef", "I'm senior engineer now at MTN");
one word alone only when it is a plain profession ("I'm nurse"), never "I'm head"."""


def bare_title(rest: str, base: int) -> list[Finding]:
    """The occupation (and employer, when named) of `rest`, what follows "I'm" or stands alone
    at clause offset `base`; [] unless its last word is a known profession or role title."""
    m = _BARE_TITLE.match(rest)
    if m is None:
        return []
    words = m.group("t").split()
    last = words[-1]
    known = last in JOB_WORDS or last in TITLE_ABBREVIATIONS
    if not known or (len(words) == 1 and last in _UNSURE_ALONE):
        return []
    if any(w in _NOT_TITLE_WORDS for w in words):
        return []
    out = [Finding("occupation", " ".join(words), "assert", base + len(rest), literal=True)]
    org = trim_object(m.group("o") or m.group("o2") or "")
    if org:
        out.append(Finding("works_at", org, "assert", base + len(rest)))
    return out
