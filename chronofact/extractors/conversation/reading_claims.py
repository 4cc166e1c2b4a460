"""A `Reading` to a claim: who is meant, the value trimmed to the thing itself, and from when.

- who (`reading_subject.subject_of`): the person the reader tagged, when that can be a name ("my
  brother Kian" -> Kian; "my sister" -> "<speaker>'s sister"; not "Mandarin", a thing of a known
  kind, nor a word of the value, nor a titled person: "Dr. Haddad retired so I'm with Dr.
  Lindqvist", nor one in another sentence when the value's speaks of no one else: "Efua said
  yes!!! engaged at 34", nor one before "I" as a subject: "Rajesh's team got dissolved so I'm
  under Meera"); else a relative the value's sentence names as "my <relation>" before the value;
  else a person opening the value's clause as its subject ("Arun is full non-veg", "Fraser's
  come doon to Glasgow", "Grandpa finally switched to Santander"); else the speaker, unless the
  sentence speaks of someone else ("he says he's Torino now", with no I, me or my in it): then a
  relative named alone in the message ("Dad", "grandpa"), else no claim, since it is not known
  who (nor for the relative of the one spoken to: "Your dad is still driving ...");
- the value: the tagged words (a project's whole name around them: `project_phrase`), trimmed
  as the rules trim objects (`trim.trim_object`); no claim when nothing is left or the value
  is a pronoun. A value said to be over ("so I closed HDFC",
  "instead of HDFC", "Dr Hughes has gone part time", "Emeka and I are not together") is not
  the value held: the reader's next surest value is taken instead ("ICICI", "Dr Okonkwo"),
  also when the value is only hinted to be over (said in the past right after it: "the Kindle
  screen was too small") and another value is read; else no claim. (The tagger's "old" tag
  was tried as such a hint: on unseen chat it takes new values for old ones too often);
- a value must fit its slot's kind (`slot_vocab`): a name (a company, a place, a person) has
  a capital letter unless the whole message is lower case; a time names a time, and only a
  time slot's value is a time alone ("Saturday", "last sunday"); no value is a clause ("thing
  lasted till easter"); a person is nothing one goes to ("switched to Klarna"), and one named
  with a relation word is no place or thing ("to come live with Grandma Abena");
- only a plain statement is taken: no claim from a question, or when a negation, a plan, a
  wish or a condition comes before the value in its sentence ("didn't take the job at X",
  "might go back to X", "if we move to X"), nor from someone met or somewhere visited ("Met
  Jonas for coffee");
- an order's or a ticket's state is not claimed (its subject is the thing, not a person);
- from when: the time said nearest the value in its sentence, else the message time (for a
  slot whose value is itself a time, always the message time).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import word_set
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.generic import is_clause, is_date_like
from chronofact.extractors.conversation.gym_or_job import kind_named_instead_of_work
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    CATEGORY_SLOTS,
    DEADLINE_SAID,
    JOB_WORDS,
    KIN_ALONE,
    MONTHS,
    PERSON_ROLES,
    TRIP_SAID,
    WANTS_DONE,
    WEEKDAYS,
    role_predicate,
)
from chronofact.extractors.conversation.open_thing import numbered_value
from chronofact.extractors.conversation.people import title_start
from chronofact.extractors.conversation.project_phrase import project_span
from chronofact.extractors.conversation.reading_subject import (
    NO_VALUE,
    sentence_around,
    slot_family_of,
    subject_of,
)
from chronofact.extractors.conversation.slot_vocab import SLOTS, is_time_predicate
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.conversation.trim import trim_object
from chronofact.extractors.conversation.value_start import (
    drink_start,
    grade_start,
    job_complement_start,
    status_start,
)
from chronofact.extractors.learned.reader import Reading
from chronofact.extractors.temporal import extract_temporal

__all__ = [
    "CONFIDENCE",
    "diet_end",
    "met_or_was_at",
    "name_start",
    "reading_claims",
    "slot_family_of",
    "whole_project",
]


CONFIDENCE = 0.6
"""Below the rules' 0.7: a learned reading is a guess from meaning, not a shape."""


_THINGS_STATES = frozenset({"order_status", "ticket_status"})
"""Slots whose subject is the thing (an order, a ticket), which the reader does not name: left
to the rules, which write them as the thing's `status`."""


_CHANGE_AHEAD = re.compile(
    r"\b(?:start(?:s|ing)?|begin(?:s|ning)?|mov(?:e|es|ing)|join(?:s|ing)?|switch(?:es|ing)?|"
    r"transferr?(?:s|ing)?|relocat(?:e|es|ing)|will|going\s+to|gonna)\b|\w'll\b",
    re.IGNORECASE,
)
"""A change said ahead of its time ("starting at a roaster in Smithfield monday"): the reader's
value then holds from that time; any other time ahead ("Falcon is due in Q2") is not its start."""


_REASON = re.compile(
    r"\b(?:because|cos|coz|cuz|cause)\b|\bsince\s+(?:we|i|he|she|they|you|it)"
    r"(?:['\u2019](?:re|m|s|ll)|\s+(?:are|is|am|will|need|needs|want|wants|can|have\s+to|has\s+to))\b",
    re.IGNORECASE,
)
"""After the value: a reason of its own ("switching to Spanish since we're going to Sevilla in
the autumn"; "since" in the present or future): a time said in it is the reason's (the trip),
not when the value began. "since I got married in 2019" is a time, and kept."""


def _valid_from(message: Message, reading: Reading, sentence: tuple[int, int]) -> datetime:
    if is_time_predicate(reading.slot):  # the value is itself a time
        return message.observed_at
    text = message.text[sentence[0] : sentence[1]]
    value_at = reading.value[0] - sentence[0]
    reason = _REASON.search(text, reading.value[1] - sentence[0])
    said = [
        m
        for m in extract_temporal(text, message.observed_at)
        if m.kind != "until"
        and m.start is not None
        and (reason is None or m.span[0] < reason.start())
        and (m.start <= message.observed_at or _CHANGE_AHEAD.search(text, 0, m.span[0]))
    ]
    if not said:
        return message.observed_at
    nearest = min(said, key=lambda m: abs(m.span[0] - value_at))
    return nearest.start or message.observed_at


