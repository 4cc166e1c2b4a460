"""When a class of a subject is, said with the subject (`<subject>_class_time`): "stats got
bumped to Tuesdays at 2pm", "Spanish class is Monday evenings at 7 now", "the tutor moved
chemistry to Thursday afternoons", "I'm doing the Python course online on Wednesday evenings",
"Lena's Saturday Polish school runs 9 till 1".

The event readers read a class's time on `lesson_time`, `lecture_time` or `meeting_time`,
whatever the subject: two classes of one person were one slot, and "stats is Friday
afternoons now" was a meeting. Here a subject of study (`SUBJECTS`: school and university
subjects, languages, coding, driving; short names such as "stats" or "chem" said as the
subject's name) names the slot; a language's lessons keep the one slot `lesson_time` the event
readers give them. The value is the time as said (weekday with "every", part of the day,
clock time), read from:

- "<subject> (class, lecture, lab ...) is / are / runs / got bumped to / moved to <time>";
- "moved / bumped / switched <subject> to <time>", "<subject> moved (again), it's <time>";
- "doing / taking the <subject> course (online) on <time>", "I have <subject> (lectures)
  every <time>";
- a weekday said before the subject's class ("Lena's Saturday Polish school", "the Monday
  night Python class"), with no time said after it.

Whose: the speaker for "my", "I" or nothing; a name or a relative said alone before it
("Lena's", "Mum's"). Only a habit of now: a sentence of one occasion or plan, or a clause that
asks, gives nothing. Claims the readers made in the sentence on a time slot, or a project of
the course's words, give way. Pure; each pattern bounded and searched once over at most
`_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.finding_claim import said_since
from chronofact.extractors.conversation.habits import habitual
from chronofact.extractors.conversation.lexicon import WEEKDAYS
from chronofact.extractors.conversation.people import person_said
from chronofact.extractors.conversation.slot_vocab import event_time_predicate
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["SUBJECTS", "class_times"]

_READ_CHARS = 1200
CONFIDENCE = 0.75

# fmt: off
_SUBJECT_NAMES = (
    "statistics", "math", "physics", "chemistry", "organic chemistry", "biology", "history",
    "geography", "economics", "accounting", "law", "philosophy", "psychology", "sociology",
    "english", "literature", "calculus", "algebra", "coding", "programming", "python", "java",
    "javascript", "data science", "art", "drawing", "music theory", "spanish", "french",
    "german", "italian", "portuguese", "polish", "mandarin", "chinese", "japanese", "korean",
    "arabic", "hindi", "urdu", "russian", "greek", "latin", "hebrew", "turkish", "dutch",
    "swedish", "welsh", "irish", "gaelic", "sign language", "bsl", "asl", "driving", "anatomy",
    "pharmacology", "engineering", "computer science", "marketing", "finance", "linguistics",
    "astronomy", "politics", "religious studies", "business studies",
)
# fmt: on
SUBJECTS: dict[str, str] = {
    **{s: s for s in _SUBJECT_NAMES},
    "stats": "statistics",
    "maths": "math",
    "mathematics": "math",
    "chem": "chemistry",
    "orgo": "organic chemistry",
    "organic chem": "organic chemistry",
    "bio": "biology",
    "econ": "economics",
    "econs": "economics",
    "psych": "psychology",
    "comp sci": "computer science",
    "compsci": "computer science",
    "cs": "computer science",
}
"""Subjects of study, each with the name its slot is keyed by ("stats" is statistics)."""

_SUBJECT = (
    "(?P<subject>"
    + "|".join(
        sorted((re.escape(s).replace(r"\ ", r"\s+") for s in SUBJECTS), key=len, reverse=True)
    )
    + r")(?![\w-])"
)
_EVENT = (
    r"(?:class|classes|lecture|lectures|lesson|lessons|lab|labs|seminar|seminars|tutorial|"
    r"tutorials|school|course|workshop|module)"
)
_WEEKDAY = rf"(?:{'|'.join(WEEKDAYS)})"
_DAY = rf"{_WEEKDAY}s?"
_PART = r"(?:\s+(?:morning|afternoon|evening|night|lunchtime)s?)?"
_CLOCK = r"\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?"
_WHEN = (
    rf"(?P<when>(?:every\s+)?{_DAY}(?:\s+(?:and|&)\s+{_DAY})?{_PART}"
    rf"(?:,?\s+(?:at\s+|from\s+)?{_CLOCK}(?:\s*(?:-|to|till|until)\s*{_CLOCK})?(?![\d:]))?)"
)
_WHOSE = r"(?:(?<![\w'\u2019])(?P<who>(?-i:[A-Z][a-z]+))['\u2019]s\s+|\b(?P<my>my|our|the)\s+)?"
_SAY = re.compile(
    _WHOSE
    + _SUBJECT
    + rf"(?:\s+{_EVENT})?\s+(?:(?:is|are|runs|run)\s+|['\u2019]s\s+|(?=(?:now|still|got|has|have|"
    r"been|just|bumped|moved|switched|shifted|pushed|changed)\s))"
    r"(?:(?:now|still|usually|always|got|has|have|been|just)\s+){0,3}"
    r"(?:(?:bumped|moved|switched|shifted|pushed|changed)\s+(?:back\s+)?(?:to|onto)\s+)?"
    rf"(?:on\s+)?{_WHEN}",
    re.IGNORECASE,
)
"""The class said, then its time: "stats got bumped to Tuesdays at 2pm", "Spanish class is
Monday evenings at 7" (a verb between them: "I love history on Mondays" is none)."""
_MOVED = re.compile(
    r"\b(?:moved|bumped|switched|shifted|pushed|changed)\s+" + _WHOSE + _SUBJECT
    + rf"(?:\s+{_EVENT})?\s+(?:back\s+)?(?:to|onto)\s+(?:on\s+)?{_WHEN}",
    re.IGNORECASE,
)  # fmt: skip
_DOING = re.compile(
    r"(?:(?:(?<![\w'\u2019])(?P<who>(?-i:[A-Z][a-z]+))\s+(?:is|['\u2019]s)|\bI['\u2019]m|"
    r"\bI\s+am)\s+|(?:^|(?<=[.!?,;:]\s)|\b(?:tbh|honestly|ngl|lol)\s+))"
    r"(?:(?:now|still)\s+)?(?:doing|taking)\s+(?:(?:the|a|an|my|her|his)\s+)?"
    + _SUBJECT
    + rf"\s+{_EVENT}(?:\s+online)?\s+(?:on\s+)?{_WHEN}",
    re.IGNORECASE,
)
"""A class one is doing: "I'm doing the Python course online on Wednesday evenings"."""
_MOVED_ITS = re.compile(
    _WHOSE
    + _SUBJECT
    + rf"(?:\s+{_EVENT})?\s+(?:(?:got|has|have|was|were|just)\s+)?(?:been\s+)?(?:moved|bumped|"
    r"switched|shifted|changed|rescheduled)(?:\s+again)?\s*[,;:\u2014-]+\s*(?:so\s+)?"
    r"(?:it['\u2019]s|it\s+is|they['\u2019]re|now)\s+(?:(?:now|on)\s+)?" + _WHEN,
    re.IGNORECASE,
)
"""A class moved, then its time: "stats moved again, it's Thursday afternoons now"."""
_HAS = re.compile(
    r"(?:(?<![\w'\u2019])(?P<who>(?-i:[A-Z][a-z]+))|\b(?:I|we))\s+(?:(?:now|still|usually)\s+)?"
    r"(?:have|has|got)\s+(?:(?:my|our|her|his)\s+)?"
    + _SUBJECT
    + rf"(?:\s+{_EVENT})?\s+(?:on\s+)?{_WHEN}",
    re.IGNORECASE,
)
"""A class one has: "I have stats lectures every Monday at 9"."""
_DAY_BEFORE = re.compile(
    _WHOSE + rf"(?P<when>{_DAY}{_PART})\s+" + _SUBJECT + rf"\s+{_EVENT}\b",
    re.IGNORECASE,
)
_ONCE = re.compile(
    r"\b(?:this|next|last)\s+(?:week|weekend|month)\b|\b(?:today|tonight|tomorrow|tmrw|"
    r"test|exam|quiz|cancelled|canceled)\b",
    re.IGNORECASE,
)


