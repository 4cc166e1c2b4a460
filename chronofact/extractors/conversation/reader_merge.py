"""The learned reader's claim beside the rules' claims of one message: added, dropped, or
put in place of the rules' value.

- the rules say nothing of the reading's slot family or its value: the reader's claim is added
  (a rules' end claim naming the value it ends speaks only of that value: "gave up keto,
  intermittent fasting now" leaves the new diet to the reader);
- the rules hold a value on the reading's slot family for the same person that the reader
  does not take for the value held (the words of it outside the reader's own value have a
  mean chance of being the value under `RULES_VALUE_BELOW`: "put me", "over" in "team lead
  over", "phone" in "new phone who dis (it's an iPhone 15)"), and the reader is sure of its
  own (`READER_SURE`), and the rules did not read a swap (an end and a new value on the
  family in one clause, "left AIB for Bank of Ireland") whose new value the reader reads in
  other words: the reader's claim replaces the rules' assertions on that family (a
  possessive subject, "Dave's" for "Dave's on keto", is the same person); the rules' end
  claims stay. Values that are one said longer or shorter ("Nova analytics project" / "Nova
  analytics"), or a status beside the rules' spouse ("married" beside "married to Cherie
  Blair"), agree: the rules' claim stands;
- otherwise the rules' claims stand alone.

The reader's claim is left out, whatever the rules say, when it is one of the misreads of
`reader_misreads` (fifty-fourth session: an outing, a date planned, an application, one past
occasion ...) or not the speaker's fact: a relation of its own subject ("chief executive
officer of Microsoft"), someone the rules' claims are about, a name said to address someone, a
value of the same kind beside what the speaker said in their own last message with no word of a
change ("moving to Porto" / "the Lisbon rent is insane"), an echo of the message replied to
("Skyscanner! so proud of you"), a mood or an interjection ("worried", "eish"), the value the
rules read the message ending ("stepped down from the Atlas project; I run Beacon now" read as
Atlas). A claim about the speaker's relation whom the rules name in the message is made about
that person ("my manager at Skyscanner is Priya")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from chronofact.extractors.base import Message
from chronofact.extractors.change_words import CUE_RE, NOVELTY_RE
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.generic_guards import described
from chronofact.extractors.conversation.lexicon import PARTNER_SLOTS, PERSON_ROLES, is_interjection
from chronofact.extractors.conversation.reader_misreads import (
    POSSESSIVE,
    misread,
    one_occasion,
    person_of,
    the_role_said_to_be,
)
from chronofact.extractors.conversation.reading_claims import reading_claims, slot_family_of
from chronofact.extractors.conversation.slot_vocab import is_time_predicate, slot_kind
from chronofact.extractors.conversation.statements import render
from chronofact.extractors.learned.reader import Reading

__all__ = ["READER_SURE", "RULES_VALUE_BELOW", "merge_reading"]

READER_SURE = 0.5
"""The reader's surest value token must reach this for its value to replace the rules'."""
RULES_VALUE_BELOW = 0.1
"""The rules' value is replaced only when the reader's mean value chance on its words is under
this (the reader does not read it as the value held)."""


def _held(claim: Claim) -> str:
    return f"{claim.object or ''} {claim.value or ''}".casefold()


def said_by(claim: Claim, rules: Sequence[Claim], own_only: bool = False) -> bool:
    """The rules' claims of the message already speak of the claim's slot or value, or the
    claim's value is the word of a rules' relation. A rules' end claim that names the value it
    ends speaks only of that value: "gave up keto, intermittent fasting now" ends the diet keto
    and leaves the new diet, which the rules did not read, to the reader; one that names none
    ("Liam's single again, Sophie kept the dog" ends his partner) speaks of the whole family,
    whose value the reader may well read as the one ended, but for a time ("sync moved
    again, it's Thursdays 2pm": a time moved names its new one). `own_only`: a slot is spoken of
    only by the rules' claims about the claim's own person (`_own_only`)."""
    slots = slot_family_of(claim.predicate)
    value = (claim.object or "").casefold()
    for other in rules:
        held = _held(other)
        ends_one = other.action != "assert" and bool(other.object or other.value)
        if other.action != "assert" and not ends_one and is_time_predicate(other.predicate):
            continue  # "sync moved again, it's Thursdays 2pm": a time moved names the new one
        if (
            not ends_one
            and slots & slot_family_of(other.predicate)
            and (not own_only or person_of(other.subject) == person_of(claim.subject))
        ):
            return True
        if value and set(value.split()) <= set(other.predicate.split("_")):
            return True  # "Modi is a citizen of India": "citizen" is the rules' relation word
        if value and (value in held or any(w in value for w in held.split() if len(w) > 2)):
            return True
    return False


def _rules_value_chance(text: str, reading: Reading, claim: Claim) -> float:
    """The reader's mean value chance on the words of the rules' value outside its own, found
    first in the claim's span, else anywhere in the message (0 when the words are not in the
    message or all in the reader's value)."""
    said = (claim.object or claim.value or "").strip().casefold()
    if not said:
        return 0.0
    low = text.casefold()
    at = low.find(said, claim.span[0], max(claim.span[1], claim.span[0] + len(said)))
    if at < 0:
        at = low.find(said)
    return reading.value_chance_in(at, at + len(said)) if at >= 0 else 0.0


def _agree(rules: Claim, mine: Claim) -> bool:
    """The two values are one said longer or shorter ("Nova analytics project" / "Nova
    analytics", "King's College" / "King"): every word of one is a word of the other; or the
    reader's is the status the rules' partner implies ("Tony Blair is married to Cherie Blair"
    read as "married"), or the reader's words are the rules' said in the plural ("drives buses":
    "buses" beside the rules' "bus driver"). The rules' claim then stands."""
    if mine.predicate == "relationship_status" and rules.predicate in PARTNER_SLOTS:
        return True
    theirs, ours = _words(rules), _words(mine)
    if bool(theirs and ours) and (theirs <= ours or ours <= theirs):
        return True
    # "buses" of the rules' "bus driver"
    return bool(theirs and ours) and all(_singulars(w) & theirs for w in ours)


def _singulars(word: str) -> set[str]:
    """A word and the singulars it may be the plural of ("buses": "buse", "bus")."""
    if not word.endswith("s") or word.endswith("ss"):
        return {word}
    return {word, word[:-1]} | ({word[:-2]} if word.endswith("es") else set())


def _words(claim: Claim) -> set[str]:
    """The words of a claim's value, a possessive's "'s" aside ("King's College" holds "king"),
    a name's inner dots and hyphens apart ("Booking.com" holds "booking", which the reader may
    read alone; "Model Y. my dad" holds "y.", not "y")."""
    return {POSSESSIVE.sub("", w) or w for w in re.split(r"[\s-]+|[./](?=\w)", _held(claim)) if w}


def _replaced(message: Message, reading: Reading, mine: Claim, rules: list[Claim]) -> list[Claim]:
    """The rules' claims with `mine` in place of their assertions on its slot family for its
    subject, when those are values the reader does not read and it is sure of its own; else
    the rules' claims unchanged."""
    if reading.value_chance < READER_SURE or _left_behind(message.text, mine):
        return rules
    family = slot_family_of(mine.predicate)
    rivals = [
        c
        for c in rules
        if c.action == "assert"
        and person_of(c.subject) == person_of(mine.subject)
        and family & slot_family_of(c.predicate)
    ]
    if not rivals or any(
        _agree(c, mine) or _rules_value_chance(message.text, reading, c) >= RULES_VALUE_BELOW
        for c in rivals
    ):
        return rules
    swaps = [c.span for c in _ends_on_family(mine, rules)]
    swapped = [c for c in rivals if c.span in swaps]  # an end and a new value in one clause
    if swapped and not any(_overlaps(message.text, c, reading.value) for c in swapped):
        return rules  # "left AIB for Bank of Ireland, ... I use Revolut for holidays"
    return [c for c in rules if c not in rivals] + [mine]


_LEFT = re.compile(
    r"\b(?:leave|leaving|left|quit|quitting|fired|ditched|dropped|dumped|(?:switched|moved)\s+"
    r"(?:away\s+)?from)\s+(?:[\w.'\u2019-]+\s+){0,2}$",
    re.IGNORECASE,
)


def _left_behind(text: str, claim: Claim) -> bool:
    """The reader's value is said as the one given up ("I had to leave Dr. Mensah. The new
    cardiologist is Dr. Rosenthal"): it replaces no value the rules read."""
    value = _held(claim).strip()
    at = text.casefold().find(value) if value else -1
    return at >= 0 and _LEFT.search(text[max(0, at - 60) : at].casefold()) is not None


def _ends_on_family(claim: Claim, rules: Sequence[Claim]) -> list[Claim]:
    """The rules' end claims for the claim's person on its slot family."""
    family = slot_family_of(claim.predicate)
    return [
        c
        for c in rules
        if c.action == "end"
        and person_of(c.subject) == person_of(claim.subject)
        and family & slot_family_of(c.predicate)
    ]


def _ended_by_rules(claim: Claim, rules: Sequence[Claim]) -> bool:
    """The reading's value is the one the rules read the message ending, for the same person
    on the same slot family: the old value, not a new one."""
    return any(_held(c).strip() and _agree(c, claim) for c in _ends_on_family(claim, rules))


def _overlaps(text: str, claim: Claim, span: tuple[int, int]) -> bool:
    """The claim's value, found in the text, shares characters with `span` (the reader reads
    the same words another way: "lead over" and "team lead")."""
    said = (claim.object or claim.value or "").strip().casefold()
    at = text.casefold().find(said) if said else -1
    return at >= 0 and at < span[1] and span[0] < at + len(said)


def merge_reading(
    message: Message, reading: Reading, rules: list[Claim], just_said: Sequence[Claim] = ()
) -> list[Claim]:
    """The message's claims: the rules' with the reader's claim added, put in place of the
    rules' value, or left out (see the module docstring). `just_said` are the claims of the
    speaker's own last message in the same conversation, when known."""
    out = list(rules)
    for mine in reading_claims(message, reading):
        mine = _named_holder(mine, message.speaker, rules)
        if _relation_of(message.text, mine) or _acts(mine, rules) or _addressed(message, mine):
            continue
        if _handed_to(message.text, mine):
            continue  # "Handed the redesign over to Priya": Priya is no project of the speaker's
        if mine.subject == message.speaker and _visited(message.text, mine):
            continue  # "Spent the weekend in Bristol with friends": a stay, not a home
        if _things_moved_to(message.text, mine):
            continue  # "Moved the sync notes to Notion": a tool for files, no job or project
        if _speakers_own_name(message, mine):
            continue  # "Hi, I'm Pia from Accenture" (Pia speaking): Pia is nobody's value
        if _beside_just_said(message, mine, just_said) or _echoed(message, mine):
            continue
        if described(_held(mine)) or is_interjection(_held(mine).strip()):
            continue  # "My doctor is worried about my blood pressure": no diet "worried"
        if _ended_by_rules(mine, out):
            continue  # "I stepped down from the Atlas project; I run Beacon now": not Atlas
        if one_occasion(message.text, mine):
            continue  # "my latte was cold today, ugh": no usual drink
        mine = the_role_said_to_be(message, mine)
        if misread(message, mine, out):
            continue  # "Busy day at Wimbledon watching Alcaraz", "Priya from work" ...
        spoken = said_by(mine, out, _own_only(message, mine))
        out = _replaced(message, reading, mine, out) if spoken else [*out, mine]
    return out


_FILES = (
    r"notes|docs|documents|files|photos|pictures|pics|videos|music|playlists?|contacts|emails|"
    r"backups?|data|slides|spreadsheets?|tasks|to-?dos|boards?|code|repos?|chats?|"
    r"group\s+chat|channels?"
)
"""Things kept in a tool; not a meeting ("moved her design sync to Tuesday at 4" is its time)."""
_MOVED_THINGS = re.compile(
    r"\b(?:moved|moving|shifted|migrated|migrating|transferred|copied|uploaded|synced|"
    r"exported|put)\s+(?:all\s+)?(?:of\s+)?(?:the|my|our|his|her|their|all)?\s*"
    rf"(?:[\w-]+\s+){{0,2}}?(?:{_FILES})\s+(?:(?:over|across|back)\s+)?(?:to|into|onto)\s+$",
    re.IGNORECASE,
)


_STAY_BEFORE = re.compile(
    r"\b(?:spent|spending|spend|weekend|week|fortnight|holiday|holidays|trip|visit|visiting|"
    r"visited|stayed|staying|vacation|getaway|break|night|nights|days|time|times|honeymoon|"
    r"layover|stopover|conference|festival|tour|cruise)\b[^.!?;]{0,30}?"
    r"\b(?:in|to|at|around)\s+(?:the\s+)?$"
    r"|\b(?:via|through|connecting\s+(?:in|at|through)|changing\s+planes\s+(?:in|at))\s+$"
    r"|\b(?:went|been|go|goes|going|gone|flew|flown|fly|flying|headed|heading|popped|"
    r"travell?ed|travell?ing)\s+(?:over\s+|off\s+|down\s+|up\s+|out\s+)?to\s+(?:the\s+)?"
    r"(?:(?-i:[A-Z])\w*\s+)?$"
    r"|\bthe\s+(?:hall|venue|hotel|restaurant|party|wedding|office|conference|match|gig|"
    r"concert|event|meeting|course|exam|shop|store|branch)\s+(?:in|at)\s+$",
    re.IGNORECASE,
)
"""Said before a place that was a stay or a trip: "spent the weekend in", "had a great time
in", "flying via", "went to" (not "went back to", which may be a move home); or where a thing
is: "the hall in Birmingham we booked"."""


def _visited(text: str, claim: Claim) -> bool:
    """A home the reader reads where a stay or a trip was said ("Spent the weekend in Bristol
    with friends", "a week in Lisbon"): a visit, not where one lives (asked of the speaker's
    own home only: "visiting my brother Tom in Manchester" says where Tom lives)."""
    value = (claim.object or "").strip()
    if claim.predicate != "lives_in" or not value:
        return False
    at = text.find(value, 0, 4000)
    return at > 0 and _STAY_BEFORE.search(text, max(0, at - 60), at) is not None


def _things_moved_to(text: str, claim: Claim) -> bool:
    """The claim's value is where files or notes were moved ("Moved the sync notes to
    Notion", "migrated all our docs over to Google Drive"): a tool, not the speaker's
    workplace, project or bank."""
    value = (claim.object or "").strip()
    if not value or slot_kind(claim.predicate) == "person":
        return False
    at = text.find(value, 0, 4000)
    return at > 0 and _MOVED_THINGS.search(text, max(0, at - 80), at) is not None


def _speakers_own_name(message: Message, claim: Claim) -> bool:
    """The reading's value is the speaker's own name (or its first word)."""
    if not message.speaker or claim.object is None:
        return False
    names = {message.speaker.casefold(), message.speaker.split()[0].casefold()}
    return claim.object.strip().casefold() in names


_SPEAKER_AS_SUBJECT = re.compile(
    r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|we|we're|we've|us)\b|\bi['\u2019]", re.IGNORECASE
)


def _own_only(message: Message, claim: Claim) -> bool:
    """The rules' claims about other people leave the reader's slot open for the claim's own
    person: always for someone the reader names ("Ioana's manager has been Mihai since May"
    beside the speaker's own manager), and for the speaker when the message says them as a
    subject ("climbing Tues and Thurs ... my flatmate's into running, I don't get it"). Not for
    the speaker otherwise: "Dad finally has a new car, a Kia Niro" is the dad's car, which the
    reader, naming no one, gives the speaker. A name the reader gives is taken only in a
    name's case ("RIP Kevin", "GP", "JORDAN ATE A BURGER" are no one's name)."""
    if claim.subject != message.speaker:
        return all(_TITLE_WORD.fullmatch(w) for w in claim.subject.split())
    return _SPEAKER_AS_SUBJECT.search(message.text[:_READ_CHARS]) is not None


_READ_CHARS = 1200
_TITLE_WORD = re.compile(r"[A-Z][a-z\u00e0-\u024f'\u2019-]+")


def _beside_just_said(message: Message, claim: Claim, just_said: Sequence[Claim]) -> bool:
    """The speaker's last message (a few before) gave the same person another value on the
    claim's slot family, and this one says nothing of a change: the value read is a thing of
    the same kind named beside it ("guess who's moving to Porto" / "end of the month, the
    Lisbon rent is insane": Lisbon is no new home), not a second change a moment later."""
    if not just_said:
        return False
    if CUE_RE.search(message.text) or NOVELTY_RE.search(message.text):
        return False
    family, value = slot_family_of(claim.predicate), _held(claim).strip()
    return any(
        c.action == "assert"
        and person_of(c.subject) == person_of(claim.subject)
        and family & slot_family_of(c.predicate)
        and _held(c).strip() != value
        for c in just_said
    )


_RELATION_SUBJECT = re.compile(r"^(?P<owner>.+?)['\u2019]s\s+(?P<role>[\w ]+)$")


def _named_holder(claim: Claim, speaker: str | None, rules: Sequence[Claim]) -> Claim:
    """The claim about the speaker's relation ("Nadia's manager") made about the person the
    rules' claims of the message name in that role ("my manager at Skyscanner is Priya":
    Priya works at Skyscanner), else unchanged."""
    m = _RELATION_SUBJECT.match(claim.subject)
    if m is None or not speaker or m.group("owner") != speaker:
        return claim
    role = PERSON_ROLES.get(m.group("role").casefold())
    for c in rules:
        if c.subject == speaker and c.predicate == role and c.action == "assert" and c.object:
            value = claim.object or claim.value or ""
            return replace(
                claim,
                subject=c.object,
                statement=render(c.object, claim.predicate, value, claim.action, claim.polarity),
            )
    return claim


def _echoed(message: Message, claim: Claim) -> bool:
    """The speaker's value is a word of the message replied to, by someone else: an echo
    ("Skyscanner! so proud of you" after "starting at Skyscanner in June"), which says what
    the other said, not what the speaker holds."""
    previous = message.previous
    if previous is None or previous.speaker == message.speaker or claim.subject != message.speaker:
        return False
    value = _held(claim).strip()
    return (
        bool(value)
        and re.search(rf"(?<!\w){re.escape(value)}(?!\w)", previous.text[:4000], re.IGNORECASE)
        is not None
    )


_PLACES = frozenset({"works_at", "studies_at", "lives_in", "gym", "bank"})
"""Predicates whose value is an organisation or a place, never a person."""


_GREETING = (
    r"(?:hey|hi|hiya|hello|thanks|thank\s+you|congrats|congratulations|wow|oh|yeah|yes|yep|"
    r"aw+|dear|sorry|ok|okay|bye|morning|night|haha|lol|love\s+you|miss\s+you)"
)


_TO_YOU = r"(?:[\w'\u2019]+\s+){0,2}(?i:you|your|yours|u|ur)\b"
"""After "<Name>," opening a sentence: a word of the one spoken to within three words ("Abena,
is your brother still at MTN?"), not an apposition ("Grace, the carer from the agency, ...")."""


def _addressed(message: Message, claim: Claim) -> bool:
    """The claim's value is the person spoken to: the speaker of the message replied to, or a
    name said as an address ("Hey Melanie!", "Totally agree, Caroline.", "Morning! Abena, is your
    brother still at MTN?"), not a partner or a
    manager (LoCoMo's friends greet each other by name in most sittings)."""
    value = claim.object or ""
    if not value or slot_kind(claim.predicate) != "person":
        return False
    previous = message.previous
    if previous is not None and (previous.speaker or "").casefold() == value.casefold():
        return True
    name = re.escape(value)
    return bool(
        re.search(rf"(?:^|\b{_GREETING},?\s+){name}\s*[!,.?]", message.text, re.IGNORECASE)
        or re.search(rf"[.!?]\s+{name}\s*,\s+{_TO_YOU}", message.text)
        or re.search(rf",\s*{name}\s*(?:[.!?]|$)", message.text)
    )


_TEAM = re.compile(r"\b(?:team|squad|department|dept|group|unit|crew|desk)$", re.IGNORECASE)


def _handed_to(text: str, claim: Claim) -> bool:
    """The claim's value, on a slot that holds no person, is the one something was handed to
    ("Handed the redesign over to Priya, I'm on the app launch now", "passed the account on to
    Tom", "handing Atlas over to the platform team"): the receiver, not the speaker's thing."""
    value = (claim.object or claim.value or "").strip()
    team = _TEAM.search(value) is not None  # "handing Atlas over to the platform team"
    if not (re.match(r"[A-Z][a-z]", value) or team) or slot_kind(claim.predicate) == "person":
        return False  # a name or a team; "an extension to 10 October" hands nothing to anyone
    name = re.escape(value)
    return bool(
        re.search(
            rf"\b(?:handed|handing|passed|passing|gave|given|giving)\b[^.,;!?]{{0,60}}?"
            rf"\b(?:(?:over|off|on)\s+)?to\s+(?:the\s+)?{name}\b",
            text[:4000],
            re.IGNORECASE,
        )
    )


def _acts(claim: Claim, rules: Sequence[Claim]) -> bool:
    """The claim's value is someone the rules' claims of the message are about ("Waffles hates
    the stairs": Waffles is no workplace), or holds its own subject ("Book club meets" as the
    meeting place of "Book"), or its subject is a value of the rules' ("Acme" in "I work at Acme
    as a designer")."""
    value = _held(claim).strip()
    if not value:
        return False
    if set(claim.subject.casefold().split()) <= set(value.split()):
        return True
    subject = claim.subject.casefold()
    return any(
        other.subject.casefold() == value
        or (other.predicate in _PLACES and (other.object or "").casefold() == subject)
        or _reversed(value, subject, other)
        for other in rules
    )  # "I work at Acme as a designer": Acme, the rules' employer, is no one with a job


def _reversed(value: str, subject: str, other: Claim) -> bool:
    """The reading is a rules' claim read backwards: its subject the rules' value and its value
    words of the rules' subject ("Internet Explorer 5 was developed by Google" read as Google
    working at Internet Explorer)."""
    return (other.object or "").casefold() == subject and set(value.split()) <= set(
        other.subject.casefold().split()
    )


def _relation_of(text: str, claim: Claim) -> bool:
    """The claim's value is said as a relation of its own subject ("The chief executive officer
    of Microsoft is Satya Nadella": "chief executive officer" is no job of Microsoft's), or a
    word of one read short ("executive" of it: up to two words between)."""
    value = _held(claim).strip()
    if not value or not claim.subject:
        return False
    said = (
        rf"{re.escape(value)}(?:\s+[\w'\u2019-]+){{0,2}}?\s+(?:of|at|for)\s+(?:the\s+)?"
        rf"{re.escape(claim.subject)}\b"
    )
    return re.search(said, text, re.IGNORECASE) is not None
