"""Cheap typed tests of a claim's value against its slot (pure, no model).

A value of a clearly wrong kind is a misread, whatever read it:
- a time alone (a weekday, a clock time, a date: "wed" in "Sana is wed 4pm", "Thursday", "4pm",
  "next monday") is the value of no known slot but a time slot (a deadline, a meeting's time);
  an open slot named by the sentence ("piano_lesson") may hold one;
- a sports team's shape ("Mumbai Indians", "Leeds United", "Boca Juniors FC") is no home and
  no employer;
- a titled person ("Dr Okafor", "Mrs Bello") is no place, employer, thing or status;
- a word that is only a function word or a pronoun ("it", "there", "the") is nobody's value;
- what goes with a phone, a laptop or a car ("case", "charger", "new tyres") is none of them;
- an event's time (`meeting_time`, `lesson_time` ...) says a time ("Carol is on holiday" holds
  no meeting at "holiday");
- a street's name ("Manningham Lane") is no thing one has, team, school, bank or pastime;
- a firm's name ("Kerry Group", "Lloyds Bank") is no team one supports.

A word that is a weekday only when shortened ("wed", "sat", "sun") or a month that is also an
everyday word ("may", "march") counts as a time only beside another time word or a clock time
("wed 4pm", "on sat"), so "got wed in June" keeps its status.
"""

from __future__ import annotations

import re

from chronofact.extractors.conversation.lexicon import JOB_WORDS, ORGANISATION, is_interjection
from chronofact.extractors.conversation.slot_vocab import SLOTS, event_time_predicate

__all__ = ["is_team_shaped", "is_time_value", "kind_misfit", "work_said_before"]

_WEEKDAYS = (
    "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|thu|thur|thurs|fri|weds"
)
_AMBIGUOUS = "wed|sat|sun|may|march|mar|jan|aug|sept?|oct|nov|dec|feb|apr|jun|jul"
_MONTHS = "january|february|april|june|july|august|september|october|november|december"
_CLOCK = r"\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d{2}|noon|midnight"
_RELATIVE = (
    "today|tomorrow|tonight|yesterday|tmrw|tmr|weekend|weekends|morning|mornings|afternoon|"
    "afternoons|evening|evenings|night|nights|week|month"
)
_FILLER = (
    r"next|last|this|every|each|on|at|by|till|until|the|of|from|half|past|quarter|to|and|a|an|"
    r"after|before|around"
)
_CORE = re.compile(
    rf"^(?:(?:{_WEEKDAYS}|{_MONTHS})s?|{_RELATIVE}|{_CLOCK}|\d{{1,2}}(?:st|nd|rd|th)?|"
    rf"\d{{4}})$",
    re.IGNORECASE,
)
_SOFT = re.compile(rf"^(?:(?:{_AMBIGUOUS})s?|{_FILLER})$", re.IGNORECASE)
_AMBIGUOUS_RE = re.compile(rf"^(?:{_AMBIGUOUS})$", re.IGNORECASE)
_CLOCK_AFTER = re.compile(
    rf"^[\s,@-]{{0,3}}(?:at\s+)?(?:{_CLOCK}|\d{{1,2}}(?:st|nd|rd|th)?\b|(?:morning|afternoon|"
    rf"evening|night)\b)",
    re.IGNORECASE,
)
_TIME_BEFORE = re.compile(
    r"\b(?:on|next|this|every|till|until|by|from|since|last)\s*$", re.IGNORECASE
)
_TOKEN = re.compile(r"[\w:.']+")
_ANY_TIME = re.compile(
    rf"\d|\b(?:(?:{_WEEKDAYS}|{_MONTHS}|{_AMBIGUOUS}|{_RELATIVE})s?|noon|midnight|lunch\w*|"
    r"fortnight\w*|weekly|daily|monthly|biweekly|dawn|dusk|terms?|semesters?|breakfast|dinner|"
    r"tea\s*time|bed\s*time|school|work|sunrise|sunset|hour\w*|minutes?|week\w*|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\w*)\b",
    re.IGNORECASE,
)
"""Any word of a time: an event's time must say one ("Tuesdays", "after school", "9:30")."""
_ONE_DAY_REMARK = re.compile(
    r"^(?:(?:really|so|very|too|super|quite|a\s+bit|way|pretty)\s+)?[a-z]+\s+"
    r"(?:today|tonight|yesterday|this\s+(?:morning|afternoon|evening))$",
    re.IGNORECASE,
)
"""Words on how one day went ("really long today", "cancelled yesterday"), not when it is."""


