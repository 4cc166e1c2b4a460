"""What the speaker uses by habit, said by the doing and the thing's name, on the thing's slot:

- the line one takes: "I take the Northern line every morning", "I catch the 73 bus",
  "I've been getting the Elizabeth line instead", "I'm on the early shift now and getting the
  Victoria line" (`vehicle`, as `commute_said` reads "the 36
  bus gets me to work");
- where one trains: "I swim at the Jubilee pool", "I climb at The Castle" (`gym`);
- the club one runs, rows or rides with: "I run with the Hackney Harriers on Tuesdays", "I've
  been running with a trail group, the Lea Valley Striders" (`running_club`, `rowing_club`,
  `cycling_club`, `walking_group`: the open tail, one value each);
- the shifts one works: "I work day shifts", "I'm on the early shift now", "on nights again
  this week", "I'm doing lates", "My rota is earlies all week", "switched to lates", "doing
  three 12-hour night shifts" (`shift`);
- the plot one has: "I've got plot 14 at the Moor Lane allotments", "My allotment is plot 14
  at Ferry Lane" (`allotment`);
- where one does the food shop: "I do my big shop at Tesco", "we shop at Lidl" (`supermarket`);
- the pay band one is on: "I'm on band 5 at the NHS" (`pay_band`);
- when one gets up and goes to bed: "I get up at 6:30", "alarm goes off at 5:45", "I'm up at
  5:45 now", "in bed by 10:30 every night", "Bedtime's drifted to midnight" (`wake_up`,
  `bedtime`).

The readers had read these as nothing or as something else ("I've got plot 14 at the Fernhill
allotments" as studying at Fernhill, "I'm on band 5" as a hobby), so a later "swapped to plot 3"
or "getting the Elizabeth line instead" had nothing to end. A claim the readers made in the same
sentence of a word of the name (or on the same slot) gives way.

Only the speaker's own habit ("I", "we"; for shifts also no subject at a sentence's start:
"on nights again"), said as now: a sentence of one trip ("I took the 73 bus today", "I'll
take the Northern line"), a plan, a question or a condition gives nothing. Pure; each pattern
bounded and searched over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.finding_claim import said_since
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES
from chronofact.extractors.conversation.statements import in_place_of, named_claim

__all__ = ["habits_said", "habitual"]

_READ_CHARS = 1200
_NAME_WORD = r"(?-i:(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b)[A-Z][\w'’&+-]*(?:\.\w+)*)"
_NAME = _NAME_WORD + r"(?:\s+(?:(?:of|and|&|the|de|la)\s+)?" + _NAME_WORD + r"){0,3}"
"""A capitalised name of up to four words ("Hackney Harriers", "Lea Valley Striders")."""

_NOW = r"(?:(?:usually|always|normally|mostly|generally|still|now|mainly|just)\s+)?"
_I_AM = r"I'm|I’m|I\s+am|im"
"""The speaker being: "I'm", "I am", chat's "im"."""
_I_HAVE_BEEN = r"I've\s+been|I’ve\s+been"


def _doing(present: str, gerund: str) -> str:
    """The speaker doing a thing by habit: "I take", "we usually take", "I've been taking",
    "I'm taking", "im taking", "I've started taking" (`present` and `gerund` are alternations
    of the verb's forms)."""
    return (
        r"(?:\b(?:I|we)(?:\s+" + _NOW + r"(?:" + present + r")|(?:'ve|’ve|\s+have)\s+" + _NOW
        + r"been\s+(?:" + gerund + r")|(?:'m|’m|'re|’re|\s+am|\s+are)\s+" + _NOW + r"(?:"
        + gerund + r")|(?:(?:'ve|’ve|\s+have)\s+|\s+)(?:started|begun|began|taken\s+to)\s+(?:"
        + gerund + r"))|\bim\s+" + _NOW + r"(?:" + gerund + r"))"
    )  # fmt: skip


