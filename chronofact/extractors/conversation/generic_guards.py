"""What a clause read generically (`generic`) says in passing rather than as a lasting fact:
an errand ("Elena is visiting this weekend"), a journey's time ("she flies out next week"), a
doctor's own comings and goings, a description ("she's very thorough")."""

from __future__ import annotations

import re

from chronofact.extractors.change_words import word_set

__all__ = ["described", "passing_remark", "told_not_to"]

_MOODS = word_set(
    "worried stressed tired exhausted excited happy sad annoyed furious angry upset nervous "
    "scared anxious bored thrilled proud sick ill busy fine good great okay ok gutted "
    "knackered shattered livid chuffed buzzing devastated heartbroken overwhelmed relieved "
    "confused sorry fed-up lonely homesick grumpy zombie wreck mess"
)
"""How someone feels: a passing state, never a slot's value ("my doctor is worried", "I'm a
zombie", "I'm a wreck")."""

_DEGREE = re.compile(
    r"(?:very|so|really|too|quite|super|extremely|pretty|rather|incredibly|totally|a\s+bit)\s",
    re.IGNORECASE,
)
_PROGRESSIVE = re.compile(r"[a-z]+ing\b(?!\s+(?:project|campaign|club|team))")
_DOCTOR_TITLE = re.compile(r"(?:Dr|Doctor|Prof)\.?\s")
_CARE_SLOTS = frozenset({"doctor", "dentist", "therapist", "vet"})
_TRAVELS = word_set(
    "fly flies flying flew leave leaves leaving arrive arrives arriving land lands landing "
    "travel travels travelling traveling head heads heading return returns returning "
    "visit visits visiting"
)
"""Verbs of a journey: the time said with them is no meeting's ("she flies out next week")."""
_HEARD = word_set(
    "listen listens listening listened hear hears hearing heard watch watches watching watched "
    "read reads reading stream streams streaming binge binges binging bingeing"
)
"""Verbs of a thing heard, watched or read: what they take is no way of getting around ("I
listen to The Rest Is History on my commute")."""


def passing_remark(subject: str, verb: str, obj: str, named: bool, slot: str, kind: str) -> bool:
    """The clause (its subject, verb, object; `named`: it only names someone) says nothing
    lasting on `slot` (of value `kind`)."""
    if slot in _CARE_SLOTS and _DOCTOR_TITLE.match(subject):
        return True  # "Dr. Rahman left the clinic": about the doctor, not the doctor's doctor
    if verb == "be" and kind == "literal" and _PROGRESSIVE.match(obj):
        return True  # "Elena is visiting this weekend": an errand, not a lasting fact
    if named and kind not in ("entity", "person"):
        return True  # "Elena is visiting this weekend" is no hobby of Elena's
    if slot == "vehicle" and verb.lower() in _HEARD:
        return True  # "I listen to The Rest Is History on my commute"
    return kind == "when" and verb.lower() in _TRAVELS  # "she flies out next week"


_TOLD_NOT_TO = re.compile(
    r"\s*(?:do\s+not|don['\u2019]?t|dont)\s+(?:even\s+)?(?:ask|worry|forget|judge|tell|laugh|"
    r"panic|mention|remind|get\s+me|start|@\s*me)\b",
    re.IGNORECASE,
)


def told_not_to(clause: str) -> bool:
    """The clause opens on "don't" and a verb said to the one listening ("don't even ask about
    the bacon", "don't get me started", "don't tell Mum"): no fact of the speaker's ("don't
    eat meat" may be)."""
    return _TOLD_NOT_TO.match(clause) is not None


def described(value: str) -> bool:
    """A value that opens on a word of degree ("very thorough", "so tired"), a number alone
    ("our dog Toffee is 14 now": an age), or a mood ("worried"): a description, not the thing
    itself."""
    said = value.strip()
    return bool(_DEGREE.match(value)) or said.isdigit() or said.casefold() in _MOODS
