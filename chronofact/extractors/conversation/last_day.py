"""An employer's end dated by the last day said beside it: "handed in my notice, my last day is
the 30th", "resigned from Deloitte! last day's friday", "quit, my last day will be 28 feb".

Found using the product (sixteenth session): the end of the job was dated at the message, so
"where does she work?" asked between the message and the last day already had no employer.
The time right after "last day (at X) is / 's / will be / :" dates the speaker's works_at end
claims of the message (pure; applied to every message's claims, whatever read them). Only an
end already read is dated: a last day alone ("last day of the holiday is friday") ends
nothing. Linear: one bounded search per message.
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.temporal import start_right_after

__all__ = ["dated_last_day"]

_READ_CHARS = 400
_LAST_DAY = re.compile(
    r"\blast\s+(?:ever\s+)?(?:day|shift)(?:\s+(?:at|with)\s+[\w&'.-]+(?:\s+[A-Z][\w&'.-]*){0,2})?"
    r"(?:\s+(?:is|will\s+be|would\s+be|shall\s+be)|['\u2019]s|\s*:)\s+",
    re.IGNORECASE,
)


def dated_last_day(message: Message, claims: list[Claim]) -> list[Claim]:
    """The claims with the speaker's employer ends dated by the last day said (see the
    module docstring)."""
    ends = [
        i
        for i, c in enumerate(claims)
        if c.action == "end" and c.predicate == "works_at" and c.subject == message.speaker
    ]
    if not ends:
        return claims
    text = message.text[:_READ_CHARS]
    cue = _LAST_DAY.search(text)
    if cue is None:
        return claims
    when = start_right_after(text, message.observed_at, cue.end() - 1)
    if when is None or when < message.observed_at.replace(hour=0, minute=0, second=0):
        return claims  # a last day gone by is said as such ("my last day was ..."): left
    out = list(claims)
    for i in ends:
        out[i] = dataclasses.replace(out[i], valid_from=when)
    return out
