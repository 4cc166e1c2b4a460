"""The speaker's manager named by their one-to-one: "Any tips for my one-on-one with Claire
tomorrow?", "1:1 with Oluwaseun went so well", "had my 1:1 with Joost today".

A one-to-one is the meeting a manager holds with each person they manage; said by the speaker
with a person named right after "with", that person is the speaker's manager, unless the words
after the name say otherwise ("with Sam, my new intern", "with each of my reports"). One
regex over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.finding_claim import finding_claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, TITLED

__all__ = ["manager_by_one_to_one"]

_READ_CHARS = 600
_ONE_TO_ONE = re.compile(
    r"(?<![\w:-])(?:1:1|1-1|1-on-1|1on1|one-on-one|one-to-one|one\s+on\s+one|one\s+to\s+one)s?"
    r"\s+with\s+(?P<name>" + TITLED + r"(?-i:[A-Z][a-z][\w'\u2019-]*)(?:\s+(?-i:[A-Z][a-z]+))?)"
    r"(?![\w'\u2019-])"
    r"(?!\s*,?\s+(?:my|our|the)\s+(?:new\s+)?(?:intern|report|direct\s+report|junior|mentee|"
    r"trainee|apprentice|hire))",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(r"\b(?:i|me|my|i['\u2019]m|i['\u2019]ve|i['\u2019]ll)\b", re.IGNORECASE)


def manager_by_one_to_one(message: Message, found: list[Claim]) -> list[Claim]:
    """The speaker's manager named by their one-to-one (see the module docstring), unless the
    claims `found` already give the speaker a manager."""
    speaker = message.speaker
    text = message.text[:_READ_CHARS]
    if not speaker or any(c.subject == speaker and c.predicate == "manager" for c in found):
        return []
    m = _ONE_TO_ONE.search(text)
    if m is None:
        return []
    name = re.sub(r"['\u2019]s$", "", m.group("name"))
    if name.split()[0] in CAPITALISED_NOT_NAMES or name.casefold() == speaker.casefold():
        return []
    opens = not text[: m.start()].strip()  # "1:1 with Oluwaseun went so well": the speaker's
    if not opens and _FIRST_PERSON.search(text) is None:
        return []  # "Tom's 1:1 with Claire ran over": someone else's
    f = Finding("manager", name, "assert", m.end("name"))
    at = message.observed_at
    return [finding_claim(speaker, f, name, "assert", True, at, None, m.span(), True)]
