"""A doctor or dentist said by the care they give: "Dr Amna filled two cavities, best dentist in
F-7", "Took Mom to her check-up with Dra. Salazar", "Changed dentists, Dr Hussain in Partick
has you in and out", "moved my care to Dr. Nwosu at Lagoon Hospital" (`doctor`, the slot the
readers put a dentist on too).

The readers read a doctor from "is my doctor / dentist" or "sees Dr X", so a doctor named by
what they did was read as nothing, and the one held stayed current. Here a titled name (Dr,
Dra, Doctor; up to two capitalised words) is the patient's doctor when its sentence says care
(`_CARE`: a check-up, an appointment, a filling, cavities, a scan, antenatal, prescribed,
referred, a cough or a virus seen to, "my care", "changed / switched dentists") and is no
question or plan. The title may be said in the patient's language ("dottor Galli", "doutora
Lima", "Doktor Weber"). Whose: the one
whose appointment it is ("my sister's appointment with Dr Lee", "Mum's check-up"), the relative
taken to it ("Took Mom to her check-up": the speaker's mom), else the speaker. One doctor per
message, the first said; none when a claim of the message already holds that doctor.
Pure; bounded patterns over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.people import speakers_kin
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["doctors_said"]

_READ_CHARS = 1200
_SLOT = "doctor"
_DOCTOR_SLOTS = frozenset({"doctor", "dentist", "gp", "specialist", "physician"})
_TITLED = re.compile(
    r"(?<![\w'\u2019])(?P<dr>(?:Dr|Dra|Doctor|(?i:dott(?:or|ore|oressa)?|dout(?:or|ora)|doctora|"
    r"doktor|docteur))\.?\s+(?-i:[A-Z][\w'\u2019-]+)"
    r"(?:\s+(?-i:[A-Z][\w'\u2019-]+))?)"
)
_CARE = re.compile(
    r"\b(?:check-?ups?|appointments?|appt|fill(?:ed|ing|ings)|cavit(?:y|ies)|crowns?|root\s+canal|"
    r"scans?|antenatal|prenatal|postnatal|prescribed|prescription|referred|bloods|smear|"
    r"jabs?|vaccin\w*|consult(?:ation)?|my\s+care|cough|virus|infection|diagnos\w*|antibiotics|"
    r"blood\s+tests?|(?:changed|switched|new)\s+(?:dentists?|"
    r"doctors?|gps?|surgery|practice)|best\s+(?:dentist|doctor|gp)|(?:dentist|doctor|gp|"
    r"surgery|clinic|practice)\b)",
    re.IGNORECASE,
)
_NOT_NOW = re.compile(
    r"\?|\b(?:should\s+I|might|maybe|thinking\s+of|recommend|anyone\s+know|is\s+(?:Dr|Dra)\b|"
    r"used\s+to|old\s+(?:dentist|doctor)|ex-)",
    re.IGNORECASE,
)
_TOOK = re.compile(
    r"\b(?:took|taking|take|drove|driving|brought)\s+(?P<kin>[A-Za-z]+)\s+(?:to|for)\b",
    re.IGNORECASE,
)


_WHOSE_CARE = re.compile(
    r"\b(?P<my>my\s+|our\s+)?(?P<who>[A-Za-z][a-z]+)['\u2019]s\s+(?:\w+\s+)?(?:appointment|appt|"
    r"check-?up|scan|filling|consultation|antenatal|cough|virus|infection|blood\s+tests?)\b",
    re.IGNORECASE,
)
"""Whose care the sentence says: "my sister's appointment with Dr Lee", "Mum's check-up"."""


def _patient(message: Message, sentence: str) -> str | None:
    whose = _WHOSE_CARE.search(sentence)
    if whose is not None and message.speaker:
        word = whose.group("who")
        if whose.group("my"):
            return f"{message.speaker}'s {word.casefold()}"
        return speakers_kin(message.speaker, word) or (word if word[:1].isupper() else None)
    took = _TOOK.search(sentence)
    if took is not None and message.speaker:
        kin = speakers_kin(message.speaker, took.group("kin"))
        if kin is not None:
            return kin
    return message.speaker


def doctors_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the doctor said by the care given (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    for m in _TITLED.finditer(text):
        start, end = sentence_around(text, m.start())
        sentence = text[start:end]
        if not _CARE.search(sentence) or _NOT_NOW.search(sentence):
            continue
        doctor = re.sub(r"['\u2019]s$", "", " ".join(m.group("dr").split()))
        if any(
            c.predicate in _DOCTOR_SLOTS and doctor.split()[-1] in str(c.object or "")
            for c in claims
        ):
            return claims
        patient = _patient(message, sentence)
        if not patient:
            return claims
        span = (m.start("dr"), m.start("dr") + len(doctor))
        title = doctor.split()[0].casefold()
        kept = [  # "dottor" of "dottor Galli" read as a vehicle gives way
            c for c in claims if str(c.object or c.value or "").casefold() != title
        ]
        return [*kept, named_claim(patient, _SLOT, doctor, "assert", message.observed_at, span)]
    return claims
