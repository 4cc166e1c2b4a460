"""A parking spot said in passing (`parking_spot`): given or moved to ("the car park lads gave
me bay 31 by the lift", "they moved me to level B2"), got or held ("I finally got a reserved
spot on B1", "got allocated space 19 at work", "my season parking is on level 3 of the Broad
St car park", "my parking's moved to P3"), or where someone parks beside a thing ("I park
under the big oak by the gate now", "Mum parks her Corolla in the carport behind the house").

`open_kinds` reads "<who> park(s) in bay 22" and "my bay is 14"; a spot said as given, got or
moved to was read as nothing or misread ("a reserved spot on B1" as a bank, "my parking's
moved to P3" as a home). Here:

- a spot is a bay, space, spot, level or lot with its number, or a code such as "B1" or "P3"
  (`open_kinds.SPOT_ONE`); only in a message that speaks of parking (`_PARKING`: park,
  parking, car park, garage, carport, bay, a reserved spot ...), so "I got spot 3 in the queue"
  is none;
- being on a spot of a car park ("I'm on P2 at the hospital car park"), or parking said to be
  on one ("Parking at work is P3 now");
- a car park used now: "I'm parking at the Tesco car park now", "Mum keeps her car in the
  garage now", "Got a permit for the Kings Road car park", "they gave me a space in the
  underground garage" (not for a trip, a weekend or one day);
- a bay, space or spot named when got, moved to or held by permit ("moved to bay 7 on level
  2", "got a new parking spot, number 18", "the permit for spot C4"), and one swapped for
  another ("swapped my C4 permit for C9": C4 ends, C9 starts);
- a spot said as a place is read only after "park(s)" in the present, the habit, never
  "parked" (one time): under, beside, behind, next to or by a thing, or in a carport, a garage,
  a driveway, a basement or a compound ("I parked at the station" is none);
- whose: the speaker for I, we, me, us, my, our; a relative said alone ("Mum parks ..."), or a
  name.

One spot per message, the first said; none when a parking spot is read already. Claims of the
spot's words give way ("Ines banks with B1"), and claims of a word of parking in its sentence
("works as car" of "the office car park"). Pure; each pattern bounded and searched once
over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.open_kinds import SPOT_ID, SPOT_ONE
from chronofact.extractors.conversation.people import person_said
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["parking_spots_said"]

_SLOT = "parking_spot"
_READ_CHARS = 1200

_PARKING = re.compile(
    r"\b(?:park|parks|parking|parked|car\s*park|carpark|garage|carport|driveway|bays?|permits?|"
    r"reserved\s+(?:spot|space)|parking\s+(?:spot|space|lot)|allocated\s+(?:a\s+)?(?:spot|space))\b",
    re.IGNORECASE,
)
_KIND = r"(?:(?:new|reserved|covered|permanent|allocated|own|usual|season|proper)\s+){0,3}"
_SPOT_AT = (
    rf"(?:(?:a|an|my|our|the)\s+)?{_KIND}"
    r"(?:(?:parking\s+)?(?:spot|space|bay|lot)\s+(?:on|at|in)\s+)?"
)
_SPOT = rf"(?P<spot>{SPOT_ONE})(?![\w-])"
_GIVEN = re.compile(
    r"\b(?:gave|given|give|allocated|assigned|moved|put|switched|bumped|upgraded)\s+"
    r"(?P<who>me|us|(?-i:[A-Z][a-z]+))\s+(?:(?:to|onto|into|in|on)\s+)?" + _SPOT_AT + _SPOT,
    re.IGNORECASE,
)
"""A spot given: "gave me bay 31 by the lift", "moved me to level B2", "gave me a lot at level
B1"."""
_GOT = re.compile(
    r"(?<![\w'\u2019])(?P<who>I|[Ww]e|(?-i:[A-Z][a-z]+))(?:['\u2019]ve|\s+have|\s+has)?\s+"
    r"(?:(?:finally|now|just|eventually|also)\s+)?(?:got|get|been\s+given|been\s+allocated|"
    r"been\s+assigned|got\s+allocated|got\s+assigned|got\s+given|been\s+moved\s+to|moved\s+to|"
    r"have)\s+" + _SPOT_AT + _SPOT
)
"""A spot got: "I finally got a reserved spot on B1", "Got allocated space 19"."""
_GOT_BARE = re.compile(
    r"(?:^|(?<=[.!?;:]))\s*(?:(?:finally|just)\s+)?(?:got|been\s+given)\s+(?:allocated\s+|"
    r"assigned\s+|given\s+)?" + _SPOT_AT + _SPOT,
    re.IGNORECASE,
)
"""The same with no subject, the speaker's: "Got allocated space 19 at work"."""
_ON_SPOT = re.compile(
    r"(?<![\w'\u2019])(?P<who>I['\u2019]m|I\s+am|[Ww]e['\u2019]re|[Ww]e\s+are)\s+(?:(?:now|usually|always|"
    r"still)\s+)?(?:on|in)\s+(?:level\s+)?"
    + _SPOT
    + r"(?=\s+(?:at|in|of|on)\s+(?:the\s+)?(?:[\w-]+\s+)?"
    r"(?:car\s*park|carpark|garage|parking|lot|deck)\b)"
    r"|\b(?P<whose>[Mm]y\s+)?[Pp]arking(?:\s+(?:at|here|there)(?:\s+work)?)?\s+(?:is|['\u2019]s)\s+"
    r"(?:(?:now|still|always)\s+)?(?:on\s+|at\s+|in\s+)?(?:level\s+)?"
    + _SPOT.replace("(?P<spot>", "(?P<spot2>"),
)
"""Where one parks said as being there: "I'm on P2 at the hospital car park", "Parking at work
is P3 now"."""
_LOT = (
    r"(?:the\s+)?(?P<lot>(?:[\w'\u2019-]+\s+){0,3}?(?:car\s*park|carpark|multi-?storey|garage|"
    r"parking\s+lot|lot|NCP|street|basement|driveway|car\s*port|carport)"
    r"(?:\s+(?:on|at|by|behind)\s+(?-i:[A-Z])[\w'\u2019-]*(?:\s+(?-i:[A-Z])[\w'\u2019-]*){0,2})?)\b"
)
_AT_LOT = re.compile(
    r"(?:(?<![\w'\u2019])(?P<who>I['\u2019]m|I\s+am|[Ww]e['\u2019]re|[Ww]e\s+are|I['\u2019]ve\s+been|"
    r"[Ww]e['\u2019]ve\s+been)\s+(?:(?:now|just|mostly|still)\s+)?|(?:^|(?<=[.!?]\s)))"
    r"(?i:parking)\s+(?i:at|in|on)\s+"
    + _LOT.replace("(?:the\\s+)?", "(?i:the\\s+)?")
    + r"|(?<![\w'\u2019])(?P<who2>I|[Ww]e|(?-i:[A-Z][a-z]+))\s+(?:(?:now|still|usually|always)\s+)?"
    r"(?i:leave|leaves|keep|keeps)\s+(?i:the|my|her|his|our|their)\s+(?i:car|van|bike|motorbike|"
    r"scooter|(?-i:[A-Z])[\w-]*)\s+(?i:at|in|on)\s+"
    + _LOT.replace("(?P<lot>", "(?P<lot2>")
    + r"|\b(?i:permit)\s+(?i:for)\s+"
    + _LOT.replace("(?P<lot>", "(?P<lot3>")
    + r"|\b(?i:gave|given|got)\s+(?:(?i:me|us)\s+)?(?i:a\s+)?(?i:space|spot|bay)\s+(?i:in|at)\s+"
    + _LOT.replace("(?P<lot>", "(?P<lot4>")
)
"""A car park one uses now: "I'm parking at the Tesco car park now", "Mum keeps her car in the
garage now", "Got a permit for the Kings Road car park", "They gave me a space in the
underground garage"."""
_ONE_TIME = re.compile(
    r"\b(?:trip|holiday|vacation|flight|airport|hotel|weekend|tonight|tomorrow|today|for\s+the\s+day|"
    r"festival|concert|match|wedding|once|this\s+time)\b",
    re.IGNORECASE,
)
_SPOT_NAMED = re.compile(
    r"\b(?:got|given|gave\s+me|assigned|allocated|moved\s+to|put\s+me\s+in|permit\s+for|"
    r"pass\s+for)\s+(?:(?:a|the|my)\s+)?(?:new\s+)?(?:parking\s+)?"
    rf"(?P<spot>(?:bay|space|spot)(?:,?\s+(?:number|no\.?)\s*|\s+){SPOT_ID})(?![\w-])",
    re.IGNORECASE,
)
"""A bay, space or spot named when got, moved to or held by permit: "moved to bay 7 on level
2", "got a new parking spot, number 18", "the permit for spot C4"."""
_SWAPPED = re.compile(
    r"\b(?:swapped|traded|changed|exchanged)\s+(?:my|our)\s+(?:parking\s+)?"
    rf"(?:(?:bay|space|spot)\s+)?(?P<old>{SPOT_ID})\s+(?:(?:parking\s+)?(?:permit|pass|bay|space|"
    rf"spot)\s+)?for\s+(?:(?:bay|space|spot)\s+)?(?P<new>{SPOT_ID})(?![\w-])",
    re.IGNORECASE,
)
"""One's spot swapped for another: "swapped my C4 permit for C9"."""
_RESERVED = re.compile(
    r"\b(?P<who>a|my|our)\s+(?:new\s+|own\s+)?(?:reserved|allocated)\s+(?:parking\s+)?"
    r"(?:spot|space|bay)\s+(?:on|at|in)\s+(?:the\s+)?" + _SPOT,
    re.IGNORECASE,
)
"""A reserved spot said with no verb, the speaker's: "Perks of the promotion: a reserved spot on
B1"."""
_MINE = re.compile(
    r"\b(?P<who>my|our)\s+" + _KIND + r"(?:parking(?:\s+(?:spot|space|bay))?|spot|space|bay)"
    r"(?:['\u2019]s|\s+is|\s+has)?\s+(?:(?:now|been|just|finally)\s+)*(?:(?:moved|changed|"
    r"switched)\s+)?(?:(?:to|on|at|in)\s+)+(?:the\s+)?" + _SPOT,
    re.IGNORECASE,
)
"""One's own parking said: "my season parking is on level 3", "my parking's moved to P3"."""
_TAKEN = re.compile(
    rf"\b(?:parked|parking)\s+in\s+(?:my\s+)?(?P<spot>(?:bay|space|spot)\s+{SPOT_ID})"
    r"(?![\w-])(?=[^.!?]{0,80}?\b(?:my|that|our)\s+(?:spot|space|bay)\b)",
    re.IGNORECASE,
)
"""One's own bay said by someone else parking in it: "Someone's parked in bay 14 AGAIN, I pay
60 quid a month for that spot"."""
_PLACE_WORDS = (
    r"(?:carport|garage|driveway|basement|compound|yard|car\s*park|carpark|lot|bay|spot|street)"
)
_PARKS_BY = re.compile(
    r"(?<![\w'\u2019])(?P<who>I|[Ww]e|(?-i:[A-Z][a-z]+))\s+(?:(?:always|usually|normally|still|"
    r"now|just|only|mostly)\s+)?(?:park|parks)\s+(?:(?:the|my|our|her|his|their)\s+"
    r"(?:(?-i:[A-Z])[\w-]*\s+)?(?:car|van|bike|truck|motorbike|scooter|(?-i:[A-Z])[\w-]*)\s+)?"
    r"(?:(?P<by>under|beside|behind|next\s+to|by|in\s+front\s+of|opposite)\s+(?:the|a|an)\s+"
    r"(?P<thing>[a-z][a-z-]*(?:\s+(?!(?:now|these|again|every|and|but|so|because|when|for|if|"
    r"since|which|where|though)\b)[a-z][a-z-]*){0,4}(?:\s+\d{1,3}(?![\w-]))?)"
    rf"|(?:in|on)\s+(?:the|our|my|her|his|their)\s+(?P<place>(?:[a-z]+\s+)?{_PLACE_WORDS}"
    r"(?:\s+(?:behind|beside|next\s+to|by|at\s+the\s+back\s+of)\s+the\s+[a-z]+"
    r"(?:\s+(?!(?:now|these|again|every|and|but|so|because|when|for|if)\b)[a-z]+)?)?))\b"
)
"""Where someone parks, as a place: "I park under the big oak by the gate", "Mum parks her
Corolla in the carport behind the house"."""
_TRAILING = frozenset({"the", "a", "an", "of", "to", "at", "in", "on", "by", "with", "my", "our"})


