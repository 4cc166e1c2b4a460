"""A pastime said as one's new passion or beside a habit of doing it: "drone photography is the
new obsession", "my new thing is padel", "Now it's trail running with Sipho every Saturday",
"Recommend a bouldering spot near Shibuya? I go three times a week", "Help me pick a pottery
wheel? I'm at the studio every Sunday", "which app do you use for birding? I'm out with my
binoculars every weekend" (`hobby`).

The readers read a pastime from doing it ("I do pottery"), so one named in a request for its
gear or a place to do it, with the habit said after, was read as nothing or misread ("diet:
go" of "I go three times a week"). Here, for the speaker:

- "<pastime> is (the / my) new obsession / thing / addiction / passion / hobby", "my new
  obsession / thing / hobby is <pastime>", "now it's <pastime> (with / every / at / on)": the
  pastime said, one to three words with a pastime of the lexicon (`lexicon.category_slot`) or
  a word ending in -ing as its last ("drone photography", "trail running");
- "when (ever) / every time I go <pastime>" ("Which line is best for snapper when I go fishing
  off the rocks?"), in a question too, and the speaker at or back from its practice ("i was at
  choir practice", "just got back from netball training"), a pastime of the lexicon;
- a pastime of the lexicon said anywhere in a message that also says, in the first person, a
  habit of going (`_HABIT`: "I go three times a week", "I'm at the studio every Sunday", "I'm
  out with my binoculars every weekend", "I play every Tuesday"), when the message names only
  that one pastime.

Not when the sentence of the pastime puts it in the past or ends it ("used to", "gave up",
"sold", "haven't touched"). Claims of the same message on `hobby` whose value is a verb of the
habit ("play", "go", "bake") or another slot's claim of the habit's words ("diet: go") give
way, and so do pastime claims of some of the pastime's words ("drone" of "drone
photography"). Pure; bounded patterns over at most `_READ_CHARS` of the message (linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim
from chronofact.extractors.claims.sentences import sentence_around
from chronofact.extractors.conversation.lexicon import CATEGORY_SLOTS
from chronofact.extractors.conversation.statements import named_claim

__all__ = ["pastimes_by_habit"]

_SLOT = "hobby"
_READ_CHARS = 1200
_PASTIMES = frozenset(w for w, slot in CATEGORY_SLOTS.items() if slot == _SLOT)
_PASTIME_WORD = re.compile(
    r"(?<![\w-])(?P<p>"
    + "|".join(sorted(map(re.escape, _PASTIMES), key=len, reverse=True))
    + r")(?![\w-])",
    re.IGNORECASE,
)
_PHRASE = r"(?P<phrase>[a-z][a-z-]+(?:\s+[a-z][a-z-]+){0,2})"
_NEW_PASSION = re.compile(
    _PHRASE + r"\s+(?:is|['\u2019]s)\s+(?:now\s+)?(?:the|my)\s+new\s+(?:obsession|thing|addiction|"
    r"passion|hobby|love|religion)\b"
    r"|\bmy\s+new\s+(?:obsession|thing|addiction|passion|hobby|love)\s+is\s+"
    + _PHRASE.replace("(?P<phrase>", "(?P<phrase2>")
    + r"|\bnow\s+it['\u2019]?s\s+(?:all\s+)?"
    + _PHRASE.replace("(?P<phrase>", "(?P<phrase3>")
    + r"(?=\s+(?:with|every|at|on|in|most|three|twice|four|five|\d)\b)",
    re.IGNORECASE,
)
_HABIT = re.compile(
    r"\bI(?:['\u2019]m|\s+am)?\s+(?:(?:usually|normally|now|still|also)\s+)?"
    r"(?:go|play|train|climb|ride|paint|practi[cs]e|(?:at|out|down|up)\s+(?:(?:the|my)\s+)?[a-z]*)"
    r"[^.!?]{0,40}?\b(?:every\s+(?:day|week|weekend|morning|evening|night|(?:Mon|Tues|Wednes|"
    r"Thurs|Fri|Satur|Sun)day)|(?:once|twice|three\s+times|four\s+times|five\s+times|\d\s+times|"
    r"\d\s*x)\s+a\s+week|most\s+(?:days|weekends|evenings|mornings))\b",
    re.IGNORECASE,
)
_WHEN_I_GO = re.compile(
    r"\b(?:when(?:ever)?|every\s+time|each\s+time)\s+I\s+go\s+(?P<p>[a-z]+ing)\b",
    re.IGNORECASE,
)
"""A pastime said as one's habit inside a question or a tip asked for ("Which line is best for
snapper when I go fishing off the rocks?")."""
_BEEN_AT = re.compile(
    r"\b(?:I\s+was|I['\u2019]?m|I\s+am|I['\u2019]?ve\s+been|just\s+got\s+back|back|running\s+late|"
    r"late|home|straight)\s+(?:at|from|for|to)\s+(?:my\s+)?(?P<p>[a-z-]+)\s+(?:practice|"
    r"training|rehearsal|session|club|lesson|class)\b",
    re.IGNORECASE,
)
"""The speaker at or back from a pastime's practice ("i was at choir practice", "just got back
from netball training"), a pastime of the lexicon."""
_GIVEN_UP = re.compile(
    r"\b(?:used\s+to|gave\s+up|given\s+up|quit|sold|stopped|haven['\u2019]?t\s+touched|"
    r"no\s+longer|over\s+it|done\s+with|miss)\b",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"[,;:\u2013\u2014]|\s-\s|\s(?:but|and|so)\s")
