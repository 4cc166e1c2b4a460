"""Canonical slots and the predicates that name them: which predicates say one thing in
different words (`SLOT_FAMILIES`: "employer" is `works_at`, "dentist" is `doctor`), and which
canonical slots a stored predicate holds the value of (`slots_of_predicate`). Shared by change
resolution (`graph/ingest`) and recall (`graph/recall`), so neither imports the other."""

from __future__ import annotations

from collections.abc import Mapping

from chronofact.extractors.conversation.slot_vocab import SLOTS, event_time_predicate
from chronofact.graph.predicates import normalise_predicate

__all__ = ["NO_SLOT", "OTHER_NAMES", "SLOT_FAMILIES", "slot_family", "slots_of_predicate"]

NO_SLOT = "none"
"""The vocabulary's slot for talk that states no lasting fact."""

SLOT_FAMILIES: tuple[frozenset[str], ...] = tuple(
    frozenset(f.split())
    for f in (
        "occupation role job_title job position title profession teaches",
        "works_at employer works_for company",
        "doctor physio physiotherapist gp physician dentist therapist specialist",
        "lives_in lives_at home based_in resides_in",
        "studies_at attends school student_at childcare nursery daycare childminder",
        "partner dating girlfriend boyfriend fella bf gf",
        "uses_phone phone_model smartphone",
        "vehicle car drives",
        "learning_language learning studying learns",
        "gym trains_at works_out_at",
        "bank banks_with",
        "project leads_project working_on heads leads",
        "supports_team supports fan_of",
        "hairdresser barber hair_stylist hairstylist stylist",
        "phone_number mobile_number mobile number cell_number cell phone_no contact_number",
        "favourite_film favourite_movie favourite_film_of_all_time favourite_movie_of_all_time",
        "favourite_book favourite_novel favourite_book_of_all_time favourite_novel_of_all_time",
        "favourite_show favourite_tv_show favourite_series favourite_tv_series",
    )
)
"""Slots that say one thing in different words: a new value on one replaces an ended value
on another of the same family."""


def slot_family(predicate: str) -> frozenset[str]:
    """The predicates that say the same thing as `predicate` (itself at least)."""
    p = normalise_predicate(predicate)
    for family in SLOT_FAMILIES:
        if p in family:
            return family
    return frozenset({p})


OTHER_NAMES: Mapping[str, frozenset[str]] = {
    "status": frozenset({"order_status", "ticket_status"}),
    "married_to": frozenset({"partner", "relationship_status"}),
    "engaged_to": frozenset({"partner", "relationship_status"}),
    "spouse": frozenset({"partner", "relationship_status"}),
    "drinks": frozenset({"diet"}),
    "uses_console": frozenset({"uses_device"}),
    "learning_instrument": frozenset({"hobby", "learning_language"}),
    "launch_date": frozenset({"deadline"}),
    "role": frozenset({"occupation"}),
}
"""Predicates the extractor writes for a slot's value under another name."""


def slots_of_predicate(predicate: str) -> frozenset[str]:
    """The canonical slots a fact's predicate holds the value of (empty: none known)."""
    p = normalise_predicate(predicate)
    names = set(slot_family(p)) | set(OTHER_NAMES.get(p, ()))
    if event_time_predicate(p):  # "standup_time"; not "favourite_film_of_all_time"
        names.add("meeting_time")
    return frozenset(n for n in names if n in SLOTS and n != NO_SLOT)
