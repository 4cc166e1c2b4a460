"""Present first for messages: a message saying something changed leads what it outdates.

A fact's versions already answer "what holds at the basis" (a key collapses into its holding
version, `results`). Messages have no versions: "I live in Madrid" (January) and "we said
goodbye to Madrid, we live in Valencia now" (September) are two sources, and fusion ranks them
by words alone, so the older one often comes first and an agent reading the answer is led to
the stale value. This stage fixes that order, and moves nothing else. It sees the first `k`
results and `RecallTuning.present_first_window` more, and the engine cuts to `k` after it: a
change ranked just below the cut that outdates a result above it takes its place in the `k`;
otherwise the same results come back, permuted:

- a **change message** is a message with a word saying something changed (`CHANGE_CUES`:
  left, quit, no longer, moved, switched, replaced, became, promoted, broke up, sold,
  instead, correction, update:, "... now." at a clause end) or that a state is new
  (`extractors.change_words.NOVELTY_RE`, ingest's broader net: "new dentist", "picked up a Kia
  Sportage", "on hold since June", "these days"; not in a question, and not "again": doing
  a thing again is no change). The broader net moves little on its own:
  the change must also share a content word with what it outdates, by the same person (on the
  LoCoMo dev conversations R@10 was 79.0 with it, 78.8 without);
- it **outdates** the results said before it by or about the same person (a message's
  speaker; a fact's subject and its sources' speakers) that share a content word with it (not
  a stop word, chat filler or the person's name): "Madrid" in both messages, "Deloitte" in a
  fact and a later message. What a result "said" is its time: a message's `observed_at`, a
  fact's newest source;
- **at the basis**: a change said at or before `valid_at` (with no time in the question, now)
  moves just above the highest-ranked result it outdates; asked about March 2025, a change
  said in September moves just below what it outdates that was said by then, so the state of
  March leads. Results about the same thing without a change word keep their order: two
  messages about one event are not a change.
- a question in the **past tense without a time** ("when did she go to the support group?",
  "where did Alice work?") asks about an earlier event or state, not the present: the stage
  leaves such answers alone (`asks_about_the_past`; the engine checks it).
- marks: the change `latest` (or `later`, after the basis), what it outdates `earlier` (or
  `latest`, at a past basis); they share a `topic`, so `context` lists the change just
  before a current fact it outdates and labels the older lines `earlier: ...`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from chronofact.extractors.change_words import NOVELTY_RE
from chronofact.graph.entities import name_key
from chronofact.graph.recall.results import RecallResult, Timeline
from chronofact.graph.recall.slot_news import SlotNews, on_slot
from chronofact.graph.recall.terms import STOP_WORDS
from chronofact.graph.time import from_db

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
MIN_WORD = 3
"""Shorter words (and numbers of fewer digits) do not make a topic."""
_CHAT_TEXT = """
    really pretty thing things stuff lot lots much many more most now today yesterday week
    weeks month months year years time times day days got get gets going went gone go goes
    like love loved just well good great nice new old back last next one two first since
    been being yeah yes sure thanks thank know think thought said says say make made way
    because after before while again around over out off only even though something
