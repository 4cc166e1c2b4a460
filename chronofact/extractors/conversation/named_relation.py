"""A relation named by its name: "My partner's name is Arjun" is the speaker's partner Arjun.

The shapes reader reads "my X's name is Y" as the name of someone called "<speaker>'s X", so
"My partner's name is Arjun" stored "Priyanka's partner's name is Arjun" and a later "My new
partner is called Dev" never ended it. Here a `name` claim of the speaker's relation (a word
of `lexicon.PERSON_ROLES`: partner, boyfriend, boss, sister ...) becomes the relation itself,
the speaker's, with the person named ("Priyanka is dating Arjun"). Pure.
"""

from __future__ import annotations

import dataclasses

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.extractors.conversation.statements import named_on

__all__ = ["relations_named"]


def relations_named(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each name of a speaker's relation said as the relation (see the module
    docstring)."""
    speaker = message.speaker
    if not speaker:
        return claims
    out = []
    for c in claims:
        word = c.subject[len(speaker) + 3 :] if c.subject.startswith(f"{speaker}'s ") else ""
        relation = PERSON_ROLES.get(word.casefold())
        name = c.object or c.value
        if c.predicate != "name" or relation is None or not name or c.action != "assert":
            out.append(c)
            continue
        out.append(named_on(dataclasses.replace(c, subject=speaker), relation, name))
    return out
