"""A team someone supports, named in words of a fan: "Alfie's obsessed with Arsenal", "Tariq's
been a Man City season ticket holder since he was twelve", "My sister Katie lives and breathes
the Red Sox", "Sou Corinthians", "we're a Chelsea household" (`supports_team`).

The readers read a team from "fan / supporter / supports", so a team said with other words of a
fan landed on `likes` ("likes Arsenal"), on a job ("works as Man City season ticket holder"),
on its stadium ("supports Fenway") or on a longer value ("Chelsea household"), and the team
that replaced it later had nothing to end. Here a team of the lexicon (`TEAMS`: clubs of the
big football leagues, American, Australian and Indian leagues, and rugby; or a club by its
suffix, "Cardiff City", "Bolton Wanderers") said right after a
fan's words (`_CUE_BEFORE`: obsessed with, lives and breathes, bleeds, mad about, die-hard,
sou, visca, forza, up the, come on you ...) or right before them (`_CUE_AFTER`: season ticket,
household, forever, till I die, mad, zindabad), or gone to every game of ("at every Yankees
game") is the team of the person it is said of: the speaker for I, we, my-less clauses; a name
or "<my> <relative> <Name>" opening the clause; a relative named alone; the last person fitting
"he" or "she" opening it. Not in a clause that puts it in the past or ends it ("used to", "as a
kid", "no longer", "switched from"). A team named after a city or by a word that is as often
something else ("Leeds", "Melbourne", "Eagles", "Celtic") counts only when the sentence says a
sport too. One team per clause. Claims of the clause holding the team's words on another slot,
and the person's team read as another value in the sentence ("supports Fenway" of "she has a
Fenway brick"), give way.
Pure; one alternation of literal names over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import clause_around, sentence_around
from chronofact.extractors.conversation.clause_opener import MY_RELATION, opener_person
from chronofact.extractors.conversation.lexicon import CAPITALISED_NOT_NAMES
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["TEAMS", "teams_named"]

_SLOT = "supports_team"
_READ_CHARS = 1200

# fmt: off
_CLUBS = (
    # football: England, Scotland
    "Arsenal", "Chelsea", "Liverpool", "LFC", "Man United", "Man Utd", "Manchester United",
    "Man City", "Manchester City", "Spurs", "Tottenham", "Tottenham Hotspur", "Everton",
    "Aston Villa", "West Ham", "Crystal Palace", "Brentford", "Fulham",
    "Nottingham Forest", "Sheffield Wednesday", "Sheffield United", "West Brom", "QPR",
    "Millwall", "Wrexham", "Hibs", "Hibernian", "Dundee United",
    # football: Europe
    "Barça", "Barca", "Barcelona", "FC Barcelona", "Real Madrid", "Atlético", "Atletico",
    "Atlético Madrid", "Sevilla", "Real Betis", "Betis", "Athletic Bilbao", "Juventus", "Juve",
    "AC Milan", "Inter Milan", "Napoli", "Lazio", "AS Roma", "Bayern", "Bayern Munich",
    "Dortmund", "Borussia Dortmund", "BVB", "Schalke", "PSG", "Paris Saint-Germain",
    "Olympique de Marseille",
    "Benfica", "FC Porto", "Sporting CP", "Ajax", "PSV", "Feyenoord",
    "Galatasaray", "Fenerbahçe", "Fenerbahce", "Beşiktaş", "Besiktas", "Olympiacos",
    "Panathinaikos",
    # football: the Americas, Africa, Asia
    "Corinthians", "Flamengo", "Palmeiras", "Fluminense", "Botafogo", "Grêmio",
    "Gremio", "Cruzeiro", "Boca Juniors", "River Plate", "Club América", "Chivas",
    "Cruz Azul", "Pumas", "Tigres", "LA Galaxy", "Inter Miami", "Kaizer Chiefs",
    "Orlando Pirates", "Mamelodi Sundowns", "Sundowns", "Al Ahly", "Zamalek", "Enyimba",
    "Gor Mahia", "AFC Leopards", "Hearts of Oak", "Asante Kotoko", "Kotoko", "Esperance",
    "Wydad", "Raja Casablanca", "Al Hilal", "Al Nassr", "Urawa Reds", "Persija",
    # NFL, NBA, MLB, NHL
    "Patriots", "Cowboys", "Packers", "Steelers", "Ravens", "Broncos", "Raiders",
    "Seahawks", "49ers", "Niners", "Chargers", "Vikings", "Buccaneers", "Bucs", "Bengals",
    "Browns", "Commanders", "Texans", "Jaguars", "Colts", "Lakers", "Celtics", "Warriors",
    "Knicks", "Raptors", "Mavericks", "Mavs", "Bucks", "Sixers", "76ers", "Nuggets", "Clippers",
    "Grizzlies", "Pelicans", "Timberwolves", "Trail Blazers", "Blazers", "Cavaliers", "Cavs",
    "Pistons", "Pacers", "Yankees", "Red Sox", "Mets", "Dodgers", "Cubs", "White Sox", "Braves",
    "Astros", "Phillies", "Mariners", "Orioles", "Blue Jays", "Padres", "Brewers", "Guardians",
    "Diamondbacks", "Maple Leafs", "Leafs", "Canadiens", "Habs", "Bruins", "Oilers", "Canucks",
    "Penguins", "Blackhawks", "Red Wings", "Golden Knights",
    # cricket, rugby, Australian football
    "CSK", "Chennai Super Kings", "Mumbai Indians", "RCB", "Royal Challengers", "KKR",
    "Kolkata Knight Riders", "SRH", "Sunrisers", "Rajasthan Royals", "Delhi Capitals",
    "Punjab Kings", "Lahore Qalandars", "Karachi Kings", "Leinster", "Munster", "Ulster",
    "Connacht", "Saracens", "Harlequins", "Quins", "Crusaders", "Stormers", "All Blacks",
    "Springboks", "Wallabies", "Collingwood", "Essendon", "Hawthorn",
    "Sydney Swans", "Rabbitohs", "Roosters", "Sea Eagles", "Dockers",
    "Demons",
)
_NEEDS_SPORT = (
    "Leeds", "Leeds United", "Newcastle", "Brighton", "Bournemouth", "Leicester", "Southampton",
    "Sunderland", "Burnley", "Ipswich", "Norwich", "Middlesbrough", "Derby", "Coventry",
    "Cardiff", "Swansea", "Portsmouth", "Aberdeen", "Valencia", "Roma", "Milan", "Marseille",
    "Lyon", "Sao Paulo", "São Paulo", "Melbourne", "Richmond", "Geelong", "Carlton",
    "Fremantle", "Brisbane", "Adelaide", "Chennai", "Mumbai", "Kolkata", "Lahore",
    # words that are as often something else: a band, a bird, a culture, a city
    "Eagles", "Celtic", "Hearts", "Inter", "Porto", "Boca", "Sporting", "Magpies", "Swans",
    "Demons", "Crows", "Bombers", "Souths", "Rangers", "Wolves", "Vasco",
)
# fmt: on
TEAMS: frozenset[str] = frozenset(_CLUBS + _NEEDS_SPORT)
"""Every team of the lexicon, as its fans write it."""
_SPORT_NAMED = frozenset(c.casefold() for c in _NEEDS_SPORT)

_CLUB_SUFFIX = (
    r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:City|United|Utd|Rovers|Town|Athletic|Wanderers|Albion|"
    r"County|Hotspur|Rangers|Orient|Argyle|Alexandra|Thistle|Rovers|FC)"
)
"""A club by its suffix ("Cardiff City", "Bolton Wanderers", "Forest Green Rovers"), named or
not in the lexicon."""
_TEAM = re.compile(
    r"(?<![\w'\u2019-])(?P<team>(?-i:"
    + _CLUB_SUFFIX
    + "|"
    + "|".join(re.escape(t).replace(r"\ ", r"\s+") for t in sorted(TEAMS, key=len, reverse=True))
    + r"))(?![\w\u2019-]|'(?!s))"
)
_CUE_BEFORE = re.compile(
    r"\b(?:obsessed\s+with|mad\s+about|crazy\s+about|nuts\s+about|lives\s+and\s+breathes|"
    r"live\s+and\s+breathe|bleeds?|die-?hard|diehard|lifelong|supports?|supporting|"
    r"sou(?:\s+do)?|visca(?:\s+el)?|forza|hala|up\s+the|come\s+on\s+you|c'?mon|cmon|"
    r"follows?|following|rooting\s+for|root\s+for|cheering\s+for|cheers\s+for)"
    r"\s+(?:the\s+|my\s+|our\s+)?$",
    re.IGNORECASE,
)
_CUE_AFTER = re.compile(
    r"['\u2019]?\s*(?:season\s+ticket|household|family\s+through\s+and\s+through|forever|"
    r"till?\s+I\s+die|'?til\s+I\s+die|mad|daft|zindabad|through\s+and\s+through|fans?|"
    r"supporters?|man|woman|girl|boy|lad|guy)\b",
    re.IGNORECASE,
)
_PAST = re.compile(
    r"\b(?:used\s+to|as\s+a\s+(?:kid|child|boy|girl|teenager)|growing\s+up|back\s+then|"
    r"when\s+(?:I|he|she|we|they)\s+(?:was|were)|anymore|any\s+more|no\s+longer|"
    r"not\s+since|gave\s+up\s+on|switched\s+from|stopped)\b",
    re.IGNORECASE,
)
"""A clause that puts the support in the past or ends it."""
_EVERY = re.compile(r"\b(?:every|each|all\s+the)\s+(?:single\s+)?$", re.IGNORECASE)
_GAME_AFTER = re.compile(r"\s+(?:home\s+|away\s+)?(?:game|games|match|matches|fixture)\b")
_SPORT = re.compile(
    r"\b(?:football|footy|soccer|rugby|cricket|hockey|basketball|baseball|nfl|nba|mlb|afl|nrl|"
    r"ipl|league|season|season\s+ticket|match|game|derby|kick-?off|stadium|ground|kit|jersey|"
    r"shirt|scarf|"
    r"goal|goals|trophy|cup|final|relegat\w*|promot\w*|fixtures?)\b",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"[,;:!?()]|\s(?:but|so|and\s+then|because|while)\s", re.IGNORECASE)
_OPENER = re.compile(
    r"\s*(?:(?:honestly|lol|omg|ugh|well|so|and|but|now)\W*\s+)*(?:(?P<pron>[Hh]e|[Ss]he)\b|"
    r"(?P<i>I|I'm|I've|[Ww]e|"
    r"[Ww]e're|[Ww]e've)\b|" + MY_RELATION + r"(?:\s+(?P<relname>(?-i:[A-Z][a-z]+)))?|"
    r"(?P<name>(?-i:[A-Z][a-z]+))(?=['\u2019]s\b|\s+(?:is|was|has|had|lives|bleeds|supports|"
    r"follows)\b))"
)
_MISREAD_SLOTS = frozenset(
    {"likes", "loves", "interested_in", "occupation", "hobby", "works_at", "job_title", _SLOT}
)


def _whose(message: Message, text: str, lo: int, at: int) -> str | None:
    """Whom the clause from `lo` is about: the speaker, a relative, or a name opening it
    (`clause_opener`); a team's or a sport's name opening it is the speaker's clause."""
    return opener_person(
        message,
        text,
        lo,
        _OPENER.match(text, lo, at),
        named=lambda name: (
            not (name in CAPITALISED_NOT_NAMES or name.casefold() in _SPORT_NAMED or name in TEAMS)
        ),
    )


