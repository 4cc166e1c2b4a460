"""A vehicle or a device the speaker owns, named in passing as "my <Thing>".

Chat rarely says "I drive a Corolla"; it says "my old Toyota Corolla has 300k km on it",
"typing this on my Pixel 6", "cycling to work on my old Raleigh", "I get around on my
scooter". A clause that names "my" + a thing (a few descriptive words allowed: "old",
"trusty", "beloved") gives the thing on its product slot when

- the thing's words belong to a product category (`lexicon.category_slot`: vehicle,
  phone, laptop, console) and it has a name or a model ("my Pixel 6", "my Honda Jazz"), or
- the clause rides or commutes on it ("cycling to work on my Raleigh", "I get around on my
  scooter"): a vehicle, named or not.

A clause that gives the thing up, loses it or breaks it ("sold my Corolla", "my Pixel got
stolen") gives nothing here (the change readers handle it), nor does someone else's thing
("my brother's car") or a plain category word alone ("my phone is dying").

Two more ways of saying one's own thing: a named thing opening the clause as "the <Thing>"
and lived with ("the Tesla Model 3 still feels like a spaceship", "The Nothing Phone (2) has
this glyph light": still, keeps, won't, has this, is still, just), the speaker's; and "his /
her / their <Thing>" in a clause about someone named (`owned_by_subject`: "Renata props her
Surface Go on the spice rack"), theirs.
"""

from __future__ import annotations

import re

from chronofact.extractors.change_words import word_set
from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import PERSON_ROLES, category_slot

__all__ = ["owned_by_subject", "owned_product"]

_PRODUCT_SLOTS = frozenset({"vehicle", "uses_phone", "uses_laptop", "uses_console"})
_DESCRIBED = (
    r"(?:(?:old|new|trusty|beloved|little|ancient|battered|faithful|first|used|second-?hand|"
    r"reliable|rusty|shiny|lovely|dear|precious)\s+)*"
)
_MY_THING = re.compile(
    r"\b(?:[Mm]y|[Oo]ur)\s+" + _DESCRIBED + r"(?P<thing>(?:[A-Za-z][\w-]*|\d[\w-]*)"
    r"(?:\s+(?:[A-Z0-9][\w-]*|[a-z]?\d[\w-]*|(?:city|road|mountain|electric|e-)?\s*"
    r"(?:bike|scooter|car|van|phone|laptop|motorbike|moped)\b)){0,3})"
)
_THING = (
    r"(?P<thing>(?:[A-Za-z][\w.-]*|\d[\w-]*)(?:\s+(?:[A-Z0-9][\w.-]*|\(\d+\)|[a-z]?\d[\w-]*)){0,3})"
)
_THEIR_THING = re.compile(r"\b(?:[Hh]is|[Hh]er|[Tt]heir)\s+" + _DESCRIBED + _THING)
""""Renata props her Surface Go on the spice rack": the clause's subject's thing."""
_THE_THING_LIVED_WITH = re.compile(
    r"^\s*(?:[Tt]he|[Tt]his)\s+" + _DESCRIBED + _THING + r"\s+(?:still|keeps|won't|wont|"
    r"doesn't|does\s+not|has\s+(?:this|these|been|ads|adverts|got|started)|needs|"
    r"drains|is\s+still|just)\b"
)
""""the Tesla Model 3 still feels like a spaceship", "The Nothing Phone (2) has this glyph
light", "The Xiaomi 14 has ads in the system apps", "the Octavia needs new tyres": a thing
lived with, said as the clause's subject."""
_RIDING = re.compile(
    r"\b(?:cycl|rid|driv|commut|bik|scoot|get(?:ting)?\s+around|get(?:ting)?\s+about|"
    r"gets\s+around)\w*\b",
    re.IGNORECASE,
)
_GIVEN_UP = re.compile(
    r"\b(?:sold|selling|traded|trade|swapped|gave\s+away|got\s+rid|scrapped|crashed|wrote\s+off|"
    r"written\s+off|totall?ed|stolen|nicked|lost|broke|broken|died|dead|cracked|replac\w*|"
    r"upgrad\w*|ditch\w*|retir\w*|let\s+(?:the|my|it)\b|went\s+to|gone|instead|anymore|"
    r"any\s+more|used\s+to|ex-?)\b",
    re.IGNORECASE,
)
_VEHICLE_NOUNS = word_set("bike bicycle scooter e-scooter motorbike moped car van ebike")


def _named(thing: str) -> bool:
    return any(w[:1].isupper() or any(ch.isdigit() for ch in w) for w in thing.split())


_GONE_WHEN_ASKED = re.compile(
    r"\b(?:sell|sold|selling|trade|traded|trading|swap|swapped|swapping|give\s+away|gave\s+away|"
    r"get\s+rid|got\s+rid|scrap|scrapped|stolen|nicked|lost|lose|recycle|recycling|return|"
    r"returned|returning|used\s+to|instead|anymore|any\s+more|went\s+to|gone|ex-?)\b",
    re.IGNORECASE,
)
"""In a question, the words that give a thing up: "can I recycle my iPhone 8?", "should I
sell my Corolla?" (a broken or cracked thing one asks about is still one's own: "my iPhone 12
screen is cracked, is it worth fixing?")."""
_BEFORE_NOW = re.compile(r"\b(?:old|previous|former|first)\s", re.IGNORECASE)


def owned_product(clause: str, asked: bool = False) -> list[Finding]:
    """The vehicle or device the clause names as the speaker's (see the module docstring);
    `asked`: the clause is (part of) a question, where "my <Thing>" is read unless the
    question gives it up, and an old or previous thing is not read at all."""
    if (_GONE_WHEN_ASKED if asked else _GIVEN_UP).search(clause):
        return []
    for m in _MY_THING.finditer(clause):
        if asked and _BEFORE_NOW.search(clause, m.start(), m.start("thing")):
            continue
        thing = m.group("thing").strip()
        words = thing.split()
        if not words or words[0].lower().rstrip("'s\u2019") in PERSON_ROLES or "'" in words[0]:
            continue
        slot = category_slot(thing)
        riding = _RIDING.search(clause[: m.start()]) is not None
        if slot in _PRODUCT_SLOTS and _named(thing):
            return [Finding(slot, thing, "assert", m.end(), literal=True)]
        if riding and (_named(thing) or words[-1].lower() in _VEHICLE_NOUNS):
            return [Finding("vehicle", thing, "assert", m.end(), literal=True)]
    lived = _THE_THING_LIVED_WITH.match(clause)
    if lived is not None:
        thing = lived.group("thing").strip()
        slot = category_slot(thing)
        if slot in _PRODUCT_SLOTS and _named(thing):
            return [Finding(slot, thing, "assert", lived.end("thing"), literal=True)]
    return []


def owned_by_subject(clause: str) -> list[Finding]:
    """The named vehicle or device the clause gives its subject as "his / her / their <Thing>"
    ("Renata props her Surface Go on the spice rack"); nothing given up or broken."""
    if _GIVEN_UP.search(clause):
        return []
    for m in _THEIR_THING.finditer(clause):
        thing = m.group("thing").strip()
        slot = category_slot(thing)
        if slot in _PRODUCT_SLOTS and _named(thing):
            return [Finding(slot, thing, "assert", m.end(), literal=True)]
    return []
