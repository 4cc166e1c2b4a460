"""A project someone leads, said by the leading: "Zhang Wei was put in charge of the cold-chain
pilot", "Bea's stressed out running the cycle lane consultation", "the sports day planning
committee is under me this time", "Busy with the mangrove replanting drive, I'm heading it",
"the kickoff email for the loyalty app revamp? I'm project lead" (`project`).

The readers read a project from "leading / working on the X project", so a project led in
other words was read as nothing, a trip ("flying to Kunming") or a home, and the one led
before stayed current. Here a piece of work (`_WORK`: at most six words after "the", "our"
or "a", ending in a word of a project: pilot, consultation, migration, relaunch, revamp,
drive, committee, campaign, fundraiser, rollout ...) is the project of whoever is said to
lead it: "put in charge of", "in charge of", "running", "heading (up)", "leading",
"spearheading", "coordinating", "overseeing", "took over"; "<work> is under me / him / her";
or "heading / leading / running it", "I'm (the) (project) lead" in a message that names one
piece of work. Whose: a name, a relative or he / she opening the clause, else the speaker
("I", "me", or no one said). Not in a question, a wish or a plan ("should I take over the
launch?", "want to lead the rebrand"). One project per message; a project the readers read
for that person already stays, unless it is a cut of this one.
Pure; bounded patterns over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from dataclasses import replace

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import clause_around, sentence_around
from chronofact.extractors.conversation.clause_opener import MY_RELATION, opener_person
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, PERSON_ROLES
from chronofact.extractors.conversation.people_before import people_before
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.extractors.conversation.statements import named_claim, render

__all__ = ["projects_led"]

_SLOT = "project"
_READ_CHARS = 1200
_HEADS = (
    r"pilot|project|consultation|relaunch|launch|migration|move|drive|committee|campaign|"
    r"roll-?out|redesign|revamp|refurb|refurbishment|fundraiser|programme|program|initiative|"
    r"integration|upgrade|audit|expansion|build|overhaul|merger|transition|bid|pitch|festival|"
    r"conference|appeal|study|trial|survey|renovation|extension|implementation|rebrand|"
    r"restructure|onboarding|replatforming|partnership|workstream|feasibility|cleanup|clean-up|"
    r"modernisation|modernization|refit|digitisation|digitization"
)
_STOP = r"(?:in|at|for|from|so|and|but|this|next|last|with|since|now|which|because|to|on|by)"
_WORK = rf"(?P<p>(?:(?!{_STOP}\b)[\w'\u2019&-]+\s+){{0,5}}(?:{_HEADS}))\b"
_LEADS = re.compile(
    r"\b(?:(?:put|placed|left)\s+in\s+charge\s+of|in\s+charge\s+of|running|runs|heading(?:\s+up)?|"
    r"heads(?:\s+up)?|leading|leads|spearheading|spearheads|coordinating|coordinates|"
    r"overseeing|oversees|took\s+over|taken\s+over|taking\s+over|lead\s+(?:on|for))\s+"
    rf"(?:the|our|a|this\s+year's)\s+{_WORK}",
    re.IGNORECASE,
)
_UNDER = re.compile(
    rf"\b(?:the|our)\s+{_WORK}\s+(?:is|are|['\u2019]s)\s+(?:now\s+|all\s+)?under\s+"
    r"(?P<who>me|him|her|them)\b",
    re.IGNORECASE,
)
_LEAD_IT = re.compile(
    r"\b(?:(?:I['\u2019]m|I\s+am|he['\u2019]s|she['\u2019]s|he\s+is|she\s+is)\s+"
    r"(?:(?:now|the|also)\s+)*(?:heading|leading|running)\s+it|(?:I['\u2019]m|I\s+am)\s+"
    r"(?:(?:now|the|also)\s+)*(?:project\s+lead|lead|in\s+charge))\b",
    re.IGNORECASE,
)
_THE_WORK = re.compile(rf"\b(?:the|our)\s+{_WORK}", re.IGNORECASE)
_NOT_NOW = re.compile(
    r"\b(?:should|might|maybe|want(?:s|ed)?\s+to|hoping\s+to|hope\s+to|would|could|if|"
    r"going\s+to|gonna|will|used\s+to|no\s+longer|anymore|handed|stepped\s+down)\b",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"[,;:!?]|\s(?:so|but|and)\s")
_OPENER = re.compile(
    r"[\s\W]*(?:(?:so|and|but|now|honestly|lol)\W*\s+)*(?:(?P<pron>[Hh]e|[Ss]he)\b|"
    r"(?P<i>I|I'm|I've|[Ww]e)\b|" + MY_RELATION + r"(?:\s+(?P<relname>(?-i:[A-Z][a-z]+"
    r"(?:\s+[A-Z][a-z]+)?)))?|(?P<name>(?-i:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))(?:['\u2019]s)?\b)"
)


def _whose(message: Message, text: str, lo: int, at: int) -> str | None:
    """Whom the clause from `lo` is about (`clause_opener`); a relation word that names no
    person ("My main focus at work is leading ...") and a capitalised word that opens talk are
    the speaker."""
    return opener_person(
        message,
        text,
        lo,
        _OPENER.match(text, lo, at),
        relation=lambda rel: rel in PERSON_ROLES,
        named=lambda name: name.split()[0] not in _NOT_NAMES,
    )


_NOT_NAMES = frozenset(CAPITALISED_NOT_NAMES) | {"The", "Busy", "Help"}


def _said(text: str) -> tuple[re.Match[str], str | None] | None:
    """The first work said led, and whom "under him / her" names."""
    for pattern in (_LEADS, _UNDER):
        m = pattern.search(text)
        if m is not None:
            who = m.groupdict().get("who")
            return m, who
    return None


_NAMED_PROJECT = re.compile(r"(?:Project|Operation)\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?$")
"""A piece of work by its code name ("Project Tidewater", "Operation Homecoming")."""


def _named_projects(claims: list[Claim]) -> list[Claim]:
    """A value named as a project ("my whole life is Project Tidewater") on a slot of no
    known kind is the person's project."""
    out: list[Claim] = []
    for c in claims:
        value = str(c.object or "")
        if c.predicate not in SLOTS and c.polarity and _NAMED_PROJECT.match(value):
            c = replace(
                c, predicate=_SLOT, statement=render(c.subject, _SLOT, value, c.action, True)
            )
        out.append(c)
    return out