"""
CHAT_WORDS = frozenset(_CHAT_TEXT.split())
"""Chat filler that two messages of one person share without being about one thing."""
CHANGE_CUES = re.compile(
    r"\b(?:left|quit|quitting|stopped|no longer|anymore|any more|no more|moved|relocated"
    r"|switched|swapped|replaced|transferred|became|promoted|promotion|broke up|split up"
    r"|separated|divorced|got engaged|got married|sold|changed|correction|update:|instead"
    r"|these days|retired|dropped|gave up|cancell?ed|postponed|pushed back)\b"
    r"|\bnow\s*(?:[.!;]|$)",
    re.IGNORECASE,
)
"""Words saying that something changed: a message with one may outdate what the same person
said before about the same thing."""


@dataclass(frozen=True)
class Said:
    """What a result says, by or about whom, and when it was said."""

    who: frozenset[str]
    """Name keys of whom it is by or about: a message's speaker; a fact's subject and the
    speakers of its sources ("my dad is a plumber", said by Gwen, is about Gwen too)."""
    at: datetime | None
    words: frozenset[str]


PAST_TENSE = re.compile(
    r"\b(?:did|was|were|had|used to|previously|formerly|originally|before|earlier|ago)\b",
    re.IGNORECASE,
)
"""A question with one of these asks about the past ("when did she go to the support group",
"where did Alice work"): with no time in it, the stage leaves the order to the words."""


def asks_about_the_past(question: str) -> bool:
    """The question is in the past tense (or asks about before/earlier)."""
    return PAST_TENSE.search(question) is not None


def content_words(text: str, exclude: frozenset[str] = frozenset()) -> frozenset[str]:
    """The words of `text` that can make a topic: casefolded, at least `MIN_WORD` long, not a
    stop word, chat filler or one of `exclude` (the person's own name)."""
    out = set()
    for word in _WORD.findall(text.casefold()):
        if len(word) < MIN_WORD or word in STOP_WORDS or word in CHAT_WORDS or word in exclude:
            continue
        out.add(word)
    return frozenset(out)


def said_of(result: RecallResult) -> Said:
    """A message: its speaker, time and text; a fact: its subject, its newest source's time,
    and its statement, object and value."""
    if result.source is not None:
        who = _keys([result.source.speaker])
        return Said(who, from_db(result.source.observed_at), _words(result.source.text, who))
    fact = result.fact or {}
    sources = fact.get("sources") or []
    who = _keys([(fact.get("subject") or {}).get("name"), *(s.get("speaker") for s in sources)])
    times = [from_db(s.get("observed_at")) for s in sources]
    known = [t for t in times if t is not None]
    obj = fact.get("object") or {}
    text = " ".join(
        str(p) for p in (fact.get("statement"), obj.get("name"), fact.get("value")) if p
    )
    return Said(who, max(known) if known else None, _words(text, who))


def _keys(names: Sequence[object]) -> frozenset[str]:
    return frozenset(name_key(str(n)) for n in names if n)


def _words(text: str | None, who: frozenset[str]) -> frozenset[str]:
    return content_words(text or "", frozenset(w for key in who for w in key.split()))


def same_topic(a: Said, b: Said) -> bool:
    """By or about the same person and sharing a content word."""
    return bool(a.who & b.who) and bool(a.words & b.words)


def says_change(text: str | None) -> bool:
    """The message says that something changed ("left", "moved to", "no longer", "now" ...)."""
    return bool(text) and CHANGE_CUES.search(text or "") is not None


def says_new_state(text: str | None) -> bool:
    """The message says that a state is new ("new dentist", "picked up a Kia", "since June"),
    not in a question and not by "again" (doing a thing again is no change)."""
    if not text or text.rstrip().endswith("?"):
        return False  # "Anything new since last time?" asks
    return any(m.group().casefold() != "again" for m in NOVELTY_RE.finditer(text))


def outdated_by(said: Sequence[Said], c: int) -> list[int]:
    """Positions of the results the change message at `c` may outdate: said before it, by or
    about the same person, sharing a content word."""
    at = said[c].at
    if at is None:
        return []
    return [
        j
        for j, other in enumerate(said)
        if j != c and other.at is not None and other.at < at and same_topic(said[c], other)
    ]


def present_first(
    results: Sequence[RecallResult],
    valid_at: datetime,
    since: datetime | None = None,
    asks_a_state: Callable[[], bool] | None = None,
    news: Callable[[], tuple[str, SlotNews] | None] | None = None,
) -> list[RecallResult]:
    """The results with each change message moved above what it outdates (said at or before
    `valid_at`) or below what held at `valid_at` (said after it); nothing else moves. Marks:
    the change message `latest` (or `later`), what it outdates `earlier`; results linked by a
    change share its `topic`. Under a valid-time window [`since`, `valid_at`] a change said
    inside it does not move up (everything said in the window answers the question). With
    `asks_a_state()` true (the question asks about a slot), a message saying a state is new
    counts as a change too. With `news()` (the asked slot and a reader of news on it,
    `slot_news`; asked only when messages and facts are among the results), a message that is
    news on the asked slot outdates the facts on that slot said before it by or about the same
    person, with no word of change or shared word."""
    said = [said_of(r) for r in results]
    order = list(range(len(results)))
    marks: dict[int, Timeline] = {}
    topic: dict[int, int] = {}
    text_of = {
        i: r.source.text
        for i, r in enumerate(results)
        if r.source is not None and said[i].at is not None
    }
    changes = [i for i, text in text_of.items() if says_change(text)]
    new_states = [i for i, t in text_of.items() if i not in changes and says_new_state(t)]
    if new_states and asks_a_state is not None and asks_a_state():
        changes = sorted([*changes, *new_states])
    slot_news = _slot_news(results, said, text_of, changes, news)
    for c in sorted([*changes, *slot_news], key=lambda i: (said[i].at, i)):  # newest last
        at = said[c].at
        assert at is not None
        outdated = outdated_by(said, c)
        if c in slot_news:
            outdated = sorted(set(outdated) | set(slot_news[c]))
        if at > valid_at:
            outdated = [j for j in outdated if (said[j].at or at) <= valid_at]
        elif since is not None and at > since:
            continue
        if not outdated:
            continue
        ranks = [order.index(j) for j in outdated]
        here = order.index(c)
        order.pop(here)
        if at <= valid_at:
            order.insert(min(here, min(ranks)), c)
            marks.setdefault(c, "latest")
            marks.update({j: "earlier" for j in outdated})
        else:
            order.insert(max(here, max(ranks)), c)
            marks[c] = "later"
            marks.update({j: "latest" for j in outdated if marks.get(j) != "earlier"})
        topic.update({j: c for j in [c, *outdated]})
    return [
        dataclasses.replace(results[i], topic=topic.get(i), timeline=marks.get(i))
        if i in marks
        else results[i]
        for i in order
    ]


def _slot_news(
    results: Sequence[RecallResult],
    said: Sequence[Said],
    text_of: dict[int, str | None],
    changes: Sequence[int],
    news: Callable[[], tuple[str, SlotNews] | None] | None,
) -> dict[int, list[int]]:
    """The messages (not already changes) that are news on the asked slot, each with the facts
    on that slot said before it by or about the same person (`slot_news`); the messages are
    read only when such a fact is among the results."""
    if news is None or not text_of or all(r.fact is None for r in results):
        return {}
    asked = news()
    if asked is None:
        return {}
    slot, read = asked
    facts = [j for j, r in enumerate(results) if on_slot(r, slot)]
    if not facts:
        return {}

    def told_before(j: int, i: int) -> bool:  # fact j said before message i, of one person
        a, b = said[j].at, said[i].at
        return a is not None and b is not None and a < b and bool(said[j].who & said[i].who)

    candidates = [i for i in text_of if i not in changes and any(told_before(j, i) for j in facts)]
    out: dict[int, list[int]] = {}
    for i, yes in zip(candidates, read([str(text_of[i]) for i in candidates]), strict=True):
        if yes:
            out[i] = [j for j in facts if told_before(j, i)]
    return out
