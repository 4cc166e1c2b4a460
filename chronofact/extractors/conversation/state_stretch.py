"""A state said as a stretch of time is no state now: "Order 55821 delivered! Seven months of
'in production' and the sofa is finally here", "cancelled after weeks of awaiting payment".

The clause readers read a known state wherever it is said (`lexicon.STATES`), so the state an
order or request was in before, named as how long it lasted, was read as its state after the
one the message gives, and one of the two took the key. Here a status claim whose state is said
right after "<time> of", "after (all) (the) (<time> of)" or "no more" gives way. Pure; one
bounded look-behind per status claim (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim

__all__ = ["no_stretch_states"]

_SLOT = "status"
_STRETCH_BEFORE = re.compile(
    r"(?:\b(?:days|weeks|months|years|ages|hours|forever|eternity|\d+\s*\w+)\s+of|"
    r"\bafter\s+(?:all\s+)?(?:the\s+)?(?:(?:\w+\s+){0,2}of\s+)?|\bno\s+more|\bsick\s+of|"
    r"\btired\s+of|\bfed\s+up\s+(?:of|with))\s*['\"\u2018\u201c]?\s*$",
    re.IGNORECASE,
)


def _stretch(text: str, state: str) -> bool:
    """Every place `state` is said in `text` is right after words of a stretch of time."""
    said = [m.start() for m in re.finditer(re.escape(state), text, re.IGNORECASE)]
    return bool(said) and all(_STRETCH_BEFORE.search(text, max(0, at - 40), at) for at in said)


def no_stretch_states(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` without a status said only as a stretch of time (see the module docstring)."""
    text = message.text
    return [
        c
        for c in claims
        if not (
            c.predicate == _SLOT
            and c.action == "assert"
            and _stretch(text, str(c.value or c.object or ""))
        )
    ]
