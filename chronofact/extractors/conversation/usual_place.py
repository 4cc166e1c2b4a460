"""One's usual restaurant or bar, said as "our place": "our Friday place is now Brahmin's Coffee
Bar", "my usual spot is Dishoom these days", "the regular Sunday haunt is The Crown now"
(`usual_restaurant`).

The readers read a usual restaurant from "dinners at <Name>" or "we're regulars" (`open_kinds`);
a place said as the one a group keeps for a day or a meal was read as nothing, or as a school
("studies at Vidyarthi Bhavan") of the place before it. Here "(our / my / the) (usual / regular)
(<day> (night)) / date-night / brunch / lunch / dinner / pub) place / spot / haunt / local /
restaurant / pub is (now) <Name>", or "(always / usually ...) end up / go at / to <Name> for
<a meal or a drink>", or the usual table booked there ("ring the Bengal Brasserie and book the
usual table") gives the speaker's usual restaurant: a name of one to five
capitalised words (with "'s", "&", "and", "of", "the", "da", "do"), not one whose words name
another kind ("My usual spot is Iron Temple Gym"). Not in a question. Claims of the
name's words in the sentence on other slots give way. Pure; one bounded pattern over at most
`_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import category_slot
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["usual_places"]

_SLOT = "usual_restaurant"
_READ_CHARS = 1200
_WORD = r"(?-i:[A-Z][\w&'\u2019.-]*)"
_NAME_RUN = rf"{_WORD}(?:\s+(?:of|the|da|do|de|la|&|and|{_WORD})){{0,4}}"
"""A place's name: one to five capitalised words, with "of", "the", "&" ... between them."""
_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_PLACE_WORD = (
    r"(?:place|spot|haunt|local|restaurant|pub|hangout|takeaway|take-away|chippy|curry\s+house|"
    r"caf[eé]|coffee\s+shop)"
)
_OUR_PLACE = re.compile(
    r"\b(?:our|my|the)\s+(?:(?:usual|regular|go-to|new|favourite|favorite)\s+)?"
    rf"(?:(?:{_DAYS}|date|weekend|payday)(?:\s+night)?\s+|"
    r"date-night\s+|(?:(?:brunch|lunch|dinner|breakfast|curry|pizza|pub|pint|team)\s+){1,2})?"
    rf"{_PLACE_WORD}\s+(?:is|['\u2019]s)\s+"
    r"(?:(?:now|still|always|officially)\s+)?"
    rf"(?P<name>{_NAME_RUN})"
    r"|(?:^|(?<=[.!?,;:]\s)|(?<=\bhonestly\s)|(?<=\bnow\s)|(?<=\bso\s)|(?<=\bok\s)"
    r"|(?<=\bokay\s)|(?<=\byeah\s))"
    r"(?!(?-i:This|That|These|Those|It|Here|There|He|She|They|We|I|What|Which|Who)\b)"
    rf"(?P<name2>{_NAME_RUN})"
    r"\s+(?:is|['\u2019]s)\s+(?:(?:now|still|officially|definitely)\s+)?(?:our|my)\s+"
    r"(?:(?:usual|regular|go-to|new|favourite|favorite)\s+)?"
    rf"(?:(?:{_DAYS}|date|weekend|payday)(?:\s+night)?\s+)?{_PLACE_WORD}\b",
    re.IGNORECASE,
)

