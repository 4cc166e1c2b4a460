"""The learned reader's misreads, left out of a message's claims (`reader_merge`): readings a
reader retrained in the fifty-fourth session made of chat that states no such fact, each a
shape a person would not read as a fact:

- a habit's value in a sentence telling one past occasion ("my latte was cold today, ugh":
  `one_occasion`);
- a value opening a sentence about someone else or in trouble, with no word of the speaker's
  ("Dropbox is full again, lol", "Northgate Accountants sorted her tax return");
- a place of an outing ("Busy day at Wimbledon watching Alcaraz"), a date planned ("seeing this
  guy Tom for dinner tonight"), a job or place applied for ("I applied for a lecturer post");
- the words the rules read of someone else on the same slot family ("I'm off meat for Lent
  btw, Kavya's orders");
- a person said as an owner ("Ana took over as Jo's manager"), a name known from somewhere
  ("Priya from work"), a word naming a kind ("my usual pasta brand") or where a group meets
  ("the Partick knitting circle");
- a name only called out ("EILIDH!!! so proud": `_an_address`); a place said only as where
  a journey goes ("the commute to Walnut Creek is brutal": `_a_way_there`); a job said only
  as a likeness ("he looks like a professor now": `_a_likeness`);
- a place read as a kind's word alone or a unit ("closer to campus", "40 degrees at my
  parents' place"), a job of someone being taken on ("training up a new sous");

and a claim about the speaker's relation whose value the message says the relation is ("the
landlord is a company called Kuzey Emlak"), made the relation itself
(`the_role_said_to_be`). Pure; each check is a bounded pattern over the claim's sentence.
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import CUE_RE
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import (
    FIRST_PERSON,
    LEISURE_GROUP,
    PARTNER_SLOTS,
    PERSON_ROLES,
    is_interjection,
)
from chronofact.extractors.conversation.reading_claims import slot_family_of
from chronofact.extractors.conversation.slot_vocab import slot_kind
from chronofact.extractors.conversation.statements import aimed_at, named_on

__all__ = ["POSSESSIVE", "misread", "one_occasion", "person_of", "the_role_said_to_be"]

POSSESSIVE = re.compile(r"['\u2019]s?$")
"""A possessive ending on a subject or a word ("Dave's", "Chris'")."""


def person_of(subject: str) -> str:
    """The subject as a person: "Dave's" (the rules' subject of "Dave's on keto") is Dave."""
    return POSSESSIVE.sub("", subject.strip()).casefold()


def misread(message: Message, mine: Claim, rules: list[Claim]) -> bool:
    """The reader's claim is one of the misreads above (`rules`: the message's claims so far)."""
    text = message.text
    if mine.subject == message.speaker and _value_is_the_subject(text, mine):
        return True
    return (
        _a_kind_alone(mine)
        or _someone_taken_on(text, mine)
        or _an_outing(text, mine)
        or _a_date_planned(text, mine)
        or _applied_for(text, mine)
        or _read_of_another(mine, rules)
        or _a_possessor(text, mine)
        or _known_otherwise(text, mine)
        or _modifier(text, mine)
        or _an_address(text, mine)
        or _a_way_there(text, mine)
        or _a_likeness(text, mine)
        or _a_thing_owned(text, mine)
    )


_GREETINGS = frozenset(
    re.findall(
        r"\w+",
        "hey hi hiya hello congrats congratulations well done thanks thank you cheers love hen "
        "mate babe dear darling sweetheart bro sis",
    )
)
"""Words said to someone called out, beside their name ("Mum! thank you", "hey Priya")."""
_WORD = re.compile(r"[\w'\u2019]+")
_READ_CHARS = 2000
"""The part of a message looked through for the value (bounded work)."""


def _an_address(text: str, mine: Claim) -> bool:
    """The value is only ever said to someone, alone in its sentence but for greetings and
    marks, with more said after it ("EILIDH!!! so proud. Does that mean you're leaving
    Edinburgh?", "Mum! look at this"): a name called out, no fact about it. A value that ends
    the message ("Netflix!") may be an answer and stays."""
    value = (mine.object or str(mine.value or "")).strip()
    if len(value) < 2:
        return False
    found = [m.start() for m in re.finditer(re.escape(value), text[:_READ_CHARS])]
    if not found:
        return False
    for at in found:
        start, end = sentence_around(text, at)
        if not _WORD.search(text, end):
            return False  # the message's last words: an answer ("Netflix!"), not a call
        rest = text[start:at] + " " + text[at + len(value) : end]
        words = _WORD.findall(rest)
        if not all(is_interjection(w) or w.casefold() in _GREETINGS for w in words):
            return False
    return True


_OCCASION_SLOTS = frozenset({"drinks", "diet", "hobby", "usual_restaurant"})
"""Slots of a habit, which one occasion told in the past does not say."""
_PAST_BE = re.compile(r"\b(?:was|were)\b", re.IGNORECASE)
_ONE_DAY = re.compile(
    r"\b(?:today|tonight|yesterday|last\s+night|this\s+(?:morning|afternoon|evening))\b",
    re.IGNORECASE,
)
_HABIT_OR_NOW = re.compile(
    r"\b(?:now|these\s+days|always|usually|every|each|usual|regular|any\s?more)\b",
    re.IGNORECASE,
)


_FROM_SOMEWHERE = re.compile(
    r"\s+from\s+(?:work|the\s+office|school|uni|college|the\s+gym|church|next\s+door|"
    r"down\s+the\s+road|upstairs|downstairs|accounts|hr|it|marketing|sales)\b",
    re.IGNORECASE,
)
"""After a name: where the speaker knows them from, a colleague or a neighbour, no partner."""
_HEAD_NOUN = re.compile(
    r"\s+(?:brand|brands|shop|store|aisle|section|machine|maker|bowl|box|delivery|order|recipe|"
    r"place|bar|stall|van|packet|pack|tin|jar)\b",
    re.IGNORECASE,
)
"""After a value: the noun it names a kind of ("pasta brand", "coffee machine")."""


_ANY_FIRST_PERSON = re.compile(FIRST_PERSON, re.IGNORECASE)


_PLACE_KIND_ALONE = frozenset(
    {"campus", "uni", "university", "college", "school", "office", "site", "flat", "house"}
    | {"home", "place", "work", "hq", "building", "estate", "degrees", "town", "city"}
)
_KIND_SLOTS = frozenset({"lives_in", "works_at", "studies_at", "gym"})


def _a_kind_alone(mine: Claim) -> bool:
    """A place read as a kind's word alone or a unit ("moved into a new flat closer to campus":
    no university named; "40 degrees at my parents' place": no home)."""
    value = (mine.object or mine.value or "").strip().casefold()
    if value in _HOME_KINDS and mine.predicate != "lives_in":
        return True  # "got a one bedder in Brunswick now": a home's kind, no job or pastime
    return mine.predicate in _KIND_SLOTS and value in _PLACE_KIND_ALONE


_HOME_KINDS = frozenset(
    {"bedder", "one-bedder", "two-bedder", "one bedder", "two bedder", "bedroom", "apartment"}
    | {"flat", "condo", "townhouse", "bungalow", "maisonette", "unit", "flatshare", "houseshare"}
    | {"flats", "apartments", "estate", "block"}
)


_TAKING_ON = re.compile(
    r"\b(?:training\s+up|hiring|recruiting|onboarding|interviewing|looking\s+for)\s+"
    r"(?:a\s+|an\s+|our\s+|the\s+)?(?:new\s+)?$",
    re.IGNORECASE,
)


def _someone_taken_on(text: str, mine: Claim) -> bool:
    """A job read of someone being taken on ("I'm training up a new sous"): theirs, to be."""
    value = mine.object or mine.value or ""
    if mine.predicate not in ("occupation", "job_title") or not value:
        return False
    start, end = sentence_around(text, max(0, mine.span[0]))
    said = re.finditer(rf"\b{re.escape(value)}\b", text[start:end])
    return any(
        _TAKING_ON.search(text, max(0, start + m.start() - 40), start + m.start()) for m in said
    )


def the_role_said_to_be(message: Message, mine: Claim) -> Claim:
    """A claim about the speaker's relation whose value the message says the relation is ("the
    landlord is a company called Kuzey Emlak", read as the landlord's manager): the relation
    itself, of the speaker."""
    speaker, value = message.speaker, mine.object or ""
    if not speaker or not value or not mine.subject.startswith(f"{speaker}'s "):
        return mine
    role = mine.subject.removeprefix(f"{speaker}'s ")
    slot = PERSON_ROLES.get(role)
    at = message.text.find(value)
    if slot is None or at < 0:
        return mine
    said = re.search(
        rf"\b(?:the|my|our)\s+{re.escape(role)}\s+(?:is|['\u2019]s)\s+(?:(?:now|actually)\s+)?"
        r"(?:(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:called|named)\s+)?$",
        message.text[max(0, at - 80) : at],
        re.IGNORECASE,
    )
    if said is None:
        return mine
    return aimed_at(named_on(mine, slot, value), speaker)


def _value_is_the_subject(text: str, mine: Claim) -> bool:
    """The value opens its sentence or a clause of it as the one doing or being something, in a
    sentence with no word of the speaker's ("Dropbox is full again, lol", "Northgate
    Accountants sorted her tax return", "Sorry dear, but Stanbic is better anyway"): a thing
    talked about, no fact of the speaker's."""
    value = mine.object or mine.value or ""
    if not value[:1].isupper():
        return False
    start, end = sentence_around(text, max(0, mine.span[0]))
    opening = text[start:end].lstrip()
    at = text.find(value, start, end)
    opens_clause = at > start and _CLAUSE_OPENER.search(text, start, at) is not None
    if not (opening.startswith(value) or opens_clause):
        return False  # "Sorry dear, but Stanbic is better anyway": the clause's subject too
    if _ANY_FIRST_PERSON.search(text, start, end) is not None:
        return False
    after = at + len(value)
    return (
        _THIRD_PERSON.search(text, start, end) is not None
        or _TROUBLE_NEXT.match(text, after) is not None
    )


_THIRD_PERSON = re.compile(r"\b(?:he|she|they|him|her|his|hers|them|their)\b", re.IGNORECASE)
_TROUBLE_NEXT = re.compile(
    r"\s+(?:is\s+(?:full|down|broken|useless|a\s+joke)|keeps\s+\w+ing|(?:is\s+)?buffering|"
    r"(?:is|['\u2019]s)\s+(?:so\s+(?:much\s+)?|way\s+|much\s+|far\s+)?(?:better|worse|cheaper|"
    r"dearer|nicer)\b)",
    re.IGNORECASE,
)
_CLAUSE_OPENER = re.compile(r"(?:,|\bbut|\band|\bso|\banyway)\s+$", re.IGNORECASE)


_OUTING_BEFORE = re.compile(
    r"(?<!first\s)(?<!last\s)\b(?:day|days|night|afternoon|morning|evening|weekend)\s+(?:out\s+)?"
    r"(?:at|in)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_OUTING_OPENS = re.compile(
    r"\s*(?:(?:busy|long|lovely|great|fun|good|brilliant|amazing|mad|wild|hot|wet|cold|big)\s+)+"
    r"(?:day|days|night|afternoon|morning|evening|weekend)\b",
    re.IGNORECASE,
)
_PLACE_SLOTS = frozenset({"works_at", "studies_at", "lives_in", "vehicle", "gym"})


def _after(
    text: str, mine: Claim, slots: frozenset[str], before: re.Pattern[str], width: int
) -> int:
    """Where the claim's value is said, when it is on one of `slots` and `before` matches in
    the `width` characters right before it; else -1 (bounded work)."""
    value = mine.object or mine.value or ""
    if mine.predicate not in slots or not value:
        return -1
    at = text.find(value, max(0, mine.span[0] - 2))
    if at < 0 or before.search(text, max(0, at - width), at) is None:
        return -1
    return at


def _an_outing(text: str, mine: Claim) -> bool:
    """A place read where a sentence tells an outing there ("Busy day at Wimbledon watching
    Alcaraz", "Long day at Disneyland with the kids"): a visit, no workplace or home (not a
    first or last day somewhere, which starts or ends one)."""
    at = _after(text, mine, _PLACE_SLOTS, _OUTING_BEFORE, 30)
    if at < 0:
        return False
    start, _ = sentence_around(text, at)
    return _OUTING_OPENS.match(text, start) is not None


_DATE_PLANNED = re.compile(
    r"\bseeing\b[^.!?]{0,40}?\b(?:tonight|tomorrow|later|this\s+weekend|on\s+\w+day|"
    r"for\s+(?:dinner|drinks|lunch|coffee|brunch|a\s+drink|a\s+coffee))\b",
    re.IGNORECASE,
)


def _a_date_planned(text: str, mine: Claim) -> bool:
    """A partner read from one date planned ("I'm seeing this guy Tom for dinner tonight")."""
    if mine.predicate not in PARTNER_SLOTS:
        return False
    start, end = sentence_around(text, max(0, mine.span[0]))
    return _DATE_PLANNED.search(text, start, end) is not None


_APPLIED = re.compile(
    r"\b(?:appl(?:y|ies|ied|ying)\s+(?:for|to)|interview(?:ed|ing|s)?\s+(?:for|with|at)|"
    r"shortlisted|an\s+interview)\b",
    re.IGNORECASE,
)
_JOB_SLOTS = frozenset({"occupation", "works_at", "studies_at", "job_title"})


def _applied_for(text: str, mine: Claim) -> bool:
    """A job or a place read in a sentence of an application or an interview ("I applied for a
    lecturer post at Keele"): not held."""
    if mine.predicate not in _JOB_SLOTS:
        return False
    start, end = sentence_around(text, max(0, mine.span[0]))
    return _APPLIED.search(text, start, end) is not None


def _read_of_another(mine: Claim, rules: list[Claim]) -> bool:
    """The rules read the same words on the same slot family of someone else ("I'm off meat
    for Lent btw, Kavya's orders": the speaker's meat-free diet, not Kavya's "off meat")."""
    family = slot_family_of(mine.predicate)
    whose = person_of(mine.subject)
    return any(
        person_of(c.subject) != whose  # "Dave's" of "Dave's on keto" is Dave
        and c.action == "assert"
        and slot_family_of(c.predicate) & family
        and c.span[0] < mine.span[1]
        and mine.span[0] < c.span[1]
        for c in rules
    )


_OWNS_NEXT = re.compile(r"['\u2019]s\s+(?:new\s+|old\s+)?[a-z]")


def _a_possessor(text: str, mine: Claim) -> bool:
    """A person read on a slot of a person who is said as the owner of something right after
    ("Ana took over as Jo's manager"): whose the role is, not who fills it."""
    value = mine.object or ""
    if not value or slot_kind(mine.predicate) != "person":
        return False
    at = text.find(value, max(0, mine.span[0] - 2))
    return at >= 0 and _OWNS_NEXT.match(text, at + len(value)) is not None


def _known_otherwise(text: str, mine: Claim) -> bool:
    """A partner read of a name said with where the speaker knows them from ("Priya from work
    organised cake for my work anniversary")."""
    value = mine.object or mine.value or ""
    if mine.predicate not in PARTNER_SLOTS or not value:
        return False
    at = text.find(value)
    return at >= 0 and _FROM_SOMEWHERE.match(text, at + len(value)) is not None


def _modifier(text: str, mine: Claim) -> bool:
    """A diet or drink read of a word that only names the kind of a thing after it ("swapped
    my usual pasta brand for a nicer GF one"); any value that only names where a leisure group
    meets ("joined the Partick knitting circle": the circle is the pastime)."""
    value = mine.object or mine.value or ""
    if not value:
        return False
    at = text.find(value, max(0, mine.span[0] - 2))
    if at < 0:
        return False
    if _LEISURE_GROUP_NEXT.match(text, at + len(value)) is not None:
        return True
    return (
        mine.predicate in ("diet", "drinks") and _HEAD_NOUN.match(text, at + len(value)) is not None
    )


_LEISURE_GROUP_NEXT = re.compile(rf"\s+{LEISURE_GROUP}\b")


_WAY_TO = re.compile(
    r"\b(?:commute|commuting|drive|driving|ride|trip|journey|flight|train|bus|way|made\s+it|"
    r"got\s+back|back)\s+(?:in)?to\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_WORK_OR_PROJECT = frozenset({"works_at", "studies_at", "gym", "project"})


def _a_way_there(text: str, mine: Claim) -> bool:
    """A place said only as where a journey goes ("the commute to Walnut Creek is brutal",
    "made it to sac. boxes everywhere") read as a workplace, a school, a gym or a project:
    the way there tells no such thing (a move's "moved to" is no journey here)."""
    return _after(text, mine, _WORK_OR_PROJECT, _WAY_TO, 24) >= 0


_LIKE_A = re.compile(
    r"\b(?:looks?|looking|looked|sounds?|sounding|dressed|dresses|acting|acts?|acted|feels?|"
    r"felt|talks?|talking)\s+(?:like|as)\s+(?:a|an|the|some)\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)
_JOB_READS = frozenset({"occupation", "job_title", "role"})


def _a_likeness(text: str, mine: Claim) -> bool:
    """A job said only as what someone looks or sounds like ("he looks like a professor now",
    "dressed as a pirate"): a likeness, no job."""
    return _after(text, mine, _JOB_READS, _LIKE_A, 40) >= 0


_MINE_RIGHT_BEFORE = re.compile(r"\b(?:my|our|his|her|their)\s+(?:new\s+|old\s+)?$", re.I)
_EMPLOYER = frozenset({"works_at"})


def _a_thing_owned(text: str, mine: Claim) -> bool:
    """A name said as a thing someone has ("ugh my ThinkPad died again", "our Dyson") read as
    an employer: no one calls their workplace "my Google"."""
    return _after(text, mine, _EMPLOYER, _MINE_RIGHT_BEFORE, 16) >= 0


def one_occasion(text: str, mine: Claim) -> bool:
    """The reader's value on a habit's slot, in a sentence telling one occasion in the past
    ("my latte was cold today, ugh") with no word of a habit, of now or of a change."""
    if mine.predicate not in _OCCASION_SLOTS:
        return False
    start, end = sentence_around(text, max(0, mine.span[0]))
    said = text[start:end]
    return (
        _PAST_BE.search(said) is not None
        and _ONE_DAY.search(said) is not None
        and _HABIT_OR_NOW.search(said) is None
        and CUE_RE.search(said) is None
    )
