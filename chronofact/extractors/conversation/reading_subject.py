"""Who a learned reading is about (`subject_of`): the person the reader tags, a relation of
the speaker's ("my brother"), a name opening the value's clause, or the speaker; none for the
relative of the one spoken to ("Your dad is still driving ..."). Split from `reading_claims`,
which turns a reading into claims."""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import word_set
from chronofact.extractors.conversation.answer_subject import asked_about
from chronofact.extractors.conversation.fragment_subject import fragment_topic
from chronofact.extractors.conversation.generic import is_date_like
from chronofact.extractors.conversation.kin_words import KIN_MODIFIERS
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    FIRST_PERSON,
    KIN_ALONE,
    MONTHS,
    PERSON_ROLES,
    TITLES_ABROAD,
    WEEKDAYS,
    category_slot,
    is_interjection,
)
from chronofact.extractors.conversation.not_names import NOT_SUBJECTS
from chronofact.extractors.conversation.people import SUBJECT_RE, People, names_in
from chronofact.extractors.conversation.people_before import people_before
from chronofact.extractors.conversation.recase import recased
from chronofact.extractors.conversation.slot_vocab import slot_kind
from chronofact.extractors.learned.reader import Reading

__all__ = [
    "NO_VALUE",
    "a_name",
    "sentence_around",
    "slot_family_of",
    "subject_at",
    "subject_of",
]


