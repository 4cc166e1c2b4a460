"""The statement of a conversational claim ("Maya works at Google", "Maya no longer works at
Feedzai", "Gwen's dad's occupation ended")."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection
from datetime import datetime

from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.claim import ClaimAction
from chronofact.extractors.conversation.slot_vocab import event_time_predicate

__all__ = ["aimed_at", "in_place_of", "named_claim", "named_on", "render", "unclaimed_speaker"]

_TEMPLATES: dict[str, str] = {
    "works_at": "{s} works at {o}",
    "wake_up": "{s} gets up at {o}",
    "bedtime": "{s} goes to bed at {o}",
    "ordered": "{s} ordered {o}",
    "order_for": "order {s} is for {o}",
    "lives_in": "{s} lives in {o}",
    "work_location": "{s} works at the {o}",
    "studies_at": "{s} studies at {o}",
    "occupation": "{s} works as {o}",
    "role": "{s} is the {o}",
    "partner": "{s} is dating {o}",
    "married_to": "{s} is married to {o}",
    "engaged_to": "{s} is engaged to {o}",
    "relationship_status": "{s} is {o}",
    "manager": "{s}'s manager is {o}",
    "diet": "{s}'s diet: {o}",
    "drinks": "{s} drinks {o}",
    "has_pet": "{s} has a pet: {o}",
    "vehicle": "{s} gets around by {o}",
    "uses_phone": "{s}'s phone is {o}",
    "uses_laptop": "{s}'s laptop is {o}",
    "uses_console": "{s} plays on {o}",
    "uses_device": "{s} uses {o}",
    "plays_for": "{s} plays for {o}",
    "volunteers_at": "{s} volunteers at {o}",
    "volunteer_role": "{s} volunteers as {o}",
    "supports_team": "{s} supports {o}",
    "hobby": "{s} does {o}",
    "learning_language": "{s} is learning {o}",
    "learning_instrument": "{s} is learning {o}",
    "project": "{s} works on the project {o}",
    "gym": "{s} goes to the gym {o}",
    "bank": "{s} banks with {o}",
    "status": "{s} is {o}",
    "assigned_to": "{s} is assigned to {o}",
    "streaming_service": "{s} streams on {o}",
    "music_streaming": "{s} listens to music on {o}",
    "choir": "{s} sings with {o}",
    "voice_part": "{s} sings {o}",
    "place_of_worship": "{s} worships at {o}",
    "deadline": "{s}'s deadline is {o}",
    "launch_date": "{s}'s launch is {o}",
    "reading": "{s} is reading {o}",
    "holiday": "{s}'s coming holiday is in {o}",
    "medication": "{s} takes the medication {o}",
    "grows": "{s} grows {o}",
    "parking_spot": "{s} parks in {o}",
    "running_club": "{s} runs with {o}",
}


def _template(predicate: str) -> str:
    if predicate in _TEMPLATES:
        return _TEMPLATES[predicate]
    if event_time_predicate(predicate):
        return "{s}'s " + predicate[:-5].replace("_", " ") + " is at {o}"
    return "{s}'s " + predicate.replace("_", " ") + " is {o}"


def render(subject: str, predicate: str, target: str | None, action: str, polarity: bool) -> str:
    """One sentence for the claim."""
    if action == "end":
        if target is None:
            return f"{subject}'s {predicate.replace('_', ' ')} ended"
        return "no longer: " + _template(predicate).format(s=subject, o=target)
    if predicate == "occupation" and (target or "").casefold() == "retired":
        text = f"{subject} is retired"  # not "works as retired"
    else:
        text = _template(predicate).format(s=subject, o=target or "")
    return text if polarity else f"not: {text}"


def named_on(claim: Claim, slot: str, value: str) -> Claim:
    """The claim on `slot` with `value` as the thing it names, its statement said again."""
    return dataclasses.replace(
        claim,
        predicate=slot,
        object=value,
        value=None,
        statement=render(claim.subject, slot, value, claim.action, claim.polarity),
    )


def aimed_at(claim: Claim, subject: str) -> Claim:
    """The claim about `subject` instead, its statement said again."""
    target = claim.object if claim.object is not None else claim.value
    return dataclasses.replace(
        claim,
        subject=subject,
        statement=render(subject, claim.predicate, target, claim.action, claim.polarity),
    )


def unclaimed_speaker(
    speaker: str | None, found: list[Claim], slots: Collection[str]
) -> str | None:
    """The speaker, when there is one and no claim `found` gives them a value on one of
    `slots` (a reader of one more way to say such a value then has something to add)."""
    if not speaker or any(c.subject == speaker and c.predicate in slots for c in found):
        return None
    return speaker


def named_claim(
    subject: str,
    slot: str,
    name: str,
    action: ClaimAction,
    at: datetime | None,
    span: tuple[int, int],
    confidence: float = 0.7,
) -> Claim:
    """A positive claim that `subject`'s `slot` holds the thing `name` (or, `action` "end",
    no longer does) since `at`, read from `span` of the message."""
    return Claim(
        subject=subject,
        predicate=slot,
        object=name,
        value=None,
        polarity=True,
        valid_from=at,
        valid_to=None,
        span=span,
        statement=render(subject, slot, name, action, True),
        confidence=confidence,
        action=action,
    )


def in_place_of(
    claims: list[Claim],
    sentence: tuple[int, int],
    gives_way: Callable[[Claim], bool],
    at: datetime | None,
) -> tuple[list[Claim], datetime | None]:
    """`claims` without those read in `sentence` (their span's start inside it) that
    `gives_way` says a new reading replaces, and the time the first of those gave (`at` when
    none gave one: "My order since June is a dirty chai" keeps June for the drink read in
    place of the order's state)."""
    start, end = sentence
    gone = [c for c in claims if start <= c.span[0] < end and gives_way(c)]
    kept = [c for c in claims if c not in gone]
    return kept, next((c.valid_from for c in gone if c.valid_from), at)
