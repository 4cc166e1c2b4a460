"""A team someone supports, said as a fan: "Arsenal fan since I was a kid", "I've become a
lifelong X supporter", "X til I die", "rugby-wise I'm a Leinster man"."""

from __future__ import annotations

import re

from chronofact.extractors.conversation.generic import Reading

__all__ = ["read_fan"]

_TEAM = r"(?P<o>[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){0,3})"
_I_AM = (
    r"(?:(?:I'm|I\s+am|I've\s+been|I've\s+become|I\s+became|I\s+turned\s+into|"
    r"I've\s+turned\s+into)\s+(?:now\s+|officially\s+)?)"
)
_FAN = re.compile(rf"{_I_AM}?(?:(?:a|an)\s+)?(?:[a-z-]+\s+)?{_TEAM}\s+(?:fan|supporter)s?\b")
_TIL_I_DIE = re.compile(rf"{_TEAM}\s+(?:til|till|until|'til|\u2019til)\s+I\s+die\b")
_FAN_PERSON = re.compile(
    rf"(?:[A-Za-z]+-wise,?\s+)?{_I_AM}(?:(?:a|an)\s+)?(?:[a-z-]+\s+)?{_TEAM}\s+"
    r"(?:man|woman|girl|guy|lad|boy|gal|lass)\b"
)
_SPORT = re.compile(
    r"\b(?:rugby|football|footy|soccer|hockey|basketball|baseball|cricket|hurling|gaelic|nfl|"
    r"nba|nhl|mlb|ipl|league|season|match|matches|derby|kick-?off|stadium|club)\b",
    re.IGNORECASE,
)
"""A sport said in the clause: "I'm a Leinster man" is a team only then ("a Mac guy" is none)."""


def read_fan(body: str, subject: str) -> Reading | None:
    """ "Arsenal fan since I was a kid", "I've become a lifelong X supporter", "X til I die",
    "rugby-wise I'm a Leinster man": the team supported."""
    text = body.strip()
    m = _FAN.match(text) or _TIL_I_DIE.match(text)
    if m is None and _SPORT.search(text):
        m = _FAN_PERSON.match(text)
    if m is None:
        return None
    name = m.group("o")
    return Reading(body, subject, "fan", name, False, len(body.rstrip()), slot_hint="supports_team")