_SENTENCE_END = re.compile(
    r"(?<!\bDr)(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bProf)(?<!\bSt)(?<!\bDra)(?<!\bSra)(?<!\bMme)"
    r"(?<!\bDott)[.!?\n]+\s",
    re.IGNORECASE,
)
"""A sentence's end, not the point after a title ("Registered with Dr. Costa since April")."""
_ROLES = "|".join(re.escape(r) for r in sorted(PERSON_ROLES, key=len, reverse=True))
_RELATION_WORD = rf"(?:(?:{KIN_MODIFIERS}|step|wee)\s+)?({_ROLES})(?![\w-])"
"""A relation word (of one or two words: "old man", "best mate", "half-sister", "BIL") after
"my", "ma", "your" ..."""
_MY_RELATION = re.compile(rf"\b(?:my|m[ai](?=\s+[a-z]))\s+{_RELATION_WORD}", re.I)
_THE_RELATION = re.compile(rf"\s*the\s+{_RELATION_WORD}(?!['\u2019])", re.I)
"""A clause opening on "the <relation>" ("the landlord moved to Spain"): the speaker's."""
_IS_RIGHT_BEFORE = re.compile(
    r"\s+(?:is|was|'s|\u2019s)\s+(?!(?:(?:now|still)\s+)?(?:at|in|with|from|on|based)\b)",
    re.IGNORECASE,
)
"""After a relation word: "is" and no place word, so the value says who holds the relation
("The landlord is Mr Patel now", "the landlord is a company called Kuzey Emlak"), not something
of theirs ("The boss is now at Google")."""
_OTHERS_RELATION = re.compile(rf"\b(?P<whose>your|ur|yer|his|her|their)\s+{_RELATION_WORD}", re.I)
"""A relative not named whose owner the sentence does not say: the one spoken to's ("your
dad"), or his, her, their with no one before it in the sentence ("their mum works at ...";
"Aarav ..., his mom almost fainted" is Aarav's mom, and the value after may be Aarav's)."""
_TITLED = re.compile(
    rf"\b(?:dr|doctor|mr|mrs|ms|miss|prof|professor|sir|coach|{TITLES_ABROAD})\.?\s+$", re.I
)
"""A title before a name ("Dr Patel"): the name is no person the reading is about."""
_TITLE_WORD = re.compile(
    rf"(?:dr|doctor|mr|mrs|ms|miss|prof|professor|sir|coach|{TITLES_ABROAD})\.?", re.I
)
_POSSESSIVE = re.compile(r"['\u2019]s$")
_REST_OF_NAME = re.compile(r"(?:-[A-Za-z][\w]*)*")
"""The hyphenated parts of a name after the token the reader tagged ("Jae" of "Jae-won")."""
_NAME_AFTER = re.compile(r",?\s+([A-Z][\w-]*)(?![\w'\u2019-])")
_CLAUSE_BREAK = re.compile(r"[,;:]\s|\s(?:but|and|while|though)\s")
"""A name right after "my <relation>" ("my brother Emeka"), not a possessive ("my sister
Ana's flat" is Ana's flat, whose owner the rules read)."""
_FIRST_PERSON = re.compile(FIRST_PERSON, re.I)
_THIRD_PERSON = re.compile(r"\b(?:he|she|he's|she's|him|his|her|hers)\b", re.I)
_I_SUBJECT = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|we|we're|we've)\b", re.I)
"""The speaker as a clause's subject."""
_SUBJECT_VERB = re.compile(
    rf"(?:\s+(?:{_ROLES}))?"
    r"(?:['\u2019]s\b|\s+(?:is|isn't|was|has|had|got|just|finally|now|still|says|said|moved|"
    r"started|switched|left|quit|joined|picked|bought|sold|drives|lives|works|studies|goes|went|"
    r"took|takes|uses|supports)\b)",
    re.I,
)
"""After a name opening a clause: the name is its subject ("Arun is", "Fraser's come",
"Venkat appa is", "Jordan's rescue greyhound"); a word between the name and the verb must be a
relation word ("appa"): "Final manuscript goes to ..." is the manuscript's clause."""
_DETERMINER_BEFORE = re.compile(r"\b(?:the|a|an|this|that|di)\s+$", re.IGNORECASE)
"""Before a word the reader tagged as a person: an article, so it is a noun ("the wean's
german teacher"), no name."""
_LOWER_WORD = re.compile(r"\s+[a-z]+\b")
"""After a kin word said alone opening a clause, a lower-case word: a verb in any dialect
("Granny seh", "Mummy dey")."""
_ANY_VERB = re.compile(r"\s+[a-z]+(?:s|ed)\b")
"""After a name opening a clause, a word that may be a verb ("Nii spends"; "Book club meets"
too, so it is taken only after a name known as a person's)."""
_NOT_SUBJECT_WORDS = word_set(
    "life work everything everyone everybody nothing nobody someone somebody things today "
    "tonight tomorrow yesterday job school uni college home weather traffic food coffee rent "
    "finally honestly anyway update news company govt government management hr office team "
    "council landlord bank store shop app website order ticket package parcel project meeting"
)
"""Capitalised words that open a clause and are no one ("Life is good at Revolut")."""
_NO_SUBJECT = re.compile(
    r"\s*(?:and\s+|then\s+|just\s+|finally\s+)?(?:[a-z]+ed\b|"
    r"(?-i:[A-Z])?[a-z]+(?:ing|ed)\s+(?:as|at|with|to|for|in)\s)"
)
_CONTINUED = re.compile(
    r"\s*(?:then\s+|now\s+|also\s+|just\s+|finally\s+)?(?:(?:is|was|has|had)\s+(?:now\s+|also\s+)?)?"
    r"[a-z]{3,}(?:ed|ing)\b"
)
"""A clause after a break that opens on a verb with no subject of its own ("... and is
running a tiffin service", "..., moved to Leeds in May"): the subject of the clause before."""
"""A sentence opening on a past verb, with no subject ("scored a gig with Qantas"), or on a
verb and its preposition ("Posting as an IAS officer in Odisha")."""
_SUBJECT_BREAK = re.compile(
    r"[,;:]\s|\s(?:but|and|while|though|so|because|cos|coz|since|now\s+that)\s", re.I
)
"""Where a clause with its own subject may begin ("Rosa moved so book club is at the
library")."""
_PREVIOUS_CHARS = 2000
"""Of the previous message, this many characters are read for the people it names."""
_KIN_ALONE = re.compile(r"\b(?:" + "|".join(map(re.escape, KIN_ALONE)) + r")\b", re.I)
NO_VALUE = word_set(
    "it that this there here them him her he she they we us me i you one ones thing stuff"
)
"""Words that point at a value said elsewhere: no value."""
_NOT_A_NAME_START = word_set("my our your ur his her their its the a an this that")
_APPOSED_NAME = re.compile(
    r"\s*,\s*((?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*,"
)
"""A name set off by commas right after the value: the value describes that person."""
_AFTER_PREPOSITION = re.compile(
    r"\b(?:with|for|to|from|near|beside|behind|under|about|by|without|like)\s+$", re.I
)
"""Before "my <relation>": a preposition, so the relative is no subject ("Living with my
parents in Swansea", "my one-to-one with my manager is Tuesday at 2": the speaker's)."""
_TIME_NAMES = frozenset({*WEEKDAYS, *MONTHS, "Weekend", "Yesterday", "Tomorrow", "Tonight"})
"""Days, months and weekends, said alone or in the plural ("Saturdays"): times, never people."""


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence around [start, end)."""
    before = [m.end() for m in _SENTENCE_END.finditer(text, 0, start)]
    after = _SENTENCE_END.search(text, end)
    return (before[-1] if before else 0), (after.start() + 1 if after else len(text))


_CHAT_WORDS = frozenset(
    {"kena", "nepa", "phcn", "chapel", "wean", "weans", "bairn", "bairns", "oga", "sef", "sha"}
    | {"abeg", "wahala", "lah", "leh", "lor", "meh", "siao", "shiok", "paiseh", "jialat"}
)
"""Words of chat that a tagger takes for a name in a chat written in lower case: a verb of
Singlish ("kena"), the power company ("nepa"), a place or a child ("chapel", "wean")."""


_CAPITALISED_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b(?!I\b|I['\u2019])[A-Z][a-z]+")
"""A capitalised word not opening a sentence and not "I": the message capitalises names."""


def a_name(said: str, text: str) -> bool:
    """`said` can be a person's name: capitalised (or the chat is all lower case), not a word
    capitalised for another reason, and no thing of a known kind ("Mandarin", "Labrador")."""
    if not said or not said[0].isalpha() or said.casefold() in NO_VALUE:
        return False
    if said.casefold() in _CHAT_WORDS:
        return False  # "my mum kena mark 200 scripts", "nepa gave mummy light"
    if said.split()[0].casefold() in _NOT_A_NAME_START or is_interjection(said.split()[0]):
        return False  # "My doctor", "Your dad", "The landlord", "hahaha aunty"
    if not said[0].isupper() and any(c.isupper() for c in text):
        return False
    if _TITLE_WORD.fullmatch(said):
        return False  # "Registered with Dr. Costa": the title is no one
    if said.title().removesuffix("s") in _TIME_NAMES:
        return False  # "Saturdays are for fishing", "My Thursdays are all about salsa"
    if said.split()[0].title() in NOT_SUBJECTS:
        return False  # "Physio with Dr. Alvarez is fixing my knee": a thing done, no one
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


_MY_BEFORE = re.compile(r"\b(?:my|our)\s+$", re.IGNORECASE)


def _own_role_read(text: str, person: tuple[int, int], slot: str) -> bool:
    """The tagged "person" is the speaker's word for the role the value fills ("dr. rao is my
    dentist", "priya has been our nanny since june"): the value is the speaker's."""
    word = text[person[0] : person[1]].strip().casefold()
    return (
        word in PERSON_ROLES
        and _MY_BEFORE.search(text, max(0, person[0] - 6), person[0]) is not None
        and _the_role_read(word, slot)
    )


