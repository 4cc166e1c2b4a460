"""A favourite named in the ways people name one, beyond "my favourite film is X":

- said of "it", the title named just before: "Saw Past Lives last night and it's my new
  favourite film" (the title last met after a verb of meeting it: saw, watched, read ...);
- the title first: "Arctic Monkeys are officially my favourite band", "Parasite is my new
  favourite movie", "Dangal is my number one film now";
- the title taking another's place: "Dangal replaced Lagaan as my number one film", "Middlemarch
  overtook Persuasion as my favourite book";
- the favourite said after the title's sentence: "Gojira have been on repeat all summer, my
  favourite band by far", or as the best there is: "can't stop playing Fontaines D.C., best band
  going".

The slot is `favourite_<thing>` ("number one film" and "fave film" are the favourite film). Only
the speaker's own favourite, and only where the thing is said (a favourite with no thing names
no slot). Pure; linear in the text (each pattern anchored and bounded)."""

from __future__ import annotations

import re

from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.trim import trim_object

__all__ = ["MET", "THING_NAMES", "TITLE", "favourite_named_before", "favourite_title_first"]

_TITLE_WORD = r"(?-i:[A-Z0-9])[\w'\u2019&.:!+-]*"
_TITLE = (
    rf"(?!(?:It|This|That|These|Those|They|He|She|We|I|You|My|Our|Nothing|Everything|"
    rf"Something|Everyone|Nobody|There|Here|What|Which|Who|Honestly|Now|And|But|So)\b)"
    rf"{_TITLE_WORD}(?:\s+(?:(?:of|the|a|an|and|in|on|to|at|for|&|de|la|le|du|von|van|y)\s+)"
    rf"{{0,2}}{_TITLE_WORD}){{0,5}}"
)
"""A title as written: capitalised words (or numbers), with the small words of titles between
("Half of a Yellow Sun", "Lincoln in the Bardo", "Paddington 2"); not a pronoun."""
_FAVOURITE = (
    r"(?:my|our)\s+(?:new\s+|current\s+|absolute\s+|all[- ]time\s+|ultimate\s+|own\s+)*"
    r"(?:favou?rite|fave|number\s+one|no\.?\s*1|top)\s+(?P<thing>(?-i:[a-z]+(?:\s+[a-z]+)?))\b"
)
_NOT_THING = frozenset(
    {"now", "ever", "too", "again", "already", "of", "by", "in", "for", "since", "after"}
    | {"these", "this", "that", "at", "right", "full", "and", "but", "so", "on", "to", "from"}
    | {"i", "is", "hands", "with", "which", "because", "forever", "lately", "though", "all"}
)
"""Words after "favourite" that end the thing ("my favourite band by far", "my favourite this
summer": no thing)."""
_OPENER = r"\s*(?:[^,;.!?]{1,60},\s*)?(?:and\s+|but\s+|so\s+|honestly,?\s+|now\s+)?"
"""What may open the clause before the title: a short phrase set off by a comma ("After that
gig in June, "), a joining word."""
_ADVERBS = (
    r"(?:(?:now|officially|definitely|easily|still|probably|honestly|absolutely|currently|"
    r"really|clearly|undoubtedly|basically|hands\s+down|by\s+far)\s+)*"
)
_IT_IS_MY = re.compile(
    r"\s*(?:and\s+|so\s+)?(?:now\s+)?(?:it|that|this|they)(?:['\u2019]s|['\u2019]re|\s+is|\s+are|\s+has\s+"
    r"become|\s+became)\s+" + _ADVERBS + _FAVOURITE,
    re.IGNORECASE,
)
_TITLE_FIRST = re.compile(
    _OPENER + rf"(?P<o>{_TITLE})\s*(?:['\u2019]s|['\u2019]re|\s+is|\s+are|\s+has\s+become|"
    r"\s+have\s+become|\s+became)\s+" + _ADVERBS + _FAVOURITE,
    re.IGNORECASE,
)
_TAKES_PLACE = re.compile(
    _OPENER + rf"(?P<o>{_TITLE})\s+(?:has\s+|have\s+)?(?:replaced|overtook|overtaken|displaced|"
    r"dethroned|knocked|beat|beaten|bumped|pushed|edged|took\s+over\s+from|taken\s+over\s+from)"
    rf"\s+(?:out\s+)?(?:{_TITLE})\s+(?:off\s+|out\s+)?as\s+" + _FAVOURITE,
    re.IGNORECASE,
)
_FOOD_FIRST = re.compile(
    _OPENER
    + r"(?P<o>(?-i:[a-z])[\w'-]*(?:\s+(?-i:[a-z])[\w'-]*){0,3})\s*(?:['\u2019]s|\s+is)\s+"
    + _ADVERBS
    + r"(?:my|our)\s+(?:new\s+|current\s+|absolute\s+|all[- ]time\s+)*(?:favou?rite|fave)\s+"
    r"(?P<thing>(?-i:food|dish|meal|snack|drink|dessert|pudding|cuisine|takeaway))\b",
    re.IGNORECASE,
)
"""A food said first in lower case ("massaman curry is my favourite food, fight me")."""
_THE_ONE_I_KEEP = re.compile(
    _OPENER
    + rf"(?P<o>{_TITLE})\s*(?:['\u2019]s|\s+is)\s+"
    + _ADVERBS
    + r"(?:my|the\s+only|my\s+only|my\s+go-to|my\s+usual)\s+(?:(?:commute|morning|gym|running|"
    r"bedtime|car|walking|workout)\s+)?(?P<thing>(?-i:podcast|playlist|audiobook))\b",
    re.IGNORECASE,
)
"""The one podcast or playlist one keeps, said by its title first ("Hard Fork is the only
podcast on my commute these days", "The Rest Is History is my commute podcast")."""
_AFTER_TITLE = re.compile(
    r"\s*(?:and\s+)?(?:(?:honestly|easily|officially|probably|literally|definitely|still|"
    r"now)\s+)?" + _FAVOURITE + r"(?:\s+(?:by\s+far|now|these\s+days|ever|of\s+all\s+time|"
    r"right\s+now|at\s+the\s+moment|for\s+sure))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_BEST_AFTER = re.compile(
    r"\s*(?:and\s+|easily\s+|just\s+|simply\s+)?(?:the\s+)?best\s+(?P<thing>(?-i:[a-z]+))\s+"
    r"(?:going|on\s+(?:the\s+)?(?:planet|earth)|in\s+the\s+world|ever|of\s+all\s+time|around|"
    r"alive|out\s+there|in\s+town|in\s+the\s+city)\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""The best of its kind said after the title's sentence: "can't stop playing Fontaines D.C.,
best band going" (a favourite of the speaker's, said as the best there is)."""
_SENTENCE_TITLE = re.compile(
    r"(?:^|[.!?]\s+)(?i:(?:honestly|lately|and|but|so|ok|okay|well|oh)[,!]?\s+)?"
    rf"(?P<o>{_TITLE})\s+(?:have|has|are|is|was|were|been|keep|keeps)\b[^.!?]*$"
)
"""The title opening the last sentence before the clause, its subject ("Gojira have been on
repeat all summer, ...")."""
_MET = re.compile(
    r"\b(?:saw|seen|watched|rewatched|read|reread|heard|tried|found|discovered|listened\s+to|"
    r"(?:stop\s+)?(?:playing|listening\s+to|watching|reading)|"
    r"visited|played|finished|binged|went\s+to|ate\s+at|got\s+into|fell\s+for|fallen\s+for|"
    r"(?:dragged|took|brought|got|introduced)\s+(?:me|us)\s+(?:to|into))\s+"
    r"(?:the\s+|a\s+|an\s+)?"
    r"(?P<o>(?-i:[A-Z0-9])[\w'\u2019&:.-]*(?:\s+(?:(?:of|the|and|&|in|on|a|to)\s+)?"
    r"(?-i:[A-Z0-9])[\w'\u2019&:.-]*){0,5})",
    re.IGNORECASE,
)
_NAME_AFTER = re.compile(r"\b(?-i:[A-Z])[\w'\u2019]+")
"""A capitalised word after the title met: another name the favourite may be said of."""
_LOOK_BACK = 200
"""Characters of the text before the clause looked at for the title (bounded)."""
_THING_NAMES = {"movie": "film", "novel": "book"}
"""Words for one thing: the favourite movie is the favourite film."""
THING_NAMES = _THING_NAMES
TITLE = _TITLE
MET = _MET


def _slot(m: re.Match[str]) -> str | None:
    words: list[str] = []
    for word in m.group("thing").split():
        if word in _NOT_THING:
            break
        words.append(_THING_NAMES.get(word, word))
    return "favourite_" + "_".join(words) if words else None


def _found(slot: str | None, title: str, end: int) -> list[Finding]:
    title = title.strip(" ,;:!?\"'\u2018\u2019\u201c\u201d")  # a title keeps its small words
    return [Finding(slot, title, "assert", end, literal=False)] if slot and title else []


def _title_met(said: str) -> str:
    """A title met, trimmed, with the full stop of its initials kept ("Fontaines D.C.")."""
    title = trim_object(said)
    if said.rstrip().endswith(".") and re.search(r"\b[A-Z]\.[A-Z]$", title):
        return title + "."
    return title


def favourite_title_first(clause: str) -> list[Finding]:
    """The favourite a clause names by its title first ("Arctic Monkeys are officially my
    favourite band", "Dangal replaced Lagaan as my number one film", "massaman curry is my
    favourite food"), or the one podcast or show one keeps ("Hard Fork is the only podcast on
    my commute"), or []."""
    m = _TITLE_FIRST.match(clause) or _TAKES_PLACE.match(clause) or _FOOD_FIRST.match(clause)
    if m is not None:
        return _found(_slot(m), m.group("o"), m.end())
    m = _THE_ONE_I_KEEP.match(clause)
    return _found(m.group("thing").lower(), m.group("o"), m.end()) if m else []


def favourite_named_before(clause: str, before: str) -> list[Finding]:
    """The favourite `clause` says "it" is, or says in apposition ("..., my favourite band by
    far"), valued by the title `before` (the message text before the clause) names: the title
    last met, or the one opening the sentence the clause ends; [] when the clause is no such
    saying or none is named."""
    window = before[-_LOOK_BACK:]
    m = _IT_IS_MY.match(clause)
    if m is not None:
        named = list(_MET.finditer(window))
        return _found(_slot(m), _title_met(named[-1].group("o")), m.end()) if named else []
    m = _AFTER_TITLE.match(clause) or _BEST_AFTER.match(clause)
    if m is not None:
        opening = _SENTENCE_TITLE.search(window.rstrip(" ,;:-"))
        if opening is not None:
            return _found(_slot(m), opening.group("o"), m.end())
        named = list(_MET.finditer(window))  # "can't stop listening to Wet Leg, my favourite band"
        if not named or (m.re is _AFTER_TITLE and _NAME_AFTER.search(window, named[-1].end())):
            return []  # "finished Wolf Hall, next up is The Women by ..., my favourite author"
        return _found(_slot(m), _title_met(named[-1].group("o")), m.end())
    return []
