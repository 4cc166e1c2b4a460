"""A `Reading` to a claim: who is meant, the value trimmed to the thing itself, and from when.

- who: the person the reader tagged, when that can be a name ("my brother Kian" -> Kian; "my
  sister" -> "<speaker>'s sister"; not "Mandarin", a thing of a known kind, nor a word of the
  value, nor a titled person: "Dr. Haddad retired so I'm with Dr. Lindqvist", nor one in
  another sentence when the value's speaks of no one else: "Efua said yes!!! engaged at 34",
  nor one before "I" as a subject: "Rajesh's team got dissolved so I'm under Meera"); else a
  relative the value's sentence names as "my <relation>" before the value; else a person
  opening the value's clause as its subject ("Arun is full non-veg", "Fraser's come doon to
  Glasgow", "Grandpa finally switched to Santander"); else the speaker, unless the sentence
  speaks of someone else ("he says he's Torino now", with no I, me or my in it): then a
  relative named alone in the message ("Dad", "grandpa"), else no claim, since it is not
  known who;
- the value: the tagged words, trimmed as the rules trim objects (`trim.trim_object`); no claim
  when nothing is left or the value is a pronoun. A value said to be over ("so I closed HDFC",
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
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.generic import is_clause, is_date_like
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    KIN_ALONE,
    MONTHS,
    PERSON_ROLES,
    WEEKDAYS,
    category_slot,
)
from chronofact.extractors.conversation.people import SUBJECT_RE, People, names_in
from chronofact.extractors.conversation.slot_vocab import SLOTS, is_time_predicate
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.conversation.trim import trim_object
from chronofact.extractors.learned.reader import Reading
from chronofact.extractors.temporal import extract_temporal

__all__ = ["CONFIDENCE", "reading_claims", "slot_family_of"]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


CONFIDENCE = 0.6
"""Below the rules' 0.7: a learned reading is a guess from meaning, not a shape."""

