"""How one gets to work, said by the line or the way with the going: "I get the DART into town
every morning", "Jarrah gets the Metro from Chatswood every morning", "Jarrah drives in to
North Ryde every day", "I'm driving in now", "I go on a motorbike now" (`vehicle`, the slot the
readers keep one's way of getting around on).

`commute_said` reads "catching the bus now" and "the 36 bus gets me to work"; a line named
("the DART", "the Blue Line"), someone else's commute, or the going said as driving or riding
in was read as nothing. Here, for the speaker (I, we) or a name (a relative said alone is the
speaker's):

- "<who> get(s) / take(s) / catch(es) / ride(s) the <line> into town / to work / from <Place>
  / every morning": the line as said (a capitalised name, "Blue Line", or bus, train, tram,
  ferry, tube, metro);
- "<who> drive(s) / cycle(s) / walk(s) in (to <Place>) every day / now / these days", "I'm
  driving in now", "(I've) switched to cycling in": the going ("driving", "cycling", "walking");
- "<who> go(es) on / by (a / my) motorbike / bike / scooter / train ... now": the thing.

Not a trip (today, this morning, was, will ... in the clause). A named vehicle read in the
sentence stays the way ("bought a second-hand Civic, so I'm driving in now": the Civic) and
stays held beside a line ("got a Vespa, I get the train in every day"), unless said gone
("sold the Corolla"). Other claims of the sentence on `vehicle`, and claims of the line's
words ("does cycling in"), give way. Pure; bounded patterns over at most `_READ_CHARS` of the
message (linear).
"""

from __future__ import annotations

import re
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import clause_around, sentence_around
from chronofact.extractors.conversation.commute_said import named_vehicle
from chronofact.extractors.conversation.people import person_said
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["commute_modes"]

_SLOT = "vehicle"
_READ_CHARS = 1200
_WHO = r"(?<![\w'\u2019])(?P<who>I|[Ww]e|(?-i:[A-Z][a-z]+))"
_HABIT = (
    r"(?:every\s+(?:single\s+)?(?:morning|day|weekday)|each\s+(?:morning|day)|daily|now|these\s+days|"
    r"most\s+(?:days|mornings))"
)
_WHERE = (
    r"(?:in(?:to)?\s+(?:town|work|the\s+city|the\s+office|the\s+cbd)|to\s+(?:work|town|the\s+office|"
    r"school|uni|college)|from\s+(?-i:[A-Z])[\w'\u2019-]*)"
)
_LINE = (
    r"(?P<m>(?-i:[A-Z][\w-]*(?:\s+(?i:line))?)|(?:\d{1,3}[A-Za-z]?\s+)?(?i:bus|train|tram|ferry|"
    r"tube|metro|subway|overground|luas|dart))"
)
_GETS_THE_LINE = re.compile(
    r"(?:" + _WHO + r"|(?P<and>\band))\s+(?:(?:now|usually|always|still|just)\s+)?"
    r"(?i:get|gets|take|takes|catch|catches|ride|rides)\s+(?i:the)\s+"
    + _LINE
    + r"\s+(?:(?i:"
    + _WHERE
    + r")(?:\s+[^.!?;,]{0,30}?)?\s*"
    r"(?i:" + _HABIT + r")|(?i:" + _HABIT + r"))\b"
)
_DRIVES_IN = re.compile(
    _WHO + r"\s+(?:(?:now|usually|always|still|just)\s+)?(?P<v>(?i:drive|drives|cycle|cycles|"
    r"bike|bikes|walk|walks))\s+(?i:in|into\s+(?:work|town)|to\s+(?:work|the\s+office|school))"
    r"(?:\s+[^.!?;,]{0,30}?)?\s+(?i:" + _HABIT + r")\b"
    r"|(?<![\w'\u2019])(?P<me>I['\u2019]m|I\s+am|I['\u2019]ve\s+(?:switched|moved|gone|changed)\s+to|"
    r"(?:switched|moved|gone|changed)\s+to)\s+(?:(?:now|just)\s+)?(?P<ing>(?i:driving|cycling|"
    r"biking|walking|scootering))\s+(?i:in|into\s+work|to\s+work)(?:\s+(?i:now|these\s+days)|"
    r"(?=\s*[,.;!]|$))"
)
_GOES_ON = re.compile(
    _WHO + r"\s+(?:(?:now|usually|just)\s+)?(?i:go|goes|commute|commutes|get\s+there|get\s+in)\s+"
    r"(?i:on|by)\s+(?:(?i:a|an|my|his|her|the)\s+)?(?:(?i:little|old|new|second-hand)\s+)?"
    r"(?P<m>(?i:motorbike|motorcycle|bike|bicycle|scooter|moped|e-bike|train|bus|ferry|tram))"
    r"(?:\s+[^.!?;]{0,20}?)?\s+(?i:now|these\s+days|every\s+day)\b"
)
_ONE_TRIP = re.compile(
    r"\b(?:today|yesterday|tonight|this\s+morning|last\s+\w+|was|were|will|going\s+to|tomorrow)\b",
    re.IGNORECASE,
)
_OPENER = re.compile(r"\s*(?P<who>I|[Ww]e|(?-i:[A-Z][a-z]+))\s+(?!(?:is|was)\b)")
_BREAKS = re.compile(r"[,;:]|\s(?:but|so|and|because|since)\s")
_GOING = {"drive": "driving", "cycle": "cycling", "bike": "bike", "walk": "walking"}
_NO_LINE = frozenset({"I", "It", "This", "That", "The", "My", "Our", "Their"})


