"""Whom one reports to, said with words between the person and the verb: "Ruth's so much
happier reporting to Imran", "I'm loving reporting to Beatriz", "my sister is calmer now she
reports to Imran".

The frame `report_to` reads "<who> reports / is reporting to <Name>"; with a feeling or an
aside between the two, the learned reader took the name for a spouse ("happier ... to Imran"
was `married_to`) and the manager held before stayed current. Here the message's own words
say it: "report / reports / reporting (directly) (in)to <Name>" (or "to the CFO, <Name>")
makes <Name> the `manager` of the last person named before the verb in the clause (a
capitalised name, "I" / "I'm" / "I've" for the speaker; "she" / "he" the first name said
before them within `_LOOK_BACK`, as a rule the sentence's subject; nobody else; with no one in
the clause, the last person before it; a sentence that opens on a feeling or the reporting with
no one named is the speaker's: "So much calmer reporting to Priyanka").
The past ("reported to") is not read, but the present perfect is ("I've reported to Anouk
ever since"), and "used to report to <Name>" takes back a manager read of it: that was a
manager then; so does a report one ought to make ("need to / have to /
should report to <Name>"). A desk (HR, IT, Security ...) is no manager, nor one the readers
read after "report to"; an organisation (`lexicon.ORGANISATION`: "reports to Equity Bank head
office") is where one works, left to the frame. The time is a "since <time>" said after the name
in the sentence ("reporting to Priyanka since the reorg in August"), else the message's (a time
the readers gave a claim of the name came from another clause: "..., she even got home before
7 yesterday"). Claims the readers made of the manager's name in the same sentence on any other
slot give way, except a relation said of the name, and so does a manager claim of the same
manager for someone named only as a verb's object ("Zoe escaped Kevin!! she ... reports to
Ruth"). Pure; each pattern bounded and searched
once over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from datetime import datetime
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    KIN,
    ORGANISATION,
    TITLED_NAME,
)
from chronofact.extractors.conversation.statements import in_place_of, named_claim
from chronofact.extractors.temporal import extract_temporal

__all__ = ["reports_to"]

_READ_CHARS = 1200
_LOOK_BACK = 80
"""How far before the verb the person it is said of is looked for (characters)."""
_REPORTS = re.compile(
    r"(?P<used>\bused\s+to\s+|\bneed\s+to\s+|\bhave\s+to\s+|\bhad\s+to\s+|\bshould\s+|"
    r"\bmust\s+)?\b(?:report|reports|reporting|(?:(?<='ve\s)|(?<=’ve\s)|(?<=have\s)|(?<=has\s))"
    r"reported)\s+(?:directly\s+|straight\s+|now\s+)?(?:in)?to\s+"
    r"(?:(?:the|our|my)\s+(?:new\s+)?[\w-]+(?:\s+(?:of\s+)?[\w-]+){0,3}\s*,\s*)?"
    rf"(?P<boss>{TITLED_NAME})",
    re.IGNORECASE,
)
_PERSON = re.compile(rf"(?P<i>\bI\b|\bi(?=['\u2019]))|(?P<name>{TITLED_NAME})|\b(?P<pro>she|he)\b")
"""A person a clause may be about: a capitalised name, "I", "she" or "he"."""
_DESKS = frozenset(
    {
        "HR", "IT", "Security", "Reception", "Finance", "Legal", "Payroll", "Compliance",
        "Facilities", "Admin", "Ops", "Police", "Management", "Accounts",
    }
)  # fmt: skip
"""A department or desk one reports a thing to, not a person one reports to."""
_OBJECT_BEFORE = re.compile(r"\b(?:to|with|for|from|by|under|than)\s+$", re.IGNORECASE)
"""A preposition just before a name: the name is an object, not who the clause is about."""
_NO_ONE = re.compile(
    r"\s*(?:(?:so|much|way|a\s+lot|loads|far|really|honestly|now|finally|still|lol)\s+)*"
    r"(?:happier|calmer|better|nicer|easier|loving|enjoying|liking|hating|glad|relieved|"
    r"reporting|reports?)\b",
    re.IGNORECASE,
)
"""A sentence that opens on how one feels or on the reporting itself, with no one named: the
speaker's ("So much calmer reporting to Priyanka", "Loving reporting to Dana")."""
_CLAUSE_BREAK = re.compile(r"[.!?;:]|\b(?:but|although|though|whereas|while)\b", re.IGNORECASE)
_NOT_NAMES = frozenset(CAPITALISED_NOT_NAMES) | {
    "She", "He", "They", "It", "We", "You", "Who", "Since", "Now", "So", "And", "But", "Still",
    "Reporting", "Loving", "Enjoying", "Liking", "Hating", "Much", "Way", "Ever", "After",
    "Before", "Ugh", "Lol", "Honestly", "Apparently", "From",
    "On", "In", "At", "By", "For", "To", "With", "As", "Starting", "Until", "Till", "Then",
}  # fmt: skip


def _is_object(text: str, at: int) -> bool:
    """A preposition just before `at`: the name there is an object ("... report to Dana but")."""
    return _OBJECT_BEFORE.search(text, max(0, at - 6), at) is not None


