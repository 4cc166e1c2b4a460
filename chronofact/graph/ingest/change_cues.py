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
- **inside** "not ... anymore" ("Not at Target anymore"), or right after the negation of
  "not <it> these days / nowadays" ("not spotify these days").

A spell that ran out ends what it was a spell of: "the vegan thing lasted till easter", "my
keto phase lasted six weeks" ("thing", "phase", "stint", ... before "lasted"; not "the vegan
festival lasted till midnight"); a spell word may also stand between a thing and any cue whose
subject it is ("the japanese thing is over").

Lapses count as cues too: lost ("we lost Mochi"), handed on ("gave Coco to her daughter",
"gave" only with "to"/"away" after it), put away ("the ThinkPad is in a drawer now",
"gathering dust", "in storage") and barely used ("I barely touch chess").

Never: in a question (a statement before a questioning aside is no question: "Dr Murphy
retired, who knew??"); with a negation or a modal/plan before the cue ("didn't quit", "might
leave", "thinking about quitting", "if I sold"); "left/dropped <it> at/in/on the ..."
(a place, not a change: "I left my Pixel at home"); a trip ("left Lisbon for the weekend");
"dropped off/by"; a plain mention without a cue ("Shopify's new office is nice").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from chronofact.extractors.change_words import (
    AFTER_WINDOW,
    BRIDGE,
    CUE_RE,
    CUES_BY_FIRST_WORD,
    DESTINATIONS,
    DETERMINERS,
    GENERIC,
    HANDED_ON,
    LAPSE_TIMES,
    LAPSED,
    LEFT_NOT_VERB,
    NEGATION_WINDOW,
    NEGATORS,
    NOT_AFTER,
    NOT_NOW,
    PARTICIPLES,
    PASSIVE,
    PLACES,
    SEASONS,
    STOP,
    TRIP,
    VERB_THEN_PLACE,
    Cue,
    word_set,
)
from chronofact.extractors.change_words_gone import LAPSE_AFTER_LET, OUTRANKED, RANKED_AFTER
from chronofact.graph.ingest.cue_subject import cue_subject
from chronofact.graph.ingest.cue_words import Word as _Word
from chronofact.graph.ingest.cue_words import fold
from chronofact.graph.ingest.cue_words import words as _words
from chronofact.graph.ingest.own_verb import own_verb as _own_verb
from chronofact.graph.ingest.question_aside import statement_before_aside

__all__ = ["Ended", "content_words", "ended_names", "fold", "has_change_cue", "owned_by_other"]


def folded_words(text: str) -> list[str]:
    """The words of `text`, folded (`fold`), apostrophes kept ("i'm", "haven't")."""
    return re.findall(r"[\w']+", fold(text))


@functools.lru_cache(maxsize=4096)
def has_change_cue(text: str) -> bool:
    """The cheap test: some word of a change cue occurs in `text`. Kept per text: ingest asks
    it of one message three or four times (change resolution, the change plan, the same-slot
    stages), and `CUE_RE`'s alternation of some 200 cues takes 0.3 ms a message."""
    return CUE_RE.search(text) is not None


def content_words(name: str) -> frozenset[str]:
    """The words of a name that can name it alone: folded, not a stop word, generic word,
    number or single letter ("2012 Honda Civic" -> honda, civic; "Dr. Okafor" -> okafor)."""
    words = re.findall(r"[^\W_]+", fold(name))
    return frozenset(
        w for w in words if len(w) > 1 and not w.isdigit() and w not in GENERIC and w not in STOP
    )


@dataclass(frozen=True)
class _Found:
    cue: Cue
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
        for cue in CUES_BY_FIRST_WORD.get(words[i].text, []):
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


_NOT_FORMS = word_set(
    "not never don't doesn't didn't isn't aren't wasn't weren't won't can't haven't hasn't"
)


def _closes_now(words: Sequence[_Word], i: int) -> bool:
    """ "nowadays" / "these days" ends at `i`: a time word that, after a negation, says a state
    no longer holds ("not spotify these days")."""
    w = words[i].text
    return w in NOT_NOW or (w == "days" and i > 0 and words[i - 1].text == "these")


def _bridged(words: Sequence[_Word], start: int, mentions: dict[int, list[int]]) -> bool:
    """The first word after the negation at `start` that is not a bridge word is a named
    thing ("not at Spotify these days"), not "not sure about Spotify these days"."""
    for j in range(start + 1, len(words)):
        if j in mentions:
            return True
        if words[j].text not in BRIDGE:
            return False
    return False


def _not_anymore(words: Sequence[_Word], mentions: dict[int, list[int]]) -> list[tuple[int, int]]:
    """(negation, closing word) positions of "not ... anymore" / "not ... any longer" in one
    clause, at most `AFTER_WINDOW + 2` words apart; also "not <thing> these days/nowadays",
    the thing right after the negation (past bridge words)."""
    pairs: list[tuple[int, int]] = []
    last_not: int | None = None
    for i, w in enumerate(words):
        if w.text in _NOT_FORMS:
            last_not = i
        closing = w.text == "anymore" or (
            w.text in {"more", "longer"} and i > 0 and words[i - 1].text == "any"
        )
        if not closing and last_not is not None and _closes_now(words, i):
            closing = _bridged(words, last_not, mentions)
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
    if after >= len(words) or words[after].text not in PLACES:
        return False
    nxt = words[after + 1].text if after + 1 < len(words) else ""
    then = words[after + 2].text if after + 2 < len(words) else ""
    if nxt in DETERMINERS and then in SEASONS:
        return False  # "in the spring": a time
    return nxt in DETERMINERS or nxt in {"my", "home", "work", "there", "here"}


@dataclass(frozen=True)
class Ended:
    """A name the sentence ends, and the cue that ends it."""

    index: int
    """Position of the name in the `names` given."""
    cue: str


MIN_STEMMED = 4
"""Words this long or longer name a value by their stem ("knittings" names "knit", "bake"
names "baking sourdough")."""
_SUFFIXES = ("ings", "ing", "ers", "er", "ed", "es", "s", "e")


def _stem(word: str) -> str:
    """The word without one inflection ending, a doubled last consonant undone."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiou":
        word = word[:-1]
    return word


def _mentions(words: Sequence[_Word], names: Sequence[frozenset[str]]) -> dict[int, list[int]]:
    """Word position -> the names one of whose content words it is, unless the word runs on
    into a capitalised word that is not part of that name ("Maple Street" does not name
    "Maple Grove Elementary")."""
    by_word: dict[str, list[int]] = {}
    by_stem: dict[str, list[int]] = {}
    for k, name_words in enumerate(names):
        for name_word in name_words:
            by_word.setdefault(name_word, []).append(k)
            if len(name_word) >= MIN_STEMMED:
                by_stem.setdefault(_stem(name_word), []).append(k)
    out: dict[int, list[int]] = {}
    for i, w in enumerate(words):
        named = by_word.get(w.text)
        if not named and len(w.text) >= MIN_STEMMED and not w.capital:
            named = by_stem.get(_stem(w.text))
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
    verb = found.cue.words in VERB_THEN_PLACE  # one verb of its own may follow the cue
    for i in range(found.end, limit):
        w = words[i]
        if w.clause != clause:
            break
        previous = words[i - 1].text if i > found.end else ""
        if i in mentions and not w.possessive:
            destination = found.cue.moving and previous in DESTINATIONS and previous != "from"
            if (first or (found.cue.moving and previous == "from")) and not destination:
                end = _name_run_end(words, i, mentions[i], content)
                if not (found.cue.placed and _followed_by_place(words, end)):
                    out.extend(mentions[i])
            first = False
            continue
        if w.text not in BRIDGE:
            if first and verb and _own_verb(words, i, found.cue.words, mentions):
                verb = False
                continue
            first = False
    return out


def _cancelled(words: Sequence[_Word], found: _Found, trips: frozenset[int]) -> bool:
    """The cue is negated, planned or not a change at all ("stopped at Target", "two weeks
    left", "left Lisbon for the weekend")."""
    if _negated(words, found.start):
        return True
    words_of = found.cue.words
    nxt = words[found.end] if found.end < len(words) else None
    if nxt and nxt.clause == words[found.start].clause and nxt.text in NOT_AFTER.get(words_of, ()):
        return True
    if words_of == ("left",) and found.start > 0 and words[found.start - 1].text in LEFT_NOT_VERB:
        return True
    if words_of in {("gave",), ("handed",)}:
        if nxt is not None and nxt.text == "to":
            return True  # "was handed to the security team": the one handed it, no lapse
        return not _said_later(words, found, HANDED_ON, AFTER_WINDOW + 2)
    if words_of in LAPSED:
        return not _said_later(words, found, LAPSE_TIMES, AFTER_WINDOW + 4)
    if words_of == ("let",):  # "let my Flyefit membership lapse"
        return not _said_later(words, found, LAPSE_AFTER_LET, AFTER_WINDOW + 2)
    if words_of in OUTRANKED:  # "overtook Emma as my favourite", not "overtook Tom on the lap"
        return not _said_later(words, found, RANKED_AFTER, AFTER_WINDOW + 4)
    if words_of in _RESCHEDULING and any(
        _to_a_time(words, k) for k in _object_then(words, found.end, _THING_WORDS)
    ):
        return True  # "Spanish moved to Tuesdays", "moved pottery to Saturday mornings"
    if words_of in _RESCHEDULING and _from_a_time_to_a_time(words, found.end):
        return True  # "Switched my French lessons from Monday to Wednesday": rescheduled
    return found.cue.moving and words[found.start].clause in trips


_RESCHEDULING = frozenset({("moved",), ("switched",)})
"""Cues that also move a thing in time: to a time, nothing ends."""
_A_TIME = re.compile(
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:mon|tue|wed|thu|fri|sat|sun)s?|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"\d{1,2}(?:[:.]\d\d)?(?:am|pm)?|noon|midday|midnight|tomorrow|tonight|weekends?|"
    r"mornings?|afternoons?|evenings?|lunchtime"
)
"""A word that names a time ("Tuesdays", "10", "3pm", "9:45", "June", "evenings")."""


_THING_WORDS = 3
"""How many words a thing moved in time may take between the cue and "to" ("moved the
standup to 10am")."""


def _object_then(words: Sequence[_Word], end: int, most: int) -> range:
    """The positions right after the cue and after each of its next `most` words in its
    clause, where a "to <time>" may stand."""
    if end >= len(words):
        return range(end, end + 1)
    clause = words[end].clause
    last = end
    while last < min(len(words), end + most) and words[last].clause == clause:
        last += 1
    return range(end, last + 1)


def _to_a_time(words: Sequence[_Word], end: int) -> bool:
    """ "to/till/until" and a time right after the cue ("moved to Tuesdays", "moved to the
    evenings", "switched to 7am")."""
    if end + 1 >= len(words) or words[end].text not in ("to", "till", "until"):
        return False
    k = end + 1
    if words[k].text in ("the", "next", "this", "every") and k + 1 < len(words):
        k += 1
    return words[k].clause == words[end].clause and _A_TIME.fullmatch(words[k].text) is not None


def _from_a_time_to_a_time(words: Sequence[_Word], end: int) -> bool:
    """ "from <time> to <time>" in the cue's clause after the cue ("switched my lessons from
    Monday to Wednesday"), within `AFTER_WINDOW` + 4 words."""
    if end >= len(words):
        return False
    clause = words[end].clause
    stop = min(len(words), end + AFTER_WINDOW + 4)
    for k in range(end, stop - 3):
        if words[k].clause != clause:
            return False
        if words[k].text == "from" and _A_TIME.fullmatch(words[k + 1].text):
            return _to_a_time(words, k + 2) or _to_a_time(words, k + 3)
    return False


def _said_later(words: Sequence[_Word], found: _Found, wanted: frozenset[str], reach: int) -> bool:
    """One of `wanted` within `reach` words after the cue, in its clause: "gave <it> to/away"
    (`HANDED_ON`), "haven't touched <it> since/in months" (`LAPSE_TIMES`)."""
    clause = words[found.start].clause
    stop = min(len(words), found.end + reach)
    return any(
        words[j].clause == clause and words[j].text in wanted for j in range(found.end, stop)
    )


def _passive(words: Sequence[_Word], found: _Found) -> bool:
    """A participle after "was", "got" ... ("Duncan was replaced"): its subject is ended."""
    return (
        len(found.cue.words) == 1
        and found.cue.words[0] in PARTICIPLES
        and found.start > 0
        and words[found.start - 1].text in PASSIVE
        and words[found.start - 1].clause == words[found.start].clause
    )


def _trip_clauses(words: Sequence[_Word]) -> frozenset[int]:
    """The clauses that speak of a trip ("for the weekend"): a movement in them is no move."""
    return frozenset(w.clause for w in words if w.text in TRIP)


_HEADS = word_set("gym school office company job team club account bank car phone project")
"""Generic words that name a lower-case value they open, said with a determiner: "left the
bank" names "bank in Amman"."""
_OWNING = word_set("the my our his her their")
_HEAD_AFTER = word_set("for to last")


def _add_heads(
    words: Sequence[_Word], names: Sequence[str], mentions: dict[int, list[int]]
) -> None:
    """Add (in place) "the <head>" for the lower-case names opening with that generic head."""
    heads: dict[str, list[int]] = {}
    for k, name in enumerate(names):
        first = name.split()[0] if name.split() else ""
        if first[:1].islower() and fold(first) in _HEADS:
            heads.setdefault(fold(first), []).append(k)
    if not heads:
        return
    for i, w in enumerate(words):
        if i == 0 or w.text not in heads or words[i - 1].text not in _OWNING or w.possessive:
            continue
        nxt = words[i + 1] if i + 1 < len(words) else None
        # the clause ends at the head ("left the bank, ..."): not "left the gym early today"
        if nxt is None or nxt.clause != w.clause or nxt.text in _HEAD_AFTER:
            known = mentions.setdefault(i, [])
            known.extend([k for k in heads[w.text] if k not in known])


def ended_names(sentence: str, names: Sequence[str]) -> list[Ended]:
    """Which of `names` the sentence ends (see the module docstring); each at most once, in
    the order of `names`."""
    if sentence.rstrip().endswith("?"):
        sentence = statement_before_aside(sentence)
    if not sentence or not has_change_cue(sentence):
        return []
    words = _words(sentence)
    content = [content_words(n) for n in names]
    mentions = _mentions(words, content)
    _add_heads(words, names, mentions)
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
            hits += cue_subject(words, found.cue, found.start, found.end, mentions, passive)
        for k in hits:
            ended.setdefault(k, " ".join(found.cue.words))
    for start, end in _not_anymore(words, mentions):
        if _negated(words, start):
            continue
        for i in range(start + 1, end):
            for k in mentions.get(i, []):
                ended.setdefault(k, "not ... anymore")
    return [Ended(k, ended[k]) for k in sorted(ended)]


_OTHERS_OWNING = word_set("his her their")


def owned_by_other(sentence: str, name: str) -> bool:
    """A word of `name` follows someone else's possessive: a capitalised name's ("my mate
    Rob's vegan phase lasted a week") or his/her/their -- that person's, not the speaker's;
    not a possessive that is part of the name ("quit Gold's Gym")."""
    content = content_words(name)
    words = _words(sentence)
    for i, w in enumerate(words[1:], start=1):
        before = words[i - 1]
        others = (before.possessive and before.capital) or before.text in _OTHERS_OWNING
        # "Gold's Gym", "Sainsbury's Bank": the possessive is part of the name itself
        if (
            others
            and before.text not in content
            and before.clause == w.clause
            and w.text in content
        ):
            return True
    return False