_KIN_THEN_WORD = re.compile(r"(?P<kin>[A-Z][a-z]+)\s+[a-z]+")
"""A relation's word and a lower-case word after it, tagged as one person ("Granny seh")."""


def _person_meant(text: str, reading: Reading, sentence: tuple[int, int]) -> tuple[int, int] | None:
    """The person the reader tagged, unless it is not whom the value is about: a person in the
    value ("Dad's reading on an iPad"), one before a clause opening on "my" or "our", a
    titled one ("Dr. Haddad retired so I'm with Dr.
    Lindqvist": the doctor the message is about), one in another sentence while the value's
    sentence speaks of no one else ("Efua said yes!!! engaged at 34"), or one before the value
    with the speaker a subject between them ("Rajesh's team got dissolved so I'm under Meera
    now")."""
    person = reading.person
    if person is None:
        return None
    whole = _REST_OF_NAME.match(text, person[1])  # "Jae-won": the tagger may stop at "Jae"
    if whole is not None and whole.end() > person[1]:
        person = (person[0], whole.end())
    kin = _KIN_THEN_WORD.fullmatch(text, *person)
    if kin is not None and kin.group("kin").casefold() in PERSON_ROLES:
        person = (person[0], person[0] + len(kin.group("kin")))  # "Granny seh": Granny
    if not (person[1] <= reading.value[0] or person[0] >= reading.value[1]):
        return None
    if _own_role_read(text, person, reading.slot):  # "dr. rao is my dentist": no one's name
        return None
    if _TITLED.search(text[max(0, person[0] - 12) : person[0]]):
        return None
    before = text[sentence[0] : reading.value[0]]
    if _in_a_later_clause(text, person, reading.value, before):
        return None
    elsewhere = person[1] <= sentence[0] or person[0] >= sentence[1]
    if elsewhere and (_FIRST_PERSON.search(before) or not _THIRD_PERSON.search(before)):
        return None
    between = _outside_asides(text, person[1], reading.value[0])
    if person[1] <= reading.value[0] and _I_SUBJECT.search(between):
        return None
    if person[1] <= reading.value[0] and _owned_clause_between(text, person[1], reading.value[0]):
        return None
    return person


