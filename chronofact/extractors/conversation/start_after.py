"""A new job's start said in the message after the one naming the job: "my brother Kofi got a
new job at Deloitte" / "he starts on the 1st of june" (pure).

The later message names no employer; its start word and the time right after it date the job
the speaker's previous message named for the person it points to ("he", "she", "they" for the
one other person given a new employer there; "I" for the speaker). The previous message is read
again by the rules (frames only) only when such a start is said and nothing in the message
names a job: the cost is one short read, rarely."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.temporal import start_right_after

__all__ = ["started_after"]

_OPENING = re.compile(
    r"\s*(?:(?:and|so|oh|also|yeah|yes|ya|lol|haha)\b[\s,!.]*)*"
    r"(?P<who>he|she|they|i)(?:\s+(?:officially|finally|actually))?\s+"
    r"(?:starts?|begins?|joins?|is\s+starting|['\u2019]s\s+starting|['\u2019]m\s+starting|"
    r"am\s+starting|resumes?)\b",
    re.IGNORECASE,
)
"""The message opens on who starts: "he starts on the 1st of june", "she's starting monday"."""
_READ_CHARS = 200


def started_after(
    message: Message, claims: list[Claim], read: Callable[[Message], Sequence[Claim]]
) -> list[Claim]:
    """`claims` and, when the message opens on a pronoun starting at a time said right after
    and the speaker's previous message (read by `read`) gave exactly one person (the speaker
    for "I") a new employer, that job again from that time (its statement as read there)."""
    previous, speaker = message.previous, message.speaker
    opening = _OPENING.match(message.text[:_READ_CHARS])
    if opening is None or previous is None or speaker is None or previous.speaker != speaker:
        return claims
    if any(c.predicate == "works_at" for c in claims):
        return claims
    start = start_right_after(message.text[:_READ_CHARS], message.observed_at, opening.end())
    if start is None:
        return claims
    first = opening.group("who").lower() == "i"
    jobs = [
        c
        for c in read(previous)
        if c.predicate == "works_at"
        and c.action == "assert"
        and c.polarity
        and c.object
        and (c.subject == speaker) == first
    ]
    if len({c.subject for c in jobs}) != 1:
        return claims  # nobody, or two people given jobs: whose start is unsure
    job = jobs[-1]
    span = (opening.start("who"), opening.end())
    return [*claims, dataclasses.replace(job, valid_from=start, valid_to=None, span=span)]
