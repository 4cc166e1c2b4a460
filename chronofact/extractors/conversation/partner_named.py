"""Partners said in passing.

Someone else's partner named in passing, by "his"/"her" and a partner word: "Amina came over
with her new boyfriend, Idris", "Mads turned up with his new partner, Louise", "Amy brought
Nathan, the new boyfriend, to lunch". The partner is the last person named before the words in
the same sentence (Amina, Mads, Amy); nothing when no one is named before them ("her boyfriend
Idris" alone says whose only by a pronoun, read elsewhere) or when the one named before is the
partner itself.

The speaker's own, said without "I" as the subject: "things with Freya ended in the spring",
"the engagement to Noura ended in April", "the wedding with Shirin was called off" (that
partnership ends); "I met Ingrid at a climbing gym and we've been together for three months"
(Ingrid is the partner). Words only, linear."""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    PERSON_ROLES,
    category_slot,
)

__all__ = ["PartnerSaid", "partners_named", "speaker_partner_said"]

_ROLE = r"(?P<role>boyfriend|girlfriend|partner|fianc[eé]e?|husband|wife)"
_POSSESSED = re.compile(
    r"\b(?:with|and|brought|introduced|bringing|met)\s+(?:his|her|their)\s+"
    rf"(?:new\s+|current\s+|lovely\s+)?{_ROLE}\s*,?\s+(?P<name>(?-i:[A-Z])[\w'\u2019-]+)",
    re.IGNORECASE,
)
_APPOSED = re.compile(
    r"\b(?:brought|introduced|with)\s+(?P<name>(?-i:[A-Z])[\w'\u2019-]+)\s*,\s*"
    rf"(?:the|his|her|their)\s+new\s+{_ROLE}\b",
    re.IGNORECASE,
)

_CAPITALISED = re.compile(
    r"(?<![\w'\u2019-])(?:(?:Mr|Mrs|Ms|Dr|Prof|Frau|Herr|Madame|Monsieur|Senor|Señor|Auntie|"
    r"Uncle)\.?\s+)?[A-Z][a-z][\w-]*(?![\w'\u2019-])"
)
_NO_ONE = frozenset(
    [
        "Yesterday",
        "Today",
        "Tonight",
        "Tomorrow",
        "Then",
        "So",
        "And",
        "But",
        "Apparently",
        "Last",
        "This",
        "That",
        "We",
        "They",
        "He",
        "She",
        "It",
        "Our",
        "My",
        "Your",
        "Their",
        "His",
        "Her",
        "Anyway",
        "Also",
        "Well",
        "Oh",
        "Honestly",
        "Finally",
        "Sadly",
        "Guess",
        "Mum",
        "Mom",
        "Dad",
        "Everyone",
        "Someone",
        "Nobody",
    ]
)
"""Capitalised words that open a sentence and name no one."""


_PLACE_BEFORE = re.compile(
    r"\b(?:to|in|at|from|near|for|of|on|into|via|around|outside|across|the)\s+$", re.IGNORECASE
)
"""A capitalised word after these is a place or a thing ("went to Leeds with her ...")."""


def _last_named(text: str) -> str | None:
    names = [
        w.group()
        for w in _CAPITALISED.finditer(text)
        if w.group() not in _NO_ONE
        and not _PLACE_BEFORE.search(text[: w.start()])
        and w.group() not in CAPITALISED_NOT_NAMES
        and category_slot(w.group()) is None
    ]
    return names[-1] if names else None


@dataclass(frozen=True)
class PartnerSaid:
    """Whose partner (`owner`), who (`name`), on which slot, and where the words end."""

    owner: str
    predicate: str
    name: str
    end: int


def partners_named(sentence: str) -> list[PartnerSaid]:
    """The partners of people named in a sentence (see the module docstring)."""
    out: list[PartnerSaid] = []
    for m in [*_POSSESSED.finditer(sentence), *_APPOSED.finditer(sentence)]:
        role = m.group("role").lower().replace("é", "e")
        predicate = PERSON_ROLES.get(role)
        name = m.group("name")
        owner = _last_named(sentence[: m.start()])
        if predicate is None or owner is None or owner == name:
            continue
        out.append(PartnerSaid(owner, predicate, name, m.end()))
    return out


_THINGS_ENDED = re.compile(
    r"\b(?:things|it)\s+(?:with|between)\s+(?:me\s+and\s+)?(?P<name>(?-i:[A-Z])[\w'\u2019-]+)"
    r"(?:\s+and\s+me)?\s+(?:ended|have\s+ended|are\s+over|is\s+over|fizzled\s+out|"
    r"didn['\u2019]?t\s+work\s+out|did\s+not\s+work\s+out|fell\s+apart|are\s+done|"
    r"are\s+finished|came\s+to\s+an\s+end)\b",
    re.IGNORECASE,
)
_ENGAGEMENT_OFF = re.compile(
    r"\b(?:the|my|our)\s+(?P<what>engagement|wedding)\s+(?:to|with)\s+"
    r"(?P<name>(?-i:[A-Z])[\w'\u2019-]+)\s+(?:(?:was|got|has\s+been)\s+)?(?:ended|is\s+off|"
    r"called\s+off|broken\s+off|fell\s+through|cancell?ed)\b",
    re.IGNORECASE,
)
_MET_TOGETHER = re.compile(
    r"\b(?:I|i)\s+met\s+(?P<name>(?-i:[A-Z])[\w'\u2019-]+)\b[^.!?;]{0,80}?\b(?:and|so)\s+"
    r"(?:we['\u2019]ve|we\s+have|we['\u2019]re|we\s+are)\s+(?:been\s+)?(?:together|dating|a\s+couple|"
    r"an\s+item|seeing\s+each\s+other)\b",
    re.IGNORECASE,
)


def speaker_partner_said(sentence: str) -> list[tuple[str, str, str, int]]:
    """(predicate, name, action, end) of the speaker's partnerships said without "I" as the
    subject (see the module docstring)."""
    out: list[tuple[str, str, str, int]] = []
    for m in _THINGS_ENDED.finditer(sentence):
        out += [
            (p, m.group("name"), "end", m.end()) for p in ("partner", "married_to", "engaged_to")
        ]
    for m in _ENGAGEMENT_OFF.finditer(sentence):
        out.append(("engaged_to", m.group("name"), "end", m.end()))
    for m in _MET_TOGETHER.finditer(sentence):
        out.append(("partner", m.group("name"), "assert", m.end()))
    return out
