"""The speaker's employer said by its office on the way to work: "two hours from Ajah to the
Andela office this morning", "the bus into the Skyscanner office was packed". The organisation
named before "office", "HQ", "depot", "plant" or "campus", after "to / into the" (the way to
work), is where the speaker works, when the sentence speaks in the first person ("Tunde moved
to the Lagos headquarters" is Tunde's), has no word of a visit ("interview", "visiting",
"tour", "meeting with", "delivery") and no claim of the message already gives the speaker an
employer. An office one is at ("my colleague at the Leeds office") is no employer here.

Pure; one regex pass over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.not_names import NOT_SUBJECTS
from chronofact.extractors.conversation.statements import named_claim, unclaimed_speaker

__all__ = ["offices_named", "visited_offices"]

_READ_CHARS = 600
_OFFICE = re.compile(
    r"\b(?:to|into)\s+the\s+"
    r"(?P<org>(?-i:[A-Z][\w&'’-]*)(?:\s+(?-i:[A-Z][\w&'’-]*)){0,2})\s+"
    r"(?:office|offices|HQ|headquarters|depot|plant|campus|factory)\b",
    re.IGNORECASE,
)
_VISIT = re.compile(
    r"\b(?:interview\w*|visit\w*|tour|meeting\s+with|deliver\w*|drop(?:ped)?\s+off|pick(?:ed)?"
    r"\s+up|client|clients|customer|parcel|package|lost\s+property)\b",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(r"\b(?:i|i['’]m|i['’]ve|me|my|we|we['’]re|us|our)\b", re.IGNORECASE)
_SOMEONE_ELSE = re.compile(r"\b(?:he|she|they|he['’]s|she['’]s|they['’]re)\b", re.IGNORECASE)
_NOT_ORGS = frozenset({"head", "main", "new", "old", "post", "home", "box", "ticket", "tax"})


def offices_named(message: Message, found: list[Claim]) -> list[Claim]:
    """The speaker's employer said by its office (see the module docstring)."""
    speaker = unclaimed_speaker(message.speaker, found, ("works_at",))
    if speaker is None:
        return []
    text = message.text[:_READ_CHARS]
    for m in _OFFICE.finditer(text):
        org = " ".join(m.group("org").split())
        first = org.split()[0]
        if first.casefold() in _NOT_ORGS or first in NOT_SUBJECTS:
            continue
        start, end = sentence_around(text, m.start())
        if _VISIT.search(text, start, end) or not _FIRST_PERSON.search(text, start, end):
            continue  # "Tunde moved to the Lagos headquarters": Tunde's, not the speaker's
        clause = max(start, *(text.rfind(c, 0, m.start()) + 1 for c in ",;:"))
        if _SOMEONE_ELSE.search(text, clause, m.start()):
            continue  # "Deepak isn't my boss any more, he moved to the Hyderabad office"
        span = (m.start("org"), m.end("org"))
        return [named_claim(speaker, "works_at", org, "assert", message.observed_at, span)]
    return []


_AT_OFFICE = re.compile(
    r"\b(?:at|to|into|outside|from)\s+the\s+"
    r"(?P<org>(?-i:[A-Z][\w&'\u2019-]*)(?:\s+(?-i:[A-Z][\w&'\u2019-]*)){0,2})\s+"
    r"(?:office|offices|HQ|headquarters|depot|plant|campus|factory|branch|warehouse)\b",
    re.IGNORECASE,
)


def visited_offices(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` without an employer read of an office visited ("had an interview at the
    Andela office today", "dropped off a parcel at the DHL depot"): a visit's words in the
    sentence say the place is no workplace of the speaker's."""
    text = message.text[:_READ_CHARS]
    out = claims
    for m in _AT_OFFICE.finditer(text):
        start, end = sentence_around(text, m.start())
        if not _VISIT.search(text, start, end):
            continue
        said = m.group().casefold()
        out = [
            c
            for c in out
            if not (
                c.predicate == "works_at"
                and c.action == "assert"
                and start <= c.span[0] < end
                and (c.object or c.value or "").casefold() in said
                and (c.object or c.value)
            )
        ]
    return out
