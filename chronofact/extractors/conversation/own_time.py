"""A time said beside a value but of another thing does not date it (pure; applied to every
message's claims, whatever read them, before a bare "since" is resolved).

A claim is dated by a time of its sentence. Chat often says a second thing, with its own
time, in the next part of the sentence: "I'm learning German, B1 exam in March" (the exam's
March, not when German began), "Nomsa is engaged to a guy from Durban, wedding's next year",
"he's a pilot trainee with Air Peace now, first solo is next week", "she's with Rohan, they
met at a sangeet in June". And some times beside a value are not its start at all: a count of
years to an anniversary ("married 12 years this summer", "2 years in march"), an occasion
looked ahead to ("Spanish for the Madrid job in October"), a time after a word of a wish or a
plan. Such a claim is dated by the time said in its own part instead, else from the message.

A time after the value still dates it when the words between the break and the time only lead
to it or say the start ("at Oracle, back in 2019", "at Stripe now, joined in March", "in
Leeds, been there since May", "new job at Monzo, first day was 2 June"). Only asserts dated
by a time of their sentence are looked at; the look is bounded, so the cost is linear.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from datetime import datetime

from chronofact.extractors.base import Message
from chronofact.extractors.claims import MAX_SENTENCE_CHARS, Claim
from chronofact.extractors.claims.sentences import split_sentences
from chronofact.extractors.conversation.mood import times_of_clause
from chronofact.extractors.conversation.slot_vocab import is_time_predicate
from chronofact.extractors.temporal import TemporalMention, extract_temporal

__all__ = ["own_times"]

_MAX_CHARS = MAX_SENTENCE_CHARS * 4
_BREAK = re.compile(
    r"[,;:!?.()\u2014\u2013]|\s-\s|\s(?:and|but|so|though|because|cos|coz|cause)\s",
    re.IGNORECASE,
)
_LEADS = re.compile(
    r"\s*(?:(?:and|so|back|like|around|about|roughly|since|from|in|on|at|as\s+of|starting|"
    r"effective|until|till|ever|just|only|even|officially|finally|all|that|then|the|"
    r"(?:i|he|she|we|they|it)(?:'ve|\u2019ve|'s|\u2019s|'d)?|have|has|had|was|were|is|been|"
    r"there|here|started|starts|start|began|begun|joined|moved|switched|changed|went|over|"
    r"up|down|out|across|"
    r"made\s+the\s+(?:switch|move|jump)|first\s+day(?:\s+(?:was|is))?|start\s+date(?:\s+was)?|"
    r"took\s+over|signed|enrolled|registered)\s+)*",
    re.IGNORECASE,
)
"""Words between a break and a time that still dates the value before the break: leading
words and words of the start ("at Stripe now, joined in March")."""
_ONSET = re.compile(
    r"\b(?:started|starts|start|began|begun|joined|moved|shifted|switched|changed|became|"
    r"promoted|hired|got|bought|picked\s+up|issued|received|adopted|signed|enrolled|"
    r"registered|took\s+over|since|effective|first\s+day|start\s+date)\b",
    re.IGNORECASE,
)
"""A word of a start between the break and the time: the time is the value's start ("..., his
lease there started July 1", "..., the company issued it on 1st August")."""
_ANNIVERSARY = re.compile(
    r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|"
    r"twenty|thirty|forty|fifty)\s+(?:years?|yrs?|months?)\s+(?:in|on|this|next|come|by|at)?"
    r"\s*$",
    re.IGNORECASE,
)
"""A count of years or months right before a time: when an anniversary falls ("married 12
years this summer"), not when the state began."""
_LOOK_BEFORE = 40


def _value_at(sentence: str, offset: int, claim: Claim) -> int | None:
    """Where the claim's value is said in the sentence (its last place in the claim's span),
    or None."""
    shown = claim.object if claim.object is not None else claim.value
    if not shown:
        return None
    lo = max(0, claim.span[0] - offset)
    hi = min(len(sentence), claim.span[1] - offset + len(shown))
    at = sentence.lower().rfind(shown.lower(), lo, hi)
    if at < 0:
        at = sentence.lower().find(shown.lower())
    return None if at < 0 else at


def _of_another_part(sentence: str, value_end: int, m: TemporalMention) -> bool:
    """The time is said after the value, past a break, with words of something else between
    the last break and it ("..., B1 exam in March", "..., wedding's next year"): words that
    neither only lead to it nor say a start ("..., his lease there started July 1")."""
    if m.span[0] < value_end:
        return False
    cuts = list(_BREAK.finditer(sentence, value_end, m.span[0]))
    if not cuts:
        return False
    after = cuts[-1].end()
    if _LEADS.fullmatch(sentence, after, m.span[0]):
        return False
    return _ONSET.search(sentence, after, m.span[0]) is None


def _not_a_start(sentence: str, m: TemporalMention) -> bool:
    """A time that is no start wherever it stands: an anniversary's."""
    return _ANNIVERSARY.search(sentence, max(0, m.span[0] - _LOOK_BEFORE), m.span[0]) is not None


def _redated(
    claim: Claim, sentence: str, offset: int, mentions: Sequence[TemporalMention], at: datetime
) -> Claim:
    dating = [
        m
        for m in mentions
        if m.start == claim.valid_from and m.kind in ("point", "since", "range", "duration_ago")
    ]
    if not dating:
        return claim
    where = _value_at(sentence, offset, claim)
    if where is None:
        # a value not said in these words ("driving buses" read as "bus driver"): only the
        # times that are no start wherever they stand can be told ("30 years this spring")
        if all(_not_a_start(sentence, m) for m in dating):
            return dataclasses.replace(claim, valid_from=at)
        return claim
    value_end = where + len(claim.object if claim.object is not None else claim.value or "")
    allowed = times_of_clause(sentence, mentions, 0, len(sentence))
    foreign = [
        m
        for m in dating
        if m not in allowed or _of_another_part(sentence, value_end, m) or _not_a_start(sentence, m)
    ]
    if len(foreign) < len(dating):
        return claim  # another mention of the same time dates it in its own part
    own = [
        m
        for m in allowed
        if m.start is not None
        and m.kind != "until"
        and m not in foreign
        and not _of_another_part(sentence, value_end, m)
        and not _not_a_start(sentence, m)
    ]
    start = own[-1].start if own else at
    return dataclasses.replace(claim, valid_from=start)


def own_times(message: Message, claims: list[Claim]) -> list[Claim]:
    """The claims, those dated by a time of another thing dated by their own (see the module
    docstring)."""
    at = message.observed_at
    looked = [
        i
        for i, c in enumerate(claims)
        if c.action == "assert"
        and c.polarity
        and c.valid_from is not None
        and c.valid_from != at
        and c.valid_to is None
        and not is_time_predicate(c.predicate)
    ]
    if not looked:
        return claims
    text = message.text[:_MAX_CHARS]
    out = list(claims)
    sentences = split_sentences(text)
    read: dict[int, list[TemporalMention]] = {}
    for i in looked:
        c = claims[i]
        found = next(((s, e) for s, e in sentences if s <= c.span[0] < e), None)
        if found is None:
            continue
        start, end = found
        if start not in read:
            read[start] = extract_temporal(text[start:end], at)
        out[i] = _redated(c, text[start:end], start, read[start], at)
    return out
