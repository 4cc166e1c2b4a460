"""Whom a reply's bare value is about, when the message replied to asks about someone:
"does she have a vet?" / "yeah Dr Walsh at the Phibsboro clinic" is the vet of whoever "she"
is (a kitten named two messages back), not the replier's doctor; "where's Tunde working now?"
/ "Paystack since june" is Tunde's; "where does your mum volunteer?" / "the temple library" is
the replier's mum's; "where do you work now?" / "Paystack" is the replier's.

`asked_about` reads the last question of the message replied to (another speaker's): its
subject after the auxiliary -- "you"/"your" (the replier), a name ("Tunde"), or a he or she,
which one message back cannot tell: then the value is nobody's we can name, and no claim is
better than the replier's. Words only."""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, PERSON_ROLES
from chronofact.extractors.conversation.people import People

__all__ = ["Asked", "asked_about"]

_QUESTION = re.compile(r"[^.!?\n]{1,200}\?")
_READ_CHARS = 1000
_WHO = re.compile(
    r"(?:\b(?:does|did|is|was|has|have|do|are|were|will|can|could|would)\s+|['\u2019]s\s+)"
    r"(?:(?P<you>you|u|ya|your|ur)|(?P<pron>he|she|his|her)|(?P<name>[A-Z][a-z]+))"
    r"(?=\s+[a-z])",
    re.IGNORECASE,
)
"""The subject of a question, right after its auxiliary, before a word of its own ("does she
have a vet", "is Ana still at Google", "where's Tunde working now"; not "how was Paris?")."""
_ROLE_AFTER = re.compile(r"\s+([a-z][\w-]*)")
_NOT_ASKED = frozenset({"I", "It", "That", "This", "There", "Everything", "Everyone"})


@dataclass(frozen=True)
class Asked:
    """Whom a question asks about: `who` (None when a he, she or they no message here names)."""

    who: str | None


def asked_about(message: Message) -> Asked | None:
    """Whom the question the message replies to asks about, or None when the message replies
    to no question of someone else's (see the module docstring)."""
    previous = message.previous
    if previous is None or not previous.speaker or previous.speaker == message.speaker:
        return None
    questions = list(_QUESTION.finditer(previous.text[:_READ_CHARS]))
    if not questions:
        return None
    asked = questions[-1].group()
    m = _WHO.search(asked)
    if m is None:
        return None
    if m.group("you"):
        role = _ROLE_AFTER.match(asked, m.end())
        if (
            role
            and m.group("you").lower() in ("your", "ur")
            and role.group(1).lower() in PERSON_ROLES
        ):
            return Asked(People(message.speaker).owned(role.group(1)))  # "your mum": theirs
        return Asked(message.speaker)
    if m.group("pron"):
        return Asked(None)
    name = m.group("name")
    if not name[0].isupper() or name in CAPITALISED_NOT_NAMES or name in _NOT_ASKED:
        return None
    return Asked(name)