_MEALS = (
    r"dinner|lunch|breakfast|brunch|supper|tea|drinks?|a\s+drink|pints?|a\s+pint|coffee|food|"
    r"a\s+bite|dosa|curry|a\s+curry|pizza|tacos|noodles|ramen|pho|biryani|dim\s+sum|sushi|"
    r"burgers?|a\s+burger|kebabs?|a\s+kebab|chips|wings|cocktails|wine|beers?|a\s+beer"
)
_HABIT_TAIL = (
    rf"(?:on\s+)?(?:{_DAYS}s|weekends)\b|(?:most|every)\s+(?:other\s+)?(?:week|weekend|night|"
    rf"{_DAYS}|month)s?\b|(?:once|twice|\w+\s+times)\s+a\s+(?:week|month)\b"
)
_GO_TO_PLACE = re.compile(
    r"\b(?:always|usually|normally|inevitably|generally|still|often|mostly)\s+(?:end\s+up|"
    r"wind\s+up|go|head|eat)\s+(?:at|to)\s+"
    rf"(?P<name>{_NAME_RUN})"
    rf"\s+(?:for\s+(?:{_MEALS})\b|{_HABIT_TAIL})"
    r"|\b(?:we|i)\s+(?:always\s+|usually\s+|normally\s+|often\s+|mostly\s+|still\s+)?eat\s+at\s+"
    rf"(?P<name2>{_NAME_RUN})"
    rf"(?=\s+(?:{_HABIT_TAIL}|now\b|these\s+days\b)|\s*(?:[.!,;]|$))",
    re.IGNORECASE,
)
"""A place one goes to by habit for a meal or a drink, or on a day each week ("Friday nights we
always end up at Vidyarthi Bhavan for dosa", "we usually go to The Crown for a pint", "we
always end up at Nando's on fridays"), or eats at ("we usually eat at Tayyabs", "we eat at
Roti King most weeks"); "we eat at Dishoom tonight" is one meal planned."""
_DAY_MEALS = (
    rf"(?:(?:{_DAYS}|weekend|date[- ]night)\s+)?"
    r"(?:dinners|lunches|brunches|breakfasts|date\s+nights|curry\s+nights|pizza\s+nights)\s+"
)
_PLACE_NAME = rf"(?P<name>{_NAME_RUN})"
_MEALS_AT = re.compile(
    rf"(?:(?:^|(?<=[.!?,;]\s)|\b(?:our|my)\s+){_DAY_MEALS}(?:are|is)\s+"
    rf"|\b(?:we|i)\s+(?:do|have|still\s+do)\s+{_DAY_MEALS})"
    rf"(?:(?:now|always|usually|still)\s+)?at\s+(?:the\s+)?{_PLACE_NAME}",
    re.IGNORECASE,
)
"""Meals kept at a place, in the plural of a habit ("Friday dinners are at Dishoom now", "we do
Friday dinners at Roti King"), from the sentence's or the speaker's own words."""
_USUAL_TABLE = re.compile(
    r"\b(?:ring|call|book|phone|text)\s+(?:the\s+)?"
    rf"(?P<name>{_NAME_RUN})"
    r"\s+and\s+(?:book|get|grab|reserve)\s+(?:the|our|my)\s+usual\s+table\b"
    r"|\b(?:the|our|my)\s+usual\s+table\s+at\s+(?:the\s+)?"
    rf"(?P<name2>{_NAME_RUN})",
    re.IGNORECASE,
)
"""The usual table booked at a place ("I'll ring the Bengal Brasserie and book the usual
table for six", "our usual table at Dishoom")."""


_WORK_WORDS = re.compile(r"\b(?:work\w*|job|shifts?|hired|boss|colleagues?|staff)\b", re.I)


def _another_place_eaten(claim: Claim, sentence: str) -> bool:
    """An employer read in the sentence of a usual restaurant, of words of no work: the place
    eaten at before ("Friday dinners are at Dishoom now, Roti King's queue got silly")."""
    return claim.predicate == "works_at" and _WORK_WORDS.search(sentence) is None


def usual_places(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with a usual restaurant said as "our place" (see the module docstring)."""
    speaker = message.speaker
    if not speaker or any(c.predicate == _SLOT for c in claims):
        return claims
    text = message.text[:_READ_CHARS]
    for m in [
        *_OUR_PLACE.finditer(text),
        *_GO_TO_PLACE.finditer(text),
        *_USUAL_TABLE.finditer(text),
        *_MEALS_AT.finditer(text),
    ]:
        group = "name2" if m.groupdict().get("name2") else "name"
        words = m.group(group).split()
        while words and words[-1].casefold() in {"of", "the", "da", "do", "de", "la", "&", "and"}:
            words.pop()
        name = " ".join(words).split(". ")[0].rstrip(".'\u2019")
        lo, hi = sentence_around(text, m.start())
        if not name or (group == "name" and text[lo:hi].rstrip().endswith("?")):
            continue
        if category_slot(name) not in (None, _SLOT, "drinks"):  # a café is one
            continue  # "My usual spot is Iron Temple Gym": a gym by its name
        folded = name.casefold()
        kept = [
            c
            for c in claims
            if not (
                lo <= c.span[0] < hi
                and str(c.object or c.value or "").casefold()
                and (
                    str(c.object or c.value or "").casefold() in folded
                    or _another_place_eaten(c, text[lo:hi])
                )
            )
        ]
        span = (m.start(group), m.start(group) + len(name))
        return [*kept, named_claim(speaker, _SLOT, name, "assert", message.observed_at, span)]
    return claims
