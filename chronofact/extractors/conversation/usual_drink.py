"""One's usual drink, said as an order, a habit or a cup: "my usual is an oat flat white",
"my coffee order is a cortado", "peppermint tea is all I drink these days", "every morning
starts with a glass of çay", "I've gone over to matcha", "my boss Lorena takes a double
espresso".

A drink's name is a few plain words, so the readers put it on whatever slot came near (a pet
"Earl Grey", a vehicle "çay", an order's status "dirty chai", a thing "coffee order" that "is
a" cortado) or cut it to its last word ("tea" of "peppermint tea"), and a new drink never took
the old one's place. Here the message's own words say it, on the one-value slot `drinks`:

- "my (usual / go-to / regular / morning) (coffee / tea / drink) (order) is X" and "X is my
  usual / go-to / order / drink", when one of usual, go-to, order or drink is said; X must
  end in a drink's word (`_DRINKS`: coffee, tea, latte, flat white, chai, matcha ...), so "my
  order is delayed" says nothing here;
- "X is all I drink", "(gone / went / switched / moved) (over) to X", "I drink / have / get /
  order X every morning", "X every morning" as a clause, "<name> takes / drinks / orders X":
  X a drink by its words;
- "a cup / mug / glass / pot of X" said of a morning, a day or a start: X is whatever is named
  ("a glass of çay").

Who drinks it: the speaker for "my", "I", "all I drink"; the name before "takes / drinks /
orders". A claim the readers made of the same words (or a thing of "order" or "usual") in the
same sentence gives way. Pure; each pattern bounded and searched once over at most
`_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, TITLED_NAME
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["usual_drinks"]

_READ_CHARS = 1200
_DRINK_WORDS = (
    "coffee, tea, latte, flat white, espresso, americano, cortado, cappuccino, macchiato, mocha, "
    "chai, matcha, cold brew, frappuccino, frappe, decaf, hot chocolate, cocoa, smoothie, juice, "
    "kombucha, soda, cola, coke, lager, ale, stout, cider, prosecco, wine, beer, whisky, whiskey, "
    "gin, mate, yerba mate, rooibos, redbush, chamomile, camomile, peppermint, earl grey, oolong, "
    "çay, lassi, horchata, kefir, shake, boba, bubble tea, genmaicha, sencha, hojicha, lungo, "
    "ristretto, piccolo, affogato, builder's tea"
)
"""The words a drink's name ends in (a plural "s" is read too)."""
_HEAD = (
    r"(?:"
    + "|".join(
        re.escape(w.strip()).replace(r"\ ", r"\s+")
        for w in sorted(_DRINK_WORDS.split(","), key=lambda w: len(w.strip()), reverse=True)
    )
    + r")(?:e?s)?"
)
_DRINK = (
    r"(?P<d>(?:(?!(?:is|was|and|but|with|for|every|all|i|my|in|on|at|now|these|always|usually|"
    r"just|only|still|often)\b)"
    rf"[\w'\u00e7-]+\s+){{0,3}}?{_HEAD})\b"
)
"""A drink: at most three words before a drink's word ("oat flat white", "iced matcha latte",
"double espresso")."""
_DET = r"(?:(?:a|an|the|one|my|his|her|their|our)\s+)?"
_USUAL = re.compile(
    r"\b(?:my|our)\s+(?:(?:usual|go-to|regular|daily|morning|standard|current)\s+)?"
    r"(?:(?:coffee|tea|drink|caf[eé]|starbucks|costa|barista)\s+)?(?:order\s+|drink\s+)?"
    r"(?:(?:since|from|as\s+of)\s+\w+\s+)?(?:is|'s)\s+(?:(?:now|still|always|usually|just)\s+)?"
    + _DET
    + _DRINK,
    re.IGNORECASE,
)
""""my usual is an oat flat white", "my coffee order is a cortado", "my order since June is a
dirty chai"."""
_IS_MY_USUAL = re.compile(
    rf"(?:^|[.!?;,]\s*){_DET}{_DRINK}\s+(?:is|'s)\s+(?:now\s+)?(?:my|our)\s+"
    r"(?:usual|go-to|order|drink|thing)\b",
    re.IGNORECASE,
)
""""iced americano is my usual now"."""
_ALL_I_DRINK = re.compile(
    rf"(?:^|[.!?;,]\s*){_DET}{_DRINK}\s+(?:is|'s)\s+all\s+(?:i|we)\s+(?:drink|have|order)\b",
    re.IGNORECASE,
)
_GONE_OVER = re.compile(
    r"\b(?:gone|went|going|switched|moved|changed)\s+(?:over\s+|back\s+)?to\s+" + _DET + _DRINK,
    re.IGNORECASE,
)
_I_DRINK = re.compile(
    r"\b(?:i|we)\s+(?:always\s+|only\s+|usually\s+|now\s+|just\s+)?"
    r"(?:drink|have|get|order|grab)\s+(?:(?:a|an|the|one)\s+)?"
    + _DRINK
    + r"\s+(?:every|each|all)\s+"
    r"(?:morning|day|single\s+day|afternoon|evening)",
    re.IGNORECASE,
)
_NAME_TAKES = re.compile(
    rf"(?P<name>{TITLED_NAME})\s+(?:always\s+|only\s+|usually\s+|now\s+)?"
    r"(?:takes|drinks|orders|has)\s+" + _DET + _DRINK + r"(?!\s+(?:with|to|at)\s+(?-i:[A-Z]))"
)
""""Lorena takes a double espresso, no sugar"."""
_CUP_OF = re.compile(
    r"\b(?:starts?|started|begins?|begin|kick\s+off|every\s+morning|every\s+day|each\s+morning)"
    r"\b[^.!?;]{0,40}?\b(?:a|my|one)\s+(?:big\s+|small\s+|large\s+|strong\s+|hot\s+)?"
    r"(?:cup|mug|glass|pot|flask|can|bottle)\s+of\s+(?P<d>[\w'\u00e7-]+(?:\s+[\w'\u00e7-]+)?)"
    r"(?=\s*(?:[.!?,;]|$|\s+(?:and|with|before|after|every|each|in|at|on)\b))",
    re.IGNORECASE,
)
""""Every morning starts with a glass of çay", "I start every day with a mug of rooibos"."""
_EVERY_MORNING = re.compile(
    rf"(?:^|[.!?;]\s*)(?:(?:and|also|plus|oh\s+and|now)\s+)?{_DET}{_DRINK}\s+(?:every|each)\s+"
    r"(?:morning|day|single\s+day)\b",
    re.IGNORECASE,
)
""""iced matcha latte every morning, I'm hooked": a clause of the drink and its habit."""
_SPEAKERS = (_USUAL, _IS_MY_USUAL, _ALL_I_DRINK, _GONE_OVER, _I_DRINK, _CUP_OF, _EVERY_MORNING)
_SAID = re.compile(r"drink|order|usual|go-to|cup|mug|glass|" + _HEAD, re.IGNORECASE)
"""A message that may name a drink (a cheap test before the patterns)."""
_JUNK_SUBJECT = re.compile(r"['\u2019]s\s+(?:\w+\s+)?(?:order|usual|drink)$")
"""A subject the readers made of the order itself ("Jonah's coffee order")."""
_NOT_NAMES = frozenset(CAPITALISED_NOT_NAMES) | {"She", "He", "They", "It", "We", "You", "Who"}