_NOT_SAID = re.compile(
    r"\b(?:not|never|no\s+longer|didn't|didnt|don't|dont|doesn't|doesnt|isn't|isnt|wasn't|"
    r"wasnt|won't|wont|can't|cant|might|maybe|will|gonna|going\s+to|thinking\s+(?:of|about)|"
    r"plan(?:s|ning)?\s+to|want(?:s|ed)?\s+to|hop(?:e|ing)\s+to|if|would|should|could)\b"
    r"|\w'll\b|\w'd\b",
    re.IGNORECASE,
)
"""Before the value in its sentence: a negation, a plan, a wish or a condition. A reading is
taken as said only from a plain statement; the rules read the others."""
_ADVICE = re.compile(
    r"\s*(?:(?:just|maybe|definitely|def)\s+)?(?:try|ask|call|ring|text|contact|google|use|"
    r"check\s+out|go\s+(?:to|with))\b",
    re.IGNORECASE,
)
"""A clause that opens on advice to the listener ("Try Dev at QuickFix, he did ours"): its
value is a suggestion, not a fact of the speaker's."""
_OPINION_OF = re.compile(r"\b(?:says|said|reckons|thinks|thought)\s+(?:that\s+)?the\b", re.I)
_COPULA = re.compile(r"\b(?:is|are|was|were)\b|['\u2019]s\b", re.IGNORECASE)
"""An opinion told of a thing ("Marit says the northern lights are unreal"): a value in the
thing talked of is no fact; one told of it after a copula is ("says the new boss is Ruth")."""


_MET = re.compile(
    r"\b(?:met|meet|meeting|visited|visiting|visit|saw|seen|see|seeing|bumped\s+into|ran\s+into|"
    r"caught\s+up\s+with|had\s+(?:lunch|dinner|coffee|drinks|a\s+drink)\s+with|"
    r"arrived\s+(?:in|at)|landed\s+in|flew\s+(?:in)?to|passing\s+through)\s+"
    r"(?:up\s+with\s+)?(?:\w+\s+)?$",
    re.IGNORECASE,
)
"""Just before the value: someone met or somewhere visited, a one-off, not a lasting state
("Met Jonas for coffee now and then", "just landed in Lisbon")."""
_WAS_AT = re.compile(r"\b(?:was|were)\s+(?:(?:still|only|just)\s+)?(?:at|with|in)\s+$", re.I)
"""Just before the value: where one was, not where one is ("I was at Adyen for four years
before this", "I was in Leeds last week")."""
_BACK_WHEN = re.compile(
    r"\b(?:back\s+when|back\s+in\s+my|in\s+my\s+days\s+(?:as|at|with|in)|during\s+my\s+time\s+"
    r"(?:as|at|with|in)|when\s+i\s+(?:was|had|used\s+to)|since\s+(?:i|he|she|they|we)\s+"
    r"(?:was|were|had|left|quit|stopped)|(?:old|former|previous|summer|holiday)\s+"
    r"(?:job|role|gig|position|stint))\b[^.!?;]{0,60}$",
    re.IGNORECASE,
)
"""Before the value in its sentence: a time that is over ("Back when I was a teaching
assistant", "back when I had the OnePlus 11", "when I was single", "my summer job as a
lifeguard"): the value held then, not now."""
_GOT_INTO = re.compile(r"\bgot\s+(?:in)?to\s+$", re.IGNORECASE)
"""Just before a name: a place got into is an offer, not yet a school or a home ("I got into
Leeds!"); a pastime got into is one ("got into climbing")."""
_STAY = re.compile(
    r"(?:(?:went|gone|go|goes|going|admitted|rushed|taken|ended\s+up|landed|(?:is|was|been|still|"
    r"back)(?:\s+(?:still|back))?)\s+(?:in|into|to)\s+(?:the\s+)?)"
    r"(?=(?:hospital|hospice|a&e|icu|intensive\s+care|rehab|the\s+er)\b)",
    re.IGNORECASE,
)
"""A stay, not a job or a home: "Dad went into hospital on Friday", "she's still in
hospital"."""
_PLACE_BEFORE = re.compile(r"(?<!married\s)(?<!engaged\s)\b(?:to|at|in|for|from)\s+$", re.I)
"""Just before a person's value: a place or an organisation one goes to ("switched to
Klarna"), not a person ("married to Sofia" is one)."""


_GIVEN_UP_BEFORE = re.compile(
    r"\b(?:goodbye(?:\s+to)?|bye(?:\s+bye)?|farewell\s+to|left|leaving|quit|quitting|sold|"
    r"ditched|dumped|dropped|gave\s+up(?:\s+on)?|traded\s+in|got\s+rid\s+of|rip|closed|"
    r"cancell?ed|cancell?ing|instead\s+of|rather\s+than|than|handed\s+back(?:\s+\w+){0,3}\s+to|"
    r"(?:moved|away|switched|changed|transferred|graduated|retired|resigned)\s+from|"
    r"stepped\s+(?:back|down|away)\s+from|"
    r"out\s+(?:from\s+under|of)|done\s+with|no\s+longer\s+\w+|no\s+more|stopped(?:\s+\w+){1,2}|"
    r"broke\s+up\s+with|split\s+(?:up\s+)?(?:from|with)|divorced|notice\s+(?:at|to)|"
    r"papers\s+at)"
    r"\s+(?:(?:my|our|his|her|their|the|old|poor|dr\.?|doctor)\s+)*$",
    re.IGNORECASE,
)
"""Just before a value: it is given up ("goodbye Tecno", "sold the Golf", "closed HDFC",
"instead of HDFC", "handed in my notice at Infosys"), so it is the old value, never the one
held now."""
_OVER_AFTER = re.compile(
    r"\W{0,3}(?:(?:\w+\s+){0,2}(?:was|were)\s+(?:never|a\s+phase|over|history)\b|"
    r"(?:has|have|had|is|'s|\u2019s)\s+(?:gone|left|retired|moved|been\s+replaced|over|history|"
    r"old\s+news)\b|used\s+to\b|\(?rip\b|and\s+(?:i|me)\s+(?:are|were)\s+"
    r"(?:not|no\s+longer|done|over|finished|through)\b|is\s+no\s+more\b|"
    r"(?:is|are)\s+(?:now\s+)?(?:my|his|her|our|their)\s+[a-z-]+['\u2019]s\b|"
    r"(?:says|said|swears|insists)\s+(?:that\s+)?(?:she|he|they)(?:['\u2019]s|\s+is|\s+are)\s+"
    r"(?:not|no\s+longer)\b|(?:is|['\u2019]s)\s+not\s+my\b|isn['\u2019]t\s+my\b)",
    re.IGNORECASE,
)
"""Right after a value: it is over ("Dr Hughes has gone part time", "Dr. Iyer was never this
strict", "the gluten-free thing was a phase", "Emeka and I are not together anymore", "the
iPad is my partner's now")."""
_PAST_AFTER = re.compile(r"\W{0,3}(?:\w+\s+)?(?:was|were)\b", re.IGNORECASE)
"""Right after a value: said in the past ("the Kindle screen was too small"), which hints it
is over when the message reads another value."""


