"""A pastime said by an event of it someone has: "Ethan's lacrosse tournament is in
Peterborough", "Isla's ballet recital is on friday", "my karate grading is next week",
"Tyler's swim team meet saturday".

Chat names what someone does by its events long before anyone says "Ethan plays lacrosse now";
the readers read these as nothing. Here "<Name>'s / my / our" then the activity (a word the
lexicon files as a pastime or an instrument, or one of `_SPORTS`) then an event word
(`_EVENTS`: class, lesson, practice, tournament, match, recital, grading, ...) says the owner
does the activity (`hobby`, or `learning_instrument` for an instrument). Not read: "his" or
"her" (whose is not said here), an activity the lexicon does not know, someone else's
("Mum's friend's ballet class": the name must be the one right before the activity). Claims
the readers made in the sentence holding the activity's word give way. Pure; one bounded
pattern searched once over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    CATEGORY_SLOTS,
    KIN_ALONE,
)
from chronofact.extractors.conversation.not_names import NOT_SUBJECTS
from chronofact.extractors.conversation.people_before import people_before
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["activities_by_event"]

_READ_CHARS = 1200
_SPORTS = frozenset(
    [
        "lacrosse",
        "swim",
        "dance",
        "drama",
        "gymnastics",
        "athletics",
        "fencing",
        "archery",
        "rowing",
        "badminton",
        "squash",
        "volleyball",
        "softball",
        "baseball",
        "basketball",
        "hurling",
        "camogie",
        "gaelic",
        "taekwondo",
    ]
)
"""Pastimes the lexicon does not file under a single word."""
_EVENTS = (
    r"class|classes|lessons?|practice|practices|training|tournament|tourney|match|matches|game|"
    r"games|meet|recital|rehearsal|grading|competition|comp|gala|tryouts?|trials|fixture|"
    r"camp|exam|show|concert|season"
)
_WATCHED = frozenset({"game", "games", "match", "matches", "fixture", "season", "show", "concert"})
"""Events a team or a band has as often as a person: said with "my" or "our" only."""
_SAID = re.compile(
    r"(?:\b(?P<own>my|our)|(?P<name>(?-i:[A-Z])[\w-]+)['\u2019]s)\s+"
    r"(?:(?:grade\s+\d+|first|big|next|weekly|annual|end[- ]of[- ]term)\s+)?"
    r"(?P<act>[a-z]+)(?:\s+(?:team|club|squad|group))?\s+(?P<event>" + _EVENTS + r")\b",
    re.IGNORECASE,
)


def _slot(activity: str) -> str | None:
    kind = CATEGORY_SLOTS.get(activity)
    if kind in ("hobby", "learning_instrument"):
        return kind
    return "hobby" if activity in _SPORTS else None


def _holds(activity: str, claim: Claim) -> bool:
    value = (claim.object or claim.value or "").casefold()
    return bool(value) and (activity in value.split() or value in activity)


def activities_by_event(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the pastimes said by an event of them (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None:
        return claims
    out = list(claims)
    for m in _SAID.finditer(text):
        activity = m.group("act").casefold()
        slot = _slot(activity)
        if slot is None:
            continue
        name = m.group("name")
        if name is not None and m.group("event").casefold() in _WATCHED:
            continue  # "watching Arsenal's football game": a team's game, not a pastime
        if name is not None and (
            name in NOT_SUBJECTS or name in CAPITALISED_NOT_NAMES or name == message.speaker
        ):
            continue
        if name is not None and name.casefold() in KIN_ALONE:
            owner = people_before(message, text, m.start()).owned(KIN_ALONE[name.casefold()])
        else:
            owner = name or str(message.speaker)
        if not owner:
            continue
        if any(c.subject == owner and c.predicate == slot and _holds(activity, c) for c in out):
            continue
        sentence = sentence_around(text, m.start())
        out, _ = in_place_of(out, sentence, partial(_holds, activity), None)
        span = m.span("act")
        out.append(named_claim(owner, slot, activity, "assert", message.observed_at, span))
    return out
