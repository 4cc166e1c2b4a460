"""How a change case's messages are labelled for the learned reader (`bench.train_reader`):
the slot its value belongs on and the people its `now` question names."""

from __future__ import annotations

import re
from datetime import datetime

from bench.change_bench import Case
from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.extractors.embeddings import embed, embed_one
from chronofact.graph.entities import name_key
from chronofact.graph.recall.asked_slot import slot_scores
from chronofact.graph.recall.bare_question import bare_forms
from chronofact.graph.slot_names import slots_of_predicate

__all__ = [
    "CATEGORY_SLOTS",
    "M1_AT",
    "M2_AT",
    "asked_slot",
    "category_slots",
    "relatives_asked",
    "rules_slot",
]

M1_AT = "2025-01-10T10:00:00+00:00"
M2_AT = "2025-09-15T10:00:00+00:00"
_CAPITALISED = re.compile(r"[A-Z][\w'\u2019-]+")
_POSSESSIVE = re.compile(r"['\u2019]s$")
_RELATION = "|".join(re.escape(r) for r in sorted(PERSON_ROLES, key=len, reverse=True))


def relatives_asked(case: Case) -> list[str]:
    """The speaker's relative the `now` question asks about ("Grace's son" -> son): tagged
    "person" where the message names them."""
    said = rf"\b{re.escape(case.speaker)}['\u2019]s\s+({_RELATION})\b"
    return re.findall(said, case.now, re.IGNORECASE)


CATEGORY_SLOTS: dict[str, frozenset[str]] = {
    "employer": frozenset({"works_at"}),
    "residence": frozenset({"lives_in"}),
    "family_home": frozenset({"lives_in"}),
    "school": frozenset({"studies_at"}),
    "partner": frozenset({"partner"}),
    "relationship_status": frozenset({"relationship_status"}),
    "family_job": frozenset({"occupation", "works_at"}),
    "job_title": frozenset({"occupation"}),
    "manager": frozenset({"manager"}),
    "diet": frozenset({"diet"}),
    "pet": frozenset({"has_pet"}),
    "vehicle": frozenset({"vehicle"}),
    "device": frozenset({"uses_device", "uses_laptop", "uses_phone"}),
    "team": frozenset({"supports_team"}),
    "hobby": frozenset({"hobby"}),
    "language": frozenset({"learning_language"}),
    "project": frozenset({"project"}),
    "gym": frozenset({"gym"}),
    "doctor": frozenset({"doctor"}),
    "bank": frozenset({"bank"}),
    "meeting": frozenset({"meeting_time", "meeting_place"}),
    "deadline": frozenset({"deadline"}),
    "order": frozenset({"order_status"}),
    "ticket": frozenset({"ticket_status"}),
}
CATEGORY_SLOTS |= {
    "hobbies": CATEGORY_SLOTS["hobby"],
    "languages": CATEGORY_SLOTS["language"],
    "teams": CATEGORY_SLOTS["team"],
    "pets": CATEGORY_SLOTS["pet"],
    "dentist": CATEGORY_SLOTS["doctor"],
}
"""The slots a case's category allows: the question's slot reader misreads about one question
in twelve ("Who does Kwabena drive for?" as the vehicle, "What does Olivier collect?" as the
job, "Which dress did Funmi order?" as a device), and the reader learned those slots for the
values (`asked_slot` keeps to the category's slots; an open-tail category keeps the question's
slot)."""
_SAID_AS: dict[str, tuple[str, ...]] = {
    "doctor": (
        "GP",
        "doctor or dentist",
        "doctor/dentist",
        "doctor, dentist or therapist",
        "doctor/dentist/therapist",
    ),
    "manager": ("boss", "manager/boss"),
    "vehicle": ("car", "car or motorbike", "car/bike", "bike"),
    "residence": ("city", "neighbourhood", "residence (city)"),
    "family_home": (
        "family member's home",
        "relative's home",
        "relative's city",
        "sibling's or parent's home",
    ),
    "family_job": ("family member's job", "relative's job", "sibling's or parent's job"),
    "gym": ("gym or fitness studio",),
    "language": ("language being learned",),
    "device": ("laptop", "phone", "phone or laptop", "phone/laptop", "phone/laptop device"),
    "meeting_time": (
        "meeting day/time",
        "meeting time",
        "meeting time/day",
        "recurring meeting time",
    ),
    "order": ("order status", "order_state", "order_status"),
    "ticket": (
        "ticket status",
        "support ticket or claim status",
        "support ticket/claim status",
        "ticket status/assignee",
        "ticket_state",
    ),
    "project": ("project led",),
    "school": (
        "school of a child",
        "child's school",
        "school or course",
        "school or university",
        "school/university",
        "school/university/course",
        "university",
    ),
    "team": ("sports team supported", "team supported"),
}
"""The categories the change sets name in their own words, by the category of `CATEGORY_SLOTS`
they are ("doctor or dentist" is the doctor; "family member's job" the family job)."""
CATEGORY_SLOTS["meeting_time"] = frozenset({"meeting_time"})
CATEGORY_SLOTS |= {said: CATEGORY_SLOTS[kind] for kind, names in _SAID_AS.items() for said in names}
CATEGORY_SLOTS |= {"physio": frozenset({"physio"}), "therapist": frozenset({"therapist"})}
CATEGORY_SLOTS |= {"instrument": frozenset({"learning_instrument"})}


def category_slots(category: str) -> frozenset[str]:
    """The slots a case's category allows; none for a kind the reader has no slot for (an
    insurer, a coffee order, a favourite band)."""
    return CATEGORY_SLOTS.get(category, CATEGORY_SLOTS.get(category.replace(" ", "_"), frozenset()))


def asked_slot(case: Case) -> str:
    """The slot the recall reads from the `now` question with its people taken out, among the
    slots the case's category allows (`CATEGORY_SLOTS`)."""
    words = _CAPITALISED.findall(case.now)[1:]
    forms = bare_forms(case.now, [name_key(_POSSESSIVE.sub("", w)) for w in words]) or [case.now]
    best: dict[str, float] = {}
    for vector in embed(forms):
        scores = slot_scores(vector, embed_one)
        for slot, score in (scores.by_slot if scores else {}).items():
            best[slot] = max(score, best.get(slot, -2.0))
    allowed = category_slots(case.category)
    if allowed and not allowed.isdisjoint(best):
        best = {s: v for s, v in best.items() if s in allowed}
    return max(best, key=lambda s: best[s])


def rules_slot(case: Case, asked: str, rules: ConversationExtractor) -> str:
    """The predicate the rules write the case's value on, when it is one of the asked slot's
    family ("dentist" for a question about the doctor, "drinks" for the diet); else the asked
    slot. So a learned fact lands on the slot a fact the rules wrote is on, and replaces it."""
    found: list[str] = []
    for text, value, at in ((case.m1, case.old, M1_AT), (case.m2, case.new, M2_AT)):
        for claim in rules.extract(Message(text, case.speaker, datetime.fromisoformat(at))):
            held = f"{claim.object or ''} {claim.value or ''}".casefold()
            if claim.action == "assert" and value.casefold() in held:
                found.append(claim.predicate)
    fitting = [p for p in found if p != "status" and asked in slots_of_predicate(p)]
    return max(set(fitting), key=fitting.count) if fitting else asked
