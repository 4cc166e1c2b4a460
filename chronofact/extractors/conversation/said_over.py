"""Things said to be over, each ending a slot's value: a pet that died ("Nibbles passed away"),
retirement ("retired from X", "gave up cooking professionally"), "no more X" and "not at X
anymore"."""

from __future__ import annotations

import re

from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import category_slot
from chronofact.extractors.conversation.trim import trim_object

__all__ = ["no_more", "pet_gone", "retired"]


_DIED = re.compile(
    r"(?:has\s+|sadly\s+)?(?:passed\s+away|died|ran\s+away|was\s+put\s+down|"
    r"crossed\s+the\s+rainbow\s+bridge)\b",
    re.IGNORECASE,
)


def pet_gone(rest: str, base: int, name: str, pets_said: bool) -> list[Finding]:
    """ "Nibbles passed away" in a message about pets: that pet is no longer had."""
    m = _DIED.match(rest)
    if not m or not pets_said:
        return []
    return [Finding("has_pet", name, "end", base + m.end())]


_RETIRED = re.compile(
    r"(?:has\s+|have\s+|just\s+)?retired(?:\s+from\s+(?P<o>[^,;]+))?"
    r"(?!\s+(?!(?:in|from|as|at|on|to|last|this|early|and|so|but|after|since|now|recently|"
    r"finally|officially|a|two|three|back|over|when|because|for|already|yesterday|today|o+|"
    r"sha|na|lah|lol|haha)\b)[a-z]+)",
    re.IGNORECASE,
)
"""Retired, not "retired racer" or "retired teacher" (a kind of person, no change)."""
_GAVE_UP_JOB = re.compile(r"gave\s+up\s+(?P<o>[a-z]+ing)\s+professionally", re.IGNORECASE)


def retired(rest: str, base: int) -> list[Finding]:
    """ "retired (from X)", "gave up cooking professionally": the job ends (and, retired from
    no named employer, one is retired: "Dad is retired")."""
    m = _RETIRED.match(rest) or _GAVE_UP_JOB.match(rest)
    if not m:
        return []
    org = trim_object(m.group("o") or "")
    end = base + m.end()
    if org and org[0].isupper():
        return [Finding("works_at", org, "end", end)]
    ended = [Finding("occupation", None, "end", end), Finding("works_at", None, "end", end)]
    if _RETIRED.match(rest):  # "Dad is retired": what he does now is being retired
        ended.append(Finding("occupation", "retired", "assert", end, literal=True))
    return ended


_NO_MORE = re.compile(r"(?:and\s+|so\s+)?no\s+(?:more|longer)\s+(?P<o>[^,;]+)", re.IGNORECASE)


_NOT_AT = re.compile(
    r"(?:(?:I'm|I\s+am|im|I've\s+been|we're)\s+)?(?i:not|no\s+longer)\s+(?P<p>at|in|with)\s+"
    r"(?P<o>[A-Z][^,;]*?)\s+(?:anymore|any\s+more|any\s+longer)\b"
    r"|(?:(?:I'm|I\s+am|im|we're)\s+)?(?i:no\s+longer)\s+(?P<p2>at|in|with)\s+(?P<o2>[A-Z][^,;]*)"
)


def no_more(clause: str) -> list[Finding]:
    """ "no more green tea", "so no longer vegetarian": the thing's slot ends; "not at Target
    anymore" / "no longer in Berlin": the employer / the home ends."""
    at = _NOT_AT.match(clause)
    if at:
        place = trim_object(at.group("o") or at.group("o2") or "")
        where = "lives_in" if (at.group("p") or at.group("p2")) == "in" else "works_at"
        return [Finding(where, place, "end", at.end())] if place else []
    m = _NO_MORE.match(clause)
    if not m:
        return []
    thing = trim_object(m.group("o"))
    slot = category_slot(thing) if thing else None
    if slot is None:
        return []
    return [Finding(slot, thing, "end", m.end(), literal=True)]