_AND_DOING = (
    r"(?:\b(?:I['\u2019]m|im|I\s+am|I['\u2019]ve\s+been)\s[^.!?;]{0,60}?\band\s+(?:now\s+)?"
    r"(?:taking|catching|getting|riding|using))"
)
"""The speaker's "I'm ..." going on to a doing with no subject of its own ("I'm on the early
shift now and getting the Victoria line instead")."""
_LINE = re.compile(
    r"(?:"
    + _doing(r"take|catch|get|ride|use", r"taking|catching|getting|riding|using")
    + r"|"
    + _AND_DOING
    + r")\s+the\s+(?P<o>(?:"
    + _NAME
    + r")\s+(?i:line|bus|tram|train|ferry|overground|metro)|"
    r"\d{1,3}[A-Za-z]?\s+(?i:bus|tram|night\s+bus))\b",
    re.IGNORECASE,
)
_TRAIN_AT = re.compile(
    _doing(
        r"swim|train|climb|boulder|lift|box|work\s+out",
        r"swimming|training|climbing|bouldering|lifting|boxing|working\s+out",
    )
    + r"\s+at\s+(?P<o>(?:the\s+)?"
    + _NAME
    + r"(?:\s+(?i:pool|baths|lido|leisure\s+centre|"
    r"sports\s+centre|gym|wall|centre))?)",
    re.IGNORECASE,
)
_CLUB_VERBS = {
    "run": "running_club",
    "running": "running_club",
    "row": "rowing_club",
    "rowing": "rowing_club",
    "cycle": "cycling_club",
    "cycling": "cycling_club",
    "ride": "cycling_club",
    "riding": "cycling_club",
    "walk": "walking_group",
    "walking": "walking_group",
    "hike": "walking_group",
    "hiking": "walking_group",
}
_CLUB_WITH = re.compile(
    _doing(
        r"run|row|cycle|ride|walk|hike",
        r"running|rowing|cycling|riding|walking|hiking",
    )
    + r"\s+with\s+(?:(?:a|an|the|this|my)\s+(?:[a-z-]+\s+){0,2}"
    r"(?:group|club|crew|collective|squad|lot)\s*,\s*)?(?P<the>the\s+)?(?P<o>" + _NAME + r")",
    re.IGNORECASE,
)
_CLUB_WORD = re.compile(
    r"\b(?:Club|Runners|Harriers|Striders|Joggers|RC|AC|RFC|CC|Rowers|Riders|Wheelers|"
    r"Velo|Crew|Collective|Society|Ramblers|Walkers|Hikers|Squad|Athletics)\b"
)
_SHIFTS = (
    r"(?:the\s+)?(?:(?:two|three|four|five|six|[2-7])\s+)?"
    r"(?:(?:day|night|evening|early|late|morning|afternoon|weekend|rotating|split|"
    r"twelve-hour|12-hour|long)\s+){1,2}shifts?|nights|earlies|lates|days(?=\s*(?:[.,!;]|$|"
    r"\s+(?:now|again|this|next|at|from|for|till|until|since|all)))"
)
"""The shifts one works ("the early shift", "nights", "earlies")."""
_SHIFT = re.compile(
    r"(?:\b(?:I|we)\s+(?:(?:usually|always|normally|mostly|still|now|mainly|only)\s+)?"
    r"(?:work|do)\s+(?P<a>(?:(?:day|night|evening|early|late|morning|afternoon|weekend|"
    r"rotating|split|twelve-hour|12-hour|long|short)\s+){1,2}shifts?)"
    r"|(?:\b(?:" + _I_AM + r"|we're|we\s+are|" + _I_HAVE_BEEN + r")\s+|(?:^|(?<=[.!?;]))\s*)"
    r"(?:(?:still|now|back)\s+)?(?:on|doing)\s+(?P<b>" + _SHIFTS + r")"
    r"|\b(?:my|our)\s+(?:rota|shift\s+pattern)\s+(?:is|['\u2019]s)\s+(?:(?:all|mostly|now|still)\s+)?"
    r"(?P<c>" + _SHIFTS + r")"
    r"|(?:\b(?:I|we|I['\u2019]ve|I\s+have|we['\u2019]ve)\s+|(?:^|(?<=[.!?;]))\s*)"
    r"(?:(?:just|finally|now|been)\s+)?(?:switched|moved|changed|swapped|gone|went|put)\s+"
    r"(?:(?:over|back|me)\s+)?(?:to|onto)\s+(?P<d>" + _SHIFTS + r")"
    r")",
    re.IGNORECASE,
)
_PLOT = re.compile(
    r"(?:\b(?:I|we)(?:'ve|’ve|\s+have)?\s+(?:got|have|rent|had)\s+(?:an\s+allotment\s*,\s*)?|"
    r"\b(?:my|our)\s+allotment\s+is\s+(?:on\s+|at\s+)?)"
    r"(?P<o>plot\s+(?:no\.?\s*|number\s+)?\d{1,4}[A-Za-z]?)\b(?:\s+(?:at|on)\s+(?:the\s+)?"
    r"(?P<site>" + _NAME + r"))?",
    re.IGNORECASE,
)
_CLOCK = (
    r"(?P<o>\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|midnight|noon|half\s+(?:past\s+)?"
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))(?![\d:])"
)
_UP_AT = re.compile(
    r"(?:"
    + _doing(r"get\s+up|wake(?:\s+up)?|rise", r"getting\s+up|waking(?:\s+up)?|up")
    + r"|\b(?:"
    + _I_AM
    + r")\s+(?:now\s+|usually\s+)?up"
    + r"|\balarm\s+(?:goes\s+off|is\s+set|'s\s+set|is|rings)(?:\s+for)?"
    + r"|(?:\b(?:I|we|I'm|I’m|im)\s+|(?:^|(?<=[.!?;]))\s*)(?:sleep|sleeping)\s+(?:in\s+)?"
    + r"(?:til|till|until|to))"
    + r"\s+(?:at|around|by|for)?\s*(?:about\s+)?"
    + _CLOCK,
    re.IGNORECASE,
)
"""The time one gets up: "I get up at 6:30", "I'm up at 5:45 now", "alarm goes off at 5:45",
"sleeping til 7:15 now"."""
_TO_BED = re.compile(
    r"(?:"
    + _doing(r"go\s+to\s+bed|turn\s+in|get\s+to\s+bed", r"going\s+to\s+bed|turning\s+in")
    + r"|\bin\s+bed\s+by|\bbedtime(?:'s|’s|\s+is)\s+(?:now\s+)?(?:(?:drifted|moved|gone|slipped|"
    r"crept|shifted|pushed)\s+(?:back\s+)?to\s+)?|\blights\s+out\s+(?:is\s+)?(?:at\s+)?)"
    + r"\s*(?:at|around|by)?\s*(?:about\s+)?"
    + _CLOCK,
    re.IGNORECASE,
)
"""The time one goes to bed: "I go to bed around 11", "in bed by 10:30 every night",
"Bedtime's drifted to midnight"."""
_PAY_BAND = re.compile(
    r"\b(?:" + _I_AM + "|" + _I_HAVE_BEEN + r")\s+(?:now\s+|still\s+)?(?:on\s+|a\s+)?"
    r"(?:pay\s+)?(?P<o>band\s+\d{1,2}[a-z]?)\b",
    re.IGNORECASE,
)
"""A pay band held ("I'm on band 5 at the NHS", "I'm a band 6 now")."""
_SHOP_AT = re.compile(
    _doing(
        r"do\s+(?:my|our|the)\s+(?:(?:big|weekly|food|grocery|main|monthly)\s+){0,2}shop(?:ping)?|"
        r"get\s+(?:my|our)\s+(?:groceries|food\s+shop|shopping)|(?P<bare>shop)",
        r"doing\s+(?:my|our|the)\s+(?:(?:big|weekly|food|grocery|main)\s+){0,2}shop(?:ping)?|"
        r"getting\s+(?:my|our)\s+(?:groceries|food\s+shop|shopping)",
    )
    + r"\s+(?:at|from|in)\s+(?P<o>"
    + _NAME
    + r")",
    re.IGNORECASE,
)
_GROCER_TEXT = """
    Tesco Lidl Aldi Sainsbury's Sainsburys Asda Morrisons Waitrose Co-op Iceland M&S Ocado
    Rewe Edeka Kaufland Netto Penny Carrefour Leclerc Auchan Intermarché Mercadona Albert Jumbo
    Coles Woolworths Checkers Spar Kroger Walmart Costco Safeway Publix Wegmans Biedronka
    Migros Coop Esselunga Conad Pingo Continente Dia
"""
_GROCERS = frozenset(_GROCER_TEXT.split())
"""Supermarkets' names, for "we shop at X" (a shop of any kind otherwise: "I shop at Zara")."""
_FOOD = re.compile(r"\b(?:food|groceries|grocery|veg|vegetables|fruit|meat|supermarket)\b", re.I)
_SHOP_IS = re.compile(
    r"\b(?:(?:big|weekly|food|grocery|main)\s+){1,2}shop\s+is\s+(?:[a-z]+\s+){0,3}"
    r"(?:at|from)\s+(?P<o>" + _NAME + r")",
    re.IGNORECASE,
)
_ONE_TIME = re.compile(
    r"\b(?:today|yesterday|tonight|tomorrow|tmrw|this\s+(?:morning|afternoon|evening)|last\s+"
    r"(?:night|week|time)|will|won't|'ll|’ll|going\s+to|gonna|should|could|would|might|if|"
    r"whether|took|caught|missed|wish|hope|want|wanted|thinking\s+of|planning|used\s+to)\b",
    re.IGNORECASE,
)
"""Words of one occasion, a plan, a wish or a past habit: no habit of now."""
_CLAUSE_END = re.compile(r"[,;.!?]")
_ANYWAY_NOW = re.compile(r"\b(?:now|these\s+days|instead|since|every|always|usually)\b", re.I)


