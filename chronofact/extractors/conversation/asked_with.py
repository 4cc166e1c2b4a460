"""The speaker's people named in a question or a request: what it takes as known.

A question states nothing, so the sentence readers skip it; but the people it names by their
relation to the speaker are the speaker's all the same (a request is read as a question is, with
or without its question mark: "help me write to my landlord Mrs Brennan about the tap"): "Help
me plan a surprise picnic for my partner Dasha?" says Dasha is the speaker's partner, "Can you
help me prep for my first one-to-one with my new manager, Priyanka Shah?" that Priyanka Shah is
the manager, and "Can you remind me that my check-up with Dr Osei, my new dentist, is on the
2nd?" that Dr Osei is the dentist. Read here, in a question or a request only:

- "my <relation> <Name>" anywhere in it (`people.relations_named`: not a loose tie such as a
  friend or a colleague, and not a relative, whose tie does not change; "my old boss Mark",
  "my ex-boyfriend Tom" end the relation);
- "<Name>, my <relation>" (an apposition after the name: "Dr Osei, my new dentist"; not a
  relative either);
- "my first <day, week, shift, term, team meeting ...> at <Place>": one works there, or
  studies there when the place is a school by its words or the first thing is a term, a
  lecture or a class.

The relation is the speaker's, from the message time (a time in the question is the asked
thing's, not the relation's: "on the 2nd" is the check-up), with the confidence of a thing said
in passing. Never "your <relation> <Name>" (the other's), and not a name joined to another by
"or" ("my manager, Jo or Sam?"). Outside questions the same shapes are read by the sentence
readers; "<Name>, my new <relation>" in a statement is read here too unless a claim already
names that person on that slot, and a claim of the name without its title on another relation
slot gives way ("with Dr Osei, my new dentist" had made Osei a doctor). Pure; each pattern
searched once over at most `_READ_CHARS` (linear). A statement opening on the speaker's new
someone with "my" left out ("new boss Kieran started monday") is read here too.
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.claim import ClaimAction
from chronofact.extractors.claims.clauses import is_question
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    KIN,
    PERSON_ROLES,
    category_slot,
)
from chronofact.extractors.conversation.people import ROLE_ALT, relations_named
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["CONFIDENCE", "asked_with", "asks"]

CONFIDENCE = 0.6
"""As a fact taken from a question (`presupposed.CONFIDENCE`)."""

_READ_CHARS = 2000
_NAME = r"(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?"
_NAME_THEN_ROLE = re.compile(
    rf"(?<![\w'])(?P<name>{_NAME}),\s+(?:[Mm]y|[Oo]ur|(?P<the>[Tt]he)(?=\s+new\b))\s+(?:new\s+)?"
    rf"(?P<role>(?i:{ROLE_ALT}))\b"
    r"(?=\s*(?:,|[.!?]|$))"
)
"""An apposition: the relation set off after the name by commas or the sentence's end ("Dr
Osei, my new dentist, is ...", "Dr Lindqvist, my new GP?"; "Rohan, the new flatmate," of the
household's ties only: `_HOUSEHOLD`); not a new clause whose subject is the relation ("Dr Shah
in Bandra, my wife goes to Dr Kulkarni")."""
_HOUSEHOLD = frozenset({"roommate", "landlord"})
_FIRST_AT = re.compile(
    r"\b(?:[Mm]y|[Oo]ur)\s+(?:very\s+)?first\s+(?P<what>day|week|shift|month|term|semester|"
    r"lecture|class|(?:team\s+)?(?:meeting|stand-?up|sync)|payslip|paycheck|pay\s+cheque)"
    r"\s+(?:at|with)\s+(?P<org>(?:the\s+)?[A-Z][\w&'\u2019.-]*(?:\s+[A-Z][\w&'\u2019.-]*){0,3})"
)
"""A question about one's first day (shift, meeting ...) somewhere: one works or studies
there now ("my first team meeting at Bosch", "my first day at Westbrook Sixth Form")."""
_STUDIED = frozenset({"term", "semester", "lecture", "class"})
_SCHOOL_NAME = re.compile(
    r"\b(?:School|College|Academy|University|Uni|Sixth\s+Form|High|Primary|Secondary|Grammar|"
    r"Institute|Polytechnic)$"
)
_NEW_ROLE_OPENING = re.compile(
    rf"\s*(?:[Mm]y\s+)?[Nn]ew\s+(?P<role>{ROLE_ALT}),?\s+(?P<name>[A-Z][\w'-]+)"
    r"(?=\s+(?:started|starts|joined|is|seems|has|arrived|came)\b)"
)
"""A statement opening on the speaker's new someone, "my" left out: "new boss Kieran started
monday"."""
_REQUEST_OPENING = re.compile(
    r"^(?:(?:hey|hi|ok|okay|pls|please|quick\s+one|right)[,!]?\s+)*"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\b|(?:help|remind|draft|write|set|send|book|find|"
    r"make|add|put|tell|give|suggest|plan|text|email|message|schedule|pop|jot|note)\b)",
    re.IGNORECASE,
)
"""A sentence that asks for something without a question mark ("help me write a polite
WhatsApp to my landlord Mrs Brennan about the tap"): read as a question is."""
_ASKED_TIES = frozenset({"landlord", "roommate", "coach", "trainer"})
"""Ties a request to write to or about someone names as the speaker's ("to my landlord Mrs
Brennan", "my flatmate Josh"), though a passing mention in a statement does not keep them."""
_TITLE = re.compile(r"^(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+")
_JOINED = re.compile(r"\s+or\s+[A-Z]")
_LOOSE = frozenset(["friend", "colleague", "neighbour", "neighbor", "roommate"])
_RELATION_SLOTS = frozenset(PERSON_ROLES.values())


def asks(sentence: str) -> bool:
    """The sentence asks: a question, or a request with or without its question mark."""
    return is_question(sentence) or _REQUEST_OPENING.match(sentence.lstrip()) is not None


def _bare(name: str) -> str:
    return _TITLE.sub("", name)


def _apposed(sentence: str) -> list[tuple[str, str, int]]:
    """(slot, name, end) of each "<Name>, my (new) <relation>" of a sentence."""
    out = []
    for m in _NAME_THEN_ROLE.finditer(sentence):
        name = m.group("name")
        slot = PERSON_ROLES.get(m.group("role").casefold())
        first = name.split()[0]
        if m.group("the") and slot not in _HOUSEHOLD:
            continue  # "Sam, the new manager": whose is not said
        loose = slot in _LOOSE and slot not in _HOUSEHOLD
        if not slot or loose or slot in KIN or first in CAPITALISED_NOT_NAMES:
            continue
        out.append((slot, name, m.end()))
    return out


def _first_at(sentence: str) -> list[tuple[str, str, int, bool]]:
    """(slot, place, end, False) of each "my first <day ...> at <Place>" of a question."""
    out = []
    for m in _FIRST_AT.finditer(sentence):
        place = re.sub(r"^the\s+", "", m.group("org"))
        if place.split()[0] in CAPITALISED_NOT_NAMES or re.search(r"['\u2019]s$", place):
            continue  # "my first meeting with Bosch's lawyers": not Bosch
        kind = "studies_at" if _SCHOOL_NAME.search(place) else category_slot(place)
        if kind not in (None, "works_at", "studies_at"):
            continue
        studied = m.group("what") in _STUDIED
        out.append((kind or ("studies_at" if studied else "works_at"), place, m.end(), False))
    return out


def _new_role_opening(sentence: str) -> list[tuple[str, str, int, bool]]:
    m = _NEW_ROLE_OPENING.match(sentence)
    if m is None or m.group("name") in CAPITALISED_NOT_NAMES:
        return []
    slot = PERSON_ROLES.get(m.group("role").casefold())
    if not slot or slot in _LOOSE or slot in KIN:
        return []
    return [(slot, m.group("name"), m.end(), False)]


def asked_with(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the speaker's people named in the message's questions, and "<Name>, my
    new <relation>" said in its statements (see the module docstring)."""
    speaker = message.speaker
    text = message.text[:_READ_CHARS]
    folded = text.casefold()
    if not speaker or not ("my " in folded or "our " in folded or "new " in folded):
        return claims
    out = list(claims)
    for start, end in split_sentences(text):
        sentence = text[start:end]
        asked = asks(sentence)
        found = [(s, n, e, False) for s, n, e in _apposed(sentence)]
        if not asked:
            found += _new_role_opening(sentence)
        else:
            found += _first_at(sentence)
            found += [
                r
                for r in relations_named(sentence, _ASKED_TIES)
                if r[0] not in KIN and not _JOINED.match(sentence, r[2])
            ]
        for slot, name, stop, former in found:
            if any(
                c.subject == speaker and c.predicate == slot and c.object in (name, _bare(name))
                for c in out
            ):
                continue  # read already
            out, _ = in_place_of(out, (start, end), partial(_misread, name, slot), None)
            action: ClaimAction = "end" if former else "assert"
            span = (start, start + stop)
            out.append(
                named_claim(speaker, slot, name, action, message.observed_at, span, CONFIDENCE)
            )
    return out


def _misread(name: str, slot: str, claim: Claim) -> bool:
    """A claim of the name, with or without its title, or of its piece before an apostrophe or
    a hyphen ("D" of "Mrs D'Souza"), on another relation slot ("with Dr Osei, my new dentist"
    read as the doctor Osei or Dr Osei)."""
    said, bare = claim.object or "", _bare(name)
    piece = bool(said) and bare.startswith(said) and bare[len(said) : len(said) + 1] in "'\u2019-"
    return (
        (said in (name, bare) or piece)
        and claim.predicate != slot
        and claim.predicate in _RELATION_SLOTS
    )