def is_time_value(value: str, after: str = "", before: str = "") -> bool:
    """The value says only a time ("Thursday", "4pm", "next monday", "15 june"); a word that
    is a time only when shortened ("wed", "sat", "may") counts when a clock time or a day
    follows it in the text (`after`) or a time preposition comes before it (`before`)."""
    words = _TOKEN.findall(value.strip().rstrip(".!?,"))
    if not words or len(words) > 6:
        return False
    if not all(_CORE.match(w) or _SOFT.match(w) for w in words):
        return False
    if any(_CORE.match(w) for w in words):
        return not all(w.isdigit() and len(w) == 4 for w in words if _CORE.match(w))
    if not any(_AMBIGUOUS_RE.match(w) for w in words):
        return False
    return bool(_CLOCK_AFTER.match(after[:24]) or _TIME_BEFORE.search(before[-12:]))


_TEAM_TAIL = re.compile(
    r"\b(?:F\.?C|A\.?F\.?C|C\.?F|S\.?C|United|Utd|Rovers|Wanderers|Hotspur|Albion|Athletic|"
    r"Juniors|Indians|Super\s+Kings|Knight\s+Riders|Royal\s+Challengers|Sunrisers\s+\w+|"
    r"Lakers|Celtics|Warriors|Yankees|Dodgers|Red\s+Sox|Maple\s+Leafs|All\s+Blacks|"
    r"Springboks|Wallabies)$",
    re.IGNORECASE,
)
_TEAM_HEAD = re.compile(r"^(?:F\.?C|A\.?F\.?C|Real|Atletico|Atlético|Inter|AC)\s+\w", re.IGNORECASE)
_NOT_TEAM = re.compile(r"\bUnited\s+(?:States|Kingdom|Arab\s+Emirates|Nations)\b", re.IGNORECASE)


def is_team_shaped(value: str) -> bool:
    """The value has a sports team's shape: a club word at its end or head ("Mumbai Indians",
    "Leeds United", "FC Porto", "Real Betis"), not "United States"."""
    value = value.strip()
    if _NOT_TEAM.search(value):
        return False
    return bool(_TEAM_TAIL.search(value) or _TEAM_HEAD.match(value))


_A_CLAUSE = re.compile(
    r"(?:I|we|he|she|they|you)\s+(?:don['\u2019]?t|do\s+not|didn['\u2019]?t|can['\u2019]?t|"
    r"won['\u2019]?t|never|really|just|still|am|was|were|have|had|will|would|could|should)\b",
    re.IGNORECASE,
)
"""A value that opens like a sentence ("I don't miss steak"): a clause read as a value."""
_SAID_OF_IT = re.compile(
    r"\s(?:never|always|keeps?|won['\u2019]?t|don['\u2019]?t|doesn['\u2019]?t|can['\u2019]?t)"
    r"\s+[a-z]+$",
    re.IGNORECASE,
)
"""A value that ends on what is said of it ("the bridge drawings never end"): a clause."""
_NOT_HOMES = frozenset({"lives_in", "works_at", "studies_at", "bank"})
_WORK_FOR_CLUB = re.compile(
    r"\b(?:coach\w*|work\w*|employed|staff|physio|groundsman|kit\s+man|scout\w*)\b[^.!?]*$",
    re.IGNORECASE,
)
"""Work for a club said just before its name ("I coach the under-12s at Estrela FC", "I work at
Leeds United"): the club is an employer, not a team one supports."""
_TIMELESS = frozenset(s for s in SLOTS if SLOTS[s].kind not in ("when", "none")) | {
    "married_to",
    "engaged_to",
    "role",
    "drinks",
    "learning_instrument",
    "dentist",
    "status",
}
"""The known slots whose value is never a time (an open slot, "piano_lesson", may be one)."""
_TITLED = re.compile(r"^(?:Dr|Doctor|Mr|Mrs|Ms|Miss|Prof|Professor)\.?\s+[A-Z]\w")
_NO_PERSON = frozenset(
    {"works_at", "lives_in", "studies_at", "bank", "gym", "hobby", "diet", "vehicle"}
    | {"uses_phone", "uses_laptop", "uses_device", "supports_team", "learning_language"}
    | {"occupation", "role", "relationship_status", "project", "meeting_place"}
)
"""Slots whose value is never a person (a pet may be "Mr Whiskers")."""
_NO_VALUE = frozenset(
    {"it", "its", "it's", "that", "this", "there", "here", "them", "they", "he", "she", "him"}
    | {"her", "i", "me", "you", "we", "us", "one", "the", "a", "an", "so", "too"}
    | {"to", "by", "of", "for", "at", "in", "on", "with", "from", "and", "or"}
    | {"heads-up", "heads up", "fyi", "psa", "update", "quick update", "news", "big news"}
    | {"project", "same project", "the project", "job", "same job", "team", "same team"}
    | {"doing", "going", "getting", "having", "making", "being", "trying", "means"}
    | {"completely", "totally", "basically", "entirely", "fully", "properly", "literally"}
)
"""Words that name no value ("same project, more work" had stored the project "project";
"doing three night shifts a week" the pastime "doing")."""
_DECADE_OR_AGES = re.compile(r"(?:under[- ]?)?\d{1,4}['\u2019]?s", re.IGNORECASE)
_CHAT_SHORTHAND = frozenset({"rn", "atm", "btw", "fr", "irl", "asap", "af", "tho", "ikr", "tmrw"})
"""Chat's shorthand for a time or a stance ("obsessed w my Switch rn" read as the phone "rn")."""


