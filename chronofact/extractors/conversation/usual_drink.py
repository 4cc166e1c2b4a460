"""One's usual drink, said as an order, a habit or a cup: "my usual is an oat flat white",
"my coffee order is a cortado", "peppermint tea is all I drink these days", "every morning
starts with a glass of çay", "I've gone over to matcha", "my boss Lorena takes a double
espresso".

A drink's name is a few plain words, so the readers put it on whatever slot came near (a pet
"Earl Grey", a vehicle "çay", an order's status "dirty chai", a thing "coffee order" that "is
a" cortado) or cut it to its last word ("tea" of "peppermint tea"), and a new drink never took
the old one's place. Here the message's own words say it, on the one-value slot `drinks`:

- "my (usual / go-to / regular / morning) (coffee / tea / drink) (order) (at <Place>) is X",
  "it's X now / these days" and "X (from the <Place>) every morning", and "X is my
  usual / go-to / order / drink", when one of usual, go-to, order or drink is said; X must
  end in a drink's word (`_DRINKS`: coffee, tea, latte, flat white, chai, matcha ...), so "my
  order is delayed" says nothing here;
- "X is all I drink", "(gone / went / switched / moved) (over / on) to X", "I drink / have /
  get / order X every morning (on the way to work ...)", "X every morning" as a clause, "X for
  me", "can't stop ordering X", "(the barista) knows me as the X guy", "I'm a X guy now",
  "(I've) been drinking / hooked on X", "X, no sugar, that's my whole personality", "<name>
  takes / drinks / orders X", "<name>'s on X" / "I'm on X": X a drink by its words;
- "a cup / mug / glass / pot of X" said of a morning, a day or a start: X is whatever is named
  ("a glass of çay").

Who drinks it: the speaker for "my", "I", "all I drink"; the name before "takes / drinks /
orders". A claim the readers made of the same words (or a thing of "order" or "usual", or a
diet of a capitalised name: the café) in the same sentence gives way. Pure; each pattern
bounded and searched once over at most `_READ_CHARS` of the message (linear).
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
    r"(?:(?:at|from|in)\s+(?:the\s+)?(?:(?-i:[A-Z][\w'’&-]*\s+){1,3}|"
    r"(?:caf[eé]|coffee\s+shop|kiosk|cart|place|stall)\s+(?:on|in|at|near|by)\s+(?:the\s+)?"
    r"(?-i:[A-Z][\w'’&-]*\s+){1,3}))?"
    r"(?:(?:since|from|as\s+of)\s+\w+\s+)?(?:is|'s)\s+(?:(?:now|still|always|usually|just)\s+)?"
    + _DET
    + _DRINK,
    re.IGNORECASE,
)
""""my usual is an oat flat white", "my coffee order is a cortado", "my order since June is a
dirty chai", "my usual at Blue Bottle is a cortado"."""
_ITS_NOW = re.compile(
    r"(?:^|[.!?;,]\s*|\bso\s+)it['\u2019]s\s+(?:(?:now|just|all)\s+)?"
    + _DET
    + _DRINK
    + r"\s+(?:these\s+days|now|nowadays|from\s+now\s+on|every\s+(?:morning|day))\b",
    re.IGNORECASE,
)
""""been off dairy so it's an oat flat white these days": the drink one has now."""
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
    r"\b(?:gone|went|going|switched|moved|changed)\s+(?:over\s+|back\s+|on\s+)?to\s+"
    + _DET
    + _DRINK,
    re.IGNORECASE,
)
_FOR_ME = re.compile(rf"(?:^|[.!?;]\s*){_DET}{_DRINK}\s+for\s+me\b", re.IGNORECASE)
""""Oat cortado for me, please, every single morning"."""
_KEEP_ORDERING = re.compile(
    r"\b(?:can['\u2019]?t|cannot|can\s+not)\s+stop\s+(?:ordering|drinking|getting|having)\s+"
    + _DET
    + _DRINK,
    re.IGNORECASE,
)
_BEEN_DRINKING = re.compile(
    r"(?:\b(?:i['\u2019]ve|i\s+have|i['\u2019]m|i\s+am|we['\u2019]ve|we['\u2019]re)\s+|"
    r"(?:^|(?<=[.!?;])\s*)(?=been\b))"
    r"(?:been\s+)?(?:ordering|drinking|getting|hooked\s+on|obsessed\s+with)\s+" + _DET + _DRINK,
    re.IGNORECASE,
)
""""cant stop ordering iced oat lattes", "I've been drinking rooibos", "I'm hooked on cold brew"."""
_KNOWN_AS = re.compile(
    r"\b(?:knows?\s+me\s+as|calls?\s+me|i['\u2019]m|i\s+am)\s+(?:now\s+)?(?:the|that|a|an)\s+"
    + _DRINK
    + r"\s+(?:guy|girl|person|lady|bloke|one|woman|man)\b",
    re.IGNORECASE,
)
""""The barista knows me as the iced americano guy", "I'm a decaf cappuccino guy now": one's
usual by what one is known for."""
_WHOLE_PERSONALITY = re.compile(
    rf"(?:^|[.!?;]\s*){_DET}{_DRINK}(?:,\s*[\w\s'\u2019-]{{0,30}}?)?,?\s+(?:that['\u2019]?s|it['\u2019]?s|is)\s+"
    r"my\s+(?:whole\s+personality|entire\s+personality|personality|religion|lifeblood|fuel|"
    r"thing|life)\b",
    re.IGNORECASE,
)
""""cold brew, no sugar, that's my whole personality"."""
_ON_A_DRINK = re.compile(
    rf"(?P<name>{TITLED_NAME}|I)(?:['\u2019]s|['\u2019]m|\s+is|\s+am)\s+(?:now\s+|all\s+)?on\s+"
    + _DRINK
    + r"(?!\s+(?:with|to|at)\s+(?-i:[A-Z]))"
)
""""Dana's on matcha lattes", "I'm on green tea now": one drinks it as a rule now."""
_I_DRINK = re.compile(
    r"\b(?:i|we)\s+(?:always\s+|only\s+|usually\s+|now\s+|just\s+)?"
    r"(?:drink|have|get|order|grab)\s+(?:(?:a|an|the|one)\s+)?"
    + _DRINK
    + r"\s+(?:(?:every|each|all)\s+(?:morning|day|single\s+day|afternoon|evening)"
    r"|on\s+the\s+way\s+(?:to|into)\s+work|before\s+work|most\s+(?:days|mornings))",
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
    rf"(?:^|[.!?;]\s*)(?:(?:and|also|plus|oh\s+and|now)\s+)?{_DET}{_DRINK}"
    r"(?:\s+(?:from|at)\s+(?:the\s+)?[\w'\u2019&-]+(?:\s+[\w'\u2019&-]+){0,5}?)?,?\s+"
    r"(?:every|each)\s+(?:single\s+)?(?:morning|day|single\s+day)\b",
    re.IGNORECASE,
)
""""iced matcha latte every morning, I'm hooked", "oat flat white from the Pret by the
station, every single morning": a clause of the drink and its habit."""
_MADE_FOR_ME = re.compile(
    r"\b(?:starts?|started|starting|begins?|began)\s+(?:making|pouring|doing|on)\s+my\s+(?:usual\s+)?"
    + _DRINK
    + r"(?=[^.!?]{0,40}\b(?:sees?|saw|spots?|spotted)\s+me\b)",
    re.IGNORECASE,
)
_HAD_READY = re.compile(
    r"\b(?:had|has|have|got|gets)\s+my\s+(?:usual\s+)?"
    + _DRINK
    + r"\s+(?:ready|waiting|on\s+the\s+counter|poured|made)\b",
    re.IGNORECASE,
)
""""the cafe lady just starts making my oat latte when she sees me walk in", "the barista had my
oat cortado ready before I even said hi": made before it is ordered, the speaker's usual."""
_SPEAKERS = (
    _MADE_FOR_ME,
    _HAD_READY,
    _USUAL,
    _IS_MY_USUAL,
    _ALL_I_DRINK,
    _GONE_OVER,
    _I_DRINK,
    _CUP_OF,
    _EVERY_MORNING,
    _FOR_ME,
    _ITS_NOW,
    _KEEP_ORDERING,
    _BEEN_DRINKING,
    _KNOWN_AS,
    _WHOLE_PERSONALITY,
)
_HABIT_DRINK = re.compile(
    rf"(?:(?P<name>{TITLED_NAME})['\u2019]s\s+(?:having|getting|drinking|on)\s+(?:his|her|their)"
    r"\s+(?:usual\s+)?|\b(?:my|our)\s+(?:usual\s+)?|(?:^|[.!?;,]\s*)(?:(?:a|an)\s+)?|"
    r"\bit['\u2019]s\s+(?:a|an)\s+)" + _DRINK
)
"""A drink said beside a habit (`_HABIT`): "a large flat white with an extra shot, every
day", "on my oat milk latte AGAIN, three years of the exact same order", "Fraser's having
his usual flat white", "these days it's a decaf cappuccino for me"."""
_DOING = re.compile(r"\b(?!sparkling\b)\w+ing\b|\b(?:up|out|off|some|more|two|three)\b", re.I)
_HABIT = re.compile(
    r"\b(?:usual|every\s+(?:single\s+)?(?:day|morning)|each\s+(?:day|morning)|same\s+order|"
    r"go-to|no\s+exceptions|daily|these\s+days|religiously|without\s+fail)\b",
    re.IGNORECASE,
)
_SAID = re.compile(r"drink|order|usual|go-to|cup|mug|glass|" + _HEAD, re.IGNORECASE)
"""A message that may name a drink (a cheap test before the patterns)."""
_JUNK_SUBJECT = re.compile(r"['\u2019]s\s+(?:\w+\s+)?(?:order|usual|drink)$")
"""A subject the readers made of the order itself ("Jonah's coffee order")."""
_NOT_NAMES = frozenset(CAPITALISED_NOT_NAMES) | {"She", "He", "They", "It", "We", "You", "Who"}


