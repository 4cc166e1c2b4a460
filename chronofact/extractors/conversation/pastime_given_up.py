"""A pastime given up in words that do not name it, beside a new one: the new one takes the
place of the ones before (pure; applied to every message's claims, whatever read them).

A hobby is a slot of several values, so a new one is added beside the old unless the message
says one gave way. Chat often says that of the old pastime by a thing of it, or by nothing at
all: "gave the wheel up after the spring term, it's been sea swimming since May", "Dayo don
drop camera, na golf be him thing since June", "my whole thing is pickleball now. the yarn is
collecting dust", "badminton stop already, doing pickleball at Bishan", "No more 5-a-side, my
knee. I'm into chess now", "Climbing's over for me ... sailing instead". Such a message ends
the subject's hobbies (an end with no value, as "instead" does) when it asserts a new one, says
a giving-up word, and that word lies in no claim of another slot ("quit my job, took up
pottery" gives up the job, not a pastime). Linear: one bounded regex pass over the message.
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import MAX_SENTENCE_CHARS, Claim
from chronofact.extractors.conversation.statements import render

__all__ = ["pastime_ends"]

_GIVEN_UP = re.compile(
    r"\b(?:gave|given|giving|give)\s+(?:(?:the|my|his|her|their|up)\s+)?(?:[\w'-]+\s+){0,2}?up\b"
    r"|\b(?:dropped|drop|ditched|quit|stopped|stop|packed\s+in|hung\s+up|abandoned)\b"
    r"|\bon\s+(?:pause|hold|ice)\b|\bpaused\b|\bcollecting\s+dust\b"
    r"|\b(?:take|takes|took|taking|taken)\s+(?:a\s+)?back\s*seat\b|\bno\s+more\b"
    r"|\bdone\s+with\b|\bmoved\s+on\s+from\b"
    r"|(?:['\u2019]s|\bis)\s+(?:over|done|history|finished)\b",
    re.IGNORECASE,
)
_NEGATED = re.compile(
    r"\b(?:can't|cant|can\s*not|couldn't|couldnt|won't|wont|never|don't|dont|didn't|didnt|"
    r"not|no\s+way\s+i'?(?:d|ll))\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)
"""A giving-up word said negated: "I can't stop thinking about the screenplay", "never quit"."""
_HOBBY = "hobby"
_MAX_CHARS = MAX_SENTENCE_CHARS * 4


def _inside(pos: int, claims: list[Claim]) -> bool:
    """A claim of another slot than a hobby covers `pos`: the word is that claim's."""
    return any(c.predicate != _HOBBY and c.span[0] <= pos < c.span[1] for c in claims)


def pastime_ends(message: Message, claims: list[Claim]) -> list[Claim]:
    """The claims, with an end of the subject's hobbies before a new one when the message
    gives a pastime up in words that do not name it (see the module docstring)."""
    new = [c for c in claims if c.predicate == _HOBBY and c.action == "assert" and c.polarity]
    if not new:
        return claims
    ended = {c.subject for c in claims if c.predicate == _HOBBY and c.action == "end"}
    text = message.text[:_MAX_CHARS]
    cues = [
        m
        for m in _GIVEN_UP.finditer(text)
        if not _inside(m.start(), claims) and not _NEGATED.search(text, 0, m.start())
    ]
    if not cues:
        return claims
    out = list(claims)
    for c in new:
        if c.subject in ended:
            continue
        ended.add(c.subject)
        out.insert(  # before the new value, as "instead" does: the end is of the ones before
            out.index(c),
            dataclasses.replace(
                c,
                object=None,
                value=None,
                action="end",
                span=(cues[0].start(), cues[0].end()),
                valid_to=None,
                statement=render(c.subject, c.predicate, None, "end", True),
            ),
        )
    return out