_THING_SLOTS = frozenset({"uses_phone", "uses_laptop", "uses_device", "vehicle"})
_ACCESSORY = re.compile(
    r"(?:^|\s)(?:case|cover|charger|charging\s+cable|cable|screen\s+protector|protector|"
    r"strap|sleeve|skin|sim(?:\s+card)?|battery|tyres?|tires?|wheels?|mount|dock|adapter|"
    r"plan|contract|insurance|mot|service|paint\s*job|number\s+plate|ram|memory|ssd|"
    r"storage|hard\s+drive|screen|display|keyboard|trackpad|touchpad|firmware|software|"
    r"os|update|macos|ios|android)"
    r"(?=$|\s+(?:came|comes|arrived|arrives|is|was|got|gets|broke|died|cracked|fell|needs)\b)",
    re.IGNORECASE,
)
"""What goes with a phone, a laptop or a car, said as the thing's last word ("case", "phone
case", "new tyres", "sim only plan", "laptop RAM", "the new macOS"): never the phone, laptop
or car itself."""


_A_BRAND = re.compile(r"\s(?:brand|brands|make|label)$", re.IGNORECASE)
_STREET = re.compile(r"^(?-i:[A-Z])[\w'-]*(?:\s+[\w'-]+)?\s+(?:Lane|Road|Street|Avenue|Rd|Ave)$")
"""A street's name ("Manningham Lane", "Old Kent Road"): a place one is at, never a thing one
has, a team, a school, a bank or a pastime ("My Corsa failed its MOT at the garage on
Manningham Lane" read as the car "Manningham Lane")."""
_NO_STREET = frozenset(
    {"vehicle", "uses_phone", "uses_laptop", "uses_device", "bank", "supports_team"}
    | {"studies_at", "hobby", "diet", "partner", "manager", "has_pet", "learning_language"}
)


def kind_misfit(
    predicate: str, value: str, text: str = "", span: tuple[int, int] = (0, 0)
) -> str | None:
    """Why the value is of a kind the slot never holds ("time", "team", "empty", "accessory"),
    or None when it may fit (see the module docstring). `text` and `span` (where the value is
    said, when known) give the words around it."""
    value = value.strip()
    if not value:
        return None
    if value.casefold() in _NO_VALUE or value.casefold() in _CHAT_SHORTHAND:
        return "empty"
    if " " not in value and is_interjection(value):
        return "empty"  # "lol", "ngl", "ughhh": a feeling voiced, no value
    if _DECADE_OR_AGES.fullmatch(value):
        return "empty"  # "coaching the under 12s", "the 90s": an age group or a decade
    if _A_CLAUSE.match(value) or _SAID_OF_IT.search(value):
        return "clause"  # "I don't miss steak", "bridge drawings never end": no value
    if predicate in _TIMELESS:
        before, after = _around(text, span, value)
        if is_time_value(value, after, before):
            return "time"
    if event_time_predicate(predicate) and not _ANY_TIME.search(value):
        return "untimed"  # "Carol is on holiday": no meeting's time "holiday"
    if event_time_predicate(predicate) and _ONE_DAY_REMARK.match(value):
        return "untimed"  # "Standup was really long today": a remark on one day
    if predicate in _NOT_HOMES and is_team_shaped(value):
        working = predicate == "works_at" and work_said_before(text, span, value)
        return None if working else "team"
    if predicate in _NO_PERSON and _TITLED.match(value):
        return "person"
    if predicate in _JOB_SLOTS and _FULL_NAME.match(value) and not _job_word_in(value):
        return "person"  # "My sessions with Wendy Harcourt are on Zoom": no job
    if predicate in ("diet", "drinks") and _A_BRAND.search(value):
        return "product"  # "swapped my usual pasta brand for a GF one": a brand, no diet
    if predicate in _THING_SLOTS and _ACCESSORY.search(value):
        return "accessory"  # "Got a new case for the phone": the case is no phone
    if predicate == "vehicle" and _NOT_RIDDEN.search(value):
        return "place or person"  # "a flat white from the kiosk", "the cafe lady": no vehicle
    if predicate == "vehicle" and _FOR_RIGHT_BEFORE.search(_around(text, span, value)[0]):
        return "purpose"  # "Camila is coming for carnaval": what for, no vehicle
    if predicate in _NO_STREET and _STREET.match(value):
        return "street"  # "the garage on Manningham Lane": where, no car
    if predicate in _PERSON_SLOTS and (ORGANISATION.search(value) or _FIRM.search(value)):
        return "organisation"  # "we use Clarke Accounting for the business": no manager
    if predicate == "lives_in" and (ORGANISATION.search(value) or _INDUSTRY.search(value)):
        return "organisation"  # "Funke is still at Dangote Cement": her work, no home
    if predicate == "supports_team" and ORGANISATION.search(value):
        return "organisation"  # "another grim day at Kerry Group": a firm, no team
    if predicate in _NO_SCHOOL_YEAR and _SCHOOL_YEAR.match(value):
        return "school year"  # "Yasmine is in CE2", "my son is in Year 4 now"
    if predicate == "lives_in" and _SCHOOL_NAMED.search(value):
        return "school"  # "she's now in Queens College Yaba": where she studies, no home
    return None


