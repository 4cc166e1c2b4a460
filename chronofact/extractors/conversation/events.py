"""Meetings, deadlines and the states of orders and tickets said in a clause: "the team
standup is at 9:30", "standup moved to 10:15", "the funder gave us till 31 July", "OPS-1432 is
resolved", "they closed ticket 889", "the sofa got delivered" (`meeting_or_ticket`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from chronofact.extractors.change_words import word_set
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, STATES, category_slot
from chronofact.extractors.conversation.trim import trim_object, without_change_date

__all__ = ["TICKET_ID", "meeting_or_ticket", "unquoted_states", "with_its_month"]

_EVENT_NOUN = (
    r"(?P<ev>standup|stand-up|meeting|sync|call|class|appointment|review|retro|check-in|"
    r"one-on-one|1:1|session|deadline|demo|interview|exam|launch|release|practice|rehearsal|"
    r"lesson|planning|club|catch-up|catchup|huddle|training|workshop|seminar|lecture|tutorial)"
)
_EVENT = (
    r"(?:(?:(?:my|our)\s+[a-z-]+\s+)?(?P<own>[A-Za-z][\w-]*)['\u2019]s\s+|the\s+|our\s+|my\s+|"
    r"(?P<pro>his|her|their)\s+|this\s+week's\s+)?"
    r"(?P<mod>(?:(?!all\s)[\w-]+\s+){0,2}?)" + _EVENT_NOUN + r"(?:es|s)?"
)
"""An event, with whose it is ("georgia's book club", "my wife Akosua's choir practice":
theirs; "her lesson": the person "her" points to)."""
_EVENT_RE = re.compile(
    _EVENT + r"(?:\s+with\s+(?:(?:my|our|the)\s+[\w-]+|(?-i:[A-Z])[\w'-]*))?(?:\s+|(?='s\s))"
    r"(?=(?:is|was|has|got|'s|moved|pushed|bumped|rescheduled|changed|shifted|postponed|"
    r"meets(?!\s+(?:at|in)\s)|"
    r"brought|slipped|set|scheduled|are|happens|will|back|moving)\b)"
    r"(?:(?P<cop>is|was|has\s+been|got|'s(?:\s+been)?)\s+)?(?:now\s+)?(?P<v>moved|pushed(?:\s+(?:back|forward))?|pulled\s+forward|"
    r"bumped(?:\s+(?:back|up))?|"
    r"moving(?:\s+back)?|shifting|changing|switching|going\s+back|back|"
    r"pencil+ed\s+in|"
    r"rescheduled|changed|shifted|postponed|brought\s+forward|slipped|set|scheduled|is|are|"
    r"happens|meets|will\s+be)?\s*(?:to|until|till|for|at|on)?\s*(?P<o>[^,;]*)",
    re.IGNORECASE,
)
_EVENT_TIMED = re.compile(
    _EVENT + r"\s+(?P<o>(?:every|each|at|on)\s+[^,;]{1,40}?)(?=\s+(?:means|is|so|and|which|"
    r"kills|ruins|makes|eats|who|what)\b|\s*[,;.!?]|\s*$)",
    re.IGNORECASE,
)
"""An event said with its time and no verb ("Design review every Thursday at 3 means ...",
"Retro at 4:30 on Fridays, who thought ...")."""
_RECURRING = re.compile(
    r"\b(?:every|each)\s|\b(?:mon|tues|wednes|thurs|fri|satur|sun|week)days\b|\bweekends\b",
    re.IGNORECASE,
)
"""A time said to recur ("every Thursday", "on Fridays"): an event's lasting time."""
_HELD_IN = re.compile(
    r"(?:(?:now|still|usually|always)\s+)?(?:held\s+|hosted\s+)?(?:in|at)\s+(?:the\s+)?"
    r"(?P<p>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z0-9])[\w'-]*){0,3})",
    re.IGNORECASE,
)
"""Where an event is held, said after its verb ("is held in Room 4B", "are in the Atrium Room
now")."""
_WHEN_WORDS = re.compile(
    r"\d|\b(?:\w*day|noon|morning|evening|night|week|weekend|fortnight|month|january|february|"
    r"march|april|may|june|july|august|september|october|november|december)s?\b",
    re.IGNORECASE,
)
"""Words of a time: what an event moved to must name one."""
TICKET_ID = r"(?P<id>[A-Z][A-Z0-9]*-\d+|#\d+|\d{3,})"
"""A ticket, order or issue id as said in chat: "OPS-1432", "#889", "7781"."""
_MOVED_EVENT = re.compile(
    r"(?:(?:we|they|i|he|she|[A-Z][\w'-]*)\s+)?(?:just\s+|have\s+|'ve\s+)?(?P<v>moved|pushed|"
    r"rescheduled|shifted|postponed|changed|pulled|brought|bumped)\s+"
    r"(?:(?:the|our|my|(?P<pro>his|her|their)|this\s+week's)\s+)?(?:[\w-]+\s+)?"
    + _EVENT_NOUN
    + r"(?:es|s)?(?:\s+(?:back|forward|up))?\s+(?:to|until|till)\s+(?P<o>[^,;]+)",
    re.IGNORECASE,
)
_MOVING = frozenset(
    {
        "moved",
        "pushed",
        "bumped",
        "rescheduled",
        "changed",
        "shifted",
        "postponed",
        "brought",
        "slipped",
        "moving",
        "shifting",
        "changing",
        "switching",
    }
)
"""Verbs that move an event: said without a new time, the old one ends."""
_HELD_EVENT = re.compile(
    r"(?:we|i|they|(?:(?:my|our)\s+(?:daughter|son|kid|boy|girl|husband|wife|brother|sister|"
    r"niece|nephew|grandson|granddaughter)\s+)?(?P<who>(?-i:[A-Z])[\w'-]+))\s+(?:now\s+)?"
    r"(?:do|does|have|has|hold|holds|run|"
    r"runs)\s+(?:had\s+|been\s+(?:doing|having|holding|running)\s+)?"
    r"(?:(?:the|our|my|his|her|their)\s+)?(?:[\w-]+\s+)?"
    + _EVENT_NOUN
    + r"(?:es|s)?\s+(?:(?:at|on)\s+|(?=(?:every|each)\s))(?P<o>[^,;]+)",
    re.IGNORECASE,
)
"""An event said with the time it is held at ("we do standup at 9:45 now", "Mia has swim
practice on Wednesday at 5": hers; "Nils has had the architecture review on Thursdays since
the summer")."""
_GIVEN_UNTIL = re.compile(
    r"\b(?:(?:gave|given|giving|give|granted)\s+(?:(?:us|me|them|everyone)\s+)?"
    r"(?:till|until|(?:an?\s+)?(?:extension|(?:few\s+)?(?:more\s+)?(?:days|weeks))\s+"
    r"(?:to|till|until))|(?:slid|slide|sliding|pushed|push|bumped|extended|extend)\s+"
    r"(?:us|me|them)\s+(?:back\s+|out\s+)?(?:to|till|until))\s+(?P<o>[^,;]+)",
    re.IGNORECASE,
)
"""An extension said as time given ("the funder gave us till 31 July", "the client agreed to
slide us to 12 November")."""
_DUE_BY = re.compile(
    r"(?:(?:the|our|my|this)\s+)?(?:[\w-]+\s+){0,3}?(?:launch|release|app|site|website|report|"
    r"project|product|feature|update|build|paper|thesis|proposal|grant|deliverable|migration)\s+"
    r"(?:has|have|needs?|is\s+meant|is\s+supposed)\s+to\s+(?:ship|launch|go\s+live|land|be\s+"
    r"(?:done|finished|submitted|delivered|live|out|ready|in|signed\s+off))\s+(?:by|before|on)\s+"
    r"(?P<o>[^,;]+)",
    re.IGNORECASE,
)
"""A deadline said as what must be done by when ("the mobile launch has to ship by 1 May")."""
_DUE_MOVED = re.compile(
    r"\b(?:just\s+|have\s+|has\s+|'ve\s+|finally\s+)?(?:pushed|moved|extended|"
    r"postponed|delayed|bumped|slid|shifted)\s+(?:the|our|my|this)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:tender|thesis|dissertation|submission|report|proposal|bid|paper|deliverable|assignment|"
    r"essay|application|filing|handover|deadline|due\s+date)s?\s+(?:(?:out|back)\s+)?"
    r"(?:to|until|till)\s+(?P<o>[^,;]+)",
    re.IGNORECASE,
)
"""A deadline moved by whoever sets it ("Council pushed the Wellington tender out to 20
February next year"): the thing is due then."""
_OR_ELSE = re.compile(r"\s+(?:or|otherwise|else|so|but)\s+", re.IGNORECASE)
"""What is said after a date: "by 1 May or the client walks" is due 1 May."""
_STATE_VERB = re.compile(
    r"(?:(?:we|they|i|he|she|support|someone|[A-Z][\w'-]*)\s+)?(?:just\s+|finally\s+|have\s+|"
    r"'ve\s+)?(?P<st>closed|resolved|reopened|shipped|delivered|dispatched|cancell?ed|refunded|"
    r"merged|escalated|approved|rejected)\s+(?:(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?)?"
    r"(?P<w>ticket|order|issue|bug|case|PR|package|parcel|complaint|claim|request)"
    r"(?:\s+" + TICKET_ID + r")?\b",
    re.IGNORECASE,
)
_PARCEL = frozenset({"package", "parcel"})
_ITEM_STATE = re.compile(
    r"(?:(?:my|our|the|his|her|their)\s+)?(?:[a-z]+\s+)?(?:(?P<owner>(?-i:[A-Z][a-z]+))['\u2019]s\s+)?"
    r"(?:[a-z]+\s+){0,2}?(?P<item>[a-z]{3,})"
    r"(?:\s+(?:from|for|at|with|by)\s+[^,;:]{1,40}?)?\s+"
    r"(?:is|are|was|were|has\s+been|have\s+been|got|['\u2019]s|['\u2019]re)\s+"
    r"(?:(?:now|finally|just|been|still|apparently|sitting)\s+){0,2}"
    r"(?P<st>on\s+backorder|backordered|shipped|delivered|dispatched|out\s+for\s+delivery|"
    r"refunded|returned|lost\s+in\s+the\s+post|in\s+production|in\s+manufacturing|"
    r"being\s+made|being\s+built|(?:stuck|held)\s+(?:in|at)\s+customs|in\s+customs|"
    r"on\s+order|on\s+pre-?order|pre-?ordered|pre-?booked|in\s+transit|"
    r"ready\s+for\s+(?:collection|pickup)|awaiting\s+(?:delivery|collection))\b",
    re.IGNORECASE,
)
_NOT_ITEMS = frozenset(
    ["it", "this", "that", "he", "she", "they", "everything", "nothing", "who", "what"]
)
_ITEM_CAME = re.compile(
    r"(?:(?:my|our|the|his|her|their)\s+)(?:[a-z]+\s+){0,2}?(?P<item>[a-z]{3,})\s*"
    r"(?:(?:finally|just|has|have|only|eventually)\s+){0,2}"
    r"(?:turned\s+up|showed\s+up|came|got\s+here|(?:is|are|['\u2019]s|['\u2019]re)\s+"
    r"(?:finally\s+|here\s+at\s+last\s+)?here)\b(?!\s+(?:to|for|from|with|and\s+went))",
    re.IGNORECASE,
)
"""A thing bought said to have come: "the fridge turned up yesterday", "the table's here"
(the state is `arrived`)."""
_THINGS_BOUGHT = word_set(
    "sofa couch table chairs chair desk bed mattress fridge freezer washer dryer dishwasher "
    "oven cooker tv telly laptop phone tablet bike scooter car wardrobe cabinets kitchen "
    "bookshelf shelves lamp rug curtains blinds parcel package order delivery glasses "
    "shoes boots dress suit frame printer monitor console camera"
)
"""Things one buys and waits for (a person who "turned up" has no state)."""
_VERBS_NO_ITEM = frozenset(["ordered", "bought", "purchased", "got", "made", "booked"])
"""A verb right before the copula is no item ("the bookshelf I ordered is in production")."""
_STATE_ALT = "|".join(s.replace(" ", r"\s+") for s in STATES)
_TICKET_RE = re.compile(
    r"(?:[A-Za-z]+\s+(?=(?:ticket|order|issue|bug|case)\s))?(?:(?:ticket|order|issue|bug|case|PR|pull\s+request|package|parcel|my\s+order|"
    r"the\s+order|my\s+package)\s+)?" + TICKET_ID + r"?\s*(?:(?:is|was|has\s+been|got|has|'s)\s+)?"
    r"(?:now\s+|finally\s+|just\s+|been\s+|being\s+|still\s+)?(?P<st>" + _STATE_ALT + r")\b",
    re.IGNORECASE,
)
_ORDER_WORD = re.compile(r"(?:my\s+|the\s+)?(?P<w>order|package|parcel|ticket)\b", re.IGNORECASE)


