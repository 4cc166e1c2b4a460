"""A favourite said as a label and its answer: "Favourite band? Arctic Monkeys, always.",
"favourite film: Paddington 2, no contest", "Favourite book of all time - The Remains of the
Day".

The label reads as a question or a heading, so the clause readers skip it (a question states
nothing) and the title after it lands on whatever slot came near (a team "Arctic Monkeys", a
pet "Paddington 2"). Here a sentence that opens with "(my) (all-time) favourite <thing> (of all
time / ever)" followed by "?", ":" or a dash, then a title (`favourite_named.TITLE`), gives the
speaker's `favourite_<thing>` that title; a claim the readers made of the title in the same
sentence gives way. Pure; one anchored pattern per sentence start over at most `_READ_CHARS`
of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.favourite_named import THING_NAMES, TITLE
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["favourites_labelled"]

_READ_CHARS = 1200
_THINGS = (
    r"(?-i:film|movie|book|novel|band|album|song|track|artist|singer|show|series|podcast|game|"
    r"restaurant|caf[eé]|pub|bar|dish|play|poem|author|writer|food|team|player|city|drink|"
    r"meal|snack|sport|app)"
)
"""Kinds of things people name a favourite of (not "part", "thing", "bit")."""
_LABELLED = re.compile(
    r"(?:^|(?<=[.!?\n])\s*)(?:(?:my|our)\s+)?(?:(?:all[- ]time|absolute|current|ultimate)\s+)?"
    r"(?:favou?rite|fave)\s+(?P<thing>" + _THINGS + r")(?:\s+(?:of\s+all\s+time|ever|right\s+now|"
    r"these\s+days|at\s+the\s+moment))?\s*(?:\?+|:|[-\u2013\u2014])\s*"
    rf"(?P<o>{TITLE})",
    re.IGNORECASE,
)
_TAIL = re.compile(r"[\s,.;:!?\"'\u2019)]+$")


def _named_in(claim: Claim, title: str) -> bool:
    """The claim's value is the title or a piece of it ("Paddington" of "Paddington 2")."""
    value = (claim.object or claim.value or "").strip()
    return bool(value) and value in title


def favourites_labelled(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each favourite said as a label and its answer on the speaker's
    `favourite_<thing>` slot (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or not re.search(r"fav", text, re.IGNORECASE):
        return claims
    out = list(claims)
    for m in _LABELLED.finditer(text):
        title = _TAIL.sub("", m.group("o"))
        thing = THING_NAMES.get(m.group("thing").lower(), m.group("thing").lower())
        if not title or title.split()[-1] in CAPITALISED_NOT_NAMES:
            continue  # "Favourite day? Saturday", "Favourite bit? The"
        start, end = sentence_around(text, m.start("o"))
        out, _ = in_place_of(out, (start, end), partial(_named_in, title=title), None)
        span = (m.start("o"), m.start("o") + len(title))
        claim = named_claim(
            str(message.speaker), f"favourite_{thing}", title, "assert", message.observed_at, span
        )
        out.append(claim)
    return out
