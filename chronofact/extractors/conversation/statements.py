"""The statement of a conversational claim ("Maya works at Google", "Maya no longer works at
Feedzai", "Gwen's dad's occupation ended")."""

from __future__ import annotations

import dataclasses

from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.slot_vocab import event_time_predicate

__all__ = ["named_on", "render"]

_TEMPLATES: dict[str, str] = {
    "works_at": "{s} works at {o}",
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
    "deadline": "{s}'s deadline is {o}",
    "launch_date": "{s}'s launch is {o}",
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