_LANGUAGES = frozenset(
    {"spanish", "french", "german", "italian", "portuguese", "polish", "mandarin", "chinese"}
    | {"japanese", "korean", "arabic", "hindi", "urdu", "russian", "greek", "latin", "hebrew"}
    | {"turkish", "dutch", "swedish", "welsh", "irish", "gaelic", "sign language", "bsl", "asl"}
)
"""Subjects that are languages: their lessons' time is `lesson_time`, as the event readers
read "My Spanish lessons are Thursday evenings" (one slot for a person's language lessons)."""


def _slot(subject: str) -> str:
    """The slot of a subject's class time."""
    if subject in _LANGUAGES:
        return "lesson_time"
    return f"{subject.replace(' ', '_')}_class_time"


def _who(message: Message, m: re.Match[str]) -> str | None:
    """Whose class: `people.person_said` of the name before it (the speaker's when none)."""
    return person_said(message.speaker, m.groupdict().get("who") or "")


def _gives_way(claim: Claim, subject: str) -> bool:
    """A claim of the sentence on a time slot, a project or course named by the subject, or the
    subject's name on a slot it is misread on ("Tomas works as chem")."""
    said = str(claim.object or claim.value or "").casefold()
    return (
        event_time_predicate(claim.predicate)
        or (claim.predicate == "project" and subject in said)
        or (bool(said) and said in (subject, *subject.split()) and claim.predicate not in _KEPT)
    )


_KEPT = frozenset({"learning_language", "hobby", "studies", "likes"})
"""Slots a subject's name is rightly read on beside its class's time."""


def class_times(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the times of classes said with their subject (see the module
    docstring)."""
    if message.speaker is None:
        return claims
    text = message.text[:_READ_CHARS]
    out = list(claims)
    done: set[str] = set()
    for pattern in (_SAY, _MOVED, _MOVED_ITS, _DOING, _HAS, _DAY_BEFORE):
        for m in pattern.finditer(text):
            who = _who(message, m)
            said = " ".join(m.group("subject").casefold().split())
            subject = SUBJECTS.get(said)
            if who is None or subject is None or subject in done:
                continue
            sentence = sentence_around(text, m.start())
            if not habitual(text, sentence, m.end()) or _ONCE.search(text, *sentence):
                continue
            slot = _slot(subject)
            when = m.group("when")
            out, _ = in_place_of(
                out, sentence, partial(_gives_way, subject=said), message.observed_at
            )
            since = said_since(text[sentence[0] : sentence[1]], slot, message.observed_at, when)
            span = (m.start("when"), m.end("when"))
            out.append(named_claim(who, slot, when, "assert", since, span, CONFIDENCE))
            done.add(subject)
    return out
