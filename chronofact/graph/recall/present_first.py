"""Present first for messages: of two results about the same thing, the later word leads.

A fact's versions already answer "what holds at the basis" (a key collapses into its holding
version, `results`). Messages have no versions: "I live in Madrid" (January) and "we live in
Valencia now" (September) are two sources, and fusion ranks them by words alone, so the older
one often comes first and an agent reading the answer is led to the stale value. This stage
puts them in time order, without changing which results are returned (it only permutes the
final `k`):

- **same topic**: two results, at least one of them a message, said by / about the same
  person (a message's speaker, a fact's subject) that share a content word (not a stop word,
  not the person's own name): "Madrid" in both, "Deloitte" in a fact and a later message. Two
  facts are never related here (their order is the bitemporal model's); topics are the
  connected groups of this relation.
- **timeline at the basis**: within a topic, what was said at or before the basis's
  `valid_at` comes first, the latest first (the state at the basis), then what was said after
  it, oldest first. With no time in the question the basis is now, so the newest message
  leads; asked about March 2025, the message of January leads and September's comes after.
  A fact is placed by when it was said (its newest source); facts keep their order among
  themselves.
- members of a topic that the leader outdates are marked `earlier`, members said after the
  basis `later`; `context` labels them so (`earlier: ...`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from chronofact.graph.entities import name_key
from chronofact.graph.recall.results import RecallResult, Timeline
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


@dataclass(frozen=True)
class Said:
    """What a result says, by or about whom, and when it was said."""

    who: frozenset[str]
    """Name keys of whom it is by or about: a message's speaker; a fact's subject and the
    speakers of its sources ("my dad is a plumber", said by Gwen, is about Gwen too)."""
    at: datetime | None
    words: frozenset[str]


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


def topics(results: Sequence[RecallResult]) -> list[list[int]]:
    """Groups (result positions, ascending) of two or more results about one topic, each with
    a message in it; facts alone never group (see the module docstring)."""
    said = [said_of(r) for r in results]
    parent = list(range(len(results)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i in range(len(results)):
        for j in range(i + 1, len(results)):
            if results[i].kind == "fact" and results[j].kind == "fact":
                continue
            if same_topic(said[i], said[j]):
                parent[root(j)] = root(i)
    groups: dict[int, list[int]] = {}
    for i in range(len(results)):
        groups.setdefault(root(i), []).append(i)
    return [g for g in groups.values() if len(g) > 1]


def timeline_key(at: datetime | None, cutoff: datetime) -> tuple[int, float]:
    """Order within a topic: said at or before `cutoff`, latest first; then said after it,
    oldest first; unknown times last."""
    if at is None:
        return (2, 0.0)
    if at <= cutoff:
        return (0, -at.timestamp())
    return (1, at.timestamp())


def present_first(results: Sequence[RecallResult], valid_at: datetime) -> list[RecallResult]:
    """The results with each topic's members in timeline order at `valid_at` (in the
    positions the topic held; facts keep their order among themselves), each member marked
    `latest`, `earlier` or `later`."""
    out = list(results)
    said = [said_of(r) for r in results]
    for topic_id, group in enumerate(topics(results)):
        by_time = sorted(group, key=lambda i: (timeline_key(said[i].at, valid_at), i))
        facts_in_rank = iter([i for i in group if results[i].kind == "fact"])
        placed = [next(facts_in_rank) if results[i].kind == "fact" else i for i in by_time]
        lead = said[placed[0]].at
        for slot, i in zip(group, placed, strict=True):
            out[slot] = dataclasses.replace(
                results[i], topic=topic_id, timeline=_mark(said[i].at, lead, valid_at, i, placed)
            )
    return out


def _mark(
    at: datetime | None, lead: datetime | None, valid_at: datetime, i: int, placed: list[int]
) -> Timeline:
    if i == placed[0]:
        return "latest"
    if at is not None and at > valid_at:
        return "later"
    if at is not None and lead is not None and at < lead:
        return "earlier"
    return "same"