def _given_up(text: str, sentence: tuple[int, int], value: tuple[int, int]) -> bool:
    """The value is said to be over, by the words just before or just after it."""
    if _GIVEN_UP_BEFORE.search(text[max(sentence[0], value[0] - 40) : value[0]]):
        return True
    return _OVER_AFTER.match(text, value[1], min(len(text), value[1] + 40)) is not None


def _hinted_over(text: str, reading: Reading) -> bool:
    """The value is said in the past right after it ("the Kindle screen was too small")."""
    end = reading.value[1]
    return _PAST_AFTER.match(text, end, min(len(text), end + 30)) is not None


_BUT = re.compile(r"[,;]?\s+but\s+|;\s+", re.IGNORECASE)
"""A turn to a clause of its own: what was denied or planned before it is not the value's."""


def _clause_start(text: str, sentence_start: int, value_start: int) -> int:
    """Where the value's clause starts: after the last "but" or ";" before it in its sentence
    ("We didn't get the grant, but I've been moved onto the tree planting scheme")."""
    start = sentence_start
    for turn in _BUT.finditer(text, sentence_start, value_start):
        start = turn.end()
    return start


def met_or_was_at(text: str, sentence_start: int, value_start: int) -> bool:
    """Just before the value: someone met or somewhere visited (`_MET`), or where one was
    (`_WAS_AT`): no lasting state."""
    return bool(
        _MET.search(text[max(sentence_start, value_start - 40) : value_start])
        or _WAS_AT.search(text[max(sentence_start, value_start - 30) : value_start])
    )


_TAG_QUESTION = re.compile(
    r"[,;]\s*(?:who|what|how|why|where|is|isn['\u2019]t|are|aren['\u2019]t|do|does|did|"
    r"didn['\u2019]t|can|could|would|right|innit|yeah|eh|no|ok|okay|you|u|ya|fancy|mad|crazy|"
    r"wild|any|anyone|thoughts|who['\u2019]s)\b[^,;.!?]{0,60}\?+$",
    re.IGNORECASE,
)
"""A question closing a sentence after a comma ("..., who even is this woman?", "..., right?",
"..., you in?")."""
_ASKS_FIRST = re.compile(
    r"\s*(?:is|are|was|were|do|does|did|can|could|would|will|has|have|who|what|where|when|why|"
    r"how|which|any|anyone|should|shall)\b",
    re.IGNORECASE,
)


def _asked_only_after(sentence: str, value_at: int) -> bool:
    """The sentence (ending on "?") asks only in a clause after the value, and does not open as
    a question ("Zara actually likes her boss Thandi, who even is this woman?"; not "Is Tom
    still at Google, do you know?")."""
    tag = _TAG_QUESTION.search(sentence)
    return tag is not None and tag.start() > value_at and not _ASKS_FIRST.match(sentence)


def _plainly_said(text: str, sentence: tuple[int, int], value_start: int) -> bool:
    """The value's sentence is no question, nothing before the value in it denies, plans or
    supposes, and it is no one met or nowhere visited."""
    said = text[sentence[0] : sentence[1]].rstrip()
    if said.endswith("?") and not _asked_only_after(said, value_start - sentence[0]):
        return False
    if met_or_was_at(text, sentence[0], value_start):
        return False
    if _BACK_WHEN.search(text, max(sentence[0], value_start - 80), value_start):
        return False
    if any(m.end() == value_start for m in _STAY.finditer(text, sentence[0], value_start + 20)):
        return False
    if text[value_start : value_start + 1].isupper() and _GOT_INTO.search(
        text, max(sentence[0], value_start - 20), value_start
    ):
        return False
    clause = _clause_start(text, sentence[0], value_start)
    if _NOT_SAID.search(text, clause, value_start) or _ADVICE.match(text, clause):
        return False
    told = _OPINION_OF.search(text, sentence[0], value_start)
    return told is None or _COPULA.search(text, told.end(), value_start) is not None


_TIME_WORDS = frozenset(
    w.casefold() for w in (*WEEKDAYS, *MONTHS, *(d + "s" for d in WEEKDAYS))
) | word_set(
    "easter christmas weekend weekends morning mornings afternoon afternoons evening evenings "
    "night nights today tonight tomorrow yesterday week month year last next this every each "
    "the of first second third fourth end start earlies lates days"
)


_RELATIVE_BEFORE = re.compile(
    r"\b(?:"
    + "|".join(map(re.escape, sorted({*PERSON_ROLES, *KIN_ALONE}, key=len, reverse=True)))
    + r")\s+$",
    re.IGNORECASE,
)
"""Just before a value: a relation word, so a capitalised value is a person ("Grandma Abena")."""


_STATUS_WORDS = word_set(
    "single dating seeing engaged married divorced separated widowed widow widower "
    "relationship together taken partnered wed wedded hitched complicated"
)
"""A relationship status names one of these ("LGBTQ" in "a LGBTQ support group" is none)."""