def _who(message: Message, said: str | None) -> str | None:
    """Whose way to work: `people.person_said`; a capitalised word that names no one ("It takes
    the train ...", "The ...") is no one's."""
    if said != "I" and said in _NO_LINE:
        return None
    return person_said(message.speaker, said or "")


def _gives_way(claim: Claim, said: str, text: str) -> bool:
    """A claim of the line's words, or another way of getting around read in the sentence;
    not a named vehicle ("got a Vespa, I get the train in every day") unless it is said to be
    gone ("sold the Corolla")."""
    shown = (claim.object or claim.value or "").strip()
    value = shown.casefold()
    if claim.action != "assert" or not value:
        return False
    if value in said:
        return True
    if claim.predicate != _SLOT:
        return False
    if not named_vehicle(shown):
        return True
    at = text.find(shown)
    return at > 0 and _GONE_BEFORE.search(text, max(0, at - 30), at) is not None


_GONE_BEFORE = re.compile(
    r"\b(?:sold|ditched|scrapped|got\s+rid\s+of|gave\s+away|traded\s+in|wrote\s+off)\s+"
    r"(?:(?:the|my|our|his|her|their|old)\s+)*$",
    re.IGNORECASE,
)


def _found(message: Message, text: str) -> list[tuple[str, str, tuple[int, int], bool]]:
    """(whose, way, span, said as a line) of each way to work said."""
    out: list[tuple[str, str, tuple[int, int], bool]] = []
    for m in _GETS_THE_LINE.finditer(text):
        line = " ".join(m.group("m").split())
        if line in _NO_LINE:
            continue
        said = m.group("who")
        if m.group("and"):  # "Jarrah sold the Corolla and gets the Metro": the clause's opener
            opener = _OPENER.match(text, sentence_around(text, m.start())[0])
            said = opener.group("who") if opener else None
        who = _who(message, said)
        if who:
            out.append((who, line, m.span("m"), True))
    for m in _DRIVES_IN.finditer(text):
        if m.group("ing"):
            who, way, span = message.speaker, m.group("ing").casefold(), m.span("ing")
        else:
            who = _who(message, m.group("who"))
            way, span = _GOING[m.group("v").casefold().rstrip("s")], m.span("v")
        if who:
            out.append((who, way, span, False))
    for m in _GOES_ON.finditer(text):
        who = _who(message, m.group("who"))
        if who:
            out.append((who, m.group("m").casefold(), m.span("m"), False))
    return out


def commute_modes(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the way one gets to work said by the line or the going (see the module
    docstring)."""
    if message.speaker is None:
        return claims
    text = message.text[:_READ_CHARS]
    out = list(claims)
    done: set[str] = set()
    for who, way, span, line in _found(message, text):
        start, end = sentence_around(text, span[0])
        lo, hi = clause_around(text, (start, end), span[0], _BREAKS)
        if who in done or _ONE_TRIP.search(text, lo, hi):
            continue  # "I drove in today"; not "cycling in now, the DART was a nightmare"
        held = [c for c in out if start <= c.span[0] < end and c.predicate == _SLOT]
        named = any(
            named_vehicle((c.object or c.value or "").strip()) and c.subject == who for c in held
        )
        if named and not line and not named_vehicle(way):
            continue  # "bought a Civic, so I'm driving in now": the Civic is the way
        said = text[span[0] : end].casefold()
        out, when = in_place_of(
            out, (start, end), partial(_gives_way, said=said, text=text), message.observed_at
        )
        out.append(named_claim(who, _SLOT, way, "assert", when, span))
        done.add(who)
    return out
