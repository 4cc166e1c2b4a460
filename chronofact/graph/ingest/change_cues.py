"""Does a sentence say that a named thing stopped holding? The pure decision of change
resolution (`change_resolution`), linear in the length of the sentence.

`has_change_cue(text)` is the cheap first test (one regex pass): a word saying something
changed (left, quit, stopped, no longer, not ... anymore, moved, switched, replaced, sold,
cancelled, closed, broke up, divorced, gave up, dropped, transferred, on hold, retired, ...).

`ended_names(sentence, names)` says which of `names` (the objects of current facts: "Pixel 7",
"2012 Honda Civic", "Barclays") the sentence ends. A name is *named* by a sentence word equal to
one of its content words (case- and accent-folded; not a stop word, title, number or generic
word such as "gym" or "account"): "Pixel" names "Pixel 7", "the Civic" names "2012 Honda
Civic". A named thing is *ended* when, within one clause (commas, semicolons, colons and "but",
"so", "because" ... end a clause):

- **after a cue** it is the first thing the cue governs, past bridge words ("quit Shopify",
  "no longer work for Allegro", "closed my Barclays account", "stopped seeing Dr. Russo");
  for a movement cue also after "from" ("switched to Monzo from Barclays"); never the
  destination ("left Shopify for Stripe" ends Shopify only);
- **before a cue** it is the cue's subject, for a cue that can stand without an object
  ("Dr. Patel retired", "Italian is on hold", "Duncan was replaced", "PureGym closed down"),
  not followed by a determiner ("Shopify moved its office" ends nothing), and not a
  possessive ("Shopify's office moved" ends nothing);
- **inside** "not ... anymore" ("Not at Target anymore").

Never: in a question; with a negation or a modal/plan before the cue ("didn't quit", "might
leave", "thinking about quitting", "if I sold"); "left/dropped <it> at/in/on the ..."
(a place, not a change: "I left my Pixel at home"); a trip ("left Lisbon for the weekend");
"dropped off/by"; a plain mention without a cue ("Shopify's new office is nice").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Ended", "content_words", "ended_names", "fold", "has_change_cue"]

CUE_RE = re.compile(
    r"\b(?:left|quit|stopped|no longer|anymore|any more|any longer|no more|moved|relocated"
    r"|switched|swapped|replaced|sold|cancell?ed|closed|broke|split|separated|divorced"
    r"|gave up|given up|dropped|ditched|dumped|transferred|on hold|retired|resigned|ended"
    r"|is over|was over|are over|shut|went bust|went under|passed away|died|fired|laid off"
    r"|let go|scrapped|shelved|paused|discontinued|got rid|graduated|unsubscribed|traded"
    r"|finished)\b",
    re.IGNORECASE,
)
"""Any word of a change cue (the cheap first test; `_CUES` decides)."""


@dataclass(frozen=True)
class _Cue:
    words: tuple[str, ...]
    after: bool = True
    """The ended thing may follow ("quit Shopify")."""
    before: bool = False
    """The ended thing may precede, as the cue's subject ("Dr. Patel retired")."""
    moving: bool = False
    """A movement: "from X" names the old value, "to/for/with X" the new one."""
    placed: bool = False
    """"left/dropped X at/in/on the ..." puts X somewhere: no change."""


def _cue(text: str, **flags: bool) -> _Cue:
    return _Cue(tuple(text.split()), **flags)


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