_PLACE_AFTER = re.compile(r"\s(?:at|in)\s+(?!\d|noon|midnight|half|quarter)", re.IGNORECASE)
"""A place said after a meeting's time ("at the library", "at Yinka's place")."""
_SET_FOR = re.compile(
    r"^(?:locked|set|fixed|pencil+ed|scheduled|booked|planned|confirmed)\s+(?:in\s+)?"
    r"(?:for|to|on|at)\s+",
    re.IGNORECASE,
)
_SAID_AGAIN = frozenset({"planning", "club", "training", "workshop", "seminar", "lecture"})
"""Events whose move said without a time ends nothing by itself: the new time is said in the
next clause ("sprint planning got moved, it's tuesdays at 2 now"), read there by meaning."""


Pronoun = Callable[[str], str | None]
"""Who "he", "she", "his", "her" or "their" points to in the message (None: no one fits)."""


def _pointed_to(m: re.Match[str], pronoun: Pronoun | None) -> str | None:
    """The person a "his/her/their" before the event points to ("Her lesson is on Friday now":
    the daughter named before); "" when one is said but points to no one known (whose the
    event is stays unknown, so nothing is read); None when none is said."""
    said = m.groupdict().get("pro")
    if not said:
        return None
    who = pronoun(said) if pronoun is not None else None
    return who if who and who[:1].isupper() and who not in CAPITALISED_NOT_NAMES else ""


