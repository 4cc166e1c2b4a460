"""Who a ticket, bug or case is with, said of it by its id: "BUG-918 is assigned to Karan",
"Meena has taken over BUG-918", "DEV-301 is with Iryna now", "7781 was reassigned to Minho",
"SEC-19 belongs to Jakub", "Leon passed HR-88 to Nadia", "INC-2207 is Marek's problem these
days", "INC-4471 was taken off the network team and handed to the security team", "SUP-3310
went from Joanna to Marcus", "INFRA-2291 landed on Sunil's desk", "Anjali's got INFRA-2291".

The clause readers read a ticket's state ("open", "resolved") but not its holder, and the
learned reader read the holder on whatever slot came to mind ("BUG-918 is an occupation
Karan"), so a new holder never took the old one's place. A holder is one person (a name, with
a title if said) or a team ("the security team"); the claim is keyed by the id as the state is
(`events.TICKET_ID`: "BUG-918", "#8890", or the number said after "ticket"/"bug"), on the
single-valued slot `assigned_to`, so the next holder said replaces it.

Pure; one bounded pass of fixed regexes per sentence that names an id (linear).
"""

from __future__ import annotations

import re
from datetime import datetime

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.finding_claim import claim_times, finding_claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import MONTHS, STATES, WEEKDAYS
from chronofact.extractors.temporal import extract_temporal

__all__ = ["SLOT", "TICKET_SAID", "ticket_misreads", "ticket_owners"]

SLOT = "assigned_to"
_READ_CHARS = 1200
TICKET_SAID = (
    r"(?:(?i:ticket|bug|issue|case|incident|request)\s+)?(?P<id>(?-i:[A-Z][A-Z0-9]*-\d+)|#\d+)"
    r"|(?i:ticket|bug|issue|case|incident|request)\s+(?P<num>\d{3,})"
)
"""A regex: a ticket named by its id ("BUG-918", "#8890", "ticket 7781"; groups `id`, `num`)."""
_ID = TICKET_SAID
_NAME = r"(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(?-i:[A-Z][\w'\u2019-]+)(?:\s+(?-i:[A-Z][\w'\u2019-]+))?"
_OWNER_NAME = r"(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(?-i:[A-Z][a-z]+(?:-[A-Z][a-z]+)?)"
"""A person's name with no possessive on it (the "'s" after it is matched apart)."""
_TEAM = r"(?:the|our|their)\s+(?:[\w-]+\s+){0,2}?(?:team|squad|desk|group|department)"
_APPOSED = r"(?:(?:our|my|the|their|a)\s+(?:[\w-]+\s+){0,3}?[\w-]+,\s+)?"
"""A role said before the holder's name ("our support engineer, Jisoo")."""
_WHO = rf"{_APPOSED}(?P<who>{_TEAM}|{_NAME})"
_PERSON_FIRST = rf"(?P<first>{_NAME})"
_ADVERBS = r"(?:(?:now|just|finally|officially|already|since|been)\s+)*"
_PATTERNS = [
    # "BUG-918 is assigned to Karan", "7781 was reassigned to Minho", "HR-88 went to Nadia"
    re.compile(
        rf"(?:{_ID}|\b(?P<bare>\d{{3,}})),?\s+(?:(?:is|was|has\s+been|got|'s|has|had)\s+)?{_ADVERBS}"
        rf"(?:re-?assigned|assigned|passed|handed|moved|given|transferred|escalated|sent|went)"
        rf"(?:\s+over|\s+back)?(?:\s+from\s+(?:{_TEAM}|{_NAME}))?\s+to\s+{_ADVERBS}{_WHO}",
        re.IGNORECASE,
    ),
    # "SEC-19 belongs to Jakub", "DEV-301 is with Iryna now", "is owned by the network team"
    re.compile(
        rf"(?:{_ID}),?\s+(?:{_ADVERBS}belongs\s+to|(?:is|'s|has\s+been|still|now)\s+{_ADVERBS}"
        rf"(?:with|owned\s+by))\s+{_WHO}",
        re.IGNORECASE,
    ),
    # "INC-2207 is Marek's problem these days", "it's Priya's baby now"
    re.compile(
        rf"(?:{_ID}),?\s+(?:is|'s)\s+{_ADVERBS}(?P<who>{_NAME})['\u2019]s\s+(?:problem|baby|ticket|"
        rf"job|headache|now)\b",
        re.IGNORECASE,
    ),
    # "INFRA-2291 landed on Sunil's desk", "OPS-12 is on Priya's plate now"
    re.compile(
        rf"(?:{_ID}),?\s+(?:has\s+|'s\s+)?(?:landed|ended\s+up|is|'s|sits|now\s+sits)\s+"
        rf"{_ADVERBS}on\s+(?P<who>{_OWNER_NAME})['\u2019]s\s+(?:desk|plate|list|board|queue)\b",
        re.IGNORECASE,
    ),
    # "Anjali's got INFRA-2291", "Tom got given BUG-7" (not "got BUG-7 fixed" nor "got BUG-7
    # into QA": done, not held)
    re.compile(
        rf"(?P<first>{_OWNER_NAME})(?:['\u2019]s\s+got|\s+has\s+got|\s+got\s+given|"
        rf"\s+was\s+given|\s+got)\s+(?:(?:the|ticket|bug|issue|case)\s+)*(?:{_ID})\b"
        rf"(?!\s+(?:fixed|closed|resolved|merged|done|sorted|reopened|deployed|shipped|into|"
        rf"to|through|past|over)\b)",
        re.IGNORECASE,
    ),
    # "Meena has taken over BUG-918", "Taras owns ticket DEV-301", "Omar picked up 4412"
    re.compile(
        rf"{_PERSON_FIRST}\s+(?:(?:has|have|had|just|now|is)\s+)*(?:taken\s+over|took\s+over|"
        rf"owns|picked\s+up|grabbed|is\s+handling|is\s+on|is\s+looking\s+(?:at|into))\s+"
        rf"(?:(?:the|ticket|bug|issue|case)\s+)*(?:{_ID})",
        re.IGNORECASE,
    ),
    # "Leon passed HR-88 to Nadia", "they reassigned INC-4 to the security team"
    re.compile(
        rf"\b(?:passed|handed|reassigned|assigned|moved|gave|transferred|sent|escalated)\s+"
        rf"(?:(?:the|ticket|bug|issue|case)\s+)*(?:{_ID})(?:\s+over|\s+back)?\s+to\s+{_WHO}",
        re.IGNORECASE,
    ),
    # "... taken off the network team and handed to the security team"
    re.compile(
        rf"(?:{_ID}),?\s+(?:was|got|has\s+been)\s+taken\s+off\s+[^,;.]{{1,40}}?\s+and\s+"
        rf"(?:re-?assigned|handed|passed|given|moved)(?:\s+over)?\s+to\s+{_WHO}",
        re.IGNORECASE,
    ),
]
_NOT_WHO = frozenset(
    {"I", "He", "She", "They", "We", "It", "Me", "You", "Him", "Her", "Them", "Us", "The"}
)
_CALENDAR = frozenset({*WEEKDAYS, *MONTHS})
_NEGATED = re.compile(r"\b(?:not|n't|never|no\s+longer)\s+$", re.IGNORECASE)


