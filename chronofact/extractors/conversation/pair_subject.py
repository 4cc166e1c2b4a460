"""Two people said as one subject: "Rudo and Farai moved to Harare", "my sister Rudo and her
husband Farai relocated to Cape Town", "Farai and I moved to Leeds"; "Mum and Dad moved to
Tenby" is the speaker's parents, one subject.

Found using the product (a family chat): the claim's subject was the whole phrase ("Rudo and
Farai"), a person nobody is, so "where does Rudo live?" found nothing and a later move of Rudo
alone ended nothing. Each person named gets the claim (the speaker for "I"/"me"); a relation
said with a name ("my sister Rudo", "her husband Farai") is kept by the claims that read it,
so the subject is the name alone. The couple's own slots (partner, marriage, relationship
status) are read by `couples` and left as they are. Not told apart: a firm named as a pair of
names ("Marks and Spencer") as the subject of a person's slot is split too. Pure and linear.
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.lexicon import KIN_ALONE, parent_pair
from chronofact.extractors.conversation.people import People

__all__ = ["each_of_a_pair"]

_COUPLE_SLOTS = frozenset(
    {"partner", "married_to", "engaged_to", "relationship_status", "spouse", "dating"}
)
_PAIR = re.compile(r"^(?P<a>.{1,60}?)\s+(?:and|&)\s+(?P<b>.{1,60})$")
_NAME = re.compile(
    r"^(?:(?:[\w'\u2019]+['\u2019]s|my|our|his|her|their)\s+(?:[a-z-]+\s+){0,2})?"
    r"(?P<n>[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)?)$"
)
_SELF = re.compile(r"^(?:I|me|myself)$")


def _person(said: str, speaker: str | None) -> str | None:
    """The person one side of a pair names: a name (after any "my sister"), or the speaker."""
    said = said.strip()
    if _SELF.match(said):
        return speaker
    kin = KIN_ALONE.get(said.lower())
    if kin is not None and speaker:  # "Mum and Dad": the speaker's mum and dad
        return People(speaker).owned(kin)
    m = _NAME.match(said)
    return m.group("n") if m else None


def _parents(a: str, b: str, speaker: str | None) -> str | None:
    """The speaker's parents, when the pair is their mother and father ("Mum and Dad", "my mom
    & dad", "Amma and Appa"), said as the one subject a question asks about ("Where do
    Lucy's parents live?")."""
    words = [KIN_ALONE.get(re.sub(r"^(?:my|our)\s+", "", w.strip().lower())) for w in (a, b)]
    if speaker is None or not all(words):
        return None
    return People(speaker).owned("parents") if parent_pair(*words) else None


_PARENTS_OPEN = re.compile(
    r"(?:^|[.!?;]\s+)(?:(?:my|our)\s+)?(?P<a>[A-Za-z]+)\s+(?:and|&)\s+(?:my\s+|our\s+)?"
    r"(?P<b>[A-Za-z]+)\b"
)
_FIRST_PERSON = re.compile(r"\b(?:I|I'm|I've|me|we|we're|us)\b")


def _parents_opening(message: Message, claim: Claim) -> str | None:
    """The speaker's parents, when the claim's sentence opens on them ("Mom and Dad finally
    sold the Tulsa house and bought a condo in Scottsdale") and the claim was given to one
    of them or to the speaker, with no first person in the sentence."""
    speaker = message.speaker
    if speaker is None:
        return None
    text = message.text
    at = max(0, min(claim.span[1], len(text)))  # the value's end: the span may be the sentence
    opening = None
    for m in _PARENTS_OPEN.finditer(text, 0, at):
        opening = m
    if opening is None:
        return None
    words = [KIN_ALONE.get(opening.group(g).lower()) for g in ("a", "b")]
    if not parent_pair(*words):
        return None
    parents = People(speaker).owned("parents")
    mum, dad = (People(speaker).owned(w) for w in words if w)
    if claim.subject not in (speaker, mum, dad):
        return None
    stop = re.search(r"[.!?](?:\s|$)", text[opening.end() :])
    sentence = text[opening.start() : opening.end() + (stop.start() if stop else len(text))]
    value = claim.object or (str(claim.value) if claim.value is not None else "")
    found = text.find(value, opening.start()) if value else -1
    if found < 0 or found > opening.end() + (stop.start() if stop else len(text)):
        return None  # the value is said in another sentence
    return None if _FIRST_PERSON.search(sentence) else parents


def each_of_a_pair(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with a claim about two people made a claim about each (see the docstring)."""
    out: list[Claim] = []
    for c in claims:
        parents = _parents_opening(message, c) if c.predicate not in _COUPLE_SLOTS else None
        if parents is not None:  # "Mom and Dad ... bought a condo in Scottsdale": theirs
            said = c.statement.replace(c.subject, parents, 1)
            out.append(dataclasses.replace(c, subject=parents, statement=said))
            continue
        m = _PAIR.match(c.subject) if " and " in c.subject or "&" in c.subject else None
        if m is None or c.predicate in _COUPLE_SLOTS:
            out.append(c)
            continue
        a, b = _person(m.group("a"), message.speaker), _person(m.group("b"), message.speaker)
        parents = _parents(m.group("a"), m.group("b"), message.speaker)
        if parents is not None:  # "Mum and Dad sold the house": the speaker's parents
            said = c.statement.replace(c.subject, parents, 1)
            out.append(dataclasses.replace(c, subject=parents, statement=said))
            continue
        if a is None or b is None or a == b:
            out.append(c)
            continue
        when = c.valid_from if c.valid_from is not None else message.observed_at
        for who in (a, b):
            said = c.statement.replace(c.subject, who, 1)
            out.append(dataclasses.replace(c, subject=who, statement=said, valid_from=when))
    return out