_SENTENCE_END = re.compile(r"[.!?\n]+\s")
_MY_RELATION = re.compile(r"\bmy\s+(?:(?:little|big|older|younger|baby|step)\s+)?(\w+)", re.I)
_OTHERS_RELATION = re.compile(
    r"\b(?P<whose>your|ur|yer|his|her|their)\s+(?:(?:little|big|older|younger|baby|step)\s+)?"
    r"(\w+)",
    re.I,
)
"""A relative not named whose owner the sentence does not say: the one spoken to's ("your
dad"), or his, her, their with no one before it in the sentence ("their mum works at ...";
"Aarav ..., his mom almost fainted" is Aarav's mom, and the value after may be Aarav's)."""
_POSSESSIVE = re.compile(r"['\u2019]s$")
_NAME_AFTER = re.compile(r",?\s+([A-Z][\w-]*)(?![\w'\u2019-])")
_CLAUSE_BREAK = re.compile(r"[,;:]\s|\s(?:but|and|while|though)\s")
"""A name right after "my <relation>" ("my brother Emeka"), not a possessive ("my sister
Ana's flat" is Ana's flat, whose owner the rules read)."""
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|me|my|mine|myself|we|we're|us|our)\b", re.I)
_THIRD_PERSON = re.compile(r"\b(?:he|she|he's|she's|him|his|her|hers)\b", re.I)
_I_SUBJECT = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|we|we're|we've)\b", re.I)
"""The speaker as a clause's subject."""
_SUBJECT_VERB = re.compile(
    r"(?:\s+[a-z]+)?"
    r"(?:['\u2019]s\b|\s+(?:is|isn't|was|has|had|got|just|finally|now|still|says|said|moved|"
    r"started|switched|left|quit|joined|picked|bought|sold|drives|lives|works|studies|goes|went|"
    r"took|takes|uses|supports)\b)",
    re.I,
)
"""After a name opening a clause: the name is its subject ("Arun is", "Fraser's come",
"Venkat appa is", "Jordan's rescue greyhound")."""
_ANY_VERB = re.compile(r"\s+[a-z]+(?:s|ed)\b")
"""After a name opening a clause, a word that may be a verb ("Nii spends"; "Book club meets"
too, so it is taken only after a name known as a person's)."""
_NOT_SUBJECT_WORDS = _words(
    "life work everything everyone everybody nothing nobody someone somebody things today "
    "tonight tomorrow yesterday job school uni college home weather traffic food coffee rent "
    "finally honestly anyway update news company govt government management hr office team "
    "council landlord bank store shop app website order ticket package parcel project meeting"
)
"""Capitalised words that open a clause and are no one ("Life is good at Revolut")."""
_NO_SUBJECT = re.compile(r"\s*(?:and\s+|then\s+|just\s+|finally\s+)?[a-z]+ed\b")
"""A sentence opening on a past verb, with no subject ("scored a gig with Qantas")."""
_SUBJECT_BREAK = re.compile(
    r"[,;:]\s|\s(?:but|and|while|though|so|because|cos|coz|since|now\s+that)\s", re.I
)
"""Where a clause with its own subject may begin ("Rosa moved so book club is at the
library")."""
_PREVIOUS_CHARS = 2000
"""Of the previous message, this many characters are read for the people it names."""
_KIN_ALONE = re.compile(r"\b(?:" + "|".join(map(re.escape, KIN_ALONE)) + r")\b", re.I)
_NO_VALUE = _words(
    "it that this there here them him her he she they we us me i you one ones thing stuff"
)
"""Words that point at a value said elsewhere: no value."""
_NOT_A_NAME_START = _words("my our your ur his her their its the a an this that")
_THINGS_STATES = frozenset({"order_status", "ticket_status"})
"""Slots whose subject is the thing (an order, a ticket), which the reader does not name: left
to the rules, which write them as the thing's `status`."""


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence around [start, end)."""
    before = [m.end() for m in _SENTENCE_END.finditer(text, 0, start)]
    after = _SENTENCE_END.search(text, end)
    return (before[-1] if before else 0), (after.start() + 1 if after else len(text))


def _a_name(said: str, text: str) -> bool:
    """`said` can be a person's name: capitalised (or the chat is all lower case), not a word
    capitalised for another reason, and no thing of a known kind ("Mandarin", "Labrador")."""
    if not said or not said[0].isalpha() or said.casefold() in _NO_VALUE:
        return False
    if said.split()[0].casefold() in _NOT_A_NAME_START:
        return False  # "My doctor", "Your dad", "The landlord"
    if not said[0].isupper() and any(c.isupper() for c in text):
        return False
    return said.title() not in CAPITALISED_NOT_NAMES and category_slot(said) is None


def slot_family_of(predicate: str) -> frozenset[str]:
    """The predicate with the canonical slots it answers (`graph.slot_names`)."""
    # graph.slot_names reads this package's slot vocabulary: imported here, not at the top
    from chronofact.graph.slot_names import slots_of_predicate

    return slots_of_predicate(predicate) | {predicate}


def _the_role_read(relation: str, slot: str) -> bool:
    """The relation is the role the value fills ("my manager ... Laura" read on `manager`,
    "my dentist appointments ... Dr Patel" on `dentist`): the value is the speaker's, not the
    relation's own."""
    return bool(slot_family_of(PERSON_ROLES[relation.casefold()]) & slot_family_of(slot))


def _person_meant(text: str, reading: Reading, sentence: tuple[int, int]) -> tuple[int, int] | None:
    """The person the reader tagged, unless it is not whom the value is about: a person in the
    value ("Dad's reading on an iPad"), a titled one ("Dr. Haddad retired so I'm with Dr.
    Lindqvist": the doctor the message is about), one in another sentence while the value's
    sentence speaks of no one else ("Efua said yes!!! engaged at 34"), or one before the value
    with the speaker a subject between them ("Rajesh's team got dissolved so I'm under Meera
    now")."""
    person = reading.person
    if person is None:
        return None
    if not (person[1] <= reading.value[0] or person[0] >= reading.value[1]):
        return None
    if _TITLED.search(text[max(0, person[0] - 12) : person[0]]):
        return None
    before = text[sentence[0] : reading.value[0]]
    elsewhere = person[1] <= sentence[0] or person[0] >= sentence[1]
    if elsewhere and (_FIRST_PERSON.search(before) or not _THIRD_PERSON.search(before)):
        return None
    if person[1] <= reading.value[0] and _I_SUBJECT.search(text, person[1], reading.value[0]):
        return None
    return person


def _known_people(message: Message, before: int) -> frozenset[str]:
    """The names the conversation has named as people: in the previous message and in this
    one before `before` ("my brother Arun", "ran into Chidi"; casefolded)."""
    said = names_in(message.text[:before])
    if message.previous is not None:
        said += names_in(message.previous.text[:_PREVIOUS_CHARS])
    return frozenset(_POSSESSIVE.sub("", m.name).casefold() for m in said)