def _time_slot(event: str) -> str:
    """The slot of an event's time: "club" (a book club, a run club) is a meeting's."""
    if event == "deadline":
        return "deadline"
    return "meeting_time" if event == "club" else f"{event}_time"


_LANGUAGE_MOVED = re.compile(
    r"(?:(?:my|our)\s+)?(?P<lang>[A-Za-z]+)(?:\s+(?:lessons?|class(?:es)?|course|tutoring))?\s+"
    r"(?:(?:has|have|got|was|were|is|are)\s+)?(?:now\s+)?(?:moved|switched|shifted|changed|"
    r"rescheduled|pushed|bumped)\s+(?:back\s+)?(?:to|till|until)\s+(?P<o>[^,;]+)",
    re.IGNORECASE,
)
"""A language's lessons moved to a new time, said by the language ("Spanish moved to
Tuesdays")."""


def _language_moved(clause: str) -> list[Finding]:
    m = _LANGUAGE_MOVED.match(clause)
    if m is None or category_slot(m.group("lang")) != "learning_language":
        return []
    when = trim_object(m.group("o"))
    if not when or not _WHEN_WORDS.search(when):
        return []
    return [Finding("lesson_time", without_change_date(when), "assert", m.end(), literal=True)]


_MONTH_TAIL = re.compile(r"\s+(?:the|each|every)\s+month\b", re.IGNORECASE)
_OF_THE_MONTH = re.compile(r"\s+of\s+(?:the|each|every)\s+month\b", re.IGNORECASE)