def _who(message: Message, said: str) -> str | None:
    """Whose spot: `people.person_said` ("a reserved spot" is the speaker's)."""
    return person_said(message.speaker, "" if said.casefold() == "a" else said)


def _thing(raw: str) -> str:
    """A place said as a thing, without small words at its end."""
    words = raw.split()
    while words and words[-1] in _TRAILING:
        words.pop()
    return " ".join(words)


def _found(message: Message, text: str) -> tuple[str, str, tuple[int, int]] | None:
    """(whose, spot, span) of the first parking spot said, or None."""
    best: tuple[int, str, str, tuple[int, int]] | None = None
    for pattern in (_GIVEN, _GOT, _GOT_BARE, _MINE, _TAKEN, _RESERVED, _ON_SPOT, _SPOT_NAMED):
        for m in pattern.finditer(text):
            said = m.groupdict().get("who") or "I"
            who = _who(message, said)
            group = "spot2" if m.groupdict().get("spot2") else "spot"
            if who and (best is None or m.start() < best[0]):
                best = (m.start(), who, m.group(group), m.span(group))
            break
    for m in _AT_LOT.finditer(text):
        said = m.group("who") or m.group("who2") or "I"
        who = _who(message, said)
        group = next(g for g in ("lot", "lot2", "lot3", "lot4") if m.group(g))
        spot = _thing(m.group(group))
        lo, hi = sentence_around(text, m.start())
        if _ONE_TIME.search(text, lo, hi):
            continue  # "parking at the airport car park for the weekend": a trip
        if who and spot and (best is None or m.start() < best[0]):
            best = (m.start(), who, spot, (m.start(group), m.start(group) + len(spot)))
    for m in _PARKS_BY.finditer(text):
        who = _who(message, m.group("who"))
        group = "thing" if m.group("thing") else "place"
        spot = _thing(m.group(group))
        if who and spot and (best is None or m.start() < best[0]):
            best = (m.start(), who, spot, (m.start(group), m.start(group) + len(spot)))
        break
    return None if best is None else best[1:]


