"""A new value said alone, its slot the one the speaker's previous message gave a value of
(pure): "bank of scotland account since i was 16" / "monzo now. moved everything across";
"PureGym membership, £22 a month" / "The Gym Group. cheaper"; "me and Orla are grand" /
"with Sinead these days"; "still in Dundee" / "Moved. Glasgow. Southside.".

The message opens on the value (after a filler or a one-word sentence like "Moved."): words
followed by "now", "these days", "nowadays" or "instead", or, after "Moved." and the like, a
capitalised name that is its own sentence ("Wow. That's great" names nothing, and is not
worth reading the message before again); or a switch said with no slot of its own, its value
first: "Switched to Utrecht." / "transferred to King's for 2nd year" / "Using a Galaxy Tab now"
(the readers' guess of a slot for the value gives way; a switch that says more of the
speaker keeps its own slots). The slot is taken from the speaker's own message
just before, read again (its rules and the reader) only when such an opening is found and the
message says nothing else of the speaker: exactly one slot of the speaker's there, of a kind
that holds one name at a time. A value in lower case is taken only with "now"/"these days"
and when the speaker wrote the previous value in lower case too. Bounded: the first
`_READ_CHARS` characters."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import word_set
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.finding_claim import finding_claim
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, category_slot
from chronofact.extractors.conversation.not_names import NOT_SUBJECTS

__all__ = ["bare_values"]

_READ_CHARS = 160
_SLOTS = frozenset(
    {
        "works_at",
        "bank",
        "gym",
        "lives_in",
        "studies_at",
        "supports_team",
        "uses_phone",
        "uses_laptop",
        "vehicle",
        "doctor",
        "dentist",
        "partner",
        "manager",
        "uses_device",
        "plays_for",
    }
)
"""Slots whose value is a name said alone as easily as in a sentence."""
_FILLER = r"(?:lol|haha+|ok|okay|so|well|yeah|yea|nah|nope|um+|uh+|oh|anyway|update)\b[\s,.!:]*"
"""A filler word before the value, with its punctuation."""
_LEAD = re.compile(r"\s*(?:" + _FILLER + r"|(?-i:[A-Z])[a-z]+ed[.!]\s+)*", re.IGNORECASE)
"""Fillers, and a one-word sentence of change ("Moved.", "Switched."), before the value."""
_CHANGED = re.compile(r"\s*(?:" + _FILLER + r")*(?-i:[A-Z])[a-z]+ed[.!]\s", re.IGNORECASE)
"""The message opens on a one-word sentence of change ("Moved.", "Switched.")."""
_VALUE = re.compile(
    r"(?P<switch>(?:switched|swapped|changed|transferred|transfered)\s+(?:over\s+)?to\s+"
    r"|using\s+(?:an?\s+|the\s+)?)?"
    r"(?P<with>with\s+)?(?P<v>[A-Za-z][\w&'\u2019-]*(?:\s+(?!(?:is|are|was|were|my|our)\b)[A-Za-z0-9][\w&'\u2019-]*){0,3}?)"
    r"\s*(?:[,.]?\s*(?P<now>now|these\s+days|nowadays|instead)\b\s*(?:[.!,;]|$)"
    r"|(?P<stop>[.!]+(?:\s|$))"
    r"|(?P<after>[,;]|\s(?:for|in|since|after|from|last|this|at\s+the\s+start)\b|$))",
    re.IGNORECASE,
)
"""The value at the opening, and what ends it: "now" and the like, a full stop, or, after a
switch said with no slot of its own ("Switched to Utrecht, way better"; "Using a Galaxy Tab
now"), a comma or a time."""
_PERSON_NEXT = re.compile(r"\s*(?:he|she|they|his|her|him|their|who)\b", re.IGNORECASE)
_COMMON = word_set(
    "same still yes no not busy home work bed fine good great ok okay all nothing everything "
    "something sorry thanks lol haha nope yeah sure done here there back me you him her them "
    "us it this that my our his her their your i i'm we he she they"
)
"""Words said alone that are no value ("same now", "busy now", "back now"), and words that open
a clause, not a name ("my wife's a headteacher now")."""
_CLAUSE_IN = re.compile(r"['\u2019]s\s+(?:a|an|the)\b|\b(?:is|are|was|were)\b", re.IGNORECASE)
"""A value with a verb in it is a clause ("Jo's a nurse now"), not a name said alone."""


def bare_values(
    message: Message, claims: list[Claim], read: Callable[[Message], Sequence[Claim]]
) -> list[Claim]:
    """`claims` and the value said alone at the message's opening, on the slot the speaker's
    previous message gave their value of (see the module docstring)."""
    previous, speaker = message.previous, message.speaker
    if previous is None or speaker is None or previous.speaker != speaker:
        return claims
    text = message.text[:_READ_CHARS]
    lead = _LEAD.match(text)
    m = _VALUE.match(text, lead.end()) if lead else None
    if m is None:
        return claims
    switch = (m.group("switch") or "").casefold()
    if switch.startswith("using") and not m.group("now"):
        return claims  # "Using a Galaxy Tab" alone is no change; "... now" is
    if m.group("after") and not switch:
        return claims
    if not switch and any(c.subject == speaker and c.action == "assert" for c in claims):
        return claims
    if not (switch or m.group("now") or _CHANGED.match(text, lead.start() if lead else 0)):
        return claims  # "Wow. That's great": a name alone only after "Moved." and the like
    value = m.group("v")
    if not _may_be_value(value, m.group("now") is not None):
        return claims
    if m.group("stop") and _PERSON_NEXT.match(text, m.end()):
        return claims  # "Jake. he is so annoying": a person named, no value
    said = [
        c
        for c in read(previous)
        if c.subject == speaker
        and c.action == "assert"
        and c.polarity
        and c.predicate in _SLOTS
        and c.object  # a name held ("with Commbank"), not a word read beside it ("the app")
    ]
    slots = {c.predicate for c in said}
    if len(slots) != 1:
        return claims
    slot = slots.pop()
    old = (said[-1].object or said[-1].value or "").strip()
    if (m.group("with") is not None) != (slot == "partner") or old.casefold() == value.casefold():
        return claims
    if value.islower() and not (m.group("now") and old.islower() and old in previous.text):
        return claims  # a lower-case value only from one who writes names in lower case
    if category_slot(value) not in (None, slot):
        return claims  # "Vegan now": a word of another kind
    if any(c.predicate == slot and _same(c, value) for c in claims):
        return claims  # read on its slot already
    found = Finding(slot, value, "assert", m.end("v"), confidence=0.6)
    span = (m.start("v"), m.end("v"))
    at = next(
        (c.valid_from for c in claims if _same(c, value) and c.valid_from), message.observed_at
    )
    kept = [c for c in claims if not _same(c, value)]  # the slot a switch was guessed on
    if switch and any(c.subject == speaker and c.action == "assert" for c in kept):
        return claims  # the switch said more than its value: its own slots stand
    return [*kept, finding_claim(speaker, found, value, "assert", True, at, None, span, True)]


def _same(claim: Claim, value: str) -> bool:
    """A claim of the value said alone, on whatever slot it was guessed."""
    said = claim.object or claim.value or ""
    return claim.action == "assert" and _folded(said) == _folded(value)


def _folded(value: str) -> str:
    return re.sub(r"['\u2019]s$", "", value.strip()).casefold()


def _may_be_value(value: str, with_now: bool) -> bool:
    """The words can be a name said alone: not a common word, not a word of chat."""
    words = value.split()
    first = words[1] if len(words) > 1 and words[0].casefold() == "the" else words[0]
    if (
        _CLAUSE_IN.search(value)
        or first.casefold() in _COMMON
        or first in NOT_SUBJECTS
        or first in CAPITALISED_NOT_NAMES
    ):
        return False
    return with_now or value[:1].isupper()
