"""An employer said to have taken someone other than the speaker on, the employer first (pure):
"Flutterwave hired him as a product analyst", "Eskom snapped Thabo up", "Google poached my
sister", "Deloitte took Ama on". The mirror of `special.hired_me` for another person: the one
taken on works at the employer (and as the title said after "as", when one is).

The employer is the capitalised name right before the verb ("Sasol retrenched a bunch of guys
and Eskom snapped Thabo up": Eskom); the person a capitalised name, "my <relation>" or "him"/
"her" (who that is, `People.pronoun`). Bounded: one search of a pattern of single quantifiers
over the clause."""

from __future__ import annotations

import re

from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.people import People, Subject
from chronofact.extractors.conversation.trim import trim_object

__all__ = ["Hired", "hired_other", "hired_subject"]

_ORG = r"(?P<org>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){0,3})"
_WHO = (
    r"(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]+)?|him|her|them|"
    r"my\s+(?P<rel>[a-z]+(?:-in-law)?))"
)
_HIRED = re.compile(
    rf"(?<![\w'])\b{_ORG}\s+(?:has\s+|have\s+|just\s+|finally\s+|already\s+)*"
    r"(?P<v>hired|recruited|poached|headhunted|signed|employed|snapped|took)\s+"
    rf"{_WHO}(?:\s+(?P<up>up|on)\b)?"
    r"(?:\s+(?:as|to\s+be)\s+(?:an?\s+)?(?P<title>[a-z][a-z -]{2,40}?))?(?=[,.;!?)]|\s+(?:and|"
    r"but|so|in|on|at|from|last|this|after|before|since|the|he|she|they)\b|\s*$)",
)
_PARTICLE = {"snapped": "up", "took": "on"}
"""Verbs that take someone on only with their particle ("snapped Thabo up", "took Ama on")."""
_NOT_ORGS = frozenset(
    re.findall(
        r"\S+",
        "I We They He She It You Someone Everyone Nobody Mum Mom Dad The A An And But So My Our "
        "His Her Their This That",
    )
)


class Hired:
    """Who was taken on (as said: a name, "him", "my sister") and the findings about them."""

    def __init__(self, who: str, relation: str | None, findings: list[Finding]) -> None:
        self.who = who
        self.relation = relation
        self.findings = findings


def hired_other(clause: str) -> Hired | None:
    """The person an employer took on, and that they work there (see the module docstring)."""
    m = _HIRED.search(clause)
    if m is None:
        return None
    if _PARTICLE.get(m.group("v"), m.group("up")) != m.group("up"):
        return None  # "took him to the airport": no hiring
    org = trim_object(m.group("org"))
    if not org or org.split()[0] in _NOT_ORGS or re.match(r"(?:Dr|Prof|Mr|Mrs|Ms)\b", org):
        return None  # "Dr Okafor hired him": a person took him on, no employer named
    who = m.group("who")
    found = [Finding("works_at", org, "assert", m.end("org"))]
    title = (m.group("title") or "").strip()
    if title:
        found.append(Finding("occupation", title, "assert", m.end("title"), literal=True))
    return Hired(who, m.group("rel"), found)


def hired_subject(body: str, people: People) -> tuple[Subject, list[Finding]] | None:
    """Who an employer took on (`hired_other`), when that is someone the conversation knows."""
    hired = hired_other(body)
    if hired is None or people.known(hired.findings[0].target or "") is not None:
        return None  # "Ama hired him": Ama is a person, no employer
    if hired.relation is not None:
        who = people.owned(hired.relation)
    elif hired.who.islower():
        who = people.pronoun(hired.who)
    else:
        who = people.known(hired.who) or hired.who
    return (Subject(who), hired.findings) if who else None
