"""The persons a message has named before a point, for a pronoun a learned reading's clause
opens on ("my cousin Rohit, the one in Pune na, he's with Infosys only": he is Rohit).

The clause reading (`extract`) keeps the persons of a message as it goes, clause by clause;
a reading of the learned reader is placed afterwards, with no such list. This builds it the
same way, up to the reading's value: the persons the message replied to names, then for each
clause before the value the subject it opens on and the persons it names after it.
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.conversation.people import SUBJECT_RE, People, names_in

__all__ = ["people_before"]

_CLAUSE_START = re.compile(
    r"(?:^|[.!?\n]+\s+|[,;:]\s+|\s(?:but|and|while|though|so|because|cos|coz|since)\s+)",
    re.IGNORECASE,
)
"""Where a clause may open on its own subject."""
_PREVIOUS_CHARS = 2000
_MOST_CLAUSES = 40
"""At most this many clauses are read before the value (a bound on long messages)."""


def people_before(message: Message, text: str, upto: int) -> People:
    """The persons of the conversation named before `upto` in `text` (the message, recased),
    most recent last, as the clause reading would hold them there."""
    people = People(message.speaker)
    previous = message.previous
    if previous is not None:
        if previous.speaker:
            people.add(previous.speaker)
        for mention in names_in(previous.text[:_PREVIOUS_CHARS]):
            people.add(mention.name, mention.gender)
    starts = [m.end() for m in _CLAUSE_START.finditer(text, 0, upto)][:_MOST_CLAUSES]
    for start, end in zip(starts, [*starts[1:], upto], strict=True):
        m = SUBJECT_RE.match(text, start, end)
        subject = people.resolve(m) if m is not None and not m.group("pron") else None
        people.add_named_after(names_in(text[start:end]), subject.name if subject else None)
    return people