def _clause_subject(
    text: str, people: People, clause_start: int, value_start: int, known: frozenset[str]
) -> str | None:
    """A person opening the value's clause as its subject ("Arun is full non-veg", "Fraser's
    come doon to Glasgow", "Venkat appa is cheering for RCB", "Jordan's rescue greyhound
    Pickles"), with no first-person word between them and the value; None otherwise. A
    capitalised word opening a sentence may be any word ("Book club meets at", "Retirement
    means"): before a word that may be a verb ("Nii spends") it is taken for a person only
    when the conversation has named them as one (`known`); before "is", "'s", "has" or a
    verb of the list, unless it is a word for no one ("Life is good")."""
    at = (
        clause_start
        + len(text[clause_start:value_start])
        - len(text[clause_start:value_start].lstrip())
    )
    m = SUBJECT_RE.match(text, at, value_start)
    if m is None or not (
        m.group("name") or m.group("ktitle") or m.group("kin") or m.group("orole")
    ):
        return None
    name = _POSSESSIVE.sub("", m.group("name").split()[0]) if m.group("name") else ""
    named = name.casefold() in known
    owner = bool(_POSSESSIVE.search(m.group()))  # "Jordan's rescue greyhound Pickles"
    verb = _SUBJECT_VERB.match(text, m.end(), value_start) or (
        named and _ANY_VERB.match(text, m.end(), value_start)
    )
    if not owner and not verb:
        return None
    if _FIRST_PERSON.search(text, m.end(), value_start):
        return None
    if name and (name == people.speaker or not _a_name(name, text)):
        return None
    if name and not named and name.casefold() in _NOT_SUBJECT_WORDS:
        return None
    subject = people.resolve(m)
    return _POSSESSIVE.sub("", subject.name) if subject is not None else None


def _subject_before(
    text: str, people: People, sentence_start: int, value_start: int, known: frozenset[str]
) -> str | None:
    """The person opening the sentence before, when the value's sentence opens on a past verb
    with no subject ("Mitch finally left Woolies!! scored a gig with Qantas": Mitch) and that
    sentence has no first-person word."""
    if sentence_start == 0 or not _NO_SUBJECT.match(text, sentence_start, value_start):
        return None
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, sentence_start - 1)]
    previous = starts[-1] if starts else 0
    if _FIRST_PERSON.search(text, previous, sentence_start):
        return None
    return _clause_subject(text, people, previous, sentence_start, known)


def _others_relative_opens(
    text: str, sentence_start: int, clause_start: int, value_start: int
) -> bool:
    """The clause opens on the relative of the one spoken to, not named ("Your dad is still
    driving"); not one joined to a subject before it ("Yaw and his wife are
    separated": Yaw is the subject)."""
    lead = text[clause_start:value_start]
    m = _OTHERS_RELATION.match(lead, len(lead) - len(lead.lstrip()))
    if m is None or m.group(2).casefold() not in PERSON_ROLES:
        return False
    if m.group("whose").casefold() not in ("your", "ur", "yer") and text[
        sentence_start:clause_start
    ].strip(" ,;:-"):
        return False  # "Aarav ..., his mom almost fainted": someone said before owns her
    joined = re.search(r"\band\s*$", text[max(0, clause_start - 6) : clause_start], re.I)
    return joined is None and not _NAME_AFTER.match(lead, m.end())