_MORE_HEAD = re.compile(rf"\s+{_HEAD}\b", re.IGNORECASE)
"""A drink's word after the one a drink was read to ("matcha" + " lattes")."""


def _drink_at(text: str, m: re.Match[str]) -> tuple[str, tuple[int, int]]:
    """The drink a pattern read, with the drink's words right after it ("matcha lattes")."""
    start, end = m.start("d"), m.end("d")
    more = _MORE_HEAD.match(text, end)
    end = more.end() if more else end
    return text[start:end].strip(), (start, end)


def _found(text: str, speaker: str) -> list[tuple[str, str, tuple[int, int]]]:
    """(who, drink, span) of each usual drink said in `text`."""
    out: list[tuple[str, str, tuple[int, int]]] = []
    for pattern in _SPEAKERS:
        for m in pattern.finditer(text):
            out.append((speaker, *_drink_at(text, m)))
    if not out:
        for m in _HABIT_DRINK.finditer(text):
            start, end = sentence_around(text, m.start("d"))
            if not _HABIT.search(text, start, end) or _DOING.search(m.group("d")):
                continue  # "picking up coffees on the way over": no drink of one's own
            name = m.group("name") or speaker
            if name.split()[0] not in _NOT_NAMES:
                out.append((name, *_drink_at(text, m)))
                break
    for m in (*_NAME_TAKES.finditer(text), *_ON_A_DRINK.finditer(text)):
        name = speaker if m.group("name") == "I" else m.group("name")
        if name.split()[0] not in _NOT_NAMES:
            out.append((name, *_drink_at(text, m)))
    return out


def _gives_way(claim: Claim, drink: str) -> bool:
    """The readers' claim of the drink's words (or of the order itself), or a diet read from a
    capitalised name beside it (the café: "oat flat white from the Pret" read as a diet)."""
    value = (claim.object or claim.value or "").strip().casefold()
    if claim.predicate == "drinks" or _JUNK_SUBJECT.search(claim.subject):
        return True
    if claim.predicate == "diet" and (claim.object or "")[:1].isupper():
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