"""Where a clause ends: a comma, a dash ("... to fund a drone — drone photography is the new
obsession"), "but", "and", "so"."""
_HABIT_VERBS = frozenset({"go", "play", "train", "climb", "ride", "paint", "bake", "three", "four"})
_LAST_OK = re.compile(r"(?:ing|photography|pottery|yoga|padel|golf|chess|tennis)$")


def _pastime_like(phrase: str) -> bool:
    """One to three words with a pastime of the lexicon, or an -ing word, last."""
    words = phrase.casefold().split()
    if not words or words[0] in {"it", "this", "that", "which", "what", "there"}:
        return False
    return words[-1] in _PASTIMES or bool(_LAST_OK.search(words[-1]))


def _phrase_of(m: re.Match[str]) -> tuple[str, tuple[int, int]] | None:
    for group in ("phrase", "phrase2", "phrase3"):
        said = m.group(group)
        if said:
            words = said.split()
            while words and words[0].casefold() in {"the", "a", "my", "all", "now", "so"}:
                words = words[1:]
            phrase = " ".join(words)
            start = m.start(group) + len(said) - len(phrase)
            return (phrase, (start, start + len(phrase))) if phrase else None
    return None


def _found(text: str) -> tuple[str, tuple[int, int]] | None:
    for m in _NEW_PASSION.finditer(text):
        got = _phrase_of(m)
        if got is None or not _pastime_like(got[0]):
            continue
        lo = sentence_around(text, m.start())[0]
        breaks = list(_CLAUSE_BREAK.finditer(text, lo, m.start()))
        if _GIVEN_UP.search(text, breaks[-1].end() if breaks else lo, m.end()):
            continue  # "Sold the Warhammer army, drone photography is the new obsession"
        return got
    for m in [*_WHEN_I_GO.finditer(text), *_BEEN_AT.finditer(text)]:
        if m.group("p").casefold() in _PASTIMES:
            lo, hi = sentence_around(text, m.start())
            if not _GIVEN_UP.search(text, lo, hi):
                return m.group("p"), m.span("p")
    said = {m.group("p").casefold(): m for m in _PASTIME_WORD.finditer(text)}
    if len(said) != 1 or not _HABIT.search(text):
        return None
    m = next(iter(said.values()))
    lo, hi = sentence_around(text, m.start())
    if _GIVEN_UP.search(text, lo, hi):
        return None
    return m.group("p"), m.span("p")


def _gives_way(claim: Claim) -> bool:
    value = str(claim.object or claim.value or "").casefold()
    return claim.predicate in (_SLOT, "diet") and value in _HABIT_VERBS


def _part_of(claim: Claim, words: set[str], pastime: str) -> bool:
    """A pastime claim whose value is some of the pastime's words ("drone" of "drone
    photography")."""
    value = str(claim.object or claim.value or "").casefold()
    return (
        claim.predicate == _SLOT
        and value != pastime.casefold()
        and bool(value)
        and set(value.split()) < words
    )


def pastimes_by_habit(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with a pastime said as a new passion or beside a habit (see the module
    docstring)."""
    speaker = message.speaker
    if not speaker:
        return claims
    text = message.text[:_READ_CHARS]
    found = _found(text)
    if found is None:
        return claims
    pastime, span = found
    words = set(pastime.casefold().split())
    kept = [c for c in claims if not _gives_way(c) and not _part_of(c, words, pastime)]
    if any(
        c.predicate == _SLOT and str(c.object or c.value or "").casefold() == pastime.casefold()
        for c in kept
    ):
        return kept
    return [*kept, named_claim(speaker, _SLOT, pastime, "assert", message.observed_at, span)]
