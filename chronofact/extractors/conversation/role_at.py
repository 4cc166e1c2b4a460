"""Where the speaker works or studies, said by someone of theirs there: "My supervisor at UCL
wants a chapter draft by Friday", "my line manager at Deloitte keeps booking 8am calls".

The readers give the place to the one named ("the supervisor works at UCL"), which is true but
not what the sentence says of the speaker: one's own manager, colleague, tutor or supervisor
*at* a place puts the speaker there. Read here, in statements and questions alike:

- "my (new) <work role> at <Org>" (boss, manager, line manager, team lead, colleague(s),
  coworker(s), teammates, mentor): the speaker works at <Org>;
- "my (new) <study role> at <Org>" (tutor, lecturer, professor, teacher, classmates): the
  speaker studies at <Org>; a supervisor is a study role when the place is a school by its
  words (`category_slot`) or the message speaks of study (a thesis, a chapter draft, a PhD,
  a module ...), else a work role.

The same said of someone named puts them there: "Arjun's class teacher at Greenfield Academy"
(Arjun studies there), "Tom's line manager at Aviva". Never an old, former, previous or ex one
("my old boss at Tesco"), someone unnamed's ("my sister's manager at Aldi"), a time ("my
manager at the time"), a site of the place ("my colleague at the Leeds office": where, not
whom one works for), or a slot the message already gives the speaker.

One's carer said to be at a place is that place: "My dentist is at Parkview Dental" is the
speaker's dentist (the readers had made it the dentist's doctor), "my hairdresser's at Toni
and Guy now" the hairdresser.

The time is the message's, the confidence that of a thing said in passing. Pure; two patterns
searched once each over at most `_READ_CHARS` (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, category_slot
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["places_of_roles"]

CONFIDENCE = 0.6
_READ_CHARS = 2000
_WORK_ROLES = (
    r"boss|manager|line\s+manager|team\s+lead|team\s+leader|colleagues?|co-?workers?|"
    r"teammates?|mentor"
)
_STUDY_ROLES = (
    r"tutor|lecturer|professor|prof|classmates?|course\s*mates?|(?:class\s+|form\s+)?teacher|"
    r"head\s*teacher|form\s+tutor"
)
_ORG = (
    r"(?P<org>(?:the\s+)?[A-Z][\w&'’.-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w&'’.-]*){0,3})"
    r"(?![\w&'’.-])"
)
_ROLE_AT = re.compile(
    r"(?<![\w'’])(?:[Mm]y|[Oo]ur|(?P<who>[A-Z][a-z]+(?:-[A-Z][a-z]+)?)['’]s)\s+(?:new\s+)?"
    r"(?P<role>(?i:"
    + _WORK_ROLES
    + "|"
    + _STUDY_ROLES
    + r"|supervisor))\s+at\s+"
    + _ORG
    + r"(?!\s+(?:office|offices|branch|site|store|shop|campus|depot|warehouse|plant|hub|HQ|"
    r"headquarters|location|clinic|hospital|ward)\b)"
)
_NO_ONES_ROLE_AT = re.compile(
    r"(?<![\w'\u2019])(?:[Tt]he|[Aa]n?|[Tt]hat|[Tt]his|[Ss]ome)\s+(?:new\s+)?"
    r"(?P<role>(?i:" + _WORK_ROLES + "|" + _STUDY_ROLES + r"|supervisor|nurse|doctor|receptionist|"
    r"driver|guy|lady|woman|man|cashier|staff))\s+at\s+" + _ORG
)
"""Someone of no one's at a place ("The teacher at Eton", "the guy at the Apple store"): the
place is nobody's workplace or school here."""
_BEING = re.compile(
    r"(?:\b(?:am|is|are|was|were|be|been|being|became|become|becoming|as)|['\u2019](?:m|s|re))\s+$",
    re.IGNORECASE,
)
_CARER_AT = re.compile(
    r"(?<![\w'’])(?:[Mm]y|[Oo]ur)\s+(?P<carer>dentist|GP|doctor|vet|physio|physiotherapist|"
    r"optician|hairdresser|barber)(?:\s+is|['’]s)\s+(?:now\s+)?(?:at|with)\s+" + _ORG
)
""""My dentist is at Parkview Dental": the practice is the speaker's carer."""
_CARER_SLOTS = {"gp": "doctor", "physio": "doctor", "physiotherapist": "doctor"}
_STUDY = re.compile(rf"^(?:{_STUDY_ROLES})$", re.IGNORECASE)
_STUDY_WORDS = re.compile(
    r"\b(?:thesis|dissertation|chapter|phd|masters|master's|msc|\bma\b|module|seminar|lecture|"
    r"essay|coursework|viva|research\s+proposal|uni|university|degree)\b",
    re.IGNORECASE,
)


