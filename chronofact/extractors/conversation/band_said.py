"""A favourite band said the ways fans say it: "Ben&Ben is my comfort band", "Fontaines D.C.
are the best band in the world", "my favourite band at the moment is Khruangbin", "can't stop
listening to Wet Leg", "Ciara's been playing Fontaines D.C. on repeat", "been obsessed with
Boygenius since the summer, the album is unreal" (`favourite_band`).

The readers read a band only from a claim misread on another slot whose sentence says a word of
music (`open_kinds`), so a band said in its own words was read as nothing, or cut at its first
full stop ("Fontaines D"), or as an employer ("works at Arctic Monkeys") or a partner
("obsessed with Boygenius"). Here a band's name (capitalised words, with "&", "+", digits or
the dots of "D.C.", at most five words) is the favourite band of the person it is said of when
it is called one's band ("is my comfort / favourite / go-to band", "the best band in the
world"), named after "favourite band (now) is", listened to without stopping ("can't stop
listening to / playing", "on repeat", "listening to nothing but"), said to fill one's life
("SB19 has taken over my whole life", in a
message that says a word of music), or followed as a fan ("obsessed with", "into", "mad about")
in a sentence that says a word of music (album, song, gig, tour, playlist, listening ...).
Whose: a name opening the clause ("Ciara's been playing ..."), else the speaker. Not in a
question, and not in a clause that puts it in the past ("were my everything at 16"). One band
per message, the first said. Claims of the band's words on another slot give way.
Pure; a few bounded patterns over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import clause_around, sentence_around
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["bands_said"]

_SLOT = "favourite_band"
_READ_CHARS = 1200

_WORD = r"(?-i:[A-Z0-9][\w&+'\u2019-]*(?:\.(?-i:[A-Z])\.?)*)"
_NAME = rf"(?P<name>{_WORD}(?:\s+(?:of|the|and|&|\+|{_WORD})){{0,4}})"
_KIND = (
    r"(?:(?:comfort|favourite|favorite|fave|fav|go-to|top|number\s+one|no\.?\s*1|all-time|"
    r"all\s+time|desert\s+island|new|current|forever|absolute|ultimate)\s+)*"
)
_CALLED = re.compile(
    rf"{_NAME}\s+(?:is|are|['\u2019]s|['\u2019]re)\s+(?:(?:still|now|honestly|officially|"
    r"literally|easily|simply|just)\s+)?(?:(?:my|our|his|her|their)\s+"
    rf"{_KIND}band|the\s+(?:best|greatest)\s+band)\b(?!['\u2019]s)"
)
_APPOSED = re.compile(
    rf"{_NAME}(?:\s+[\w'\u2019]+){{0,4}}?,\s+(?:(?:still|easily|literally)\s+)?(?:my|our)\s+"
    rf"{_KIND}band\b(?!\s*(?:is|are|['\u2019]s|=|:|at|in|would|will)\b)"
)
"""A band named, then called one's band after a comma: "Got tickets for Arctic Monkeys in
Lisbon, my favourite band"."""
_NAMED_AFTER = re.compile(
    r"\b(?:favourite|favorite|fave|fav|go-to|comfort)\s+band\s+(?:(?:at\s+the\s+moment|right\s+"
    r"now|these\s+days|now|atm|rn|of\s+all\s+time|ever|lately)\s+)?(?:is|are|=|:|has\s+to\s+be)"
    rf"\s+(?:(?:still|now|easily|probably|definitely)\s+)?{_NAME}",
    re.IGNORECASE,
)
_ON_REPEAT = re.compile(
    r"\b(?:can['\u2019]?t\s+stop|cannot\s+stop|been|keep|kept)\s+"
    rf"(?:listening\s+to|blasting|bumping|spinning|playing)\s+(?:nothing\s+but\s+)?{_NAME}"
    rf"|\b(?:listening\s+to|playing|blasting)\s+nothing\s+but\s+{_NAME.replace('name', 'only')}"
    r"|\b(?:playing|blasting|listening\s+to|bumping)\s+"
    + _NAME.replace("name", "rep")
    + r"\s+on\s+(?:repeat|loop)",
    re.IGNORECASE,
)
_TAKEN_OVER = re.compile(
    rf"{_NAME}\s+(?:is|are|has|have|['\u2019]s|['\u2019]re|['\u2019]ve)\s+(?:(?:literally|"
    r"honestly|totally|completely|basically)\s+)?(?:taken\s+over\s+my\s+(?:whole\s+|entire\s+)?"
    r"(?:life|world|brain|playlist|spotify)|my\s+(?:whole|entire)\s+personality)\b"
)
"""A band said to fill one's life: "SB19 has taken over my whole life", in a message that
says a word of music."""
_FAN_OF = re.compile(
    rf"\b(?:obsessed\s+with|really\s+into|so\s+into|into|mad\s+about|addicted\s+to)\s+{_NAME}",
    re.IGNORECASE,
)
_MUSIC = re.compile(
    r"\b(?:band|bands|album|albums|songs?|tracks?|gigs?|concerts?|tour|tours|setlist|playlist|"
    r"spotify|vinyl|lyrics|singer|frontman|listening|listen|live|festival|on\s+repeat)\b",
    re.IGNORECASE,
)
_PAST = re.compile(
    r"\b(?:were|was|used\s+to|back\s+then|at\s+\d{2}|as\s+a\s+(?:kid|teen|teenager)|"
    r"in\s+(?:school|uni|college)|anymore|any\s+more|no\s+longer|over\s+it|old\s+news)\b",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"[,;:!?()]|\s(?:but|so|and\s+then|because|while|these\s+days)\s")