def _in_a_later_clause(
    text: str, person: tuple[int, int], value: tuple[int, int], before: str
) -> bool:
    """The person is named after the value, past a clause break, and the value's clause opens
    with words of its own, not a fronted phrase ("mom and dad bought an apartment in Daejeon
    ..., so Chuseok is only an hour away": not Chuseok's home; "At Zenith, Tunde got
    promoted" is Tunde's)."""
    if person[0] < value[1] or not _CLAUSE_BREAK.search(text, value[1], person[0]):
        return False
    return len(before.split()) >= 2 and _FRONTED.fullmatch(before) is None


_ASIDE = re.compile(r",\s*(?:who|whom|that|which|whose)\b[^,.;!?]{0,80},")
"""A relative clause set off by commas ("Tereza, who I work with, lives in Brno"): its first
person is no subject of the clause around it."""


def _outside_asides(text: str, start: int, end: int) -> str:
    """The text in [start, end) with its relative clauses set off by commas blanked."""
    return _ASIDE.sub(lambda m: " " * len(m.group()), text[start:end]) if start < end else ""


_MY_OPENING = re.compile(r"\s*(?:(?:and|but|so|while)\s+)?(?:my|our)\s", re.IGNORECASE)


def _owned_clause_between(text: str, start: int, end: int) -> bool:
    """A clause of the speaker's own opens between the person and the value ("my manager is
    Farid, and our design crit is every Wednesday 2pm": the crit is the speaker's)."""
    breaks = list(_CLAUSE_BREAK.finditer(text, start, end))
    return bool(breaks) and _MY_OPENING.match(text, breaks[-1].end() - 1) is not None


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
    if m is not None and m.group("pron") and not m.group("and"):
        # "my cousin Rohit, the one in Pune, he's with Infosys": the person named before
        return (
            None
            if _FIRST_PERSON.search(text, m.end(), value_start)
            else people.pronoun(m.group("pron"))
        )
    if m is None or not (
        m.group("name") or m.group("ktitle") or m.group("kin") or m.group("orole")
    ):
        return _lower_name_opens(m, people, text, value_start, known)
    name = _POSSESSIVE.sub("", m.group("name").split()[0]) if m.group("name") else ""
    named = name.casefold() in known
    owner = bool(_POSSESSIVE.search(m.group()))  # "Jordan's rescue greyhound Pickles"
    verb = _SUBJECT_VERB.match(text, m.end(), value_start) or (
        named and _ANY_VERB.match(text, m.end(), value_start)
    )
    kin_alone = m.group("kin") and _LOWER_WORD.match(text, m.end(), value_start)
    if not owner and not verb and not kin_alone:  # "Granny seh di snow inna Brampton": hers
        return None
    if _FIRST_PERSON.search(text, m.end(), value_start):
        return None
    if name and (name == people.speaker or not a_name(name, text)):
        return None
    if name and not named and name.casefold() in _NOT_SUBJECT_WORDS:
        return None
    subject = people.resolve(m)
    return _POSSESSIVE.sub("", subject.name) if subject is not None else None


