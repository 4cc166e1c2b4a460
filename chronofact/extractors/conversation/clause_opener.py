"""Whom a clause is about, from the words it opens on: the speaker ("I", "we", or no person
said), a pronoun's person (`people_before`), "my <relative> <Name>" (the name), "my
<relative>" (the speaker's relative), or a name ("Alfie's obsessed with Arsenal").

The readers of things said in passing each match their own opener (the words a team's fan or
a project's lead opens on differ); the match's groups (`i`, `pron`, `relname`, `rel`, `name`)
are read here the one way. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.kin_words import KIN_MODIFIERS
from chronofact.extractors.conversation.people import speakers_kin
from chronofact.extractors.conversation.people_before import people_before

__all__ = ["MY_RELATION", "opener_person"]

MY_RELATION = rf"(?:[Mm]y|[Oo]ur)\s+(?:(?:{KIN_MODIFIERS})\s+(?=[a-z]+\s+[A-Z]))?(?P<rel>[a-z]+)"
"""The speaker's relative an opener names: "my sister", "my little bro" (before a name, a
relation's modifier is no relation: "my little bro Enzo" is Enzo, not "my little")."""


def opener_person(
    message: Message,
    text: str,
    lo: int,
    opener: re.Match[str] | None,
    relation: Callable[[str], bool] = lambda rel: True,
    named: Callable[[str], bool] = lambda name: True,
) -> str | None:
    """The person the clause at `lo` opens on, by `opener`'s groups; the speaker when it opens
    on no one, on a relation word `relation` refuses ("My main focus ..."), or on a capitalised
    word `named` refuses (no name)."""
    speaker = message.speaker
    if opener is None or opener.group("i"):
        return speaker
    if opener.group("pron"):
        return people_before(message, text, lo).pronoun(opener.group("pron").casefold())
    if opener.group("relname"):
        return str(opener.group("relname"))
    if opener.group("rel"):
        rel = opener.group("rel").casefold()
        if not speaker or not relation(rel):
            return speaker
        return speakers_kin(speaker, rel) or f"{speaker}'s {rel}"
    name = str(opener.group("name"))
    if not named(name):
        return speaker
    kin = speakers_kin(speaker, name) if speaker else None
    return kin or name
