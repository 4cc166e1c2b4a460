"""A pet read by its kind when its name is said beside it: the name is the pet.

"Mochi, a shiba puppy, sleeps on my feet", "Two guinea pigs, Salt and Pepper, live on my
balcony": the readers put the kind ("shiba", "guinea") on `has_pet`, so a later pet named
by its name never met the same value, and "What pet does Jonah have?" answered "shiba". Here
a `has_pet` claim whose value is a word of the kind said in the sentence takes the name set
beside it by commas (before the kind: "Mochi, a shiba puppy"; after it: "guinea pigs, Salt
and Pepper,"). Pure; two regex passes over the claim's sentence (linear).
"""

from __future__ import annotations

import re
from dataclasses import replace

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.statements import render

__all__ = ["pets_by_name"]

_NAME = r"(?-i:[A-Z])[\w'\u2019-]+(?:\s+(?:and|&)\s+(?-i:[A-Z])[\w'\u2019-]+)?"
"""A pet's name, or two ("Salt and Pepper")."""
_NOT_NAMES = frozenset({"I", "We", "My", "Our", "The", "A", "An", "And", "But", "So", "Then"})


def _named_beside(sentence: str, kind: str) -> str | None:
    """The name set off by commas beside the kind word in `sentence`, or None."""
    said = re.escape(kind)
    before = re.search(
        rf"\b(?P<n>{_NAME}),\s+(?:(?:a|an|my|our|the|two|three|both)\s+)(?:[\w-]+\s+){{0,2}}?"
        rf"{said}\w*(?:\s+[a-z-]+)?\s*(?:[,.;!]|$)",
        sentence,
        re.IGNORECASE,
    )
    after = re.search(
        rf"\b{said}\w*(?:\s+[\w-]+){{0,2}},\s+(?P<n>{_NAME})\s*,", sentence, re.IGNORECASE
    )
    for m in (before, after):
        if m is not None and m.group("n").split()[0] not in _NOT_NAMES:
            return m.group("n")
    return None


def pets_by_name(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each pet read by its kind named by the name said beside it."""
    out = []
    for c in claims:
        kind = c.object or c.value or ""
        if c.predicate != "has_pet" or c.action != "assert" or not kind or " " in kind:
            out.append(c)
            continue
        start, end = sentence_around(message.text, max(0, c.span[0]))
        name = _named_beside(message.text[start:end], kind) if kind[:1].islower() else None
        if name is None:
            out.append(c)
            continue
        statement = render(c.subject, c.predicate, name, c.action, c.polarity)
        out.append(replace(c, object=name, value=None, statement=statement))
    return out