def _subject(message: Message, reading: Reading, sentence: tuple[int, int]) -> str | None:
    people = People(message.speaker)
    text = message.text
    sentence_start = sentence[0]
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(text, sentence_start, reading.value[0])]
    clause_start = breaks[-1] if breaks else sentence_start
    if _others_relative_opens(text, sentence_start, clause_start, reading.value[0]):
        return None  # "Your dad is still driving the old Corolla": whose dad is not said
    person = _person_meant(text, reading, sentence)
    if person is not None:
        said = _POSSESSIVE.sub("", text[person[0] : person[1]].strip())
        if said.casefold() in PERSON_ROLES and not _the_role_read(said, reading.slot):
            return people.owned(said)
        if _a_name(said, text):
            return said[0].upper() + said[1:]
    relatives = [
        m
        for m in _MY_RELATION.finditer(text, clause_start, reading.value[0])
        if m.group(1).casefold() in PERSON_ROLES and not _the_role_read(m.group(1), reading.slot)
    ]
    if relatives:
        named = _NAME_AFTER.match(text, relatives[-1].end())
        if named is not None and _a_name(named.group(1), text):
            return named.group(1)  # "my younger brother Emeka is ... at UNILAG": Emeka
        return people.owned(relatives[-1].group(1))
    breaks = [m.end() for m in _SUBJECT_BREAK.finditer(text, sentence_start, reading.value[0])]
    clause_start = breaks[-1] if breaks else sentence_start
    known = _known_people(message, clause_start)
    opening = _clause_subject(text, people, clause_start, reading.value[0], known)
    if opening is None and clause_start == sentence_start:
        opening = _subject_before(text, people, sentence_start, reading.value[0], known)
    if opening is not None:
        return opening
    before = text[sentence_start : reading.value[1]]
    if _FIRST_PERSON.search(before) or not _THIRD_PERSON.search(before):
        return message.speaker
    alone = [m.group() for m in _KIN_ALONE.finditer(text, 0, reading.value[0])]
    return people.owned(KIN_ALONE[alone[-1].casefold()]) if alone else None


def _valid_from(message: Message, reading: Reading, sentence: tuple[int, int]) -> datetime:
    if is_time_predicate(reading.slot):  # the value is itself a time
        return message.observed_at
    text = message.text[sentence[0] : sentence[1]]
    value_at = reading.value[0] - sentence[0]
    said = [
        m
        for m in extract_temporal(text, message.observed_at)
        if m.kind != "until" and m.start is not None and m.start <= message.observed_at
    ]
    if not said:
        return message.observed_at
    nearest = min(said, key=lambda m: abs(m.span[0] - value_at))
    return nearest.start or message.observed_at


_TITLED = re.compile(r"\b(?:dr|doctor|mr|mrs|ms|miss|prof|professor|sir|coach)\.?\s+$", re.I)
_NOT_SAID = re.compile(
    r"\b(?:not|never|no\s+longer|didn't|didnt|don't|dont|doesn't|doesnt|isn't|isnt|wasn't|"
    r"wasnt|won't|wont|can't|cant|might|maybe|will|gonna|going\s+to|thinking\s+(?:of|about)|"
    r"plan(?:s|ning)?\s+to|want(?:s|ed)?\s+to|hop(?:e|ing)\s+to|if|would|should|could)\b"
    r"|\w'll\b|\w'd\b",
    re.IGNORECASE,
)
"""Before the value in its sentence: a negation, a plan, a wish or a condition. A reading is
taken as said only from a plain statement; the rules read the others."""


_MET = re.compile(
    r"\b(?:met|meet|meeting|visited|visiting|visit|saw|seen|see|seeing|bumped\s+into|ran\s+into|"
    r"caught\s+up\s+with|had\s+(?:lunch|dinner|coffee|drinks|a\s+drink)\s+with)\s+"
    r"(?:up\s+with\s+)?(?:\w+\s+)?$",
    re.IGNORECASE,
)
"""Just before the value: someone met or somewhere visited, a one-off, not a lasting state
("Met Jonas for coffee now and then")."""
_PLACE_BEFORE = re.compile(r"(?<!married\s)(?<!engaged\s)\b(?:to|at|in|for|from)\s+$", re.I)
"""Just before a person's value: a place or an organisation one goes to ("switched to
Klarna"), not a person ("married to Sofia" is one)."""


_GIVEN_UP_BEFORE = re.compile(
    r"\b(?:goodbye(?:\s+to)?|bye(?:\s+bye)?|farewell\s+to|left|leaving|quit|quitting|sold|"
    r"ditched|dumped|dropped|gave\s+up(?:\s+on)?|traded\s+in|got\s+rid\s+of|rip|closed|"
    r"cancell?ed|cancell?ing|instead\s+of|rather\s+than|than|handed\s+back(?:\s+\w+){0,3}\s+to|"
    r"(?:moved|away|switched|changed|transferred|graduated|retired|resigned)\s+from|"
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
    r"(?:not|no\s+longer|done|over|finished|through)\b|is\s+no\s+more\b)",
    re.IGNORECASE,
)
"""Right after a value: it is over ("Dr Hughes has gone part time", "Dr. Iyer was never this
strict", "the gluten-free thing was a phase", "Emeka and I are not together anymore")."""
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


