"""Something done to the speaker or to someone named, by an employer or "they": "they made me
team lead", "my company relocated me to Vienna", "they made Thabo project manager in June",
"HR moved Ama to Accra", "we moved Grandma Soon-ja to Daegu". The clause is read by the frames
of "... me ..." (`frames.made_me`, `relocated_me` ...), with the name standing where "me" would
(padded to keep offsets)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from chronofact.extractors.conversation.lexicon import KIN_ALONE

__all__ = ["DoneTo", "done_to"]

_DOER = (
    r"(?:they(?:['\u2019]ve)?|[Tt]hey(?:['\u2019]ve)?|my\s+(?:company|boss|employer|firm|work|team)|[Mm]y\s+(?:company|boss|"
    r"employer|firm|supervisor|manager|line\s+manager|advisor|adviser|team\s+lead|editor)|the\s+company|[Mm]anagement|[Ww]ork|HR|[Hh]r|IT|[Tt]he\s+(?:practice|surgery|"
    r"clinic|hospital|health\s+centre|health\s+center)|my\s+(?:practice|surgery|clinic))\s+"
    r"(?:has\s+|have\s+|just\s+|"
    r"finally\s+)?"
)
_DONE = (
    r"(?P<verb>made|named|appointed|promoted|relocated|moved|transferred|posted|sent|put|placed|"
    r"bumped|assigned|switched|registered|passed)\s+"
)
_WE_MOVED = r"(?:we|We)\s+(?:have\s+|just\s+|finally\s+)?(?P<moved>moved|relocated)\s+"
"""The speaker's household moving an elder ("We moved Grandma Soon-ja to Daegu in May", "we
moved Mum to a care home in Leeds"): that person's home changed. Only a relative said by a kin
word: a child moved by name is moved to another school as often ("we moved Anika to Greenfield
International")."""
_TO_ME = re.compile(_DOER + rf"(?={_DONE}(?:me|us)\b)")
_TO_ME_AFTER_COMMA = re.compile(r",\s+" + _DOER + rf"(?={_DONE}(?:me|us)\b)")
"""The same after a comma the clauses were not split at ("Dr Mensah retired, the practice put
me with Dr Roy")."""
_TO_NAMED = re.compile(
    rf"(?:{_DOER}{_DONE}|{_WE_MOVED})"
    r"(?P<name>(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?))(?=\s+(?:to\s+|as\s+)?[a-z])"
)
_KIN_TITLE = re.compile(
    r"(?:Grandma|Grandpa|Granny|Grandad|Nana|Auntie|Aunty|Aunt|Uncle|Cousin|Mum|Mom|Dad)\s+"
    r"(?=[A-Z])"
)


@dataclass(frozen=True)
class DoneTo:
    """Where the verb starts (`at`), the clause from there with "me" for the person (`text`),
    and who it was done to (None: the speaker)."""

    at: int
    text: str
    who: str | None


def done_to(
    clause: str,
    known: Callable[[str], str | None],
    owned: Callable[[str], str | None] = lambda kin: None,
) -> DoneTo | None:
    """The reading of a clause that says what was done to someone (see the module docstring);
    `known` spells a name as first written in the conversation ("thabo" -> "Thabo"), `owned`
    names the speaker's relative ("mum" -> "Hyun's mum": "we moved Mum to Leeds")."""
    m = _TO_ME.match(clause) or _TO_ME_AFTER_COMMA.search(clause)
    if m:
        return DoneTo(m.end(), clause[m.end() :], None)
    m = _TO_NAMED.match(clause)
    if m is None:
        return None
    name = m.group("name")
    title = _KIN_TITLE.match(name)
    if m.group("moved") and title is None and name.casefold() not in KIN_ALONE:
        return None  # "we moved Anika to Greenfield International": a school, read elsewhere
    if title is not None:
        name = name[title.end() :]  # "Grandma Soon-ja": Soon-ja
    verb = m.start("verb") if m.group("verb") else m.start("moved")
    start, end = m.start("name") - verb, m.end("name") - verb
    text = clause[verb:]
    text = text[:start] + "me".ljust(end - start) + text[end:]
    kin = KIN_ALONE.get(name.casefold())
    return DoneTo(verb, text, (owned(kin) if kin else None) or known(name) or name)