_DAY_TAIL = re.compile(
    r"\s+(?:on|every|each)\s+(?:(?:the\s+)?(?:first|second|third|fourth|last)\s+)?"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b",
    re.IGNORECASE,
)


def with_its_day(said: str, when: str) -> str:
    """A clock time given back the weekday said right after it in `said`: "15:30" (trimmed at
    "on") -> "15:30 on Wednesdays", "9am" -> "9am every Monday"."""
    at = said.find(when)
    if at < 0:
        return when
    tail = _DAY_TAIL.match(said, at + len(when))
    return when + tail.group() if tail is not None else when


def with_its_month(said: str, when: str) -> str:
    """A weekday of the month given back the month said after it in `said`: "first Tuesday of"
    (trimmed at "every") -> "first Tuesday of every month", "last Sunday" (a time mention's
    words) -> "last Sunday of the month"."""
    at = said.find(when)
    if at < 0:
        return when
    tail = (_MONTH_TAIL if when.endswith(" of") else _OF_THE_MONTH).match(said, at + len(when))
    return when + tail.group() if tail is not None else when


def meeting_or_ticket(
    clause: str, speaker: str | None, pronoun: Pronoun | None = None
) -> list[Finding]:
    """ "The team standup is at 9:30", "standup moved to 10:15", "OPS-1432 is resolved",
    "they closed ticket 889", "we moved the 1:1 to thursdays", "the sofa got delivered",
    "Spanish moved to Tuesdays" (its lessons)."""
    found = _state_said(clause, speaker, pronoun) or (_language_moved(clause) if speaker else [])
    if found:
        return found
    m = _TICKET_RE.match(clause)
    if m and (m.group("id") or _ORDER_WORD.match(clause)):
        subject = m.group("id")
        if subject is None:
            word = _ORDER_WORD.match(clause)
            if word is None or speaker is None:
                return []
            subject = f"{speaker}'s {word.group('w').lower()}"
        state, end = _last_state(clause, m.group("st"), m.end())
        return [Finding("status", state, "assert", end, literal=True, subject=subject)]
    m = _EVENT_RE.match(clause)
    if m is None or speaker is None or not (m.group("v") or m.group("cop")):
        return _timed(clause, speaker, pronoun)
    pointed = _pointed_to(m, pronoun)
    if pointed == "":
        return []
    verb = (m.group("v") or m.group("cop") or "").lower()
    event = m.group("ev").lower().replace("stand-up", "standup")
    predicate = _time_slot(event)
    held = _HELD_IN.match(m.group("o"))
    if held is not None and not _WHEN_WORDS.match(held.group("p")) and event != "deadline":
        place = trim_object(held.group("p"))  # "The board meeting is held in Room 4B"
        return [Finding("meeting_place", place, "assert", m.end(), literal=True)] if place else []
    when = with_its_day(m.group("o"), with_its_month(m.group("o"), trim_object(m.group("o"))))
    if not when or (not any(ch.isdigit() for ch in when) and not _WHEN_WORDS.search(when)):
        if m.group("v") is None or verb.split()[0] not in _MOVING or event in _SAID_AGAIN:
            return []  # "dance practice has been fun": no change of time
        return [Finding(predicate, None, "end", m.end())] if event != "launch" else []
    if event in ("launch", "release"):
        predicate = "launch_date"
    if verb == "meets" and _PLACE_AFTER.search(m.group("o")):
        return []  # "meets the first Sunday at Jenny's": when and where, read by meaning
    when = _SET_FOR.sub("", when)  # "is locked for 15 August": the date
    own = m.group("own")
    whose = own[:1].upper() + own[1:] if own and own.casefold() != "this" else pointed
    return [Finding(predicate, without_change_date(when), "assert", m.end(), True, whose)]