_CUES: tuple[_Cue, ...] = (
    # longest first: a longer cue wins over its prefix at the same position
    _cue("broke up with"),
    _cue("split up with"),
    _cue("stopped going to"),
    _cue("stopped seeing"),
    _cue("stopped using"),
    _cue("moved away from", moving=True),
    _cue("moved out of", moving=True),
    _cue("transferred out of", moving=True),
    _cue("got rid of"),
    _cue("no longer", before=True),
    _cue("no more"),
    _cue("gave up"),
    _cue("given up"),
    _cue("split from"),
    _cue("separated from"),
    _cue("resigned from"),
    _cue("retired from"),
    _cue("graduated from"),
    _cue("unsubscribed from"),
    _cue("moved from", moving=True),
    _cue("switched from", moving=True),
    _cue("moved away", after=False, before=True),
    _cue("moved out", after=False, before=True),
    _cue("moved abroad", after=False, before=True),
    _cue("closed down", after=False, before=True),
    _cue("shut down", after=False, before=True),
    _cue("on hold", after=False, before=True),
    _cue("is over", after=False, before=True),
    _cue("was over", after=False, before=True),
    _cue("are over", after=False, before=True),
    _cue("went bust", after=False, before=True),
    _cue("went under", after=False, before=True),
    _cue("passed away", after=False, before=True),
    _cue("broke down", after=False, before=True),
    _cue("broke up", after=False, before=True),
    _cue("split up", after=False, before=True),
    _cue("laid off", before=True),
    _cue("let go", before=True),
    _cue("traded in", moving=True),
    _cue("left", before=True, moving=True, placed=True),
    _cue("quit", before=True),
    _cue("stopped"),
    _cue("moved", before=True, moving=True),
    _cue("relocated", before=True, moving=True),
    _cue("switched", moving=True),
    _cue("swapped", moving=True),
    _cue("traded", moving=True),
    _cue("transferred", moving=True),
    _cue("replaced", moving=True),
    _cue("sold"),
    _cue("cancelled"),
    _cue("canceled"),
    _cue("closed", before=True),
    _cue("dropped", placed=True),
    _cue("ditched"),
    _cue("dumped"),
    _cue("divorced", before=True),
    _cue("retired", before=True),
    _cue("resigned", after=False, before=True),
    _cue("ended", after=False, before=True),
    _cue("finished", after=False, before=True),
    _cue("broke", after=False, before=True),
    _cue("died", after=False, before=True),
    _cue("fired", after=False, before=True),
    _cue("scrapped", before=True),
    _cue("shelved", before=True),
    _cue("paused", before=True),
    _cue("discontinued", before=True),
)
_BY_FIRST: dict[str, list[_Cue]] = {}
for _c in _CUES:
    _BY_FIRST.setdefault(_c.words[0], []).append(_c)

