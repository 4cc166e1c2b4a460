"""A favourite said of "it", named just before: "Saw Past Lives last night and it's my new
favourite film", "Watched Dune last week, it's my favourite film now". The clause "it's my
(new) favourite <thing>" names no value of its own; the value is the title last named after a
verb of meeting it (saw, watched, read, heard, tried ...) in the text before it, looked at over
a bounded window. Pure; linear in the text."""

from __future__ import annotations

import re

from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.trim import trim_object

__all__ = ["favourite_named_before"]

_IT_IS_MY = re.compile(
    r"\s*(?:and\s+|so\s+)?(?:it|that|this|they)(?:['\u2019]s|['\u2019]re|\s+is|\s+are|\s+has\s+"
    r"become|\s+became)\s+(?:now\s+|officially\s+)*(?:my|our)\s+(?:new\s+)?(?:all-time\s+)?"
    r"favou?rite\s+(?P<thing>[a-z]+(?:\s+[a-z]+)?)\b",
    re.IGNORECASE,
)
_NOT_THING = re.compile(r"\s+(?:now|ever|too|again|already|of|by|in|for|since)$")
_MET = re.compile(
    r"\b(?:saw|seen|watched|rewatched|read|reread|heard|tried|found|discovered|listened\s+to|"
    r"visited|played|finished|binged|went\s+to|ate\s+at|got\s+into)\s+(?:the\s+)?"
    r"(?P<o>(?-i:[A-Z0-9])[\w'\u2019&:.-]*(?:\s+(?:(?:of|the|and|&|in|on|a|to)\s+)?"
    r"(?-i:[A-Z0-9])[\w'\u2019&:.-]*){0,5})",
    re.IGNORECASE,
)
_LOOK_BACK = 200
"""Characters of the text before the clause looked at for the title (bounded)."""


def favourite_named_before(clause: str, before: str) -> list[Finding]:
    """The favourite `clause` says "it" is, valued by the title last met in `before` (the
    message text before the clause), or [] when the clause is no such saying or none is named."""
    m = _IT_IS_MY.match(clause)
    if m is None:
        return []
    thing = _NOT_THING.sub("", m.group("thing").lower())
    named = list(_MET.finditer(before[-_LOOK_BACK:]))
    title = trim_object(named[-1].group("o")) if named else ""
    if not title:
        return []
    slot = "favourite_" + "_".join(thing.split())
    return [Finding(slot, title, "assert", m.end(), literal=False)]