def _holder(m: re.Match[str]) -> str | None:
    who = m.groupdict().get("who") or m.groupdict().get("first") or ""
    who = who.strip()
    if not who or who.split()[0] in _NOT_WHO or who.casefold() in STATES:
        return None  # "moved INC-5 to Done": a state, no holder
    if who.isupper() or who.split()[0] in _CALENDAR:
        return None  # "moved to QA", "picked up CS-7 on Monday": a stage or a time
    if who.split()[0].lower() in ("the", "our", "their"):
        return " ".join(who.split()[1:])  # "the security team" -> "security team"
    return who


def ticket_owners(message: Message, found: list[Claim]) -> list[Claim]:
    """`found` with a claim of who each ticket named by its id is with (see the module
    docstring), unless the rules already read a holder for it; the other slots read of that
    ticket in the same words are misreads and dropped ("BUG-918 is assigned to Karan" read as
    an occupation, "taken off the network team" as a project ended)."""
    text = message.text[:_READ_CHARS]
    if not re.search(r"\d", text):
        return found
    held = {c.subject for c in found if c.predicate == SLOT}
    at: datetime = message.observed_at
    new: list[Claim] = []
    for start, end in split_sentences(text):
        sentence = text[start:end]
        for pattern in _PATTERNS:
            m = pattern.search(sentence)
            if m is None or _NEGATED.search(sentence[max(0, m.start() - 12) : m.start()]):
                continue
            key = m.group("id") or m.group("num") or m.groupdict().get("bare")
            who = _holder(m)
            if not key or not who or key in held:
                continue
            span = (start + m.start(), start + m.end())
            f = Finding(SLOT, who, "assert", span[1], subject=key)
            since, until = claim_times(extract_temporal(sentence, at), SLOT, at, who)
            new.append(finding_claim(key, f, who, "assert", True, since, until, span, True))
            held.add(key)
            break
    holders = new + [c for c in found if c.predicate == SLOT and c.action == "assert"]
    if not holders:
        return found
    kept = [c for c in found if not any(_misread(c, h) for h in holders)]
    return kept + new


_KEPT = frozenset({"status", SLOT, "deadline", "due_date"})


def _misread(claim: Claim, holder: Claim) -> bool:
    """A claim about the same ticket, on another slot than its state (or a state naming the
    holder, "with Sofia", or saying only that it has one, "assigned"), said in the words the
    holder was read from."""
    said = f"{claim.object or ''} {claim.value or ''}"
    named = bool(holder.object) and str(holder.object) in said  # a state "with Sofia"
    named = named or said.strip().casefold() == "assigned"  # "is assigned to Rafe": the holder
    return (
        claim.subject == holder.subject
        and (claim.predicate not in _KEPT or (claim.predicate == "status" and named))
        and claim.span[0] < holder.span[1]
        and holder.span[0] < claim.span[1]
    )


_TICKET_KEY = re.compile(r"(?-i:[A-Z][A-Z0-9]*-\d+)|#\d+|\d{3,}")
_PERSONS_SLOTS = frozenset(
    {"works_at", "occupation", "lives_in", "studies_at", "partner", "relationship_status"}
    | {"manager", "diet", "has_pet", "vehicle", "uses_phone", "uses_laptop", "uses_device"}
    | {"supports_team", "hobby", "learning_language", "project", "gym", "doctor", "bank"}
)
"""Slots of a person's life, which no ticket holds."""


def ticket_misreads(claims: list[Claim]) -> list[Claim]:
    """The claims without those that give a ticket (a subject that is an id: "INC-4471",
    "#7781") a slot of a person's life ("INC-4471 is on the project 'found suspicious'")."""
    return [
        c
        for c in claims
        if c.predicate not in _PERSONS_SLOTS or _TICKET_KEY.fullmatch(c.subject) is None
    ]
