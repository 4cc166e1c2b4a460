"""A sentence that opens with the event that changed things, then says who ("After the
divorce I started dating Ines", "Since the breakup we've been ...", "Following my transfer,
I ..."): the change cue sits in a leading time phrase, so the subject is the first word after
it, not a word before the cue (`change_meaning._about`)."""

from __future__ import annotations

import re

__all__ = ["speaker_after_event"]

_LEAD = re.compile(
    r"^\W*(?:so\s+|and\s+|well\s+)?(?:after|since|following|post)\s+(?:the|my|our|that)?\s*$",
    re.IGNORECASE,
)
"""Only the time phrase's opening stands before the cue ("After the", "Since my")."""
_SPEAKER_NEXT = re.compile(
    r"^\W*(?:\w+\W+){0,2}?(?:i|i'm|i've|im|ive|we|we're|we've)\b", re.IGNORECASE
)
"""The cue's phrase ends within two words and the speaker is the subject ("divorce I",
"breakup last year, we")."""
_OTHER_SUBJECT = re.compile(r"^\W*(?:\w+\W+){0,2}?(?:my|our|his|her|their|he|she|they)\b", re.I)


def speaker_after_event(before: str, after: str) -> bool:
    """`before` (the words before the cue) is only a leading "after/since the" and `after`
    (the words after it) goes on with the speaker as subject, not someone of theirs."""
    if not _LEAD.match(before):
        return False
    return _SPEAKER_NEXT.match(after) is not None and _OTHER_SUBJECT.match(after) is None