_TAKING_PART = re.compile(
    r"\b(?:\w+ing\s+(?:the|a|an|my|our|some|this|that)\s+(?:\w+\s+){0,2}|"
    r"(?:go|goes|going|went|gone)\s+\w+ing\s+|(?:running|climbing|cycling|swimming|hiking|"
    r"dancing|training|bouldering|walking|jogging|surfing|fishing|golfing|skating|rowing)\s+)"
    r"with\s+$",
    re.IGNORECASE,
)
"""Before a person's value: a doing with its own thing, then "with" ("doing the Arch with
Lukas now", "assembling the desk with Arjun", "went bouldering with Tomasz"): the person
only takes part. A meeting or a home shared says the relation ("my 1:1 with Greg", "check-ups
with Dr Horvath", "Living with Chiara"), and is kept."""


def _only_with(text: str, value_start: int) -> bool:
    """The person is named after "with" that follows an activity of one's own."""
    return _TAKING_PART.search(text, max(0, value_start - 60), value_start) is not None


_PLACE_HEAD_AFTER = re.compile(
    r"\s+(?:practice|clinic|hospital|shelter|rescue|centre|center|surgery|charity|sanctuary|"
    r"shop|store|food|feed|insurance|welfare|ward)s?\b",
    re.IGNORECASE,
)
"""Right after a pet's value: the head of a name the value only qualifies ("a small animal
practice", "the dog shelter")."""


_PRONOUN_FIRST = re.compile(r"(?:it|him|her|them)\s+(?=[A-Z])")
"""A pronoun the reader took into a pet's name ("named it Pipoca")."""
_KEPT_ANIMALS = word_set(
    "chicken hen bee goat duck sheep pig cow alpaca llama quail goose geese donkey bantam "
    "pigeon rat mouse mice frog snail"
)
"""Animals kept that the pet lexicon lacks ("Rhys keeps chickens", "keeps bees instead")."""


def _a_pet(value: str, text: str, value_start: int) -> bool:
    """A pet's value is a name (capitalised, or the chat is in lower case) or an animal word,
    and no place one goes to ("his hair cut at Kutz", "beans at the allotments", "earlies")."""
    if _PLACE_HEAD_AFTER.match(text, value_start + len(value)):
        return False
    if _PLACE_BEFORE.search(text[max(0, value_start - 12) : value_start]):
        return False
    if value[:1].isupper() or not any(c.isupper() for c in text):
        return True
    return any(
        CATEGORY_SLOTS.get(said) == "has_pet" or said in _KEPT_ANIMALS
        for w in value.casefold().split()
        for said in (w, w.removesuffix("s"), w.removesuffix("es"))
    )


def _fits_kind(slot: str, value: str, text: str, value_start: int) -> bool:
    if slot == "has_pet" and not _a_pet(value, text, value_start):
        return False
    if slot in _JOB_SLOTS and _a_name_alone(value):
        return False  # "trail running with Sipho every Saturday": a person, no job
    if slot == "relationship_status":
        return bool(set(value.casefold().split()) & _STATUS_WORDS)
    kind = SLOTS[slot].kind if slot in SLOTS else "when" if is_time_predicate(slot) else "literal"
    before = text[max(0, value_start - 24) : value_start]
    if kind != "person" and value[:1].isupper() and _RELATIVE_BEFORE.search(before):
        return False  # "Grandma Abena"; not "they made bhaiya team lead": a title
    if kind == "person" and _PLACE_BEFORE.search(text[max(0, value_start - 20) : value_start]):
        return False
    if kind != "when" and _only_time(value):
        return False  # "Saturday", "2025", "Thursdays at 2" are when, not where or what
    if kind in ("entity", "person"):
        return any(c.isupper() for c in value) or not any(c.isupper() for c in text)
    if kind == "when":
        return is_date_like(value)
    return not is_clause(value)


def _a_name_alone(value: str) -> bool:
    """One capitalised word that is no job word nor a title's letters ("Sipho"; not "Nurse",
    "CEO")."""
    words = value.split()
    return (
        len(words) == 1
        and value[:1].isupper()
        and not value.isupper()
        and value.casefold() not in JOB_WORDS
    )


_CLOCK_OR_DAY = re.compile(r"\d{1,4}(?:[:.]\d\d)?(?:am|pm|st|nd|rd|th)?", re.IGNORECASE)
_TIME_LINKS = frozenset({"at", "of", "on", "the", "every", "am", "pm"})


def _only_time(value: str) -> bool:
    """Whether a value says only a time: time words, numbers and clock times, and the words
    that link them ("Thursdays at 2", "9th of January"), one time word or number at least."""
    words = [w.rstrip(".,") for w in value.casefold().split()]
    timed = [w in _TIME_WORDS or _CLOCK_OR_DAY.fullmatch(w) is not None for w in words]
    return any(timed) and all(t or w in _TIME_LINKS for w, t in zip(words, timed, strict=True))


NEXT_SLOT_CHANCE = 0.05
"""A slot after the reader's own is taken only with at least this chance."""


def _slot_fitting(reading: Reading, value: str, text: str) -> Reading | None:
    """The reading on the surest slot whose kind the value fits: its own, else the next ones
    the slot reader gives ("Thursdays" read on `supports_team`, then `meeting_time`; "engaged"
    on `partner`, a person, then `relationship_status`); None when none fits, and when a person
    read is only someone taking part ("doing the Arch with Lukas now"): no slot holds them, or
    when a value read as a pet is no pet nor a place's name ("the blue sofa")."""
    spec = SLOTS.get(reading.slot)
    person = (spec is not None and spec.kind == "person") or _a_name_alone(value)
    if person and _only_with(text, reading.value[0]):
        return None  # "trail running with Sipho": no slot of ours holds him
    if reading.slot == "works_at":  # "a text to Bright Dental saying i cant make my checkup"
        said_in = sentence_around(text, *reading.value)
        before = text[said_in[0] : reading.value[0]]
        kind = kind_named_instead_of_work(value, text[said_in[0] : said_in[1]], before)
        if kind is not None:
            return replace(reading, slot=kind)
    if _fits_kind(reading.slot, value, text, reading.value[0]):
        return reading
    place = value[:1].isupper() and _PLACE_BEFORE.search(text, 0, reading.value[0]) is not None
    if reading.slot == "has_pet" and not place:
        return None  # read as a pet but no pet ("the blue sofa", "earlies"): no value
    for slot, chance in reading.slots:
        if chance < NEXT_SLOT_CHANCE:
            break
        if slot not in _THINGS_STATES and _fits_kind(slot, value, text, reading.value[0]):
            return replace(reading, slot=slot, slot_chance=chance)
        if slot == "has_pet" and not place:
            return None  # nor a pet: no later slot either ("the animal shelter twice")
    return None