def _lower_name_opens(
    m: re.Match[str] | None,
    people: People,
    text: str,
    value_start: int,
    known: frozenset[str] = frozenset(),
) -> str | None:
    """A name written in lower case opening the clause before a verb or a "'s" of "is"
    ("taylor's vegan", "lucy goes to ..."; `SUBJECT_RE` checks what follows), with no
    first-person word between it and the value. In a message that writes names capitalised
    ("mass was lovely at St Anne's"), only a name the conversation has named as a person."""
    if m is None or not m.group("lname") or _FIRST_PERSON.search(text, m.end(), value_start):
        return None
    if m.group("lname").casefold() in _CHAT_WORDS:
        return None  # "chapel is compulsory every morning for covenant"
    if _CAPITALISED_NAME.search(text) and m.group("lname").casefold() not in known:
        return None
    subject = people.resolve(m)
    return subject.name if subject is not None and subject.with_speaker is None else None


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
    opener = _clause_subject(text, people, previous, sentence_start, known)
    if opener is not None:
        return opener
    did = _NAME_DID.match(text, previous, sentence_start)  # "Vikram cleared the UPSC!!"
    if did is not None and did.group(1) != people.speaker and a_name(did.group(1), text):
        return did.group(1)
    return None


_NAME_DID = re.compile(r"\s*(?-i:([A-Z][a-z]+))\s+(?:just\s+|finally\s+)?[a-z]{3,}ed\b")
"""A name and a past verb opening the sentence before ("Vikram cleared the UPSC!!")."""


_VALUE_OPENS = re.compile(r"\s*(?:(?:now|then|just|and|so|but|all)\s+)?", re.IGNORECASE)
"""Before a value that opens its clause: nothing, or one filler word ("now Bristol")."""


def _sentence_subject(
    text: str,
    people: People,
    sentence: tuple[int, int],
    value: tuple[int, int],
    known: frozenset[str],
) -> str | None:
    """The person opening the sentence's first clause, when the value opens a clause of its
    own (no subject of its own) and the sentence has no first-person word ("Yas is back on
    fish, pescatarian she says": Yas's diet, not the speaker's)."""
    if _FIRST_PERSON.search(text, sentence[0], sentence[1]):
        return None
    opens = list(_SUBJECT_BREAK.finditer(text, sentence[0], value[0]))
    if not opens or not _VALUE_OPENS.fullmatch(text, opens[-1].end(), value[0]):
        return None  # "Rosa moved so book club is at the library": the club's own clause
    first = _SUBJECT_BREAK.search(text, sentence[0], value[0])
    if first is None:
        return None
    return _clause_subject(text, people, sentence[0], first.start(), known)


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