_INDUSTRY = re.compile(
    r"\s(?-i:Cement|Oil|Gas|Motors|Airways|Airlines|Foods|Breweries|Brewery|Pharma|Telecoms?|"
    r"Energy|Petroleum|Logistics|Insurance|Consulting|Technologies|Software|Labs|Capital|"
    r"Media|Steel|Mining|Textiles|Plastics|Chemicals)$"
)
"""The last word of a firm's name after its own ("Dangote Cement", "Kenya Airways")."""
_SCHOOL_NAMED = re.compile(
    r"\b(?-i:College|Academy|School|University|Uni|Polytechnic|Primary|Secondary|Grammar)\b"
    r"(?!\s+(?-i:Road|Street|Avenue|Lane|Green|Park|Hill|Way|Close|Drive|Square|Gardens))"
)
"""A school's name ("Queens College Yaba", "Greenfield Academy"), not a street named after one
("College Road")."""
_PERSON_SLOTS = frozenset({"manager", "partner", "married_to", "engaged_to"})
_FIRM = re.compile(
    r"\s(?-i:Legal|Solicitors|Law|LLP|Accounting|Accountants|Accountancy|Consulting|"
    r"Associates|Partners)$"
)
"""The last word of a firm of professionals' name ("Brightwater Legal", "Clarke Accounting")."""
_JOB_SLOTS = frozenset({"occupation", "role", "job_title"})
_FULL_NAME = re.compile(r"(?-i:[A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?:\s+(?-i:[A-Z][a-z]+)){1,2}$")
"""A person's name in full ("Wendy Harcourt"): two or three capitalised words."""


def _job_word_in(value: str) -> bool:
    """A word of the value is a profession or a role ("Head Chef", "Product Owner")."""
    return any(w.casefold() in JOB_WORDS for w in value.split())


_FOR_RIGHT_BEFORE = re.compile(r"\bfor\s+$", re.IGNORECASE)
_NOT_RIDDEN = re.compile(
    r"(?:^|\s)(?-i:(?:kiosk|stall|shop|cafe|café|counter|lady|man|woman|guy|girl|bloke|office|"
    r"desk|market|mall|canteen|kitchen|window|queue|barista|cashier))$"
)
"""A value's last word, written in lower case, that names a place or a person: no vehicle."""
_NO_SCHOOL_YEAR = frozenset({"lives_in", "works_at", "employer", "studies_at"})
_SCHOOL_YEAR = re.compile(
    r"(?:year|yr|grade|form|class|primary|standard|std|ce|cm|cp|ks)\s*\d{1,2}$|"
    r"\d{1,2}(?:st|nd|rd|th)\s+(?:grade|year|form|standard)$",
    re.IGNORECASE,
)
"""A school year or class ("Year 4", "CE2", "5th grade"): no place, workplace or school. A
letter and a number alone ("P4", "B2") is as often a parking level or a bay."""


def work_said_before(text: str, span: tuple[int, int], value: str) -> bool:
    """Work said just before the value in `text` ("I coach the under-12s at Estrela FC")."""
    return _WORK_FOR_CLUB.search(_around(text, span, value, 60)[0]) is not None


def _around(text: str, span: tuple[int, int], value: str, width: int = 24) -> tuple[str, str]:
    """The words just before and after the value in `text`: looked for inside the claim's
    span first, else anywhere."""
    if not text:
        return "", ""
    low, said = text.casefold(), value.casefold()
    at = low.find(said, span[0], max(span[1], span[0] + len(said))) if span != (0, 0) else -1
    if at < 0:
        at = low.find(said)
    if at < 0:
        return "", ""
    return text[max(0, at - width) : at], text[at + len(said) : at + len(said) + width]
