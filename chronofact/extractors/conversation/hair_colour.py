"""The colour of one's hair, said as a look or a change: "my flatmate Jodie has bright pink
hair", "Jodie went platinum blonde for the wedding", "dyed my hair copper last week", "my
hair's blue now", "I've gone grey".

A colour is a plain adjective, so the readers put it on whatever slot came near (an
occupation "blonde", a phone "pink", a pet "blue") and a new colour never took the old one's
place. Here the message's own words say it, on the one-value slot `hair_colour`:

- "<who> has / have / 's got <colour> hair" (`_HAS_HAIR`);
- "<who> dyed / dyes / coloured / bleached <own> hair <colour>" and "<own> hair is / 's (now)
  <colour>" (`_DYED`, `_HAIR_IS`), any colour of `_COLOURS`;
- "<who> went / 's gone / has gone / is going <colour>" (`_WENT`), only a colour said of hair
  alone (blonde, brunette, ginger, grey, platinum ...: `_HAIR_ONLY`) or any colour when the
  sentence says "hair": "the light went red" and "went green with envy" say nothing here.

Who: "I", "my" and "our" are the speaker; a capitalised name is that person ("my flatmate
Jodie has ..." is Jodie, "Mia bleached her hair" Mia); "she" or "he", or "her hair" with no
name before it, is not read here (the readers resolve pronouns elsewhere and a wrong guess is
worse than none). A claim the readers made of the colour's
words in the same sentence gives way. Pure; each pattern bounded and searched once over at
most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES, TITLED_NAME
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["hair_colours"]

_READ_CHARS = 1200
_HAIR_ONLY = (
    "blonde, blond, platinum, platinum blonde, ash blonde, strawberry blonde, dirty blonde, "
    "honey blonde, brunette, ginger, auburn, grey, gray, silver, salt and pepper, bald"
)
"""Colours said of hair and hardly anything else: "went blonde" needs no "hair" beside it."""
_ANY = (
    "red, pink, hot pink, pastel pink, blue, navy, purple, lilac, lavender, violet, green, teal, "
    "turquoise, orange, peach, copper, burgundy, mahogany, chestnut, caramel, brown, dark brown, "
    "light brown, black, jet black, white, rainbow, bleached, balayage, ombre, ombré"
)
_SHADE = (
    r"(?:(?:bright|pale|pastel|light|dark|deep|hot|neon|electric|icy|ice|dusty|rose|baby|"
    r"natural|full|fully)\s+)?"
)
"""A word of how bright the colour is, kept with it ("bright pink")."""


def _alternation(words: str) -> str:
    """The comma-separated `words` as a regex alternation, longest first."""
    parts = sorted((w.strip() for w in words.split(",")), key=len, reverse=True)
    return "(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in parts) + ")"


_COLOURS = rf"(?P<c>{_SHADE}{_alternation(_HAIR_ONLY + ', ' + _ANY)})"
_HAIR_COLOURS = rf"(?P<c>{_SHADE}{_alternation(_HAIR_ONLY)})"
_WHO = rf"(?P<who>(?i:\bi\b)|{TITLED_NAME})"
_OWN = r"(?:my|our|her|his|their)"
_END = (
    r"(?=\s*(?:[.!?,;:)]|$|\s+(?:for|after|before|and|but|now|again|this|last|since|in|at|on|"
    r"with|because|so|lol|haha|tbh|these|lately|nowadays|today|again|all|over|during|by)\b))"
)
"""Where a colour ends: punctuation, the end, or a word that starts what follows."""
_HAS_HAIR = re.compile(
    rf"{_WHO}\s+(?:has|have|'s\s+got|has\s+got|had)\s+(?:(?:got|now)\s+)?"
    r"(?:(?:long|short|curly|wavy|straight|thick|thin|shoulder-length|cropped|messy)\s+){0,2}"
    rf"{_COLOURS}"
    r"(?:\s*-?\s*(?:coloured|colored|dyed))?\s+hair\b"
)
"""A person and the colour of their hair ("Jodie has bright pink hair")."""
_DYED = re.compile(
    rf"(?:{_WHO}\s+)?(?:just\s+|finally\s+)?(?:dyed|dyes|dye|coloured|colored|bleached|"
    rf"went\s+and\s+dyed)\s+(?P<own>{_OWN})\s+hair\s+{_COLOURS}{_END}",
    re.IGNORECASE,
)
""""dyed my hair copper", "Mia bleached her hair platinum"."""
_HAIR_IS = re.compile(
    rf"\b(?P<own>my|our|{TITLED_NAME}['\u2019]s)\s+hair(?:\s+is|['\u2019]s)\s+"
    rf"(?:(?:now|currently|properly|finally)\s+)?{_COLOURS}{_END}"
)
""""my hair's blue now", "Ada's hair is dark brown"."""
_WENT = re.compile(
    rf"{_WHO}(?:\s+|['\u2019]s\s+|\s+has\s+|\s+have\s+|['\u2019]ve\s+|\s+is\s+|['\u2019]m\s+)"
    rf"(?:just\s+|finally\s+|totally\s+|fully\s+)?(?:went|gone|going|go)\s+{_COLOURS}{_END}"
)
""""Jodie went platinum blonde", "I've gone grey"."""
_SAID = re.compile(r"hair|blond|brunette|ginger|auburn|gr[ae]y|platinum|dyed|bleach", re.I)
"""A message that may name a hair colour (a cheap test before the patterns)."""
_NOT_NAMES = frozenset(CAPITALISED_NOT_NAMES) | {"She", "He", "They", "It", "We", "You", "Who"}


def _who(name: str | None, own: str | None, speaker: str) -> str | None:
    """The person whose hair it is: the speaker for "I" / "my" / "our", a capitalised name
    for itself ("Ada's" without its "'s"), None for anyone else."""
    if own is not None:
        word = own.casefold()
        if word in ("my", "our"):
            return speaker
        if word in ("her", "his", "their"):
            return None if name is None or name.casefold() == "i" else _who(name, None, speaker)
        name = re.sub(r"['\u2019]s$", "", own)
    if name is None:
        return None
    if name.casefold() == "i":
        return speaker
    return None if name.split()[0] in _NOT_NAMES else name


def _found(text: str, speaker: str) -> list[tuple[str, str, tuple[int, int]]]:
    """(who, colour, span) of each hair colour said in `text`."""
    out: list[tuple[str, str, tuple[int, int]]] = []
    for m in _HAS_HAIR.finditer(text):
        who = _who(m.group("who"), None, speaker)
        if who is not None:
            out.append((who, m.group("c"), m.span("c")))
    for m in _DYED.finditer(text):
        who = _who(m.group("who"), m.group("own"), speaker)
        if who is not None:
            out.append((who, m.group("c"), m.span("c")))
    for m in _HAIR_IS.finditer(text):
        who = _who(None, m.group("own"), speaker)
        if who is not None:
            out.append((who, m.group("c"), m.span("c")))
    for m in _WENT.finditer(text):
        who = _who(m.group("who"), None, speaker)
        colour = m.group("c")
        sentence = text[slice(*sentence_around(text, m.start()))]
        hair_word = re.fullmatch(_HAIR_COLOURS, colour, re.IGNORECASE) is not None
        if who is not None and (hair_word or re.search(r"\bhair\b", sentence, re.I)):
            out.append((who, colour, m.span("c")))
    return out


_HAIR_WORD = re.compile(
    rf"(?:{_SHADE}{_alternation(_HAIR_ONLY + ', ' + _ANY)}|dyed|bleached|coloured|colored|"
    r"[\w ]*\bhair)",
    re.IGNORECASE,
)
"""A value that is a colour, a dye's word or the hair itself ("bleached", "pink hair")."""


def _gives_way(claim: Claim, colour: str) -> bool:
    """The readers' claim of the colour's words, of another colour or a dye's word, or of the
    hair itself."""
    value = (claim.object or claim.value or "").strip()
    if claim.predicate == "hair_colour":
        return True
    if not value:
        return False
    said = colour.casefold()
    folded = value.casefold()
    return folded in said or said in folded or _HAIR_WORD.fullmatch(value) is not None


def hair_colours(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with each hair colour said on its person's `hair_colour` slot (see the module
    docstring)."""
    text = message.text[:_READ_CHARS]
    if message.speaker is None or not _SAID.search(text):
        return claims
    out = list(claims)
    seen: set[tuple[str, str]] = set()
    for who, colour, span in _found(text, str(message.speaker)):
        colour = " ".join(colour.split()).lower()
        if (who, colour) in seen:
            continue
        seen.add((who, colour))
        sentence = sentence_around(text, span[0])
        out, when = in_place_of(
            out, sentence, partial(_gives_way, colour=colour), message.observed_at
        )
        out.append(named_claim(who, "hair_colour", colour, "assert", when, span))
    return out