def _gives_way(claim: Claim, spot: str, sentence: tuple[int, int]) -> bool:
    """A claim of the spot's words, read on another slot ("banks with B1"), or of a word of
    parking in the spot's sentence ("works as car" of "the office car park")."""
    value = (claim.object or claim.value or "").strip().casefold()
    if not value or claim.predicate == _SLOT:
        return False
    parking_word = value in _PARKING_WORDS and sentence[0] <= claim.span[0] < sentence[1]
    return value in spot or spot in value or parking_word


_NUMBER_SAID = re.compile(r",?\s+(?:number|no\.?)\s*", re.IGNORECASE)
_PARKING_WORDS = frozenset({"car", "car park", "carpark", "park", "parking", "garage", "lot"})


def parking_spots_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with a parking spot said in passing (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    if not _PARKING.search(text) or any(c.predicate == _SLOT for c in claims):
        return claims
    swapped = _SWAPPED.search(text) if message.speaker else None
    if swapped is not None and message.speaker:  # "swapped my C4 permit for C9"
        span, at = (swapped.start("old"), swapped.end()), message.observed_at
        sentence = sentence_around(text, span[0])
        old, new = swapped.group("old"), swapped.group("new")
        kept = [
            c for c in claims if not any(_gives_way(c, s.casefold(), sentence) for s in (old, new))
        ]
        return [
            *kept,
            named_claim(message.speaker, _SLOT, old, "end", at, span),
            named_claim(message.speaker, _SLOT, new, "assert", at, span),
        ]
    found = _found(message, text)
    if found is None:
        return claims
    who, spot, span = found
    spot = _NUMBER_SAID.sub(" ", spot)  # "spot, number 18": spot 18
    folded = spot.casefold()
    sentence = sentence_around(text, span[0])
    kept = [c for c in claims if not _gives_way(c, folded, sentence)]
    return [*kept, named_claim(who, _SLOT, spot, "assert", message.observed_at, span)]
