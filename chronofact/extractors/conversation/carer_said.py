"""Who looks after a child, said as the carer's doing: "Mrs. Patterson watches Eli Tuesdays and
Thursdays", "My mother-in-law watches the twins while we're at work", "Granny looks after Zara
on Mondays" (`childcare`).

The readers read childcare from "Eli goes to Little Acorns" or "our childminder is Jan"; the
carer's own doing was read as nothing, or as a meeting at "Eli Tuesdays" or a car "Zara". Here
"<carer> (now) watches / looks after / minds / babysits / takes care of <child>" with a word of
a standing arrangement after it (a weekday, "while we're at work", "every day", "three days a
week"), or "<carer> have / has <child> three days a week / full-time" ("Little Acorns have
Alfie three days a week now"), where the carer is a titled name ("Mrs. Patterson"), a name
(up to three words), or the speaker's relative or carer by its word ("my mother-in-law",
"Granny", "our nanny Rosa": the name when said), and the child a name, "my / our son,
daughter, kids, twins, baby ..." or "the kids / twins / baby / little ones", gives the child's
`childcare` the carer. Whose: the child's name; the speaker's child or
children by the word said ("the twins": "<speaker>'s twins"). Not in a question, a plan or a
wish; not the speaker ("I watch the kids"). Claims of the sentence holding the child's name or
the carer on another slot (not the relation said with the carer: "our nanny Rosa") give way.
Pure; one bounded pattern over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    KIN_ALONE,
)
from chronofact.extractors.conversation.people import person_said
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["carers_said"]

_SLOT = "childcare"
_READ_CHARS = 1200
_CARER_WORDS = (
    r"mother-in-law|father-in-law|mum|mom|mam|mother|dad|father|gran|granny|grandma|nan|nana|"
    r"nani|dadi|grandad|grandpa|grandmother|grandfather|aunt|auntie|aunty|sister|brother|"
    r"nanny|childminder|au\s+pair|neighbou?r|cousin|abuela|lola|oma|ouma|gogo"
)
_NAME = r"(?-i:[A-Z][a-z][\w'\u2019-]*)"
_CARER = (
    rf"(?P<carer>(?-i:(?:Mrs|Mr|Ms|Miss|Auntie|Aunty|Nanny|Granny|Nana|Uncle)\.?\s+{_NAME})"
    rf"|(?:(?:my|our)\s+)?(?P<word>{_CARER_WORDS})(?:\s+(?P<named>{_NAME}))?"
    rf"|{_NAME}(?:\s+{_NAME}){{0,2}})"
)
_CHILD = (
    rf"(?P<child>(?:my|our)\s+(?P<own>son|daughter|kids|children|twins|baby|boy|girl|boys|girls|"
    r"little\s+ones?|youngest|eldest)|the\s+(?P<the>kids|children|twins|baby|boys|girls|little\s+"
    rf"ones|wee\s+ones)|{_NAME})"
)
_CARES = re.compile(
    r"(?<![\w'\u2019-])" + _CARER + r"\s+(?:now\s+|still\s+|usually\s+)?(?:watches|looks\s+after|"
    r"minds|babysits|takes\s+care\s+of|(?P<have>have|has))\s+"
    + _CHILD
    + r"(?P<after>[^.!?]{0,40})",
    re.IGNORECASE,
)
_DAYS = r"(?:one|two|three|four|five|\d)\s+days?\s+a\s+week"
"""How many days a week ("three days a week")."""
_DAYS_A_WEEK = re.compile(rf"^\s*(?:{_DAYS}|full[- ]time|part[- ]time)\b", re.IGNORECASE)
"""After "have <child>": how much of the week ("Little Acorns have Alfie three days a week")."""
_WHEN = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bwhile\s+(?:we|I)\b|"
    r"\bso\s+(?:I|we)\s+can\b|\bafter\s+school\b|\bduring\s+the\s+day\b|"
    r"\bevery\s+(?:day|morning|afternoon)\b|\bfull[- ]time\b|"
    rf"\b{_DAYS}\b",
    re.IGNORECASE,
)
"""Words that say the care is a standing arrangement (a weekday, "while we're at work")."""
_NOT_NOW = re.compile(
    r"\?|\b(?:might|maybe|could|would|should|can\s+you|if|tonight|tomorrow|this\s+weekend|"
    r"used\s+to|last\s+night)\b",
    re.IGNORECASE,
)


def _carer(message: Message, m: re.Match[str]) -> str | None:
    if m.group("named"):
        return m.group("named")  # "our nanny Rosa"
    if m.group("word"):
        word = " ".join(m.group("word").split()).casefold()
        return word if word not in KIN_ALONE else person_said(message.speaker, word)
    carer = m.group("carer")
    if carer.split()[0].rstrip(".") in CAPITALISED_NOT_NAMES or carer == message.speaker:
        return None
    return carer


def _child(message: Message, m: re.Match[str]) -> str | None:
    said = m.group("own") or m.group("the")
    if said:
        return f"{message.speaker}'s {' '.join(said.split()).casefold()}"
    child = m.group("child")
    return None if child in CAPITALISED_NOT_NAMES or child == message.speaker else child


def _said_as(predicate: str, said: str) -> bool:
    """The relation is said in the carer's words ("nanny" of "our nanny Rosa looks after")."""
    return predicate.replace("_", " ").casefold() in said.casefold()


def _same_words(said: str, value: str) -> bool:
    """One holds the other ("Acorns" of "Little Acorns", "Eli Tuesdays" of "Eli")."""
    value = value.casefold()
    return bool(value) and (said in value or value in said)


def carers_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each child's carer said as the carer's doing (see the module
    docstring)."""
    if not message.speaker:
        return claims
    text = message.text[:_READ_CHARS]
    out = list(claims)
    for m in _CARES.finditer(text):
        lo, hi = sentence_around(text, m.start())
        after = m.group("after") or ""
        if _NOT_NOW.search(text, lo, hi) or not _WHEN.search(after):
            continue
        if m.group("have") and not _DAYS_A_WEEK.match(after):
            continue  # "Arsenal has Saka on Saturdays": no care
        carer, child = _carer(message, m), _child(message, m)
        if not carer or not child:
            continue
        words = {w.casefold() for w in (m.group("child"), carer) if w}
        out = [
            c
            for c in out
            if not (
                lo <= c.span[0] < hi
                and not _said_as(c.predicate, m.group())  # "our nanny Rosa" stays said
                and any(_same_words(w, str(c.object or c.value or "")) for w in words)
            )
        ]
        span = (m.start("carer"), m.end("carer"))
        out.append(named_claim(child, _SLOT, carer, "assert", message.observed_at, span))
    return out