ASKED_SLOT_CHANCE = 0.5
"""The slot chance a reading whose value is in a question needs for another value it read,
said plainly, to be taken on that slot instead."""
ASKED_VALUE_CHANCE = 0.9
"""The value chance that other value needs ("insures" at 0.62 in "That's who insures the car
now" is no value)."""


def _value_held(message: Message, reading: Reading) -> Reading | None:
    """The reading with the value held now: its own, unless that is said to be over ("so I
    closed HDFC"), or hinted so (said in the past) while the message reads another value:
    then the surest other value not said or hinted to be over; None when the reader's value
    is over and no other is read. A value read in a question gives way to another said
    plainly."""
    text = message.text

    def over(candidate: Reading, hints: bool) -> bool:
        sentence = sentence_around(text, *candidate.value)
        return _given_up(text, sentence, candidate.value) or (
            hints and _hinted_over(text, candidate)
        )

    def asked(candidate: Reading) -> bool:
        start, end = sentence_around(text, *candidate.value)
        return text[start:end].rstrip().endswith("?")

    others = [replace(reading, value=span, value_chance=chance) for span, chance in reading.others]
    if not over(reading, hints=bool(others)):
        if not asked(reading):
            return reading
        # "Hana's been all about sourdough baking ... Can you give me a starter feeding
        # schedule?": a value read in a question is none held; one said plainly is, when the
        # reader is sure of the slot (its slot comes from every value word it read)
        if reading.slot_chance < ASKED_SLOT_CHANCE:
            return reading
        plain = (o for o in others if o.value_chance >= ASKED_VALUE_CHANCE and not asked(o))
        return next((o for o in plain if not over(o, hints=True)), reading)
    return next((o for o in others if not over(o, hints=True)), None)


_DAY_NAMES = frozenset(w.casefold() for w in (*MONTHS, *WEEKDAYS)) | {
    f"{d.casefold()}s" for d in WEEKDAYS
}
_DAY_AFTER = re.compile(
    r"\s+(?:(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)\b|at\s+\d{1,2}(?:[:.]\d\d)?\b|"
    r"\d{1,2}(?:st|nd|rd|th)?\b(?![:.]?\d|\s*(?:%|kg|km|mins?|minutes?|hours?|hrs?|days?|weeks?|"
    r"months?|years?|of\s+us|people)\b))",
    re.IGNORECASE,
)
"""A day of the month or a clock time right after a month or a weekday ("december 12",
"Thursday 9am", "june 6th")."""


_MINUTES_AFTER = re.compile(r"[:.]\d\d(?:\s*(?:am|pm)\b)?", re.IGNORECASE)
"""The minutes of a clock time whose hour ends the span ("14" of "Thursday 14:00")."""
_TIME_AFTER_LINK = re.compile(
    rf"\s+(?:the\s+)?(?:{'|'.join(MONTHS)}|{'|'.join(WEEKDAYS)}|"
    r"\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm)\b)?(?:st|nd|rd|th)?)\b",
    re.IGNORECASE,
)
"""The month, weekday or number a time value read up to "of", "at" or "on" goes on with ("9th
of" + " January", "Thursdays at" + " 2")."""
_LINKS = frozenset({"of", "at", "on"})
_DIET_WORD = re.compile(r"[ \t]+diet\b", re.IGNORECASE)


def diet_end(text: str, end: int) -> int:
    """The end of a diet's value past the word "diet" said right after it ("the Mediterranean
    diet": its name, as said)."""
    said = _DIET_WORD.match(text, end)
    return said.end() if said else end


_ORDINAL = re.compile(r"\d{1,2}(?:st|nd|rd|th)", re.IGNORECASE)


def _said_as_time(value: str) -> bool:
    """A value that opens on a month, a weekday or a day of the month ("Thursdays at", read
    for another slot and moved to a time by the fit)."""
    first = value.split(maxsplit=1)[0].casefold().rstrip(".,") if value.strip() else ""
    return first in _DAY_NAMES or _ORDINAL.fullmatch(first) is not None


def _with_day(text: str, start: int, end: int) -> int:
    """The end of a time value read up to a month or weekday, past the day or clock time said
    right after it (the reader's span stops at the name), or read up to a link word or an
    hour, past the month, weekday, number or minutes it leaves out ("9th of" January,
    "Thursdays at" 2, "Thursday 14":00)."""
    words = text[start:end].split()
    if not words:
        return end
    last = words[-1].casefold().rstrip(".,")
    if last in _LINKS and len(words) > 1:
        m = _TIME_AFTER_LINK.match(text, end)
        return m.end() if m else end
    if last.isdigit():
        m = _MINUTES_AFTER.match(text, end)
        return m.end() if m else end
    if last not in _DAY_NAMES:
        return end
    m = _DAY_AFTER.match(text, end)
    return m.end() if m else end


_NAME_IS = re.compile(r"\b(?:his|her|their)\s+name(?:\s+is|['\u2019]s)\s+$", re.IGNORECASE)
_WORD = re.compile(r"[a-z]+", re.IGNORECASE)
_MINE_BEFORE = re.compile(r"\b(?:my|our)\s+(?:(?:new|old|current)\s+)?$", re.IGNORECASE)
DROP = ("", "")
_MET_SOMEONE = re.compile(
    r"\b(?:i(?:'ve|\u2019ve|\s+have)?\s+)(?:met|am\s+seeing|'m\s+seeing|\u2019m\s+seeing|"
    r"started\s+seeing|am\s+dating|'m\s+dating|\u2019m\s+dating)\s+someone\b",
    re.IGNORECASE,
)
"""The speaker has met someone, in the sense of a new partner ("I met someone: his name is
Olav")."""
_ANOTHER = re.compile(
    r"\b(?:someone|somebody|a\s+(?:new\s+)?(?:guy|girl|man|woman|bloke|lad|lady|person))\b",
    re.IGNORECASE,
)


