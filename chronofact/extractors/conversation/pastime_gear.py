"""A pastime said by what one has of it: "cian's golf swing looks like he's fighting off a wasp",
"my tennis coach moved my lesson", "her netball training is on Tuesdays" (`hobby`). A team, a
club or a league is not such a thing: "my football team lost again" is the team one supports.

The readers read a pastime from doing it ("Cian plays golf"), so a pastime named as the owner
of a swing, a coach or lessons was read as nothing, and the one it replaced stayed the only
one. Here "<my / Name's / his / her> <pastime> <swing / serve / handicap / coach / lessons /
kit / training ...>" gives the owner the pastime, when the word before the thing is a
pastime of the lexicon (`lexicon.category_slot`: golf, tennis, netball) and the sentence does
not give it up ("my old golf clubs are gathering dust", "sold my climbing gear", "swapped his
golf clubs for a pickleball paddle"). Whose: the
speaker for "my", the person named (the message recased; a name still in lower case only when
a claim of the message is about that person: "cian's" is Cian's), the last person fitting "his"
or "her" before it. The owner's pastime read with the thing's word ("Cian does golf swing")
gives way. Pure; one bounded pattern over at most `_READ_CHARS`
of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    PERSON_ROLES,
    category_slot,
)
from chronofact.extractors.conversation.not_names import NOT_SUBJECTS
from chronofact.extractors.conversation.people_before import people_before
from chronofact.extractors.conversation.recase import recased
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["pastimes_by_gear"]

_SLOT = "hobby"
_READ_CHARS = 1200
_GEAR = re.compile(
    r"\b(?P<who>[Mm]y|[Hh]is|[Hh]er|[A-Za-z][a-z][\w-]*['\u2019]s)\s+(?P<p>[a-z][\w-]{2,})\s+"
    r"(?:swing|serve|handicap|backhand|forehand|technique|stroke|lessons?|coach|clubs|racket|"
    r"racquet|kit|boots|training|gear|shoes|buddies|mates)\b"
)
_GIVEN_UP = re.compile(
    r"\b(?:old|used\s+to|gave\s+up|given\s+up|quit|stopped|sold|selling|anymore|any\s+more|"
    r"gathering\s+dust|swapped|swapping|swap|traded|replaced|instead|ditched|binned|donated|"
    r"gave\s+away|ex-?)\b",
    re.IGNORECASE,
)


def _whose(message: Message, text: str, m: re.Match[str], subjects: set[str]) -> str | None:
    who = m.group("who")
    if who.casefold() == "my":
        return message.speaker
    if who.casefold() in ("his", "her"):
        return people_before(message, text, m.start()).pronoun(who.casefold())
    name = who[:-2]
    if name[:1].islower():  # "cian's": a person only when a claim is about Cian
        return name.capitalize() if name.capitalize() in subjects else None
    if name in NOT_SUBJECTS or name in CAPITALISED_NOT_NAMES or name.casefold() in PERSON_ROLES:
        return None
    return name


def pastimes_by_gear(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the pastimes said by what one has of them (see the module docstring)."""
    text = recased(message.text[:_READ_CHARS], message.previous)
    out = list(claims)
    for m in _GEAR.finditer(text):
        pastime = m.group("p").casefold()
        if category_slot(pastime) != _SLOT:
            continue
        start, end = sentence_around(text, m.start())
        if _GIVEN_UP.search(text, start, end):
            continue
        subject = _whose(message, text, m, {c.subject for c in out})
        if not subject:
            continue
        said = [
            c
            for c in out
            if c.subject == subject
            and c.predicate == _SLOT
            and pastime in str(c.object or c.value or "").casefold().split()
        ]
        out = [c for c in out if c not in said]  # "Cian does golf swing": golf
        span = (m.start("p"), m.end("p"))
        out.append(named_claim(subject, _SLOT, pastime, "assert", message.observed_at, span))
    return out
