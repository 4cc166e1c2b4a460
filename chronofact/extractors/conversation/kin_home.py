"""Where a relative lives, said by where they are: "my parents are in Busan", "My dad's in
Toowoomba and doesn't use email", "Mum is still up in Inverness", "my in-laws are down in
Cornwall" (`lives_in`).

The readers read a home from living, staying or being based somewhere, or from "is in X now"; a
relative said to be in a place, the commonest way to say where family lives, was read only when
the learned reader chose it, and it reads one value per message. Here "<my / our> <relative>
[<Name>] is / are / 's [still, both, all, up, down, out, over, back] in <Place>", or a relative
named alone ("Mum's in Leeds"), gives that relative the home, when <Place> is a capitalised
name that is no month, day, year group, ward or department, and the clause does not make it a
stay ("for two weeks", "this weekend", "on holiday", "visiting", "for work", "in hospital").
Not for the speaker, a friend or a partner: "I'm in Paris" and "my wife is in Paris" are as
often a trip. Whose: `<speaker>'s <relation>` in the words the other readers key it by, or the
name said after the relation. A home read for that person already stays; the speaker's home
read of the same place ("Rachel lives in Phoenix") gives way.
Pure; one bounded pattern over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.kin_words import CANONICAL_KIN, KIN_ALIASES
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    FAMILY,
    KIN_ALONE,
    TRIP_SAID,
)
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["kin_homes"]

_SLOT = "lives_in"
_READ_CHARS = 1200

_PARTNERS = frozenset({"husband", "wife", "partner", "married_to", "spouse"})
"""One's partner said to be somewhere is as often away for a while ("my wife is in Paris")."""
_RELATIONS = sorted(
    {
        *(w.replace("_", "-") for w in FAMILY - _PARTNERS),
        *(w for w, plain in KIN_ALIASES.items() if plain.replace("-", "_") in FAMILY - _PARTNERS),
        "folks",
        "in-laws",
        "inlaws",
        "ah ma",
        "ah gong",
        "grandparents",
        "parents",
    },
    key=len,
    reverse=True,
)
_ALONE = sorted(KIN_ALONE, key=len, reverse=True)
_IN_PLACE = re.compile(
    r"(?:(?<![\w'\u2019])(?:[Mm]y|[Oo]ur)\s+(?P<rel>(?i:"
    + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in _RELATIONS)
    + r"))(?:\s+(?P<name>(?-i:[A-Z][a-z]+)))?"
    r"|(?<![\w'\u2019])(?P<alone>(?-i:"
    + "|".join(re.escape(w.capitalize()) for w in _ALONE)
    + r")))"
    r"(?:['\u2019]s|['\u2019]re|\s+is|\s+are)\s+"
    r"(?:(?:still|now|both|all|currently|up|down|out|over|back|home)\s+){0,3}"
    r"in\s+(?P<place>(?-i:[A-Z][\w'\u2019-]+)(?:\s+(?-i:[A-Z][\w'\u2019-]+)){0,2})"
)
_NOT_PLACES = frozenset(
    {
        *CAPITALISED_NOT_NAMES,
        "Year", "Reception", "Grade", "Form", "Class", "Primary", "Secondary", "Uni",
        "University", "College", "School", "Hospital", "A&E", "ICU", "HR", "IT", "Sales",
        "Marketing", "Accounts", "Finance", "Engineering", "Ops", "Operations", "Legal",
        "Admin", "Management", "Charge", "Love", "Heaven", "Christ", "Bed", "Town", "Church",
        "English", "French", "Spanish", "Maths", "Math", "Science", "Labour", "Recovery",
        "Remission", "Rehab", "Care", "Nursery", "Foster", "Prison", "Jail", "Court",
    }
)  # fmt: skip
_STAY = re.compile(
    r"\b(?:for\s+(?:a|an|the|two|three|four|five|six|\d+|few|couple|work|business|"
    r"christmas|easter|ramadan|diwali|eid|summer|winter|now)|this\s+(?:week|weekend|month)|"
    r"today|tonight|tomorrow|till|until|on\s+(?:holiday|vacation|a\s+trip|business)|"
    r"at\s+the\s+moment|right\s+now|hospital|conference|cruise)\b",
    re.IGNORECASE,
)
_AT_SCHOOL = re.compile(r"\s+at\s+(?:the\s+)?(?-i:[A-Z])")
"""A capitalised name right after the place: the class or ward is at it."""
_CLAUSE_END = re.compile(r"[,;.!?()]|\s(?:and|but|so|while|because)\s")


def _subject(message: Message, m: re.Match[str]) -> str | None:
    if m.group("name"):
        return m.group("name")
    word = re.sub(r"\s+", " ", (m.group("rel") or m.group("alone") or "").casefold())
    if not message.speaker:
        return None
    plain = KIN_ALONE.get(word) if m.group("alone") else KIN_ALIASES.get(word, word)
    plain = (plain or word).replace("_", "-")
    if plain in ("inlaws", "in-laws"):
        plain = "in-laws"
    return f"{message.speaker}'s {CANONICAL_KIN.get(plain, plain)}"


def _speakers_misread(message: Message, claim: Claim, place: str) -> bool:
    """The speaker's home read of the relative's place ("My in-laws are in Phoenix" read by
    meaning as "Rachel lives in Phoenix")."""
    return (
        claim.subject == message.speaker
        and claim.predicate == _SLOT
        and str(claim.object or claim.value or "").casefold() == place.casefold()
    )


def kin_homes(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the home of each relative said to be in a place (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    out = list(claims)
    for m in _IN_PLACE.finditer(text):
        place = m.group("place")
        if place.split()[0] in _NOT_PLACES or any(ch.isdigit() for ch in place):
            continue  # "Year 5", "CE2", "P4": a school year, not a place
        if _AT_SCHOOL.match(text, m.end()):
            continue  # "Yasmine is in CE2 at Lycée Lyautey": a class at a school
        end = _CLAUSE_END.search(text, m.end())
        rest = text[m.end() : end.start() if end else len(text)]
        before = text[max(0, m.start() - 40) : m.start()]
        if _STAY.search(rest) or TRIP_SAID.search(rest) or _STAY.search(before):
            continue
        who = _subject(message, m)
        if not who or any(c.subject == who and c.predicate == _SLOT for c in out):
            continue
        span = (m.start("place"), m.end("place"))
        out = [c for c in out if not _speakers_misread(message, c, place)]
        out.append(named_claim(who, _SLOT, place, "assert", message.observed_at, span))
    return out