def _subject(text: str, window: int, clause: int, end: int, speaker: str) -> str | None:
    """The last person said in `text[clause:end]` (the clause before the verb): "I" the
    speaker, a name itself, "she" / "he" the first name said in `text[window:end]` (the
    sentence's subject, as a rule: "Dana got out from under Steve, she's reporting to ...");
    when the clause says no one, the last person of the window."""
    names = [
        re.sub(r"['\u2019]s$", "", m.group("name"))
        for m in _PERSON.finditer(text, window, end)
        if m.group("name") is not None
        and m.group("name").split()[0] not in _NOT_NAMES
        and not _is_object(text, m.start())
    ]
    for start in (clause, window):
        last: str | None = None
        for m in _PERSON.finditer(text, start, end):
            if m.group("i") is not None:
                last = speaker
            elif m.group("pro") is not None:
                last = names[0] if names else None
            elif m.group("name").split()[0] not in _NOT_NAMES and not _is_object(text, m.start()):
                last = re.sub(r"['\u2019]s$", "", m.group("name"))
        if last is not None:
            return last
    return None


def _found(text: str, speaker: str) -> list[tuple[str, str, bool, tuple[int, int]]]:
    """(who, manager, then, span) of each "reports to <Name>" said in `text`; `then`: said as
    what used to be or ought to be done ("used to report to Dana", "I need to report to Dana")."""
    out: list[tuple[str, str, bool, tuple[int, int]]] = []
    for m in _REPORTS.finditer(text):
        boss = m.group("boss")
        if boss.split()[0] in _NOT_NAMES or boss.split()[0] in _DESKS:
            continue
        if ORGANISATION.search(text, m.start("boss"), min(len(text), m.end("boss") + 20)):
            continue  # "reports to Equity Bank head office": where one works (frame `report_to`)
        window = max(0, m.start() - _LOOK_BACK)
        breaks = list(_CLAUSE_BREAK.finditer(text, window, m.start()))
        clause = breaks[-1].end() if breaks else window
        who = _subject(text, window, clause, m.start(), speaker)
        if who is None and _NO_ONE.match(text, sentence_around(text, m.start())[0]):
            who = speaker  # "So much calmer reporting to Priyanka": chat leaves out the "I'm"
        if who is not None and who != boss:
            out.append((who, boss, m.group("used") is not None, m.span("boss")))
    return out


def _gives_way(claim: Claim, boss: str, then: bool) -> bool:
    """The readers' claim of the manager's name on another slot (no kin word), or on the
    manager's slot when said as what used to be."""
    if claim.predicate in KIN or (claim.predicate == "manager") != then:
        return False
    return (claim.object or claim.value or "").strip() == boss


def _someone_else(claim: Claim, who: str, boss: str, text: str) -> bool:
    """A manager claim of the same manager for someone named only after a verb, as its object
    ("Zoe escaped Kevin!! she ... reports to Ruth" had Kevin report to Ruth; "my colleague
    Ioana reports to Radu as well" keeps the speaker's "My manager is Radu")."""
    if claim.predicate != "manager" or claim.object != boss or claim.subject == who:
        return False
    before = [
        text[max(0, m.start() - 12) : m.start()]
        for m in re.finditer(rf"\b{re.escape(claim.subject)}\b", text)
    ]
    return bool(before) and all(_AFTER_VERB.search(b) for b in before)


_AFTER_VERB = re.compile(r"\b(?!(?:and|but|so|then|while|because|as|my|our|his|her)\b)[a-z]+ed\s+$")
"""A name right after a verb in the past ("escaped Kevin"): the name is the verb's object."""


def _since_after(text: str, start: int, end: int, message: Message) -> datetime | None:
    """The start of a "since <time>" said in `text[start:end]`, or None."""
    said = text[start:end]
    if message.observed_at is None or "since" not in said.casefold():
        return None
    try:
        mentions = extract_temporal(said, message.observed_at)
    except ValueError:
        return None
    since = said.casefold().index("since")
    return next(
        (m.start for m in mentions if m.start is not None and m.span[0] > since),
        None,
    )


def _misread_subject(claim: Claim, boss: str) -> bool:
    """The readers' manager claim of the same manager for a word that is no one ("Loving
    reporting to Dana" had "Loving" report to Dana)."""
    words = claim.subject.split()
    return (
        claim.predicate == "manager"
        and claim.object == boss
        and bool(words)
        and words[0] in _NOT_NAMES
    )


def _desk_read(claim: Claim) -> bool:
    """A manager the readers read of a desk ("report to HR about it")."""
    words = (claim.object or "").split()
    return claim.predicate == "manager" and bool(words) and words[0] in _DESKS


def reports_to(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each "reports to <Name>" on its person's `manager` slot (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or "report" not in text.casefold():
        return claims
    out = [c for c in claims if not _desk_read(c)]
    for who, boss, then, span in _found(text, str(message.speaker)):
        sentence = sentence_around(text, span[0])
        gives_way = partial(_gives_way, boss=boss, then=then)
        out, _ = in_place_of(out, sentence, gives_way, message.observed_at)
        out = [c for c in out if not _someone_else(c, who, boss, text)]
        out = [c for c in out if not _misread_subject(c, boss)]
        if not then and not any(
            c.subject == who and c.predicate == "manager" and c.object == boss for c in out
        ):
            at = _since_after(text, span[1], sentence[1], message) or message.observed_at
            out.append(named_claim(who, "manager", boss, "assert", at, span))
    return out