PASSIVE = _set("was were is are been be got get gets being has have had")
"""Before a participle cue ("was replaced", "got cancelled"): the ended thing precedes."""
_PARTICIPLES = _set(
    "replaced sold cancelled canceled closed dropped ditched dumped scrapped shelved paused "
    "discontinued transferred switched swapped traded"
)
NEGATORS = _set(
    "not never didn't don't doesn't won't wouldn't can't cannot couldn't shouldn't haven't "
    "hasn't hadn't isn't aren't wasn't weren't might maybe perhaps could would should will "
    "i'll we'll he'll she'll they'll you'll gonna wanna want wants wanted if unless whether "
    "thinking considering planning plan plans hope hoping about almost nearly tempted "
    "going nobody"
)
"""Before a cue in its clause: a negation, a modal or a plan ("might leave", "going to quit",
"thinking about quitting", "if I sold"): the change is not said to have happened."""
BRIDGE = _set(
    "my our the a an his her their its from out of with up at for in on to job jobs work "
    "working works worked position role gig membership memberships subscription account "
    "accounts plan contract lease place classes class lessons course studies seeing using "
    "going go dr mr mrs ms miss prof professor doctor being be as old current "
    "all officially finally just also"
)
"""Words between a cue and the thing it ends ("quit my job at Shopify")."""
_DESTINATIONS = _set("to into onto towards toward for with by")
_DETERMINERS = _set("its the a an their his her our this that these those some another")
_SUBJECT_BRIDGE = _set(
    "is was are were has have had got just finally officially recently also all been "
    "now already and i we"
)
_AFTER_SUBJECT_CUE = _set(
    "last this recently yesterday today ago for in on at to from away out back and now "
    "already finally early since after over down off with by abroad"
)
"""What may follow a cue whose subject it ends ("Dr. Russo moved away", "Duncan left last
week"); anything else makes it a cue with an object of its own ("Shopify moved its office")."""
_POSSESSIVE_OK = {("no", "longer"), ("closed",)}
"""Cues whose subject may be followed by "my"/"our" ("Barclays is no longer my bank")."""
_NOT_AFTER: dict[tuple[str, ...], frozenset[str]] = {
    ("dropped",): frozenset({"off", "by", "in"}),
    ("stopped",): frozenset({"by", "at", "in", "off", "over"}),
    ("moved",): frozenset({"in"}),
    ("left",): frozenset({"at", "in", "on"}),
}
"""A cue followed by one of these is not a change ("dropped off the kids", "stopped at
Target")."""
_LEFT_NOT_VERB = _set(
    "days weeks months years hours minutes time nothing anything little much lot few the "
    "turn turned turning one two three some any"
)
"""Before "left", these make it not the verb ("two weeks left", "turn left", "on the left").
"""
_LEAVE_OK_OBJECTS = _set("company firm team practice business country city town")
_PLACES = _set("at in on behind inside outside under near")
_TRIP = _set(
    "weekend trip holiday holidays vacation getaway tonight lunch dinner visit errand walk"
)
_CLAUSE_END = _set("but so because although though while whereas")
GENERIC = _set(
    "dr mr mrs ms miss prof professor doctor gym school office company job work team club "
    "account bank car phone project new old my our the a an at in of for with and st street "
    "road avenue inc ltd llc co corp group centre center my"
)
"""Words of a name too generic to name it on their own."""
STOP = _set(
    "a an the of to in on at for and or but is are was were be been am do does did it its "
    "with as by from about into this that these those my your our their his her i you we "
    "he she they me us them not no so if"
)
AFTER_WINDOW = 6
"""At most this many words between a cue and the thing it ends."""
BEFORE_WINDOW = 3
"""At most this many words between the thing a cue ends and the cue."""
NEGATION_WINDOW = 4
"""A negation or modal at most this many words before a cue cancels it."""

_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*|[,;:!?()\u2014\u2013]|\s-\s", re.UNICODE)


def fold(text: str) -> str:
    """Casefolded, accents removed, curly apostrophes straightened."""
    if text.isascii():
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def has_change_cue(text: str) -> bool:
    """The cheap test: some word of a change cue occurs in `text`."""
    return CUE_RE.search(text) is not None


def content_words(name: str) -> frozenset[str]:
    """The words of a name that can name it alone: folded, not a stop word, generic word,
    number or single letter ("2012 Honda Civic" -> honda, civic; "Dr. Okafor" -> okafor)."""
    words = re.findall(r"[^\W_]+", fold(name))
    return frozenset(
        w for w in words if len(w) > 1 and not w.isdigit() and w not in GENERIC and w not in STOP
    )


@dataclass(frozen=True)
class _Word:
    text: str
    possessive: bool
    clause: int
    capital: bool
    """Written with a capital letter (not "I")."""


def _words(sentence: str) -> list[_Word]:
    """The words of a sentence with their clause number (punctuation and clause words end a
    clause and are not kept)."""
    out: list[_Word] = []
    clause = 0
    for m in _TOKEN.finditer(sentence.replace("’", "'")):
        written = m.group().strip()
        token = fold(written)
        if not token[0].isalnum():
            clause += 1
            continue
        if token in _CLAUSE_END:
            clause += 1
            continue
        possessive = token.endswith("'s") and len(token) > 2
        capital = written[0].isupper() and token != "i"
        out.append(_Word(token[:-2] if possessive else token, possessive, clause, capital))
    return out


@dataclass(frozen=True)
class _Found:
    cue: _Cue
    start: int
    end: int


def _cues_in(words: Sequence[_Word]) -> list[_Found]:
    """The cues of a sentence, longest match at each position; "not ... anymore" is one cue
    from the negation to "anymore"."""
    found: list[_Found] = []
    i = 0
    n = len(words)
    while i < n:
        match = None
        for cue in _BY_FIRST.get(words[i].text, []):
            k = len(cue.words)
            if tuple(w.text for w in words[i : i + k]) == cue.words and all(
                w.clause == words[i].clause for w in words[i : i + k]
            ):
                match = _Found(cue, i, i + k)
                break
        if match is not None:
            found.append(match)
            i = match.end
        else:
            i += 1
    return found


