"""A value corrected in the same message: "we bought a Kia Sportage. Sorry, I mean a Kia Niro",
"my new manager is Mr. Chen, no wait, it's Mr. Choi", "head of year, wait, sorry,
vice-principal", "a kitten called Miso. Sorry, her name is Mochi".

Found using the product: the first value said was stored, and the corrected one was dropped or
kept beside it (a pet called both Miso and Mochi). A correction cue ("sorry", "I mean", "no
wait", "scratch that", "my bad", "correction") followed by a short value replaces the value of
the last claim said before the cue, in the same sentence or the one before, when the two look
alike (both names, or both lower-case words). What follows the cue must be a value, not a new
clause: "Sorry, Kent, I forgot to reply" names who is spoken to and corrects nothing, and a
value said before the cue is needed. Pure and linear: one bounded search per message.
"""

from __future__ import annotations

import dataclasses
import re

from chronofact.extractors.base import Message
from chronofact.extractors.claims import Claim

__all__ = ["self_corrected"]

_READ_CHARS = 1200
_CUE = re.compile(
    r"(?:^|[,.;!?\u2014-]\s*)(?:(?:oops|sorry|wait|no\s+wait|wait\s+no|scratch\s+that|my\s+bad|"
    r"correction|typo)\s*[,:!.\u2014-]\s*){1,3}(?:(?:I\s+)?mean[t]?\s+|make\s+that\s+)?|"
    r"(?:^|[,.;!?\u2014-]\s*)(?:I\s+)?mean[t]?\s+|\bmake\s+that\s+|,\s*but\s+no\s*,\s*",
    re.IGNORECASE,
)
"""A correction cue at a break, itself followed by a break or "I mean": "Sorry, I mean",
"no wait, it's", "- correction:", "wait, sorry,", ", but no, it's"; not "sorry to be that
person", "sorry guys", "wait till 9pm"."""
_LATER_IT_IS = re.compile(
    r"[^.!?]{0,120}?\b(?:it['\u2019]s|it\s+is|I\s+mean|I\s+meant)\s+", re.IGNORECASE
)
"""The value said later in the cue's sentence, after a clause: "Sorry, I always spell it wrong
and she hates that, it's Jimena"."""
_ASIDE = re.compile(
    r"\bI\s+(?:said|wrote|typed|put|told\s+\w+)\s+(?P<v>[^,.;!?]{1,40}?)\s+(?:on\s+the\s+phone|"
    r"in\s+(?:my|the|an?)\s+(?:email|e-mail|message|text|chat|group|standup|meeting|form)|"
    r"earlier|before|yesterday|by\s+mistake)\b",
    re.IGNORECASE,
)
"""An aside naming a wrong value said elsewhere ("Sorry, I said Allianz on the phone"): no
value of the message."""
_LEAD = re.compile(
    r"(?:(?:it['\u2019]?s|it\s+is|that['\u2019]?s|that\s+is|(?:his|her|its|their|the)\s+name\s+is|"
    r"(?:he|she|it|they)['\u2019]?s\s+called|called|actually|obviously|of\s+course|a|an|the)\s+)*",
    re.IGNORECASE,
)
_VALUE = re.compile(
    r"(?P<v>(?:(?:Mr|Mrs|Ms|Mx|Dr|St|Prof)\.\s?|[^,.;!?()\u2014]){1,60}?)\s*"
    r"(?=$|[,.;!?()\u2014]|\s-\s)"
)
_CLAUSE_START = re.compile(
    r"(?:I|I['\u2019]\w+|we|we['\u2019]\w+|you|he|she|they|it|there|this|that|just|so|and|but|"
    r"haha|lol|thanks|thank|no|yes|yeah|ok|okay)\b",
    re.IGNORECASE,
)
_MAX_WORDS = 5
_PREPOSITION = re.compile(
    r"(?:from|after|before|in|on|at|since|until|till|by|for|to|with|about|of)\b", re.IGNORECASE
)
"""A time or a place said after the cue ("no wait, after Holi in March") corrects a time, not
the value."""