def _plainly_said(text: str, sentence: tuple[int, int], value_start: int) -> bool:
    """The value's sentence is no question, nothing before the value in it denies, plans or
    supposes, and it is no one met or nowhere visited."""
    if text[sentence[0] : sentence[1]].rstrip().endswith("?"):
        return False
    if _MET.search(text[max(sentence[0], value_start - 40) : value_start]):
        return False
    return _NOT_SAID.search(text, sentence[0], value_start) is None


_TIME_WORDS = frozenset(
    w.casefold() for w in (*WEEKDAYS, *MONTHS, *(d + "s" for d in WEEKDAYS))
) | _words(
    "easter christmas weekend weekends morning mornings afternoon afternoons evening evenings "
    "night nights today tonight tomorrow yesterday week month year last next this every each "
    "the of first second third fourth end start"
)


_RELATIVE_BEFORE = re.compile(
    r"\b(?:"
    + "|".join(map(re.escape, sorted({*PERSON_ROLES, *KIN_ALONE}, key=len, reverse=True)))
    + r")\s+$",
    re.IGNORECASE,
)
"""Just before a value: a relation word, so the value is a person ("Grandma Abena")."""


_STATUS_WORDS = _words(
    "single dating seeing engaged married divorced divorce separated widowed widow widower "
    "relationship together taken partnered wed wedded hitched complicated"
)
"""A relationship status names one of these ("LGBTQ" in "a LGBTQ support group" is none)."""


def _fits_kind(slot: str, value: str, text: str, value_start: int) -> bool:
    if slot == "relationship_status":
        return bool(set(value.casefold().split()) & _STATUS_WORDS)
    kind = SLOTS[slot].kind if slot in SLOTS else "when" if is_time_predicate(slot) else "literal"
    if kind != "person" and _RELATIVE_BEFORE.search(text[max(0, value_start - 24) : value_start]):
        return False
    if kind == "person" and _PLACE_BEFORE.search(text[max(0, value_start - 20) : value_start]):
        return False
    if kind != "when" and all(w in _TIME_WORDS or w.isdigit() for w in value.casefold().split()):
        return False  # "Saturday", "2025" are when, not where or what
    if kind in ("entity", "person"):
        return any(c.isupper() for c in value) or not any(c.isupper() for c in text)
    if kind == "when":
        return is_date_like(value)
    return not is_clause(value)


NEXT_SLOT_CHANCE = 0.05
"""A slot after the reader's own is taken only with at least this chance."""


def _slot_fitting(reading: Reading, value: str, text: str) -> Reading | None:
    """The reading on the surest slot whose kind the value fits: its own, else the next ones
    the slot reader gives ("Thursdays" read on `supports_team`, then `meeting_time`; "engaged"
    on `partner`, a person, then `relationship_status`); None when none fits."""
    if _fits_kind(reading.slot, value, text, reading.value[0]):
        return reading
    for slot, chance in reading.slots:
        if chance < NEXT_SLOT_CHANCE:
            break
        if slot not in _THINGS_STATES and _fits_kind(slot, value, text, reading.value[0]):
            return replace(reading, slot=slot, slot_chance=chance)
    return None


def _value_held(message: Message, reading: Reading) -> Reading | None:
    """The reading with the value held now: its own, unless that is said to be over ("so I
    closed HDFC"), or hinted so (said in the past) while the message reads another value:
    then the surest other value not said or hinted to be over; None when the reader's value
    is over and no other is read."""
    text = message.text

    def over(candidate: Reading, hints: bool) -> bool:
        sentence = _sentence(text, *candidate.value)
        return _given_up(text, sentence, candidate.value) or (
            hints and _hinted_over(text, candidate)
        )

    others = [replace(reading, value=span, value_chance=chance) for span, chance in reading.others]
    if not over(reading, hints=bool(others)):
        return reading
    return next((o for o in others if not over(o, hints=True)), None)


def reading_claims(message: Message, reading: Reading) -> list[Claim]:
    """The claim a reading makes about `message`, or none when it names no sensible value."""
    if reading.slot in _THINGS_STATES:
        return []
    held = _value_held(message, reading)
    if held is None:
        return []
    reading = held
    start, end = reading.value
    value = trim_object(message.text[start:end])
    if not value or value.casefold() in _NO_VALUE:
        return []
    fitting = _slot_fitting(reading, value, message.text)
    if fitting is None:
        return []
    reading = fitting
    sentence = _sentence(message.text, start, end)
    if not _plainly_said(message.text, sentence, start):
        return []
    subject = _subject(message, reading, sentence)
    if not subject:
        return []
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
