"""A job said as what one does something as: "Running the kitchen as head chef is exhausting",
"I'm running the ward as charge nurse now", "Back to managing the site as foreman".

The frames read "working as X" and "N months in as X"; with another verb and its object before
"as", the readers made a project of the whole ("kitchen as head chef") and the title held
before stayed current. Here a clause that opens on a verb ending in -ing (or "I'm" / "I am"
and one), at most three words of what is done, then "as (a / an / the) <title>" where the
title is at most three words ending in a job's word (`lexicon.JOB_WORDS`: "head chef", "charge
nurse") gives the speaker's `occupation`. Only the speaker: a clause naming someone else
before "as" is theirs and left alone ("Mum running the shop as manager"). "as a kid", "as a
treat" and "as a joke" end in no job's word and say nothing. Claims the readers made of the
title's words in the same sentence give way. Pure; one bounded pattern searched once over at
most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import JOB_WORDS
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["titles_said_as"]

_READ_CHARS = 1200
_AS_TITLE = re.compile(
    r"(?:^|[.!?;]\s+|\b(?:and|but|so|now)\s+)(?:(?:i['\u2019]m|im|i\s+am)\s+)?"
    r"(?:now\s+|still\s+|back\s+(?:to\s+)?)?"
    r"(?P<verb>[a-z]+ing)\s+(?:[\w'\u2019-]+\s+){0,3}?as\s+(?:(?:a|an|the|our|their)\s+)?"
    r"(?P<title>[\w-]+(?:\s+[\w-]+){0,2})",
    re.IGNORECASE,
)
_NOT_VERBS = frozenset({"thing", "nothing", "something", "anything", "everything", "morning"})
"""Words ending in -ing that are no verb."""
_SAID = re.compile(r"ing\b[^.!?]{0,60}\bas\b", re.IGNORECASE)


def _found(text: str) -> list[tuple[str, tuple[int, int]]]:
    """(title, span) of each "<doing> ... as <title>" said of the speaker in `text`."""
    out: list[tuple[str, tuple[int, int]]] = []
    for m in _AS_TITLE.finditer(text):
        if m.group("verb").casefold() in _NOT_VERBS:
            continue
        words = m.group("title").split()
        ends = [n for n in range(1, len(words) + 1) if words[n - 1].casefold() in JOB_WORDS]
        if not ends:
            continue  # "as a treat", "as a kid"
        title = " ".join(words[: ends[-1]]).lower()  # "head chef" of "head chef is"
        start = m.start("title")
        out.append((title, (start, start + len(" ".join(words[: ends[-1]])))))
    return out


def _gives_way(claim: Claim, title: str) -> bool:
    """The readers' claim of the title's words (a project "kitchen as head chef")."""
    value = (claim.object or claim.value or "").strip().casefold()
    return bool(value) and (title in value or value in title) and claim.predicate != "occupation"


def titles_said_as(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the speaker's job said as "<doing> ... as <title>" (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or not _SAID.search(text):
        return claims
    out = list(claims)
    speaker = str(message.speaker)
    for title, span in _found(text):
        sentence = sentence_around(text, span[0])
        out, when = in_place_of(out, sentence, partial(_gives_way, title=title), None)
        if not any(
            c.predicate == "occupation"
            and (c.subject == speaker or str(c.object or "").casefold() == title)
            for c in out
        ):  # "Vikram cleared the UPSC!! Posting as an IAS officer": Vikram's, read already
            at = when or message.observed_at
            out.append(named_claim(speaker, "occupation", title, "assert", at, span))
    return out
