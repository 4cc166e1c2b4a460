"""The shifts someone works, said by their pattern or their hours: "I'm doing three nights on,
four off at the hospital", "The rota this year is four on four off", "I'm on permanent nights
at the distribution centre, 10pm to 6am", "Marek's on Sunday to Thursday nights", "he's 8pm to
5am now", "mid shift na ako, 2pm to 11pm" (`shift`, the slot `habits` reads "I'm on the
early shift now" on: one value at a time).

`habits` reads a shift the speaker names with a shift word. A shift said by its pattern, its
hours or of someone else was read as nothing, as a job ("Ramon works as shift") or as a
restaurant ("Graveyard"), so the rota changed later had nothing to end. Here, per sentence:

- the pattern: "<n> (nights) on, <m> off" (`_ROTA`); "permanent / rotating / fixed nights,
  days, shifts or pattern", "night / mid / graveyard / swing ... shift", "<weekday> to
  <weekday> nights" (`_KIND`); "weekends only", "<n> (long) nights a week", "graveyard" in a
  sentence of work (`_KIND_AT_WORK`); "moved him to days", "switched to nights" (`_MOVED_TO`);
- the hours: "<time> to / till / until / - <time>" with am or pm said (`_HOURS`), in a
  sentence that also says work words (`_WORK`: shift, nights, rota, hours, works, ward ...)
  and no word of a one-off appointment (`_NOT_WORK`: a meeting, a class, a party);
- the parts said make one value ("permanent nights, 10pm to 6am"), across the sentences of a
  message too ("The rota this year is four on four off. Four long nights, then I'm home").

Whose shifts they are comes from the words right before them ("Marek's on", "Marek does",
"he's" after a name: `_WHO_ON`), from the one moved ("Conor's manager moved him": Conor),
else as for any value read (`reading_subject.subject_at`: "my husband Ramon works"), else the
speaker. Only a habit of now (`habits.habitual`): "I'll do nights next week" or "is the rota
four on four off?" gives nothing. The readers' claims in the sentence of a word of the shift,
or on the same person's shift, give way (the shift `habits` read of that person is kept in the
value). Pure; each pattern is bounded and searched over at most
`_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import dataclasses
import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_at, split_sentences
from chronofact.extractors.conversation.finding_claim import said_since
from chronofact.extractors.conversation.habits import habitual
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES
from chronofact.extractors.conversation.not_names import NOT_SUBJECTS
from chronofact.extractors.conversation.people_before import people_before
from chronofact.extractors.conversation.reading_subject import subject_at
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["SLOT", "shift_ends", "shifts_said"]

SLOT = "shift"
_READ_CHARS = 1200

_COUNT = r"(?:one|two|three|four|five|six|seven|[1-7])"
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_ROTA = re.compile(
    rf"\b{_COUNT}\s+(?:(?:long\s+)?(?:nights?|days?|earlies|lates|shifts?)\s+)?on\s*[,/]?\s*"
    rf"(?:and\s+|then\s+)?{_COUNT}\s+(?:(?:nights?|days?)\s+)?off\b",
    re.IGNORECASE,
)
"""A rota by its counts: "three nights on, four off", "four on four off", "4 on / 3 off"."""
_KIND = re.compile(
    r"\b(?:(?:permanent|rotating|fixed|straight|regular|alternating|split|rolling)\s+"
    r"(?:nights|days|shifts?|pattern|rota|roster|earlies|lates)"
    rf"|(?:{_COUNT}\s+)?(?:(?:\d{{1,2}}-hour|(?:eight|ten|twelve)-hour|long|short)\s+)?"
    r"(?:night|day|mid|graveyard|swing|early|late|evening|morning|afternoon|twilight|overnight|"
    r"weekend|split)"
    r"\s+shifts?"
    rf"|(?:{_COUNT}\s+)?(?:\d{{1,2}}-hour|(?:eight|ten|twelve)-hour|long)\s+shifts?"
    rf"|(?:{_COUNT}\s+)?(?:\d{{1,2}}-hour|(?:eight|ten|twelve)-hour|long|short)\s+(?:nights|days)"
    r"|\d(?:-\d){1,3}\s+(?:pattern|rota|roster|schedule)"
    rf"|{_DAY}s?\s+to\s+{_DAY}s?\s+nights)\b",
    re.IGNORECASE,
)
"""A rota by its kind: "permanent nights", "mid shift", "twelve-hour nights", "a 2-2-3
pattern", "Sunday to Thursday nights"."""
_KIND_AT_WORK = re.compile(
    r"\b(?:graveyard|(?<=\bon\s)(?:nights|earlies|lates)"
    r"|(?:weekends|weekdays|nights|days)\s+only"
    rf"|{_DAY}s?\s+to\s+{_DAY}s?"
    rf"|{_COUNT}\s+(?:long\s+|12-hour\s+|twelve-hour\s+)?(?:nights|days|shifts)\s+a\s+week)\b",
    re.IGNORECASE,
)
"""A rota by words that say one only beside work ("weekends only", "three long days a week",
"graveyard", "on nights", "Friday to Sunday"): "I drink weekends only" or "the gym three days
a week" says none."""
_MOVED_TO = re.compile(
    r"\b(?:moved|switched|put|changed|swapped|gone|went|back)\s+(?:(?P<who>me|him|her|us|them)\s+|"
    r"(?:over|back)\s+)?(?:to|onto|on)\s+(?P<k>days|nights|earlies|lates)\b",
    re.IGNORECASE,
)
"""A rota one is moved onto: "Tayo's manager moved him to days", "switched to nights"."""
_CLOCK = r"\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?"
_HOURS = re.compile(
    rf"\b(?P<a>{_CLOCK})\s*(?:to|till|until|til|-|–)\s*(?P<b>{_CLOCK})(?![\w:])",
    re.IGNORECASE,
)
"""Working hours: "10pm to 6am", "9 till 5pm", "2pm-11pm" (am or pm said at least once)."""
_WORK = re.compile(
    r"\b(?:shifts?|nights|rota|roster|hours|work(?!\s+out)|works|working|graveyard|ward|on\s+duty|"
    r"call\s+cent(?:re|er)|warehouse|clock(?:ing)?\s+(?:in|on))\b",
    re.IGNORECASE,
)
_NOT_WORK = re.compile(
    r"\b(?:meeting|meetings|call(?!\s+cent)|class|classes|lecture|lesson|lessons|school|party|match|"
    r"appointment|session|open|opens|opening|surgery|visiting|gym|parking|traffic|commute|"
    r"flight|train|bus|drive|journey|delayed|closed|sale)\b",
    re.IGNORECASE,
)
"""Hours of something else: "the meeting runs 2pm to 4pm at work", "the gym is open 6am-10pm"."""


