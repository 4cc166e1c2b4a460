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
_HEAD_WORD = r"(?:[Hh]ead|[Dd]irector|VP|vp|[Cc]hief|[Dd]ean|[Pp]rincipal)"
_HEAD_OF_TITLE = re.compile(
    rf"(?:now\s+)?(?:(?P<t>{_HEAD_WORD}\s+of\s+(?:[a-z][a-z-]*|\d{{1,2}})"
    r"(?:\s+(?:[a-z][a-z-]*|\d{1,2})){0,2}?)(?:\s+(?:at|for|with)\s+(?:the\s+)?"
    rf"(?P<o>[A-Z][^,;]*?))?|(?P<h>{_HEAD_WORD})\s+of\s+(?:the\s+)?(?P<o2>[A-Z][^,;]*?))"
    r"(?:\s+(?:now|again|these\s+days|since\b[^,;]*|as\s+of\b[^,;]*))?\s*[.!]*\s*(?:$|[,;])"
)
"""A title that heads a field ("head of science at Kingsbridge School", "director of
operations", "VP of sales", "head of year 9"): the field is any word, the head word says it
is a job. Heading a place by its name is the job there ("principal of Hillside Primary")."""
_FIELD_AT = re.compile(
    r"(?P<f>[A-Z][\w-]*(?:\s+(?:and\s+)?[A-Z][\w-]*){0,2})\s+(?:at|for|with)\s+(?:the\s+)?"
    r"(?P<o>[A-Z].*)"
)
_PLACE_WORD = re.compile(
    r"\b(?:School|Primary|Academy|College|University|Nursery|High|Hospital|Trust|Clinic|"
    r"Museum|Library|Bank|Council|Institute|Centre|Center|Ltd|Inc|Group)$"
)
"""A place by the last word of its name: what one can be the head of by name."""
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
    head = _HEAD_OF_TITLE.match(rest)
    if head is not None:
        title = " ".join((head.group("t") or head.group("h")).split())
        title = "VP" + title[2:] if title[:2] == "vp" else title
        org = trim_object(head.group("o") or head.group("o2") or "")
        if head.group("o2"):
            field_at = _FIELD_AT.match(org)
            if field_at:  # "Head of Science at Kingsbridge": a field in capitals, then where
                title, org = f"{title} of {field_at.group('f')}", trim_object(field_at.group("o"))
            elif not _PLACE_WORD.search(org):  # "Dean of Students": the field, not a place
                title, org = f"{title} of {org}", ""
        if not any(w in _NOT_TITLE_WORDS for w in title.split()[2:]):
            out = [Finding("occupation", title, "assert", base + len(rest), literal=True)]
            return out + ([Finding("works_at", org, "assert", base + len(rest))] if org else [])
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
