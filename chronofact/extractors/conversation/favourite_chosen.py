"""A favourite said as the one thing of its kind the speaker would choose: "Aftersun is the
film I'd save from a fire", "the band I'd see every night is Idles", "Beloved is the book I
push on everyone", "the album I keep coming back to is Blue" -> `favourite_<thing>`.

The thing is a kind of work or venue people have favourites of (`_THINGS`: film, book, band,
album, show, restaurant ...), and the clause after "I" says choosing or championing it: a
wish or a could ("I'd save", "I would see", "I could watch"), or a verb of recommending or
returning to it ("push on everyone", "always recommend", "keep coming back to", "never get
tired of"). A plain habit or a past ("the film I watched last night", "the book I'm reading")
singles out nothing. Only the speaker's own favourite (the caller reads the speaker's clauses).
Pure; each pattern anchored and bounded."""

from __future__ import annotations

import re

from chronofact.extractors.conversation.favourite_named import THING_NAMES, TITLE
from chronofact.extractors.conversation.findings import Finding

__all__ = ["favourite_chosen"]

_THINGS = (
    r"film|movie|book|novel|band|album|song|track|artist|singer|show|series|podcast|game|"
    r"restaurant|caf[eé]|pub|bar|dish|play|poem|author|writer"
)
_CHOOSES = (
    r"I(?:['\u2019]d|\s+would|\s+could)\s+(?:(?:always|happily|still|gladly)\s+)?\w+"
    r"|I\s+(?:always\s+|still\s+)?(?:recommend|push|rave\s+about|swear\s+by|keep\s+coming\s+back\s+"
    r"to|keep\s+going\s+back\s+to|never\s+get\s+tired\s+of|never\s+tire\s+of|can['\u2019]?t\s+"
    r"stop\s+\w+)"
)
_THE_THING = rf"the\s+(?:one\s+)?(?P<thing>{_THINGS})\s+(?:that\s+)?(?:{_CHOOSES})\b"
_TITLE_FIRST = re.compile(
    rf"\s*(?:and\s+|but\s+|so\s+|honestly,?\s+)?(?P<o>{TITLE})\s*(?:['\u2019]s|['\u2019]re|"
    rf"\s+is|\s+are)\s+(?:(?:now|still|definitely|easily|officially)\s+)*{_THE_THING}",
    re.IGNORECASE,
)
_THING_FIRST = re.compile(
    rf"\s*(?:and\s+|but\s+|so\s+|honestly,?\s+)?{_THE_THING}[^,;.!?]{{0,50}}?\s+(?:is|are|would\s+"
    rf"be)\s+(?:(?:now|still|definitely|easily|probably)\s+)*(?P<o>{TITLE})",
    re.IGNORECASE,
)


def favourite_chosen(clause: str) -> list[Finding]:
    """The favourite `clause` singles out by choosing it (see the module docstring), or []."""
    m = _TITLE_FIRST.match(clause) or _THING_FIRST.match(clause)
    if m is None:
        return []
    thing = m.group("thing").casefold().replace("é", "e")
    title = m.group("o").strip(" ,;:!?\"'\u2018\u2019\u201c\u201d")
    if title.endswith(".") and "." not in title.split()[-1][:-1]:
        title = title[:-1]  # the sentence's full stop, not an initial's ("Fontaines D.C.")
    if not title:
        return []
    return [Finding("favourite_" + THING_NAMES.get(thing, thing), title, "assert", m.end())]