_THEN_STATE = re.compile(
    r"\s*(?:,\s*)?(?:and|then|&)\s+(?:then\s+)?(?:(?:got|was|is|has\s+been|been|now)\s+)?"
    r"(?P<st>" + _STATE_ALT + r")\b(?!\s+(?:to|by|with)\b)",
    re.IGNORECASE,
)
"""A second state said right after the first ("merged and deployed"): the later one holds
("open and assigned to me" says who has it, no state)."""


def _last_state(clause: str, state: str, end: int) -> tuple[str, int]:
    """The state said last in a run of states from `end` on ("got merged and deployed": deployed)
    and where its words end."""
    m = _THEN_STATE.match(clause, end)
    while m is not None:
        state, end = m.group("st"), m.end()
        m = _THEN_STATE.match(clause, end)
    return " ".join(state.lower().split()), end


def _timed(clause: str, speaker: str | None, pronoun: Pronoun | None) -> list[Finding]:
    """An event said with its time and no verb (`_EVENT_TIMED`)."""
    m = _EVENT_TIMED.match(clause)
    if m is None or speaker is None or m.group("ev").lower() in ("deadline", "launch", "release"):
        return []
    pointed = _pointed_to(m, pronoun)
    if pointed == "":
        return []
    when = " ".join(m.group("o").split()).rstrip(" .!?")
    if not when or not _RECURRING.search(when):
        return []  # "Our call on Monday was great": once, no lasting time
    when = re.sub(r"^(?:at|on)\s+", "", when, flags=re.IGNORECASE)
    event = m.group("ev").lower().replace("stand-up", "standup")
    return [Finding(_time_slot(event), when, "assert", m.end(), literal=True, subject=pointed)]


