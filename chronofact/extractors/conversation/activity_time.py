"""When someone's regular activity is, said with the activity alone: "My daughter Leen has
ballet on Wednesdays at 5", "Leen's ballet is Saturday mornings at 9:30 this term", "I have
piano every Tuesday at 4", "my football is Sunday mornings now".

The event readers read a time on `<event>_time` when an event word names it ("piano lesson",
"choir practice": `lesson_time`, `practice_time`). An activity said alone had no event word:
"has ballet on Wednesdays" was read as nothing, and "Leen's ballet is Saturday mornings at
9:30" as a meeting at "Saturday", or a standup at "9:30". Here the activity (a pastime or an
instrument of the lexicon) names the slot, `<activity>_time` ("ballet_time"), and the value is
the time as said: the weekday, with its part of the day and clock time ("Saturday mornings at
9:30"). Claims the readers made in the sentence on a time slot, or of the activity on a slot
that is no pastime's ("Tiago works as judo"), give way; a pastime read of it stays. No pastime
is added: "Leen does ballet" beside the time led "When is Leen's ballet class?" in the change
sets.

Only a habit of now: a sentence of one occasion or a plan ("has ballet on Saturday this
week", "will have piano on Mondays"), or whose clause asks, gives nothing; an activity with
an event word after it is left to the event readers. Pure; each pattern bounded and searched
over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.finding_claim import said_since
from chronofact.extractors.conversation.habits import habitual
from chronofact.extractors.conversation.lexicon import CATEGORY_SLOTS, KIN_ALONE, WEEKDAYS
from chronofact.extractors.conversation.slot_vocab import event_time_predicate
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["activity_times"]

_READ_CHARS = 1200
CONFIDENCE = 0.75
_ACTIVITY_SLOTS = frozenset({"hobby", "learning_instrument"})
_MORE_ACTIVITIES = frozenset(
    {"ballet", "swim", "dance", "tap", "drama", "gymnastics", "tutoring", "scouts", "cubs"}
    | {"brownies", "guides", "beavers", "kumon", "taekwondo"}
)
_ACTIVITIES = (
    frozenset(w for w, slot in CATEGORY_SLOTS.items() if slot in _ACTIVITY_SLOTS) | _MORE_ACTIVITIES
)
_ACTIVITY = r"(?P<act>[a-z][a-z-]+)"
_EVENT_AFTER = re.compile(
    r"\s+(?:class|classes|lesson|lessons|practice|training|club|session|sessions|rehearsal|"
    r"rehearsals|match|matches|game|games|team|group|teacher|coach|kit)\b",
    re.IGNORECASE,
)
"""An event word after the activity: the event readers read its time."""
_WEEKDAY = rf"(?:{'|'.join(WEEKDAYS)})"
_DAY = rf"{_WEEKDAY}s?"
_CLOCK = r"\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?"
_WHEN = (
    rf"(?P<when>{_DAY}(?:\s+(?:and|&)\s+{_DAY})?(?:\s+(?:morning|afternoon|evening|night)s?)?"
    rf"(?:\s+(?:at\s+)?{_CLOCK}(?![\d:]))?)"
)
_ON = r"(?:(?:now|still|usually|always)\s+)?(?:on\s+|every\s+)?"
_NAME = r"(?-i:(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b)[A-Z][a-z]+(?:-[A-Z][a-z]+)?)"
_HAS = re.compile(
    rf"\b(?P<who>{_NAME}|I|we)\s+(?:(?:now|still|usually|always)\s+)?"
    rf"(?:has|have|does|do|goes\s+to|go\s+to)\s+{_ACTIVITY}\s+(?:on|every)\s+{_WHEN}",
    re.IGNORECASE,
)
_IS = re.compile(
    rf"(?:\b(?P<who>{_NAME})['\u2019]s|\b(?P<my>my))\s+{_ACTIVITY}\s+(?:is|are)\s+{_ON}{_WHEN}",
    re.IGNORECASE,
)


def _said(message: Message, text: str) -> Iterator[tuple[str, str, str, tuple[int, int], bool]]:
    """(who, activity, time, span, said with "has") of each activity's time said in `text`."""
    speaker = str(message.speaker)
    for pattern in (_HAS, _IS):
        for m in pattern.finditer(text):
            activity = m.group("act").casefold()
            if activity not in _ACTIVITIES or _EVENT_AFTER.match(text, m.end("act")):
                continue
            who = m.group("who")
            if who is not None and who.casefold() in KIN_ALONE:
                continue  # "Mum has yoga on Tuesdays": the kin readers say whose
            if who is None or who.casefold() in ("i", "we"):
                who = speaker
            yield who, activity, m.group("when"), m.span(), pattern is _HAS


_ONCE = re.compile(
    r"\b(?:this|next|last)\s+(?:week|weekend|month)\b|\b(?:today|tonight|tomorrow|tmrw)\b",
    re.IGNORECASE,
)
_EVERY = re.compile(
    rf"\bevery\s+{_WEEKDAY}|\b{_WEEKDAY}s\b|\b(?:now|these\s+days|this\s+term)\b",
    re.IGNORECASE,
)


def _regular(said: str, has: bool) -> bool:
    """The sentence says a regular time: no one week's, and for "has ballet on ..." a day said
    as a habit ("on Wednesdays", "every Wednesday", "now"); "Leen's ballet is Saturday" is
    one."""
    return not _ONCE.search(said) and (not has or bool(_EVERY.search(said)))


def _gives_way(claim: Claim, activity: str) -> bool:
    """A claim of the sentence on a time slot, on the activity said as a slot, or of the
    activity on a slot that is no pastime's ("Tiago works as judo")."""
    said = str(claim.object or claim.value or "").casefold()
    return (
        event_time_predicate(claim.predicate)
        or claim.predicate in ("meeting_time", activity)
        or (said == activity and claim.predicate not in _ACTIVITY_SLOTS)
    )


def activity_times(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the times of regular activities said with the activity alone (see the
    module docstring)."""
    if message.speaker is None:
        return claims
    text = message.text[:_READ_CHARS]
    out = list(claims)
    for who, activity, when, span, has in _said(message, text):
        sentence = sentence_around(text, span[0])
        if not habitual(text, sentence, span[1]):
            continue
        if not _regular(text[sentence[0] : sentence[1]], has):
            continue
        slot = f"{activity}_time"
        if any(c.predicate == slot and c.subject == who for c in out):
            continue
        gives_way = partial(_gives_way, activity=activity)
        out, _ = in_place_of(out, sentence, gives_way, message.observed_at)
        since = said_since(text[sentence[0] : sentence[1]], slot, message.observed_at, when)
        out.append(named_claim(who, slot, when, "assert", since, span, CONFIDENCE))
    return out