_NOT_FORMS = _set(
    "not never don't doesn't didn't isn't aren't wasn't weren't won't can't haven't hasn't"
)


def _not_anymore(words: Sequence[_Word]) -> list[tuple[int, int]]:
    """(negation, "anymore") positions of "not ... anymore" / "not ... any longer" in one
    clause, at most `AFTER_WINDOW + 2` words apart."""
    pairs: list[tuple[int, int]] = []
    last_not: int | None = None
    for i, w in enumerate(words):
        if w.text in _NOT_FORMS:
            last_not = i
        closing = w.text == "anymore" or (
            w.text in {"more", "longer"} and i > 0 and words[i - 1].text == "any"
        )
        if closing and last_not is not None:
            if words[last_not].clause == w.clause and i - last_not <= AFTER_WINDOW + 2:
                pairs.append((last_not, i))
            last_not = None
    return pairs


def _negated(words: Sequence[_Word], at: int) -> bool:
    """A negation, modal or plan at most `NEGATION_WINDOW` words before `at`, same clause."""
    for j in range(max(0, at - NEGATION_WINDOW), at):
        if words[j].clause == words[at].clause and words[j].text in NEGATORS:
            return True
    return False


def _followed_by_place(words: Sequence[_Word], after: int) -> bool:
    """ "<it> at/in/on the|my|home ...": the thing was put somewhere."""
    if after >= len(words) or words[after].text not in _PLACES:
        return False
    nxt = words[after + 1].text if after + 1 < len(words) else ""
    return nxt in _DETERMINERS or nxt in {"my", "home", "work", "there", "here"}


@dataclass(frozen=True)
class Ended:
    """A name the sentence ends, and the cue that ends it."""

    index: int
    """Position of the name in the `names` given."""
    cue: str


def _mentions(words: Sequence[_Word], names: Sequence[frozenset[str]]) -> dict[int, list[int]]:
    """Word position -> the names one of whose content words it is, unless the word runs on
    into a capitalised word that is not part of that name ("Maple Street" does not name
    "Maple Grove Elementary")."""
    by_word: dict[str, list[int]] = {}
    for k, name_words in enumerate(names):
        for name_word in name_words:
            by_word.setdefault(name_word, []).append(k)
    out: dict[int, list[int]] = {}
    for i, w in enumerate(words):
        named = by_word.get(w.text)
        if not named:
            continue
        nxt = words[i + 1] if i + 1 < len(words) and not w.possessive else None
        if nxt is not None and nxt.capital and nxt.clause == w.clause:
            named = [k for k in named if nxt.text in names[k]]
        if named:
            out[i] = named
    return out


def _name_run_end(
    words: Sequence[_Word], i: int, names: list[int], content: Sequence[frozenset[str]]
) -> int:
    """The position after the run of words from `i` that belong to one of `names`."""
    j = i + 1
    while j < len(words) and any(words[j].text in content[k] for k in names):
        j += 1
    return j


def _after(
    words: Sequence[_Word],
    found: _Found,
    mentions: dict[int, list[int]],
    content: Sequence[frozenset[str]],
) -> list[int]:
    """The names the cue governs after it: the first non-bridge word, or (a movement) the
    word after "from"."""
    out: list[int] = []
    clause = words[found.start].clause
    limit = min(len(words), found.end + AFTER_WINDOW + 1)
    first = True
    for i in range(found.end, limit):
        w = words[i]
        if w.clause != clause:
            break
        previous = words[i - 1].text if i > found.end else ""
        if i in mentions and not w.possessive:
            destination = found.cue.moving and previous in _DESTINATIONS and previous != "from"
            if (first or (found.cue.moving and previous == "from")) and not destination:
                end = _name_run_end(words, i, mentions[i], content)
                if not (found.cue.placed and _followed_by_place(words, end)):
                    out.extend(mentions[i])
            first = False
            continue
        if w.text not in BRIDGE:
            first = False
    return out