def _state_said(clause: str, speaker: str | None, pronoun: Pronoun | None) -> list[Finding]:
    """A state or a time said with the verb first, or of a thing bought ("the sofa")."""
    m = _STATE_VERB.match(clause)
    if m and (m.group("id") or speaker):
        # "they closed ticket 889"; "the shop cancelled the sari order": the speaker's order
        state = m.group("st").lower().replace("canceled", "cancelled")
        word = m.group("w").lower()
        key = word if word in ("order", "ticket") else "order" if word in _PARCEL else "request"
        subject = m.group("id") or f"{speaker}'s {key}"
        return [Finding("status", state, "assert", m.end(), literal=True, subject=subject)]
    m = _GIVEN_UNTIL.search(clause) or _DUE_BY.match(clause) or _DUE_MOVED.search(clause)
    if m and speaker is not None:
        when = trim_object(_OR_ELSE.split(m.group("o"), maxsplit=1)[0])
        # moved by whoever sets it ("my supervisor extended the thesis deadline"): the speaker's
        whose = speaker if m.re is _DUE_MOVED else None
        if when and _WHEN_WORDS.search(when):  # "the funder gave us till 31 July"
            return [Finding("deadline", when, "assert", m.end(), literal=True, subject=whose)]
    m = _MOVED_EVENT.match(clause) or _HELD_EVENT.match(clause)
    if m and speaker is not None:
        when = trim_object(m.group("o"))
        if not _WHEN_WORDS.search(when):
            return []  # "moved practice to the big hall": where, not when
        event = m.group("ev").lower().replace("stand-up", "standup")
        predicate = _time_slot(event)
        when = without_change_date(when)
        who = m.groupdict().get("who") or _pointed_to(m, pronoun)
        if who == "" or (who and who.casefold() in _NOT_ITEMS):
            return []  # "She has a meeting at 3": whose, and whether it recurs, unknown
        return [Finding(predicate, when, "assert", m.end(), True, who)] if when else []
    m = _ITEM_CAME.match(clause)
    if m and speaker is not None and m.group("item").lower() in _THINGS_BOUGHT:
        subject = f"{speaker}'s {m.group('item').lower()}"
        return [Finding("status", "arrived", "assert", m.end(), literal=True, subject=subject)]
    m = _ITEM_STATE.match(clause)
    if m and speaker is not None and m.group("item").lower() not in _NOT_ITEMS | _VERBS_NO_ITEM:
        state = " ".join(m.group("st").lower().split())
        owner = m.group("owner")  # "Dario's sofa was delivered": Dario's, not the speaker's
        whose = owner if owner and owner not in CAPITALISED_NOT_NAMES else speaker
        subject = f"{whose}'s {m.group('item').lower()}"
        return [Finding("status", state, "assert", m.end(), literal=True, subject=subject)]
    return []


_QUOTED_STATE = re.compile(
    r"(?<!\w)['\"\u2018\u201c](?P<st>" + _STATE_ALT + r")['\"\u2019\u201d](?!\w)",
    re.IGNORECASE,
)


def unquoted_states(text: str) -> str:
    """The text with the quotes around a known state made spaces (offsets kept): "Ralf's ticket
    is 'in progress'" reads as a ticket in progress, as without them."""
    return _QUOTED_STATE.sub(lambda m: " " + m.group("st") + " ", text)