def habitual(text: str, span: tuple[int, int], at: int) -> bool:
    """The sentence at `span` says a habit of now: no word of one occasion or plan, and the
    clause at `at` asks nothing ("in bed by 10:30 every night, can you nag me?" says one)."""
    said = text[span[0] : span[1]]
    clause_end = _CLAUSE_END.search(text, at, span[1])
    if clause_end is not None and clause_end.group() == "?":
        return False
    return not _ONE_TIME.search(said) or bool(_ANYWAY_NOW.search(said) and "used to" not in said)


def _name_ok(name: str) -> bool:
    """A name's first word (after a "The" of its own) is no word that opens talk."""
    words = name.split()
    first = (words[1] if len(words) > 1 and words[0] == "The" else words[0]).strip("'’")
    return bool(first) and first not in CAPITALISED_NOT_NAMES and first not in {"I", "I'm"}


@dataclass(frozen=True)
class _Habit:
    slot: str
    value: str
    span: tuple[int, int]
    """Where the value is said."""
    object_from: int
    """Where the words of the thing begin ("with a trail group, the ...")."""
    said_to: int
    """Where the words that say the habit end ("... at the Fernhill allotments")."""


def _gives_way(claim: Claim, habit: _Habit, text: str, sentence_start: int) -> bool:
    """A claim of the sentence the habit's reading replaces: one on the same slot, one whose
    value is a word of what the habit's clause says ("Fernhill" studied at, from "plot 14 at the
    Fernhill allotments"), a pastime only when read from the thing's words ("trail", from
    "running with a trail group": "I swim at the Jubilee pool" still swims)."""
    if claim.action != "assert":
        return False
    if claim.predicate == habit.slot:
        return True
    value = (claim.object or claim.value or "").casefold()
    if claim.predicate == "hobby":
        start = habit.object_from
    else:  # the habit's clause: "due on 1 October, I've started waking at 5" keeps the date
        start = max(sentence_start, *(text.rfind(c, 0, habit.span[0]) + 1 for c in ",;"))
    said = text[start : habit.said_to].casefold()
    return bool(value) and re.search(r"\b" + re.escape(value) + r"\b", said) is not None


