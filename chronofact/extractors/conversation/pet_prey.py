"""What a pet eats or catches is no pet: "my sister's gecko eats crickets in front of me" has the
gecko as the pet, not the crickets; "the cat caught a mouse" has no pet called "mouse".

The readers read the value after a pet's kind word and its verb as the pet ("Mariana's sister
has a pet: crickets"), so the gecko that replaced the goldfish never ended it. Here a claim on
`has_pet` whose value comes right after an eating or hunting verb (`_PREY_VERB`: eats, ate,
feeds on, caught, chases, ...) is dropped; when a pet's kind word (`lexicon.category_slot`:
gecko, cat, dog) comes right before the verb, the claim holds that kind instead. Pure; one
bounded look-behind per pet claim (linear).
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.lexicon import category_slot
from chronofact.extractors.conversation.statements import render

__all__ = ["pets_not_prey"]

_PET = "has_pet"
_PREY_VERB = re.compile(
    r"(?:(?P<kind>[A-Za-z][\w-]*)\s+(?:(?:only|just|still|now|even|also)\s+)?)?"
    r"\b(?:eats|ate|eating|eat|feeds\s+on|fed|munch(?:es|ed|ing)?\s+(?:on\s+)?|"
    r"caught|catches|catching|chases|chased|chasing|hunts|hunted|hunting|kills|killed)"
    r"\s+(?:(?:live|fresh|frozen|dried|a|an|the|some|his|her|its|their|two|three|[0-9]+)\s+)*$",
    re.IGNORECASE,
)
_LOOK_BACK = 80


def _prey_of(text: str, claim: Claim) -> re.Match[str] | None:
    """The eating or hunting words right before the claim's value, when its value is said
    there."""
    value = str(claim.object if claim.object is not None else claim.value or "")
    start = text.find(value, claim.span[0], claim.span[1] + len(value)) if value else -1
    if start < 0:
        return None
    return _PREY_VERB.search(text, max(0, start - _LOOK_BACK), start)


def pets_not_prey(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` without pets that are what a pet eats or catches, the pet's kind said before
    the verb kept in their place (see the module docstring)."""
    out = []
    for claim in claims:
        said = _prey_of(message.text, claim) if claim.predicate == _PET else None
        if said is None:
            out.append(claim)
            continue
        kind = said.group("kind")
        if kind and category_slot(kind) == _PET:
            name = kind.casefold()
            statement = render(claim.subject, _PET, name, claim.action, claim.polarity)
            out.append(dataclasses.replace(claim, object=name, value=None, statement=statement))
    return out