def _cued(text: str, lo: int, m: re.Match[str]) -> bool:
    before = text[max(lo, m.start() - 40) : m.start()]
    if _CUE_BEFORE.search(before):
        return True
    if _EVERY.search(before) and _GAME_AFTER.match(text, m.end()):
        return True  # "now she's at every Yankees game"
    return _CUE_AFTER.match(text, m.end()) is not None


def teams_named(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with the team each clause says in a fan's words (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    out = list(claims)
    seen: set[int] = set()
    for m in _TEAM.finditer(text):
        start, end = sentence_around(text, m.start())
        lo, hi = clause_around(text, (start, end), m.start(), _CLAUSE_BREAK)
        if lo in seen or not _cued(text, lo, m) or _PAST.search(text, lo, hi):
            continue  # "I supported Arsenal as a kid": no team now
        team = " ".join(m.group("team").split())
        if team.casefold() in _SPORT_NAMED and not _SPORT.search(text, start, end):
            continue
        who = _whose(message, text, lo, m.start())
        if not who:
            continue
        seen.add(lo)
        out = [c for c in out if not _given_way(c, team, who, (lo, hi), (start, end))]
        # the same team read as a guess gives way: a fan's words are no guess, and they say
        # whose it is ("My sister Katie lives and breathes the Red Sox": not the speaker's)
        out = [
            c
            for c in out
            if not (
                c.predicate == _SLOT
                and c.object == team
                and (c.subject == who or start <= c.span[0] < end)
            )
        ]
        span = (m.start(), m.end())
        out.append(named_claim(who, _SLOT, team, "assert", message.observed_at, span))
    return out


def _given_way(
    claim: Claim, team: str, who: str, clause: tuple[int, int], sentence: tuple[int, int]
) -> bool:
    """A claim of the clause holding the team's words on another slot ("likes Arsenal", "works
    as Man City season ticket holder"), or the person's team read as another value in the
    sentence ("supports Fenway")."""
    if claim.predicate not in _MISREAD_SLOTS:
        return False
    value = str(claim.object or claim.value or "")
    if claim.predicate == _SLOT:
        inside = sentence[0] <= claim.span[0] < sentence[1]
        return inside and claim.subject == who and value != team
    inside = clause[0] <= claim.span[0] < clause[1] or clause[0] < claim.span[1] <= clause[1]
    return inside and team.casefold() in value.casefold()