_WHO = re.compile(
    r"\s*(?P<who>(?-i:[A-Z][a-z]+))(?:['\u2019]s|\s+(?:has|is|keeps|can['\u2019]?t))\b"
)
_NOT_BANDS = frozenset(
    {*CAPITALISED_NOT_NAMES, "It", "This", "That", "They", "He", "She", "We", "You", "Spotify"}
    | {"Actually", "Honestly", "Anyway", "Update", "Correction", "Oh", "Yes", "No", "Also", "Btw"}
    | {"Well", "Okay", "Ok", "So", "Sorry", "Lol", "Omg", "Ugh", "Hey", "Hi"}
)
_NAME_GROUPS = ("name", "rep", "only")
_MISREAD_SLOTS = frozenset(
    {
        "works_at",
        "partner",
        "likes",
        "loves",
        "hobby",
        "gym",
        "interested_in",
        "supports_team",
        _SLOT,
    }
)


def _name(m: re.Match[str]) -> str:
    name = next(m.group(g) for g in _NAME_GROUPS if m.groupdict().get(g))
    name = re.sub(r"\.$", "", name) if not re.search(r"\.(?-i:[A-Z])\.$", name) else name
    return re.sub(r"\s+", " ", name).rstrip("'\u2019")


def _found(text: str) -> tuple[str, int, int] | None:
    """The first band said in a fan's words: its name, and where."""
    found: list[tuple[int, str, int]] = []
    for pattern in (_CALLED, _APPOSED, _NAMED_AFTER, _ON_REPEAT):
        m = pattern.search(text)
        if m is not None:
            group = next(g for g in _NAME_GROUPS if m.groupdict().get(g))
            found.append((m.start(group), _name(m), m.end(group)))
    for m in _TAKEN_OVER.finditer(text):
        if _MUSIC.search(text):
            found.append((m.start("name"), _name(m), m.end("name")))
            break
    for m in _FAN_OF.finditer(text):
        start, end = sentence_around(text, m.start())
        if _MUSIC.search(text, start, end):
            found.append((m.start("name"), _name(m), m.end("name")))
            break
    if not found:
        return None
    at, name, end = min(found)
    return name, at, end


def bands_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the favourite band said in a fan's words (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    said = _found(text)
    if said is None:
        return claims
    name, at, end = said
    if name.split()[0] in _NOT_BANDS:
        return claims
    start, stop = sentence_around(text, at)
    if text[start:stop].rstrip().endswith("?"):
        return claims
    lo, hi = clause_around(text, (start, stop), at, _CLAUSE_BREAK)
    if _PAST.search(text, lo, hi):
        return claims
    who = _WHO.match(text, lo)
    subject = who.group("who") if who and who.group("who") not in _NOT_BANDS else message.speaker
    if not subject or subject == name.split()[0]:
        subject = message.speaker
    if not subject:
        return claims
    words = name.casefold()
    kept = [
        c
        for c in claims
        if not (
            (c.predicate in _MISREAD_SLOTS or c.predicate.startswith(_SLOT))
            and str(c.object or c.value or "").casefold()
            and str(c.object or c.value or "").casefold() in words
        )
    ]
    return [*kept, named_claim(subject, _SLOT, name, "assert", message.observed_at, (at, end))]
