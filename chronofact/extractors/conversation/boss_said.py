"""The speaker's boss said by praise or complaint with no word of reporting: "Mick's a good
bloke for a boss", "good bloke for a boss, Mick shouted the whole team brekkie", "Deepa blocks
every Friday after 4 for deep work, best boss ever". The person named with "for a boss", or
the one person opening a message that calls someone the best (or worst) boss ever, is the
speaker's manager from the message time, unless a claim of the message already gives the
speaker a manager.

Not someone else's boss ("Tom's boss is the worst boss ever" names the boss by no name), nor a
name that is no person (`not_names.NOT_SUBJECTS`: "Honestly, best boss ever").

Pure; fixed regexes over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.lexicon import PERSON_ROLES
from chronofact.extractors.conversation.not_names import NOT_SUBJECTS
from chronofact.extractors.conversation.statements import named_claim, unclaimed_speaker

__all__ = ["bosses_said"]

_READ_CHARS = 400
_NAME = r"(?-i:[A-Z][a-z][\w'’-]*)"
_BOSS = r"(?:boss|manager|supervisor|line\s+manager|team\s+lead)"
_FOR_A_BOSS = re.compile(
    rf"(?<![\w'’-])(?P<n>{_NAME})(?:['’]s|\s+is)\s+(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}"
    rf"for\s+a\s+{_BOSS}\b"
    rf"|\bfor\s+a\s+{_BOSS}\s*[,;:]\s*(?P<m>{_NAME})(?=\s+[a-z])",
    re.IGNORECASE,
)
_BEST_BOSS = re.compile(
    rf"\b(?:best|worst|coolest|nicest|greatest)\s+{_BOSS}\s+(?:ever|in\s+the\s+world)\b",
    re.IGNORECASE,
)
_OPENING_NAME = re.compile(
    r"^\s*(?P<n>(?-i:[A-Z][a-z]+))\s+(?!(?:says|said|thinks|reckons|told|tells)\b)"
    r"(?:[a-z]+s|[a-z]+ed|just|always|never)\b"
)
_OTHERS_BOSS = re.compile(rf"\b(?:his|her|their|{_NAME}['’]s)\s+{_BOSS}\b", re.IGNORECASE)
"""Someone else's boss ("Tom's boss is the worst boss ever")."""


def bosses_said(message: Message, found: list[Claim]) -> list[Claim]:
    """The speaker's boss said by praise (see the module docstring)."""
    speaker = unclaimed_speaker(message.speaker, found, ("manager",))
    if speaker is None:
        return []
    text = message.text[:_READ_CHARS]
    m = _FOR_A_BOSS.search(text)
    group = ("n" if m.group("n") else "m") if m is not None else ""
    if m is None and _BEST_BOSS.search(text) and not _OTHERS_BOSS.search(text):
        m, group = _OPENING_NAME.match(text), "n"
    if m is None:
        return []
    name = m.group(group).removesuffix("'s").removesuffix("’s")
    if name in NOT_SUBJECTS or name.casefold() in PERSON_ROLES or name == speaker:
        return []
    span = (m.start(group), m.end(group))
    return [named_claim(speaker, "manager", name, "assert", message.observed_at, span)]