def _corrected(text: str, at: int) -> str | None:
    """The value said right after a cue ending at `at`, or None when a clause follows."""
    lead = _LEAD.match(text, at)
    start = lead.end() if lead else at
    if _CLAUSE_START.match(text, start) and not (lead and lead.end() > at):
        return None
    m = _VALUE.match(text, start)
    if m is None:
        return None
    value = m.group("v").strip()
    if not value or len(value.split()) > _MAX_WORDS or _CLAUSE_START.fullmatch(value.split()[0]):
        return None
    if _PREPOSITION.match(value):
        return None
    if value[:1].isdigit():  # "9:45 pala": the time, not the word after it
        kept = []
        for word in value.split():
            if not (any(ch.isdigit() for ch in word) or word.lower() in ("am", "pm")):
                break
            kept.append(word)
        value = " ".join(kept)
    return value


def _spoken_to(text: str, cue: re.Match[str], value: str) -> bool:
    """ "..., sorry, Kent." at the end of the message: whom the message is said to."""
    words = cue.group(0).strip(" ,.;!?:-\u2014").lower()
    rest = text[cue.end() + len(value) :].strip(" .!?")
    return words == "sorry" and len(value.split()) == 1 and value[:1].isupper() and not rest


def _alike(old: str, new: str) -> bool:
    """Both names or both lower-case words, and not the same value."""
    if old.casefold() == new.casefold() or new.casefold() in old.casefold():
        return False
    return old[:1].isupper() == new[:1].isupper() or old[:1].isdigit() == new[:1].isdigit() is True


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence before the one holding `at` starts (one sentence back)."""
    ends = [m.end() for m in re.finditer(r"[.!?]+\s", text[:at])]
    return ends[-2] if len(ends) > 1 else 0


def self_corrected(message: Message, claims: list[Claim]) -> list[Claim]:
    """`claims` with a value corrected in the message replaced (see the module docstring)."""
    text = message.text[:_READ_CHARS]
    if not claims or not (_CUE.search(text) or _ASIDE.search(text)):
        return claims
    out = list(claims)
    for cue in _CUE.finditer(text):
        later = _LATER_IT_IS.match(text, cue.end())
        read = [_corrected(text, cue.end()), _corrected(text, later.end()) if later else None]
        values = [v for v in read if v is not None and not _spoken_to(text, cue, v)]
        if not values:
            continue
        window = _sentence_start(text, cue.start())
        said = text[window : cue.start()]
        before = [
            (said.rfind(str(c.object or c.value)), i, c)
            for i, c in enumerate(out)
            if window <= c.span[0] < cue.start() and c.action == "assert" and (c.object or c.value)
        ]
        before = [b for b in before if b[0] >= 0]
        if not before:
            continue
        _, i, wrong = max(before, key=lambda b: b[0])
        old = str(wrong.object or wrong.value)
        fitting = [v for v in values if _alike(old, v)]
        if not fitting:
            continue
        new = fitting[0]
        fixed = dataclasses.replace(
            wrong,
            object=new if wrong.object is not None else None,
            value=new if wrong.object is None else wrong.value,
            statement=wrong.statement.replace(old, new),
            span=(wrong.span[0], cue.end() + len(new)),
        )
        out[i] = fixed
        out = [
            c
            for j, c in enumerate(out)
            if j == i
            or not (
                str(c.object or c.value).casefold() == new.casefold()
                and (c.predicate == fixed.predicate or c.span[0] >= cue.start())
            )
        ]
    return _without_asides(text, out)


def _without_asides(text: str, claims: list[Claim]) -> list[Claim]:
    """The claims but those whose value is only named in an aside about a wrong value said
    elsewhere ("I said Allianz on the phone")."""
    asides = [m for m in _ASIDE.finditer(text)]
    if not asides:
        return claims
    wrong = {m.group("v").strip().casefold() for m in asides}
    out = []
    for c in claims:
        value = str(c.object or c.value or "").casefold()
        named_elsewhere = text.casefold().count(value) if value else 0
        in_aside = any(value and (value in w or w in value) for w in wrong)
        if not (in_aside and named_elsewhere <= 1):
            out.append(c)
    return out