_AT_THE_ALLOTMENTS = re.compile(r"\s+(?:at|on)\s+(?:the\s+)?[^.!?;,]{0,40}?\ballotments?\b", re.I)


def _named(slot: str, m: re.Match[str], value: str | None = None) -> _Habit:
    """The habit of `slot` read by the match `m` of a pattern with its value in group "o"."""
    said = value if value is not None else " ".join(m.group("o").split())
    return _Habit(slot, said, (m.start("o"), m.end("o")), m.start("o"), m.end())


def _found(text: str) -> list[_Habit]:
    """Each habit said in `text`."""
    out = [_named("vehicle", m) for m in _LINE.finditer(text)]
    for m in _TRAIN_AT.finditer(text):
        value = re.sub(r"^(?-i:the)\s+", "", " ".join(m.group("o").split()))
        if _name_ok(value):
            out.append(_named("gym", m, value))
    for m in _CLUB_WITH.finditer(text):
        verb = next(w for w in re.findall(r"\w+", m.group(0).casefold()) if w in _CLUB_VERBS)
        name = " ".join(m.group("o").split())
        appositive = "," in text[m.start() : m.start("o")]
        if not _name_ok(name) or not (appositive or m.group("the") or _CLUB_WORD.search(name)):
            continue  # "I run with Sarah": a person, not a club
        with_at = text.rfind("with", m.start(), m.start("o"))
        out.append(_Habit(_CLUB_VERBS[verb], name, (m.start("o"), m.end("o")), with_at, m.end()))
    for m in _SHIFT.finditer(text):
        group = next(g for g in ("a", "b", "c", "d") if m.group(g))
        value = re.sub(r"^the\s+", "", " ".join(m.group(group).split()), flags=re.I)
        out.append(_Habit("shift", value, (m.start(group), m.end(group)), m.start(group), m.end()))
    if re.search(r"\ballotments?\b", text, re.IGNORECASE):
        for m in _PLOT.finditer(text):
            site = _AT_THE_ALLOTMENTS.match(text, m.end("o"))
            value = " ".join(m["o"].split()) + (f" at {m['site']}" if m["site"] else "")
            plot = _named("allotment", m, value)
            out.append(dataclasses.replace(plot, said_to=site.end()) if site else plot)
    for m in _SHOP_AT.finditer(text):
        grocer = m["o"].split()[0] in _GROCERS or _FOOD.search(
            text, *sentence_around(text, m.start())
        )
        if _name_ok(m["o"]) and (m["bare"] is None or grocer):
            out.append(_named("supermarket", m))  # "I shop at Zara" names no supermarket
    out += [_named("supermarket", m) for m in _SHOP_IS.finditer(text) if _name_ok(m["o"])]
    out += [_named("pay_band", m) for m in _PAY_BAND.finditer(text)]
    out += [_named("wake_up", m) for m in _UP_AT.finditer(text)]
    out += [_named("bedtime", m) for m in _TO_BED.finditer(text)]
    return out


