"""What a clause says of the speaker alone in phrasings the frames do not read: a favourite
named by its title ("Arctic Monkeys are officially my favourite band": `favourite_named`) or
by choosing it ("Aftersun is the film I'd save from a fire": `favourite_chosen`), or
the name others call them by ("my mates call me Dee": `nickname`). Pure."""

from __future__ import annotations

from chronofact.extractors.conversation.favourite_chosen import favourite_chosen
from chronofact.extractors.conversation.favourite_named import (
    favourite_named_before,
    favourite_title_first,
)
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.nickname import nickname_said

__all__ = ["speaker_findings"]


def speaker_findings(clause: str, before: str) -> list[Finding]:
    """The speaker's favourite or nickname `clause` says (`before`: the message text before
    it, where a favourite's title may be named), or []."""
    found = (
        favourite_named_before(clause, before)
        or favourite_title_first(clause)
        or favourite_chosen(clause)
        or nickname_said(clause)
    )
    cut = clause.rfind(", ")
    if found or cut < 0:
        return found
    # "can't stop listening to Wet Leg, honestly my favourite band right now": one clause
    # whose last part is the favourite said after its title
    tail = favourite_named_before(clause[cut + 2 :], before + clause[: cut + 2])
    return [f.shifted(cut + 2) for f in tail]