_WHO_ON = re.compile(
    r"(?:^|[\s,;(])(?P<who>I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|[A-Z][a-z][\w-]*)(?:['’]s|['’]m|['’]re|\s+is|"
    r"\s+are|\s+am)?\s+(?:(?:now|still|currently|back|only|mostly|usually|also)\s+)?"
    r"(?:(?:on|doing|does|do|works?|working)\s+)?$",
)
"""Right before the shift, who works it: "Marek's on", "Marek does", "he's", "I'm on"."""


def _whose(message: Message, span: tuple[int, int], sentence: tuple[int, int]) -> str | None:
    """Whose shift: the person said right before it ("Marek does weekends only", "so he's 8pm
    to 5am": the last person named before fitting "he"; none when no one fits), else as for
    any value read (`subject_at`), else the speaker."""
    said = _WHO_ON.search(message.text, max(0, sentence[0] - 1), span[0])
    if said is not None:
        who = said.group("who")
        if who.casefold() in ("i", "we"):
            return message.speaker
        if who.casefold() in ("he", "she", "they"):
            return people_before(message, message.text, said.start("who")).pronoun(who.lower())
        if who not in NOT_SUBJECTS and who not in CAPITALISED_NOT_NAMES:
            return who
    return subject_at(message, span, "occupation", sentence) or message.speaker


def _at_work(text: str, start: int, end: int) -> bool:
    """The sentence `text[start:end]` says work and no one-off thing of other hours."""
    said = text[start:end]
    return bool(_WORK.search(said)) and not _NOT_WORK.search(said)


_OWNER = re.compile(r"\b([A-Z][a-z][\w-]*)['\u2019]s\s+(?:boss|manager|supervisor|team\s+lead)\b")


def _moved_one(message: Message, pronoun: str, span: tuple[int, int]) -> str | None:
    """Who was moved onto the shift: the speaker for "me" / "us", the one whose boss is said to
    move them ("Conor's manager moved him to days": Conor, not the last person who spoke),
    else the last person fitting "him" / "her" before it."""
    if pronoun.casefold() in ("me", "us"):
        return message.speaker
    owners = _OWNER.findall(message.text, 0, span[0])  # "Tayo's manager moved him": Tayo
    if owners and owners[-1] not in NOT_SUBJECTS:
        return str(owners[-1])
    return people_before(message, message.text, span[0]).pronoun(pronoun.casefold())


def _hours(text: str, start: int, end: int, shift_said: bool = False) -> re.Match[str] | None:
    """Working hours said in the sentence `text[start:end]`, when it says work (or a shift was
    read in it: `shift_said`)."""
    if not (_at_work(text, start, end) or (shift_said and not _NOT_WORK.search(text, start, end))):
        return None
    for m in _HOURS.finditer(text, start, end):
        if re.search(r"am|pm", m.group(0), re.IGNORECASE):
            return m
    return None