def _slot(role: str, org: str, text: str) -> str:
    if _STUDY.match(role) or category_slot(org) == "studies_at":
        return "studies_at"
    if role.casefold() == "supervisor" and _STUDY_WORDS.search(text):
        return "studies_at"
    return "works_at"


def _org(m: re.Match[str]) -> str:
    """The place matched, without "the" or a full stop after it."""
    return re.sub(r"^the\s+", "", m.group("org")).rstrip(".")


def _part_of(claim: Claim, org: str, m: re.Match[str]) -> bool:
    """A claim read from the match of a piece of the place's name ("Toni" of "Toni and Guy",
    "Spencer" of "Marks and Spencer")."""
    value = claim.object or claim.value or ""
    return bool(value) and value != org and value in org and m.start() <= claim.span[0] < m.end()


def places_of_roles(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the speaker's place of work or study said by someone of theirs there
    (see the module docstring)."""
    speaker = message.speaker
    text = message.text[:_READ_CHARS]
    if not speaker or " at " not in text:
        return claims
    out = list(claims)
    for m in _CARER_AT.finditer(text):
        carer = m.group("carer").casefold()
        slot = _CARER_SLOTS.get(carer, carer)
        org = _org(m)
        if org.split()[0] in CAPITALISED_NOT_NAMES:
            continue
        owned = f"{speaker}'s {carer}"
        out = [c for c in out if not (c.subject == owned and c.span[0] < m.end())]
        out = [c for c in out if not _part_of(c, org, m)]
        if not any(c.subject == speaker and c.predicate == slot for c in out):
            span = (m.start(), m.end())
            out.append(named_claim(speaker, slot, org, "assert", message.observed_at, span))
    for m in _NO_ONES_ROLE_AT.finditer(text):
        if _BEING.search(text, max(0, m.start() - 30), m.start()):
            continue  # "I'm a teacher at Eton now", "a job as a nurse at the Royal Free"
        org = _org(m)
        theirs = (speaker, f"{speaker}'s {' '.join(m.group('role').casefold().split())}")
        out = [
            c
            for c in out
            if not (
                c.subject in theirs
                and c.predicate in ("works_at", "studies_at")
                and m.start() <= c.span[0] < m.end()
                and (c.object or c.value or "") in org
            )
        ]
    for m in _ROLE_AT.finditer(text):
        org = _org(m)
        if org.split()[0] in CAPITALISED_NOT_NAMES or re.search(r"['’]s$", org):
            continue
        kind = category_slot(org)
        if kind not in (None, "works_at", "studies_at"):
            continue  # a thing of a slot of its own
        who = m.group("who") or speaker
        if who in CAPITALISED_NOT_NAMES:
            continue  # "The manager at ..." is no one's
        slot = _slot(" ".join(m.group("role").split()), org, text)
        out = [c for c in out if not _part_of(c, org, m)]
        if any(c.subject == who and c.predicate == slot for c in out):
            continue
        span = (m.start(), m.end())
        out.append(named_claim(who, slot, org, "assert", message.observed_at, span, CONFIDENCE))
    return out