def _subject_cue_fits(words: Sequence[_Word], found: _Found) -> bool:
    """What follows a cue lets its subject be what ends: nothing, a time or particle word
    ("moved away", "left last week"), "the company" ..., "my"/"our" for some cues."""
    nxt = found.end
    if nxt >= len(words) or words[nxt].clause != words[found.start].clause:
        return True
    after = words[nxt].text
    if found.cue.words == ("left",) and after in _PLACES:
        return False
    if after in _AFTER_SUBJECT_CUE:
        return True
    if after in {"my", "our"} and found.cue.words in _POSSESSIVE_OK:
        return True
    return (
        after in _DETERMINERS and nxt + 1 < len(words) and words[nxt + 1].text in _LEAVE_OK_OBJECTS
    )


def _before(
    words: Sequence[_Word], found: _Found, mentions: dict[int, list[int]], passive: bool
) -> list[int]:
    """The names that are the cue's subject: just before it (past "is", "was", "got" ...),
    not possessive, and the cue without an object of its own ("moved its office")."""
    if not passive and not _subject_cue_fits(words, found):
        return []
    clause = words[found.start].clause
    i = found.start - 1
    skipped = 0
    while i >= 0 and words[i].clause == clause and skipped <= BEFORE_WINDOW:
        if i in mentions:
            return [] if words[i].possessive else list(mentions[i])
        if words[i].text not in _SUBJECT_BRIDGE and words[i].text not in GENERIC:
            return []
        skipped += 1
        i -= 1
    return []


def _cancelled(words: Sequence[_Word], found: _Found, trips: frozenset[int]) -> bool:
    """The cue is negated, planned or not a change at all ("stopped at Target", "two weeks
    left", "left Lisbon for the weekend")."""
    if _negated(words, found.start):
        return True
    words_of = found.cue.words
    if found.end < len(words) and words[found.end].text in _NOT_AFTER.get(words_of, ()):
        return True
    if words_of == ("left",) and found.start > 0 and words[found.start - 1].text in _LEFT_NOT_VERB:
        return True
    return found.cue.moving and words[found.start].clause in trips


def _passive(words: Sequence[_Word], found: _Found) -> bool:
    """A participle after "was", "got" ... ("Duncan was replaced"): its subject is ended."""
    return (
        len(found.cue.words) == 1
        and found.cue.words[0] in _PARTICIPLES
        and found.start > 0
        and words[found.start - 1].text in PASSIVE
        and words[found.start - 1].clause == words[found.start].clause
    )


def _trip_clauses(words: Sequence[_Word]) -> frozenset[int]:
    """The clauses that speak of a trip ("for the weekend"): a movement in them is no move."""
    return frozenset(w.clause for w in words if w.text in _TRIP)


def ended_names(sentence: str, names: Sequence[str]) -> list[Ended]:
    """Which of `names` the sentence ends (see the module docstring); each at most once, in
    the order of `names`."""
    if sentence.rstrip().endswith("?") or not has_change_cue(sentence):
        return []
    words = _words(sentence)
    content = [content_words(n) for n in names]
    mentions = _mentions(words, content)
    if not mentions:
        return []
    ended: dict[int, str] = {}
    trips = _trip_clauses(words)
    for found in _cues_in(words):
        if _cancelled(words, found, trips):
            continue
        hits: list[int] = []
        passive = _passive(words, found)
        if found.cue.after and not passive:
            hits += _after(words, found, mentions, content)
        if found.cue.before or passive:
            hits += _before(words, found, mentions, passive)
        for k in hits:
            ended.setdefault(k, " ".join(found.cue.words))
    for start, end in _not_anymore(words):
        if _negated(words, start):
            continue
        for i in range(start + 1, end):
            for k in mentions.get(i, []):
                ended.setdefault(k, "not ... anymore")
    return [Ended(k, ended[k]) for k in sorted(ended)]
