"""A thing of one's own that no canonical slot covers, and the name it has: "My phone contract
is with Vodacom", "My barber is Tunde", "Airtel is my network now". The slot is the thing's own
words (`phone_contract`, `network`), the open tail of the vocabulary; the graph keeps one value
per such slot and takes two names of one thing for one slot when they mean the same
(`graph.ingest.open_tail`).

Only a named value is read (capitalised words, a number: "Vodacom", "Plot 14"), after "with"
or "at" at most, so "my day was great" or "my point is that ..." name nothing; and only a thing
of one or two plain words that is not a word of talk (`_NOT_THINGS`: day, point, question,
life ...). Pure; each pattern anchored."""

from __future__ import annotations

import re

__all__ = ["NUMBERED_KINDS", "numbered_value", "open_thing_slot", "open_thing_value"]

_NOT_THING_TEXT = """
    day days week weekend weekends morning evening night life mood head plan plans point
    question questions problem problems issue issues answer guess bet fault turn treat
    pleasure thought thoughts worry worries fear hope dream wish excuse reason advice news
    god goodness word words name heart mind luck feeling feelings take opinion view
    favourite fave go-to thing stuff everything nothing one ones da ma pa mam
    forearms arms legs back face hair skin body
    guy guys girl girls woman women man men lady bloke fella dude chap person people someone
    boy boys kid kids baby friend friends
"""
_NOT_THINGS = frozenset(_NOT_THING_TEXT.split())
"""Words that make no thing one has a value of ("my day is ...", "my point is ...")."""
_THING = re.compile(r"[a-z][a-z-]{1,20}(?: [a-z][a-z-]{1,20})?")
_NAMED = re.compile(
    r"(?:(?:with|at)\s+)?(?:(?-i:the)\s+|a\s+|an\s+)?(?P<n>(?-i:[A-Z0-9])(?:[\w&'.+-]|,(?=\d{3}))*"
    r"(?:\s+(?:(?:of|and|&|de|la)\s+)?(?-i:[A-Z0-9])[\w&'.+-]*){0,3})\s*$",
    re.IGNORECASE,
)
"""A name said (capitalised words or a number); a capitalised "The" is the name's own ("The
Daily"), a lower-case "the" an article."""
NUMBERED_KINDS = (
    r"plot|number|no\.?|flat|unit|room|desk|bay|pitch|band|level|grade|gate|platform|locker|"
    r"table|stall|floor|berth|spot"
)
"""Words of things one holds by number ("plot 14", "band 5", "desk 12")."""
_NUMBERED = re.compile(
    r"(?:(?:on|at|in)\s+)?(?:the\s+)?(?P<n>(?:(?:" + NUMBERED_KINDS + r")\s+\d{1,4}[a-z]?|"
    r"\d{1,2}(?:st|nd|rd|th)\s+floor)(?:\s+(?:at|in|on)\s+(?-i:[A-Z])[\w'’-]*"
    r"(?:\s+(?-i:[A-Z])[\w'’-]*){0,3})?)(?:\s*,[^\n]*|\s+(?:at|on|in|by|near)\s+[^\n]*)?",
    re.IGNORECASE,
)
"""A thing numbered in its kind's words ("plot 14 at Ferry Lane", "on the 4th floor, by the
window"): the number with its word and the named place it is at; an aside after a comma or a
place word with no name left out."""

_SAID_AFTER = re.compile(
    r"\s+(?:since|from|until|till|for|now|these\s+days|again|after|before|as\s+of)\b.*$",
    re.IGNORECASE | re.DOTALL,
)
"""A time or an aside after the name ("with Direct Line since the renewal")."""


def _bare(said: str) -> str:
    """What is said a thing is, without a time or an aside after it and end punctuation."""
    return _SAID_AFTER.sub("", said).strip(" .!")


def open_thing_slot(thing: str) -> str | None:
    """The open slot a thing of one's own names ("phone contract" -> `phone_contract`), or
    None for no thing one holds a value of (a word of talk, a name: "daughter Ayanda")."""
    thing = thing.strip()
    if not _THING.fullmatch(thing) or any(w in _NOT_THINGS for w in thing.split()):
        return None  # lower-case words only: "my daughter Ayanda" is no thing
    return thing.replace(" ", "_").replace("-", "_")


def open_thing_value(said: str) -> str | None:
    """The name a thing is said to be, when the words are a name ("with Vodacom" -> Vodacom)."""
    said = _bare(said)
    m = _NAMED.fullmatch(said) or _NUMBERED.fullmatch(said)
    return m.group("n") if m else None


def numbered_value(said: str) -> str | None:
    """The thing said by its number in its kind's words ("plot 14 at Ferry Lane" -> plot 14),
    which no job title or person is."""
    m = _NUMBERED.fullmatch(_bare(said))
    return m.group("n") if m else None
