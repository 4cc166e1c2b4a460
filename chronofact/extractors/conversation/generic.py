"""The generic clause reader: declaratives the frame table does not know, read by shape, with
the slot decided by meaning (`slot_match`).

Two shapes:
- a person did or is something: "<subject> <verb> <object>" ("I run half marathons for fun",
  "I'm on a Samsung Galaxy S24 now", "I registered with a new GP, Dr. Lindqvist"); an end cue
  as the verb ("cancelled", "gave up", "done with", "closed") ends the slot's value;
- a thing is in some state or due: "<thing> is/was/got <state>", "<thing> is due <date>",
  "<thing> moved to <time>" ("Order 88231 has shipped", "The thesis is due on June 30th",
  "Italian is on hold").

A `Reading` holds what the shape gave; `generic_findings` turns it into findings once the slot
is known, reading the value by the slot's kind (`slot_vocab`, `value_of`). Every pattern is
anchored with single quantifiers over character classes, so matching is linear.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from chronofact.extractors.conversation.events import TICKET_ID, with_its_month
from chronofact.extractors.conversation.lexicon import (
    CAPITALISED_NOT_NAMES,
    STATES,
    WEEKDAYS,
    category_slot,
)
from chronofact.extractors.conversation.slot_vocab import SLOTS
from chronofact.extractors.conversation.trim import trim_object

__all__ = [
    "AT_PLACE",
    "END_START",
    "Reading",
    "is_clause",
    "is_date_like",
    "literal_of",
    "read_person",
    "read_thing",
    "value_of",
    "when_in",
]

STATUS_SLOTS = frozenset({"order_status", "ticket_status"})
PERSON_SLOTS = frozenset(s for s, spec in SLOTS.items() if spec.kind != "state")


@dataclass(frozen=True)
class Reading:
    """What the shape of a clause gave, before its slot is known."""

    text: str  # the clause words, classified by meaning
    subject: str | None  # a person; None for a thing clause
    verb: str
    obj: str  # the object phrase, untrimmed
    ending: bool  # an end cue: the value stops holding
    end: int  # clause offset where the words end
    thing: str = ""  # a thing clause: the thing ("refund request", "88231")
    ident: str = ""  # an id in the thing ("88231", "INFRA-77")
    when: str = ""  # a date or time said in the clause
    slot_hint: str | None = None  # a slot known from the words (lexicon), else by meaning
    impersonal: bool = False  # "the client moved our call": only a date or time is read
    owned: bool = False  # a thing clause on "my"/"our" ("my physio is Dr. Chen")
    named: bool = False  # the subject is a bare name: it may be a thing ("Yoga ... keeps me")
    copula: bool = False  # a person clause after a copula ("I'm on a Samsung now")
    aux: str = ""  # the auxiliaries skipped after the subject, lowercased ("'ve been", "'ll")
    state: bool = False  # a thing clause whose object is a known state ("shipped", "on hold")


_END_VERB = re.compile(
    r"(?:(?:have|has|had|'ve|\u2019ve)\s+)?(?:(?:am|'m|\u2019m|was|is|are)\s+)?"
    r"(?P<v>left|quit|stopped|dropped|gave\s+up(?:\s+on)?|given\s+up(?:\s+on)?|cancell?ed|"
    r"closed|sold|ditched|handed(?:\s+over)?|moved\s+off|rehomed|gave\s+away|ended|"
    r"finished\s+with|done\s+with|through\s+with|retired|got\s+rid\s+of|lost|"
    r"stopped\s+(?:going\s+to|seeing|using|doing|playing))\b",
    re.IGNORECASE,
)
END_START = _END_VERB
"""A clause that starts with an end cue ("Cancelled X", "Closed my account") has the speaker
(or the clause before's subject) as subject."""
_VERB = re.compile(
    r"(?P<v>[a-z][a-z'-]*)(?:\s+(?P<p>up|on|with|to|at|into|in|for|by|off|out|from))?\b",
    re.IGNORECASE,
)
_PREP_START = re.compile(r"(?P<p>on|at|in|with|into|by|onto)\s+", re.IGNORECASE)
_NAME = re.compile(
    r"\b(?:Dr\.?\s+|Mr\.?\s+|Ms\.?\s+|Mrs\.?\s+)?(?:[a-z](?=[A-Z]))?[A-Z0-9][\w&'.\u2019-]*"
    r"(?:\s+(?:of\s+|the\s+|&\s+|de\s+)?[A-Z0-9][\w&'.\u2019-]*){0,4}"
)
_NOT_NAME = CAPITALISED_NOT_NAMES | {"I've"} | {day + "s" for day in WEEKDAYS}
_CUT_LITERAL = re.compile(
    r"\s(?:for|on|with|in|at|near|from|to|after|before|during|since|about|by|every|each|"
    r"around|across|because|so|and\s+(?:it|that|they)|instead|(?:once|twice|\w+\s+times)\s+a|"
    r"(?:one|two|three|four|five|six|seven|\d+)\s+(?:\w+\s+)?(?:a|per)\s)\b",
    re.IGNORECASE,
)
_FREQUENCY = re.compile(
    r"(?:(?:once|twice|\w+\s+times|every|each)\b|(?:one|two|three|four|five|six|seven|\d+)\s+"
    r"\w+\s+(?:a|per)\b|(?:most|some)\s+\w+|(?:a\s+lot|daily|weekly|regularly)\b)",
    re.IGNORECASE,
)
_STATE_ALT = "|".join(s.replace(" ", r"\s+") for s in STATES)
_THING = re.compile(
    r"(?:(?:the|my|our|his|her|their|this|that)\s+)?(?P<thing>(?:[\w'\u2019-]+\s+){0,5}?"
    # an aside after the thing: "Bug 8812, the one I reported, is in triage"
    r"[\w'\u2019-]+)(?:,\s+(?:the\s+one|which|that)\s[^,;]{1,40},)?\s+"
    r"(?P<cop>is|are|was|were|has\s+been|have\s+been|(?:has|have|needs|need)\s+to\s+"
    r"be|must\s+be|has|have|got|'s|\u2019s|will\s+be)\s+(?:now\s+|still\s+|finally\s+|just\s+|being\s+|been\s+|officially\s+|"
    r"stuck\s+(?:at|in|on)\s+|(?:marked|showing|listed)\s+(?:as\s+)?)*"
    r"(?P<rest>.*)$",
    re.IGNORECASE,
)
_THING_MOVED = re.compile(
    r"(?:(?:the|my|our|this)\s+)?(?P<thing>(?:[\w'\u2019-]+\s+){0,4}?[\w'\u2019-]+)\s+"
    r"(?:has\s+|have\s+|got\s+|was\s+|is\s+|been\s+)?(?P<v>moved|pushed(?:\s+back)?|rescheduled|"
    r"bumped(?:\s+(?:back|up))?|brought\s+forward|"
    r"shifted|postponed|slipped|meets|meet|changed|happens|happen|(?:are|is)\s+held)\s+(?P<rest>.*)$",
    re.IGNORECASE,
)
_THING_BARE = re.compile(
    r"(?:(?:the|my|our|this|that)\s+)?(?P<thing>(?:[\w'\u2019-]+\s+){0,4}?[\w'\u2019-]+)\s+"
    r"(?:finally\s+|just\s+|already\s+|now\s+|still\s+)?(?P<rest>(?:" + _STATE_ALT + r"|due)\b.*)$",
    re.IGNORECASE,
)
"""A thing and its state with the verb left out, as chat says it ("Warranty claim rejected",
"the parcel finally arrived"): read as "<thing> is <state>"."""
_ID = re.compile(rf"\b{TICKET_ID}\b")
_DUE = re.compile(
    r"due\b|deadline\b|(?:in|submitted|done|finished|handed\s+in|filed|sent|ready)\s+by\b",
    re.IGNORECASE,
)
"""A thing due on a date: "is due June 30", "has to be in by August 8"."""
_END_STATE = re.compile(
    r"(?:on\s+hold|history|over|ended|finished|done|gone|dead|died|retired|stolen|nicked|"
    r"broken|broke|wrecked|totall?ed|written\s+off|crashed|lost|sold|cancell?ed|closed|paused)\b",
    re.IGNORECASE,
)
_WHEN = re.compile(
    r"(?:every\s+)?(?:(?:first|second|third|fourth|last)\s+)?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)"
    r"days?(?:\s+of\s+(?:the|each|every)\s+month)?"
    r"(?:\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)?"
    r"|\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)\b|\d{1,2}:\d\d",
    re.IGNORECASE,
)
_PART_OF_MONTH = re.compile(
    r"\b(?:by|due|deadline)\b.*?(?P<w>(?:(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+|mid-?|"
    r"late\s+|early\s+)(?:january|february|march|april|may|june|july|august|september|october|"
    r"november|december))\b",
    re.IGNORECASE,
)
"""A part of a month a thing is due by ("has to be in by end of October", "due mid-November");
said of anything else ("the festival is at the end of May") it is no deadline."""
_PART_OF = re.compile(
    r"(?:the\s+)?(?:end|start|beginning|middle|rest)\s+of\b|(?:early|mid|late)[\s-]",
    re.IGNORECASE,
)
_DUE_WORD = re.compile(r"\b(?:by|due|deadline)\b", re.IGNORECASE)
"""A time said as a part of a period (a temporal mention) is a "when" only with a word of a date
due, as `_PART_OF_MONTH` ("due by the end of the month"; not "the festival is at the end of
May")."""
_POSS_LEAD = re.compile(r"^(?:[\w'-]+['\u2019]s\s+)", re.IGNORECASE)
_THING_TAIL = re.compile(r"\s+(?:deadline|due\s+date|date|status)$", re.IGNORECASE)
_THING_OF = re.compile(r"\s+(?:for|of|about|from|I|we)\s.*$")


def _names(text: str) -> list[str]:
    out: list[str] = []
    for m in _NAME.finditer(text):
        name = m.group().rstrip(".'\u2019")
        first = name.split()[0]
        if first in _NOT_NAME:
            rest = name.split(None, 1)
            if len(rest) < 2:
                continue
            name = rest[1]
        if name and not name.isdigit():
            out.append(name)
    return out


def _literal(obj: str) -> str:
    cut = _CUT_LITERAL.search(" " + obj)
    text = obj[: cut.start() - 1] if cut and cut.start() > 0 else obj
    if cut and cut.start() == 0:
        return ""
    return trim_object(text)


def literal_of(obj: str) -> str:
    """The thing an object phrase names, cut before a time, place or frequency ("ballet
    twice a week at the studio" -> "ballet")."""
    return _literal(obj)


def read_person(rest: str, base: int, subject: str, copula: bool, when: str) -> Reading | None:
    """A person clause: `rest` is what follows the subject and its auxiliaries."""
    text = rest.strip()
    if not text:
        return None
    end_m = _END_VERB.match(text)
    if end_m:
        verb = " ".join(end_m.group("v").lower().split())
        obj = text[end_m.end() :].lstrip()
        return Reading(text, subject, verb, obj, True, base + len(rest.rstrip()), when=when)
    if copula:
        prep = _PREP_START.match(text)
        obj = text[prep.end() :] if prep else text
        verb = prep.group("p").lower() if prep else "be"
        return Reading(
            text, subject, verb, obj, False, base + len(rest.rstrip()), when=when, copula=True
        )
    m = _VERB.match(text)
    if m is None:
        return None
    verb = m.group("v").lower()
    return Reading(
        text, subject, verb, text[m.end() :].lstrip(), False, base + len(rest.rstrip()), when=when
    )


def _thing_key(thing: str) -> str:
    thing = _POSS_LEAD.sub("", thing.strip())
    thing = _THING_OF.sub("", thing)
    thing = _THING_TAIL.sub("", thing)
    return trim_object(thing)


_REQUEST_HEAD = re.compile(
    r"\b(?:ticket|order|request|case|claim|repair|return|refund|booking)s?$", re.IGNORECASE
)
_DUE_DONE = re.compile(r"(?<=finished|complete)\s+by\b", re.IGNORECASE)


def read_thing(body: str, when: str) -> Reading | None:
    """A thing clause: "<thing> is <state>", "<thing> is due <date>", "<thing> moved to ..."."""
    text = body.strip()
    m = _THING.match(text) or _THING_BARE.match(text)
    moved = None if m else _THING_MOVED.match(text)
    if m is None and moved is None:
        return None
    found = m or moved
    assert found is not None
    owned = bool(re.match(r"(?:my|our)\s", text, re.IGNORECASE))
    thing_raw = found.group("thing")
    rest = found.group("rest")
    ident = _ID.search(thing_raw)
    thing = _thing_key(thing_raw)
    if not thing:
        return None
    hint = None if _REQUEST_HEAD.search(thing) else category_slot(thing)  # "laptop ticket"
    if moved is not None:
        verb = " ".join(moved.group("v").lower().split())
        hint = "meeting_place" if _takes_place(verb, rest, text) else hint
        return Reading(text, None, verb, rest, False, len(body.rstrip()), thing, "", when, hint)
    state = re.match(r"(?P<st>" + _STATE_ALT + r")\b", rest, re.IGNORECASE)
    if state and _DUE_DONE.match(rest, state.end()):
        state = None  # "has to be finished by Easter": when it is due, no state
    ending = bool(_END_STATE.match(rest)) and hint is not None
    verb = "due" if _DUE.match(rest) or _DUE.search(thing_raw) else "is"
    hint = "deadline" if verb == "due" and when and not state else hint
    obj = state.group("st") if state else rest
    return Reading(
        text,
        None,
        verb,
        obj,
        ending,
        len(body.rstrip()),
        thing,
        ident.group("id") if ident else "",
        when,
        hint,
        owned=owned and not state,
        state=state is not None,
    )


def when_in(original: str, mention_texts: list[str]) -> str:
    """A date or time said in a clause: a temporal mention, else a weekday or clock time."""
    for text in mention_texts:
        t = re.sub(r"^(?:on|by|at|for|until|till|in)\s+", "", text.strip(), flags=re.IGNORECASE)
        if _PART_OF.match(t) and not _DUE_WORD.search(original):
            continue  # "the festival is at the end of May": no date it is due by
        if t:
            return with_its_month(original, t)
    m = _WHEN.search(original)
    if m is None:
        due = _PART_OF_MONTH.search(original)
        return due.group("w") if due else ""
    return m.group()


_PRODUCT_SLOTS = frozenset({"vehicle", "uses_phone", "uses_laptop", "uses_device"})
"""Slots whose values are mostly products with names: a name in the object is the value."""


_PLACING = r"\b(?:in|at|near|to|from|for)\s+(?:the\s+)?"
"""Words before a place or an organisation ("in Utrecht", "at the Maasstad", "for Google")."""


def _after_preposition(name: str, text: str) -> bool:
    """`name` follows a preposition of place in `text` ("me and Biscuit in our flat in Utrecht":
    Utrecht, not Biscuit, is where the speaker lives)."""
    return re.search(_PLACING + re.escape(name) + r"\b", text) is not None


def _located(name: str, names: Sequence[str], text: str) -> bool:
    """`name` says where another name of `text` is: "<Name> in <name>" ("Gold's Gym in
    Bandra", "Barclays in Leeds")."""
    return any(
        re.search(re.escape(other) + r"\s+in\s+" + re.escape(name) + r"\b", text) is not None
        for other in names
        if other != name
    )


def value_of(reading: Reading, kind: str, slot: str = "") -> str:
    if kind in ("entity", "person"):
        names = [n for n in _names(reading.obj) if n != reading.subject]
        if kind == "person":
            titled = [n for n in names if _TITLED.match(n)]
            names = titled or [n for n in names if not n.isupper()]
        else:  # a place or an organisation: one said after a preposition before a bare name
            if slot != "lives_in":  # "Gold's Gym in Bandra": Bandra only says where the gym is
                names = [n for n in names if not _located(n, names, reading.obj)] or names
            placed = [n for n in names if _after_preposition(n, reading.obj)]
            names = placed or names
        return names[0] if names else ""
    if kind == "when":
        return reading.when if _DATE_LIKE.search(reading.when) else ""
    if kind == "state":
        return trim_object(reading.obj)
    obj = reading.obj
    if slot in _PRODUCT_SLOTS:
        names = _names(obj)
        if names:
            return names[0]
    if slot == "relationship_status" and reading.verb in _STATUS_VERBS:
        return reading.verb  # "Married 12 years this spring": the status, not how long
    if slot == "hobby" and _activity_alone(reading):
        return reading.verb  # "I knit in the evenings", "I swim at the lido"
    if not obj.strip() or _FREQUENCY.match(obj.strip()):
        return "" if reading.ending or reading.verb in ("be", "on", "at", "in") else reading.verb
    value = _literal(_LIGHT_VERB.sub("", obj.strip()))
    if _WHEN_ALONE.fullmatch(value):
        return ""  # "works nights at the hospital": when, not what
    if is_clause(value) or _GATHERS_LAST.search(value):
        return ""  # "carnivore was wrecking my stomach", "thing lasted till easter"
    return value


def is_clause(value: str) -> bool:
    """The value is a clause misread as a thing: it opens with an auxiliary or has a verb
    going on inside it (`_AUX_FIRST`, `_VERB_INSIDE`)."""
    return bool(_AUX_FIRST.match(value) or _VERB_INSIDE.search(value))


def is_date_like(value: str) -> bool:
    """The value names a time: a digit, a weekday or a month."""
    return bool(_DATE_LIKE.search(value))


_WHEN_ALONE = re.compile(
    r"(?:(?:the\s+)?(?:night|day|late|early|evening|morning|weekend|weekday|graveyard)\s*"
    r"(?:shifts?)?|nights|days|evenings|mornings|weekends|weekdays|lates|earlies|shifts|"
    r"overtime|part-?time|full-?time|from\s+home|remotely|long\s+hours|late)",
    re.IGNORECASE,
)
"""A literal value that only says when or how much someone does it: no value."""


_AUX_FIRST = re.compile(
    r"(?:was|were|is|are|has|had|have|been|got|gets|will|would|did|does)\b", re.IGNORECASE
)
"""A value that starts with an auxiliary is a clause the verb-first reading misread."""
_VERB_INSIDE = re.compile(
    r"^\S+\s+(?:\S+\s+)?(?:(?:was|were|is|are|has|had|have|been|will|would|did|does)\s+\S"
    r"|[a-z]+ed\s+(?:till|until|for|about|at|in|to|from|with|over|by|since|through|a|an|the"
    r"|my|his|her|their|our|one|two|three|four|five|six|\d))",
    re.IGNORECASE,
)
"""... and so is one whose second or third word is a verb that goes on ("vegan thing lasted
till easter", "vegan experiment lasted two weeks": a subject and its verb, not a diet; "stuff
was too hard"). An adjective in -ed before a noun stays ("hand painted ceramics")."""
_GATHERS_LAST = re.compile(
    r"^[a-z]\S*(?:\s+\S+)?\s+(?:meets|gathers|happens|runs|starts|kicks\s+off|moved|changed|"
    r"shifted|switched)$",
    re.IGNORECASE,
)
"""... and one that ends in a thing's verb of taking place ("book club meets at the library":
the club meets; "club meets" is no place)."""
_STATUS_VERBS = frozenset(["married", "engaged", "divorced", "separated", "widowed", "single"])
_LIGHT_VERBS = frozenset(
    ["be", "on", "at", "in", "go", "goes", "do", "does", "play", "plays", "work", "works", "get"]
)


def _activity_alone(reading: Reading) -> bool:
    """The verb is the activity when only a time or place follows it ("knit in the evenings")."""
    after = (
        reading.text[len(reading.verb) :] if reading.text.lower().startswith(reading.verb) else ""
    )
    return reading.verb not in _LIGHT_VERBS and bool(after and _CUT_LITERAL.match(after))


_TITLED = re.compile(r"(?:Dr|Mr|Ms|Mrs|Prof)\.?\s")
_DATE_LIKE = re.compile(
    r"\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\b(?:january|february|march|april|june|july|"
    r"august|september|october|november|december)\b",
    re.IGNORECASE,
)
_LIGHT_VERB = re.compile(
    r"^(?:(?:in\s+)?charge\s+of|responsible\s+for|doing|leading|heading|running|managing|playing|working\s+on|"
    r"on|at|in|with|(?:over|on|up|in)\s+as)\s+",
    re.IGNORECASE,
)


_MEETS = frozenset({"meets", "meet", "changed", "happens", "happen", "are held", "is held"})
"""Verbs that say where a recurring thing takes place ("our meetings happen in the gym")."""


_RECURRING = re.compile(r"\b(?:every|each|weekly|monthly|usually|always|normally)\b", re.I)


def _takes_place(verb: str, rest: str, text: str) -> bool:
    """ "Our meetings happen in the gym", "the club meets every week at the Crown": where a
    recurring thing is held (a single one only with a frequency said)."""
    if verb not in _MEETS or not AT_PLACE.search(" " + rest):
        return False  # "meets the first Wednesday at the library": the place may follow a time
    return verb in ("meet", "happen", "are held") or bool(_RECURRING.search(text))


AT_PLACE = re.compile(r"\s(?:at|in)\s+(?P<p>(?!\d)[^,;]+)", re.IGNORECASE)
