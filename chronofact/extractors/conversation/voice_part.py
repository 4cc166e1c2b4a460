"""A singer's voice part: "I sing alto in the Bach choir", "I'm a tenor in a male voice choir",
"I've switched from tenor to baritone".

The readers put a voice part on whatever slot came near (a hobby "alto", an occupation
"tenor", a vehicle "baritone"), so a new part never took the old one's place. Here, in a
message that speaks of singing (sing, choir, voice, chorus, quartet; a part's name alone is no
sign of it: "I play bass" is an instrument, "meri Alto" a car):

- a claim whose whole value is a voice part is moved to `voice_part`;
- a part the speaker says they sing is read ("I sing alto", "I'm officially a tenor now", "I
  joined the Avondale Choir, tenor section now");
- a part said after "switched from", "moved from", "no longer a" ... is ended ("I've switched
  from tenor to baritone" ends the speaker's tenor, whose claim the readers rarely make).

Pure; a bounded regex search per message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.statements import named_claim, named_on

__all__ = ["VOICE_PARTS", "voice_parts"]

_SLOT = "voice_part"
VOICE_PARTS = frozenset(
    [
        "soprano",
        "mezzo-soprano",
        "mezzo",
        "alto",
        "contralto",
        "countertenor",
        "tenor",
        "baritone",
        "bass",
        "bass-baritone",
        "treble",
    ]
)
"""The parts a choir singer sings."""
_PART = "|".join(sorted(VOICE_PARTS, key=len, reverse=True))
_SINGING = re.compile(
    r"\b(?:sing\w*|sang|sung|choir\w*|chor\w*|voices?|vocal\w*|singers?|ensemble|quartet|"
    r"barbershop|a\s+cappella|glee)\b",
    re.IGNORECASE,
)
"""Words that say a message speaks of singing (a part's name alone is no sign of it: "meri
Alto" is a car, "bass" an instrument)."""
_LEFT_PART = re.compile(
    rf"\b(?:switched|moved|changed|gone|went)\s+from\s+(?:(?:a|the)\s+)?(?P<part>{_PART})\b|"
    rf"\bno\s+longer\s+(?:an?\s+)?(?P<part2>{_PART})\b",
    re.IGNORECASE,
)
_I = re.compile(r"\b(?:I|I've|I'm|I’ve|I’m)\s")
"""The speaker says it of themself ("I've switched from tenor to baritone")."""
_I_SING = re.compile(
    rf"\b(?:I|I'm|I’m|I\s+am)\s+(?:(?:now|still|officially|just|a|an)\s+)*"
    rf"(?:sing(?:ing)?\s+(?:the\s+)?)?(?P<part>{_PART})\b",
)
"""The speaker's own part: "I sing alto", "I'm a tenor", "I'm officially a tenor now"."""
_SECTION = re.compile(rf"\b(?P<part>{_PART})\s+(?:section|line)\b", re.IGNORECASE)
"""A part named by its section, in a message where the speaker says "I": "joined the Avondale
Choir, tenor section now"."""
_READ_CHARS = 1200
_FROM_SLOTS = frozenset(
    {"hobby", "occupation", "job_title", "role", "vehicle", "plays_instrument", "instrument"}
    | {"learning_instrument", "uses_device", "likes", "project", "works_at"}
)
"""Slots the readers put a voice part on by mistake."""


def voice_parts(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each voice part on `voice_part` (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    if not _SINGING.search(text):
        return claims
    out: list[Claim] = []
    for c in claims:
        value = (c.object or c.value or "").strip().casefold()
        if c.predicate in _FROM_SLOTS and value in VOICE_PARTS:
            out.append(named_on(c, _SLOT, value))
        else:
            out.append(c)
    speaker, at = message.speaker, message.observed_at
    sung = _I_SING.search(text) or (_SECTION.search(text) if _I.search(text) else None)
    if sung is not None and speaker is not None:
        part = sung.group("part").casefold()
        if not any(c.predicate == _SLOT and c.object == part for c in out):
            out.append(named_claim(speaker, _SLOT, part, "assert", at, sung.span("part")))
    left = _LEFT_PART.search(text)
    if left is not None and speaker is not None and _I.search(text[: left.end()]):
        part = (left.group("part") or left.group("part2")).casefold()
        out = [c for c in out if not (c.predicate == _SLOT and c.object == part)]
        out.append(named_claim(speaker, _SLOT, part, "end", at, left.span()))
    return out