def _named_role(message: Message, sentence_start: int, value_start: int) -> tuple[str, str] | None:
    """A role, then "her name is X": X holds the role last named before it. "my new manager
    starts Monday, her name is Ifeoma": the speaker's `manager`, whatever slot the reader gave
    ("I met someone: his name is Olav": the speaker's `partner`);
    someone else's ("my sister has a new boyfriend, his name is Tariq") is not known here:
    `DROP`. None when the value is not so named."""
    text = message.text
    if _NAME_IS.search(text, max(sentence_start, value_start - 24), value_start) is None:
        return None
    roles = [
        m for m in _WORD.finditer(text, sentence_start, value_start) if role_predicate(m.group())
    ]
    someone = list(_MET_SOMEONE.finditer(text, sentence_start, value_start))
    if someone and message.speaker and (not roles or someone[-1].start() > roles[-1].start()):
        return message.speaker, "partner"  # "I met someone: his name is Olav"
    if not roles:
        return None
    last = roles[-1]
    if _ANOTHER.search(text, last.end(), value_start):
        return DROP  # "my sister met someone at work, his name is Ben": not the sister
    role = role_predicate(last.group())
    mine = _MINE_BEFORE.search(text, max(0, last.start() - 20), last.start())
    if role is None or mine is None or not message.speaker:
        return DROP
    return message.speaker, role


_SAINTS_PLACE = re.compile(
    r"['\u2019]s\s+(?-i:(?:Primary|Secondary|School|College|Academy|Hospital|Church|Cathedral|"
    r"High|Hall|Centre|Center|Clinic|Surgery|Practice|Nursery|University|Grammar|Infants|"
    r"Juniors|Kitchen|Cafe|Café|Bar|Pub|Inn|Gym|Club|Chapel|Parish|Mosque|Temple))\b"
)
"""A name's possessive and the kind of place it is ("St Anne's Primary", "Nando's Kitchen"):
the place's name goes on past the "'s" the reader stops at."""
_JOINED = re.compile(r"-(?=\w)[\w]+(?:-\w+)*")
"""Words joined to a value by a hyphen right after it ("MX" + "-5")."""


_ORG_BEFORE_PLACE = re.compile(
    r"\b(?:with|at|for|joined)\s+(?P<org>(?-i:[A-Z][\w&'\u2019.-]*)(?:\s+(?-i:[A-Z][\w&'\u2019.-]*))"
    r"{0,3})\s+in\s+$",
    re.IGNORECASE,
)
"""Before an employer read as a place: the organisation named with "in" after it ("been with
Vale in Belo Horizonte"): the employer is the organisation, the place where it is."""
_AT_ORG = re.compile(r"\b(?:at|for|with|by)\s+$", re.IGNORECASE)
"""Before a name run read for a home: an organisation's words ("works at Google Zurich")."""


def name_start(text: str, sentence_start: int, start: int) -> int:
    """Where a capitalised value's name starts: before the capitalised words said right before
    it ("Vila Madalena" read as "Madalena"), within its sentence and not on its first word (a
    sentence opens capitalised, unless on a word that opens a place's name: "Mount"), nor on a
    word that is no name ("I", "My", "Monday"), nor on a word in capitals before a value in
    capitals (shouting: "JORDAN GOT INTO UCLA"; "GWS Giants" is a name). A title before it
    is `people.title_start`'s."""
    if not text[start : start + 1].isupper():
        return start
    first = text[start:].split(maxsplit=1)[0] if text[start:].strip() else ""
    shouted = first.isupper() and len(first) > 1
    for _ in range(3):
        word = re.search(r"(\S+) $", text[max(sentence_start, start - 30) : start])
        if word is None:
            break
        at = start - len(word.group(0))
        said = word.group(1)
        if at <= sentence_start and said in _PLACE_HEADS:  # "Mount Maunganui beach is ..."
            return at
        if (
            at <= sentence_start
            or not said[:1].isupper()
            or (said.isupper() and len(said) > 1 and shouted)  # "JORDAN GOT INTO UCLA"
            or not re.fullmatch(r"[\w'\u2019-]+", said)
            or said in CAPITALISED_NOT_NAMES
            or not text[at - 1].isspace()
            or text[:at].rstrip()[-1:] in ".!?:;,"
        ):
            break
        start = at
    return start


_PLACE_HEADS = frozenset(
    {"Mount", "Mt", "Port", "Lake", "Fort", "Cape", "San", "Santa", "Saint", "St", "Kuala"}
)
"""Words that open a place's name, so are part of it even as a sentence's first word ("Mount
Maunganui beach is ten minutes from my door", "Port Harcourt is home now")."""
_NAMED_KINDS = frozenset({"entity", "literal"})
"""The kinds of slot whose value may be a name of several words the reader cut short at its
start ("Vila Madalena", "the Ford Ranger", "a Canyon Grail"); not people (`title_start`) nor
times."""

_MINE_TO = re.compile(r"\s+is\s+(?:mine|ours|yours|his|hers|theirs)\s+to\s+(?:lose|win)\b", re.I)
"""Right after the value: a contest ("The launch is mine to lose"), no piece of work held."""
_TAKEN_IN = re.compile(
    r"\b(?:watch|watches|watching|watched|read|reads|reading|listen(?:s|ing|ed)?\s+to|"
    r"hear|hears|hearing|heard|binge|binges|binging|bingeing|stream|streams|streaming)\s+"
    r"(?:(?:the|a|an|some|more)\s+)?$",
    re.IGNORECASE,
)
"""Right before a piece of work: a thing watched, read or heard ("I watch Netflix on the
train", "reading Dune on the bus"), no piece of work of one's own."""
_NAME_OF_TEAM = re.compile(r"([A-Z][\w&'.\u2019-]*(?:\s+[A-Z][\w&'.\u2019-]*)*)(?:\s+[a-z][\w-]*)+")
"""An organisation's name and the lower-case words of a part of it ("Monzo data")."""
_TEAM_AFTER = re.compile(
    r"\s+(?:team|department|dept|squad|unit|division|office|branch|crew|desk)\b", re.IGNORECASE
)
"""Right after an employer read with lower-case words: the part of it one works in."""
_PET_IN_THE_PAST = re.compile(r",?\s+(?:the\s+\w+\s+)?(?:was|were)\b", re.IGNORECASE)
"""Right after a pet's name: an animal of the past ("Laika the dog was the first animal in
space")."""


