"""A piece of work someone was put on or taken off, said of what others did to them: "My boss
pulled me off the tram depot job and put me on the new hospital wing in Winterthur", "they've
moved Kai onto the loyalty app", "they assigned me to the payments migration".

The learned reader reads "I'm on the fraud model" and "I've been moved onto the checkout
rebuild", where the worker is the subject; said with the worker after the verb ("put me on"),
it read the boss as the worker and the words up to the next verb as the project ("tram depot
job and put me"). Here the worker is the object ("me": the speaker, or a capitalised name) and
the project is the name run after the article (`project_phrase`): put on, moved onto or
assigned to it is `project` asserted; pulled, taken or moved off it is `project` ended. Claims
the readers made on `project` in the sentence give way.

A run that ends on a word of a place, a team, a list or a shift is no project ("put me on the
rota", "moved me to the Leeds office", "put me on the waiting list", "put me on nights"), nor
are a medicine, a diet or a hold ("put me on antibiotics", "put me on hold"): only a run after
"the", "a" or "an" is read at all. Pure; two patterns searched over at most `_READ_CHARS` of
the message (linear).
"""

from __future__ import annotations

import re
from datetime import datetime
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import word_set
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.claim import ClaimAction
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.finding_claim import said_since
from chronofact.extractors.conversation.project_phrase import project_span
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["projects_put_on"]

_READ_CHARS = 1200
SLOT = "project"
_WHO = r"(?P<who>me|(?-i:[A-Z][a-z]+))"
_PUT_ON = re.compile(
    rf"\b(?:put|puts|putting|moved|moves|moving|switched|stuck|popped|shifted)\s+{_WHO}\s+"
    r"(?:on|onto)\s+(?:to\s+)?(?:the|a|an)\s+(?=\w)",
    re.IGNORECASE,
)
_ASSIGNED = re.compile(
    rf"\b(?:assigned|reassigned|transferred|seconded)\s+{_WHO}\s+to\s+(?:the|a|an)\s+(?=\w)",
    re.IGNORECASE,
)
_TAKEN_OFF = re.compile(
    rf"\b(?:pulled|took|taken|moved|switched|rotated|yanked)\s+{_WHO}\s+off\s+(?:the|my)\s+(?=\w)",
    re.IGNORECASE,
)
_NO_PROJECT = word_set(
    "rota list waiting office site branch floor desk room building team squad department ward "
    "unit shift shifts nights days earlies lates hold phone speaker antibiotics meds medication "
    "tablets pills diet drip probation leave notice payroll bench sofa couch train bus plane "
    "flight case call line spot plan course dose"
)
"""The last word of a run that names no project."""
_NAME_WORD = re.compile(r"[\w][\w'’&+-]*")


def _project_after(text: str, at: int) -> tuple[int, int] | None:
    """The span of the project named from `at` (the first word after the article), or None
    when the run names no project."""
    first = _NAME_WORD.match(text, at)
    if first is None:
        return None
    start, end = project_span(text, first.start(), first.end())
    start = max(start, at)
    words = text[start:end].split()
    if not words or words[-1].casefold() in _NO_PROJECT or words[0].casefold() in _NO_PROJECT:
        return None
    return start, end


def _misread(claim: Claim, said: set[tuple[str, str]]) -> bool:
    """A project claim of the sentence that reads the words of a project put on or taken off
    otherwise (the boss read as the worker, "tram depot job and put me" as the project)."""
    if claim.predicate != SLOT or (claim.subject, claim.object or claim.value) in said:
        return False
    words = set(str(claim.object or claim.value or "").casefold().split())
    return any(words & set(project.casefold().split()) for _, project in said)


def _worker(message: Message, m: re.Match[str]) -> str:
    who = m.group("who")
    return str(message.speaker) if who.casefold() == "me" else who


def projects_put_on(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the projects someone was put on or taken off (see the module docstring)."""
    if message.speaker is None:
        return claims
    text = message.text[:_READ_CHARS]
    out = list(claims)
    found: list[tuple[str, ClaimAction, str, tuple[int, int]]] = []
    shapes: tuple[tuple[re.Pattern[str], ClaimAction], ...] = (
        (_TAKEN_OFF, "end"),
        (_PUT_ON, "assert"),
        (_ASSIGNED, "assert"),
    )
    for pattern, action in shapes:
        for m in pattern.finditer(text):
            span = _project_after(text, m.end())
            if span is not None:
                found.append((_worker(message, m), action, text[span[0] : span[1]], span))
    at: datetime = message.observed_at
    said = {(who, project) for who, _, project, _ in found}
    for _, _, _, span in found:
        sentence = sentence_around(text, span[0])
        out, _ = in_place_of(out, sentence, partial(_misread, said=said), at)
    held = {(c.subject, c.action, c.object or c.value) for c in out if c.predicate == SLOT}
    for who, action, project, span in found:
        if (who, action, project) in held:
            continue  # a frame read it the same
        start, end = sentence_around(text, span[0])
        since = said_since(text[start:end], SLOT, at, project)
        out.append(named_claim(who, SLOT, project, action, since, span))
    return out