def _pronoun_owner(message: Message, text: str, clause_start: int, reading: Reading) -> str | None:
    """Whose "his <role>" or "her <role>" opens the clause, when the role is the slot read
    ("Sam moved. His manager is Tom now", "I took Mum in. Her doctor is Dr Kay now"): the
    person "he" or "she" points to, else the one relative said alone before ("Mum")."""
    lead = text[clause_start : reading.value[0]]
    m = _OTHERS_RELATION.match(lead, len(lead) - len(lead.lstrip()))
    if m is None or m.group("whose").casefold() not in ("his", "her"):
        return None
    role = m.group(2).casefold()
    if role not in PERSON_ROLES or not _the_role_read(role, reading.slot):
        return None
    people = people_before(message, text, clause_start)  # not a "Dr" of the value's own
    named = people.pronoun("he" if m.group("whose").casefold() == "his" else "she")
    if named is not None and named.casefold() in KIN_ALONE:
        return people.owned(KIN_ALONE[named.casefold()])  # "Mum": the speaker's mom
    if named is not None:
        return named
    alone = {a.group().casefold() for a in _KIN_ALONE.finditer(text, 0, clause_start)}
    return people.owned(KIN_ALONE[alone.pop()]) if len(alone) == 1 else None


def _a_time(text: str, reading: Reading) -> bool:
    said = text[reading.value[0] : reading.value[1]]
    return slot_kind(reading.slot) == "when" or is_date_like(said)


_FRONTED = re.compile(
    r"\s*(?:with|at|for|under|since|after)\s+(?:(?:Dr|Doctor|Mr|Mrs|Ms|Prof)\.?\s+)?$",
    re.IGNORECASE,
)
_COMMA_AFTER = re.compile(r"\s*,\s*")


def _after_fronted(
    text: str,
    people: People,
    sentence: tuple[int, int],
    value: tuple[int, int],
    known: frozenset[str],
) -> str | None:
    """The subject of the clause after a value said first in a fronted phrase: "With Dr
    Castillo, Mum is in and out in ten minutes" (Mum's doctor), "At Zenith, Tunde finally got
    promoted"; None when the value opens no such phrase."""
    if _FRONTED.fullmatch(text, sentence[0], value[0]) is None:
        return None
    comma = _COMMA_AFTER.match(text, value[1], sentence[1])
    if comma is None or "," not in comma.group():
        return None
    return _clause_subject(text, people, comma.end(), sentence[1], known)


_MOVED_SOMEONE = re.compile(
    r"\b(?:mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing)|(?P<sent>sen(?:d|ds|t|ding)))\s+"
    r"(?:(?P<my>my|our)\s+(?P<role>[a-z]+)|(?P<who>[A-Z][\w'\u2019-]*))\s+"
    r"(?:(?:over|back|down|up|out)\s+)?(?:to|into)\s+(?:the\s+)?$"
)
"""Someone moved by the speaker to the value ("we're moving Papa to Enugu", "sent my son to
Queens College"): the one moved lives or studies there (one taken somewhere is on a trip)."""
_MOVED_TO_SLOTS = frozenset({"lives_in", "studies_at"})


def _moved_someone(text: str, people: People, reading: Reading) -> str | None:
    if reading.slot not in _MOVED_TO_SLOTS:
        return None
    m = _MOVED_SOMEONE.search(text, max(0, reading.value[0] - 60), reading.value[0])
    if m is None or (m.group("sent") and reading.slot != "studies_at"):
        return None  # one sent to a place is on a trip
    if m.group("role"):
        role = m.group("role").casefold()
        return people.owned(role) if role in PERSON_ROLES else None
    who = m.group("who")
    if who.casefold() in KIN_ALONE:
        return people.owned(KIN_ALONE[who.casefold()])  # "Papa": the speaker's dad
    return who if a_name(who, text) else None