_CODE_NAMED = re.compile(r"\b(?-i:Project|Operation)\s+$")
"""Right before a project's name: the word of its code name ("Project Falcon")."""
_CAPITALISED_RUN = re.compile(r"(?-i:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)")
_TIME_SLOTS = frozenset({"deadline", "meeting_time"})
_OF_THE_MONTH = re.compile(r"\s+of\s+(?:the|every|each)\s+month\b", re.IGNORECASE)
"""After a day ("the last Tuesday", "first Thursday"): a day that comes back every month."""


def _a_trip(text: str, sentence: tuple[int, int]) -> bool:
    """A sentence of a trip or an outing with no word of a deadline."""
    return bool(TRIP_SAID.search(text, *sentence)) and not DEADLINE_SAID.search(text, *sentence)


_PUT_ME_BEFORE = re.compile(
    r"\b(?:put|placed|moved|switched|swapped|shifted|transferred|reassigned|assigned|bumped|"
    r"started|signed)\s+(?:me|us)\s+(?:(?:up|over|across)\s+)?(?:on|onto|to|into|in|with)\s+"
    r"(?:(?:a|an|the|some)\s+)?$",
    re.IGNORECASE,
)
"""Right before a value: someone putting the speaker on it ("the GP swapped me onto
ramipril", "my boss moved me to the Leeds office"): the value is the speaker's."""
_JOB_SLOTS = frozenset({"occupation", "job_title", "role"})
_WORD_AFTER = re.compile(r"[ \t]+([a-z][a-z-]+)\b")


def _job_end(text: str, start: int, end: int) -> int:
    """Where a job read at [start, end) ends: with the job word right after it when it ends on
    none ("a credit analyst", read as "credit")."""
    words = text[start:end].split()
    if not words or words[-1].casefold() in JOB_WORDS:
        return end
    after = _WORD_AFTER.match(text, end)
    return after.end() if after is not None and after.group(1) in JOB_WORDS else end


_PASTIME_AFTER = re.compile(r"[ \t]+([a-z]+ing)\b")
_WORD_BEFORE = re.compile(r"\b([a-z]+)[ \t]+$")
_NOT_A_KIND = word_set(
    "love loves like likes enjoy enjoys go goes went going gone start started starting took "
    "take tried try trying doing do does did been hate into also really still now just more "
    "some the a an my our his her their your of and or but with for to at in on is was are "
    "new old big huge obsessed addicted back again much less bit lot little whole every first "
    "last any no not never always only bad good great proper serious weekly daily up out off "
    "over down about from by as so then than some"
)
"""Words before a pastime that are not its kind ("love climbing", "started climbing")."""


def _pastime_span(text: str, start: int, end: int) -> tuple[int, int]:
    """A pastime read by one word, with the word of its kind said with it: "rock climbing" read
    as "climbing" (a plain word before it, no verb, adverb or determiner), "salsa" of "salsa
    dancing" (a word in -ing right after it)."""
    words = text[start:end].split()
    if len(words) != 1:
        return start, end
    word = words[0].casefold()
    known = CATEGORY_SLOTS.get(word) == "hobby"
    after = _PASTIME_AFTER.match(text, end)
    if after is not None and known and not word.endswith("ing"):
        return start, after.end()
    if not (known or word.endswith(("ing", "graphy"))):
        return start, end  # "lol it was fine": no pastime to widen
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)
    if before is None:
        return start, end
    kind = before.group(1)
    if kind in _NOT_A_KIND or kind.endswith(("ly", "ed", "ing", "s")):
        return start, end
    return before.start(1), end


_FIRST_PERSON_LAST = re.compile(r"(?<=\w)\s+I(?:['\u2019](?:m|ve|d|ll))?$")
"""A capitalised "I" tagged as the last word of a name ("Flutterwave I" of "na Flutterwave I dey
now"): the speaker, no word of the name."""
_PRODUCT_SLOTS = frozenset({"uses_phone", "uses_laptop", "uses_device", "vehicle"})
_MODEL_AFTER = re.compile(
    r"[ \t]+(?:\d{1,4}[a-zA-Z]{0,2}|(?:Pro|Max|Plus|Ultra|Mini|Air|Lite|SE|FE|Neo)\b)"
    r"(?:[ \t]+(?:Pro|Max|Plus|Ultra|Mini|Lite|SE|FE|5G)\b)?(?![\w:.,]\d)"
)
"""A model's number or line said right after a product's name ("Note 40", "iPhone 15 Pro",
"Galaxy S24 Ultra" is one token already): part of its name; not a time ("at 5:30")."""


def whole_project(text: str, start: int, end: int, value: str) -> tuple[int, int, str]:
    """The project's whole name around the tagged value (`project_phrase`), when it holds the
    value whole; else the value as tagged."""
    if is_date_like(value):
        return start, end, value  # "every friday 2pm": a time read as work, fitted later
    wider_start, wider_end = project_span(text, start, end)
    clause = _CLAUSE_AFTER.search(text, start, wider_end)  # "the pilot I'm heading up"
    if clause is not None and clause.start() >= end:
        wider_end = clause.start()
    wider = trim_object(text[wider_start:wider_end])
    if len(wider) > len(value) and value in wider:
        return wider_start, wider_end, wider
    return start, end, value


_CLAUSE_AFTER = re.compile(
    r"\s+(?:I|I'm|I\u2019m|I've|we|we're|we've|you|he|she|they|he's|she's|they're)\s",
    re.IGNORECASE,
)
"""A clause of its own after a project's name, its subject first ("the playground upgrade I'm
running"): no word of the name."""


