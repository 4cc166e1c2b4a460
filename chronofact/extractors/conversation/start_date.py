"""A new job's start said beside it: "got an offer from Flipkart, joining june 2nd", "accepted
the Flipkart offer! start date is june 2", "accepted an offer at Flipkart, I start in june".
The time after the start word is when the new employer starts: it dates the speaker's employer
claim (or makes one, from "offer from/at X" or "the X offer"), and is no deadline or meeting
of the speaker's (pure; applied to every message's claims, whatever read them).

A move's time said after its word dates the speaker's new home likewise ("found a flat in
Lavapies, moving on the 1st of september").

Only the speaker's own start, only with a time right after the start word, and only with an
employer the message names; patterns are anchored or bounded, so the cost is linear.

Someone else's start said after their new job in the same message dates that job too ("Ines
got the job at the Whittington, she starts on the children's ward in September"; "My brother
got a job at Ocado, he starts in March": not a deadline "March"), when exactly one other
person is given a job before "he / she / they starts" and a time follows within a few words
of the same sentence."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.extract import conversation_claims
from chronofact.extractors.conversation.finding_claim import finding_claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.start_after import started_after
from chronofact.extractors.temporal import TemporalMention, extract_temporal

__all__ = ["dated_start"]

_READ_CHARS = 400
_START = re.compile(
    r"\b(?:(?:i|I)\s+(?:start|begin)|(?:start|starting|joining|beginning)(?:\s+date\s+is)?|"
    r"first\s+day\s+is|start\s+date(?:\s+is|:)?|(?:job|role|contract|position)\s+"
    r"(?:starts|begins))\s+",
    re.IGNORECASE,
)
_ORG = r"[A-Z][\w&'-]*(?:\.[\w&'-]+)*(?:\s+[A-Z][\w&'-]*(?:\.[\w&'-]+)*){0,3}"
"""A name of up to four capitalised words, a dot only inside a word ("Booking.com"): "Pret. I
start" is Pret (twenty-first session, using the product)."""
_OFFER = re.compile(
    rf"\b(?:offer|job|role|position)\s+(?:from|at|with)\s+(?P<o>{_ORG})"
    rf"|\b(?:the|an?|my)\s+(?P<o2>{_ORG})\s+(?:offer|job)\b"
)
_TIME_SLOTS = frozenset({"deadline", "meeting_time"})


def _start_time(
    text: str, mentions: Sequence[TemporalMention]
) -> tuple[re.Match[str], TemporalMention] | None:
    """The start word and the time said right after it ("joining june 2nd", "start date is
    june 2")."""
    for cue in _START.finditer(text):
        for m in mentions:
            if m.start is not None and cue.start() <= m.span[0] <= cue.end() + 3:
                return cue, m
    return None


_STOP = re.compile(r"[.!?]\s")


def _beside(text: str, claim: Claim, cue: re.Match[str]) -> bool:
    """The claim's value is said in the start word's sentence."""
    at = text.find(claim.object or claim.value or "\0")
    lo, hi = sorted((at, cue.start()))
    return at >= 0 and _STOP.search(text, lo, hi) is None


def dated_start(message: Message, claims: list[Claim]) -> list[Claim]:
    """The claims with the speaker's new job dated by the start said beside it (see the
    module docstring), and the speaker's new home by the move's time (`dated_move`)."""
    claims = started_after(message, claims, conversation_claims)  # "he starts on the 1st"
    return dated_move(message, _dated_their_job(message, _dated_job(message, claims)))


def _dated_job(message: Message, claims: list[Claim]) -> list[Claim]:
    text, speaker = message.text[:_READ_CHARS], message.speaker
    if speaker is None or not _START.search(text):
        return claims
    found = _start_time(text, extract_temporal(text, message.observed_at))
    if found is None or found[1].start is None:
        return claims
    cue, start = found
    offer = _OFFER.search(text)
    said = start.text.casefold()
    out = _without_the_start(claims, speaker, said)
    jobs = [
        i
        for i, c in enumerate(out)
        if c.subject == speaker
        and c.predicate == "works_at"
        and c.action == "assert"
        and _beside(text, c, cue)
    ]
    if jobs:
        for i in jobs:
            out[i] = dataclasses.replace(out[i], valid_from=start.start)
        return out
    if offer is None:
        return claims if len(out) == len(claims) else out
    org = offer.group("o") or offer.group("o2")
    for i, c in enumerate(out):  # "the role at Pret. I start 2 June": Pret, read already
        if (
            c.subject == speaker
            and c.predicate == "works_at"
            and c.action == "assert"
            and (c.object or c.value or "").casefold() == org.casefold()
        ):
            out[i] = dataclasses.replace(c, valid_from=start.start)
            return out
    job = Finding("works_at", org, "assert", offer.end())
    span = (offer.start(), offer.end())
    return [*out, finding_claim(speaker, job, org, "assert", True, start.start, None, span, True)]


