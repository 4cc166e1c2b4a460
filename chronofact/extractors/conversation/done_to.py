"""Something done to the speaker or to someone named, by an employer or "they": "they made me
team lead", "my company relocated me to Vienna", "they made Thabo project manager in June",
"HR moved Ama to Accra". The clause is read by the frames of "... me ..." (`frames.made_me`,
`relocated_me` ...), with the name standing where "me" would (padded to keep offsets)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["DoneTo", "done_to"]

_DOER = (
    r"(?:they|[Tt]hey|my\s+(?:company|boss|employer|firm|work|team)|[Mm]y\s+(?:company|boss|"
    r"employer|firm)|the\s+company|[Mm]anagement|[Ww]ork|HR|[Hh]r|IT)\s+(?:has\s+|have\s+|just\s+|"
    r"finally\s+)?"
)
_DONE = (
    r"(?P<verb>made|named|appointed|promoted|relocated|moved|transferred|posted|sent|put|placed|"
    r"bumped)\s+"
)
_TO_ME = re.compile(_DOER + rf"(?={_DONE}(?:me|us)\b)")
_TO_NAMED = re.compile(
    _DOER + _DONE + r"(?P<name>(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?))(?=\s+(?:to\s+|as\s+)?[a-z])"
)


@dataclass(frozen=True)
class DoneTo:
    """Where the verb starts (`at`), the clause from there with "me" for the person (`text`),
    and who it was done to (None: the speaker)."""

    at: int
    text: str
    who: str | None


def done_to(clause: str, known: Callable[[str], str | None]) -> DoneTo | None:
    """The reading of a clause that says what was done to someone (see the module docstring);
    `known` spells a name as first written in the conversation ("thabo" -> "Thabo")."""
    m = _TO_ME.match(clause)
    if m:
        return DoneTo(m.end(), clause[m.end() :], None)
    m = _TO_NAMED.match(clause)
    if m is None:
        return None
    name = m.group("name")
    start, end = m.start("name") - m.start("verb"), m.end("name") - m.start("verb")
    text = clause[m.start("verb") :]
    text = text[:start] + "me".ljust(end - start) + text[end:]
    return DoneTo(m.start("verb"), text, known(name) or name)
