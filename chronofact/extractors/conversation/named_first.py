"""Persons named first in a sentence of the message before, for a pronoun of the next one.

`people.names_in` finds a capitalised name only after a lower-case word, since a sentence's
first word is capitalised whatever it is. So in "Niamh quit Deloitte last week." / "she joined
Google", "she" had no one to point to (or the organisation). A sentence's first word is read
as a person here when a verb follows it ("Niamh quit", "Dara's seeing someone", "Aoife has
moved") and it is no word known to name something else (a weekday, a kind of thing, a
relation word, a word that never names a person).
"""

from __future__ import annotations

import re

from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    KIN_ALONE,
    PERSON_ROLES,
    VERB_START,
    category_slot,
    is_interjection,
)
from chronofact.extractors.conversation.not_names import NOT_LOWER_NAMES, NOT_SUBJECTS
from chronofact.extractors.conversation.people import Mention, names_at

_AFTER_NAME = (
    r"is|was|has|had|['\u2019]s|just|finally|now|still|also|already|will|can|could|"
    r"says|said|told|texted|called|messaged|went|goes|works|lives|studies|starts|begins|"
    r"loves|hates|wants|needs|thinks|reckons|" + "|".join(sorted(VERB_START, key=len, reverse=True))
)
_OPENING = re.compile(
    r"(?:^|(?<=[.!?\n]\s)|(?<=[.!?\n]))\s*"
    r"(?P<name>[A-Z][a-z]{1,20})(?=(?:['\u2019]s)?\s+(?:" + _AFTER_NAME + r")\b)"
)
"""A capitalised word opening the text or a sentence, a verb (or "'s") right after it (not
any word in -ed: "Stripe hired her" names an employer)."""
MAX_CHARS = 2000
"""Of a long message, this many characters are read."""


def _no_name(word: str) -> bool:
    folded = word.casefold()
    return (
        word in CAPITALISED_NOT_NAMES
        or word in NOT_SUBJECTS
        or folded in NOT_LOWER_NAMES
        or folded in PERSON_ROLES
        or folded in KIN_ALONE
        or folded in VERB_START
        or is_interjection(word)
        or category_slot(word) is not None
    )


def named_first(text: str) -> list[tuple[int, str]]:
    """(position, name) of each person who opens a sentence of `text`, in order."""
    return [
        (m.start("name"), m.group("name"))
        for m in _OPENING.finditer(text[:MAX_CHARS])
        if not _no_name(m.group("name"))
    ]


def named_before(text: str) -> list[Mention]:
    """The persons of the message before, in the order said: those `names_in` finds and
    those who open a sentence."""
    text = text[:MAX_CHARS]
    found = names_at(text) + [(at, Mention(name)) for at, name in named_first(text)]
    return [mention for _, mention in sorted(found, key=lambda pair: pair[0])]