_THEIR_START = re.compile(
    r"\b(?:he|she|they)\s+(?:(?:officially|finally)\s+)?(?:starts|begins|is\s+starting|"
    r"['\u2019]s\s+starting|will\s+start|starts\s+work)\s+",
    re.IGNORECASE,
)
"""Someone else's start said after their new job in the same message ("My brother got a job at
Ocado, he starts in March")."""
_THEIR_START_REACH = 40
"""How far after the start word its time may be ("she starts on the children's ward in
September")."""


def _dated_their_job(message: Message, claims: list[Claim]) -> list[Claim]:
    """The claims with the one other person's new job dated by "he/she starts ... <time>" said
    after it in the message, and that time no deadline or meeting of theirs."""
    text, speaker, at = message.text[:_READ_CHARS], message.speaker, message.observed_at
    cue = _THEIR_START.search(text)
    if cue is None:
        return claims
    jobs = [
        i
        for i, c in enumerate(claims)
        if c.subject != speaker
        and c.predicate == "works_at"
        and c.action == "assert"
        and c.polarity
        and c.valid_from == at
        and 0 <= text.find(c.object or c.value or "\0") < cue.start()
    ]
    if len({claims[i].subject for i in jobs}) != 1:
        return claims  # nobody, or two people given jobs: whose start is unsure
    stop = _STOP.search(text, cue.end())
    reach = min(cue.end() + _THEIR_START_REACH, stop.start() if stop else len(text))
    start = next(
        (
            m
            for m in extract_temporal(text, at)
            if m.kind == "point" and m.start is not None and cue.end() <= m.span[0] <= reach
        ),
        None,
    )
    if start is None or start.start is None:
        return claims
    who, said = claims[jobs[0]].subject, start.text.casefold()
    out = list(claims)
    for i in jobs:
        out[i] = dataclasses.replace(out[i], valid_from=start.start)
    return _without_the_start(out, who, said)


def _without_the_start(claims: list[Claim], who: str, said: str) -> list[Claim]:
    """`claims` without a deadline or meeting of `who` read from the start's time `said`."""
    return [
        c
        for c in claims
        if not (c.subject == who and c.predicate in _TIME_SLOTS and _same(c, said))
    ]


def _same(claim: Claim, said: str) -> bool:
    value = (claim.value or claim.object or "").casefold()
    return bool(value) and (value in said or said.endswith(value))


_MOVE = re.compile(
    r"\b(?:moving(?:\s+(?:in|out|day\s+is))?|(?:we|i|I)\s+move(?:\s+in)?|move(?:-|\s+)in"
    r"(?:\s+date)?(?:\s+is)?|the\s+move\s+is)\s+",
    re.IGNORECASE,
)
"""A move's date said after its word ("..., moving on the 1st of september", "we move in
june", "move-in date is the 3rd")."""


def dated_move(message: Message, claims: list[Claim]) -> list[Claim]:
    """The claims with the speaker's new home dated by a move's time said anywhere in the
    message ("so I'm moving to Madrid!! found a flat, moving on the 1st of september": Madrid
    from September 1st); a time already read for it stays."""
    text, speaker, at = message.text[:_READ_CHARS], message.speaker, message.observed_at
    if speaker is None or not _MOVE.search(text):
        return claims
    homes = [
        i
        for i, c in enumerate(claims)
        if c.subject == speaker
        and c.predicate == "lives_in"
        and c.action == "assert"
        and c.polarity
        and c.valid_from == at
    ]
    if not homes:
        return claims
    mentions = [m for m in extract_temporal(text, at) if m.kind == "point" and m.start]
    for cue in _MOVE.finditer(text):
        for m in mentions:
            if cue.start() < m.span[0] <= cue.end() + 3 and m.start is not None:
                out = list(claims)
                for i in homes:
                    out[i] = dataclasses.replace(out[i], valid_from=m.start)
                return out
    return claims
