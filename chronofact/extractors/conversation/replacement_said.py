"""No fact of a person's own read from who replaces them: "Hannah's cover is a guy called Dev"
was read as Hannah's job ("Hannah works as Dev"). The change itself (Dev holds the slot Hannah
held) is for the graph, which knows what Hannah was held as (`graph.ingest.replaced_person`).
Here a claim about the person replaced whose value is the person named as the replacement is
dropped. Pure; one bounded pattern over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim

__all__ = ["not_replacements"]

_READ_CHARS = 1200
_REPLACED = re.compile(
    r"\b(?P<held>[A-Z][^\W\d_]['’\w-]*)['’]s\s+(?:new\s+)?(?:replacement|cover|successor|stand-in|locum)"
    r"\s*(?:is|was|,|:|-)\s+(?:(?:a|an|this|some)\s+(?:new\s+)?\w+\s+(?:called|named)\s+)?"
    r"(?P<new>[A-Z][^\W\d_]['’\w-]*)"
)


def not_replacements(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` without those giving the person replaced the name of their replacement."""
    said = {
        (m.group("held"), m.group("new")) for m in _REPLACED.finditer(message.text[:_READ_CHARS])
    }
    if not said:
        return claims
    return [
        c
        for c in claims
        if (c.subject, str(c.object if c.object is not None else c.value).split(" ")[0]) not in said
    ]