def _found(text: str, start: int, end: int) -> tuple[str, tuple[int, int], str | None] | None:
    """The shift said in the sentence `text[start:end]` and where: its pattern (a rota by its
    counts, its kind, one moved onto) and its hours, the parts said joined in the order said
    ("nights, ten till six, four on four off" keeps "four on four off" beside nights read by
    `habits`); and the pronoun it was said of when one was moved onto it ("moved him to days":
    "him")."""
    at_work = _at_work(text, start, end)
    kinds = [_ROTA, _KIND, _KIND_AT_WORK] if at_work else [_ROTA, _KIND]
    found = [m for pattern in kinds for m in pattern.finditer(text, start, end)]
    moved = _MOVED_TO.search(text, start, end) if not found else None
    hours = _hours(text, start, end, bool(found) or moved is not None)
    parts = [(m.start(), m.end(), m.group(0)) for m in found]
    parts += [(hours.start(), hours.end(), hours.group(0))] if hours is not None else []
    if moved is not None:
        parts.append((moved.start("k"), moved.end("k"), moved.group("k")))
    kept: list[tuple[int, int, str]] = []
    for part in sorted(parts, key=lambda p: (p[0], -p[1])):
        if not kept or part[0] >= kept[-1][1]:  # the longer of two parts said over each other
            kept.append(part)
    if not kept:
        return None
    value = ", ".join(" ".join(said.split()) for _, _, said in kept)
    who = moved.group("who") if moved is not None else None
    return value, (kept[0][0], kept[-1][1]), who


def _with_read(value: str, held: list[Claim]) -> str:
    """The value with the shift `habits` read in the sentence before it, when that one is not
    part of it ("nights" beside "four on four off")."""
    for claim in held:
        said = str(claim.object or claim.value or "")
        if (
            said
            and said.casefold() not in value.casefold()
            and value.casefold() not in said.casefold()
        ):
            return f"{said}, {value}"
    return value


def _gives_way(claim: Claim, said: str, subject: str) -> bool:
    """A claim of the sentence on the same person's shift, or holding a word of the shift
    ("works as shift", "Graveyard" as a restaurant, "10pm" as a meeting); another person's
    shift said beside it stays ("Piotr is still on nights, but I'm on days now")."""
    if claim.predicate == SLOT:
        return claim.subject == subject
    held = (claim.object if claim.object is not None else claim.value) or ""
    words = set(re.findall(r"\w+", str(held).casefold()))
    return bool(words) and words <= set(re.findall(r"\w+", said.casefold()))


def shifts_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the shifts said by their pattern or hours (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    if not any(p.search(text) for p in (_ROTA, _KIND, _KIND_AT_WORK, _HOURS)):
        return claims
    out = list(claims)
    read: dict[str, Claim] = {}  # one shift per person and message, its parts from each sentence
    for sentence in split_sentences(text):
        found = _found(text, *sentence)
        if found is None:
            continue
        value, span, moved = found
        if not habitual(text, sentence, span[0]):
            continue
        subject = _moved_one(message, moved, span) if moved else _whose(message, span, sentence)
        if not subject:
            continue
        held = [c for c in out if c.predicate == SLOT and sentence[0] <= c.span[0] < sentence[1]]
        value = _with_read(value, [c for c in held if c.subject == subject])
        gives_way = partial(_gives_way, said=value, subject=str(subject))
        out, when = in_place_of(out, sentence, gives_way, message.observed_at)
        said_from = said_since(text[sentence[0] : sentence[1]], SLOT, message.observed_at)
        when = said_from if said_from != message.observed_at else when
        earlier = read.get(str(subject))
        if earlier is not None:  # "The rota is four on four off. Four long nights, then ..."
            out.remove(earlier)
            value = f"{earlier.object}, {value}"
            span, when = (earlier.span[0], span[1]), earlier.valid_from
        read[str(subject)] = named_claim(str(subject), SLOT, value, "assert", when, span)
        out.append(read[str(subject)])
    return out


def shift_ends(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with an end said in the sentence of a shift given to the shift, not to where
    one works ("doing night shifts at LUTH till March": the nights end in March, LUTH does
    not): an employer's end and a shift of the same person in one sentence, the shift without
    an end of its own."""
    out = list(claims)
    for i, job in enumerate(out):
        if job.predicate != "works_at" or job.valid_to is None or job.action != "assert":
            continue
        sentence = sentence_at(message.text, job.span[0])
        shifts = [
            k
            for k, c in enumerate(out)
            if c.predicate == SLOT
            and c.subject == job.subject
            and c.valid_to is None
            and sentence is not None
            and sentence[0] <= c.span[0] < sentence[1]
        ]
        if len(shifts) != 1:
            continue
        out[shifts[0]] = dataclasses.replace(out[shifts[0]], valid_to=job.valid_to)
        out[i] = dataclasses.replace(job, valid_to=None)
    return out
