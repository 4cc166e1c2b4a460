"""The name others call the speaker by: "everyone at the depot calls me Moss", "my mates call
me Dee", "I go by Sasha these days", "I'm known as Tink at work" -> `nickname`.

Read on its own slot, one value at a time, so a new nickname ends the old one; left to the
learned reader, such a name lands on a person's slot (a partner, a doctor) or an occupation.
Only a name said now: no negation, habit given up or wish before it in the clause ("nobody
calls me Moss any more", "they used to call me Dee", "please call me Sasha"), no order ("Call
me Sasha"), nothing said of the past ("they called me Tink at school"). The name is one or two
capitalised words, not a time ("call me Monday"). Pure; each pattern anchored and bounded."""

from __future__ import annotations

import re

from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.value_kind import is_time_value

__all__ = ["nickname_said"]

_NAME = r"(?P<n>(?-i:[A-Z])[\w'\u2019-]{1,20}(?:\s+(?-i:[A-Z])[\w'\u2019-]{1,20})?)"
_CALLS_ME = re.compile(
    r"^(?P<before>[^,;.!?]{1,60}?)\s(?:call|calls|(?:are|is|['\u2019]s|['\u2019]re)\s+calling|"
    r"(?:started|start|have\s+started|now)\s+calling)\s+me\s+" + _NAME + r"\b",
    re.IGNORECASE,
)
_GO_BY = re.compile(
    r"^(?P<before>(?:[^,;.!?]{0,40}?\s)?)(?:I\s+go|I['\u2019]m\s+going|I\s+now\s+go)\s+by\s+"
    + _NAME
    + r"\b|^(?P<before2>(?:[^,;.!?]{0,40}?\s)?)I['\u2019]m\s+known\s+as\s+"
    + _NAME.replace("?P<n>", "?P<n2>")
    + r"\b",
    re.IGNORECASE,
)
_NOT_NOW = re.compile(
    r"\b(?:not|never|no\s?one|nobody|don['\u2019]?t|doesn['\u2019]?t|won['\u2019]?t|can['\u2019]?t|"
    r"used\s+to|please|want|wants|wish|should|could|would|might|will|if|when|once)\b",
    re.IGNORECASE,
)
_NOT_NAMES = frozenset(
    {"I", "Me", "You", "He", "She", "It", "We", "They", "That", "This", "The", "A", "An"}
)


def nickname_said(clause: str) -> list[Finding]:
    """The speaker's nickname said in `clause` (see the module docstring), or []."""
    m = _CALLS_ME.match(clause)
    name, before = (m.group("n"), m.group("before")) if m else (None, "")
    if m is None:
        g = _GO_BY.match(clause)
        if g is None:
            return []
        name = g.group("n") or g.group("n2")
        before = g.group("before") or g.group("before2") or ""
        m = g
    if not name or _NOT_NOW.search(before) or name.split()[0] in _NOT_NAMES:
        return []
    if is_time_value(name, before=before):
        return []
    return [Finding("nickname", name, "assert", m.end(), literal=True)]
