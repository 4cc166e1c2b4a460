"""A subject carried from one sentence of a message into the next, when the next opens on a
verb with no subject of its own (pure; `extract` reads each sentence with it).

Chat drops a subject said just before, across a sentence break as well as a comma: "didi
cracked CAT!! joined IIM Indore in june", "Jun Hao collected his BTO keys already! staying in
Punggol", "Mitch finally left Woolies. scored a gig with Qantas". A clause with no subject is
the speaker's when nothing else is said ("got bumped to senior accountant"); after a sentence
about someone else it is that person's. It is carried only when

- the sentence before ends on a subject that is not the speaker (a person named, a relative),
- neither sentence says the speaker in the first person ("I", "me", "my", "we", "us", "our"
  ...: "Tunde got married! flew to Lagos with my mum" is the speaker's flight).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from chronofact.extractors.conversation.lexicon import FIRST_PERSON

if TYPE_CHECKING:
    from chronofact.extractors.conversation.people import Subject

__all__ = ["carried_over"]

_FIRST_PERSON = re.compile(FIRST_PERSON + r"|\bma\b", re.IGNORECASE)  # "ma" = "my" in chat


def carried_over(
    text: str,
    before: tuple[int, int],
    sentence: tuple[int, int],
    carry: Subject | None,
    speaker: str | None,
) -> Subject | None:
    """The subject the sentence at `before` (bounds in `text`) ended on, for the clauses of the
    sentence at `sentence` with no subject; None when it is not carried (see the module
    docstring), or when the sentences are not next to each other (a question between)."""
    if carry is None or carry.name == speaker or carry.with_speaker:
        return None
    if text[before[1] : sentence[0]].strip():
        return None
    if _FIRST_PERSON.search(text, *before) or _FIRST_PERSON.search(text, *sentence):
        return None
    return carry