def projects_led(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the project said led (see the module docstring)."""
    claims = _named_projects(claims)
    text = message.text[:_READ_CHARS]
    said = _said(text)
    subject: str | None = None
    if said is not None:
        m, who = said
        start, end = sentence_around(text, m.start())
        if text[start:end].rstrip().endswith("?") or _NOT_NOW.search(text, start, m.start("p")):
            return claims
        lo, _ = clause_around(text, (start, end), m.start(), _CLAUSE_BREAK)
        if who is None or who.casefold() == "me":
            subject = _whose(message, text, lo, m.start()) if who is None else message.speaker
        else:
            subject = people_before(message, text, m.start()).pronoun(
                "he" if who.casefold() == "him" else "she"
            )
    else:
        lead = _LEAD_IT.search(text)
        works = list(_THE_WORK.finditer(text))
        if lead is None or len({w.group("p").casefold() for w in works}) != 1:
            return claims
        start, end = sentence_around(text, lead.start())
        if _NOT_NOW.search(text, start, end):
            return claims
        m = works[0]
        said_by = lead.group(0).split()[0].casefold()
        subject = (
            message.speaker
            if said_by.startswith("i")
            else people_before(message, text, lead.start()).pronoun(
                "he" if said_by.startswith("he") else "she"
            )
        )
    if not subject:
        return claims
    work = " ".join(m.group("p").split())
    held = [
        str(c.object or c.value or "")
        for c in claims
        if c.predicate == _SLOT and c.subject == subject
    ]
    if any(not h or h not in work for h in held):
        return claims  # a project read already stays; only a cut one gives way
    kept = [c for c in claims if not (str(c.object or "") and str(c.object or "") in work)]
    span = (m.start("p"), m.end("p"))
    return [*kept, named_claim(subject, _SLOT, work, "assert", message.observed_at, span)]