def reading_claims(message: Message, reading: Reading) -> list[Claim]:
    """The claim a reading makes about `message`, or none when it names no sensible value."""
    if reading.slot in _THINGS_STATES:
        return []
    held = _value_held(message, reading)
    if held is None:
        return []
    reading = held
    start, end = reading.value
    if is_time_predicate(reading.slot) or _said_as_time(message.text[start:end]):
        end = _with_day(message.text, start, end)  # "thesis due december 12": not "december"
    if reading.slot == "diet":  # "the Mediterranean diet": its name, as said
        end = diet_end(message.text, end)
    joined = _JOINED.match(message.text, end)
    if joined is not None:  # "a Mazda MX-5": the model's number is part of its name
        end = joined.end()
    possessed = _SAINTS_PLACE.match(message.text, end)
    if possessed is not None:  # "St Anne's Primary", read as "St Anne"
        end = possessed.end()
    if reading.slot in _JOB_SLOTS:  # "trainee solicitor", read as "solicitor"
        start = grade_start(message.text, job_complement_start(message.text, start))
        end = _job_end(message.text, start, end)  # "a credit analyst", read as "credit"
    if reading.slot == "relationship_status":  # "in a relationship", read as "relationship"
        start = status_start(message.text, start)
    if reading.slot == "drinks":  # "my oat latte", read as "latte"
        start = drink_start(message.text, start)
    if reading.slot == "hobby":  # "rock climbing" read as "climbing", "salsa" of "salsa dancing"
        start, end = _pastime_span(message.text, start, end)
    if reading.slot in _PRODUCT_SLOTS:  # "Infinix Note 40", read as "Infinix Note"
        model = _MODEL_AFTER.match(message.text, end)
        end = model.end() if model is not None else end
    value = trim_object(message.text[start:end])
    first_person = _FIRST_PERSON_LAST.search(value)
    if first_person is not None:  # "na Flutterwave I dey now": the name ends before "I"
        value = value[: first_person.start()]
        at = message.text.find(value, start, end)
        end = at + len(value) if at >= 0 else end
    pronoun = _PRONOUN_FIRST.match(value) if reading.slot == "has_pet" else None
    if pronoun is not None:  # "named it Pipoca": the name
        start, value = start + pronoun.end(), value[pronoun.end() :]
    if not value or value.casefold() in NO_VALUE:
        return []
    fitting = _slot_fitting(reading, value, message.text)
    if fitting is None:
        return []
    reading = fitting
    monthly = _OF_THE_MONTH.match(message.text, end) if reading.slot in _TIME_SLOTS else None
    if monthly is not None and message.text[start:end].endswith(value):
        # "the last Tuesday of the month": a day that comes back, no deadline
        value = value + " " + " ".join(monthly.group().split())
        end, reading = monthly.end(), replace(reading, slot="meeting_time")
    org = _ORG_BEFORE_PLACE.search(message.text, 0, start) if reading.slot == "works_at" else None
    if org is not None:  # "he's been with Vale in Belo Horizonte since July": Vale
        start, end, value = org.start("org"), org.end("org"), org.group("org")
    named_team = _NAME_OF_TEAM.match(value) if reading.slot == "works_at" else None
    if named_team is not None and _TEAM_AFTER.match(message.text, end):
        value = named_team.group(1)  # "the Monzo data team": Monzo, not "Monzo data"
        end = start + len(value)
    if reading.slot in SLOTS and SLOTS[reading.slot].kind in _NAMED_KINDS:
        named_from = name_start(message.text, sentence_around(message.text, start, end)[0], start)
        at_org = reading.slot == "lives_in" and _AT_ORG.search(message.text, 0, named_from)
        if named_from < start and not at_org:  # "i'm in Vila Madalena", read as "Madalena"
            start, value = named_from, trim_object(message.text[named_from:end])
    if reading.slot == "project":  # "the fraud model", not the word tagged ("fraud")
        start, end, value = whole_project(message.text, start, end, value)
        code = _CODE_NAMED.search(message.text, max(0, start - 12), start)
        name = _CAPITALISED_RUN.match(value)
        if code is not None and name is not None:  # "Project Falcon takes all my time"
            start, value = code.start(), message.text[code.start() : start] + name.group()
            end = start + len(value)
        if numbered_value(value) is not None:
            return []  # "moved to plot 41": a numbered thing of one's own, no piece of work
        if _MINE_TO.match(message.text, end):
            return []
        first_word_end = start + len(value.split()[0]) + 1  # the value may open on the verb
        if _TAKEN_IN.search(message.text, max(0, start - 40), start) or _TAKEN_IN.search(
            message.text, max(0, start - 40), first_word_end
        ):
            return []  # "I watch Netflix on the train", read whole as "watch Netflix"
    if reading.slot == "has_pet" and _PET_IN_THE_PAST.match(message.text, end):
        return []
    sentence = sentence_around(message.text, start, end)
    if not _plainly_said(message.text, sentence, start):
        return []
    if reading.slot == "deadline" and _a_trip(message.text, sentence):
        return []  # "I'm off to Lisbon on 12 December": a date, no deadline
    subject = subject_of(message, reading, sentence)
    if message.speaker and _PUT_ME_BEFORE.search(message.text, sentence[0], start):
        subject = message.speaker  # "the GP swapped me onto ramipril": the speaker's
    if (
        message.speaker
        and reading.slot == "deadline"
        and WANTS_DONE.search(message.text, sentence[0], start)
    ):
        subject = message.speaker  # "Mrs Owusu wants the reports by Friday": the speaker's
    if not subject:
        return []
    named = _named_role(message, sentence[0], start)
    if named == DROP:
        return []
    if named is not None:  # "my new manager starts Monday, her name is Ifeoma"
        subject, slot = named
        reading = replace(reading, slot=slot)
    titled = title_start(message.text, start)  # after the tests of the words before the name
    if titled < start:  # ("The kids see Dr. Ito now": a doctor seen, no one met)
        value = trim_object(message.text[titled:end])
    return [
        Claim(
            subject=subject,
            predicate=reading.slot,
            object=value,
            value=None,
            polarity=True,
            valid_from=_valid_from(message, reading, sentence),
            valid_to=None,
            span=(sentence[0], end),
            statement=render(subject, reading.slot, value, "assert", True),
            confidence=CONFIDENCE,
        )
    ]