def subject_of(message: Message, reading: Reading, sentence: tuple[int, int]) -> str | None:
    text = recased(message.text, message.previous)  # "meera shifted to ...": Meera
    apposed = _APPOSED_NAME.match(text, reading.value[1]) if reading.slot == "occupation" else None
    if apposed is not None and a_name(apposed.group(1), text):
        return apposed.group(1)  # "The ward sister, Maureen, is my manager": Maureen's title
    people = people_before(message, text, reading.value[0])
    moved = _moved_someone(text, people, reading)
    if moved is not None:
        return moved  # "we're moving Papa to Enugu": Papa's home
    sentence_start = sentence[0]
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(text, sentence_start, reading.value[0])]
    clause_start = breaks[-1] if breaks else sentence_start
    owner = _pronoun_owner(message, text, clause_start, reading)
    if owner is not None:
        return owner  # "Sam moved. His manager is Tom now": Sam's manager
    if _others_relative_opens(text, sentence_start, clause_start, reading.value[0]):
        return None  # "Your dad is still driving the old Corolla": whose dad is not said
    person = _person_meant(text, reading, sentence)
    if person is not None:
        said = _POSSESSIVE.sub("", text[person[0] : person[1]].strip())
        if said.casefold() in PERSON_ROLES and not _the_role_read(said, reading.slot):
            return people.owned(said)
        if a_name(said, text) and not _DETERMINER_BEFORE.search(text, 0, person[0]):
            return said[0].upper() + said[1:]
    relatives = [
        m
        for m in _MY_RELATION.finditer(text, clause_start, reading.value[0])
        if m.group(1).casefold() in PERSON_ROLES
        and not _the_role_read(m.group(1), reading.slot)
        and not _AFTER_PREPOSITION.search(text, max(0, m.start() - 12), m.start())
    ]
    if relatives:
        named = _NAME_AFTER.match(text, relatives[-1].end())
        if named is not None and a_name(named.group(1), text):
            return named.group(1)  # "my younger brother Emeka is ... at UNILAG": Emeka
        return people.owned(relatives[-1].group(1))
    the_role = _THE_RELATION.match(text, clause_start, reading.value[0])
    if (
        the_role is not None
        and not _the_role_read(the_role.group(1), reading.slot)
        and not _IS_RIGHT_BEFORE.match(text, the_role.end(), reading.value[0])
    ):
        return people.owned(the_role.group(1))  # "the landlord moved to Spain": not the speaker
    breaks = [m.end() for m in _SUBJECT_BREAK.finditer(text, sentence_start, reading.value[0])]
    clause_start = breaks[-1] if breaks else sentence_start
    known = _known_people(message, clause_start)
    opening = _clause_subject(text, people, clause_start, reading.value[0], known)
    if opening is not None and opening not in message.text and _a_time(text, reading):
        opening = None  # "crit is Thursdays 3pm": a lower-case word before a time is the event
    if opening is None and clause_start == sentence_start:
        opening = _subject_before(text, people, sentence_start, reading.value[0], known)
    elif opening is None and _CONTINUED.match(text, clause_start, reading.value[0]):
        # "amma took VRS from the bank and is running a tiffin service": amma's
        previous = breaks[-2] if len(breaks) > 1 else sentence_start
        if not _FIRST_PERSON.search(text, previous, clause_start):
            opening = _clause_subject(text, people, previous, clause_start, known)
    if opening is None:  # "He did! Aer Lingus since May": whom the sentence before was about
        opening = fragment_topic(
            text, sentence_start, reading.value[0], reading.value[1], message.speaker
        )
    if opening is None and breaks:
        opening = _sentence_subject(text, people, sentence, reading.value, known)
    if opening is None:
        opening = _after_fronted(text, people, sentence, reading.value, known)
    if opening is not None:
        return opening
    before = text[sentence_start : reading.value[1]]
    if _FIRST_PERSON.search(before) or not _THIRD_PERSON.search(before):
        asked = None if _FIRST_PERSON.search(before) else asked_about(message)
        return asked.who if asked is not None else message.speaker  # "does she have a vet?"
    alone = [m.group() for m in _KIN_ALONE.finditer(text, 0, reading.value[0])]
    return people.owned(KIN_ALONE[alone[-1].casefold()]) if alone else None


def subject_at(
    message: Message, span: tuple[int, int], slot: str, sentence: tuple[int, int]
) -> str | None:
    """Whose value said at `span` on `slot` is, for a rule reader that found it itself (as
    `subject_of` says of a reading there)."""
    return subject_of(message, Reading(span, 1.0, slot, 1.0, 0.0, None), sentence)