def habits_said(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the speaker's habits said by the doing and the thing's name (see the
    module docstring)."""
    if message.speaker is None:
        return claims
    text = message.text[:_READ_CHARS]
    out = list(claims)
    for habit in _found(text):
        sentence = sentence_around(text, habit.span[0])
        if not habitual(text, sentence, habit.span[1]):
            continue
        if any(c.predicate == habit.slot and c.span[0] == habit.span[0] for c in out):
            continue
        gives_way: Callable[[Claim], bool] = partial(
            _gives_way, habit=habit, text=text, sentence_start=sentence[0]
        )
        out, when = in_place_of(out, sentence, gives_way, message.observed_at)
        said = text[sentence[0] : sentence[1]]
        said_from = said_since(said, habit.slot, message.observed_at, habit.value)
        when = said_from if said_from != message.observed_at else when  # "Since April ..."
        speaker = str(message.speaker)
        out.append(named_claim(speaker, habit.slot, habit.value, "assert", when, habit.span))
    return [c for c in out if not _one_trip(text, c)]


_TRANSIT = re.compile(
    r"^(?:[\w'\u2019-]+\s+){0,3}(?:line|bus|tram|train|ferry|overground|metro|night\s+bus)$",
    re.IGNORECASE,
)
"""A line taken, by its shape ("Northern line", "73 bus")."""


def _one_trip(text: str, claim: Claim) -> bool:
    """A line read as one's vehicle in a sentence of one trip or a plan ("I took the Northern
    line today", read so by a learned reader): only a habit of it is the speaker's way of
    getting about."""
    value = claim.object or claim.value or ""
    if claim.predicate != "vehicle" or claim.action != "assert" or not _TRANSIT.match(value):
        return False
    sentence = sentence_around(text, max(0, claim.span[0]))
    return not habitual(text, sentence, min(claim.span[1], sentence[1]))
