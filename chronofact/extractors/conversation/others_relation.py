"""Another person's relation named by "his" or "her": "Zara actually likes her boss Thandi" is
Zara's manager Thandi, "Tomás brought his sister Ana" is Tomás's sister Ana.

"my <relation> <Name>" is read wherever it stands (`people.relations_named`); with "his" or
"her" the relation was left to the readers, which read it as the wrong tie ("Zara is dating
Thandi": they went for drinks) or not at all. Here, in a sentence opening on a name (not the
speaker's), "his / her <relation> <Name>" later in it, with no verb of saying between ("Tom
said her boss Thandi ..." may be anyone's "her"), gives the opener's relation to the name, and
so does "<Name> and his / her <relation> <Name>" anywhere ("I met Zara and her boss Thandi"); a
claim tying anyone in the sentence to the name by another relation gives way. Not in a
sentence the readers read an end in ("Tiago and his girlfriend Marta broke up"). Pure; one
bounded pattern per sentence over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, PERSON_ROLES
from chronofact.extractors.conversation.people import ROLE_ALT
from chronofact.extractors.conversation.reading_subject import a_name
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["others_relations"]

_READ_CHARS = 1200
_NAME = r"(?-i:[A-Z][^\W\d_]+(?:-[A-Z][^\W\d_]+)?)"
_OPENER = re.compile(rf"\s*(?P<owner>{_NAME})(?!['\u2019])\b")
_THEIR_RELATION = re.compile(
    rf"(?:\b(?P<owner>{_NAME})\s+(?:and|&)\s+)?"
    rf"\b(?:his|her)\s+(?:(?:new|little|big|older|younger|eldest|kid)\s+)?"
    rf"(?P<role>{ROLE_ALT}),?\s+(?P<name>{_NAME})\b",
    re.IGNORECASE,
)
""""his / her <relation> <Name>", with the owner right before it when said so ("Zara and her
boss Thandi"), before what is theirs too ("his wife Esi's cooking"); not "her old boss Mark",
a relation that was."""
_SAYING = re.compile(
    r"\b(?:said|says|told|tells|thinks|reckons|heard|asked|asks|mentioned|claims)\b", re.I
)
_SENTENCE_END = re.compile(r"[.!?\n]+(?:\s|$)")
_TIES = frozenset(PERSON_ROLES.values()) | {"partner", "married_to", "engaged_to"}
"""The relations a claim may have tied the two by instead."""


def _owner(message: Message, name: str) -> str | None:
    """The name as the relation's owner: not the speaker, a word capitalised for another
    reason ("Yesterday we had lunch with her boyfriend"), or a relation word ("Mum and her
    sister Efua" is left to the kin readers)."""
    if name == message.speaker or not a_name(name, message.text):
        return None
    return None if name.casefold() in PERSON_ROLES else name


def _sentence_starts(text: str) -> list[int]:
    return [0, *(m.end() for m in _SENTENCE_END.finditer(text))]


def others_relations(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each relation of another person named by "his" or "her" (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    found: list[Claim] = []
    sentences: list[tuple[int, int]] = []
    for start in _sentence_starts(text):
        end = sentence_around(text, start)[1]
        m = _THEIR_RELATION.search(text, start, end)
        if m is None:
            continue
        opener = _OPENER.match(text, start)
        if m.group("owner"):
            owner = _owner(message, m.group("owner"))  # "I met Zara and her boss Thandi"
        elif opener is None or _SAYING.search(text, start, m.start()):
            continue
        else:
            owner = _owner(message, opener.group("owner"))
        if owner is None:
            continue
        predicate = PERSON_ROLES.get(m.group("role").casefold())
        name = m.group("name")
        if predicate is None or name in (owner, message.speaker) or name in CAPITALISED_NOT_NAMES:
            continue
        if any(c.action == "end" and start <= c.span[0] < end for c in claims):
            continue  # "Tiago and his girlfriend Marta broke up": the tie ends, read so
        span = (m.start("name"), m.end("name"))
        found.append(named_claim(owner, predicate, name, "assert", message.observed_at, span))
        sentences.append((start, end))
    if not found:
        return claims
    kept = [
        c
        for c in claims
        if not any(_ties_again(c, f, s) for f, s in zip(found, sentences, strict=True))
    ]
    return [*kept, *found]


def _ties_again(claim: Claim, found: Claim, sentence: tuple[int, int]) -> bool:
    """The claim ties someone to the person named by another relation in the same sentence
    ("Hamish is dating Thandi" of "I met Zara and her boss Thandi")."""
    same = sentence[0] <= claim.span[0] < sentence[1] or claim.subject == found.subject
    return claim.predicate in _TIES and str(claim.object or claim.value) == found.object and same