def _found(text: str, speaker: str) -> list[tuple[str, str, tuple[int, int]]]:
    """(who, drink, span) of each usual drink said in `text`."""
    out: list[tuple[str, str, tuple[int, int]]] = []
    for pattern in _SPEAKERS:
        for m in pattern.finditer(text):
            out.append((speaker, m.group("d").strip(), (m.start("d"), m.end("d"))))
    for m in _NAME_TAKES.finditer(text):
        name = m.group("name")
        if name.split()[0] not in _NOT_NAMES:
            out.append((name, m.group("d").strip(), (m.start("d"), m.end("d"))))
    return out


def _gives_way(claim: Claim, drink: str) -> bool:
    """The readers' claim of the drink's words (or of the order itself)."""
    value = (claim.object or claim.value or "").strip().casefold()
    if claim.predicate == "drinks" or _JUNK_SUBJECT.search(claim.subject):
        return True
    return bool(value) and (value in drink.casefold() or drink.casefold() in value)


def usual_drinks(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each usual drink said on its drinker's `drinks` slot (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or not _SAID.search(text):
        return claims
    found = _found(text, str(message.speaker))
    if not found:
        return claims
    out = list(claims)
    seen: set[tuple[str, str]] = set()
    for who, drink, span in found:
        if (who, drink.casefold()) in seen:
            continue
        seen.add((who, drink.casefold()))
        sentence = sentence_around(text, span[0])
        out, when = in_place_of(
            out, sentence, partial(_gives_way, drink=drink), message.observed_at
        )
        out.append(named_claim(who, "drinks", drink, "assert", when, span))  # "since June"
    return out
